/// A fixed set of a document's keys (the keys a view of one kind may have), asked about every
/// member of every object read.
///
/// A key falls into one of 64 buckets by its length and its first and last bytes, and is then
/// compared with the few keys there. A `Set<String>` hashes every byte of the key first, which
/// was most of the cost of checking a view's keys; here the bucket is three reads of the
/// key's storage.
///
/// Exact because every key's bytes decide equality (``Swift/String/lengthDecidesInequality``):
/// a string equal to such a key (Swift's equality is canonical equivalence) has its bytes, so
/// its bucket.
struct KeySet {
    private var buckets: [[String]] = Array(repeating: [], count: 64)

    init<Keys: Sequence<String>>(_ keys: Keys) {
        for key in keys where !contains(key) {
            precondition(key.lengthDecidesInequality, "'\(key)' has a byte that another string's can stand for")
            buckets[Self.bucket(of: key)].append(key)
        }
    }

    /// Whether `key` is in the set.
    func contains(_ key: String) -> Bool {
        for candidate in buckets[Self.bucket(of: key)] where candidate == key { return true }
        return false
    }

    /// The bucket of `key`: its byte count and first and last bytes, mixed.
    private static func bucket(of key: String) -> Int {
        let utf8 = key.utf8
        guard let first = utf8.first else { return 0 }
        let last = utf8[utf8.index(before: utf8.endIndex)]
        return (utf8.count &* 7 &+ Int(first) &* 3 &+ Int(last)) & 63
    }
}
