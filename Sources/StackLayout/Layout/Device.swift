/// A real device's screen: its size in points, its safe area in each orientation, its scale
/// and its size classes, so a layout can be solved as that device would show it.
///
/// ```swift
/// let (device, orientation) = Device.named("iphone-14-landscape")!
/// root.frame = Rect(origin: .zero, size: device.size(in: orientation))
/// root.environment = device.environment(in: orientation)
/// ```
///
/// The figures are those of AUTOLAYOUT.md §4.2 (status bar, sensor housing and home
/// indicator insets for a full-screen root view with no bars); the README lists them.
public struct Device: Hashable, Sendable {
    /// Portrait or landscape.
    public enum Orientation: String, Hashable, Sendable {
        case portrait
        case landscape
    }

    /// The preset's name, as `--device` takes it.
    public let name: String
    /// The screen in portrait, in points.
    package let portraitSize: Size
    /// The safe area insets in portrait.
    package let portraitSafeArea: EdgeInsets
    /// The safe area insets in landscape.
    package let landscapeSafeArea: EdgeInsets
    /// Points per pixel.
    package let scale: Double
    /// The traits (size classes, idiom) in portrait.
    package let portraitTraits: TraitCollection
    /// The traits (size classes, idiom) in landscape.
    package let landscapeTraits: TraitCollection

    /// The screen's size in points in `orientation`.
    public func size(in orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// The environment of a view controller's full-screen root view in `orientation`: the safe
    /// area, the scale, the size classes, and the system minimum margins by
    /// ``LayoutEnvironment/systemMinimumLayoutMargins(forViewControllerRootOf:safeAreaInsets:idiom:)``
    /// (20 points on the sides of a 414 point or wider iPhone in portrait, 16 on narrower ones;
    /// 0 at the top and bottom).
    public func environment(in orientation: Orientation,
                            layoutDirection: UserInterfaceLayoutDirection = .leftToRight) -> LayoutEnvironment {
        let traits = orientation == .portrait ? portraitTraits : landscapeTraits
        let safeArea = orientation == .portrait ? portraitSafeArea : landscapeSafeArea
        let minimum = LayoutEnvironment.systemMinimumLayoutMargins(
            forViewControllerRootOf: size(in: orientation), safeAreaInsets: safeArea, idiom: traits.userInterfaceIdiom)
        return LayoutEnvironment(safeAreaInsets: safeArea, scale: scale, layoutDirection: layoutDirection,
                                 systemMinimumLayoutMargins: minimum, traits: traits)
    }

    /// The preset called `name`, in portrait, or in landscape with the suffix `-landscape`.
    public static func named(_ name: String) -> (Device, Orientation)? {
        let lowered = name.lowercased()
        let suffix = "-landscape"
        if lowered.hasSuffix(suffix) {
            let base = String(lowered.dropLast(suffix.count))
            return all.first { $0.name == base }.map { ($0, .landscape) }
        }
        let base = lowered.hasSuffix("-portrait") ? String(lowered.dropLast("-portrait".count)) : lowered
        return all.first { $0.name == base }.map { ($0, .portrait) }
    }

    private static let compactRegular = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    private static let compactCompact = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact)
    private static let regularCompact = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)
    private static let regularRegular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular,
                                                        userInterfaceIdiom: .pad)

    private static func phone(_ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double,
                              landscapeSide: Double, landscapeBottom: Double, scale: Double,
                              regularInLandscape: Bool = false) -> Device {
        Device(name: name, portraitSize: Size(width: width, height: height),
               portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
               landscapeSafeArea: EdgeInsets(top: 0, left: landscapeSide, bottom: landscapeBottom, right: landscapeSide),
               scale: scale, portraitTraits: compactRegular,
               landscapeTraits: regularInLandscape ? regularCompact : compactCompact)
    }

    /// iPhone SE (2nd and 3rd generation), iPhone 8: 375×667 at 2×, a status bar of 20.
    public static let iPhoneSE = phone("iphone-se", 375, 667, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, scale: 2)
    /// iPhone 8 Plus: 414×736 at 3×.
    public static let iPhone8Plus = phone("iphone-8-plus", 414, 736, top: 20, bottom: 0, landscapeSide: 0,
                                          landscapeBottom: 0, scale: 3, regularInLandscape: true)
    /// iPhone X, XS, 11 Pro: 375×812 at 3×.
    public static let iPhoneX = phone("iphone-x", 375, 812, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21, scale: 3)
    /// iPhone 12 mini, 13 mini: 375×812 at 3×, a taller sensor housing.
    public static let iPhone13Mini = phone("iphone-13-mini", 375, 812, top: 50, bottom: 34, landscapeSide: 50, landscapeBottom: 21, scale: 3)
    /// iPhone 12, 13, 14: 390×844 at 3×.
    public static let iPhone14 = phone("iphone-14", 390, 844, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, scale: 3)
    /// iPhone 14 Plus, 12 and 13 Pro Max: 428×926 at 3×.
    public static let iPhone14Plus = phone("iphone-14-plus", 428, 926, top: 47, bottom: 34, landscapeSide: 47,
                                           landscapeBottom: 21, scale: 3, regularInLandscape: true)
    /// iPhone 14 Pro, 15, 15 Pro (the Dynamic Island): 393×852 at 3×.
    public static let iPhone15Pro = phone("iphone-15-pro", 393, 852, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, scale: 3)
    /// iPhone 14 Pro Max, 15 Plus, 15 Pro Max: 430×932 at 3×.
    public static let iPhone15ProMax = phone("iphone-15-pro-max", 430, 932, top: 59, bottom: 34, landscapeSide: 59,
                                             landscapeBottom: 21, scale: 3, regularInLandscape: true)
    /// iPad (10th generation), iPad Air: 820×1180 at 2×, a status bar of 24 and a home indicator of 20.
    public static let iPad = Device(name: "ipad", portraitSize: Size(width: 820, height: 1180),
                                    portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                    landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                    scale: 2, portraitTraits: regularRegular, landscapeTraits: regularRegular)
    /// iPad Pro 12.9-inch: 1024×1366 at 2×.
    public static let iPadPro = Device(name: "ipad-pro", portraitSize: Size(width: 1024, height: 1366),
                                       portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                       landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                       scale: 2, portraitTraits: regularRegular, landscapeTraits: regularRegular)

    /// Every preset.
    public static let all: [Device] = [iPhoneSE, iPhone8Plus, iPhoneX, iPhone13Mini, iPhone14, iPhone14Plus,
                                       iPhone15Pro, iPhone15ProMax, iPad, iPadPro]
}
