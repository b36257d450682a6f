/// A JSON object: its members in document order, each key with its own location.
///
/// The reader guarantees that no two members have equal keys (Swift `String` equality, so keys
/// that differ only in Unicode normalization count as the same key: they look the same).
///
///     let object = try JSONReader.parse(#"{"a": 1, "b": true}"#).asObject!
///     object.keys                 // ["a", "b"]
///     object["b"]?.asBool         // true
///     object.members[1].keyLocation  // 1:10
struct JSONObject: Sendable {
    /// One `"key": value` pair.
    struct Member: Sendable {
        /// The key, unescaped.
        var key: String
        /// Where the key's opening quote is.
        var keyLocation: SourceLocation
        /// The value.
        var value: JSONValue
    }

    /// The members, in the order they appear in the document.
    var members: [Member]

    /// Creates an object from its members.
    init(members: [Member] = []) { self.members = members }

    /// The value for `key`, or `nil` if the object has no such member.
    ///
    /// - Complexity: O(*n*), a linear scan; layout objects have a handful of members.
    subscript(key: String) -> JSONValue? { member(key)?.value }

    /// The member with `key`, or `nil`: its `keyLocation` is where to report a bad key.
    ///
    /// - Complexity: O(*n*).
    func member(_ key: String) -> Member? {
        for member in members where member.key == key { return member }
        return nil
    }

    /// The keys, in document order.
    var keys: [String] { members.map(\.key) }

    /// The number of members.
    var count: Int { members.count }
}
