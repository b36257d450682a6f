// `UIView.userInterfaceLayoutDirection(for:)`: the direction a semantic content attribute
// gives, as UIKit's class method.

extension UIView {
    /// The layout direction of content with `attribute` in a left-to-right app: right to left
    /// only for `.forceRightToLeft`.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
    }

    /// The layout direction of content with `attribute` in an app laid out `direction`:
    /// forced attributes win; playback and spatial content is never flipped (left to right);
    /// unspecified content follows `direction`.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                   relativeTo direction: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .playback, .spatial: return .leftToRight
        case .unspecified: return direction
        }
    }
}

extension UIImage {
    /// A symbol image with a configuration, as `UIImage(systemName:withConfiguration:)`: the
    /// configuration is kept only in drawing (see ``init(systemName:)``).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: name)
    }
}
