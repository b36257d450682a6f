/// How a text view breaks lines that do not fit, as `NSLineBreakMode`. For measurement,
/// every mode but ``byCharWrapping`` wraps at word boundaries when a label has more than one
/// line, and the truncating modes and ``byClipping`` cut the last line to the width.
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// What a measurer returns for a text: its size and baselines, in points, unrounded (the
/// views round up to the pixel grid, as UIKit does).
public struct TextMeasurement: Hashable, Sendable {
    /// The width of the widest line and the height of the lines shown.
    public var size: Size
    /// The first line's baseline, from the top of the text.
    public var firstBaseline: Double
    /// The last line's baseline, from the top of the text.
    public var lastBaseline: Double
    /// How many lines are shown.
    public var lineCount: Int

    /// A measurement; baselines are offsets from the top.
    public init(size: Size, firstBaseline: Double, lastBaseline: Double, lineCount: Int) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
    }

    /// An empty text: no size, no lines.
    package static let empty = TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
}

/// Measures text for labels, buttons and fields: the place to plug in a real font engine (as
/// Yoga's measure function). The tree's measurer is its root's ``View/textMeasurer``; the
/// built-in one is ``SystemFontMeasurer``.
///
/// ```swift
/// struct CoreTextMeasurer: TextMeasuring {
///     func measure(_ text: String, font: Font, maximumWidth: Double?, numberOfLines: Int,
///                  lineBreakMode: LineBreakMode) -> TextMeasurement { ... }
/// }
/// root.textMeasurer = CoreTextMeasurer()
/// ```
public protocol TextMeasuring: Sendable {
    /// The size of `text` in `font`, wrapped at `maximumWidth` (nil: never wrapped) into at most
    /// `numberOfLines` lines (0: no limit; 1: one line, never wrapped). `font` comes resolved
    /// for the content size category. Leading and trailing spaces of a line that is not
    /// wrapped count in its width, as in UILabel.
    func measure(_ text: String, font: Font, maximumWidth: Double?, numberOfLines: Int,
                 lineBreakMode: LineBreakMode) -> TextMeasurement
}

/// Rounding up to the pixel grid, as UIKit rounds measured text: `ceil(value × scale) / scale`,
/// with a tolerance of 1e-9 pixel so that a value already on the grid stays there.
func ceilToPixel(_ value: Double, scale: Double) -> Double {
    ((value * scale) - 1e-9).rounded(.up) / scale
}
