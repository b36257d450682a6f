/// The simplex tableau: rows in slots, the column index, the lexicographic objective.
///
/// A value type held by the ``Solver``: its mutating methods run without the dynamic
/// exclusivity checks a class's stored properties would cost in the hot loops. Symbols are
/// dense `Int32` ids into the per-symbol arrays; a row slot keeps its index for the row's life.
struct Tableau {
    // MARK: Symbols (per-symbol arrays)

    var kinds: [SymbolKind] = []
    /// The slot of the row that defines the symbol, or -1 when it is parametric.
    var rowOf: [Int32] = []
    /// The slots of rows that may contain the symbol (stale entries are dropped lazily).
    var columns: [[Int32]] = []
    /// How many rows contain each symbol; a column grown past twice that (plus a little) is
    /// queued for compaction, so stale entries never outnumber live ones by much.
    var columnLive: [Int32] = []
    var columnQueued: [Bool] = []
    var columnsToCompact: [Int32] = []
    var scratchRemoved: [Int32] = []
    /// The priority of each error symbol; 0 for other kinds.
    var errorPriority: [Float] = []
    /// The weight of each error symbol in its objective level; 0 for other kinds.
    var errorWeight: [Double] = []
    var isDirty: [Bool] = []
    /// External symbols whose value may have changed since the last update.
    var dirtySymbols: [Int32] = []

    // MARK: Rows

    var rows: [Row] = []
    /// The basic symbol of each slot, or -1 for a free slot.
    var basicOf: [Int32] = []
    var freeSlots: [Int32] = []
    var slotStamp: [UInt32] = []
    var stamp: UInt32 = 0

    // MARK: Objective

    /// The optional priorities in use, highest first; `objective[i]` is the row of `levels[i]`.
    var levels: [Float] = []
    var objective: [Row] = []
    /// How many error symbols use each level.
    var levelUses: [Int] = []
    /// A row kept up to date by substitution besides the objective: the artificial objective
    /// while a constraint is added through an artificial variable, or a probe while exploring
    /// the optimal face.
    var auxiliary: Row?
    var infeasibleRows: [Int32] = []

    // MARK: Scratch and bookkeeping

    var scratchSymbols: [Int32] = []
    var scratchCoefficients: [Double] = []
    var scratchAdded: [Int32] = []
    /// The coefficients of the symbol the last `rowsContaining` call looked for, row by row.
    var columnCoefficients: [Double] = []
    /// The original state of everything a transaction changed, to restore it bit for bit.
    var journal: Journal?
    var journalStamp: [UInt32] = []
    var journalEpoch: UInt32 = 0
    /// Whether the basis is dual feasible at every level (see `completeOptimization`); any
    /// pivot or row change outside a face exploration clears it.
    var isComplete = false
    /// The largest magnitude of any constant seen, which scales the constant tolerance.
    var constantScale: Double = 1

    // MARK: - Symbols

    mutating func newSymbol(_ kind: SymbolKind, priority: Float = 0, weight: Double = 0) -> Int32 {
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        columnLive.append(0)
        columnQueued.append(false)
        errorPriority.append(priority)
        errorWeight.append(weight)
        isDirty.append(false)
        if kind == .external { markDirty(symbol) }
        return symbol
    }

    @inline(__always)
    mutating func markDirty(_ symbol: Int32) {
        let s = Int(symbol)
        if kinds[s] == .external && !isDirty[s] {
            isDirty[s] = true
            dirtySymbols.append(symbol)
        }
    }

    /// The value of a symbol now: its row's constant, or 0 when parametric.
    func value(of symbol: Int32) -> Double {
        let slot = rowOf[Int(symbol)]
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    // MARK: - Tolerances

    /// The magnitude under which a row constant counts as zero; it grows with the largest
    /// constant in use, so that rounding in long rows with constants of 1e5-1e6 stays inside it.
    var constantTolerance: Double { 1e-8 * max(1, constantScale / 1000) }

    mutating func noteConstant(_ value: Double) {
        let magnitude = abs(value)
        if magnitude > constantScale { constantScale = magnitude }
    }

    // MARK: - Row slots

    /// Installs `row` as the definition of `basic` and returns its slot.
    @discardableResult
    mutating func installRow(_ row: Row, basic: Int32) -> Int32 {
        isComplete = false
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            journalSlot(slot)
            rows[Int(slot)] = row
            basicOf[Int(slot)] = basic
        } else {
            slot = Int32(rows.count)
            journal?.appendedSlots.append(slot)
            rows.append(row)
            basicOf.append(basic)
            slotStamp.append(0)
        }
        rowOf[Int(basic)] = slot
        for symbol in row.symbols { addToColumn(symbol, slot) }
        markDirty(basic)
        compactQueuedColumns()
        return slot
    }

