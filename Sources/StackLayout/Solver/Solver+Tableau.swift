/// The tableau's bookkeeping: symbols, row slots, the column index, substitution and pivots.
extension Solver {
    // MARK: Symbols

    func newSymbol(_ kind: SymbolKind, priority: Float = 0) -> Int32 {
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        errorPriority.append(priority)
        variableOf.append(nil)
        ownerOf.append(-1)
        isDirty.append(false)
        return symbol
    }

    /// The symbol of `variable` in this solver, created on first use.
    func symbol(for variable: Variable) -> Int32 {
        if variable.owner === token { return variable.symbol }
        if variable.owner == nil {
            let symbol = newSymbol(.external)
            variable.owner = token
            variable.symbol = symbol
            variableOf[Int(symbol)] = variable
            markDirty(symbol)
            return symbol
        }
        let id = ObjectIdentifier(variable)
        if let symbol = foreignVariables[id] { return symbol }
        let symbol = newSymbol(.external)
        foreignVariables[id] = symbol
        foreignRetained.append(variable)
        variableOf[Int(symbol)] = variable
        return symbol
    }

    /// The symbol of `variable` if this solver has given it one.
    func existingSymbol(for variable: Variable) -> Int32? {
        if variable.owner === token { return variable.symbol }
        return foreignVariables[ObjectIdentifier(variable)]
    }

    @inline(__always)
    func markDirty(_ symbol: Int32) {
        let s = Int(symbol)
        if kinds[s] == .external && !isDirty[s] {
            isDirty[s] = true
            dirtySymbols.append(symbol)
        }
    }

    // MARK: Tolerances

    /// The magnitude under which a row constant counts as zero; it grows with the largest
    /// constant in use, so that rounding in long rows with constants of 1e5-1e6 stays inside it.
    var constantTolerance: Double { 1e-8 * max(1, constantScale / 1000) }

    func noteConstant(_ value: Double) {
        let magnitude = abs(value)
        if magnitude > constantScale { constantScale = magnitude }
    }

    // MARK: Row slots

