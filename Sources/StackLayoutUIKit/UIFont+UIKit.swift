// UIFont's factories beyond the core's `systemFont`, `boldSystemFont` and `preferredFont`, as
// layout code calls them, and `UIFontMetrics`. The built-in measurer knows the system font
// (SF Pro) by its advances (TEXT.md); the variants here are measured with those advances:
// - `monospacedDigitSystemFont`: SF's tabular digits are close to its proportional ones on
//   average but not each ("1" is wider); measured with the proportional advances.
// - `italicSystemFont`: SF Pro Italic shares the upright advances closely; measured upright.

extension Font {
    /// `UIFont.monospacedDigitSystemFont(ofSize:weight:)`: the system font, its digits measured
    /// with the proportional advances (see the note at the top of this file).
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        systemFont(ofSize: Double(size), weight: weight)
    }

    /// `UIFont.italicSystemFont(ofSize:)`: measured as the upright system font.
    public static func italicSystemFont(ofSize size: CGFloat) -> Font {
        systemFont(ofSize: Double(size))
    }

    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`: the text style's font; the trait
    /// collection's content size category is the one the tree measures it at.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> Font {
        preferredFont(forTextStyle: style)
    }


}

/// `UIFontMetrics`: scales custom fonts and values with Dynamic Type. Only the default text size
/// (`.large`) is modelled for custom fonts: at it, scaling is the identity, as on iOS; a text
/// style's own font (`preferredFont`) follows every size.
public struct UIFontMetrics: Sendable {
    /// The text style whose scaling curve applies.
    public let textStyle: Font.TextStyle

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: Font.TextStyle) { self.textStyle = textStyle }

    /// The body style's metrics.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `font` as it is at the default text size: unchanged. A font whose size and weight are
    /// those of the text style becomes the style's font, so it follows the text size.
    public func scaledFont(for font: Font) -> Font {
        let styled = Font.preferredFont(forTextStyle: textStyle)
        if font.name == nil, font.pointSize == styled.pointSize, font.weight == styled.weight { return styled }
        return font
    }

    /// `scaledFont(for:maximumPointSize:)`: as ``scaledFont(for:)`` (the default size is
    /// below any maximum that leaves the font its size).
    public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
        var scaled = scaledFont(for: font)
        if scaled.pointSize > Double(maximumPointSize) { scaled = scaled.withSize(maximumPointSize) }
        return scaled
    }

    /// `scaledFont(for:compatibleWith:)`: as ``scaledFont(for:)``.
    public func scaledFont(for font: Font, compatibleWith traitCollection: UITraitCollection?) -> Font {
        scaledFont(for: font)
    }

    /// A value scaled for the default text size: unchanged.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }

    /// `scaledValue(for:compatibleWith:)`: as ``scaledValue(for:)``.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
