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
open class Label: View, LabelProtocol {
    /// Creates a label with a text and a font.
    public init(text: String? = nil, font: Font = .systemFont(ofSize: 17)) {
        super.init(frame: .zero)
        let label = LabelText(installingOn: self)
        label.text = text
        label.font = font
        label.contentDidChange()
    }

    /// Creates an empty label with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        _ = LabelText(installingOn: self)
    }

    /// The label's text and its measurement.
    public var labelText: LabelText { unsafeDowncast(role!, to: LabelText.self) }
}

/// A view that is a label: the core's ``Label`` and the UIKit shim's `UILabel`, each owning a
/// ``LabelText``. The members below are the label's API, as `UILabel`'s.
public protocol LabelProtocol: View {
    /// The text the label owns (made by its initializer).
    var labelText: LabelText { get }
}

extension LabelProtocol {
    /// The text; nil or empty measures (0, 0).
    public var text: String? {
        get { labelText.text }
        set { labelText.text = newValue }
    }
    /// The font: system 17 pt by default, as `UILabel`.
    public var font: Font {
        get { labelText.font }
        set { labelText.font = newValue }
    }
    /// The most lines the text wraps into; 0 is no limit, 1 (the default) never wraps.
    public var numberOfLines: Int {
        get { labelText.numberOfLines }
        set { labelText.numberOfLines = newValue }
    }
    /// How lines break; every mode but `byCharWrapping` wraps at words, as UILabel.
    public var lineBreakMode: LineBreakMode {
        get { labelText.lineBreakMode }
        set { labelText.lineBreakMode = newValue }
    }
    /// The width multi-line text wraps at; 0 (the default) wraps at the width layout gives the label.
    public var preferredMaxLayoutWidth: Double {
        get { labelText.preferredMaxLayoutWidth }
        set { labelText.preferredMaxLayoutWidth = newValue }
    }
}
