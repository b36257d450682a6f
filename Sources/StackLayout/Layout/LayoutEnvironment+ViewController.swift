/// A view controller's root view: the system minimum margins UIKit gives it, and the readable
/// width its `readableContentGuide` is capped to. Every input that makes a view controller's
/// root (a device preset, a document's `"viewController": true`, an Interface Builder scene,
/// the UIKit shim's `UIViewController`) asks these two functions, so the rule lives here once.
extension LayoutEnvironment {
    /// The system minimum layout margins of a view controller's root view
    /// (`UIViewController.systemMinimumLayoutMargins`) of `size`, with `safeAreaInsets`, on a
    /// device of `idiom`: 0 at the top and bottom, and on the sides, as measured
    /// (AUTOLAYOUT.md §4.1, INTERFACE_BUILDER.md §16.1):
    ///
    /// | where | sides |
    /// |---|---|
    /// | iPhone narrower than 414 pt (SE, 8, X, 12 to 15 and their minis and Pros) | 16 |
    /// | iPhone 414 pt wide and wider in portrait (8 Plus, XR, 11, Plus and Max models), although the width class is compact | 20 |
    /// | iPhone in landscape with a sensor housing (a side safe-area inset) | 16, beyond the safe area |
    /// | iPhone in landscape without one (8, 8 Plus, SE) | 20 |
    /// | iPad, any size | 20 |
    ///
    /// Any other size follows the width (a 600 × 600 canvas gets 20), so a root of any size
    /// can be a view controller's. The safe area is not included: a root's effective margins
    /// add it (``View/insetsLayoutMarginsFromSafeArea``), so an iPhone 14 in landscape has
    /// 47 + 16 = 63 on each side.
    ///
    /// ```swift
    /// LayoutEnvironment.systemMinimumLayoutMargins(forViewControllerRootOf: Size(width: 428, height: 926))
    /// // top 0, leading 20, bottom 0, trailing 20
    /// ```
    ///
    /// Measured: 16 at 320, 375, 390 and 393 pt, 20 at 414, 428 and 430 pt in portrait, 60 and 63
    /// (16 beyond the safe area) in landscape on notched phones, 20 in landscape at 667 pt; 440 pt
    /// wide phones are taken to follow the 414 pt rule, and an iPad window narrower than
    /// 414 pt (Slide Over) to keep 20: neither was measured.
    public static func systemMinimumLayoutMargins(forViewControllerRootOf size: Size,
                                                  safeAreaInsets: EdgeInsets = .zero,
                                                  idiom: UserInterfaceIdiom = .phone) -> DirectionalEdgeInsets {
        let side: Double
        switch idiom {
        case .pad:
            side = 20
        case .phone:
            let landscape = size.width > size.height
            if landscape && (safeAreaInsets.left > 0 || safeAreaInsets.right > 0) {
                side = 16
            } else {
                side = size.width >= 414 ? 20 : 16
            }
        }
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The widest a `readableContentGuide` gets in a regular width, for a Dynamic Type size:
    /// 672 points at the default size (`.large`), scaled with the body text style's point size
    /// at the others (14, 15, 16, 17, 19, 21, 23 from extra small to extra extra extra large,
    /// 28, 33, 40, 47, 53 for the accessibility sizes: UIKit's published Dynamic Type table),
    /// rounded to a point.
    ///
    /// 672 at `.large` is measured (an iPad in landscape: a 672 point guide inset 176 from each
    /// edge); the other figures assume the width follows the body font, which was not measured.
    package static func readableContentWidth(for category: ContentSizeCategory) -> Double {
        let body: Double
        switch category {
        case .extraSmall: body = 14
        case .small: body = 15
        case .medium: body = 16
        case .large: body = 17
        case .extraLarge: body = 19
        case .extraExtraLarge: body = 21
        case .extraExtraExtraLarge: body = 23
        case .accessibilityMedium: body = 28
        case .accessibilityLarge: body = 33
        case .accessibilityExtraLarge: body = 40
        case .accessibilityExtraExtraLarge: body = 47
        case .accessibilityExtraExtraExtraLarge: body = 53
        }
        return (672 * body / 17).rounded()
    }
}
