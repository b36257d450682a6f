/// The traits a variant or a constraint applies under; a missing trait matches any value.
public struct TraitCondition: Equatable, Sendable {
    /// The horizontal size class required, or nil for any.
    public var horizontalSizeClass: SizeClass?
    /// The vertical size class required, or nil for any.
    public var verticalSizeClass: SizeClass?
    /// The orientation required (landscape: the root is wider than tall), or nil for any.
    public var orientation: Device.Orientation?

    /// A condition on the traits given; one naming none always holds.
    public init(horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil,
                orientation: Device.Orientation? = nil) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.orientation = orientation
    }

    /// How many traits the condition names: a more specific match wins.
    package var specificity: Int {
        [horizontalSizeClass != nil, verticalSizeClass != nil, orientation != nil].filter { $0 }.count
    }

    /// Whether the condition holds for these traits and orientation.
    package func matches(_ traits: TraitCollection, orientation current: Device.Orientation) -> Bool {
        (horizontalSizeClass == nil || horizontalSizeClass == traits.horizontalSizeClass)
            && (verticalSizeClass == nil || verticalSizeClass == traits.verticalSizeClass)
            && (orientation == nil || orientation == current)
    }
}
