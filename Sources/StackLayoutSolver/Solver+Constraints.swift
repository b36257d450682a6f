/// The facade's bookkeeping: variables to symbols, constraints to their markers.
extension Solver {
    /// The symbol of `variable` in this solver, created on first use.
    func symbol(for variable: Variable) -> Int32 {
        if variable.owner === token { return variable.symbol }
        if let symbol = foreignVariables[ObjectIdentifier(variable)] { return symbol }
        let symbol = tableau.newSymbol(.external)
        syncSymbolArrays()
        variableOf[Int(symbol)] = variable
        unretainedVariableOf[Int(symbol)] = Unmanaged.passUnretained(variable)
        if variable.owner == nil {
            variable.owner = token
            variable.symbol = symbol
        } else {
            foreignVariables[ObjectIdentifier(variable)] = symbol
            foreignRetained.append(variable)
        }
        return symbol
    }

    /// Gives back the symbols of the variables of `constraint` that nothing in the solver reads
    /// any more (no constraint, definition or edit), so a solver whose views come and go for
    /// hours stays the size of its current system: the variable forgets its symbol (it gets a
    /// new one if it comes back) and reads 0 after the next update.
    func releaseUnusedExternals(of constraint: Constraint) {
        for term in constraint.expression.terms {
            guard let symbol = existingSymbol(for: term.variable) else { continue }
            let s = Int(symbol)
            guard s < definitions.uses.count, definitions.uses[s] == 0, !definitions.isDefined(symbol),
                  tableau.freeSymbol(symbol, external: true) else { continue }
            let variable = term.variable
            if variable.owner === token {
                variable.owner = nil
                variable.symbol = -1
            } else {
                foreignVariables[ObjectIdentifier(variable)] = nil
                if let at = foreignRetained.firstIndex(where: { $0 === variable }) {
                    foreignRetained.swapAt(at, foreignRetained.count - 1)
                    foreignRetained.removeLast()
                }
            }
            variableOf[s] = nil
            unretainedVariableOf[s] = nil
            if variable.value != 0 { releasedVariables.append(variable) }
        }
    }

    /// Whether `variable` has a symbol here that something in the solver reads or defines:
    /// one that ``releaseUnusedExternals(of:)`` keeps. A caller leaving out of a constraint a
    /// pair of terms of such a variable that cancel exactly (`+c x ... -c x`) changes nothing
    /// the solver does: the merge would give the variable no coefficient, and its symbol exists
    /// already, so no other variable's symbol comes in a different order.
    package func isInUse(_ variable: Variable) -> Bool {
        let symbol: Int32
        if variable.owner === token {
            symbol = variable.symbol
        } else if foreignVariables.isEmpty {
            return false
        } else if let foreign = foreignVariables[ObjectIdentifier(variable)] {
            symbol = foreign
        } else {
            return false
        }
        let s = Int(symbol)
        return s < definitions.uses.count && (definitions.uses[s] > 0 || definitions.isDefined(symbol))
    }

    /// The symbol of `variable` if this solver has given it one.
    func existingSymbol(for variable: Variable) -> Int32? {
        if variable.owner === token { return variable.symbol }
        return foreignVariables[ObjectIdentifier(variable)]
    }

    /// Keeps the per-symbol arrays of the facade as long as the tableau's.
    @inline(__always)
    func syncSymbolArrays() {
        if variableOf.count < tableau.kinds.count || !definitions.covers(tableau.kinds.count) { growSymbolArrays() }
    }

    /// As the tableau grows its own (``Swift/Array/grownCount(toHold:count:reserved:)``; an
    /// entry past the last symbol reads as a symbol of no variable).
    private func growSymbolArrays() {
        let needed = tableau.kinds.count
        if variableOf.count < needed {
            let length = [Int32].grownCount(toHold: needed - 1, count: variableOf.count,
                                            reserved: tableau.reservedSymbols)
            variableOf.extend(to: length, filling: nil)
            unretainedVariableOf.extend(to: length, filling: nil)
            ownerOf.extend(to: length, filling: -1)
        }
        definitions.grow(to: needed, reserved: tableau.reservedSymbols)
    }

