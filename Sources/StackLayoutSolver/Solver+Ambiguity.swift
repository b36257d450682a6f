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

    /// The smallest and largest values `expression` takes over all optimal solutions
    /// (`-infinity` / `infinity` when unbounded, or when it reads a variable the solver does
    /// not know). The tableau is left as it was.
    public func valueRange(of expression: Expression) throws -> (lower: Double, upper: Double) {
        guard let (combination, constant) = combination(of: expression) else { return (-.infinity, .infinity) }
        guard !combination.isEmpty else { return (constant, constant) }
        let lower = try tableau.extreme(of: combination)
        let upper = try -tableau.extreme(of: combination.map { ($0.symbol, -$0.weight) })
        return (constant + lower, constant + upper)
    }

    /// The indices of `expressions` whose value differs between two optimal solutions (by
    /// more than `tolerance`), in increasing order. An expression that reads a variable the
    /// solver does not know is not determined.
    public func undeterminedExpressions(_ expressions: [Expression], tolerance: Double = 1e-6) throws -> [Int] {
        var combinations: [[(symbol: Int32, weight: Double)]] = []
        var indices: [Int] = []
        var unknown: [Int] = []
        for (index, expression) in expressions.enumerated() {
            guard let (terms, _) = combination(of: expression) else {
                unknown.append(index)
                continue
            }
            combinations.append(terms)
            indices.append(index)
        }
        let moving = try undetermined(combinations, tolerance: tolerance).map { indices[$0] }
        return (moving + unknown).sorted()
    }

    /// An expression's value as `constant + Σ weight × symbol` over symbols of the tableau
    /// (defined symbols expanded), or nil when it reads a variable the solver does not know.
    func combination(of expression: Expression) -> (terms: [(symbol: Int32, weight: Double)], constant: Double)? {
        var order: [ObjectIdentifier] = []
        var merged: [ObjectIdentifier: (variable: Variable, coefficient: Double)] = [:]
        for term in expression.terms {
            let id = ObjectIdentifier(term.variable)
            if let entry = merged[id] {
                merged[id] = (entry.variable, entry.coefficient + term.coefficient)
            } else {
                merged[id] = (term.variable, term.coefficient)
                order.append(id)
            }
        }
        var symbols: [Int32] = [], coefficients: [Double] = []
        for id in order {
            let (variable, coefficient) = merged[id]!
            guard coefficient != 0 else { continue }
            guard let symbol = existingSymbol(for: variable) else { return nil }
            symbols.append(symbol)
            coefficients.append(coefficient)
        }
        let expansion = definitions.expand(symbols[...], coefficients[...], constant: expression.constant)
        return (expansion.terms.map { ($0.symbol, $0.coefficient) }, expansion.constant)
    }

    /// Whether `variable` has the same value in every optimal solution (within `tolerance`).
    public func isDetermined(_ variable: Variable, tolerance: Double = 1e-6) throws -> Bool {
        try undeterminedVariables([variable], tolerance: tolerance).isEmpty
    }

    /// The symbol's value as `constant + Σ weight × symbol` over symbols of the tableau: the
    /// symbol itself, or a defined symbol's expansion.
    func combination(of symbol: Int32) -> (terms: [(symbol: Int32, weight: Double)], constant: Double) {
        guard definitions.isDefined(symbol) else { return ([(symbol, 1)], 0) }
        let expansion = definitions.expand([symbol][...], [1][...], constant: 0)
        return (expansion.terms.map { ($0.symbol, $0.coefficient) }, expansion.constant)
    }

    /// The variables of `variables` that are not determined: each one's value differs between
    /// two optimal solutions (by more than `tolerance`).
    ///
    /// The symbols of the tableau are tested first, against a tolerance a million times
    /// tighter: the variables asked about that are not defined, and the ones the definitions
    /// read, down to the tableau. A defined variable is fixed when all its inputs are fixed that
    /// tightly and the sum of its expansion's coefficients' magnitudes (bounded link by link,
    /// oldest definition first, each once) cannot magnify their moves past `tolerance`. The
    /// others have their expansion tested in a second round: a definition can magnify a small
    /// move (`x == 1e5 * y`), and moves can cancel (a width between two edges that slide
    /// together). So a chain of definitions costs its length, not its length squared.
    public func undeterminedVariables(_ variables: [Variable], tolerance: Double = 1e-6) throws -> [Variable] {
        // One copy of the definitions for the walk below (reading them through `self` copied
        // the whole structure at each call: a tenth of the 20,000-view search).
        let definitions = self.definitions
        let symbols = variables.map { existingSymbol(for: $0) }
        var leaves: [Int32] = []
        // The defined symbols reached, with their definitions' sequence (the terms are read in
        // place: copying each definition's two arrays out was a tenth of the search).
        var reached: [(sequence: Int, subject: Int32)] = []
        // The symbols seen, and below each one's bounds, in per-symbol marks (moved out for the
        // search, and back after it).
        var marks = SymbolMarks()
        swap(&marks, &ambiguityMarks)
        defer { swap(&marks, &ambiguityMarks) }
        marks.begin(symbolCount: tableau.kinds.count)
        var stack: [Int32] = []
        for case let symbol? in symbols {
            if definitions.isDefined(symbol) { stack.append(symbol) } else if marks.mark(symbol) { leaves.append(symbol) }
        }
        while let symbol = stack.popLast() {
            guard marks.mark(symbol) else { continue }
            reached.append((definitions.sequence(ofDefinitionOf: symbol), symbol))
            definitions.forEachTerm(ofDefinitionOf: symbol) { input, _ in
                if definitions.isDefined(input) {
                    stack.append(input)
                } else if marks.mark(input) {
                    leaves.append(input)
                }
            }
        }
        let tight = tolerance * 1e-6
        let tightlyMoving = Set(try undetermined(leaves.map { [($0, 1)] }, tolerance: tight).map { leaves[$0] })
        // The leaves asked about that move by more than `tight` are asked again at `tolerance`.
        let asked = Set(symbols.compactMap { $0 }).filter { tightlyMoving.contains($0) }.sorted()
        let moving = Set(try undetermined(asked.map { [($0, 1)] }, tolerance: tolerance).map { asked[$0] })
        // For each definition: whether its inputs are fixed within `tight`, and a bound on how
        // much it magnifies their moves (oldest first: sequences are unique, so the order is;
        // every input is a leaf or an older definition, so its bounds are set when read).
        for leaf in leaves {
            marks.isFixed[Int(leaf)] = !tightlyMoving.contains(leaf)
            marks.magnification[Int(leaf)] = 1
        }
        reached.sort { $0.sequence < $1.sequence }
        for (_, subject) in reached {
            var all = true, bound = 0.0
            definitions.forEachTerm(ofDefinitionOf: subject) { input, coefficient in
                assert(marks.isMarked(input), "an input of a definition was not reached")
                all = all && marks.isFixed[Int(input)]
                bound += abs(coefficient) * marks.magnification[Int(input)]
            }
            marks.isFixed[Int(subject)] = all
            marks.magnification[Int(subject)] = bound
        }
        var unsettled: [Int] = []
        for (index, symbol) in symbols.enumerated() {
            guard let symbol, definitions.isDefined(symbol) else { continue }
            if !marks.isFixed[Int(symbol)] || marks.magnification[Int(symbol)] * tight > tolerance { unsettled.append(index) }
        }
        let stillMoving = try undetermined(unsettled.map { combination(of: symbols[$0]!).terms }, tolerance: tolerance)
        let movingDefined = Set(stillMoving.map { unsettled[$0] })
        return variables.indices.filter { index in
            guard let symbol = symbols[index] else { return true }
            return definitions.isDefined(symbol) ? movingDefined.contains(index) : moving.contains(symbol)
        }.map { variables[$0] }
    }

    /// The indices of `combinations` (each a sum of weighted symbols of the tableau) whose value
    /// differs between two optimal solutions by more than `tolerance`, in increasing order.
    ///
    /// Most are settled without a pivot (see `quickDetermined`). The rest are tested in groups:
    /// a group is determined when a combination of its members with generic weights (a fixed
    /// pseudo-random sequence, so every run agrees) has one value over the optimal face;
    /// otherwise it is split in two and each half tested, down to single members, whose ranges
    /// are measured exactly. A group could pass while one of its members moves only if the
    /// weights cancel that move exactly, which generic weights do not.
    private func undetermined(_ combinations: [[(symbol: Int32, weight: Double)]], tolerance: Double) throws -> [Int] {
        var undetermined: [Int] = []
        var unknown: [Int] = []
        // Valid until the first exploration pivots; the memo's arrays are kept between searches.
        var memo = FaceMemo()
        swap(&memo, &faceMemo)
        defer { swap(&memo, &faceMemo) }
        memo.forgetAll()
        for (index, terms) in combinations.enumerated() {
            switch try tableau.quickDetermined(terms, tolerance: tolerance, memo: &memo) {
            case true?: break
            case false?: undetermined.append(index)
            case nil: unknown.append(index)
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
        func test(_ group: ArraySlice<Int>) throws {
            guard !group.isEmpty else { return }
            if group.count == 1 {
                let terms = combinations[group.first!]
                let lower = try tableau.extreme(of: terms)
                let upper = try -tableau.extreme(of: terms.map { ($0.symbol, -$0.weight) })
                if upper - lower > tolerance { undetermined.append(group.first!) }
                return
            }
            let weights = group.map { _ in weight() }
            let combination: [(symbol: Int32, weight: Double)] = zip(group, weights).flatMap { index, w in
                combinations[index].map { (symbol: $0.symbol, weight: w * $0.weight) }
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
        return undetermined.sorted()
    }
}
