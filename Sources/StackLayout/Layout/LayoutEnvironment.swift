/// What the device and the app give a view tree: the safe area, the screen scale, the
/// reading direction, the size classes and a view controller's minimum margins.
///
/// Set it on the root view (``View/environment``); ``Device`` presets build one.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The root's safe area insets: the status bar, the home indicator, the sensor housing.
    public var safeAreaInsets: EdgeInsets
    /// Points per pixel. With a scale, frames are rounded to the pixel grid as UIKit rounds
    /// them (nearest, ties up, each edge); without one they are exact.
    public var scale: Double?
    /// The app's reading direction.
    public var layoutDirection: UserInterfaceLayoutDirection
    /// A view controller's minimum margins for its root view (`systemMinimumLayoutMargins`);
    /// nil for a tree that is not a view controller's view.
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets?
    /// The size classes.
    public var traits: TraitCollection

    /// Creates an environment; by default no safe area, no rounding, left to right, compact
    /// width and regular height.
    public init(safeAreaInsets: EdgeInsets = .zero, scale: Double? = nil,
                layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
                systemMinimumLayoutMargins: DirectionalEdgeInsets? = nil,
                traits: TraitCollection = TraitCollection()) {
        self.safeAreaInsets = safeAreaInsets
        self.scale = scale
        self.layoutDirection = layoutDirection
        self.systemMinimumLayoutMargins = systemMinimumLayoutMargins
        self.traits = traits
    }
}

/// A size class, as `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Hashable, Sendable {
    case compact
    case regular
}

/// The traits variants are chosen by: size classes, and the orientation the root's size
/// implies; and the preferred text size, which text styles follow.
public struct TraitCollection: Hashable, Sendable {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    /// The user's preferred text size (Dynamic Type): fonts of a text style take their size
    /// from it, as `UITraitCollection.preferredContentSizeCategory`.
    public var preferredContentSizeCategory: ContentSizeCategory

    /// Compact width and regular height (an iPhone in portrait), and the default text size
    /// (``ContentSizeCategory/large``), by default.
    public init(horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
                preferredContentSizeCategory: ContentSizeCategory = .large) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }
}
