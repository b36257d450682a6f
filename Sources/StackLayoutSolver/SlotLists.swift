/// One growable list of ids per symbol, in one pool managed by hand: the column index and its
/// record of departures (row slots), and the definitions that read each symbol.
///
/// A pivot on a long row adds and drops a column entry for every cell it changes; as an array
/// of arrays each of those appends paid a uniqueness check and, now and then, an allocation.
/// Here an append is a store and an increment.
///
/// The lists live in one buffer, each in a region of 4, 8, 16… entries: a list that outgrows
/// its region moves to one twice the size, and the region it leaves goes to a free list of its
/// size for the next list that needs one. Every symbol has a list or two, so one buffer for all
/// of them saves an allocation per list and per growth (71,000 at 5,000 views). When the free
/// regions outgrow the lists, the lists are packed into a new buffer.
///
/// A reference type: copies of a ``Tableau`` share their lists. Only the solver's own tableau
/// mutates them (the invariant checks read a copy, and compacting a column there changes
/// nothing it means).
final class SlotLists {
    private struct Header {
        /// Where the list's region starts in the pool, or -1 for none.
        var start: Int32
        var count: Int32
        var capacity: Int32
    }

    // Never accessed re-entrantly: no runtime exclusivity check (one per access otherwise).
    @exclusivity(unchecked) private var headers: UnsafeMutablePointer<Header>
    @exclusivity(unchecked) private var headerCapacity: Int
    /// The number of lists (one per symbol).
    @exclusivity(unchecked) private(set) var listCount = 0

    @exclusivity(unchecked) private var pool: UnsafeMutablePointer<Int32>
    @exclusivity(unchecked) private var poolCapacity: Int
    /// The end of the regions handed out so far.
    @exclusivity(unchecked) private var poolEnd = 0
    /// The first free region of each size, or -1: `freeHeads[k]` starts a chain of regions of
    /// `4 << k` entries, each holding the start of the next in its first entry.
    private let freeHeads: UnsafeMutablePointer<Int32>
    /// The entries the free regions hold.
    @exclusivity(unchecked) private var freeEntries = 0
    /// How many times the pool was packed.
    private(set) var packs = 0

    /// The smallest region.
    private static let smallestRegion = 4

    init() {
        headerCapacity = 16
        headers = .allocate(capacity: headerCapacity)
        poolCapacity = 256
        pool = .allocate(capacity: poolCapacity)
        freeHeads = .allocate(capacity: Int.bitWidth)
        freeHeads.initialize(repeating: -1, count: Int.bitWidth)
    }

    deinit {
        headers.deallocate()
        pool.deallocate()
        freeHeads.deallocate()
    }

    /// Adds an empty list.
    func appendList() {
        if listCount == headerCapacity { growHeaders(to: 2 * headerCapacity) }
        (headers + listCount).initialize(to: Header(start: -1, count: 0, capacity: 0))
        listCount += 1
    }

    /// Makes room for `lists` lists in all and `entries` entries in the pool, at least
    /// doubling the room there is: storage only, written as lists are added and grow.
    func reserve(lists: Int, entries: Int) {
        if lists > headerCapacity { growHeaders(to: Swift.max(lists, 2 * headerCapacity)) }
        if entries > poolCapacity { growPool(toHold: entries) }
    }

    private func growHeaders(to capacity: Int) {
        let grown = UnsafeMutablePointer<Header>.allocate(capacity: capacity)
        grown.moveInitialize(from: headers, count: listCount)
        headers.deallocate()
        headers = grown
        headerCapacity = capacity
    }

    @inline(__always)
    func count(_ s: Int) -> Int { Int(headers[s].count) }

    @inline(__always)
    func append(_ s: Int, _ slot: Int32) {
        let header = headers + s
        if header.pointee.count == header.pointee.capacity { grow(s) }
        pool[Int(header.pointee.start) + Int(header.pointee.count)] = slot
        header.pointee.count += 1
    }

    /// The list's entries, valid until any list here next grows or shrinks (they share a
    /// buffer, which may move).
    @inline(__always)
    func entries(_ s: Int) -> UnsafeMutableBufferPointer<Int32> {
        let header = headers[s]
        guard header.start >= 0 else { return UnsafeMutableBufferPointer(start: nil, count: 0) }
        return UnsafeMutableBufferPointer(start: pool + Int(header.start), count: Int(header.count))
    }

