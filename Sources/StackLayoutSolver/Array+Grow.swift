/// Growing the solver's per-symbol tables and scratch storage, one policy for all of them.
extension Array {
    /// Appends `filling` until index `index` exists, at least doubling the count (and to 64
    /// at least), so that growing one index at a time costs amortised constant time; inside
    /// storage reserved ahead (``Swift/Array/reserveCapacity(_:)``) no further than it holds
    /// (see ``grownCount(toHold:count:reserved:)``). Call it only when `index` is past the end:
    /// it always grows.
    mutating func grow(toHold index: Int, filling: Element) {
        extend(to: Self.grownCount(toHold: index, count: count, reserved: capacity), filling: filling)
    }

    /// Appends `filling` until the array holds `newCount` elements.
    @inline(__always)
    mutating func extend(to newCount: Int, filling: Element) {
        append(contentsOf: repeatElement(filling, count: newCount - count))
    }

    /// The count that growing a table of `count` entries to hold index `index` gives it: at
    /// least double (and 64), but no more than `reserved` when a reservation already holds
    /// `index`, so that growing inside it neither moves the storage nor writes (and so
    /// touches the pages of) entries a table may never use.
    static func grownCount(toHold index: Int, count: Int, reserved: Int) -> Int {
        let doubled = Swift.max(index + 1, 2 * count, 64)
        return reserved > index ? Swift.min(doubled, reserved) : doubled
    }

    /// Reserves room for `total` elements, at least doubling the room there is: a table
    /// reserved for batch after batch then moves a logarithmic number of times, not once per
    /// batch.
    mutating func reserve(toHold total: Int) {
        if total > capacity { reserveCapacity(Swift.max(total, 2 * capacity)) }
    }
}
