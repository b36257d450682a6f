/// The priority of a layout constraint, as `UILayoutPriority`: a `Float` in `0 < p <= 1000`.
///
/// Priorities form a strict hierarchy: the solver satisfies a higher priority as well as it can
/// before it considers any lower one, however many lower constraints there are.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority as a number.
    public var rawValue: Float

    /// Creates a priority; values outside `0 < p <= 1000` are rejected by whoever activates it.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority.
    public init(_ value: Float) { self.rawValue = value }
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the priority with which a button resists compressing its content.
    public static let defaultHigh = LayoutPriority(750)
    /// 510: a drag that may resize the scene.
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// 500: the priority with which a scene prefers to keep its size.
    public static let sceneSizeStayPut = LayoutPriority(500)
    /// 490: a drag that cannot resize the scene.
    public static let dragThatCannotResizeScene = LayoutPriority(490)
    /// 250: the priority with which a button hugs its content horizontally.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the priority of the target size when fitting a view.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether this is `required`.
    public var isRequired: Bool { rawValue >= 1000 }
    /// Whether the value lies in `0 < p <= 1000` and is finite.
    public var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    public var description: String {
        rawValue == Float(Int(rawValue)) ? String(Int(rawValue)) : String(rawValue)
    }
}
