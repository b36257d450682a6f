import StackLayout

/// Building the layout document's JSON in memory, each value at the place in the IB file it
/// comes from, so the document's errors and constraint origins name that place.
extension JSONValue {
    static func string(_ text: String, at location: SourceLocation) -> JSONValue {
        JSONValue(.string(text), at: location)
    }

    static func number(_ value: Double, at location: SourceLocation) -> JSONValue {
        JSONValue(.number(value), at: location)
    }

    static func bool(_ value: Bool, at location: SourceLocation) -> JSONValue {
        JSONValue(.bool(value), at: location)
    }

    static func array(_ elements: [JSONValue], at location: SourceLocation) -> JSONValue {
        JSONValue(.array(elements), at: location)
    }

    static func object(_ members: [(String, JSONValue)], at location: SourceLocation) -> JSONValue {
        JSONValue(.object(JSONObject(members: members.map {
            JSONObject.Member(key: $0.0, keyLocation: $0.1.location, value: $0.1)
        })), at: location)
    }

    static func size(_ size: Size, at location: SourceLocation) -> JSONValue {
        object([("width", number(size.width, at: location)), ("height", number(size.height, at: location))], at: location)
    }

    static func rect(_ rect: Rect, at location: SourceLocation) -> JSONValue {
        object([("x", number(rect.minX, at: location)), ("y", number(rect.minY, at: location)),
                ("width", number(rect.width, at: location)), ("height", number(rect.height, at: location))], at: location)
    }

    static func insets(_ insets: EdgeInsets, at location: SourceLocation) -> JSONValue {
        object([("top", number(insets.top, at: location)), ("left", number(insets.left, at: location)),
                ("bottom", number(insets.bottom, at: location)), ("right", number(insets.right, at: location))], at: location)
    }

    static func insets(_ insets: DirectionalEdgeInsets, at location: SourceLocation) -> JSONValue {
        object([("top", number(insets.top, at: location)), ("leading", number(insets.leading, at: location)),
                ("bottom", number(insets.bottom, at: location)), ("trailing", number(insets.trailing, at: location))],
               at: location)
    }
}
