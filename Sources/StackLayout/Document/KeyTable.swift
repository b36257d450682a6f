/// A fixed table of a document's keys (the keys a view of one kind may have, the property keys
/// a view reads), asked about every member of every object read.
///
/// A key falls into one of 64 buckets by its length and its first and last bytes, and is then
/// compared with the few keys there. A `Set<String>` or a dictionary hashes every byte of the
/// key first, and a `switch` over strings compares it with each case in turn; here the bucket
/// is three reads of the key's storage.
///
/// Exact because every key's bytes decide equality (``Swift/String/lengthDecidesInequality``,
/// checked when the table is made): a string equal to such a key (Swift's equality is
/// canonical equivalence) has its bytes, so its bucket.
struct KeyTable<Value> {
    private var buckets: [[(key: String, value: Value)]] = Array(repeating: [], count: 64)

    /// The table of `entries`; a key given twice keeps its first value.
    init<Entries: Sequence<(String, Value)>>(_ entries: Entries) {
        for (key, value) in entries where self[key] == nil {
            precondition(key.lengthDecidesInequality, "'\(key)' has a byte that another string's can stand for")
            buckets[Self.bucket(of: key)].append((key, value))
        }
    }

    /// The value of `key`, or nil when the table does not have it.
    subscript(key: String) -> Value? {
        for entry in buckets[Self.bucket(of: key)] where entry.key == key { return entry.value }
        return nil
    }

    /// Whether the table has `key`.
    func contains(_ key: String) -> Bool { self[key] != nil }

    /// The bucket of `key`: its byte count and first and last bytes, mixed.
    private static func bucket(of key: String) -> Int {
        let utf8 = key.utf8
        guard let first = utf8.first else { return 0 }
        let last = utf8[utf8.index(before: utf8.endIndex)]
        return (utf8.count &* 7 &+ Int(first) &* 3 &+ Int(last)) & 63
    }
}

/// A set of keys: a ``KeyTable`` with no values.
typealias KeySet = KeyTable<Void>

extension KeyTable where Value == Void {
    /// The set of `keys`.
    init<Keys: Sequence<String>>(_ keys: Keys) {
        self.init(keys.lazy.map { ($0, ()) })
    }
}
