/// Reading typed values out of a document's JSON, each failure an error with its place.
struct DocumentContext {
    /// The file name errors name.
    let file: String
    /// The document's bytes, for ``location(in:offset:)``.
    var source: [UInt8] = []

    /// The place of the character `offset` characters into the string `value` (a constraint
    /// or a VFL format): after the opening quote, counting each escape (`\n`, `\u0041`) as
    /// the columns it takes in the file, and each character as the Unicode scalars it is made
    /// of (columns count scalars; `\r\n` or `é` written as `e` and a combining accent are one
    /// character and two columns).
    func location(in value: JSONValue, offset characters: Int) -> SourceLocation {
        var offset = characters
        if let text = value.asString, text.count != text.unicodeScalars.count {
            offset = text.prefix(max(characters, 0)).unicodeScalars.count + max(0, characters - text.count)
        }
        let start = value.location
        guard let columns = JSONReader.sourceColumns(ofStringAt: start, in: source) else {
            return SourceLocation(line: start.line, column: start.column + 1 + offset)
        }
        let clamped = min(max(offset, 0), columns.count - 1)
        return SourceLocation(line: start.line, column: columns[clamped] + (offset - clamped))
    }

    func error(_ message: String, at value: JSONValue, _ path: JSONPath, notes: [String] = []) -> DocumentError {
        DocumentError(file: file, location: value.location, path: path.description, message: message, notes: notes)
    }

    func error(_ message: String, at location: SourceLocation, _ path: JSONPath, notes: [String] = []) -> DocumentError {
        DocumentError(file: file, location: location, path: path.description, message: message, notes: notes)
    }

    func object(_ value: JSONValue, _ path: JSONPath, what: String) throws -> JSONObject {
        guard let object = value.asObject else {
            throw error("expected \(what) (an object), found \(value.typeName)", at: value, path)
        }
        return object
    }

    func array(_ value: JSONValue, _ path: JSONPath, what: String) throws -> [JSONValue] {
        guard let array = value.asArray else {
            throw error("expected \(what) (an array), found \(value.typeName)", at: value, path)
        }
        return array
    }

    func string(_ value: JSONValue, _ path: JSONPath, what: String) throws -> String {
        guard let string = value.asString else {
            throw error("expected \(what) (a string), found \(value.typeName)", at: value, path)
        }
        return string
    }

    func bool(_ value: JSONValue, _ path: JSONPath) throws -> Bool {
        guard let bool = value.asBool else {
            throw error("expected true or false, found \(value.typeName)", at: value, path)
        }
        return bool
    }

    func number(_ value: JSONValue, _ path: JSONPath, what: String = "a number") throws -> Double {
        guard let number = value.asNumber else {
            throw error("expected \(what), found \(value.typeName)", at: value, path)
        }
        guard number.isFinite else { throw error("the number is not finite", at: value, path) }
        return number
    }

    func integer(_ value: JSONValue, _ path: JSONPath, minimum: Int) throws -> Int {
        let number = try self.number(value, path, what: "an integer")
        guard number == number.rounded(.towardZero), number >= Double(minimum), number < 1e9 else {
            throw error("expected an integer from \(minimum) to 999999999, found \(NumberText.format(number))", at: value, path)
        }
        return Int(number)
    }

    /// One of `choices`, with a suggestion for a near miss.
    func choice(_ value: JSONValue, _ path: JSONPath, _ choices: [String], what: String) throws -> String {
        let text = try string(value, path, what: what)
        guard choices.contains(text) else {
            var message = "unknown \(what) '\(text)'"
            if let near = suggestion(for: text, among: choices) { message += " (did you mean '\(near)'?)" }
            message += "; expected one of: " + choices.joined(separator: ", ")
            throw error(message, at: value, path)
        }
        return text
    }

    /// Rejects keys outside `allowed`, naming the closest allowed key: a typo must not pass.
    func checkKeys(_ object: JSONObject, _ path: JSONPath, allowed: [String], what: String) throws {
        for member in object.members where !allowed.contains(member.key) {
            var message = "unknown key '\(member.key)' in \(what)"
            if let near = suggestion(for: member.key, among: allowed) { message += " (did you mean '\(near)'?)" }
            throw error(message, at: member.keyLocation, path.appending(member.key))
        }
    }

