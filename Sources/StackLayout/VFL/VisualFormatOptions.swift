/// Options for a Visual Format Language string, as UIKit's `NSLayoutConstraint.FormatOptions`.
///
/// The raw values are UIKit's, so a bit mask written for UIKit means the same here. Three
/// independent groups share the mask:
///
/// - **Alignment** (`alignmentMask`): each `alignAll…` bit adds, for every pair of neighbouring
///   views in the format, `v[i].attribute == v[i+1].attribute`. The bit position is the raw value
///   of the aligned `LayoutAttribute` (`alignAllTop = 1 << LayoutAttribute.top.rawValue`). An
///   alignment must be perpendicular to the format's orientation: top/bottom/centerY/baselines
///   in `H:` formats, left/right/leading/trailing/centerX in `V:` formats.
/// - **Direction** (`directionMask`, horizontal formats only): which edges `H:` connections use.
/// - **Spacing** (`spacingMask`, vertical formats only): what standard spacing (`-`) measures.
///
/// ```swift
/// let options: VisualFormatOptions = [.alignAllCenterY, .directionLeftToRight]
/// ```
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    /// The options' bits, as `NSLayoutConstraint.FormatOptions`.
    public var rawValue: UInt

    /// The options with these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Align the views' left edges (vertical formats).
    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 1)
    /// Align the views' right edges (vertical formats).
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 2)
    /// Align the views' top edges (horizontal formats).
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 3)
    /// Align the views' bottom edges (horizontal formats).
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 4)
    /// Align the views' leading edges (vertical formats).
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 5)
    /// Align the views' trailing edges (vertical formats).
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 6)
    /// Align the views' horizontal centres (vertical formats).
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 9)
    /// Align the views' vertical centres (horizontal formats).
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 10)
    /// Align the views' last baselines (horizontal formats).
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 11)
    /// Align the views' first baselines (horizontal formats).
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 12)
    /// The bits reserved for alignment options.
    package static let alignmentMask = VisualFormatOptions(rawValue: 0xFFFF)

    /// Connections run from the leading to the trailing edge (the default; follows the layout
    /// direction of the user interface).
    public static let directionLeadingToTrailing = VisualFormatOptions([])
    /// Connections run from left to right, whatever the layout direction.
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 16)
    /// Connections run from right to left, whatever the layout direction.
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 2 << 16)
    /// The bits reserved for the direction.
    package static let directionMask = VisualFormatOptions(rawValue: 3 << 16)

    /// Standard spacing is measured between the views' edges (the default).
    public static let spacingEdgeToEdge = VisualFormatOptions([])
    /// Standard vertical spacing is measured from the upper view's last baseline to the lower
    /// view's first baseline.
    public static let spacingBaselineToBaseline = VisualFormatOptions(rawValue: 1 << 19)
    /// The bits reserved for the spacing.
    package static let spacingMask = VisualFormatOptions(rawValue: 1 << 19)
}

extension VisualFormatOptions {
    /// The attributes named by the alignment bits, in ascending bit order (the order in which
    /// their constraints are emitted). Bits of the alignment mask that name no `alignAll…`
    /// option (0, 7 and 8 for width and height, 13…15) are ignored.
    var alignmentAttributes: [LayoutAttribute] {
        (LayoutAttribute.left.rawValue...LayoutAttribute.firstBaseline.rawValue).compactMap { bit in
            guard rawValue & (1 << UInt(bit)) != 0,
                  let attribute = LayoutAttribute(rawValue: bit), !attribute.isDimension
            else { return nil }
            return attribute
        }
    }
}
