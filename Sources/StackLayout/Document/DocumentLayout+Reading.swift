/// Reading a document's views: every key checked, every view built.
extension DocumentLayout {
    static let documentKeys = ["format", "device", "root", "constraints"]

    func read(_ json: JSONValue) throws {
        let c = context
        let top = JSONPath()
        let object = try c.object(json, top, what: "a layout document")
        try c.checkKeys(object, top, allowed: DocumentLayout.documentKeys, what: "the document")
        if let format = object["format"] {
            guard try c.number(format, top.appending("format")) == 1 else {
                throw c.error("unsupported format \(NumberText.format(format.asNumber ?? 0)); this reader knows format 1",
                              at: format, top.appending("format"))
            }
        }
        if let device = object["device"] {
            let name = try c.string(device, top.appending("device"), what: "a device name")
            guard Device.named(name) != nil else {
                let names = Device.all.map(\.name)
                var message = "unknown device '\(name)'"
                if let near = suggestion(for: name, among: names) { message += " (did you mean '\(near)'?)" }
                throw c.error(message + "; known devices: " + names.joined(separator: ", "), at: device, top.appending("device"))
            }
            documentDevice = name
        }
        guard let rootValue = object["root"] else {
            throw c.error("a layout document needs a \"root\" view", at: json, top)
        }
        var pendingConstraints: [(JSONValue, JSONPath)] = []
        // The root becomes nodes[0], which ``root`` returns.
        _ = try readView(rootValue, top.appending("root"), parent: nil, name: { "root" },
                         arranged: false, constraints: &pendingConstraints)
        if let list = object["constraints"] {
            let path = top.appending("constraints")
            for (index, item) in try c.array(list, path, what: "a list of constraints").enumerated() {
                pendingConstraints.append((item, path.appending(index)))
            }
        }
        for node in nodes {
            entries.append(Entry(id: node.id, view: node.view, parentID: node.parent?.id,
                                 type: node.kind.rawValue, location: node.location))
        }
        // Base properties, in document order (custom spacing needs the arranged ids).
        for node in nodes {
            for (_, value) in node.base.entries { value.apply(to: node, in: self) }
            // Every base property is applied now (no property's application reads `applied`):
            // the table whole, not a key at a time.
            node.applied = node.base
        }
        for (value, path) in pendingConstraints {
            try readConstraint(value, path)
        }
    }

    /// Reads one view object and its subtree.
    private func readView(_ value: JSONValue, _ path: JSONPath, parent: DocumentNode?, name: () -> String,
                          arranged: Bool, constraints: inout [(JSONValue, JSONPath)]) throws -> DocumentNode {
        let c = context
        guard nodes.count < 1_000_000 else { throw c.error("too many views", at: value, path) }
        let object = try c.object(value, path, what: "a view")
        var kind = DocumentNode.Kind.view
        if let typeValue = object["type"] {
            if let name = typeValue.asString, let named = DocumentNode.Kind(rawValue: name) {
                kind = named
            } else {
                // Not a type's name: `choice` says so (and what the names are).
                let name = try c.choice(typeValue, path.appending("type"), DocumentNode.Kind.allCases.map(\.rawValue),
                                        what: "view type")
                kind = DocumentNode.Kind(rawValue: name)!
            }
        }
        let isRoot = parent == nil
        // The property keys are read only for an error and for variants.
        var propertyKeys: [String] { ViewProperty.keys(for: kind, isRoot: isRoot) }
        let allowedSet = DocumentLayout.viewKeys(kind, isRoot: isRoot)
        for member in object.members where !allowedSet.contains(member.key) {
            var allowed = ["id", "type", "guides", "constraints", "subviews", "variants"] + propertyKeys
            if kind == .stack || kind == .flow { allowed.append("arrangedSubviews") }
            let everywhere = ViewProperty.commonKeys + ViewProperty.rootKeys + ViewProperty.scrollKeys
                + ContainerProperty.stackKeys + ContainerProperty.flowKeys + ContentProperty.allKeys + ["arrangedSubviews"]
            var message: String
            if everywhere.contains(member.key) {
                message = "'\(member.key)' does not apply to a \(isRoot ? "root " : "")\(kind.rawValue) view"
                if ViewProperty.rootKeys.contains(member.key) { message += " (it is for the root only)" }
            } else {
                message = "unknown key '\(member.key)' in a view"
                if let near = suggestion(for: member.key, among: allowed) { message += " (did you mean '\(near)'?)" }
            }
            throw c.error(message, at: member.keyLocation, path.appending(member.key))
        }
        let id: String
        let idValue = object["id"]
        if let idValue {
            id = try identifier(idValue, path.appending("id"), amongViews: false)
        } else {
            id = name()
        }
        let view: View
        switch kind {
        case .view: view = View()
        case .stack: view = StackView()
        case .scroll: view = ScrollView()
        case .flow: view = FlowLayout()
        default: view = ContentProperty.makeView(kind)
        }
        view.identifier = id
        if !isRoot { view.translatesAutoresizingMaskIntoConstraints = false }
        let node = DocumentNode(id: id, kind: kind, path: path, location: value.location, view: view, parent: parent)
        nodes.append(node)
        // Registered and checked for a twin in one lookup.
        if let other = nodesByID.updateValue(node, forKey: id), let idValue {
            throw c.error("the id '\(id)' is used twice (first at \(other.location))", at: idValue, path.appending("id"))
        }
        // Every member is allowed (the loop above threw otherwise). The table is made at its
        // size at once.
        node.base.reserveCapacity(object.members.count)
        for member in object.members where !DocumentLayout.isStructuralViewKey(member.key) {
            node.base[member.key] = try ViewProperty.parse(member.key, member.value, path.appending(member.key),
                                                           kind: kind, context: c)
        }
        if let guides = object["guides"] {
            let guidesPath = path.appending("guides")
            for (index, guideValue) in try c.array(guides, guidesPath, what: "a list of guide ids").enumerated() {
                let guideID = try identifier(guideValue, guidesPath.appending(index))
                let guide = LayoutGuide(identifier: guideID)
                view.addLayoutGuide(guide)
                guidesByID[guideID] = guide
            }
        }
        if let list = object["constraints"] {
            let listPath = path.appending("constraints")
            for (index, item) in try c.array(list, listPath, what: "a list of constraints").enumerated() {
                constraints.append((item, listPath.appending(index)))
            }
        }
        var childIndex = 0
        // The container's kind, cast once (not per arranged subview).
        let stack = kind == .stack ? view as? any StackViewProtocol : nil
        let flow = kind == .flow ? view as? FlowLayout : nil
        for key in ["arrangedSubviews", "subviews"] {
            guard let list = object[key] else { continue }
            let listPath = path.appending(key)
            for (index, childValue) in try c.array(list, listPath, what: "a list of views").enumerated() {
                let child = try readView(childValue, listPath.appending(index), parent: node,
                                         name: { [childIndex] in "\(id)/\(childIndex)" }, arranged: key == "arrangedSubviews",
                                         constraints: &constraints)
                childIndex += 1
                node.children.append(child)
                if key == "arrangedSubviews" {
                    node.arrangedIDs.append(child.id)
                    if let stack {
                        stack.addArrangedSubview(child.view)
                    } else if let flow {
                        flow.addArrangedSubview(child.view)
                    }
                } else {
                    view.addSubview(child.view)
                }
            }
        }
        if kind == .stack, let spacings = object["customSpacing"] {
            try checkCustomSpacing(spacings, path.appending("customSpacing"), node: node)
        }
        if let variants = object["variants"] {
            try readVariants(variants, path.appending("variants"), node: node, propertyKeys: propertyKeys)
        }
        return node
    }

