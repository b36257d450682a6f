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

/// The kind of device, as `UIUserInterfaceIdiom`: it decides a view controller's minimum margins.
public enum UserInterfaceIdiom: String, Hashable, Sendable {
    case phone
    case pad
}

/// The traits variants are chosen by: size classes, and the orientation the root's size implies;
/// with the idiom and the Dynamic Type size, which decide the system margins, the readable
/// width and the size of text styles.
public struct TraitCollection: Hashable, Sendable {
    /// The horizontal size class.
    public var horizontalSizeClass: SizeClass
    /// The vertical size class.
    public var verticalSizeClass: SizeClass
    /// Phone or pad (`userInterfaceIdiom`); phone by default.
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// The Dynamic Type size (`preferredContentSizeCategory`); `.large`, UIKit's default, by default.
    public var preferredContentSizeCategory: ContentSizeCategory

    /// Compact width and regular height (an iPhone in portrait) by default.
    public init(horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
                userInterfaceIdiom: UserInterfaceIdiom = .phone,
                preferredContentSizeCategory: ContentSizeCategory = .large) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }
}