    /// Removes the row in `slot` and returns it; its basic symbol becomes parametric.
    @discardableResult
    mutating func releaseRow(_ slot: Int32) -> Row {
        isComplete = false
        journalSlot(slot)
        let index = Int(slot)
        let basic = basicOf[index]
        let row = rows[index]
        rows[index] = Row()
        basicOf[index] = -1
        rowOf[Int(basic)] = -1
        freeSlots.append(slot)
        markDirty(basic)
        for symbol in row.symbols { dropFromColumn(symbol) }
        compactQueuedColumns()
        return row
    }

    /// Records that the row in `slot` now contains `symbol`.
    /// Records that the row in `slot` now contains `symbol`.
    @inline(__always)
    mutating func addToColumn(_ symbol: Int32, _ slot: Int32) {
        let s = Int(symbol)
        columns[s].append(slot)
        columnLive[s] += 1
        queueIfStale(s)
    }

    /// Records that one row no longer contains `symbol`.
    @inline(__always)
    mutating func dropFromColumn(_ symbol: Int32) {
        let s = Int(symbol)
        columnLive[s] -= 1
        queueIfStale(s)
    }

    /// Queues a column for compaction when its stale entries outnumber its live ones; the
    /// compaction runs at the end of the operation (rows may be detached while it is under way).
    @inline(__always)
    private mutating func queueIfStale(_ s: Int) {
        if !columnQueued[s] && columns[s].count > 2 * Int(columnLive[s]) + 16 {
            columnQueued[s] = true
            columnsToCompact.append(Int32(s))
        }
    }

    /// Forgets a column entirely (its symbol is in no row any more).
    mutating func clearColumn(_ symbol: Int32) {
        columns[Int(symbol)].removeAll()
        columnLive[Int(symbol)] = 0
    }

    /// Compacts the queued columns; only call when every row is in its slot.
    mutating func compactQueuedColumns() {
        while let symbol = columnsToCompact.popLast() {
            columnQueued[Int(symbol)] = false
            _ = rowsContaining(symbol)
        }
    }

    /// The slots of the rows that contain `symbol`, each once; compacts the column as it goes.
    /// `columnCoefficients` holds the symbol's coefficient in each of those rows afterwards.
    mutating func rowsContaining(_ symbol: Int32) -> [Int32] {
        let s = Int(symbol)
        var column = columns[s]
        columnCoefficients.removeAll(keepingCapacity: true)
        if column.isEmpty { return column }
        columns[s] = []
        stamp &+= 1
        if stamp == 0 {
            for i in slotStamp.indices { slotStamp[i] = 0 }
            stamp = 1
        }
        let epoch = stamp
        var kept = 0
        rows.withUnsafeBufferPointer { rowBuffer in
            basicOf.withUnsafeBufferPointer { basics in
                slotStamp.withUnsafeMutableBufferPointer { stamps in
                    column.withUnsafeMutableBufferPointer { entries in
                        for i in entries.indices {
                            let slot = entries[i]
                            let index = Int(slot)
                            guard basics[index] >= 0, stamps[index] != epoch else { continue }
                            let position = rowBuffer[index].find(symbol)
                            guard position >= 0 else { continue }
                            stamps[index] = epoch
                            entries[kept] = slot
                            kept += 1
                            columnCoefficients.append(rowBuffer[index].coefficients[position])
                        }
                    }
                }
            }
        }
        column.removeLast(column.count - kept)
        if column.capacity > 4 * kept + 64 { column = Array(column[...]) }
        columns[s] = column
        columnLive[s] = Int32(kept)
        return column
    }

    // MARK: - Merging rows

    /// `target += source × scale`; when `slot >= 0`, symbols new to the target join the column index.
    ///
    /// The merged cells are built in scratch buffers the tableau keeps, then copied into the
    /// target's own storage, so steady-state merges allocate nothing.
    mutating func merge(_ target: inout Row, _ source: Row, scale: Double, slot: Int32) {
        target.constant += source.constant * scale
        let sourceCount = source.count
        if sourceCount == 0 { return }
        if sourceCount <= 2 {
            for i in 0..<sourceCount {
                let change = target.add(source.symbols[i], source.coefficients[i] * scale)
                if slot >= 0 {
                    if change > 0 { addToColumn(source.symbols[i], slot) }
                    if change < 0 { dropFromColumn(source.symbols[i]) }
                }
            }
            return
        }
        let targetCount = target.count
        scratchSymbols.removeAll(keepingCapacity: true)
        scratchCoefficients.removeAll(keepingCapacity: true)
        scratchSymbols.reserveCapacity(targetCount + sourceCount)
        scratchCoefficients.reserveCapacity(targetCount + sourceCount)
        scratchAdded.removeAll(keepingCapacity: true)
        scratchRemoved.removeAll(keepingCapacity: true)
        target.symbols.withUnsafeBufferPointer { ts in
            target.coefficients.withUnsafeBufferPointer { tc in
                source.symbols.withUnsafeBufferPointer { ss in
                    source.coefficients.withUnsafeBufferPointer { sc in
                        var i = 0, j = 0
                        while i < targetCount || j < sourceCount {
                            if j == sourceCount || (i < targetCount && ts[i] < ss[j]) {
                                scratchSymbols.append(ts[i]); scratchCoefficients.append(tc[i]); i += 1
                            } else if i == targetCount || ss[j] < ts[i] {
                                let c = sc[j] * scale
                                if !nearZero(c) {
                                    scratchSymbols.append(ss[j]); scratchCoefficients.append(c)
                                    if slot >= 0 { scratchAdded.append(ss[j]) }
                                }
                                j += 1
                            } else {
                                let c = tc[i] + sc[j] * scale
                                if !nearZero(c) {
                                    scratchSymbols.append(ts[i]); scratchCoefficients.append(c)
                                } else if slot >= 0 {
                                    scratchRemoved.append(ts[i])
                                }
                                i += 1; j += 1
                            }
                        }
                    }
                }
            }
        }
        target.symbols.removeAll(keepingCapacity: true)
        target.symbols.append(contentsOf: scratchSymbols)
        target.coefficients.removeAll(keepingCapacity: true)
        target.coefficients.append(contentsOf: scratchCoefficients)
        for symbol in scratchAdded { addToColumn(symbol, slot) }
        for symbol in scratchRemoved { dropFromColumn(symbol) }
    }

