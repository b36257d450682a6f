import StackLayout

/// `<constraint>` elements as the document's constraints (INTERFACE_BUILDER.md §4).
extension RootConverter {
    /// The attributes IB writes, as the document names them (`baseline` is the last baseline).
    static let attributes: [String: String] = [
        "left": "left", "right": "right", "top": "top", "bottom": "bottom", "leading": "leading", "trailing": "trailing",
        "width": "width", "height": "height", "centerX": "centerX", "centerY": "centerY",
        "baseline": "lastBaseline", "lastBaseline": "lastBaseline", "firstBaseline": "firstBaseline",
        "leftMargin": "leftMargin", "rightMargin": "rightMargin", "topMargin": "topMargin", "bottomMargin": "bottomMargin",
        "leadingMargin": "leadingMargin", "trailingMargin": "trailingMargin",
        "centerXWithinMargins": "centerXWithinMargins", "centerYWithinMargins": "centerYWithinMargins",
    ]

    static let constraintAttributes: Set<String> = [
        "id", "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier", "constant",
        "priority", "symbolic", "placeholder", "identifier", "userLabel", "symbolType", "key",
    ]

    /// What an attribute is, for the pairings Auto Layout refuses.
    private enum AttributeKind: Equatable {
        case position(horizontal: Bool, absolute: Bool?)
        case size(horizontal: Bool)
    }

    private static func kind(_ attribute: String) -> AttributeKind {
        switch attribute {
        case "width": return .size(horizontal: true)
        case "height": return .size(horizontal: false)
        case "left", "right", "leftMargin", "rightMargin": return .position(horizontal: true, absolute: true)
        case "leading", "trailing", "leadingMargin", "trailingMargin": return .position(horizontal: true, absolute: false)
        case "centerX", "centerXWithinMargins": return .position(horizontal: true, absolute: nil)
        default: return .position(horizontal: false, absolute: nil)
        }
    }

    /// The installed constraints `record` holds, in the order IB wrote them.
    func heldConstraints(_ record: ViewRecord) -> [JSONValue] {
        guard let list = record.element.child("constraints") else { return [] }
        var result: [JSONValue] = []
        for element in list.children {
            guard element.name == "constraint" else {
                log.warnOnce(kind: "constraints:\(element.name)", "unknown element <\(element.name)> in <constraints> ignored",
                             at: element)
                continue
            }
            if let converted = convert(element, holder: record) { result.append(converted) }
        }
        return result
    }

    private func convert(_ element: XMLElement, holder: ViewRecord) -> JSONValue? {
        let id = element.id ?? "constraint"
        if element.flag("placeholder") { return nil }   // "Remove at build time"
        if let objectID = element.id,
           !holder.element.installs(objectID, mask: "constraints", traits: traits, enabled: variationsEnabled) {
            return nil
        }
        let resolved = element.resolved(traits, enabled: variationsEnabled)
        for name in element.attributes.keys.sorted() where !RootConverter.constraintAttributes.contains(name) {
            log.warnOnce(kind: "constraint-attribute:\(name)", "<constraint id=\"\(id)\">: unknown attribute '\(name)' ignored",
                         at: element)
        }
        func drop(_ reason: String) -> JSONValue? {
            log.warn("<constraint id=\"\(id)\">: \(reason): the constraint is dropped", at: element)
            return nil
        }
        guard let firstAttributeName = resolved["firstAttribute"] else { return drop("it has no firstAttribute") }
        guard let firstAttribute = RootConverter.attributes[firstAttributeName] else {
            return drop("unknown attribute '\(firstAttributeName)'")
        }
        let firstItem = resolved["firstItem"] ?? holder.ibID
        var secondAttribute: String?
        var secondItem = resolved["secondItem"]
        if let name = resolved["secondAttribute"], name != "notAnAttribute" {
            guard let attribute = RootConverter.attributes[name] else { return drop("unknown attribute '\(name)'") }
            secondAttribute = attribute
            if secondItem == nil {
                log.warn("<constraint id=\"\(id)\">: a secondAttribute without a secondItem: read as the holding view, \(holder.ibID)",
                         at: element)
                secondItem = holder.ibID
            }
        } else if secondItem != nil {
            return drop("a secondItem without a secondAttribute")
        }
        if [firstAttribute, secondAttribute].contains(where: { $0?.hasSuffix("Baseline") == true }),
           intrinsicSizes == .stored {
            log.warnOnce(kind: "baseline",
                         "baselines need font metrics: with --intrinsic-sizes stored a view's first baseline is its top and its last baseline its bottom",
                         at: element)
        }
        // Pairings Auto Layout refuses, so the document's builder never stops on one.
        let firstKind = RootConverter.kind(firstAttribute)
        if let secondAttribute {
            let secondKind = RootConverter.kind(secondAttribute)
            switch (firstKind, secondKind) {
            case (.size, .size): break
            case let (.position(h1, a1), .position(h2, a2)):
                if h1 != h2 { return drop("it relates a horizontal position to a vertical one") }
                if let a1, let a2, a1 != a2 { return drop("it relates left or right to leading or trailing") }
            default: return drop("it relates a position to a size")
            }
        } else if case .position = firstKind {
            return drop("a position cannot equal a constant")
        }
        guard let first = anchor(firstItem, firstAttribute, constraint: element) else { return nil }
        var second: String?
        if let secondItem, let secondAttribute {
            guard let anchor = anchor(secondItem, secondAttribute, constraint: element) else { return nil }
            second = anchor
        }
        let relation: String
        switch resolved["relation"] {
        case nil, "equal"?: relation = "=="
        case "greaterThanOrEqual"?: relation = ">="
        case "lessThanOrEqual"?: relation = "<="
        case let other?: return drop("unknown relation '\(other)'")
        }
        var multiplier = 1.0
        if let text = resolved["multiplier"] {
            guard let value = RootConverter.multiplier(text) else { return drop("unreadable multiplier '\(text)'") }
            multiplier = value
        }
        var constant = 0.0
        if let text = resolved["constant"] {
            guard let value = number(text) else { return drop("unreadable constant '\(text)'") }
            constant = value
        }
        var priority = 1000.0
        if let text = resolved["priority"] {
            guard let value = number(text), value >= 1, value <= 1000 else {
                return drop("priority '\(text)' is not a number from 1 to 1000")
            }
            priority = value
        }
        return constraint(first, relation, second, multiplier: second == nil ? 1 : multiplier, constant: constant,
                          priority: priority, at: element.location, id: resolved["identifier"] ?? id)
    }

    /// `id.attribute` for a view or guide of this root; nil (with a warning, unless the item
    /// is simply not installed under these traits) when the id names neither.
    private func anchor(_ item: String, _ attribute: String, constraint: XMLElement) -> String? {
        if let prefix = guideAnchor(item) { return "\(prefix).\(attribute)" }
        if let record = record(item) { return "\(record.documentID).\(attribute)" }
        if !isUninstalled(item) {
            log.warn("<constraint id=\"\(constraint.id ?? "")\">: '\(item)' is not a view or layout guide of this root: the constraint is dropped",
                     at: constraint)
        }
        return nil
    }

    /// A multiplier as IB writes it: a ratio `a:b`, a fraction `a/b`, or a decimal (§4.3).
    static func multiplier(_ text: String) -> Double? {
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), maxSplits: 1).map { Double($0) }
            guard parts.count == 2, let a = parts[0], let b = parts[1], b != 0, a.isFinite, b.isFinite else { return nil }
            return a / b
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
