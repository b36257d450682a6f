/// A JSON value to write, with object members in the order they are given.
///
/// Output code builds these and hands them to `JSONWriter`; literals keep it short, and a
/// dictionary literal keeps its order:
///
///     let size: JSONOutput = ["width": .number(390), "height": 844]
///     JSONWriter.string(size, style: .compact)   // {"width":390,"height":844}
enum JSONOutput: Sendable {
    case null
    case bool(Bool)
    /// A number, printed with `NumberText` (6 decimal places at most); a non-finite number is
    /// a programming error and prints `null`.
    case number(Double)
    case string(String)
    case array([JSONOutput])
    /// An object; the members are written in this order. Keys should be unique: the writer
    /// does not check.
    case object([(key: String, value: JSONOutput)])
}

extension JSONOutput {
    /// The value that `value` was parsed from, up to the writer's number rounding and
    /// whitespace: members keep their document order.
    init(_ value: JSONValue) {
        switch value.kind {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n): self = .number(n)
        case .string(let s): self = .string(s)
        case .array(let elements): self = .array(elements.map(JSONOutput.init))
        case .object(let object): self = .object(object.members.map { (key: $0.key, value: JSONOutput($0.value)) })
        }
    }
}

extension JSONOutput: Equatable {
    /// Equal kinds and equal contents, object members compared in order.
    static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }
}

extension JSONOutput: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    init(nilLiteral: ()) { self = .null }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(stringLiteral value: String) { self = .string(value) }
    init(arrayLiteral elements: JSONOutput...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSONOutput)...) {
        self = .object(elements.map { (key: $0.0, value: $0.1) })
    }
}
