/// A point in a view's coordinate space, as `CGPoint`.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (downwards).
    public var y: Double
    /// A point at `x`, `y`.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin.
    public static let zero = Point(x: 0, y: 0)
    /// `(x, y)`.
    public var description: String { "(\(formatFigure(x)), \(formatFigure(y)))" }
}

/// A size, as `CGSize`.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double
    /// A size of `width` by `height`.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// No width, no height.
    public static let zero = Size(width: 0, height: 0)
    /// `WxH`, as `--size` takes it.
    public var description: String { "\(formatFigure(width))x\(formatFigure(height))" }
}

/// A rectangle, as `CGRect`: an origin and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size
    /// A rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// A rectangle from its corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// The rectangle inset by `insets` (positive insets shrink it).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// Whether every edge lies within `tolerance` of `other`'s.
    package func isClose(to other: Rect, tolerance: Double) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }

    /// UIKit's form: `(x y; w h)`.
    public var description: String {
        "(\(formatFigure(minX)) \(formatFigure(minY)); \(formatFigure(width)) \(formatFigure(height)))"
    }
}

/// Insets from each edge of a rectangle, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top.
    public var top: Double
    /// The inset from the left.
    public var left: Double
    /// The inset from the bottom.
    public var bottom: Double
    /// The inset from the right.
    public var right: Double
    /// Insets by edge; zero where not given.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// The same inset on every edge.
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }
    /// No insets.
    public static let zero = EdgeInsets()

    /// `{top, left, bottom, right}`, as UIKit prints insets.
    public var description: String {
        "{\(formatFigure(top)), \(formatFigure(left)), \(formatFigure(bottom)), \(formatFigure(right))}"
    }
}

/// Insets that name the horizontal edges by reading direction, as `NSDirectionalEdgeInsets`.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top.
    public var top: Double
    /// The inset from the leading edge (left in left-to-right).
    public var leading: Double
    /// The inset from the bottom.
    public var bottom: Double
    /// The inset from the trailing edge (right in left-to-right).
    public var trailing: Double
    /// Insets by edge and reading direction; zero where not given.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// No insets.
    public static let zero = DirectionalEdgeInsets()

    /// The absolute insets for a layout direction: leading is left in left-to-right.
    package func edgeInsets(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }

    /// The directional insets of absolute `insets` in a layout direction.
    package init(_ insets: EdgeInsets, direction: UserInterfaceLayoutDirection) {
        if direction == .leftToRight {
            self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        } else {
            self.init(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
        }
    }
}

/// The direction text runs in, which decides where leading and trailing are.
public enum UserInterfaceLayoutDirection: Sendable {
    case leftToRight
    case rightToLeft
}

/// How a view decides its layout direction, as `UISemanticContentAttribute`.
public enum SemanticContentAttribute: Sendable {
    /// Follows the superview (and, at the root, the layout's direction).
    case unspecified
    /// Media playback controls: never flipped.
    case playback
    /// Spatial controls: never flipped.
    case spatial
    case forceLeftToRight
    case forceRightToLeft
}

/// A figure as UIKit prints geometry: `%g` with six significant digits (`161.333`, `52.6667`).
package func formatFigure(_ value: Double) -> String {
    if !value.isFinite { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    if value == 0 { return "0" }
    let magnitude = abs(value)
    if magnitude >= 1e15 || magnitude < 1e-4 { return String(value) }
    // Six significant digits: scale to an integer with the right number of decimals.
    var digitsBeforePoint = 0
    var probe = magnitude
    while probe >= 1 { probe /= 10; digitsBeforePoint += 1 }
    var decimals = max(0, 6 - max(digitsBeforePoint, 1))
    if digitsBeforePoint == 0 {
        var scaled = magnitude
        while scaled < 0.1 { scaled *= 10; decimals += 1 }
    }
    var factor = 1.0
    for _ in 0..<decimals { factor *= 10 }
    let rounded = (magnitude * factor).rounded(.toNearestOrAwayFromZero)
    var integerPart = (rounded / factor).rounded(.towardZero)
    var fraction = rounded - integerPart * factor
    if fraction >= factor { integerPart += 1; fraction -= factor }
    var text = String(Int64(integerPart))
    if decimals > 0 && fraction > 0 {
        var fractionText = String(Int64(fraction))
        while fractionText.count < decimals { fractionText = "0" + fractionText }
        while fractionText.hasSuffix("0") { fractionText.removeLast() }
        text += "." + fractionText
    }
    return value < 0 ? "-" + text : text
}