    // MARK: - Substitution and pivots

    /// Replaces `symbol` by `definition` in every row, the objective and the auxiliary row.
    /// `skip` is the slot that holds the definition itself, if any.
    mutating func substitute(_ symbol: Int32, _ definition: Row, skip: Int32 = -1) {
        let tolerance = constantTolerance
        for slot in rowsContaining(symbol) where slot != skip {
            journalSlot(slot)
            let index = Int(slot)
            var row = rows[index]
            rows[index] = Row()
            let c = row.remove(symbol)
            merge(&row, definition, scale: c, slot: slot)
            rows[index] = row
            let basic = basicOf[index]
            if kinds[Int(basic)] == .external {
                markDirty(basic)
            } else if row.constant < -tolerance {
                infeasibleRows.append(basic)
            }
        }
        clearColumn(symbol)
        for level in objective.indices {
            let c = objective[level].coefficient(of: symbol)
            if c != 0 {
                journalObjective(level)
                var row = objective[level]
                objective[level] = Row()
                row.remove(symbol)
                merge(&row, definition, scale: c, slot: -1)
                objective[level] = row
            }
        }
        if var row = auxiliary {
            let c = row.coefficient(of: symbol)
            if c != 0 {
                auxiliary = nil
                row.remove(symbol)
                merge(&row, definition, scale: c, slot: -1)
            }
            auxiliary = row
        }
        compactQueuedColumns()
    }

    /// Makes `entering` basic in the row at `slot`; the row's basic symbol becomes parametric.
    mutating func pivot(entering: Int32, slot: Int32) {
        journalSlot(slot)
        let index = Int(slot)
        let leaving = basicOf[index]
        var row = rows[index]
        rows[index] = Row()
        row.solve(for: entering, replacing: leaving)
        rows[index] = row
        basicOf[index] = entering
        rowOf[Int(entering)] = slot
        rowOf[Int(leaving)] = -1
        addToColumn(leaving, slot)
        markDirty(leaving)
        markDirty(entering)
        substitute(entering, row, skip: slot)
    }

    // MARK: - Objective levels

    /// The index of the objective level of `priority`, created when new.
    mutating func level(of priority: Float) -> Int {
        var low = 0, high = levels.count
        while low < high {
            let mid = (low + high) >> 1
            if levels[mid] > priority { low = mid + 1 } else { high = mid }
        }
        if low < levels.count && levels[low] == priority { return low }
        levels.insert(priority, at: low)
        objective.insert(Row(), at: low)
        levelUses.insert(0, at: low)
        return low
    }

    /// Counts one more error symbol at `priority`.
    mutating func retainLevel(_ priority: Float) {
        levelUses[level(of: priority)] += 1
    }

    /// Counts one error symbol fewer at `priority`; a level nobody uses is dropped.
    mutating func releaseLevel(_ priority: Float) {
        let index = level(of: priority)
        levelUses[index] -= 1
        if levelUses[index] <= 0 {
            levels.remove(at: index)
            objective.remove(at: index)
            levelUses.remove(at: index)
        }
    }

    /// Adds `weight × error` to the objective level of the error's priority, substituting the
    /// error's row when it is basic.
    mutating func addToObjective(_ error: Int32, weight: Double) {
        isComplete = false
        let index = level(of: errorPriority[Int(error)])
        var row = objective[index]
        objective[index] = Row()
        let slot = rowOf[Int(error)]
        if slot >= 0 {
            merge(&row, rows[Int(slot)], scale: weight, slot: -1)
        } else {
            row.add(error, weight)
        }
        objective[index] = row
    }
}