    /// Installs `row` as the definition of `basic` and returns its slot.
    @discardableResult
    func installRow(_ row: Row, basic: Int32) -> Int32 {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            rows[Int(slot)] = row
            basicOf[Int(slot)] = basic
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            basicOf.append(basic)
            slotStamp.append(0)
        }
        rowOf[Int(basic)] = slot
        for symbol in row.symbols { columns[Int(symbol)].append(slot) }
        markDirty(basic)
        return slot
    }

    /// Removes the row in `slot` from the tableau and returns it; its basic symbol becomes parametric.
    @discardableResult
    func releaseRow(_ slot: Int32) -> Row {
        let basic = basicOf[Int(slot)]
        let row = rows[Int(slot)]
        rows[Int(slot)] = Row()
        basicOf[Int(slot)] = -1
        rowOf[Int(basic)] = -1
        freeSlots.append(slot)
        markDirty(basic)
        return row
    }

    /// The slots of the rows that contain `symbol`, each once; compacts the column as it goes.
    func rowsContaining(_ symbol: Int32) -> [Int32] {
        let s = Int(symbol)
        var column = columns[s]
        if column.isEmpty { return column }
        columns[s] = []
        stamp &+= 1
        if stamp == 0 {
            for i in slotStamp.indices { slotStamp[i] = 0 }
            stamp = 1
        }
        var kept = 0
        for i in column.indices {
            let slot = column[i]
            let index = Int(slot)
            guard basicOf[index] >= 0, slotStamp[index] != stamp, rows[index].find(symbol) >= 0 else { continue }
            slotStamp[index] = stamp
            column[kept] = slot
            kept += 1
        }
        column.removeLast(column.count - kept)
        columns[s] = column
        return column
    }

    // MARK: Merging rows

    /// `target += source × scale`; when `slot >= 0`, symbols new to the target join the column index.
    func merge(_ target: inout Row, _ source: Row, scale: Double, slot: Int32) {
        target.constant += source.constant * scale
        let sourceCount = source.count
        if sourceCount == 0 { return }
        if sourceCount <= 2 {
            for i in 0..<sourceCount {
                if target.add(source.symbols[i], source.coefficients[i] * scale), slot >= 0 {
                    columns[Int(source.symbols[i])].append(slot)
                }
            }
            return
        }
        var outSymbols = scratchSymbols
        var outCoefficients = scratchCoefficients
        scratchSymbols = []
        scratchCoefficients = []
        outSymbols.removeAll(keepingCapacity: true)
        outCoefficients.removeAll(keepingCapacity: true)
        let targetCount = target.count
        outSymbols.reserveCapacity(targetCount + sourceCount)
        outCoefficients.reserveCapacity(targetCount + sourceCount)
        target.symbols.withUnsafeBufferPointer { ts in
            target.coefficients.withUnsafeBufferPointer { tc in
                source.symbols.withUnsafeBufferPointer { ss in
                    source.coefficients.withUnsafeBufferPointer { sc in
                        var i = 0, j = 0
                        while i < targetCount || j < sourceCount {
                            if j == sourceCount || (i < targetCount && ts[i] < ss[j]) {
                                outSymbols.append(ts[i]); outCoefficients.append(tc[i]); i += 1
                            } else if i == targetCount || ss[j] < ts[i] {
                                let c = sc[j] * scale
                                if !nearZero(c) {
                                    outSymbols.append(ss[j]); outCoefficients.append(c)
                                    if slot >= 0 { columns[Int(ss[j])].append(slot) }
                                }
                                j += 1
                            } else {
                                let c = tc[i] + sc[j] * scale
                                if !nearZero(c) { outSymbols.append(ts[i]); outCoefficients.append(c) }
                                i += 1; j += 1
                            }
                        }
                    }
                }
            }
        }
        swap(&target.symbols, &outSymbols)
        swap(&target.coefficients, &outCoefficients)
        scratchSymbols = outSymbols
        scratchCoefficients = outCoefficients
    }

    // MARK: Substitution and pivots

    /// Replaces `symbol` by `definition` in every row, the objective and the auxiliary rows.
    /// `skip` is the slot that holds the definition itself, if any.
    func substitute(_ symbol: Int32, _ definition: Row, skip: Int32 = -1) {
        for slot in rowsContaining(symbol) where slot != skip {
            let index = Int(slot)
            var row = rows[index]
            rows[index] = Row()
            let c = row.remove(symbol)
            merge(&row, definition, scale: c, slot: slot)
            rows[index] = row
            let basic = basicOf[index]
            if kinds[Int(basic)] == .external {
                markDirty(basic)
            } else if row.constant < 0 {
                infeasibleRows.append(basic)
            }
        }
        columns[Int(symbol)].removeAll()
        for level in objective.indices {
            let c = objective[level].coefficient(of: symbol)
            if c != 0 {
                var row = objective[level]
                objective[level] = Row()
                row.remove(symbol)
                merge(&row, definition, scale: c, slot: -1)
                objective[level] = row
            }
        }
        for index in auxiliary.indices {
            let c = auxiliary[index].coefficient(of: symbol)
            if c != 0 {
                var row = auxiliary[index]
                auxiliary[index] = Row()
                row.remove(symbol)
                merge(&row, definition, scale: c, slot: -1)
                auxiliary[index] = row
            }
        }
    }

    /// Makes `entering` basic in the row at `slot`; the row's basic symbol becomes parametric.
    func pivot(entering: Int32, slot: Int32) {
        let index = Int(slot)
        let leaving = basicOf[index]
        var row = rows[index]
        rows[index] = Row()
        row.solve(for: entering, replacing: leaving)
        rows[index] = row
        basicOf[index] = entering
        rowOf[Int(entering)] = slot
        rowOf[Int(leaving)] = -1
        columns[Int(leaving)].append(slot)
        markDirty(leaving)
        markDirty(entering)
        if isRecordingPivots { pivotLog.append((entering, leaving)) }
        substitute(entering, row, skip: slot)
    }

    /// Undoes the pivots logged since `mark`, newest first.
    func undoPivots(to mark: Int) {
        let recording = isRecordingPivots
        isRecordingPivots = false
        while pivotLog.count > mark {
            let (entering, leaving) = pivotLog.removeLast()
            pivot(entering: leaving, slot: rowOf[Int(entering)])
        }
        isRecordingPivots = recording
    }

    // MARK: Objective levels

    /// The index of the objective level of `priority`, created when new.
    func level(of priority: Float) -> Int {
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

    /// Adds `weight × error` to the objective level of the error's priority, substituting the
    /// error's row when it is basic.
    func addToObjective(_ error: Int32, weight: Double) {
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

    /// Counts one more error symbol at `priority`.
    func retainLevel(_ priority: Float) {
        levelUses[level(of: priority)] += 1
    }

    /// Counts one error symbol fewer at `priority`; a level nobody uses is dropped.
    func releaseLevel(_ priority: Float) {
        let index = level(of: priority)
        levelUses[index] -= 1
        if levelUses[index] <= 0 {
            levels.remove(at: index)
            objective.remove(at: index)
            levelUses.remove(at: index)
        }
    }
}
