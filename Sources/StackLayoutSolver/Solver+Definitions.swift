/// The solver's side of ``Definitions``: making one from a required equality, taking one
/// away, and changing its constant, with the rows that hold its expansion kept in step.
extension Solver {
    /// The fresh symbol with the largest coefficient (the first of equals), or nil.
    func freshSubject(_ symbols: ArraySlice<Int32>, _ coefficients: ArraySlice<Double>) -> Int32? {
        var best: Int32?
        var bestMagnitude = 1e-6
        for i in symbols.indices where definitions.isFresh(symbols[i]) && abs(coefficients[i]) > bestMagnitude {
            best = symbols[i]
            bestMagnitude = abs(coefficients[i])
        }
        return best
    }

    /// Records `constraint` as the definition of `subject`.
    func define(_ constraint: Constraint, _ symbols: ArraySlice<Int32>, _ coefficients: ArraySlice<Double>, subject: Int32) {
        let index = newRecord(Record(constraint: constraint, tag: .none, definition: -1,
                                     sequence: nextRecordSequence))
        nextRecordSequence += 1
        let position = symbols.firstIndex(of: subject)!
        let a = coefficients[position]
        let constant = constraint.expression.constant
        tableau.noteConstant(constant)
        // The terms other than the subject's, each `-c / a`, go straight into the definitions'
        // pool (no arrays of their own in between).
        records[Int(index)]!.definition = definitions.define(
            subject, subjectCoefficient: a, solvingTerms: symbols, coefficients, at: position,
            constant: -constant / a, record: index)
        registerReads(of: index, symbols)
    }

    /// The tableau records that hold the expansion of `subject`, in the order they were added.
    func readers(ofExpansionOf subject: Int32) -> [Int32] {
        var affected = Set<Int32>()
        for symbol in definitions.closure(of: subject) { affected.formUnion(definitions.readers[Int(symbol)]) }
        return affected.sorted { records[Int($0)]!.sequence < records[Int($1)]!.sequence }
    }

    /// Forgets a definition. The rows that hold its expansion are taken out and added again,
    /// so that they read its subject, now an ordinary variable.
    func removeDefinition(recordAt index: Int32) throws {
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
            do {
                try insertRow(constraint, symbols, coefficients, record: reader)
            } catch {
                // Fewer constraints than before cannot conflict.
                throw SolverError.internalError("re-adding \(constraint) after removing a definition failed: \(error)")
            }
        }
    }

    /// What changing the constant of a definition's constraint takes: the definition's new
    /// constant, and the shift of each row that holds its expansion (by the definition's
    /// coefficient in it). Without such rows nothing needs solving.
    func definitionShifts(recordAt index: Int32, to constant: Double)
        -> (newConstant: Double, shifts: [(tag: ConstraintTag, amount: Double)]) {
        let definition = definitions.definition(records[Int(index)]!.definition)!
        let newConstant = -constant / definition.subjectCoefficient
        let shift = newConstant - definition.constant
        var shifts: [(tag: ConstraintTag, amount: Double)] = []
        for reader in readers(ofExpansionOf: definition.subject) {
            let record = records[Int(reader)]!
            let (symbols, coefficients) = mergedTerms(of: record.constraint)
            let coefficient = definitions.expand(symbols, coefficients, constant: 0, watching: definition.subject).watched
            if coefficient != 0 { shifts.append((record.tag, coefficient * shift)) }
        }
        return (newConstant, shifts)
    }
}
