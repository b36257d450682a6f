/// Adding a few cells to a long row with each of its cells moved at most once.
extension Row {
    /// Which cells of a source ``addCells(of:scale:dropping:)`` inserted into the row and which
    /// cancelled a cell out of it: bit `j` for the source's cell `j`.
    struct CellChanges {
        var inserted: UInt32 = 0
        var removed: UInt32 = 0
    }

    /// The most source cells ``addCells(of:scale:dropping:)`` takes.
    static let cellBatchLimit = 16

    /// The same row, bit for bit, as `remove(drop)` followed by `add(symbol, coefficient ×
    /// scale)` for each cell of `source` in order (a sum that ``cancels(_:_:)`` removes the
    /// cell, a ``isNegligible(_:)`` new term is not inserted), but every cell of the row moves
    /// at most once: `add` moves the tail of the row for each insertion and each removal, so
    /// substituting a short row into a long one moved the long row's tail once per cell (a
    /// pivot of the ambiguity search on the 20,000-view document spent a third of its time
    /// so).
    ///
    /// Returns nil, having changed nothing, when `source` has more than ``cellBatchLimit``
    /// cells or holds `drop` (the caller then takes the cell-by-cell path).
    mutating func addCells(of source: Row, scale: Double, dropping drop: Int32) -> CellChanges? {
        let k = source.count
        guard k <= Row.cellBatchLimit, !source.symbols.contains(drop) else { return nil }
        let limit = Row.cellBatchLimit + 2
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 5 * limit) { scratch in
            // The structural events, by position in the row as it is now: an insertion before
            // cell `position` of source cell `j` (`event` = j), or the removal of cell
            // `position` (`event` = -1). At most k + 1, in increasing position; at one position
            // an insertion comes before a removal.
            let position = scratch.baseAddress!, event = position + limit
            // The runs of kept cells between events: [start, end) moves by shift.
            let runStart = event + limit, runEnd = runStart + limit, runShift = runEnd + limit
            var changes = CellChanges()
            var eventCount = 0, inserts = 0, removes = 0
            let dropAt = drop >= 0 ? find(drop) : -1
            var dropPending = dropAt >= 0
            for j in 0..<k {
                let symbol = source.symbols[j]
                let coefficient = source.coefficients[j] * scale
                let i = find(symbol)
                var at = -1, insertion = false
                if i >= 0 {
                    let sum = coefficients[i] + coefficient
                    if cancels(sum, coefficient) {
                        at = i
                        changes.removed |= 1 << UInt32(j)
                    } else {
                        coefficients[i] = sum
                    }
                } else if !isNegligible(coefficient) {
                    at = -i - 1
                    insertion = true
                    changes.inserted |= 1 << UInt32(j)
                }
                guard at >= 0 else { continue }
                // `drop`'s removal goes in its place among the others (its cell is in no
                // source, so no other event removes it).
                if dropPending && dropAt < at {
                    position[eventCount] = dropAt; event[eventCount] = -1
                    eventCount += 1; removes += 1; dropPending = false
                }
                position[eventCount] = at; event[eventCount] = insertion ? j : -1
                eventCount += 1
                if insertion { inserts += 1 } else { removes += 1 }
            }
            if dropPending {
                position[eventCount] = dropAt; event[eventCount] = -1
                eventCount += 1; removes += 1
            }
            guard eventCount > 0 else { return changes }
            let oldCount = count
            var runCount = 0, next = 0, shift = 0
            for e in 0..<eventCount {
                let at = position[e]
                if at > next { runStart[runCount] = next; runEnd[runCount] = at; runShift[runCount] = shift; runCount += 1 }
                if event[e] >= 0 { shift += 1; next = max(next, at) } else { shift -= 1; next = at + 1 }
            }
            if oldCount > next { runStart[runCount] = next; runEnd[runCount] = oldCount; runShift[runCount] = shift; runCount += 1 }
            let newCount = oldCount + inserts - removes
            if newCount > oldCount {
                symbols.append(contentsOf: repeatElement(0, count: newCount - oldCount))
                coefficients.append(contentsOf: repeatElement(0, count: newCount - oldCount))
            }
            symbols.withUnsafeMutableBufferPointer { symbolBuffer in
                coefficients.withUnsafeMutableBufferPointer { coefficientBuffer in
                    let s = symbolBuffer.baseAddress!, c = coefficientBuffer.baseAddress!
                    // Runs moving left go first, front to back, then runs moving right, back to
                    // front: no run overwrites a cell that has not moved yet.
                    for r in 0..<runCount where runShift[r] < 0 {
                        let from = runStart[r], to = runStart[r] + runShift[r], n = runEnd[r] - runStart[r]
                        (s + to).update(from: s + from, count: n)
                        (c + to).update(from: c + from, count: n)
                    }
                    for r in stride(from: runCount - 1, through: 0, by: -1) where runShift[r] > 0 {
                        let from = runStart[r], to = runStart[r] + runShift[r], n = runEnd[r] - runStart[r]
                        (s + to).update(from: s + from, count: n)
                        (c + to).update(from: c + from, count: n)
                    }
                    // The inserted cells go in the gaps the runs left.
                    var shift = 0
                    for e in 0..<eventCount {
                        let j = event[e]
                        if j >= 0 {
                            s[position[e] + shift] = source.symbols[j]
                            c[position[e] + shift] = source.coefficients[j] * scale
                            shift += 1
                        } else {
                            shift -= 1
                        }
                    }
                }
            }
            if newCount < oldCount {
                symbols.removeLast(oldCount - newCount)
                coefficients.removeLast(oldCount - newCount)
            }
            return changes
        }
    }
}
