/// Growing the solver's per-symbol tables and scratch storage, one policy for all of them.
extension Array {
    /// Appends `filling` until index `index` exists, at least doubling the count (and to 64
    /// at least), so that growing one index at a time costs amortised constant time. Call it
    /// only when `index` is past the end: it always grows.
    mutating func grow(toHold index: Int, filling: Element) {
        append(contentsOf: repeatElement(filling, count: Swift.max(index + 1, 2 * count, 64) - count))
    }
}
