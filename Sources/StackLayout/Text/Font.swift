/// A font as text measurement needs it, in the manner of `UIFont`: the system font at a size
/// and weight, a text style that follows Dynamic Type, or a named font whose metrics are
/// supplied.
///
/// ```swift
/// let title = Font.systemFont(ofSize: 17, weight: .semibold)
/// let body = Font.preferredFont(forTextStyle: .body)        // 17 pt at the default size
/// let big = body.resolved(for: .accessibilityLarge)          // 40 pt
/// ```
public struct Font: Hashable, Sendable {
    /// The weight of the system font, as `UIFont.Weight`.
    public enum Weight: String, CaseIterable, Hashable, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A Dynamic Type text style, as `UIFont.TextStyle` (IB writes `UICTFontTextStyleBody`
    /// for ``body``: ``init(interfaceBuilderName:)`` reads that spelling).
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

        /// The style IB names `UICTFontTextStyleTitle1`, `UICTFontTextStyleBody`, …
        package init?(interfaceBuilderName name: String) {
            let prefix = "UICTFontTextStyle"
            guard name.hasPrefix(prefix) else { return nil }
            var rest = String(name.dropFirst(prefix.count))
            guard let first = rest.first else { return nil }
            rest = first.lowercased() + rest.dropFirst()
            let aliases = ["title0": "largeTitle", "subhead": "subheadline", "caption0": "caption1"]
            self.init(rawValue: aliases[rest] ?? rest)
        }

        /// The style's weight: headline is semibold, the others regular (Apple HIG).
        package var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// Vertical metrics and advances of a named font, in ems (multiples of the point size), for
    /// the built-in measurer. A real font engine plugged in through ``TextMeasuring`` needs none.
    public struct Metrics: Hashable, Sendable {
        /// Height above the baseline.
        public var ascender: Double
        /// Depth below the baseline, negative as `UIFont.descender` is.
        public var descender: Double
        /// Extra space between lines.
        public var lineGap: Double
        /// The advance of a character not in ``advances``.
        public var averageAdvance: Double
        /// Advances of single characters.
        public var advances: [Character: Double]

        /// Metrics for a font of your own: vertical extents and advances per point of size.
        public init(ascender: Double, descender: Double, lineGap: Double = 0, averageAdvance: Double,
                    advances: [Character: Double] = [:]) {
            self.ascender = ascender
            self.descender = descender
            self.lineGap = lineGap
            self.averageAdvance = averageAdvance
            self.advances = advances
        }
    }

    /// The point size (for a text style, at the default content size category, ``ContentSizeCategory/large``).
    public var pointSize: Double
    /// The weight (of the system font; a named font keeps it only as a description).
    public var weight: Weight
    /// The text style the font follows, scaling with the content size category; nil for a fixed size.
    public var textStyle: TextStyle?
    /// The font's name; nil for the system font.
    public var name: String?
    /// A named font's metrics; nil for the system font.
    public var metrics: Metrics?

    /// The system font (SF Pro) at `size`, as `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(pointSize: size, weight: weight, textStyle: nil, name: nil, metrics: nil)
    }

    /// The bold system font, as `UIFont.boldSystemFont(ofSize:)` (IB's `type="boldSystem"`).
    public static func boldSystemFont(ofSize size: Double) -> Font {
        systemFont(ofSize: size, weight: .bold)
    }

    /// The font of a text style, as `UIFont.preferredFont(forTextStyle:)`: its size follows the
    /// tree's ``TraitCollection/preferredContentSizeCategory`` when measured.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        Font(pointSize: ContentSizeCategory.large.pointSize(of: style), weight: style.weight, textStyle: style,
             name: nil, metrics: nil)
    }

    /// A named font at `size` with the metrics the built-in measurer uses for it.
    public init(name: String, size: Double, metrics: Metrics) {
        self.init(pointSize: size, weight: .regular, textStyle: nil, name: name, metrics: metrics)
    }

    init(pointSize: Double, weight: Weight, textStyle: TextStyle?, name: String?, metrics: Metrics?) {
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        self.name = name
        self.metrics = metrics
    }

    /// The font at a content size category: a text style takes the size of Apple's Dynamic
    /// Type table for that category; a fixed-size font is unchanged.
    package func resolved(for category: ContentSizeCategory) -> Font {
        guard let textStyle else { return self }
        var font = self
        font.pointSize = category.pointSize(of: textStyle)
        return font
    }

    /// Height above the baseline, in points (the system font: 1950 / 2048 em).
    public var ascender: Double {
        pointSize * (metrics?.ascender ?? SystemFontMetrics.ascenderUnits / SystemFontMetrics.unitsPerEm)
    }

    /// Depth below the baseline, in points, negative (the system font: −494 / 2048 em).
    public var descender: Double {
        pointSize * (metrics?.descender ?? SystemFontMetrics.descenderUnits / SystemFontMetrics.unitsPerEm)
    }

    /// The distance between baselines of consecutive lines, as `UIFont.lineHeight`: ascender −
    /// descender + line gap (the system font: 2444 / 2048 em, 20.287 at 17 pt).
    public var lineHeight: Double {
        let gap = metrics?.lineGap ?? SystemFontMetrics.lineGapUnits / SystemFontMetrics.unitsPerEm
        return ascender - descender + pointSize * gap
    }
}
