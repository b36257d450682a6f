/// The size a view's constraints give it, as `UIView.systemLayoutSizeFitting(_:)`: how a
/// self-sizing cell learns its height at a fixed width.
extension View {
    /// The target of the smallest size, as `UIView.layoutFittingCompressedSize`.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// The target of the largest size, as `UIView.layoutFittingExpandedSize`.
    public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

    /// The size closest to `targetSize` the view's constraints allow, both dimensions at
    /// ``LayoutPriority/fittingSizeLevel`` (50): below hugging and compression resistance, so
    /// content decides.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` the view's constraints allow, each dimension pulled
    /// toward the target at its priority: a self-sizing cell's height is
    /// `systemLayoutSizeFitting(Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
    /// verticalFittingPriority: .fittingSizeLevel).height`.
    ///
    /// For a view that is the root of its tree (a cell's content view built on its own), the
    /// tree's own engine lays it out with the target in place of its size, through the same
    /// layout passes as ``layoutIfNeeded()``: wrapping labels wrap at the widths that layout
    /// gives them. Frames are left as they were; the next layout restores the root's size.
    /// For a view inside a tree, the subtree is measured on its own by one scratch solve
    /// (constraints to views outside it are ignored), with each wrapping label at the size its
    /// last layout gave it (unwrapped if never laid out). Sizes are alignment-rectangle sizes.
    public func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
                                        verticalFittingPriority vertical: LayoutPriority) -> Size {
        guard superview == nil else {
            var measurer = FittingMeasurer(root: self)
            return measurer.measure(target: targetSize, horizontal: horizontal, vertical: vertical)
        }
        var frames: [(View, Rect)] = []
        forEachInSubtree { frames.append(($0, $0.storedFrame)) }
        let engine = self.engine
        engine.fittingTarget = (targetSize, horizontal, vertical)
        engine.viewNeedsUpdate(self)
        engine.layoutIfNeeded()
        let v = engine.variables(of: self)
        let size = Size(width: v.width.value, height: v.height.value)
        engine.fittingTarget = nil
        engine.viewNeedsUpdate(self)
        for (view, frame) in frames { view.storedFrame = frame }
        return size
    }
}
