/// The base of the standard controls, as `UIControl`: a view whose intrinsic size and
/// baselines it measures from its content (a title, a font, a fixed size of the kind), with an
/// explicit intrinsic size winning per dimension (the document's `intrinsicSize`).
open class Control: View {
    /// Creates a control with a frame, which it keeps while
    /// ``View/translatesAutoresizingMaskIntoConstraints`` is true (as any view).
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Creates a control with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The measured size; an explicit one (set here, or the document's `intrinsicSize`) wins,
    /// per dimension.
    open override var intrinsicContentSize: Size {
        get { applyingIntrinsicSizeOverride(measuredContentSize()) }
        set { setIntrinsicSizeOverride(width: newValue.width, height: newValue.height) }
    }

    /// What the control's content measures (alignment rectangle), before an explicit size.
    func measuredContentSize() -> Size {
        Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The baselines of the control's text, from its top, or nil when it shows none.
    func measuredBaselines() -> (first: Double, last: Double)? { nil }

    /// The content changed: the baselines follow and the layout measures again.
    func contentDidChange() {
        if let baselines = measuredBaselines() {
            if firstBaselineOffsetFromTop != baselines.first { firstBaselineOffsetFromTop = baselines.first }
            if lastBaselineOffsetFromTop != baselines.last { lastBaselineOffsetFromTop = baselines.last }
        }
        invalidateIntrinsicContentSize()
    }

    override func contentMeasurementDidChange() {
        contentDidChange()
    }

    /// The width of `text` on one line in `font` (resolved for the tree's text size), unrounded.
    func singleLineWidth(_ text: String?, _ font: Font) -> Double {
        guard let text, !text.isEmpty else { return 0 }
        return textMeasurer.measure(text, font: font, maximumWidth: nil, numberOfLines: 1,
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
    open override var intrinsicContentSize: Size {
        get {
            applyingIntrinsicSizeOverride(imageSize ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        }
        set { setIntrinsicSizeOverride(width: newValue.width, height: newValue.height) }
    }
}
