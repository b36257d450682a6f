/// The simplex tableau: rows in slots, the column index, the lexicographic objective.
///
/// A value type held by the ``Solver``: its mutating methods run without the dynamic
/// exclusivity checks a class's stored properties would cost in the hot loops. Symbols are
/// dense `Int32` ids into the per-symbol arrays; a row slot keeps its index for the row's life.
struct Tableau {
    // MARK: Symbols (per-symbol arrays)

    var kinds: [SymbolKind] = []
    /// Ids of symbols nothing holds any more, reused by ``newSymbol(_:priority:weight:)``.
    var freeSymbols: [Int32] = []
    /// The slot of the row that defines the symbol, or -1 when it is parametric.
    var rowOf: [Int32] = []
    /// The slots of rows that may contain the symbol (stale entries are dropped lazily).
    var columns = SlotLists()
    /// How many rows contain each symbol.
    var columnLive: [Int32] = []
    /// The slots a symbol left since its column was last compacted, in order. A column holds
    /// an entry for each time the symbol entered a row; compacting drops, for each recorded
    /// slot, its earliest entry: a sequential filter, no row lookups.
    var columnDrops = SlotLists()
    /// Per-slot counters for compaction (all zero between compactions).
    var dropCounts: [Int32] = []
    var scratchRemoved: [Int32] = []
    /// The column the last ratio test scanned, handed to the pivot it chose.
    var lastScannedColumn: [Int32] = []
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

    // MARK: Objective

    /// The optional priorities in use, highest first; `objective[i]` is the row of `levels[i]`.
    var levels: [Float] = []
    var objective: [Row] = []
    /// How many error symbols use each level.
    var levelUses: [Int] = []
    /// How many of the highest levels are known to hold no entering symbol: their rows have
    /// not changed since a search found none there. Whether a symbol may enter at a level
    /// depends only on that level's row and the rows above it, so every change to a level's
    /// symbols lowers this to that level (``objectiveDidChange(at:)``).
    var settledLevels = 0
    /// Levels from ``settledLevels`` up to this one hold no entering symbol other than the
    /// ``candidateHints``: only those symbols' costs changed since the levels were searched.
    /// An add puts one or two errors into a level, so the next search looks at those instead
    /// of the level's whole row (a chain's weak level holds every width's errors).
    var cleanLevels = 0
    /// Each symbol at most once (see ``hint(_:)``).
    var candidateHints: [Int32] = []
    /// How many hints were given since the list was last emptied or renewed, repeats included:
    /// past 256 the list gives way to a search of the whole levels.
    var hintCount = 0
    /// Per symbol, whether it is in the list.
    var isHinted: [Bool] = []
    /// Per symbol, the objective levels whose rows hold it (see ``objectiveMayHold(_:at:)``).
    var objectiveLevels: [UInt64] = []
    /// How many symbols the per-symbol tables have storage reserved for (``reserve(symbols:rows:)``).
    var reservedSymbols = 0
    /// Spare storage for the eligible symbols of a search (see `steepest`).
    var scratchEligible: [Int32] = []
    /// A stamp per objective level, renewed (from a counter that never repeats) whenever the
    /// level's symbols change or levels move.
    var levelStamps: [UInt64] = []
    /// Per objective level, the largest magnitude of any term merged into its row (at least
    /// 1): the scale of the rounding its costs carry (see ``costTolerance(at:)``).
    var levelMagnitudes: [Double] = []
    /// The largest of ``levelMagnitudes`` ever (so no cost tolerance has been larger than
    /// ``cancellationEpsilon`` of it, or ``coefficientEpsilon``).
    var largestLevelMagnitude: Double = 1
    var stampCounter: UInt64 = 0
    /// Per symbol, what the searches for an entering symbol remember of it (``SearchMemo``):
    /// one array, so a search reads a symbol's level and stamp from one place.
    var memos: [SearchMemo] = []
    /// A row kept up to date by substitution besides the objective: the artificial objective
    /// while a constraint is added through an artificial variable, or a probe while exploring
    /// the optimal face.
    var auxiliary: Row?
    var infeasibleRows: [Int32] = []
    /// While ``shiftConstants(_:)`` runs, the rows of basic dummies its shifts reached, to be
    /// checked once they are all applied.
    var deferredDummySlots: [Int32]?

    // MARK: Scratch and bookkeeping

