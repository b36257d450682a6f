/// Refactorization from the facade: the constraints' own rows, for the tableau to solve afresh
/// (``Tableau/refactor(_:errors:)``).
extension Solver {
    /// Re-optimises after an operation, then refactors when the values the rows went through
    /// outgrew the values in use now by ``Tableau/historyRatio``
    /// (``Tableau/historyOutgrewValues()``).
    ///
    /// Sparse generic seed 24003084: values reached 5.2e8 from constants under 73 and came
    /// back under 50, and the rows kept cells of 1e-13 to 2e-8 from that history; the new row of
    /// a required constraint that cannot hold took seven of them in phase one, and its
    /// artificial reached 0 by a step of 1.3e8 on 3.9e-9: the constraint was accepted. Solved
    /// afresh, the rows hold none of that residue and the constraint is refused.
    func reoptimize() {
        tableau.optimize()
        guard tableau.historyOutgrewValues() else { return }
        if !refactor() { tableau.lastRefactorScale = tableau.valueScale }
    }

    /// Solves the present basis afresh from the constraints and re-optimises: the rows lose
    /// the rounding their history left in them. Returns false, leaving everything as it was,
    /// when the tableau cannot be refactored now (see ``Tableau/refactor(_:errors:)``).
    @discardableResult
    func refactor() -> Bool {
        var originals: [Row] = []
        var errors: [Int32] = []
        for record in records.lazy.compactMap({ $0 }).sorted(by: { $0.sequence < $1.sequence }) where record.definition < 0 {
            let (symbols, coefficients) = mergedTerms(of: record.constraint)
            let expansion = definitions.expand(symbols, coefficients, constant: record.constraint.expression.constant)
            var row = Row(constant: expansion.constant)
            for (symbol, coefficient) in expansion.terms { row.add(symbol, coefficient) }
            let tag = record.tag
            row.add(tag.marker, tag.markerCoefficient)
            if tag.other >= 0 { row.add(tag.other, tag.otherCoefficient) }
            for symbol in [tag.marker, tag.other] where symbol >= 0 && tableau.kinds[Int(symbol)] == .error {
                errors.append(symbol)
            }
            originals.append(row)
        }
        guard tableau.refactor(originals, errors: errors) else { return false }
        tableau.optimize()
        return true
    }
}
