/// A colour in sRGB, each component from 0 to 1, as `UIColor` holds one.
package struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0 to 1.
    package var red: Double
    /// Green, 0 to 1.
    package var green: Double
    /// Blue, 0 to 1.
    package var blue: Double
    /// Opacity, 0 to 1.
    package var alpha: Double

    /// A colour from components between 0 and 1.
    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A grey: `white` for each of red, green and blue.
    package init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `#rrggbb`, with `aa` appended when not opaque.
    package var description: String {
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
        /// The corners' bits, as `CACornerMask`.
        public let rawValue: UInt
        /// The corners with these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The top-left corner.
        package static let minXMinY = Corners(rawValue: 1)
        /// The top-right corner.
        package static let maxXMinY = Corners(rawValue: 2)
        /// The bottom-left corner.
        package static let minXMaxY = Corners(rawValue: 4)
        /// The bottom-right corner.
        package static let maxXMaxY = Corners(rawValue: 8)
        /// All four corners.
        package static let all: Corners = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
    }

    /// The fill behind the view's content; nil is clear.
    package var backgroundColor: Color?
    /// The view's opacity, 0 to 1.
    package var alpha: Double = 1
    /// Whether subviews are clipped to the view's bounds.
    package var clipsToBounds = false
    /// Whether the view takes touches (kept for UIKit code; layout ignores it).
    package var isUserInteractionEnabled = true
    /// The tint for templated content; nil inherits.
    package var tintColor: Color?
    /// The radius the masked corners are rounded by.
    package var cornerRadius: Double = 0
    /// The corners the radius rounds.
    package var maskedCorners: Corners = .all
    /// The border's width, drawn inside the bounds.
    package var borderWidth: Double = 0
    /// The border's colour; nil is black.
    package var borderColor: Color?
    /// The shadow's colour; nil is black.
    package var shadowColor: Color?
    /// The shadow's opacity, 0 (none) to 1.
    package var shadowOpacity: Double = 0
    /// The shadow's blur radius.
    package var shadowRadius: Double = 3
    /// The shadow's offset.
    package var shadowOffset = Size(width: 0, height: -3)

    /// The appearance of a new view: clear, opaque, square, no border or shadow.
    package init() {}
}
