/// One growable list of ids per symbol, in buffers managed by hand: the column index and its
/// record of departures (row slots), and the definitions that read each symbol.
///
/// A pivot on a long row adds and drops a column entry for every cell it changes; as an array
/// of arrays each of those appends paid a uniqueness check and, now and then, an allocation.
/// Here an append is a store and an increment.
///
/// A reference type: copies of a ``Tableau`` share their lists. Only the solver's own tableau
/// mutates them (the invariant checks read a copy, and compacting a column there changes
/// nothing it means).
final class SlotLists {
    private struct Header {
        var base: UnsafeMutablePointer<Int32>?
        var count: Int32
        var capacity: Int32
    }

    private var headers: UnsafeMutablePointer<Header>
    private var headerCapacity: Int
    /// The number of lists (one per symbol).
    private(set) var listCount = 0

    init() {
        headerCapacity = 16
        headers = .allocate(capacity: headerCapacity)
    }

    deinit {
        for s in 0..<listCount { headers[s].base?.deallocate() }
        headers.deallocate()
    }

    /// Adds an empty list.
    func appendList() {
        if listCount == headerCapacity {
            let grown = UnsafeMutablePointer<Header>.allocate(capacity: 2 * headerCapacity)
            grown.moveInitialize(from: headers, count: listCount)
            headers.deallocate()
            headers = grown
            headerCapacity *= 2
        }
        (headers + listCount).initialize(to: Header(base: nil, count: 0, capacity: 0))
        listCount += 1
    }

    @inline(__always)
    func count(_ s: Int) -> Int { Int(headers[s].count) }

    @inline(__always)
    func append(_ s: Int, _ slot: Int32) {
        let header = headers + s
        if header.pointee.count == header.pointee.capacity { reserve(s, Int(header.pointee.capacity) * 2 + 4) }
        header.pointee.base![Int(header.pointee.count)] = slot
        header.pointee.count += 1
    }

    /// The list's entries, valid until the list next changes.
    @inline(__always)
    func entries(_ s: Int) -> UnsafeMutableBufferPointer<Int32> {
        UnsafeMutableBufferPointer(start: headers[s].base, count: Int(headers[s].count))
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

    /// Keeps the first `count` entries; storage far larger than what is left is given back.
    func truncate(_ s: Int, to count: Int) {
        headers[s].count = Int32(count)
        if Int(headers[s].capacity) > 4 * count + 64 { reserve(s, count) }
    }

    private func reserve(_ s: Int, _ capacity: Int) {
        let header = headers + s
        let count = Int(header.pointee.count)
        let grown = UnsafeMutablePointer<Int32>.allocate(capacity: max(capacity, count, 1))
        if let base = header.pointee.base {
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        header.pointee.base = grown
        header.pointee.capacity = Int32(max(capacity, count, 1))
    }
}