    var scratchSymbols: [Int32] = []
    var scratchCoefficients: [Double] = []
    var scratchAdded: [Int32] = []
    /// The dual ratio test's eligible symbols, their coefficients and ratios.
    var scratchDualSymbols: [Int32] = []
    var scratchDualCoefficients: [Double] = []
    var scratchDualRatios: [Double] = []
    /// The coefficients of the symbol the last `rowsContaining` call looked for, row by row.
    var columnCoefficients: [Double] = []
    /// The original state of everything a transaction changed, to restore it bit for bit.
    var journal: Journal?
    /// The slots the current transaction has saved.
    var journaledSlots = StampedSet()
    /// Whether the basis is dual feasible at every level (see `completeOptimization`); any
    /// pivot or row change outside a face exploration clears it.
    var isComplete = false
    /// The most pivots one exploration of the optimal face may take before it gives up with an
    /// error (tests lower it to make the ambiguity search fail).
    var explorationStepLimit = 100_000
    /// The most rounds one ``optimize(complete:)`` takes (each a pivot, or a candidate refused
    /// or repaired) before it stops short of the optimum and says so (``stoppedShort``): by
    /// default a million, or 50 per row and symbol in a larger tableau; tests set their own.
    var pivotLimit: Int?
    /// Whether the last ``optimize(complete:)`` stopped at its pivot limit: every row is still
    /// feasible (every required constraint holds), but an optional level may not be at its
    /// optimum. The next optimisation that ends normally clears it.
    var stoppedShort = false
    /// The largest magnitude of any constant seen, which scales the constant tolerance.
    var constantScale: Double = 1
    /// The largest magnitude any symbol has taken in a pivot (a row's constant once solved for
    /// its entering symbol): the scale of the values, which coefficients far from 1 can take
    /// far past the constants, and of the rounding the rows and levels carry since.
    var valueScale: Double = 1
    /// The same, since the rows' constants were last measured (``recountValueScale()``): the
    /// scale of the values now, which a pivot's gain is judged at (see ``levelNoise``). Values
    /// that went to 1e6 once and came back to 30 must not make every gain under 1e-4 rounding
    /// for ever (sparse generic seed 5004370).
    var currentValueScale: Double = 1
    /// Pivots since the rows' constants were last measured: they are measured again after as
    /// many pivots as there are rows (at least 64), so the measure costs O(1) per pivot.
    var pivotsSinceRecount = 0
    /// The ``valueScale`` when the rows were last refactored, or a refactorization refused
    /// (see ``historyOutgrewValues()``): none is tried again until the values grow past it.
    var lastRefactorScale: Double = 0
    /// How many times the rows were solved afresh (``refactor(_:errors:)``), for tests and soaks.
    var refactorizations = 0
    /// The sum of the magnitudes of the terms of the row ``makeRow`` built last, at the values
    /// then (its constant, and each term's coefficient times its symbol's value): the scale of
    /// the rounding in that row's constant, which a conflict must exceed.
    var newRowMagnitude: Double = 0

    // MARK: - Symbols

    mutating func newSymbol(_ kind: SymbolKind, priority: Float = 0, weight: Double = 0) -> Int32 {
        if let symbol = freeSymbols.popLast() {
            let s = Int(symbol)
            kinds[s] = kind
            rowOf[s] = -1
            clearColumn(symbol)
            errorPriority[s] = priority
            errorWeight[s] = weight
            isDirty[s] = false
            memos[s] = SearchMemo()
            // (`isHinted` stays: it says whether the id is in the hint list, which a reused id
            // may still be.)
            if kind == .external { markDirty(symbol) }
            return symbol
        }
        let symbol = Int32(kinds.count)
        let s = Int(symbol)
        kinds.append(kind)
        columns.appendList()
        columnDrops.appendList()
        if rowOf.count <= s { growSymbolTables(toHold: s) }
        errorPriority[s] = priority
        errorWeight[s] = weight
        if kind == .external { markDirty(symbol) }
        return symbol
    }

    /// Grows the per-symbol tables but `kinds` (whose length is the number of symbols) to hold
    /// `symbol`, each entry what a new symbol starts with: a symbol then writes the two that
    /// differ instead of appending to nine arrays. The entries past `kinds` belong to no symbol.
    /// (The tables have one length, so each grows to the same: inside a reservation, to no
    /// more than ``reservedSymbols``.)
    private mutating func growSymbolTables(toHold symbol: Int) {
        let length = [Int32].grownCount(toHold: symbol, count: rowOf.count, reserved: reservedSymbols)
        rowOf.extend(to: length, filling: -1)
        columnLive.extend(to: length, filling: 0)
        errorPriority.extend(to: length, filling: 0)
        errorWeight.extend(to: length, filling: 0)
        isDirty.extend(to: length, filling: false)
        memos.extend(to: length, filling: SearchMemo())
        isHinted.extend(to: length, filling: false)
        objectiveLevels.extend(to: length, filling: 0)
    }

