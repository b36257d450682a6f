// `UIColor(named:)`: there are no asset catalogues here. A name that is one of UIKit's system
// colours (`"systemBlue"`, `"label"`) gives that colour; any other is logged once and gives a
// mid grey, so `UIColor(named: "Brand")!` runs (colours never affect layout).

extension UIColor {
    /// The colour named `name` (see the note above); never nil.
    public convenience init?(named name: String) {
        self.init(UIColor.resolvedNamedColor(name).color)
    }

    /// `UIColor(named:in:compatibleWith:)`: as ``init(named:)`` (there are no bundles).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(UIColor.resolvedNamedColor(name).color)
    }

    /// `UIColor(dynamicProvider:)`: the light-mode colour (the trait collection a tree lays
    /// out with has no appearance here).
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        self.init(dynamicProvider(UITraitCollection()).color)
    }

    nonisolated(unsafe) private static var loggedNames: Set<String> = []

    private static func resolvedNamedColor(_ name: String) -> UIColor {
        let system: [String: UIColor] = [
            "systemBlue": .systemBlue, "systemRed": .systemRed, "systemGreen": .systemGreen,
            "systemOrange": .systemOrange, "systemYellow": .systemYellow, "systemGray": .systemGray,
            "label": .label, "secondaryLabel": .secondaryLabel, "systemBackground": .systemBackground,
            "white": .white, "black": .black, "clear": .clear,
        ]
        if let color = system[name] { return color }
        if !loggedNames.contains(name) {
            loggedNames.insert(name)
            UIKitLog.log("[StackLayoutUIKit] UIColor(named: \"\(name)\"): there are no colour assets here; it is drawn mid grey (layout does not depend on colours).")
        }
        return UIColor(white: 0.5, alpha: 1)
    }
}
