/// A colour, as `UIColor`: sRGB components. Views keep it in their ``ViewAppearance`` for
/// outputs to draw; layout never reads it.
public final class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The components.
    package let color: Color

    /// The colour with these components.
    package init(_ color: Color) { self.color = color }

    /// `UIColor(red:green:blue:alpha:)`, each from 0 to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// `UIColor(white:alpha:)`: a grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), alpha: Double(alpha)))
    }

    /// `UIColor(hue:saturation:brightness:alpha:)`, each from 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue) - Double(hue).rounded(.down)) * 6, s = Double(saturation), v = Double(brightness)
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
        self.init(Color(red: r, green: g, blue: b, alpha: Double(alpha)))
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(Color(red: color.red, green: color.green, blue: color.blue, alpha: Double(alpha)))
    }

    /// The colour as `CGColor`, as layers take it.
    public var cgColor: CGColor { CGColor(color) }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
    public var description: String { "UIColor \(color)" }

    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> UIColor {
        UIColor(Color(red: r, green: g, blue: b, alpha: a))
    }

    // UIKit's named colours (the light-mode values of the system colours).
    public static var black: UIColor { rgb(0, 0, 0) }
    public static var darkGray: UIColor { rgb(1.0 / 3, 1.0 / 3, 1.0 / 3) }
    public static var lightGray: UIColor { rgb(2.0 / 3, 2.0 / 3, 2.0 / 3) }
    public static var white: UIColor { rgb(1, 1, 1) }
    public static var gray: UIColor { rgb(0.5, 0.5, 0.5) }
    public static var red: UIColor { rgb(1, 0, 0) }
    public static var green: UIColor { rgb(0, 1, 0) }
    public static var blue: UIColor { rgb(0, 0, 1) }
    public static var cyan: UIColor { rgb(0, 1, 1) }
    public static var yellow: UIColor { rgb(1, 1, 0) }
    public static var magenta: UIColor { rgb(1, 0, 1) }
    public static var orange: UIColor { rgb(1, 0.5, 0) }
    public static var purple: UIColor { rgb(0.5, 0, 0.5) }
    public static var brown: UIColor { rgb(0.6, 0.4, 0.2) }
    public static var clear: UIColor { rgb(0, 0, 0, 0) }
    public static var systemRed: UIColor { rgb(1, 59.0 / 255, 48.0 / 255) }
    public static var systemGreen: UIColor { rgb(52.0 / 255, 199.0 / 255, 89.0 / 255) }
    public static var systemBlue: UIColor { rgb(0, 122.0 / 255, 1) }
    public static var systemOrange: UIColor { rgb(1, 149.0 / 255, 0) }
    public static var systemYellow: UIColor { rgb(1, 204.0 / 255, 0) }
    public static var systemPink: UIColor { rgb(1, 45.0 / 255, 85.0 / 255) }
    public static var systemPurple: UIColor { rgb(175.0 / 255, 82.0 / 255, 222.0 / 255) }
    public static var systemTeal: UIColor { rgb(48.0 / 255, 176.0 / 255, 199.0 / 255) }
    public static var systemIndigo: UIColor { rgb(88.0 / 255, 86.0 / 255, 214.0 / 255) }
    public static var systemGray: UIColor { rgb(142.0 / 255, 142.0 / 255, 147.0 / 255) }
    public static var systemGray2: UIColor { rgb(174.0 / 255, 174.0 / 255, 178.0 / 255) }
    public static var systemGray3: UIColor { rgb(199.0 / 255, 199.0 / 255, 204.0 / 255) }
    public static var systemGray4: UIColor { rgb(209.0 / 255, 209.0 / 255, 214.0 / 255) }
    public static var systemGray5: UIColor { rgb(229.0 / 255, 229.0 / 255, 234.0 / 255) }
    public static var systemGray6: UIColor { rgb(242.0 / 255, 242.0 / 255, 247.0 / 255) }
    public static var systemBackground: UIColor { rgb(1, 1, 1) }
    public static var secondarySystemBackground: UIColor { rgb(242.0 / 255, 242.0 / 255, 247.0 / 255) }
    public static var tertiarySystemBackground: UIColor { rgb(1, 1, 1) }
    public static var systemGroupedBackground: UIColor { rgb(242.0 / 255, 242.0 / 255, 247.0 / 255) }
    public static var label: UIColor { rgb(0, 0, 0) }
    public static var secondaryLabel: UIColor { rgb(60.0 / 255, 60.0 / 255, 67.0 / 255, 0.6) }
    public static var tertiaryLabel: UIColor { rgb(60.0 / 255, 60.0 / 255, 67.0 / 255, 0.3) }
    public static var separator: UIColor { rgb(60.0 / 255, 60.0 / 255, 67.0 / 255, 0.29) }
    public static var link: UIColor { rgb(0, 122.0 / 255, 1) }
}

/// A colour as Core Graphics takes it (`layer.borderColor = UIColor.darkGray.cgColor`).
public struct CGColor: Hashable, Sendable {
    /// The components.
    package var color: Color
    package init(_ color: Color) { self.color = color }
    /// The alpha component.
    public var alpha: CGFloat { CGFloat(color.alpha) }
}
