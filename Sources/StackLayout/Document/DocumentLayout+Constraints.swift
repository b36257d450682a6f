/// Reading the three forms of constraint: a string, an object, and Visual Format Language.
extension DocumentLayout {
    static let objectKeys = ["first", "relation", "second", "multiplier", "constant", "priority", "id", "when"]
    static let vflKeys = ["vfl", "metrics", "options", "id", "when"]
    static let vflOptions: [String: VisualFormatOptions] = [
        "alignAllLeft": .alignAllLeft, "alignAllRight": .alignAllRight, "alignAllTop": .alignAllTop,
        "alignAllBottom": .alignAllBottom, "alignAllLeading": .alignAllLeading, "alignAllTrailing": .alignAllTrailing,
        "alignAllCenterX": .alignAllCenterX, "alignAllCenterY": .alignAllCenterY,
        "alignAllLastBaseline": .alignAllLastBaseline, "alignAllBaseline": .alignAllLastBaseline,
        "alignAllFirstBaseline": .alignAllFirstBaseline,
        "directionLeadingToTrailing": .directionLeadingToTrailing, "directionLeftToRight": .directionLeftToRight,
        "directionRightToLeft": .directionRightToLeft, "spacingEdgeToEdge": .spacingEdgeToEdge,
        "spacingBaselineToBaseline": .spacingBaselineToBaseline,
    ]

    /// Reads one constraint in any form and activates it (or keeps it for its traits).
    func readConstraint(_ value: JSONValue, _ path: JSONPath) throws {
        let c = context
        var condition: TraitCondition?
        var made: [LayoutConstraint] = []
        if let text = value.asString {
            made = [try stringConstraint(text, at: value, path)]
        } else {
            let object = try c.object(value, path, what: "a constraint (a string, an object, or {\"vfl\": ...})")
            if let when = object["when"] { condition = try traitCondition(when, path.appending("when")) }
            if object["vfl"] != nil {
                try c.checkKeys(object, path, allowed: DocumentLayout.vflKeys, what: "a VFL constraint")
                made = try vflConstraints(object, at: value, path)
            } else {
                try c.checkKeys(object, path, allowed: DocumentLayout.objectKeys, what: "a constraint object")
                made = [try objectConstraint(object, at: value, path)]
            }
            if let id = object["id"] {
                let name = try c.string(id, path.appending("id"), what: "a constraint id")
                for constraint in made { constraint.identifier = name }
            }
        }
        for constraint in made {
            allConstraints.append(constraint)
            do {
                // Activating checks what only the tree can tell (a common ancestor, guides' owners);
                // one with a `when` keeps its place in the document's activation order.
                if let condition {
                    try constraint.activate(when: condition)
                } else {
                    try constraint.activate()
                }
            } catch let error as LayoutError {
                throw c.error(error.message, at: value, path)
            }
        }
    }

    /// The location of the character at `offset` in a string value (see
    /// ``DocumentContext/location(in:offset:)``: escapes count the columns they take).
    private func location(in value: JSONValue, offset: Int) -> SourceLocation {
        context.location(in: value, offset: offset)  // offset in characters
    }

    private func stringConstraint(_ text: String, at value: JSONValue, _ path: JSONPath) throws -> LayoutConstraint {
        let syntax: ConstraintSyntax
        do {
            syntax = try ConstraintSyntax.parse(text)
        } catch let failure as ConstraintSyntax.Failure {
            throw context.error(failure.message, at: location(in: value, offset: failure.offset), path,
                                notes: [text, String(repeating: " ", count: failure.offset) + "^"])
        }
        let first = try resolve(syntax.first, in: value, path, text: text)
        let second = try syntax.second.map { try resolve($0, in: value, path, text: text) }
        return try makeConstraint(first: first, relation: syntax.relation, second: second,
                                  multiplier: syntax.multiplier, constant: syntax.constant,
                                  priority: syntax.priority ?? .required, at: value, path)
    }

    private func objectConstraint(_ object: JSONObject, at value: JSONValue, _ path: JSONPath) throws -> LayoutConstraint {
        let c = context
        guard let firstValue = object["first"] else {
            throw c.error("a constraint object needs \"first\"", at: value, path)
        }
        func anchor(_ key: String, _ anchorValue: JSONValue) throws -> (LayoutItem, LayoutAttribute) {
            let text = try c.string(anchorValue, path.appending(key), what: "an anchor such as \"view.top\"")
            do {
                return try resolve(ConstraintSyntax.parseAnchor(text), in: anchorValue, path.appending(key), text: text)
            } catch let failure as ConstraintSyntax.Failure {
                throw c.error(failure.message, at: location(in: anchorValue, offset: failure.offset), path.appending(key))
            }
        }
        let first = try anchor("first", firstValue)
        let second = try object["second"].map { try anchor("second", $0) }
        var relation = LayoutRelation.equal
        if let relationValue = object["relation"] {
            let symbol = try c.choice(relationValue, path.appending("relation"), ["==", ">=", "<="], what: "relation")
            relation = LayoutRelation(symbol: symbol)!
        }
        let multiplier = try object["multiplier"].map { try c.number($0, path.appending("multiplier")) } ?? 1
        if let multiplierValue = object["multiplier"], second == nil {
            throw c.error("a multiplier needs a \"second\" anchor to multiply (for a constant, use \"constant\")",
                          at: multiplierValue, path.appending("multiplier"))
        }
        let constant = try object["constant"].map { try c.number($0, path.appending("constant")) } ?? 0
        let priority = try object["priority"].map { try c.priority($0, path.appending("priority")) } ?? .required
        return try makeConstraint(first: first, relation: relation, second: second, multiplier: multiplier,
                                  constant: constant, priority: priority, at: value, path)
    }

