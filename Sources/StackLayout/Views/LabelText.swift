/// What makes a view a label (``LabelProtocol``): its text, font and line settings, and its
/// measurement, wrapping at the width layout gives it. The core's ``Label`` and the shim's
/// `UILabel` each own one.
public final class LabelText: ViewRole {
    /// The text; nil or empty measures (0, 0).
    package var text: String? { didSet { if text != oldValue { contentDidChange() } } }
    /// The font: system 17 pt by default, as `UILabel`.
    package var font: Font = .systemFont(ofSize: 17) { didSet { if font != oldValue { contentDidChange() } } }
    /// The most lines the text wraps into; 0 is no limit, 1 (the default) never wraps.
    package var numberOfLines = 1 { didSet { if numberOfLines != oldValue { contentDidChange() } } }
    /// How lines break; every mode but `byCharWrapping` wraps at words, as UILabel.
    package var lineBreakMode = LineBreakMode.byTruncatingTail {
        didSet { if lineBreakMode != oldValue { contentDidChange() } }
    }
    /// The width multi-line text wraps at; 0 (the default) wraps at the width layout gives the label.
    package var preferredMaxLayoutWidth: Double = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { contentDidChange() } }
    }

    /// The width layout gave the label in the last pass, which automatic wrapping measures at;
    /// nil in a layout's first pass.
    package var automaticLayoutWidth: Double?
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

    /// Makes `view` a label.
    package override init(installingOn view: View) {
        super.init(installingOn: view)
    }

    /// The measured size, rounded up to the pixel grid; an explicit size (set here, or the
    /// document's `intrinsicSize`) wins, per dimension.
    override var intrinsicSize: Size? { view.applyingIntrinsicSizeOverride(measured().size) }
    override func setIntrinsicSize(_ size: Size) -> Bool {
        view.setIntrinsicSizeOverride(width: size.width, height: size.height)
        return true
    }

    /// Whether the label wraps at the width layout gives it.
    package var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The width the text wraps at now (nil: not wrapped).
    private var wrappingWidth: Double? {
        guard numberOfLines != 1 else { return nil }
        return preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : automaticLayoutWidth
    }

    private func measured() -> Measured {
        let width = wrappingWidth
        let key = MeasureKey(width: width, heldHeight: width == nil ? firstPassHold?.height : nil,
                             scale: view.measurementScale, category: view.contentSizeCategory)
        if let cache, cache.key == key { return cache.result }
        var result: Measured
        if let text, !text.isEmpty {
            let resolved = font.resolved(for: key.category)
            let m = view.textMeasurer.measure(text, font: resolved, maximumWidth: key.width, numberOfLines: numberOfLines,
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
        if view.firstBaselineOffsetFromTop != m.firstBaseline { view.firstBaselineOffsetFromTop = m.firstBaseline }
        if view.lastBaselineOffsetFromTop != m.lastBaseline { view.lastBaselineOffsetFromTop = m.lastBaseline }
    }

    /// Measures again after `change`, and tells the layout when the size or baselines moved.
    private func remeasure(_ change: () -> Void) {
        let before = cache?.result
        change()
        let after = measured()
        guard after != before else { return }
        updateBaselines(after)
        view.invalidateIntrinsicContentSize()
    }

    package func contentDidChange() {
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
        let state = (automaticLayoutWidth, firstPassHold, cache, view.firstBaselineOffsetFromTop, view.lastBaselineOffsetFromTop)
        return { [unowned self] in
            (automaticLayoutWidth, firstPassHold, cache) = (state.0, state.1, state.2)
            if view.firstBaselineOffsetFromTop != state.3 { view.firstBaselineOffsetFromTop = state.3 }
            if view.lastBaselineOffsetFromTop != state.4 { view.lastBaselineOffsetFromTop = state.4 }
        }
    }

    override func didSolve(_ engine: LayoutEngine) {
        guard wrapsAtLayoutWidth, let width = view.variables?.width.value else { return }
        if let current = automaticLayoutWidth, abs(current - width) < 1e-7 { return }
        remeasure {
            firstPassHold = nil
            automaticLayoutWidth = width
        }
    }
}