    func size(_ value: JSONValue, _ path: JSONPath) throws -> Size {
        let object = try self.object(value, path, what: "a size {\"width\", \"height\"}")
        try checkKeys(object, path, allowed: ["width", "height"], what: "a size")
        guard let width = object["width"], let height = object["height"] else {
            throw error("a size needs both \"width\" and \"height\"", at: value, path)
        }
        let size = Size(width: try number(width, path.appending("width")), height: try number(height, path.appending("height")))
        guard size.width >= 0, size.height >= 0 else { throw error("a size cannot be negative", at: value, path) }
        return size
    }

    func rect(_ value: JSONValue, _ path: JSONPath) throws -> Rect {
        let object = try self.object(value, path, what: "a rectangle {\"x\", \"y\", \"width\", \"height\"}")
        try checkKeys(object, path, allowed: ["x", "y", "width", "height"], what: "a rectangle")
        var figures: [Double] = []
        for key in ["x", "y", "width", "height"] {
            guard let figure = object[key] else {
                throw error("a rectangle needs \"x\", \"y\", \"width\" and \"height\" (missing \"\(key)\")", at: value, path)
            }
            figures.append(try number(figure, path.appending(key)))
        }
        return Rect(x: figures[0], y: figures[1], width: figures[2], height: figures[3])
    }

    func point(_ value: JSONValue, _ path: JSONPath) throws -> Point {
        let object = try self.object(value, path, what: "a point {\"x\", \"y\"}")
        try checkKeys(object, path, allowed: ["x", "y"], what: "a point")
        return Point(x: try object["x"].map { try number($0, path.appending("x")) } ?? 0,
                     y: try object["y"].map { try number($0, path.appending("y")) } ?? 0)
    }

    /// Insets by absolute edges (`left`/`right`) or by reading direction (`leading`/`trailing`).
    func insets(_ value: JSONValue, _ path: JSONPath) throws -> DocumentInsets {
        let object = try self.object(value, path, what: "insets {\"top\", \"left\", \"bottom\", \"right\"}")
        try checkKeys(object, path, allowed: ["top", "left", "bottom", "right", "leading", "trailing"], what: "insets")
        func figure(_ key: String) throws -> Double {
            try object[key].map { try number($0, path.appending(key)) } ?? 0
        }
        let absolute = object["left"] != nil || object["right"] != nil
        let directional = object["leading"] != nil || object["trailing"] != nil
        if absolute && directional {
            throw error("insets take left/right or leading/trailing, not both", at: value, path)
        }
        if directional {
            return .directional(DirectionalEdgeInsets(top: try figure("top"), leading: try figure("leading"),
                                                      bottom: try figure("bottom"), trailing: try figure("trailing")))
        }
        return .absolute(EdgeInsets(top: try figure("top"), left: try figure("left"),
                                    bottom: try figure("bottom"), right: try figure("right")))
    }

    /// A priority: a number in 1...1000, or `required`, `high`, `low`.
    func priority(_ value: JSONValue, _ path: JSONPath) throws -> LayoutPriority {
        if let name = value.asString {
            guard let priority = DocumentContext.namedPriority(name) else {
                throw error("unknown priority '\(name)'; expected a number in 1...1000, required, high or low", at: value, path)
            }
            return priority
        }
        let number = try self.number(value, path, what: "a priority")
        guard number >= 1, number <= 1000 else {
            throw error("priority \(NumberText.format(number)) is outside 1...1000", at: value, path)
        }
        return LayoutPriority(Float(number))
    }

    static func namedPriority(_ name: String) -> LayoutPriority? {
        switch name {
        case "required": return .required
        case "high": return .defaultHigh
        case "low": return .defaultLow
        default: return nil
        }
    }
}

/// Insets as a document writes them: by absolute edge, or by reading direction.
enum DocumentInsets: Equatable {
    case absolute(EdgeInsets)
    case directional(DirectionalEdgeInsets)

    func edgeInsets(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        switch self {
        case .absolute(let insets): return insets
        case .directional(let insets): return insets.edgeInsets(for: direction)
        }
    }
}
