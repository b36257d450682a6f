import StackLayout

/// One element of an Interface Builder file, as read: its name, attributes, children and the
/// place its start tag begins (the `<`).
final class XMLElement {
    let name: String
    let attributes: [String: String]
    let location: SourceLocation
    private(set) var children: [XMLElement] = []
    weak private(set) var parent: XMLElement?
    /// The character data directly inside the element (a `<string key="text">`'s text).
    var text = ""

    init(name: String, attributes: [String: String], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.location = location
    }

    func append(_ child: XMLElement) {
        child.parent = self
        children.append(child)
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The `key` attribute: the outlet or property the element fills (`frame`, `view`, `contentView`).
    var key: String? { attributes["key"] }
    /// The object id.
    var id: String? { attributes["id"] }

    /// The children called `name`.
    func children(named name: String) -> [XMLElement] { children.filter { $0.name == name } }

    /// The first child called `name`, with `key` when one is given.
    func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child with `key`, whatever its name.
    func child(key: String) -> XMLElement? { children.first { $0.key == key } }

    /// Whether the attribute is `YES`.
    func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }

    /// Every element below this one, depth first, this one first.
    func forEachDescendant(_ body: (XMLElement) -> Void) {
        body(self)
        for child in children { child.forEachDescendant(body) }
    }

    /// `<name id="...">` for messages.
    var tag: String {
        if let id { return "<\(name) id=\"\(id)\">" }
        if let key { return "<\(name) key=\"\(key)\">" }
        return "<\(name)>"
    }
}