    /// The keys a view object may have besides its properties (`arrangedSubviews` only in stacks
    /// and flows).
    static func isStructuralViewKey(_ key: String) -> Bool {
        // By length first (O(1) for a native string): two strings that differ cost a call into
        // the standard library's comparison each, and a property's key would meet all seven.
        // The literals' lengths decide (`lengthDecidesInequality`; `DocumentTests` checks).
        switch key.utf8.count {
        case 2: return key == "id"
        case 4: return key == "type"
        case 6: return key == "guides"
        case 8: return key == "subviews" || key == "variants"
        case 11: return key == "constraints"
        case 16: return key == "arrangedSubviews"
        default: return false
        }
    }

    /// Every key a view of `kind` may have, worked out once per kind.
    static func viewKeys(_ kind: DocumentNode.Kind, isRoot: Bool) -> KeySet {
        isRoot ? viewKeyTable[kind]!.root : viewKeyTable[kind]!.nested
    }

    private static let viewKeyTable: [DocumentNode.Kind: (root: KeySet, nested: KeySet)] = Dictionary(
        uniqueKeysWithValues: DocumentNode.Kind.allCases.map { kind in
            func keys(isRoot: Bool) -> KeySet {
                var keys = ["id", "type", "guides", "constraints", "subviews", "variants"]
                    + ViewProperty.keys(for: kind, isRoot: isRoot)
                if kind == .stack || kind == .flow { keys.append("arrangedSubviews") }
                return KeySet(keys)
            }
            return (kind, (keys(isRoot: true), keys(isRoot: false)))
        })

    /// A stack's `customSpacing` may only name its own arranged subviews (an error, not a guess).
    private func checkCustomSpacing(_ value: JSONValue, _ path: JSONPath, node: DocumentNode) throws {
        guard case .object(let object) = value.kind else { return }
        for member in object.members where !node.arrangedIDs.contains(member.key) {
            var message = "customSpacing names '\(member.key)', which is not an arranged subview of '\(node.id)'"
            if let near = suggestion(for: member.key, among: node.arrangedIDs) { message += " (did you mean '\(near)'?)" }
            throw context.error(message, at: member.keyLocation, path.appending(member.key))
        }
    }

