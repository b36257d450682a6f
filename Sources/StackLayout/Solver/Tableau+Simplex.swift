/// The primal and dual simplex over the lexicographic objective, and the row operations of
/// adding and removing a constraint.
extension Tableau {
    // MARK: Adding a row

    /// The outcome of inserting a constraint's row.
    enum Insertion {
        case added
        /// The row cannot hold with the required constraints; these markers are in the way.
        case conflict(markers: [Int32])
    }

    /// Builds the row of a constraint `Σ terms + constant relation 0` over the current
    /// parametric symbols, creating its markers (and its errors in the objective).
    mutating func makeRow(terms: [(symbol: Int32, coefficient: Double)], constant: Double,
                          relation: LayoutRelation, priority: LayoutPriority,
                          weight: Double = 1) -> (Row, ConstraintTag) {
        noteConstant(constant)
        var row = Row(constant: constant)
        for (symbol, coefficient) in terms where !nearZero(coefficient) {
            let slot = rowOf[Int(symbol)]
            if slot >= 0 {
                merge(&row, rows[Int(slot)], scale: coefficient, slot: -1)
            } else {
                row.add(symbol, coefficient)
            }
        }
        let level = priority.rawValue
        var tag = ConstraintTag(marker: -1, other: -1, markerCoefficient: 1, otherCoefficient: 0, weight: weight)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            tag.markerCoefficient = coefficient
            row.add(slack, coefficient)
            if !priority.isRequired {
                let error = newSymbol(.error, priority: level, weight: weight)
                tag.other = error
                tag.otherCoefficient = -coefficient
                row.add(error, -coefficient)
                retainLevel(level)
                addToObjective(error, weight: weight)
            }
        case .equal:
            if !priority.isRequired {
                let plus = newSymbol(.error, priority: level, weight: weight)
                let minus = newSymbol(.error, priority: level, weight: weight)
                tag.marker = plus
                tag.markerCoefficient = -1
                tag.other = minus
                tag.otherCoefficient = 1
                row.add(plus, -1)
                row.add(minus, 1)
                retainLevel(level)
                retainLevel(level)
                addToObjective(plus, weight: weight)
                addToObjective(minus, weight: weight)
            } else {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.add(dummy, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// Chooses the symbol to make basic for a new row: an external symbol that appears in the
    /// fewest rows (substituting it fills in the least; ties go to the newest), else a marker
    /// with a negative coefficient. Returns -1 when there is none.
    func chooseSubject(_ row: Row, _ tag: ConstraintTag) -> Int32 {
        var best: Int32 = -1
        var bestCount = Int.max
        for symbol in row.symbols where kinds[Int(symbol)] == .external {
            let count = columns[Int(symbol)].count
            if count <= bestCount {
                best = symbol
                bestCount = count
            }
        }
        if best >= 0 { return best }
        for symbol in [tag.marker, tag.other] where symbol >= 0 {
            let kind = kinds[Int(symbol)]
            if (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0 { return symbol }
        }
        return -1
    }

    /// Adds a constraint's row to the tableau (without optimising the objective afterwards).
    mutating func insert(_ row: Row, _ tag: ConstraintTag) throws -> Insertion {
        var row = row
        var subject = chooseSubject(row, tag)
        if subject < 0 && row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
            if abs(row.constant) > constantTolerance { return .conflict(markers: row.symbols) }
            subject = tag.marker
        }
        if subject >= 0 {
            row.solve(for: subject)
            let slot = installRow(row, basic: subject)
            substitute(subject, row, skip: slot)
            return .added
        }
        return try addWithArtificialVariable(row)
    }

    /// Adds a row that has no valid subject by minimising an artificial variable (phase one of
    /// the two-phase simplex). On failure the tableau is restored exactly and the markers of
    /// the constraints that make the row infeasible are returned.
    private mutating func addWithArtificialVariable(_ row: Row) throws -> Insertion {
        beginTransaction()
        let artificial = newSymbol(.slack)
        installRow(row, basic: artificial)
        auxiliary = row
        do {
            try optimizeAuxiliary()
        } catch {
            auxiliary = nil
            rollbackTransaction()
            throw error
        }
        let objectiveRow = auxiliary!
        auxiliary = nil
        if abs(objectiveRow.constant) > constantTolerance {
            var markers: [Int32] = []
            for (symbol, coefficient) in zip(objectiveRow.symbols, objectiveRow.coefficients) {
                let kind = kinds[Int(symbol)]
                if (kind == .slack && coefficient > coefficientEpsilon) || kind == .dummy {
                    markers.append(symbol)
                }
            }
            rollbackTransaction()
            return .conflict(markers: markers)
        }
        commitTransaction()
        let slot = rowOf[Int(artificial)]
        if slot >= 0 {
            var definition = releaseRow(slot)
            if !definition.isEmpty {
                let entering = definition.symbols.first { kinds[Int($0)] == .slack || kinds[Int($0)] == .error }
                    ?? definition.symbols[0]
                definition.solve(for: entering, replacing: artificial)
                definition.remove(artificial)
                let newSlot = installRow(definition, basic: entering)
                substitute(entering, definition, skip: newSlot)
            }
        }
        for slot in rowsContaining(artificial) {
            rows[Int(slot)].remove(artificial)
        }
        columns[Int(artificial)] = []
        for index in objective.indices where objective[index].find(artificial) >= 0 {
            objective[index].remove(artificial)
        }
        return .added
    }

    // MARK: Removing a row

    /// Removes the constraint whose markers `tag` names: its errors leave the objective, and
    /// its marker is pivoted into the basis (if it is not basic) and its row dropped.
    mutating func remove(_ tag: ConstraintTag) throws {
        for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            addToObjective(symbol, weight: -tag.weight)
        }
        let marker = tag.marker
        let slot = rowOf[Int(marker)]
        if slot >= 0 {
            releaseRow(slot)
        } else {
            guard let leavingSlot = markerLeavingSlot(marker) else {
                throw SolverError.internalError("no row to remove a marker from")
            }
            let leaving = basicOf[Int(leavingSlot)]
            var row = releaseRow(leavingSlot)
            row.solve(for: marker, replacing: leaving)
            substitute(marker, row)
        }
        for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            releaseLevel(errorPriority[Int(symbol)])
            errorWeight[Int(symbol)] = 0
        }
    }

    /// The row to pivot a constraint's parametric marker into before dropping it.
    ///
    /// A row whose basic symbol is another required equality's dummy comes first: that
    /// equality is redundant with this one, and keeping its row would leave it unenforced
    /// (a dummy must stay 0). Then, as in kiwi, the restricted row that limits the marker most
    /// tightly, else any row that contains it.
    mutating func markerLeavingSlot(_ marker: Int32) -> Int32? {
        var dummyRow: Int32 = -1, first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for slot in rowsContaining(marker) {
            let row = rows[Int(slot)]
            let c = row.coefficient(of: marker)
            if c == 0 { continue }
            switch kinds[Int(basicOf[Int(slot)])] {
            case .dummy:
                if dummyRow < 0 { dummyRow = slot }
            case .external:
                if third < 0 { third = slot }
            case .slack, .error:
                if c < 0 {
                    let r = -row.constant / c
                    if r < r1 { r1 = r; first = slot }
                } else {
                    let r = row.constant / c
                    if r < r2 { r2 = r; second = slot }
                }
            }
        }
        for candidate in [dummyRow, first, second, third] where candidate >= 0 { return candidate }
        return nil
    }

    // MARK: Constants

    /// Shifts the constant of the constraint with `tag` by `delta`, updating the row constants
    /// the change reaches. Returns false if a redundant required equality (a basic dummy)
    /// would be violated.
    mutating func shiftConstant(_ tag: ConstraintTag, by delta: Double) -> Bool {
        let marker = tag.marker
        let markerSlot = rowOf[Int(marker)]
        if markerSlot >= 0 {
            return shiftBasic(marker, markerSlot, by: -delta / tag.markerCoefficient)
        }
        if tag.other >= 0 {
            let otherSlot = rowOf[Int(tag.other)]
            if otherSlot >= 0 { return shiftBasic(tag.other, otherSlot, by: -delta / tag.otherCoefficient) }
        }
        var ok = true
        let markerShift = delta / tag.markerCoefficient
        let slots = rowsContaining(marker)
        let tolerance = constantTolerance
        for (position, slot) in slots.enumerated() {
            let amount = columnCoefficients[position] * markerShift
            let index = Int(slot)
            let basic = basicOf[index]
            let constant = rows.withUnsafeMutableBufferPointer { buffer -> Double in
                buffer[index].constant += amount
                return buffer[index].constant
            }
            switch kinds[Int(basic)] {
            case .external:
                markDirty(basic)
            case .dummy:
                if abs(constant) > tolerance { ok = false }
            case .slack, .error:
                if constant < 0 { infeasibleRows.append(basic) }
            }
        }
        // Each level's constant is its value, which moves with the rows of the basic errors
        // the shift reached: the marker's cost there, less its own weight when it is an error
        // of that level (its own value does not change; only the rows that contain it do).
        let ownLevel = kinds[Int(marker)] == .error ? level(of: errorPriority[Int(marker)]) : -1
        for level in objective.indices {
            var c = objective[level].coefficient(of: marker)
            if level == ownLevel { c -= errorWeight[Int(marker)] }
            if c != 0 { objective[level].constant += c * markerShift }
        }
        return ok
    }

    /// Shifts the row of a basic marker (or other symbol) by `amount`; when the symbol is an
    /// error, its level's value moves by its weight times the shift.
    private mutating func shiftBasic(_ symbol: Int32, _ slot: Int32, by amount: Double) -> Bool {
        if kinds[Int(symbol)] == .error {
            objective[level(of: errorPriority[Int(symbol)])].constant += errorWeight[Int(symbol)] * amount
        }
        return shiftRow(slot, by: amount)
    }

    private mutating func shiftRow(_ slot: Int32, by amount: Double) -> Bool {
        let index = Int(slot)
        rows[index].constant += amount
        let basic = basicOf[index]
        switch kinds[Int(basic)] {
        case .external:
            markDirty(basic)
        case .dummy:
            return abs(rows[index].constant) <= constantTolerance
        case .slack, .error:
            if rows[index].constant < 0 { infeasibleRows.append(basic) }
        }
        return true
    }

    // MARK: Primal simplex

    /// Minimises the objective lexicographically: level by level, highest priority first.
    mutating func optimize() throws {
        var degenerate = 0
        let tolerance = constantTolerance
        while true {
            guard let (entering, direction) = degenerate > 64 ? blandEntering() : primalEntering() else { break }
            guard let slot = primalLeavingSlot(entering, direction: direction) else {
                throw SolverError.internalError("the objective is unbounded")
            }
            degenerate = rows[Int(slot)].constant <= tolerance ? degenerate + 1 : 0
            pivot(entering: entering, slot: slot)
        }
        // The primal simplex keeps every row feasible; anything queued is rounding residue.
        infeasibleRows.removeAll(keepingCapacity: true)
    }

    /// Minimises the auxiliary row (the artificial objective), by Bland's rule.
    mutating func optimizeAuxiliary() throws {
        while let row = auxiliary, let (entering, direction) = candidate(in: row, above: 0) {
            guard let slot = primalLeavingSlot(entering, direction: direction) else {
                throw SolverError.internalError("the artificial objective is unbounded")
            }
            pivot(entering: entering, slot: slot)
        }
    }

    /// The first symbol (lowest id) of the highest objective level whose coefficient vector is
    /// lexicographically negative, with the direction it should move (+1, or -1 for an
    /// unrestricted symbol whose cost is positive).
    ///
    /// Levels below the lowest level with a positive value are already at their minimum (0)
    /// and have nothing lower to make room for, so they are not searched; when every level is
    /// at 0, the layout is optimal without a pivot. (Levels above it are searched even at 0:
    /// a degenerate pivot there can be what makes a lower level improvable.)
    func primalEntering() -> (Int32, Double)? {
        let tolerance = constantTolerance
        guard let last = objective.lastIndex(where: { $0.constant > tolerance }) else { return nil }
        for level in 0...last {
            if let found = steepest(in: objective[level], above: level) { return found }
        }
        return nil
    }

    /// Dantzig's rule at one level: the eligible symbol with the most negative cost (the
    /// lowest id among equals). It takes far fewer pivots than Bland's rule on degenerate
    /// layouts (every item exactly at its intrinsic size); ``optimize()`` falls back to
    /// Bland's after a run of degenerate pivots, so it cannot cycle.
    private func steepest(in row: Row, above: Int) -> (Int32, Double)? {
        var best: (Int32, Double)?
        var bestRate = 0.0
        for i in 0..<row.count {
            let c = row.coefficients[i]
            let symbol = row.symbols[i]
            let direction: Double
            switch kinds[Int(symbol)] {
            case .dummy: continue
            case .external:
                if nearZero(c) { continue }
                direction = c < 0 ? 1 : -1
            case .slack, .error:
                if c > -coefficientEpsilon { continue }
                direction = 1
            }
            let rate = -abs(c)
            if rate < bestRate - coefficientEpsilon, isZeroAbove(symbol, level: above) {
                best = (symbol, direction)
                bestRate = rate
            }
        }
        return best
    }

    /// The first symbol of `row` that lowers it, provided its coefficients at the levels above
    /// `above` are zero.
    func candidate(in row: Row, above: Int) -> (Int32, Double)? {
        for i in 0..<row.count {
            let c = row.coefficients[i]
            let symbol = row.symbols[i]
            let direction: Double
            switch kinds[Int(symbol)] {
            case .dummy: continue
            case .external:
                if nearZero(c) { continue }
                direction = c < 0 ? 1 : -1
            case .slack, .error:
                if c > -coefficientEpsilon { continue }
                direction = 1
            }
            if isZeroAbove(symbol, level: above) { return (symbol, direction) }
        }
        return nil
    }

    @inline(__always)
    private func isZeroAbove(_ symbol: Int32, level: Int) -> Bool {
        var l = 0
        while l < level {
            if !nearZero(objective[l].coefficient(of: symbol)) { return false }
            l += 1
        }
        return true
    }

    /// Bland's rule over all levels (the lowest-id symbol whose cost vector is negative),
    /// used after a run of degenerate pivots so the simplex cannot cycle.
    private func blandEntering() -> (Int32, Double)? {
        var best: (Int32, Double)?
        let tolerance = constantTolerance
        guard let last = objective.lastIndex(where: { $0.constant > tolerance }) else { return nil }
        for level in 0...last {
            if let found = candidate(in: objective[level], above: level),
               best == nil || found.0 < best!.0 {
                best = found
            }
        }
        return best
    }

    /// The ratio test: the restricted row that first blocks `entering` as it moves in
    /// `direction`; ties go to the lowest basic symbol.
    mutating func primalLeavingSlot(_ entering: Int32, direction: Double) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        let slots = rowsContaining(entering)
        for (position, slot) in slots.enumerated() {
            let index = Int(slot)
            let basic = basicOf[index]
            let kind = kinds[Int(basic)]
            if kind == .external { continue }
            let a = columnCoefficients[position] * direction
            let ratio: Double
            if kind == .dummy {
                if nearZero(a) { continue }
                ratio = 0
            } else {
                if a > -coefficientEpsilon { continue }
                ratio = max(0, rows[index].constant) / -a
            }
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best >= 0 ? best : nil
    }

    // MARK: Dual simplex

    /// Restores feasibility after constants changed, keeping the objective optimal.
    /// Returns false when a row cannot be made feasible (the constraints are inconsistent).
    mutating func dualOptimize() -> Bool {
        let tolerance = constantTolerance
        while let leaving = infeasibleRows.popLast() {
            let slot = rowOf[Int(leaving)]
            guard slot >= 0, rows[Int(slot)].constant < -tolerance else { continue }
            guard let entering = dualEntering(slot) else {
                infeasibleRows.removeAll()
                return false
            }
            pivot(entering: entering, slot: slot)
        }
        return true
    }

    /// The symbol of the infeasible row at `slot` whose entry keeps the objective optimal: the
    /// lexicographically smallest ratio of cost vector to coefficient.
    private func dualEntering(_ slot: Int32) -> Int32? {
        let row = rows[Int(slot)]
        var best: Int32 = -1
        var bestCoefficient = 0.0
        for i in 0..<row.count {
            let symbol = row.symbols[i]
            let a = row.coefficients[i]
            let kind = kinds[Int(symbol)]
            if kind == .dummy { continue }
            if kind == .external {
                if nearZero(a) { continue }
            } else if a < coefficientEpsilon {
                continue
            }
            if best < 0 || dualRatioLess(symbol, abs(a), than: best, bestCoefficient) {
                best = symbol
                bestCoefficient = abs(a)
            }
        }
        return best >= 0 ? best : nil
    }

    private func dualRatioLess(_ s: Int32, _ a: Double, than t: Int32, _ b: Double) -> Bool {
        for level in objective.indices {
            let r = objective[level].coefficient(of: s) / a
            let q = objective[level].coefficient(of: t) / b
            if r < q - coefficientEpsilon { return true }
            if r > q + coefficientEpsilon { return false }
        }
        return s < t
    }

    // MARK: The optimal face

    /// The minimum of `sign × symbol` over the optimal face: a simplex on it that pivots only
    /// on symbols whose cost is zero at every level, so the objective never changes. The
    /// tableau is restored exactly afterwards.
    mutating func extreme(of symbol: Int32, sign: Double) throws -> Double {
        var probe = Row()
        let slot = rowOf[Int(symbol)]
        if slot >= 0 {
            merge(&probe, rows[Int(slot)], scale: sign, slot: -1)
        } else {
            probe.add(symbol, sign)
        }
        let saved = auxiliary
        let savedDirty = dirtySymbols.count
        beginTransaction()
        auxiliary = probe
        defer {
            auxiliary = saved
            rollbackTransaction()
            // Restoring marks symbols dirty that did not change; drop those marks.
            for symbol in dirtySymbols[savedDirty...] { isDirty[Int(symbol)] = false }
            dirtySymbols.removeSubrange(savedDirty...)
        }
        var steps = 0
        while let row = auxiliary, let (entering, direction) = faceEntering(row) {
            guard let leavingSlot = primalLeavingSlot(entering, direction: direction) else {
                return -.infinity
            }
            pivot(entering: entering, slot: leavingSlot)
            steps += 1
            if steps > 100_000 { throw SolverError.internalError("the face exploration did not terminate") }
        }
        return auxiliary!.constant
    }

    /// The lowest-id symbol of `row` that lowers it and costs nothing at any level.
    private func faceEntering(_ row: Row) -> (Int32, Double)? {
        for i in 0..<row.count {
            let symbol = row.symbols[i]
            let c = row.coefficients[i]
            let direction: Double
            switch kinds[Int(symbol)] {
            case .dummy: continue
            case .external:
                if nearZero(c) { continue }
                direction = c < 0 ? 1 : -1
            case .slack, .error:
                if c > -coefficientEpsilon { continue }
                direction = 1
            }
            if objective.allSatisfy({ nearZero($0.coefficient(of: symbol)) }) {
                return (symbol, direction)
            }
        }
        return nil
    }
}
