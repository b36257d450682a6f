/// Where a value is in a document's structure, for messages: `root.subviews[2].constraints[0]`.
///
/// The document builder extends the path as it descends and names it in its errors, beside
/// the line and column:
///
///     let path = JSONPath().appending("root").appending("subviews").appending(2)
///     "\(path)"   // root.subviews[2]
///
/// Keys that are not identifiers are quoted: `root.customSpacing["a b"]`.
struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step down: an object member or an array element.
    enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The steps from the top-level value.
    var components: [Component] = []

    /// The path of the top-level value.
    init() {}

    /// The path of the member `key` of the object at this path.
    func appending(_ key: String) -> JSONPath {
        var path = self
        path.components.append(.key(key))
        return path
    }

    /// The path of element `index` of the array at this path.
    func appending(_ index: Int) -> JSONPath {
        var path = self
        path.components.append(.index(index))
        return path
    }

    /// `root.subviews[2]`; the top-level value itself is `(top level)`.
    var description: String {
        guard !components.isEmpty else { return "(top level)" }
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isIdentifier(key):
                text += text.isEmpty ? key : "." + key
            case .key(let key):
                text += "[\(JSONWriter.quoted(key))]"
            }
        }
        return text
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                return true
            default:
                return false
            }
        }
    }
}