    /// An id: `[A-Za-z_][A-Za-z0-9_-]*`, unique in the document (views and guides together).
    /// `amongViews` false leaves the views' ids to the caller, which registers the id.
    private func identifier(_ value: JSONValue, _ path: JSONPath, amongViews: Bool = true) throws -> String {
        let c = context
        let id = try c.string(value, path, what: "an id")
        // ASCII only: any other byte is part of a scalar that is neither start nor body.
        func isStart(_ b: UInt8) -> Bool {
            b == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b | 0x20)
        }
        func isBody(_ b: UInt8) -> Bool {
            isStart(b) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || b == UInt8(ascii: "-")
        }
        guard let first = id.utf8.first, isStart(first), id.allUTF8Bytes(isBody) else {
            throw c.error("'\(id)' is not a valid id: ids start with a letter or '_' and contain letters, digits, '_' and '-'",
                          at: value, path)
        }
        if amongViews, let other = nodesByID[id] {
            throw c.error("the id '\(id)' is used twice (first at \(other.location))", at: value, path)
        }
        if !guidesByID.isEmpty, guidesByID[id] != nil {
            throw c.error("the id '\(id)' is used twice (a guide has it)", at: value, path)
        }
        return id
    }

    private func readVariants(_ value: JSONValue, _ path: JSONPath, node: DocumentNode, propertyKeys: [String]) throws {
        let c = context
        var variants: [(condition: TraitCondition, properties: [String: ViewProperty])] = []
        for (index, variantValue) in try c.array(value, path, what: "a list of variants").enumerated() {
            let variantPath = path.appending(index)
            let object = try c.object(variantValue, variantPath, what: "a variant {\"when\", \"set\"}")
            try c.checkKeys(object, variantPath, allowed: ["when", "set"], what: "a variant")
            guard let when = object["when"], let set = object["set"] else {
                throw c.error("a variant needs \"when\" and \"set\"", at: variantValue, variantPath)
            }
            let condition = try traitCondition(when, variantPath.appending("when"))
            let setPath = variantPath.appending("set")
            let setObject = try c.object(set, setPath, what: "the keys a variant sets")
            var properties: [String: ViewProperty] = [:]
            for member in setObject.members {
                guard propertyKeys.contains(member.key) else {
                    var message = ViewProperty.structuralKeys.contains(member.key)
                        ? "a variant cannot set '\(member.key)'"
                        : "unknown key '\(member.key)' for a \(node.kind.rawValue) view"
                    if let near = suggestion(for: member.key, among: propertyKeys) { message += " (did you mean '\(near)'?)" }
                    throw c.error(message, at: member.keyLocation, setPath.appending(member.key))
                }
                properties[member.key] = try ViewProperty.parse(member.key, member.value, setPath.appending(member.key),
                                                                kind: node.kind, context: c)
                if node.kind == .stack && member.key == "customSpacing" {
                    try checkCustomSpacing(member.value, setPath.appending(member.key), node: node)
                }
            }
            variants.append((condition, properties))
        }
        // Each key a variant sets becomes a variant of the view in the model, keys in sorted
        // order and each key's variants in document order (a later one wins a tie). The base
        // value is the key's value when a variant starts to apply: the view's own, or the
        // default of its kind.
        let kind = node.kind
        for key in Set(variants.flatMap { $0.properties.keys }).sorted() {
            let read: (View) -> ViewProperty? = { [weak node] _ in
                node?.applied[key] ?? ViewProperty.defaultValue(key, kind: kind)
            }
            // Weak: the views outlive the document only when a caller keeps them; then the
            // document's own keys have nothing left to set.
            let write: (View, ViewProperty?) -> Void = { [weak node, weak self] _, value in
                guard let self, let node, let value, node.applied[key] != value else { return }
                value.apply(to: node, in: self)
                node.applied[key] = value
            }
            for (condition, properties) in variants {
                guard let value = properties[key] else { continue }
                node.view.setVariant(Optional(value), forProperty: DocumentKey(name: key), when: condition,
                                     read: read, write: write)
            }
        }
    }

    /// `{"horizontalSizeClass": ..., "verticalSizeClass": ..., "orientation": ...}`.
    func traitCondition(_ value: JSONValue, _ path: JSONPath) throws -> TraitCondition {
        let c = context
        let object = try c.object(value, path, what: "a trait condition")
        try c.checkKeys(object, path, allowed: ["horizontalSizeClass", "verticalSizeClass", "orientation"], what: "a trait condition")
        var condition = TraitCondition()
        if let h = object["horizontalSizeClass"] {
            condition.horizontalSizeClass = SizeClass(rawValue: try c.choice(h, path.appending("horizontalSizeClass"), ["compact", "regular"], what: "size class"))
        }
        if let v = object["verticalSizeClass"] {
            condition.verticalSizeClass = SizeClass(rawValue: try c.choice(v, path.appending("verticalSizeClass"), ["compact", "regular"], what: "size class"))
        }
        if let o = object["orientation"] {
            condition.orientation = Device.Orientation(rawValue: try c.choice(o, path.appending("orientation"), ["portrait", "landscape"], what: "orientation"))
        }
        return condition
    }
}

/// The name a document key's variants have in the model, apart from any a caller sets.
private struct DocumentKey: Hashable {
    let name: String
}
