/// A set of small non-negative integers (symbol or row-slot ids) that empties in constant time:
/// each member carries the stamp of the round that inserted it, and ``removeAll()`` moves to a
/// new round instead of clearing. Membership is an array access, where a hash set costs a hash
/// and, past a few thousand members, a cache miss; and a round costs what it inserts, not the
/// largest id, so one set serves many short rounds (a transaction's saved slots, an ambiguity
/// search's symbols).
struct StampedSet {
    /// The round that last inserted each id (0: none).
    private var stamps: [UInt32] = []
    private var round: UInt32 = 1

    /// Empties the set.
    mutating func removeAll() {
        round &+= 1
        if round == 0 {
            // After 2³² - 1 rounds the stamps would come round again: clear them once.
            for i in stamps.indices { stamps[i] = 0 }
            round = 1
        }
    }

    @inline(__always)
    func contains(_ id: Int) -> Bool { id < stamps.count && stamps[id] == round }

    /// Inserts `id`; whether it was not a member.
    @inline(__always) @discardableResult
    mutating func insert(_ id: Int) -> Bool {
        if id >= stamps.count { stamps.grow(toHold: id, filling: 0) }
        if stamps[id] == round { return false }
        stamps[id] = round
        return true
    }
}
