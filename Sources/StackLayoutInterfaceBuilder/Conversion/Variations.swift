import StackLayout

/// A `<variation key="heightClass=compact-widthClass=regular">`: the traits it applies under
/// (INTERFACE_BUILDER.md §12). `default` is the base configuration.
struct VariationKey {
    let text: String
    /// The size classes it names, nil where it names none.
    var width: SizeClass?
    var height: SizeClass?
    /// A part no iOS canvas matches (`userInterfaceIdiom=mac`).
    var neverMatches = false
    /// Parts that could not be read.
    var unknownParts: [String] = []

    var isDefault: Bool { text == "default" }
    /// More parts win over fewer.
    var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }

    init(_ text: String) {
        self.text = text
        guard text != "default" else { return }
        for part in text.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { unknownParts.append(String(part)); continue }
            let sizeClass = SizeClass(rawValue: pair[1])
            switch (pair[0], sizeClass) {
            case ("widthClass", let value?): width = value
            case ("heightClass", let value?): height = value
            case ("userInterfaceIdiom", _): neverMatches = pair[1] != "phone" && pair[1] != "pad"
            default: unknownParts.append(String(part))
            }
        }
    }

    /// Whether the key applies under `traits` (nil: the Any/Any canvas, where only `default`
    /// applies).
    func matches(_ traits: TraitCollection?) -> Bool {
        if isDefault { return true }
        guard let traits, !neverMatches, unknownParts.isEmpty else { return false }
        if let width, width != traits.horizontalSizeClass { return false }
        if let height, height != traits.verticalSizeClass { return false }
        return true
    }
}

/// An element as it is under the canvas's traits: its attributes with those of the matching
/// variations laid over them (the more specific later), and its stored frame.
struct ResolvedElement {
    let element: XMLElement
    var attributes: [String: String]
    /// The `<rect key="frame">`, the most specific matching variation's if it has one.
    var frameElement: XMLElement?

    subscript(attribute: String) -> String? { attributes[attribute] }
    func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }
}

extension XMLElement {
    /// The variations that apply under `traits`, least specific first (`default` first).
    func matchingVariations(_ traits: TraitCollection?, enabled: Bool) -> [XMLElement] {
        guard enabled else { return children(named: "variation").filter { $0.key == "default" } }
        return children(named: "variation")
            .filter { VariationKey($0.key ?? "").matches(traits) }
            .enumerated()
            .sorted { (VariationKey($0.element.key ?? "").specificity, $0.offset)
                < (VariationKey($1.element.key ?? "").specificity, $1.offset) }
            .map(\.element)
    }

    /// The element under `traits`: attributes and frame from its matching variations.
    func resolved(_ traits: TraitCollection?, enabled: Bool) -> ResolvedElement {
        var result = ResolvedElement(element: self, attributes: attributes, frameElement: child("rect", key: "frame"))
        for variation in matchingVariations(traits, enabled: enabled) {
            for (name, value) in variation.attributes where name != "key" { result.attributes[name] = value }
            if let frame = variation.child("rect", key: "frame") { result.frameElement = frame }
        }
        return result
    }

    /// Whether the object `id`, held by this element (a constraint or subview), is installed
    /// under `traits`: `default` masks exclude, matching variations include or exclude again.
    func installs(_ id: String, mask: String, traits: TraitCollection?, enabled: Bool) -> Bool {
        var installed = true
        for variation in matchingVariations(traits, enabled: enabled) {
            guard let masks = variation.child("mask", key: mask) else { continue }
            if masks.children(named: "exclude").contains(where: { $0["reference"] == id }) { installed = false }
            if masks.children(named: "include").contains(where: { $0["reference"] == id }) { installed = true }
        }
        return installed
    }
}
