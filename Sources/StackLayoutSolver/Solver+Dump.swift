/// A readable dump of the tableau, in kiwi's layout: objective, rows, definitions (required
/// equalities kept out of the tableau), infeasible rows, edit variables, constraints.
extension Solver {
    /// The tableau as text, for debugging and for bug reports.
    public func dump() -> String {
        var text = "Objective\n---------\n"
        for (index, row) in tableau.objective.enumerated() {
            text += "@\(LayoutPriority(tableau.levels[index])): \(describe(row))\n"
        }
        text += "\nTableau\n-------\n"
        for slot in tableau.basicOf.indices where tableau.basicOf[slot] >= 0 {
            text += "\(name(of: tableau.basicOf[slot])) | \(describe(tableau.rows[slot]))\n"
        }
        text += "\nDefinitions\n-----------\n"
        for definition in definitions.all {
            var row = Row(constant: definition.constant)
            row.symbols = definition.symbols
            row.coefficients = definition.coefficients
            text += "\(name(of: definition.subject)) := \(describe(row))\n"
        }
        text += "\nInfeasible\n----------\n"
        for symbol in tableau.infeasibleRows { text += name(of: symbol) + "\n" }
        text += "\nEdit Variables\n--------------\n"
        for id in editOrder {
            if let info = edits[id] { text += "\(info.variable) = \(formatNumber(info.value)) @\(info.constraint.priority)\n" }
        }
        text += "\nConstraints\n-----------\n"
        for record in records.compactMap({ $0 }) { text += "\(record.constraint)\n" }
        return text
    }

    func name(of symbol: Int32) -> String {
        switch tableau.kinds[Int(symbol)] {
        case .external: return variableOf[Int(symbol)].map { "\($0)" } ?? "v\(symbol)"
        case .slack: return "s\(symbol)"
        case .error: return "e\(symbol)"
        case .dummy: return "d\(symbol)"
        }
    }

    func describe(_ row: Row) -> String {
        var text = formatNumber(row.constant)
        for (symbol, coefficient) in zip(row.symbols, row.coefficients) {
            text += coefficient < 0 ? " - " : " + "
            if abs(coefficient) != 1 { text += formatNumber(abs(coefficient)) + " * " }
            text += name(of: symbol)
        }
        return text
    }
}
