/// A JSON object: its members in document order, each key with its own location.
///
/// The reader guarantees that no two members have equal keys (Swift `String` equality, so keys
/// that differ only in Unicode normalization count as the same key: they look the same).
///
///     let object = try JSONReader.parse(#"{"a": 1, "b": true}"#).asObject!
///     object.keys                 // ["a", "b"]
///     object["b"]?.asBool         // true
///     object.members[1].keyLocation  // 1:10
package struct JSONObject: Sendable {
    /// One `"key": value` pair.
    package struct Member: Sendable {
        /// The key, unescaped.
        package var key: String
        /// Where the key's opening quote is.
        package var keyLocation: SourceLocation
        /// The value.
        package var value: JSONValue

        package init(key: String, keyLocation: SourceLocation, value: JSONValue) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// The members, in the order they appear in the document.
    package var members: [Member]

    /// Creates an object from its members.
    package init(members: [Member] = []) { self.members = members }

    /// The value for `key`, or `nil` if the object has no such member.
    ///
    /// - Complexity: O(*n*), a linear scan; layout objects have a handful of members.
    package subscript(key: String) -> JSONValue? {
        // The value alone is copied out, not the member (its key too, a retain and a release).
        guard let index = index(of: key) else { return nil }
        return members[index].value
    }

    /// The member with `key`, or `nil`: its `keyLocation` is where to report a bad key.
    ///
    /// - Complexity: O(*n*).
    func member(_ key: String) -> Member? {
        index(of: key).map { members[$0] }
    }

    /// The position of the member with `key` in ``members``.
    private func index(of key: String) -> Int? {
        members.withUnsafeBufferPointer { members in
            for i in members.indices where members[i].key == key { return i }
            return nil
        }
    }

    /// The keys, in document order.
    var keys: [String] { members.map(\.key) }

    /// The number of members.
    var count: Int { members.count }
}
