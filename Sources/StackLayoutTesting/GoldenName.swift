import StackLayout

/// How golden files name a configuration: the parts joined with `-`, each part only when it
/// distinguishes the configuration (`iphone-14`, `iphone-14-wR-2x-rtl`, `320x480-hC`).
enum GoldenName {
    /// `390x844`.
    static func size(_ size: Size) -> String {
        "\(goldenFigure(size.width))x\(goldenFigure(size.height))"
    }

    /// `2x`: points per pixel.
    static func scale(_ scale: Double) -> String {
        "\(goldenFigure(scale))x"
    }

    /// `wR`, `hC`: a size class as Interface Builder abbreviates it.
    static func sizeClass(_ sizeClass: SizeClass, horizontal: Bool) -> String {
        (horizontal ? "w" : "h") + (sizeClass == .regular ? "R" : "C")
    }

    /// `47-0-34-0`: insets top, left (leading), bottom, right (trailing).
    static func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> String {
        [top, left, bottom, right].map(goldenFigure).joined(separator: "-")
    }

    /// The name of a document's configuration: its device, else the root's size; then every
    /// other setting it gives (a size beside a device, size classes, scale, text size), and `rtl` when the
    /// layout was solved right to left (`iphone-14`, `iphone-14-rtl`, `iphone-14-wR-2x`).
    static func of(_ configuration: LayoutConfiguration, rootSize: Size,
                   direction: UserInterfaceLayoutDirection) -> String {
        var parts: [String] = []
        if let device = configuration.device { parts.append(device) }
        if let size = configuration.size {
            parts.append(Self.size(size))
        } else if configuration.device == nil {
            parts.append(Self.size(rootSize))
        }
        if let horizontal = configuration.horizontalSizeClass { parts.append(sizeClass(horizontal, horizontal: true)) }
        if let vertical = configuration.verticalSizeClass { parts.append(sizeClass(vertical, horizontal: false)) }
        if let scale = configuration.scale { parts.append(Self.scale(scale)) }
        if let category = configuration.preferredContentSizeCategory { parts.append(category.rawValue) }
        if direction == .rightToLeft { parts.append("rtl") }
        return parts.joined(separator: "-")
    }
}
