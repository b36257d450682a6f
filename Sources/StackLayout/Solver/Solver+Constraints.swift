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

    /// The symbol of `variable` if this solver has given it one.
    func existingSymbol(for variable: Variable) -> Int32? {
        if variable.owner === token { return variable.symbol }
        return foreignVariables[ObjectIdentifier(variable)]
    }

    /// Keeps the per-symbol arrays of the facade as long as the tableau's.
    func syncSymbolArrays() {
        while variableOf.count < tableau.kinds.count {
            variableOf.append(nil)
            unretainedVariableOf.append(nil)
            ownerOf.append(-1)
        }
        definitions.grow(to: tableau.kinds.count)
    }

    func validate(_ constraint: Constraint) throws {
        guard constraint.weight.isFinite, constraint.weight > 0 else {
            throw SolverError.invalidConstraint(constraint, reason: "weight \(constraint.weight) is not positive")
        }
        guard constraint.priority.isValid else {
            throw SolverError.invalidConstraint(
                constraint, reason: "priority \(constraint.priority) is outside 0 < p <= 1000")
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
    func mergedTerms(of constraint: Constraint) -> (symbols: [Int32], coefficients: [Double]) {
        let terms = constraint.expression.terms.map { (symbol: symbol(for: $0.variable), coefficient: $0.coefficient) }
        syncSymbolArrays()
        return definitions.merged(terms)
    }

    /// The fresh symbol with the largest coefficient (the first of equals), or nil.
    private func freshSubject(_ symbols: [Int32], _ coefficients: [Double]) -> Int32? {
        var best: Int32?
        var bestMagnitude = 1e-6
        for i in symbols.indices where definitions.isFresh(symbols[i]) && abs(coefficients[i]) > bestMagnitude {
            best = symbols[i]
            bestMagnitude = abs(coefficients[i])
        }
        return best
    }

    /// Records `constraint` as the definition of `subject`.
    private func define(_ constraint: Constraint, _ symbols: [Int32], _ coefficients: [Double], subject: Int32) {
        let index = newRecord(Record(constraint: constraint, tag: .none, definition: -1, symbols: symbols,
                                     sequence: nextRecordSequence))
        nextRecordSequence += 1
        let position = symbols.firstIndex(of: subject)!
        let a = coefficients[position]
        var readSymbols: [Int32] = [], readCoefficients: [Double] = []
        for i in symbols.indices where i != position {
            readSymbols.append(symbols[i])
            readCoefficients.append(-coefficients[i] / a)
        }
        let constant = constraint.expression.constant
        tableau.noteConstant(constant)
        records[Int(index)]!.definition = definitions.define(
            subject, subjectCoefficient: a, symbols: readSymbols, coefficients: readCoefficients,
            constant: -constant / a, record: index)
        registerReads(of: index)
    }

    /// Adds `constraint` as a row of the tableau, the defined symbols it reads expanded, and
    /// registers it (as a new record, or into `record` when it is re-added).
    func insertRow(_ constraint: Constraint, _ symbols: [Int32], _ coefficients: [Double], record: Int32?) throws {
        let expansion = definitions.expand(symbols, coefficients, constant: constraint.expression.constant)
        let (row, tag) = tableau.makeRow(terms: expansion.terms, constant: expansion.constant,
                                         relation: constraint.relation, priority: constraint.priority,
                                         weight: constraint.weight)
        syncSymbolArrays()
        switch try tableau.insert(row, tag) {
        case .added:
            let index: Int32
            if let record {
                index = record
                records[Int(index)]!.tag = tag
            } else {
                index = newRecord(Record(constraint: constraint, tag: tag, definition: -1, symbols: symbols,
                                         sequence: nextRecordSequence))
                nextRecordSequence += 1
            }
            ownerOf[Int(tag.marker)] = index
            if tag.other >= 0 { ownerOf[Int(tag.other)] = index }
            registerReads(of: index)
        case .conflict(let markers):
            syncSymbolArrays()
            let conflicting = explainConflict(adding: constraint, markers: markers)
            throw SolverError.unsatisfiableConstraint(constraint, conflicting: conflicting)
        }
    }

    private func newRecord(_ record: Record) -> Int32 {
        let index: Int32
        if let free = freeRecords.popLast() {
            index = free
            records[Int(index)] = record
        } else {
            index = Int32(records.count)
            records.append(record)
        }
        recordIndex[ObjectIdentifier(record.constraint)] = index
        return index
    }

    /// Counts what the record reads; a tableau row also registers as a reader of the defined
    /// symbols whose expansion it holds.
    private func registerReads(of index: Int32) {
        let record = records[Int(index)]!
        for symbol in record.symbols {
            definitions.uses[Int(symbol)] += 1
            if record.definition < 0 && definitions.isDefined(symbol) { definitions.readers[Int(symbol)].append(index) }
        }
    }

    private func unregisterReads(of index: Int32) {
        let record = records[Int(index)]!
        for symbol in record.symbols {
            definitions.uses[Int(symbol)] -= 1
            if record.definition < 0 && definitions.isDefined(symbol) {
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
        recordIndex[ObjectIdentifier(record.constraint)] = nil
        records[Int(index)] = nil
        freeRecords.append(index)
    }

    /// Takes a record's row out of the tableau (the record stays registered).
    private func removeRow(recordAt index: Int32) throws {
        let tag = records[Int(index)]!.tag
        try tableau.remove(tag)
        ownerOf[Int(tag.marker)] = -1
        if tag.other >= 0 { ownerOf[Int(tag.other)] = -1 }
    }

    /// The tableau records that hold the expansion of `subject`, in the order they were added.
    func readers(ofExpansionOf subject: Int32) -> [Int32] {
        var affected = Set<Int32>()
        for symbol in definitions.closure(of: subject) { affected.formUnion(definitions.readers[Int(symbol)]) }
        return affected.sorted { records[Int($0)]!.sequence < records[Int($1)]!.sequence }
    }

    /// Forgets a definition. The rows that hold its expansion are taken out and added again,
    /// so that they read its subject, now an ordinary variable.
    private func removeDefinition(recordAt index: Int32) throws {
        let id = records[Int(index)]!.definition
        let subject = definitions.definition(id)!.subject
        let affected = readers(ofExpansionOf: subject)
        for reader in affected {
            try removeRow(recordAt: reader)
            unregisterReads(of: reader)
        }
        definitions.forget(id)
        tableau.markDirty(subject)
        for reader in affected {
            let constraint = records[Int(reader)]!.constraint
            let (symbols, coefficients) = mergedTerms(of: constraint)
            records[Int(reader)]!.symbols = symbols
            do {
                try insertRow(constraint, symbols, coefficients, record: reader)
            } catch {
                // Fewer constraints than before cannot conflict.
                throw SolverError.internalError("re-adding \(constraint) after removing a definition failed: \(error)")
            }
        }
    }

    /// Changes the constant of a definition's constraint: the rows that hold the definition's
    /// expansion shift by the definition's coefficient in them, and the dual simplex restores
    /// feasibility. Without such rows nothing needs solving.
    func setDefinitionConstant(recordAt index: Int32, to constant: Double) throws {
        let constraint = records[Int(index)]!.constraint
        let id = records[Int(index)]!.definition
        let definition = definitions.definition(id)!
        let newConstant = -constant / definition.subjectCoefficient
        let shift = newConstant - definition.constant
        var shifts: [(tag: ConstraintTag, amount: Double)] = []
        for reader in readers(ofExpansionOf: definition.subject) {
            let record = records[Int(reader)]!
            let (symbols, coefficients) = mergedTerms(of: record.constraint)
            let coefficient = definitions.expand(symbols, coefficients, constant: 0, watching: definition.subject).watched
            if coefficient != 0 { shifts.append((record.tag, coefficient * shift)) }
        }
        func commit() {
            definitions.setConstant(of: id, to: newConstant)
            constraint.expression.constant = constant
        }
        if shifts.isEmpty {
            commit()
            return
        }
        try tableau.completeOptimization()
        if tableau.shiftConstants(shifts), tableau.dualOptimize() {
            commit()
            try tableau.optimize()
            return
        }
        _ = tableau.shiftConstants(shifts.map { ($0.tag, -$0.amount) })
        guard tableau.dualOptimize() else {
            throw SolverError.internalError("could not restore a constant after an infeasible change")
        }
        try tableau.optimize()
        let conflicting = explainConflict(
            adding: Constraint(Expression(constraint.expression.terms, constant: constant),
                               constraint.relation, label: constraint.label),
            excluding: constraint)
        throw SolverError.unsatisfiableConstraint(constraint, conflicting: conflicting)
    }
}
