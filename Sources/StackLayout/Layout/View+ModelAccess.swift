/// The model's geometry under names the UIKit shim does not shadow: the shim gives `frame`,
/// `bounds`, `layoutFrame`, `contentSize`, `contentOffset` and `systemLayoutSizeFitting`
/// Foundation's `CGRect`, `CGSize` and `CGPoint`, and reads and writes the model through these.
extension View {
    package var modelFrame: Rect {
        get { frame }
        set { frame = newValue }
    }
    package var modelBounds: Rect { bounds }
    package var modelSuperview: View? { superview }
    package var modelSubviews: [View] { subviews }
    package func modelSystemLayoutSizeFitting(_ target: Size, horizontal: LayoutPriority,
                                              vertical: LayoutPriority) -> Size {
        systemLayoutSizeFitting(target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    }
}

extension LayoutGuide {
    package var modelLayoutFrame: Rect { layoutFrame }
}

extension ScrollView {
    package var modelContentSize: Size {
        get { contentSize }
        set { contentSize = newValue }
    }
    package var modelContentOffset: Point {
        get { contentOffset }
        set { contentOffset = newValue }
    }
}