    /// Makes room for `symbols` symbols and `rows` rows in all, so that a large batch of adds
    /// grows no table by copying (a copy writes every page of the new storage, and the old is
    /// given back). Only storage is reserved: the per-symbol tables are filled as symbols come
    /// (``growSymbolTables(toHold:)``), so a reservation larger than what is used costs
    /// address space, not memory.
    mutating func reserve(symbols: Int, rows rowCount: Int) {
        if symbols > reservedSymbols {
            reservedSymbols = Swift.max(symbols, 2 * reservedSymbols)
            kinds.reserve(toHold: reservedSymbols)
            rowOf.reserve(toHold: reservedSymbols)
            columnLive.reserve(toHold: reservedSymbols)
            errorPriority.reserve(toHold: reservedSymbols)
            errorWeight.reserve(toHold: reservedSymbols)
            isDirty.reserve(toHold: reservedSymbols)
            memos.reserve(toHold: reservedSymbols)
            isHinted.reserve(toHold: reservedSymbols)
            objectiveLevels.reserve(toHold: reservedSymbols)
            // The pools' entries as a screen's layout fills them: some five column entries a
            // symbol (in regions of four and up) and half as many departures.
            columns.reserve(lists: reservedSymbols, entries: 5 * reservedSymbols)
            columnDrops.reserve(lists: reservedSymbols, entries: 5 * reservedSymbols / 2)
        }
        rows.reserve(toHold: rowCount)
        basicOf.reserve(toHold: rowCount)
    }

