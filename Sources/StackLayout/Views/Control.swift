/// The base of the standard controls, as `UIControl`: a view whose intrinsic size and
/// baselines it measures from its content (a title, a font, a fixed size of the kind), with an
/// explicit intrinsic size winning per dimension (the document's `intrinsicSize`). What it
/// measures is its ``ControlContent``, which the shim's `UIControl` and its subclasses own too.
open class Control: View {
    /// Creates a control with a frame, which it keeps while
    /// ``View/translatesAutoresizingMaskIntoConstraints`` is true (as any view).
    public override init(frame: Rect) {
        super.init(frame: frame)
        _ = ControlContent(installingOn: self)
    }

    /// Creates a control with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }
}

/// What makes a view a control: the size and baselines it measures from its content. The
/// base measures nothing (no intrinsic size); the kinds (a button's title, a text field's
/// text, a switch's fixed size) are its subclasses.
public class ControlContent: ViewRole {
    /// Makes `view` a control (a subclass's content replaces the base's).
    package override init(installingOn view: View) {
        super.init(installingOn: view)
    }

    /// The measured size; an explicit one (set here, or the document's `intrinsicSize`) wins,
    /// per dimension.
    override var intrinsicSize: Size? { view.applyingIntrinsicSizeOverride(measuredContentSize()) }

    override func setIntrinsicSize(_ size: Size) -> Bool {
        view.setIntrinsicSizeOverride(width: size.width, height: size.height)
        return true
    }

    /// What the control's content measures (alignment rectangle), before an explicit size.
    func measuredContentSize() -> Size {
        Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The baselines of the control's text, from its top, or nil when it shows none.
    func measuredBaselines() -> (first: Double, last: Double)? { nil }

    /// The content changed: the baselines follow and the layout measures again.
    package func contentDidChange() {
        if let baselines = measuredBaselines() {
            if view.firstBaselineOffsetFromTop != baselines.first { view.firstBaselineOffsetFromTop = baselines.first }
            if view.lastBaselineOffsetFromTop != baselines.last { view.lastBaselineOffsetFromTop = baselines.last }
        }
        view.invalidateIntrinsicContentSize()
    }

    override func contentMeasurementDidChange() {
        contentDidChange()
    }

    /// The width of `text` on one line in `font` (resolved for the tree's text size), unrounded.
    func singleLineWidth(_ text: String?, _ font: Font) -> Double {
        guard let text, !text.isEmpty else { return 0 }
        return view.textMeasurer.measure(text, font: font, maximumWidth: nil, numberOfLines: 1,
                                         lineBreakMode: .byTruncatingTail).size.width
    }
}

/// A view that shows an image, as `UIImageView`: its intrinsic size is the image's point
/// size, none without an image.
open class ImageView: View {
    /// The point size of the image shown; nil: no image, no intrinsic size.
    public var imageSize: Size? { didSet { if imageSize != oldValue { invalidateIntrinsicContentSize() } } }

    /// Creates an image view showing an image of `imageSize` points.
    public init(imageSize: Size? = nil) {
        self.imageSize = imageSize
        super.init(frame: .zero)
    }

    /// The image's size; an explicit one (the document's `intrinsicSize`) wins, per dimension.
    open override var intrinsicSize: Size {
        get {
            applyingIntrinsicSizeOverride(imageSize ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        }
        set { setIntrinsicSizeOverride(width: newValue.width, height: newValue.height) }
    }
}
