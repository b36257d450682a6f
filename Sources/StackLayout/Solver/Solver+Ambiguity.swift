/// Exploring the optimal face: how far a variable can move while every priority level stays
/// as well satisfied as it is. A variable is determined exactly when that range is a point.
extension Solver {
    /// The smallest and largest values `variable` takes over all optimal solutions
    /// (`-infinity` / `infinity` when unbounded). The tableau is left as it was.
    ///
    /// The exploration pivots only on symbols whose cost is zero at every level, so the
    /// objective never changes; it is a simplex on `±variable` restricted to the optimal face,
    /// and its pivots are undone afterwards. Before the first exploration after a change, the
    /// basis is made dual feasible at every level (degenerate pivots only: no value changes,
    /// but ``dump()`` may show another, equivalent basis).
    public func valueRange(of variable: Variable) throws -> (lower: Double, upper: Double) {
        guard let symbol = existingSymbol(for: variable) else { return (-.infinity, .infinity) }
        let (combination, constant) = combination(of: symbol)
        let lower = try tableau.extreme(of: combination)
        let upper = try -tableau.extreme(of: combination.map { ($0.symbol, -$0.weight) })
        return (constant + lower, constant + upper)
    }

    /// Whether `variable` has the same value in every optimal solution (within `tolerance`).
    public func isDetermined(_ variable: Variable, tolerance: Double = 1e-6) throws -> Bool {
        guard let symbol = existingSymbol(for: variable) else { return false }
        var memo = FaceMemo()
        if let answer = try tableau.quickDetermined(combination(of: symbol).terms, tolerance: tolerance, memo: &memo) {
            return answer
        }
        let range = try valueRange(of: variable)
        return range.upper - range.lower <= tolerance
    }

    /// The symbol's value as `constant + Σ weight × symbol` over symbols of the tableau: the
    /// symbol itself, or a defined symbol's expansion.
    func combination(of symbol: Int32) -> (terms: [(symbol: Int32, weight: Double)], constant: Double) {
        guard definitions.isDefined(symbol) else { return ([(symbol, 1)], 0) }
        let expansion = definitions.expand([symbol], [1], constant: 0)
        return (expansion.terms.map { ($0.symbol, $0.coefficient) }, expansion.constant)
    }

    /// The variables of `variables` that are not determined: each one's value differs between
    /// two optimal solutions (by more than `tolerance`).
    ///
    /// Most variables are settled without a pivot (see `quickDetermined`). The rest are tested
    /// in groups: a group is determined when a combination of its variables with generic
    /// weights (a fixed pseudo-random sequence, so every run agrees) has one value over the
    /// optimal face; otherwise it is split in two and each half tested, down to single
    /// variables, whose ranges are measured exactly. A group could pass while one of its
    /// variables moves only if the weights cancel that move exactly, which generic weights
    /// do not.
    public func undeterminedVariables(_ variables: [Variable], tolerance: Double = 1e-6) throws -> [Variable] {
        var undetermined: [Variable] = []
        var unknown: [(Variable, [(symbol: Int32, weight: Double)])] = []
        var memo = FaceMemo()  // valid until the first exploration pivots
        for variable in variables {
            guard let symbol = existingSymbol(for: variable) else {
                undetermined.append(variable)
                continue
            }
            let terms = combination(of: symbol).terms
            switch try tableau.quickDetermined(terms, tolerance: tolerance, memo: &memo) {
            case true?: break
            case false?: undetermined.append(variable)
            case nil: unknown.append((variable, terms))
            }
        }
        var generator = UInt64(0x9E37_79B9_7F4A_7C15)
        func weight() -> Double {
            generator &+= 0x9E37_79B9_7F4A_7C15
            var z = generator
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            let unit = Double(z >> 11) / Double(1 << 53)
            return (z & 1 == 0 ? 1 : -1) * (0.5 + unit)
        }
        func test(_ group: ArraySlice<(Variable, [(symbol: Int32, weight: Double)])>) throws {
            guard !group.isEmpty else { return }
            if group.count == 1 {
                let (variable, terms) = group.first!
                let lower = try tableau.extreme(of: terms)
                let upper = try -tableau.extreme(of: terms.map { ($0.symbol, -$0.weight) })
                if upper - lower > tolerance { undetermined.append(variable) }
                return
            }
            let weights = group.map { _ in weight() }
            let combination: [(symbol: Int32, weight: Double)] = zip(group, weights).flatMap { member, w in
                member.1.map { (symbol: $0.symbol, weight: w * $0.weight) }
            }
            let scale = weights.reduce(0) { $0 + abs($1) }
            let lower = try tableau.extreme(of: combination)
            let upper = try -tableau.extreme(of: combination.map { ($0.symbol, -$0.weight) })
            if upper - lower <= tolerance * 0.01 * scale / Double(weights.count) { return }
            let middle = group.startIndex + group.count / 2
            try test(group[group.startIndex..<middle])
            try test(group[middle..<group.endIndex])
        }
        try test(unknown[...])
        let order = Dictionary(uniqueKeysWithValues: variables.enumerated().map { (ObjectIdentifier($1), $0) })
        return undetermined.sorted { order[ObjectIdentifier($0)]! < order[ObjectIdentifier($1)]! }
    }
}