    /// A copy of the list.
    func array(_ s: Int) -> [Int32] { Array(entries(s)) }

    /// Removes one entry equal to `value` (the last one takes its place).
    func remove(_ s: Int, _ value: Int32) {
        let list = entries(s)
        guard let at = list.firstIndex(of: value) else { return }
        list[at] = list[list.count - 1]
        truncate(s, to: list.count - 1)
    }

    /// Keeps the first `count` entries; a region far larger than what is left is given back
    /// (all of it when nothing is left, for a list of more than the smallest region).
    func truncate(_ s: Int, to count: Int) {
        headers[s].count = Int32(count)
        let capacity = Int(headers[s].capacity)
        guard capacity > 4 * count + 64 else { return }
        move(s, toCapacity: count == 0 ? 0 : Self.regionSize(for: count))
    }

    /// Moves a full list to a region twice the size (the smallest one for an empty list).
    private func grow(_ s: Int) {
        let capacity = Int(headers[s].capacity)
        move(s, toCapacity: capacity == 0 ? Self.smallestRegion : 2 * capacity)
    }

    /// The size of the smallest region that holds `count` entries.
    private static func regionSize(for count: Int) -> Int {
        var size = smallestRegion
        while size < count { size *= 2 }
        return size
    }

    /// The size class of a region of `size` entries (a power of two from 4).
    private static func sizeClass(_ size: Int) -> Int {
        (Int.bitWidth - 1 - size.leadingZeroBitCount) - 2
    }

    /// Moves list `s` into a region of `capacity` entries (none for 0), its entries with it.
    private func move(_ s: Int, toCapacity capacity: Int) {
        let old = headers[s]
        var start: Int32 = -1
        if capacity > 0 {
            start = takeRegion(capacity)
            if old.count > 0 {
                (pool + Int(start)).update(from: pool + Int(old.start), count: Int(old.count))
            }
        }
        if old.start >= 0 { giveBack(old.start, size: Int(old.capacity)) }
        headers[s].start = start
        headers[s].capacity = Int32(capacity)
        if freeEntries > 1 << 16 && freeEntries > poolEnd - freeEntries { pack() }
    }

    /// A free region of `size` entries: a freed one of that size, or a new one at the end.
    private func takeRegion(_ size: Int) -> Int32 {
        let k = Self.sizeClass(size)
        let free = freeHeads[k]
        if free >= 0 {
            freeHeads[k] = pool[Int(free)]
            freeEntries -= size
            return free
        }
        if poolEnd + size > poolCapacity { growPool(toHold: poolEnd + size) }
        let start = Int32(poolEnd)
        poolEnd += size
        return start
    }

    private func giveBack(_ start: Int32, size: Int) {
        let k = Self.sizeClass(size)
        pool[Int(start)] = freeHeads[k]
        freeHeads[k] = start
        freeEntries += size
    }

    /// A larger buffer (at least twice the size), the regions at the same places.
    private func growPool(toHold needed: Int) {
        var capacity = 2 * poolCapacity
        while capacity < needed { capacity *= 2 }
        let grown = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        grown.moveInitialize(from: pool, count: poolEnd)
        pool.deallocate()
        pool = grown
        poolCapacity = capacity
    }

    /// Packs the lists' regions into a new buffer, in list order, and forgets the free ones.
    private func pack() {
        var used = 0
        for s in 0..<listCount where headers[s].start >= 0 { used += Int(headers[s].capacity) }
        let capacity = max(256, 2 * used)
        let packed = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        var end = 0
        for s in 0..<listCount where headers[s].start >= 0 {
            (packed + end).initialize(from: pool + Int(headers[s].start), count: Int(headers[s].count))
            headers[s].start = Int32(end)
            end += Int(headers[s].capacity)
        }
        pool.deallocate()
        pool = packed
        poolCapacity = capacity
        poolEnd = end
        freeHeads.update(repeating: -1, count: Int.bitWidth)
        freeEntries = 0
        packs += 1
    }
}