    /// Gives the id of a marker, error or artificial symbol (or with `external`, of an external
    /// one the facade no longer reads) back for reuse, provided nothing holds it any more (no
    /// row, no column entry, no cost), so a layout that adds and removes constraints for hours
    /// does not grow. Returns whether it was freed.
    @discardableResult
    mutating func freeSymbol(_ symbol: Int32, external: Bool = false) -> Bool {
        let s = Int(symbol)
        if external { compactColumn(s) }
        guard (kinds[s] == .external) == external, rowOf[s] < 0, columnLive[s] == 0,
              !objectiveHolds(symbol),
              auxiliary?.find(symbol) ?? -1 < 0 else { return false }
        clearColumn(symbol)
        errorPriority[s] = 0
        errorWeight[s] = 0
        freeSymbols.append(symbol)
        return true
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

    /// The change of an objective level under which a pivot neither improves nor worsens it:
    /// the constant tolerance, or 1e-10 of the largest value in use (the rounding a level
    /// carries when its errors are sums of terms that size), whichever is larger.
    var levelNoise: Double { max(constantTolerance, 1e-10 * max(constantScale, currentValueScale)) }

    /// The same at the largest values ever taken (``valueScale``): the rounding the levels'
    /// constants and costs have carried since.
    var levelHistoryNoise: Double { max(constantTolerance, 1e-10 * max(constantScale, valueScale)) }

    /// Measures the values now (the largest magnitude of a row's constant) as
    /// ``currentValueScale``. When they shrank to less than half of what it was, the pivots
    /// refused as changes within the old scale's rounding may count now: the refusals are
    /// forgotten and the levels searched again.
    mutating func recountValueScale() {
        pivotsSinceRecount = 0
        var largest = 1.0
        for slot in rows.indices where basicOf[slot] >= 0 { largest = max(largest, abs(rows[slot].constant)) }
        if largest < currentValueScale / 2 {
            for s in memos.indices { memos[s].refusedLevel = -1 }
            unsettle(from: 0)
        }
        currentValueScale = largest
    }

    /// The magnitude, relative to the terms a required row is made of (``newRowMagnitude``),
    /// under which its residual is rounding rather than a conflict.
    var conflictRatio: Double { 1e-10 }

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
        }
        rowOf[Int(basic)] = slot
        for symbol in row.symbols { addToColumn(symbol, slot) }
        markDirty(basic)
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
        for symbol in row.symbols { dropFromColumn(symbol, slot) }
        return row
    }

    /// Records that the row in `slot` now contains `symbol`.
    @inline(__always)
    mutating func addToColumn(_ symbol: Int32, _ slot: Int32) {
        columns.append(Int(symbol), slot)
        columnLive[Int(symbol)] += 1
    }

    /// Records that the row in `slot` no longer contains `symbol`. The column is compacted
    /// once its stale entries outnumber its live ones (amortised constant time per entry),
    /// so the index stays proportional to the tableau.
    @inline(__always)
    mutating func dropFromColumn(_ symbol: Int32, _ slot: Int32) {
        let s = Int(symbol)
        columnDrops.append(s, slot)
        columnLive[s] -= 1
        if columnDrops.count(s) > Int(columnLive[s]) + 16 { compactColumn(s) }
    }

    /// Drops the stale entries of a column: for each recorded departure of a slot, the
    /// slot's earliest entry (a row re-entered later keeps its latest one).
    mutating func compactColumn(_ s: Int) {
        guard columnDrops.count(s) > 0 else { return }
        while dropCounts.count < rows.count { dropCounts.append(0) }
        let columns = columns, drops = columnDrops.entries(s)
        var kept = 0
        dropCounts.withUnsafeMutableBufferPointer { counts in
            for slot in drops { counts[Int(slot)] += 1 }
            let entries = columns.entries(s)
            for i in entries.indices {
                let slot = entries[i]
                if counts[Int(slot)] > 0 {
                    counts[Int(slot)] -= 1
                } else {
                    entries[kept] = slot
                    kept += 1
                }
            }
        }
        columnDrops.truncate(s, to: 0)
        columns.truncate(s, to: kept)
    }

    /// Forgets a column entirely (its symbol is in no row any more).
    mutating func clearColumn(_ symbol: Int32) {
        columns.truncate(Int(symbol), to: 0)
        columnDrops.truncate(Int(symbol), to: 0)
        columnLive[Int(symbol)] = 0
    }

    /// The slots of the rows that contain `symbol`, each once (the column, compacted).
    /// The first entries of `columnCoefficients`, one per slot, hold the symbol's coefficient
    /// in each of those rows afterwards (the storage only grows: it is written, not cleared).
    mutating func rowsContaining(_ symbol: Int32) -> [Int32] {
        let s = Int(symbol)
        compactColumn(s)
        let column = columns.array(s)
        if columnCoefficients.count < column.count { columnCoefficients.grow(toHold: column.count - 1, filling: 0) }
        rows.withUnsafeBufferPointer { rowBuffer in
            columnCoefficients.withUnsafeMutableBufferPointer { coefficients in
                for (k, slot) in column.enumerated() {
                    let row = rowBuffer[Int(slot)]
                    let position = row.find(symbol)
                    coefficients[k] = position >= 0 ? row.coefficients[position] : 0
                }
            }
        }
        return column
    }

    // MARK: - Merging rows

    /// `target += source × scale`, dropping the target's cell of `drop` (the symbol a
    /// substitution replaces) in the same pass; when `slot >= 0`, symbols new to the target join
    /// the column index, and when `level >= 0` (the target is that objective level's row), the
    /// objective's (``objectiveLevels``); either way a cell that cancels leaves it. `drop`'s
    /// own entry is the caller's to clear.
    ///
    /// The merged cells are written through raw buffers into scratch arrays the tableau keeps
    /// (no per-cell capacity or uniqueness checks), then copied into the target's own storage,
    /// so steady-state merges allocate nothing.
    ///
    /// `sourceMagnitude` is the source's largest coefficient (the caller often knows it, or
    /// merges one source into many rows): the target's ``Row/historicMagnitude`` keeps the
    /// largest term merged in. 0 for a target whose history nothing reads (a probe).
    mutating func merge(_ target: inout Row, _ source: Row, scale: Double, slot: Int32, level: Int = -1,
                        dropping drop: Int32 = -1, sourceMagnitude: Double) {
        target.constant += source.constant * scale
        target.historicMagnitude = max(target.historicMagnitude, abs(scale) * sourceMagnitude)
        let sourceCount = source.count
        if target.isEmpty && slot < 0 && level < 0 {
            // An empty target outside the tableau (a new row whose first term is basic) takes
            // the source's cells, scaled, as either path below would write them, without a
            // pass through the scratch arrays and a copy back.
            target.symbols.reserveCapacity(sourceCount)
            target.coefficients.reserveCapacity(sourceCount)
            for i in 0..<sourceCount {
                let c = source.coefficients[i] * scale
                if !isNegligible(c) {
                    target.symbols.append(source.symbols[i])
                    target.coefficients.append(c)
                }
            }
            return
        }
        // A short source goes into the target cell by cell (a search and, for a new symbol, a
        // move of the tail), which beats rewriting a long target: an objective level's row
        // holds every error of its priority, and each add substitutes a short row into it.
        // (Both paths give the same cells bit for bit; up to 16 source cells into a target 8
        // times as long, the searches cost less than the merge loop and its copy back: with
        // 8 and 32 times, the merge loop over long objective rows was a quarter of the adds.)
        if sourceCount <= 2 || (sourceCount <= Row.cellBatchLimit && target.count > 8 * sourceCount) {
            // The cells of the long row move once for all of them (``Row/addCells``).
            if let changes = target.addCells(of: source, scale: scale, dropping: drop) {
                if slot >= 0 {
                    for i in 0..<sourceCount {
                        let bit: UInt32 = 1 << UInt32(i)
                        if changes.inserted & bit != 0 { addToColumn(source.symbols[i], slot) }
                        if changes.removed & bit != 0 { dropFromColumn(source.symbols[i], slot) }
                    }
                } else if level >= 0 && (changes.inserted | changes.removed) != 0 {
                    for i in 0..<sourceCount {
                        let bit: UInt32 = 1 << UInt32(i)
                        if changes.inserted & bit != 0 { objectiveGained(source.symbols[i], at: level) }
                        if changes.removed & bit != 0 { objectiveLost(source.symbols[i], at: level) }
                    }
                }
                return
            }
            if drop >= 0 { target.remove(drop) }
            for i in 0..<sourceCount {
                let change = target.add(source.symbols[i], source.coefficients[i] * scale)
                if slot >= 0 {
                    if change > 0 { addToColumn(source.symbols[i], slot) }
                    if change < 0 { dropFromColumn(source.symbols[i], slot) }
                } else if level >= 0 {
                    if change > 0 { objectiveGained(source.symbols[i], at: level) }
                    if change < 0 { objectiveLost(source.symbols[i], at: level) }
                }
            }
            return
        }
        reserveScratch(target.count + sourceCount)
        let counts = scratchSymbols.withUnsafeMutableBufferPointer { outSymbols in
            scratchCoefficients.withUnsafeMutableBufferPointer { outCoefficients in
                scratchAdded.withUnsafeMutableBufferPointer { added in
                    scratchRemoved.withUnsafeMutableBufferPointer { removed in
                        target.symbols.withUnsafeBufferPointer { ts in
                            target.coefficients.withUnsafeBufferPointer { tc in
                                source.symbols.withUnsafeBufferPointer { ss in
                                    source.coefficients.withUnsafeBufferPointer { sc in
                                        Tableau.mergeCells(ts, tc, ss, sc, scale: scale, tracking: slot >= 0 || level >= 0,
                                                           dropping: drop,
                                                           into: outSymbols, outCoefficients, added: added, removed: removed)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        // A row that shrank far below its storage (a long row a pivot cancelled out) gives
        // the storage back, so transient fill-in does not stay resident.
        if target.symbols.capacity <= 4 * counts.merged + 16 {
            // One replacement each, in the row's own storage (a clearing and an append was two
            // calls into the standard library's generic range replacement).
            scratchSymbols.withUnsafeBufferPointer {
                target.symbols.replaceSubrange(0..<target.symbols.count, with: $0[0..<counts.merged])
            }
            scratchCoefficients.withUnsafeBufferPointer {
                target.coefficients.replaceSubrange(0..<target.coefficients.count, with: $0[0..<counts.merged])
            }
        } else {
            target.symbols = Array(scratchSymbols[0..<counts.merged])
            target.coefficients = Array(scratchCoefficients[0..<counts.merged])
        }
        if slot >= 0 {
            if counts.added > 0 { addToColumns(slot, count: counts.added) }
            for i in 0..<counts.removed { dropFromColumn(scratchRemoved[i], slot) }
        } else if level >= 0 {
            for i in 0..<counts.added { objectiveGained(scratchAdded[i], at: level) }
            for i in 0..<counts.removed { objectiveLost(scratchRemoved[i], at: level) }
        }
    }

    /// ``addToColumn(_:_:)`` for the first `count` symbols of `scratchAdded`, with one
    /// uniqueness check on the column index for all of them instead of two per symbol.
    private mutating func addToColumns(_ slot: Int32, count: Int) {
        scratchAdded.withUnsafeBufferPointer { added in
            let columns = columns
            columnLive.withUnsafeMutableBufferPointer { live in
                for i in 0..<count {
                    let s = Int(added[i])
                    columns.append(s, slot)
                    live[s] += 1
                }
            }
        }
    }

    /// Grows the merge scratch arrays (kept at their length, not just their capacity, so the
    /// merge can write through raw buffers) to hold `count` cells.
    private mutating func reserveScratch(_ count: Int) {
        let length = scratchSymbols.count
        guard length < count else { return }
        let extra = max(count, 2 * length) - length
        scratchSymbols.append(contentsOf: repeatElement(0, count: extra))
        scratchCoefficients.append(contentsOf: repeatElement(0, count: extra))
        scratchAdded.append(contentsOf: repeatElement(0, count: extra))
        scratchRemoved.append(contentsOf: repeatElement(0, count: extra))
    }

    /// The merge of two sorted rows, `t + s × scale` without `t`'s cell of `drop` (the symbol
    /// being substituted, which `s` does not hold), written to `outSymbols`/`outCoefficients`;
    /// with `tracking`, also the symbols that joined (`added`) and cancelled (`removed`).
    /// The outputs hold at least `t.count + s.count` cells.
    @inline(__always)
    private static func mergeCells(_ ts: UnsafeBufferPointer<Int32>, _ tc: UnsafeBufferPointer<Double>,
                                   _ ss: UnsafeBufferPointer<Int32>, _ sc: UnsafeBufferPointer<Double>,
                                   scale: Double, tracking: Bool, dropping drop: Int32,
                                   into outSymbols: UnsafeMutableBufferPointer<Int32>,
                                   _ outCoefficients: UnsafeMutableBufferPointer<Double>,
                                   added: UnsafeMutableBufferPointer<Int32>,
                                   removed: UnsafeMutableBufferPointer<Int32>) -> (merged: Int, added: Int, removed: Int) {
        let targetCount = ts.count, sourceCount = ss.count
        var i = 0, j = 0, n = 0, a = 0, r = 0
        while i < targetCount || j < sourceCount {
            if j == sourceCount || (i < targetCount && ts[i] < ss[j]) {
                if ts[i] != drop { outSymbols[n] = ts[i]; outCoefficients[n] = tc[i]; n += 1 }
                i += 1
            } else if i == targetCount || ss[j] < ts[i] {
                let c = sc[j] * scale
                if !isNegligible(c) {
                    outSymbols[n] = ss[j]; outCoefficients[n] = c; n += 1
                    if tracking { added[a] = ss[j]; a += 1 }
                }
                j += 1
            } else {
                let term = sc[j] * scale
                let c = tc[i] + term
                if !cancels(c, term) {
                    outSymbols[n] = ts[i]; outCoefficients[n] = c; n += 1
                } else if tracking {
                    removed[r] = ts[i]; r += 1
                }
                i += 1; j += 1
            }
        }
        return (n, a, r)
    }

    // MARK: - Substitution and pivots

    /// Replaces `symbol` by `definition` in every row, the objective and the auxiliary row.
    /// `skip` is the slot that holds the definition itself, if any.
    /// `scanned` is the symbol's column when the caller has just scanned it (the ratio test of
    /// the same pivot), so it is not scanned twice.
    mutating func substitute(_ symbol: Int32, _ definition: Row, skip: Int32 = -1, scanned: [Int32]? = nil) {
        let tolerance = constantTolerance
        let slots = scanned ?? rowsContaining(symbol)
        let largest = definition.largestMagnitude
        for slot in slots where slot != skip {
            journalSlot(slot)
            let index = Int(slot)
            // Moved out (a swap: no retain, no release) so the merge owns the row's storage.
            var row = Row()
            swap(&row, &rows[index])
            // The symbol's cell goes in the merge's pass (removing it first shifted the row).
            merge(&row, definition, scale: row.coefficient(of: symbol), slot: slot, dropping: symbol,
                  sourceMagnitude: largest)
            let constant = row.constant
            swap(&row, &rows[index])
            let basic = basicOf[index]
            if kinds[Int(basic)] == .external {
                markDirty(basic)
            } else if constant < -tolerance {
                infeasibleRows.append(basic)
            }
        }
        clearColumn(symbol)
        // The levels whose bits say they may hold the symbol (a symbol costs something at one
        // level or two; asking each of the 27-29 levels was a bit test each).
        for level in levels(mayHolding: symbol) {
            let c = objective[level].coefficient(of: symbol)
            if c != 0 {
                noteMagnitude(abs(c) * largest, at: level)
                journalObjective(level)
                // The costs of the definition's symbols change; a definition no longer than
                // the hint list makes them hints instead of unsettling the level (the list
                // unsettles itself past 256). With 8 here, the 5,000-view document's pivot
                // rows of 9 to 12 cells unsettled their levels 1,917 times, and the searches
                // after them scanned 16.6 million objective cells; now 3,044.
                if definition.count <= 256 {
                    for changed in definition.symbols { objectiveDidChange(at: level, onlyFor: changed) }
                } else {
                    objectiveDidChange(at: level)
                }
                var row = Row()
                swap(&row, &objective[level])
                merge(&row, definition, scale: c, slot: -1, level: level, dropping: symbol, sourceMagnitude: largest)
                objectiveLost(symbol, at: level)
                swap(&row, &objective[level])
            }
        }
        if var row = auxiliary {
            let c = row.coefficient(of: symbol)
            if c != 0 {
                auxiliary = nil
                row.remove(symbol)
                merge(&row, definition, scale: c, slot: -1, sourceMagnitude: largest)
            }
            auxiliary = row
        }
    }

    /// Makes `entering` basic in the row at `slot`; the row's basic symbol becomes parametric.
    mutating func pivot(entering: Int32, slot: Int32, scanned: [Int32]? = nil) {
        journalSlot(slot)
        let index = Int(slot)
        let leaving = basicOf[index]
        var row = rows[index]
        rows[index] = Row()
        // A restricted row at 0 within rounding is at 0: a degenerate pivot then moves no
        // value at all, where 1e-16 left in it would nudge every row it is substituted into.
        if kinds[Int(leaving)] != .external && abs(row.constant) <= constantTolerance { row.constant = 0 }
        row.solve(for: entering, replacing: leaving)
        if abs(row.constant) > valueScale { valueScale = abs(row.constant) }
        if abs(row.constant) > currentValueScale { currentValueScale = abs(row.constant) }
        rows[index] = row
        basicOf[index] = entering
        rowOf[Int(entering)] = slot
        rowOf[Int(leaving)] = -1
        addToColumn(leaving, slot)
        markDirty(leaving)
        markDirty(entering)
        substitute(entering, row, skip: slot, scanned: scanned)
        pivotsSinceRecount += 1
        if pivotsSinceRecount >= max(64, rows.count) { recountValueScale() }
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
        objectiveLevelInserted(at: low)
        levelStamps.insert(0, at: low)
        levelMagnitudes.insert(1, at: low)
        objectiveLevelsDidMove(from: low)
        levelUses.insert(0, at: low)
        return low
    }

    /// Records that the symbols of objective `level` changed, so the search for an entering
    /// symbol must look at it (and the levels below it) again.
    @inline(__always)
    mutating func objectiveDidChange(at level: Int) {
        unsettle(from: level)
        stampCounter &+= 1
        levelStamps[level] = stampCounter
    }

    /// Records that the cost of `symbol` alone changed at objective `level`: the levels that
    /// held no entering symbol before can now hold only this one.
    @inline(__always)
    mutating func objectiveDidChange(at level: Int, onlyFor symbol: Int32) {
        if level < settledLevels {
            cleanLevels = max(cleanLevels, settledLevels)
            settledLevels = level
        }
        if cleanLevels > settledLevels { hint(symbol) }
        stampCounter &+= 1
        levelStamps[level] = stampCounter
    }

    /// Forgets what is known about the levels from `level` on.
    @inline(__always)
    mutating func unsettle(from level: Int) {
        if level < settledLevels { settledLevels = level }
        if level < cleanLevels { cleanLevels = level }
        if cleanLevels <= settledLevels {
            cleanLevels = settledLevels
            clearHints()
        }
    }

    /// Puts `symbol` in the hint list, once: a pivot's substitution hints every symbol of its
    /// row, and the same symbols come back pivot after pivot (at 5,000 views, 714,000 hints
    /// were 313,000 symbols), each repeat sorted and skipped by the next search. The count
    /// goes on counting repeats, so the list gives way to a whole search just as before.
    @inline(__always)
    mutating func hint(_ symbol: Int32) {
        hintCount += 1
        if !isHinted[Int(symbol)] {
            isHinted[Int(symbol)] = true
            candidateHints.append(symbol)
        }
        if hintCount > 256 { unsettle(from: settledLevels) }
    }

    /// Empties the hint list.
    mutating func clearHints() {
        for symbol in candidateHints { isHinted[Int(symbol)] = false }
        candidateHints.removeAll(keepingCapacity: true)
        hintCount = 0
    }

    /// Makes `symbols` (each once) the hint list; `symbols` gets the old list's storage.
    mutating func renewHints(_ symbols: inout [Int32]) {
        for symbol in candidateHints { isHinted[Int(symbol)] = false }
        swap(&candidateHints, &symbols)
        hintCount = candidateHints.count
        for symbol in candidateHints { isHinted[Int(symbol)] = true }
    }

    /// Renews every level's stamp and unsettles the levels from `level` on (levels were
    /// inserted or removed there, or restored by a rollback).
    mutating func objectiveLevelsDidMove(from level: Int) {
        unsettle(from: level)
        for index in levelStamps.indices {
            stampCounter &+= 1
            levelStamps[index] = stampCounter
        }
    }

    @inline(__always)
    mutating func noteMagnitude(_ magnitude: Double, at level: Int) {
        if magnitude > levelMagnitudes[level] {
            levelMagnitudes[level] = magnitude
            if magnitude > largestLevelMagnitude { largestLevelMagnitude = magnitude }
        }
    }

    /// The magnitude under which a cost at objective `level` counts as zero: the absolute
    /// ``coefficientEpsilon``, or ``cancellationEpsilon`` of the largest term that went into
    /// the level, whichever is larger (a cost is a sum of such terms; when they cancel in exact
    /// arithmetic, what is left is rounding of their size).
    @inline(__always)
    func costTolerance(at level: Int) -> Double {
        max(coefficientEpsilon, cancellationEpsilon * levelMagnitudes[level])
    }

    /// Whether `c`, the cost of `symbol` at objective `level`, is a cost and not rounding.
    ///
    /// At or over the level's ``costTolerance(at:)`` and ``rowsJudgedCostLimit`` it is; under
    /// ``coefficientEpsilon`` it is not. Between the two, the level's history or the objective's
    /// drift may be speaking: terms of 7e4 merged into a level once make every cost under 7e-7
    /// there rounding, though the costs the level holds now may come from terms of 1 (sparse
    /// generic seed 4003650: a slack costing
    /// -4.9e-7 over a step of 139.8 was the way to the level's optimum). Such a cost is
    /// computed afresh from the rows (``freshCost(of:at:)``), the usual cure for drift in an
    /// objective, and counts when that cost has the same sign and is more than
    /// ``freshCostRatio`` of the rounding scale of the rows it comes from.
    ///
    /// Every test of whether a symbol costs something at a level goes through here, so the
    /// search for entering symbols and the exploration of the optimal face agree.
    @inline(__always)
    func isCost(_ c: Double, of symbol: Int32, at level: Int) -> Bool {
        guard isJudgedFromRows(c, at: level) else { return abs(c) >= coefficientEpsilon }
        let fresh = freshCost(of: symbol, at: level)
        return (fresh.cost < 0) == (c < 0)
            && abs(fresh.cost) >= max(coefficientEpsilon, freshCostRatio * fresh.magnitude)
    }

    /// Whether ``isCost(_:of:at:)`` judges a cost `c` at objective `level` from the rows: it is
    /// under the level's tolerance (and ``rowsJudgedCostLimit``) but not under the absolute one.
    @inline(__always)
    func isJudgedFromRows(_ c: Double, at level: Int) -> Bool {
        let magnitude = abs(c)
        return magnitude >= coefficientEpsilon && magnitude < max(costTolerance(at: level), rowsJudgedCostLimit)
    }

    /// The cost of the parametric `symbol` at objective `level`, computed from the rows rather
    /// than read from the objective's row: the level is the weighted sum of its errors, so the
    /// cost is the symbol's own weight when it is one of them, plus each basic error's weight
    /// times the symbol's coefficient in that error's row.
    ///
    /// With the scale of its rounding: the weights times the largest term each row read was
    /// ever summed from (``Row/historicMagnitude``, or its largest coefficient now when that is
    /// larger), since a cell carries the rounding of its row and of the terms that cancelled
    /// in it, not of its own size. (With each term's own size as the scale, sparse generic
    /// seed 5002216, whose rows hold coefficients of 1.5e9, took such a cost for real and went
    /// 4.9e9 out along a ray; with the row's largest coefficient now, 8002385 took a cost of
    /// 7.7e-9 for real in rows of cells about 1 that once summed terms of 1e5, and fixed a
    /// variable the exact LP leaves unbounded.)
    func freshCost(of symbol: Int32, at level: Int) -> (cost: Double, magnitude: Double) {
        let s = Int(symbol)
        let priority = levels[level]
        var cost = 0.0, magnitude = 0.0
        if kinds[s] == .error && errorPriority[s] == priority {
            cost = errorWeight[s]
            magnitude = abs(cost)
        }
        func add(_ slot: Int32) {
            let basic = Int(basicOf[Int(slot)])
            guard kinds[basic] == .error, errorPriority[basic] == priority else { return }
            let row = rows[Int(slot)]
            cost += errorWeight[basic] * row.coefficient(of: symbol)
            magnitude += abs(errorWeight[basic]) * max(row.largestMagnitude, row.historicMagnitude)
        }
        // A column lists a slot once per time the symbol entered its row, and keeps slots it
        // left until it is compacted: the rows that hold the symbol, counted once each.
        let entries = columns.entries(s)
        var holding = 0
        for slot in entries where rows[Int(slot)].find(symbol) >= 0 { holding += 1 }
        if holding == Int(columnLive[s]) {
            for slot in entries where rows[Int(slot)].find(symbol) >= 0 { add(slot) }
        } else {
            for slot in Set(entries) where rows[Int(slot)].find(symbol) >= 0 { add(slot) }
        }
        return (cost, magnitude)
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
            objectiveReplaced(at: index, old: objective[index], new: Row())
            levels.remove(at: index)
            objective.remove(at: index)
            objectiveLevelRemoved(at: index)
            levelUses.remove(at: index)
            levelStamps.remove(at: index)
            levelMagnitudes.remove(at: index)
            objectiveLevelsDidMove(from: index)
        }
    }

    /// Adds `weight × error` to the objective level of the error's priority, substituting the
    /// error's row when it is basic.
    mutating func addToObjective(_ error: Int32, weight: Double) {
        isComplete = false
        let index = level(of: errorPriority[Int(error)])
        // Moved out (a swap: no retain, no release) so the merge owns the row's storage.
        var row = Row()
        swap(&row, &objective[index])
        let slot = rowOf[Int(error)]
        if slot >= 0 {
            objectiveDidChange(at: index)
            let largest = rows[Int(slot)].largestMagnitude
            noteMagnitude(abs(weight) * largest, at: index)
            merge(&row, rows[Int(slot)], scale: weight, slot: -1, level: index, sourceMagnitude: largest)
        } else {
            noteMagnitude(abs(weight), at: index)
            objectiveDidChange(at: index, onlyFor: error)
            let change = row.add(error, weight)
            if change > 0 { objectiveGained(error, at: index) }
            if change < 0 { objectiveLost(error, at: index) }
        }
        swap(&row, &objective[index])
    }
}
