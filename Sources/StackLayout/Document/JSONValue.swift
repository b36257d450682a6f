/// A JSON value read from a document, with the place where it starts.
///
/// `JSONReader` produces these; the document builder walks them and reports errors at their
/// `location`:
///
///     let value = try JSONReader.parse(#"{"root": {"id": 7}}"#)
///     let id = value.asObject?["root"]?.asObject?["id"]
///     // "expected a string, found a number" at id!.location (1:17)
package struct JSONValue: Sendable {
    /// What the value is.
    package var kind: Kind
    /// Where the value's first character is: the quote, bracket, brace, sign, digit or letter.
    package var location: SourceLocation

    /// Creates a value.
    package init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The six kinds of JSON value.
    package enum Kind: Sendable {
        case null
        case bool(Bool)
        /// A number; always finite (the reader rejects numbers that overflow).
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object(JSONObject)
    }
}

extension JSONValue {
    /// The kind of value with its article, for messages: `"expected a number, found \(typeName)"`
    /// reads `expected a number, found a string`.
    var typeName: String { kind.typeName }

    /// The string, if this is a string.
    package var asString: String? { if case .string(let s) = kind { return s } else { return nil } }
    /// The number, if this is a number.
    package var asNumber: Double? { if case .number(let n) = kind { return n } else { return nil } }
    /// The Boolean, if this is `true` or `false`.
    package var asBool: Bool? { if case .bool(let b) = kind { return b } else { return nil } }
    /// The elements, if this is an array.
    package var asArray: [JSONValue]? { if case .array(let a) = kind { return a } else { return nil } }
    /// The object, if this is an object.
    package var asObject: JSONObject? { if case .object(let o) = kind { return o } else { return nil } }
    /// Whether this is `null`.
    var isNull: Bool { if case .null = kind { return true } else { return false } }
}

extension JSONValue.Kind {
    /// The kind with its article: `null`, `a boolean`, `a number`, `a string`, `an array`,
    /// `an object`.
    var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
