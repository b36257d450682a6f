/// The facade's bookkeeping: variables to symbols, constraints to their markers.
extension Solver {
    /// The symbol of `variable` in this solver, created on first use.
    func symbol(for variable: Variable) -> Int32 {
        if variable.owner === token { return variable.symbol }
        if let symbol = foreignVariables[ObjectIdentifier(variable)] { return symbol }
        let symbol = tableau.newSymbol(.external)
        syncSymbolArrays()
        variableOf[Int(symbol)] = variable
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
            ownerOf.append(-1)
        }
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

    /// Adds `constraint` to the tableau, without optimising the objective afterwards.
    func insert(_ constraint: Constraint) throws {
        let expression = constraint.expression
        let terms = expression.terms.map { (symbol: symbol(for: $0.variable), coefficient: $0.coefficient) }
        let (row, tag) = tableau.makeRow(terms: terms, constant: expression.constant,
                                         relation: constraint.relation, priority: constraint.priority,
                                         weight: constraint.weight)
        syncSymbolArrays()
        switch try tableau.insert(row, tag) {
        case .added:
            register(constraint, tag)
        case .conflict(let markers):
            syncSymbolArrays()
            let conflicting = explainConflict(adding: constraint, markers: markers)
            throw SolverError.unsatisfiableConstraint(constraint, conflicting: conflicting)
        }
        syncSymbolArrays()
    }

    func register(_ constraint: Constraint, _ tag: ConstraintTag) {
        let record = Record(constraint: constraint, tag: tag)
        let index: Int32
        if let free = freeRecords.popLast() {
            index = free
            records[Int(index)] = record
        } else {
            index = Int32(records.count)
            records.append(record)
        }
        recordIndex[ObjectIdentifier(constraint)] = index
        ownerOf[Int(tag.marker)] = index
        if tag.other >= 0 { ownerOf[Int(tag.other)] = index }
    }

    /// Removes a registered constraint from the tableau and forgets it.
    func remove(recordAt index: Int32) throws {
        guard let record = records[Int(index)] else { return }
        try tableau.remove(record.tag)
        recordIndex[ObjectIdentifier(record.constraint)] = nil
        ownerOf[Int(record.tag.marker)] = -1
        if record.tag.other >= 0 { ownerOf[Int(record.tag.other)] = -1 }
        records[Int(index)] = nil
        freeRecords.append(index)
    }
}
