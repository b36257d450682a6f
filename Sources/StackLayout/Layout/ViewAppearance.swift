/// A colour in sRGB, each component from 0 to 1, as `UIColor` holds one.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A grey: `white` for each of red, green and blue.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `#rrggbb`, with `aa` appended when not opaque.
    public var description: String {
        func hex(_ value: Double) -> String {
            let byte = Int((min(max(value, 0), 1) * 255).rounded())
            let digits = Array("0123456789abcdef")
            return String([digits[byte / 16], digits[byte % 16]])
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
    }
}

/// How a view is drawn: what UIKit's `backgroundColor`, `alpha`, `clipsToBounds` and layer
/// properties say. Layout never reads it; it is kept so outputs can draw it (the UIKit shim
/// sets it from UIKit's properties).
public struct ViewAppearance: Hashable, Sendable {
    /// The corners a corner radius rounds, as `CACornerMask`.
    public struct Corners: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let minXMinY = Corners(rawValue: 1)
        public static let maxXMinY = Corners(rawValue: 2)
        public static let minXMaxY = Corners(rawValue: 4)
        public static let maxXMaxY = Corners(rawValue: 8)
        public static let all: Corners = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
    }

    public var backgroundColor: Color?
    public var alpha: Double = 1
    public var clipsToBounds = false
    public var isUserInteractionEnabled = true
    public var tintColor: Color?
    public var cornerRadius: Double = 0
    public var maskedCorners: Corners = .all
    public var borderWidth: Double = 0
    public var borderColor: Color?
    public var shadowColor: Color?
    public var shadowOpacity: Double = 0
    public var shadowRadius: Double = 3
    public var shadowOffset = Size(width: 0, height: -3)

    public init() {}
}