    /// Makes room for `count` more constraints, so that a large batch of adds grows none of
    /// the solver's tables by copying: storage only, written as the constraints come (see
    /// ``Tableau/reserve(symbols:rows:)``). Room is reserved for three symbols a constraint
    /// (a screen's layout makes about one and a half: a marker or a slack, its errors, and a
    /// variable met for the first time).
    package func reserveCapacity(forAdding count: Int) {
        guard count > 0 else { return }
        let symbols = tableau.kinds.count + 3 * count
        tableau.reserve(symbols: symbols, rows: tableau.rows.count + count)
        let reserved = tableau.reservedSymbols
        variableOf.reserve(toHold: reserved)
        unretainedVariableOf.reserve(toHold: reserved)
        ownerOf.reserve(toHold: reserved)
        definitions.reserve(symbols: reserved, definitions: count)
        records.reserve(toHold: records.count + count)
    }

    func validate(_ constraint: Constraint) throws {
        guard constraint.weight.isFinite, constraint.weight > 0 else {
            throw SolverError.invalidConstraint(constraint, reason: "weight \(constraint.weight) is not positive")
        }
        guard constraint.priority.isValid else {
            throw SolverError.invalidConstraint(
                constraint, reason: "priority \(constraint.priority) is outside 0 < p <= 1000")
        }
        if let below = constraint.priorityBelow {
            guard constraint.relation == .equal, !constraint.priority.isRequired, below.isValid, !below.isRequired else {
                throw SolverError.invalidConstraint(
                    constraint, reason: "an equality with a priority below (\(below)) is optional on both sides")
            }
        }
        guard constraint.expression.constant.isFinite,
              constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw SolverError.invalidConstraint(constraint, reason: "a number is not finite")
        }
    }

    /// Adds `constraint` without optimising the objective afterwards: as a definition when it
    /// is a required equality with a fresh variable to solve for (see ``Definitions``), else
    /// as a row of the tableau.
    func insert(_ constraint: Constraint) throws {
        let (symbols, coefficients) = mergedTerms(of: constraint)
        if constraint.relation == .equal, constraint.priority.isRequired,
           let subject = freshSubject(symbols, coefficients) {
            define(constraint, symbols, coefficients, subject: subject)
            return
        }
        try insertRow(constraint, symbols, coefficients, record: nil)
    }

    /// The constraint's terms as symbols, each once.
    ///
    /// The terms go into the merge one by one, in order (no array of symbol terms in between).
    func mergedTerms(of constraint: Constraint) -> (symbols: ArraySlice<Int32>, coefficients: ArraySlice<Double>) {
        syncSymbolArrays()
        // The terms are read in place: the constraint keeps its variables alive, so the loop
        // takes no reference of its own (a retain and a release per term).
        return constraint.expression.terms.withUnsafeBufferPointer { terms in
            // A new symbol grows the per-symbol arrays (the merge's scratch among them) first.
            if terms.count == 1 {
                // One term (an intrinsic size, a guide's inset pin): nothing to merge it with.
                let symbol = Unmanaged.passUnretained(terms[0].variable)._withUnsafeGuaranteedRef { self.symbol(for: $0) }
                return definitions.takeSingle(symbol, terms[0].coefficient)
            }
            for i in terms.indices {
                let merged: Int32 = Unmanaged.passUnretained(terms[i].variable)._withUnsafeGuaranteedRef {
                    self.symbol(for: $0)
                }
                definitions.accumulateMerged(merged, terms[i].coefficient)
            }
            return definitions.takeMerged()
        }
    }

    /// Adds `constraint` as a row of the tableau, the defined symbols it reads expanded, and
    /// registers it (as a new record, or into `record` when it is re-added).
    func insertRow(_ constraint: Constraint, _ symbols: ArraySlice<Int32>, _ coefficients: ArraySlice<Double>, record: Int32?) throws {
        let expansion = definitions.expand(symbols, coefficients, constant: constraint.expression.constant)
        let (row, tag) = tableau.makeRow(terms: expansion.terms, constant: expansion.constant,
                                         relation: constraint.relation, priority: constraint.priority,
                                         weight: constraint.weight, priorityBelow: constraint.priorityBelow)
        syncSymbolArrays()
        switch tableau.insert(row, tag) {
        case .added:
            let index: Int32
            if let record {
                index = record
                records[Int(index)]!.tag = tag
            } else {
                index = newRecord(Record(constraint: constraint, tag: tag, definition: -1,
                                         sequence: nextRecordSequence))
                nextRecordSequence += 1
            }
            ownerOf[Int(tag.marker)] = index
            if tag.other >= 0 { ownerOf[Int(tag.other)] = index }
            registerReads(of: index, symbols)
        case .conflict(let markers):
            syncSymbolArrays()
            let conflicting = explainConflict(adding: constraint, markers: markers)
            tableau.freeSymbols(of: tag)
            throw SolverError.unsatisfiableConstraint(constraint, conflicting: conflicting)
        }
    }

    func newRecord(_ record: Record) -> Int32 {
        let index: Int32
        if let free = freeRecords.popLast() {
            index = free
            records[Int(index)] = record
        } else {
            index = Int32(records.count)
            records.append(record)
        }
        let constraint = record.constraint
        if constraint.owner == nil {
            constraint.owner = token
            constraint.record = index
        } else {
            foreignRecords[ObjectIdentifier(constraint)] = index
        }
        return index
    }

    /// The index of the record of `constraint` if it is in this solver.
    @inline(__always)
    func recordIndex(of constraint: Constraint) -> Int32? {
        if constraint.owner === token { return constraint.record }
        if foreignRecords.isEmpty { return nil }
        return foreignRecords[ObjectIdentifier(constraint)]
    }

    /// Counts what the record reads (`symbols`, its constraint's merged terms); a tableau row
    /// also registers as a reader of the defined symbols whose expansion it holds.
    func registerReads(of index: Int32, _ symbols: ArraySlice<Int32>) {
        let isRow = records[Int(index)]!.definition < 0
        symbols.withUnsafeBufferPointer { symbols in
            for symbol in symbols {
                definitions.uses[Int(symbol)] += 1
                if isRow && definitions.isDefined(symbol) { definitions.readers[Int(symbol)].append(index) }
            }
        }
    }

    /// The symbols a record reads, each once: its constraint's terms merged again. (While the
    /// record is registered its variables keep their symbols, so the merge finds the symbols
    /// ``registerReads(of:_:)`` counted; a record does not keep an array of them.)
    func readSymbols(of index: Int32) -> ArraySlice<Int32> {
        mergedTerms(of: records[Int(index)]!.constraint).symbols
    }

    func unregisterReads(of index: Int32) {
        let isRow = records[Int(index)]!.definition < 0
        for symbol in readSymbols(of: index) {
            definitions.uses[Int(symbol)] -= 1
            if isRow && definitions.isDefined(symbol) {
                let s = Int(symbol)
                if let at = definitions.readers[s].firstIndex(of: index) {
                    definitions.readers[s].swapAt(at, definitions.readers[s].count - 1)
                    definitions.readers[s].removeLast()
                }
            }
        }
    }

    /// Removes a registered constraint from the tableau or the definitions, and forgets it.
    func remove(recordAt index: Int32) throws {
        guard let record = records[Int(index)] else { return }
        if record.definition >= 0 {
            try removeDefinition(recordAt: index)
        } else {
            try removeRow(recordAt: index)
        }
        unregisterReads(of: index)
        if record.constraint.owner === token {
            record.constraint.owner = nil
            record.constraint.record = -1
        } else {
            foreignRecords[ObjectIdentifier(record.constraint)] = nil
        }
        records[Int(index)] = nil
        freeRecords.append(index)
    }

    /// Takes a record's row out of the tableau (the record stays registered).
    func removeRow(recordAt index: Int32) throws {
        let tag = records[Int(index)]!.tag
        tableau.remove(tag)
        ownerOf[Int(tag.marker)] = -1
        if tag.other >= 0 { ownerOf[Int(tag.other)] = -1 }
    }
}
