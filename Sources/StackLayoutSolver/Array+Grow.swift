/// Growing the solver's per-symbol tables and scratch storage, one policy for all of them.
extension Array {
    /// Appends `filling` until index `index` exists, growing the count by an eighth (and 64)
    /// at least; inside storage reserved ahead (``Swift/Array/reserveCapacity(_:)``) no
    /// further than it holds (see ``grownCount(toHold:count:reserved:)``). Call it only when
    /// `index` is past the end: it always grows.
    mutating func grow(toHold index: Int, filling: Element) {
        extend(to: Self.grownCount(toHold: index, count: count, reserved: capacity), filling: filling)
    }

    /// Appends `filling` until the array holds `newCount` elements.
    @inline(__always)
    mutating func extend(to newCount: Int, filling: Element) {
        append(contentsOf: repeatElement(filling, count: newCount - count))
    }

    /// The count that growing a table of `count` entries to hold index `index` gives it: an
    /// eighth more (and 64), but no more than `reserved` when a reservation already holds
    /// `index`. A table is filled ahead so that a new symbol writes its entries instead of
    /// appending them; the storage underneath grows by doubling, as an array's does, so
    /// growing one index at a time costs amortised constant time, while the entries written
    /// ahead (and the pages they touch) stay within an eighth of what is used. (Filled ahead
    /// by doubling, a 100,000-view layout touched 86 MB more.)
    static func grownCount(toHold index: Int, count: Int, reserved: Int) -> Int {
        let grown = Swift.max(index + 1, count + count / 8 + 64)
        return reserved > index ? Swift.min(grown, reserved) : grown
    }

    /// Reserves room for `total` elements, at least doubling the room there is: a table
    /// reserved for batch after batch then moves a logarithmic number of times, not once per
    /// batch.
    mutating func reserve(toHold total: Int) {
        if total > capacity { reserveCapacity(Swift.max(total, 2 * capacity)) }
    }
}
