/// A Dynamic Type size, as `UIContentSizeCategory`: the user's preferred text size, from
/// extra small to the five accessibility sizes. Raw values are UIKit's case names.
public enum ContentSizeCategory: String, CaseIterable, Comparable, Hashable, Sendable {
    case extraSmall
    case small
    case medium
    /// UIKit's default.
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether the size is one of the five accessibility sizes (`isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
