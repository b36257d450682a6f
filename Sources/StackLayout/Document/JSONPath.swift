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

    /// The last step and, through it, every step before: appending shares the path it extends,
    /// so descending a document costs one small allocation per step, whatever the depth.
    private final class Step: Sendable {
        let parent: Step?
        let component: Component

        init(parent: Step?, component: Component) {
            self.parent = parent
            self.component = component
        }
    }

    private var last: Step?

    /// The path of the top-level value.
    init() {}

    private init(last: Step) { self.last = last }

    /// The steps from the top-level value.
    var components: [Component] {
        var reversed: [Component] = []
        var step = last
        while let current = step {
            reversed.append(current.component)
            step = current.parent
        }
        return reversed.reversed()
    }

    /// The path of the member `key` of the object at this path.
    func appending(_ key: String) -> JSONPath {
        JSONPath(last: Step(parent: last, component: .key(key)))
    }

    /// The path of element `index` of the array at this path.
    func appending(_ index: Int) -> JSONPath {
        JSONPath(last: Step(parent: last, component: .index(index)))
    }

    static func == (a: JSONPath, b: JSONPath) -> Bool {
        a.last === b.last || a.components == b.components
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    /// `root.subviews[2]`; the top-level value itself is `(top level)`.
    var description: String {
        let components = self.components
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