    private func makeConstraint(first: (LayoutItem, LayoutAttribute), relation: LayoutRelation,
                                second: (LayoutItem, LayoutAttribute)?, multiplier: Double, constant: Double,
                                priority: LayoutPriority, at value: JSONValue, _ path: JSONPath) throws -> LayoutConstraint {
        let constraint: LayoutConstraint
        do {
            constraint = try LayoutConstraint(item: first.0, attribute: first.1, relatedBy: relation, toItem: second?.0,
                                              attribute: second?.1 ?? .notAnAttribute, multiplier: multiplier,
                                              constant: constant, origin: file, originSuffix: value.location.originSuffix)
        } catch let error as LayoutError {
            throw context.error(error.message, at: value, path)
        }
        constraint.priority = priority  // inactive: checked when activated
        return constraint
    }

    /// The item and attribute an anchor names: `id.attribute` (a view or a guide id) or
    /// `id.guide.attribute` with `safeArea`, `margins`, `content` or `frame`.
    private func resolve(_ anchor: ConstraintSyntax.Anchor, in value: JSONValue, _ path: JSONPath,
                         text: String) throws -> (LayoutItem, LayoutAttribute) {
        let c = context
        let id = anchor.names[0]
        // Places and carets are only worked out for an error (a place inside a string with
        // escapes costs a scan of the document).
        func fault(_ message: String, atAttribute: Bool = false) -> DocumentError {
            let attributeOffset = anchor.offset + anchor.names.dropLast().reduce(0) { $0 + $1.count + 1 }
            let offset = atAttribute ? attributeOffset : anchor.offset
            return c.error(message, at: location(in: value, offset: offset), path,
                           notes: [text, String(repeating: " ", count: offset) + "^"])
        }
        var item: LayoutItem
        if let node = nodesByID[id] {
            item = node.view
        } else if let guide = guidesByID[id] {
            item = guide
        } else {
            var message = "unknown id '\(id)'"
            if let near = suggestion(for: id, among: Array(nodesByID.keys) + Array(guidesByID.keys)) {
                message += " (did you mean '\(near)'?)"
            }
            throw fault(message)
        }
        let attributeName = anchor.names.last!
        if anchor.names.count == 3 {
            let guideName = anchor.names[1]
            guard let view = item as? View else {
                throw fault("'\(id)' is a guide; it has no guide '\(guideName)'")
            }
            switch guideName {
            case "safeArea": item = view.safeAreaLayoutGuide
            case "margins": item = view.layoutMarginsGuide
            case "readable": item = view.readableContentGuide
            case "content", "frame":
                guard let scroll = view as? any ScrollViewProtocol else {
                    throw fault("'\(id)' is not a scroll view, so it has no '\(guideName)' guide")
                }
                item = guideName == "content" ? scroll.contentLayoutGuide : scroll.frameLayoutGuide
            default:
                var message = "unknown guide '\(guideName)'"
                if let near = suggestion(for: guideName, among: ["safeArea", "margins", "readable", "content", "frame"]) {
                    message += " (did you mean '\(near)'?)"
                }
                throw fault(message + "; guides are safeArea, margins, readable, content and frame")
            }
        }
        guard let attribute = LayoutAttribute(name: attributeName), attribute != .notAnAttribute else {
            var message = "unknown attribute '\(attributeName)'"
            let names = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.name)
            if let near = suggestion(for: attributeName, among: names) { message += " (did you mean '\(near)'?)" }
            throw fault(message, atAttribute: true)
        }
        if item is LayoutGuide && (attribute.isMargin || attribute.isBaseline) {
            throw fault("a guide has no attribute '\(attributeName)'", atAttribute: true)
        }
        return (item, attribute)
    }

    private func vflConstraints(_ object: JSONObject, at value: JSONValue, _ path: JSONPath) throws -> [LayoutConstraint] {
        let c = context
        let formatValue = object["vfl"]!
        let format = try c.string(formatValue, path.appending("vfl"), what: "a Visual Format Language string")
        var metrics: [String: Double] = [:]
        if let metricsValue = object["metrics"] {
            let metricsPath = path.appending("metrics")
            for member in try c.object(metricsValue, metricsPath, what: "metrics {\"name\": number}").members {
                metrics[member.key] = try c.number(member.value, metricsPath.appending(member.key))
            }
        }
        var options: VisualFormatOptions = []
        if let optionsValue = object["options"] {
            let optionsPath = path.appending("options")
            let names = DocumentLayout.vflOptions.keys.sorted()
            for (index, option) in try c.array(optionsValue, optionsPath, what: "a list of options").enumerated() {
                options.formUnion(DocumentLayout.vflOptions[try c.choice(option, optionsPath.appending(index), names, what: "VFL option")]!)
            }
        }
        do {
            // Each constraint's origin: `file:line:column VFL "format"`.
            // The names resolve among the document's ids as the parser meets them (a views
            // dictionary per format cost a lookup of every word of it and a table to build).
            let nodesByID = self.nodesByID
            return try LayoutConstraint.visualFormatConstraints(format, options: options, metrics: metrics,
                                                                view: { nodesByID[$0]?.view },
                                                                origin: "\(file):\(formatValue.location)")
        } catch let error as VisualFormatError {
            let caret = String(repeating: " ", count: max(0, error.offset)) + "^"
            var notes = [format, caret]
            // Ids may contain '-', VFL names may not: say so rather than leave "my is not a key".
            if let id = nodesByID.keys.filter({ $0.contains("-") && format.contains($0) }).min() {
                notes.append("note: the id '\(id)' cannot be named in a format (VFL names are letters, digits and '_')")
            }
            throw c.error("Unable to parse constraint format: \(error.message)",
                          at: location(in: formatValue, offset: error.offset), path.appending("vfl"),
                          notes: notes)
        }
    }
}
