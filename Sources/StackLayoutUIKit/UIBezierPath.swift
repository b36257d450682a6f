// `UIBezierPath` and `CGPath` as layout code makes them: a shadow path from the bounds
// (`layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath`). A path
// here is the shape it was made as (a rectangle, a rounded rectangle, an oval), kept for
// drawing; nothing in layout reads it.

/// A path's shape, as `CGPath` (immutable).
public final class CGPath: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The shapes a path is made of.
    public enum Shape: Hashable, Sendable {
        /// A rectangle, its corners rounded by the radii (0 for sharp).
        case rect(CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat)
        /// The ellipse inscribed in a rectangle.
        case ellipse(CGRect)
    }

    /// The shapes, in order.
    public let shapes: [Shape]

    /// A path of `shapes`.
    public init(shapes: [Shape]) { self.shapes = shapes }

    /// `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(shapes: [.rect(rect, cornerWidth: 0, cornerHeight: 0)])
    }

    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(shapes: [.rect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)])
    }

    /// `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(shapes: [.ellipse(rect)])
    }

    /// The smallest rectangle holding every shape (`.null` for an empty path).
    public var boundingBox: CGRect {
        shapes.reduce(CGRect.null) { box, shape in
            switch shape {
            case .rect(let rect, _, _), .ellipse(let rect): return box.union(rect)
            }
        }
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.shapes == b.shapes }
    public func hash(into hasher: inout Hasher) { hasher.combine(shapes) }
    public var description: String { "CGPath \(shapes)" }
}

/// A path, as `UIBezierPath`: made from rectangles, rounded rectangles and ovals, appended to
/// one another; ``cgPath`` is what layers keep.
public final class UIBezierPath {
    /// The shapes appended so far.
    public private(set) var shapes: [CGPath.Shape]

    /// An empty path.
    public init() { shapes = [] }

    /// A rectangle.
    public init(rect: CGRect) { shapes = [.rect(rect, cornerWidth: 0, cornerHeight: 0)] }

    /// A rectangle with every corner rounded by `cornerRadius` (clamped to half the shorter side).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let radius = min(cornerRadius, min(rect.width, rect.height) / 2)
        shapes = [.rect(rect, cornerWidth: radius, cornerHeight: radius)]
    }

    /// A rectangle with some corners rounded (`byRoundingCorners:cornerRadii:`); kept as a
    /// rounded rectangle with the radii (which corners is not kept).
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        shapes = [.rect(rect, cornerWidth: corners.isEmpty ? 0 : cornerRadii.width,
                        cornerHeight: corners.isEmpty ? 0 : cornerRadii.height)]
    }

    /// The ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) { shapes = [.ellipse(rect)] }

    /// Appends another path's shapes.
    public func append(_ path: UIBezierPath) { shapes += path.shapes }

    /// The path as a layer keeps it.
    public var cgPath: CGPath { CGPath(shapes: shapes) }

    /// The smallest rectangle holding the path.
    public var bounds: CGRect { cgPath.boundingBox }
}

/// `UIRectCorner`: corners of a rectangle.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
