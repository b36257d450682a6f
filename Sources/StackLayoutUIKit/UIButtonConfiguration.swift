// `UIButton.Configuration`'s members as UIKit code sets them, over the core's
// `Button.Configuration`: `title` and `imagePadding` are the core's own; the image is
// measured by its size (beside or above the title); the corner style and the base colours
// are kept for drawing.

/// `NSDirectionalRectEdge`: edges named by reading direction, as `imagePlacement` takes them.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

extension Button.Configuration {
    /// The image, measured by its size beside (or above) the title. Reading it back gives an
    /// image of the same size (there are no image files here, only sizes).
    public var image: UIImage? {
        get { imageSize.map { UIImage(size: CGSize($0)) } }
        set {
            imageSize = newValue.map { Size($0.size) }
            imageName = newValue?.name
        }
    }

    /// The image's edge against the title; `.leading` by default. A button's image has one
    /// edge: a set of several is read as its first of leading, trailing, top, bottom.
    public var imagePlacement: NSDirectionalRectEdge {
        get {
            switch imageEdge {
            case .leading: return .leading
            case .trailing: return .trailing
            case .top: return .top
            case .bottom: return .bottom
            }
        }
        set {
            imageEdge = newValue.contains(.leading) ? .leading
                : newValue.contains(.trailing) ? .trailing
                : newValue.contains(.top) ? .top
                : newValue.contains(.bottom) ? .bottom : .leading
        }
    }

    /// The title and image colour (drawing only).
    public var baseForegroundColor: UIColor? {
        get { baseForeground.map(UIColor.init) }
        set { baseForeground = newValue?.color }
    }

    /// The background colour of the filled styles (drawing only).
    public var baseBackgroundColor: UIColor? {
        get { baseBackground.map(UIColor.init) }
        set { baseBackground = newValue?.color }
    }
}
