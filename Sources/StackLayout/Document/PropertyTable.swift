/// A view's document properties by key, in the order their keys appear.
///
/// A view sets a handful of keys, so a lookup is a linear search of short keys (most fit in a
/// string's inline storage: comparing them compares two words). A hashed table per view cost
/// more to build than every lookup it served, and its storage was most of what a node held.
struct PropertyTable {
    /// The keys and their values, in the order they were first set.
    private(set) var entries: [(key: String, value: ViewProperty)] = []

    init() {}

    /// The value of `key`, or nil; setting nil removes the key, setting a new key appends it.
    subscript(key: String) -> ViewProperty? {
        get {
            guard let index = index(of: key) else { return nil }
            return entries[index].value
        }
        set {
            let index = index(of: key)
            switch (index, newValue) {
            case let (index?, value?): entries[index].value = value
            case let (nil, value?): entries.append((key, value))
            case let (index?, nil): entries.remove(at: index)
            case (nil, nil): break
            }
        }
    }

    /// Makes room for `count` keys.
    mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

    private func index(of key: String) -> Int? {
        entries.firstIndex { $0.key == key }
    }
}
