/// Values by small non-negative integer key (a symbol, or a symbol and a direction) that forget
/// every key in constant time: a ``StampedSet`` says which keys this round has set, and
/// ``removeAll()`` starts a new round instead of clearing the values.
struct StampedMap<Value> {
    private var known = StampedSet()
    private var values: [Value] = []
    /// The value the storage is filled with (never read: a key not set this round is nil).
    private let filler: Value

    init(filler: Value) { self.filler = filler }

    /// Forgets every key.
    mutating func removeAll() { known.removeAll() }

    /// The value set for `key` this round, if any.
    @inline(__always)
    subscript(key: Int) -> Value? {
        known.contains(key) ? values[key] : nil
    }

    /// Sets `key`'s value for this round.
    @inline(__always)
    mutating func set(_ key: Int, _ value: Value) {
        if key >= values.count { values.grow(toHold: key, filling: filler) }
        known.insert(key)
        values[key] = value
    }
}
