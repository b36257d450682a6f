/// A view that shows text, as `UILabel`: its intrinsic size is its text measured in its font,
/// rounded up to the pixel grid, and its baselines come from the font, so baseline alignment
/// works with real text.
///
/// ```swift
/// let title = Label(text: "Settings", font: .systemFont(ofSize: 17, weight: .semibold))
/// let note = Label(text: longText, font: .preferredFont(forTextStyle: .footnote))
/// note.numberOfLines = 0   // wraps at the width layout gives it
/// ```
///
/// - One line (``numberOfLines`` 1, the default): (text width, line height), never wrapped.
/// - More lines (0: no limit): wrapped at ``preferredMaxLayoutWidth`` when it is positive;
///   otherwise at the width layout gives the label, as UIKit's automatic preferred max layout
///   width: the first pass of a layout measures the text's width unwrapped, each later pass
///   measures it at the label's solved width, until the size settles (the engine's pass loop).
/// - Empty text: (0, 0).
///
/// Measured by the tree's ``View/textMeasurer``; fonts of a text style follow the tree's
/// ``TraitCollection/preferredContentSizeCategory``. The baseline offsets
/// (``View/firstBaselineOffsetFromTop``, ``View/lastBaselineOffsetFromTop``) are set from the
/// measurement: the font's ascender, and for the last line that plus a line height per line
/// above it (the text is taken to start at the label's top; UIKit centres it within the
/// sub-pixel slack of the rounding, which is left out).
open class Label: View {
    /// The text; nil or empty measures (0, 0).
    public var text: String? { didSet { if text != oldValue { contentDidChange() } } }
    /// The font: system 17 pt by default, as `UILabel`.
    public var font: Font = .systemFont(ofSize: 17) { didSet { if font != oldValue { contentDidChange() } } }
    /// The most lines the text wraps into; 0 is no limit, 1 (the default) never wraps.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { contentDidChange() } } }
    /// How lines break; every mode but `byCharWrapping` wraps at words, as UILabel.
    public var lineBreakMode = LineBreakMode.byTruncatingTail {
        didSet { if lineBreakMode != oldValue { contentDidChange() } }
    }
    /// The width multi-line text wraps at; 0 (the default) wraps at the width layout gives the label.
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { contentDidChange() } }
    }

    /// The width layout gave the label in the last pass, which automatic wrapping measures at;
    /// nil in a layout's first pass.
    var automaticLayoutWidth: Double?
    /// In a layout's first pass after an earlier layout: the wrapped height and last baseline
    /// that layout gave, kept with the unwrapped width (see ``prepareForFirstIntrinsicContentSizeCalculation()``).
    private var firstPassHold: (height: Double, lastBaseline: Double)?
    private var cache: (key: MeasureKey, result: Measured)?

    private struct MeasureKey: Equatable {
        var width: Double?
        var heldHeight: Double?
        var scale: Double
        var category: ContentSizeCategory
    }

    private struct Measured: Equatable {
        var size: Size
        var firstBaseline: Double
        var lastBaseline: Double
    }

    /// Creates a label with a text and a font.
    public init(text: String? = nil, font: Font = .systemFont(ofSize: 17)) {
        self.text = text
        self.font = font
        super.init(frame: .zero)
        _ = measured()
    }

    /// Creates an empty label with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// The measured size, rounded up to the pixel grid; an explicit size (set here, or the
    /// document's `intrinsicSize`) wins, per dimension.
    open override var intrinsicContentSize: Size {
        get { applyingIntrinsicSizeOverride(measured().size) }
        set { setIntrinsicSizeOverride(width: newValue.width, height: newValue.height) }
    }

    /// Whether the label wraps at the width layout gives it.
    var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The width the text wraps at now (nil: not wrapped).
    private var wrappingWidth: Double? {
        guard numberOfLines != 1 else { return nil }
        return preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : automaticLayoutWidth
    }

    private func measured() -> Measured {
        let width = wrappingWidth
        let key = MeasureKey(width: width, heldHeight: width == nil ? firstPassHold?.height : nil,
                             scale: measurementScale, category: contentSizeCategory)
        if let cache, cache.key == key { return cache.result }
        var result: Measured
        if let text, !text.isEmpty {
            let resolved = font.resolved(for: key.category)
            let m = textMeasurer.measure(text, font: resolved, maximumWidth: key.width, numberOfLines: numberOfLines,
                                         lineBreakMode: lineBreakMode)
            result = Measured(size: Size(width: ceilToPixel(m.size.width, scale: key.scale),
                                         height: ceilToPixel(m.size.height, scale: key.scale)),
                              firstBaseline: m.firstBaseline, lastBaseline: m.lastBaseline)
        } else {
            let ascender = font.resolved(for: key.category).ascender
            result = Measured(size: .zero, firstBaseline: ascender, lastBaseline: ascender)
        }
        if key.heldHeight != nil, let hold = firstPassHold {
            result.size.height = hold.height
            result.lastBaseline = hold.lastBaseline
        }
        cache = (key, result)
        // A label measured for a new tree (its scale or text size) keeps its baselines current.
        updateBaselines(result)
        return result
    }

    private func updateBaselines(_ m: Measured) {
        if firstBaselineOffsetFromTop != m.firstBaseline { firstBaselineOffsetFromTop = m.firstBaseline }
        if lastBaselineOffsetFromTop != m.lastBaseline { lastBaselineOffsetFromTop = m.lastBaseline }
    }

    /// Measures again after `change`, and tells the layout when the size or baselines moved.
    private func remeasure(_ change: () -> Void) {
        let before = cache?.result
        change()
        let after = measured()
        guard after != before else { return }
        updateBaselines(after)
        invalidateIntrinsicContentSize()
    }

    private func contentDidChange() {
        remeasure { cache = nil; firstPassHold = nil }
    }

    override func contentMeasurementDidChange() {
        remeasure { cache = nil; firstPassHold = nil }
    }

    /// A layout's first pass measures the text unwrapped, so that a label whose width comes
    /// from its text can grow back to one line. Only the width is unwrapped: the height and last
    /// baseline stay those of the last layout until the pass has given the label its width, so
    /// text that wraps as before changes nothing vertically (widths do not depend on heights
    /// here, so the settled layout is UIKit's).
    override func prepareForFirstIntrinsicContentSizeCalculation() {
        guard automaticLayoutWidth != nil, let last = cache?.result else { return }
        remeasure {
            firstPassHold = (last.size.height, last.lastBaseline)
            automaticLayoutWidth = nil
        }
    }

    override func captureLayoutState() -> (() -> Void)? {
        let state = (automaticLayoutWidth, firstPassHold, cache, firstBaselineOffsetFromTop, lastBaselineOffsetFromTop)
        return { [unowned self] in
            (automaticLayoutWidth, firstPassHold, cache) = (state.0, state.1, state.2)
            if firstBaselineOffsetFromTop != state.3 { firstBaselineOffsetFromTop = state.3 }
            if lastBaselineOffsetFromTop != state.4 { lastBaselineOffsetFromTop = state.4 }
        }
    }

    override func didSolve(_ engine: LayoutEngine) {
        guard wrapsAtLayoutWidth, let width = variables?.width.value else { return }
        if let current = automaticLayoutWidth, abs(current - width) < 1e-7 { return }
        remeasure {
            firstPassHold = nil
            automaticLayoutWidth = width
        }
    }
}
