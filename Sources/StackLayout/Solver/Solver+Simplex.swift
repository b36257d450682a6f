/// Adding and removing constraints, and the primal and dual simplex over the lexicographic
/// objective.
extension Solver {
    // MARK: Adding

    func validate(_ constraint: Constraint) throws {
        guard constraint.priority.isValid else {
            throw SolverError.invalidConstraint(
                constraint, reason: "priority \(constraint.priority) is outside 0 < p <= 1000")
        }
        guard constraint.expression.constant.isFinite,
              constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw SolverError.invalidConstraint(constraint, reason: "a number is not finite")
        }
    }

    /// Builds the row of `constraint` over the current parametric symbols, with its markers.
    func makeRow(_ constraint: Constraint) -> (Row, ConstraintTag) {
        let expression = constraint.expression
        noteConstant(expression.constant)
        var row = Row(constant: expression.constant)
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = self.symbol(for: term.variable)
            let slot = rowOf[Int(symbol)]
            if slot >= 0 {
                merge(&row, rows[Int(slot)], scale: term.coefficient, slot: -1)
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        let priority = constraint.priority.rawValue
        var tag = ConstraintTag(marker: -1, other: -1, markerCoefficient: 1, otherCoefficient: 0)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            tag.markerCoefficient = coefficient
            row.add(slack, coefficient)
            if !constraint.priority.isRequired {
                let error = newSymbol(.error, priority: priority)
                tag.other = error
                tag.otherCoefficient = -coefficient
                row.add(error, -coefficient)
                retainLevel(priority)
                addToObjective(error, weight: 1)
            }
        case .equal:
            if !constraint.priority.isRequired {
                let plus = newSymbol(.error, priority: priority)
                let minus = newSymbol(.error, priority: priority)
                tag.marker = plus
                tag.markerCoefficient = -1
                tag.other = minus
                tag.otherCoefficient = 1
                row.add(plus, -1)
                row.add(minus, 1)
                retainLevel(priority)
                retainLevel(priority)
                addToObjective(plus, weight: 1)
                addToObjective(minus, weight: 1)
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

    /// Adds `constraint` to the tableau, without optimising the objective afterwards.
    func insert(_ constraint: Constraint) throws {
        var (row, tag) = makeRow(constraint)
        var subject = chooseSubject(row, tag)
        if subject < 0 && row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
            if abs(row.constant) > constantTolerance {
                let markers = row.symbols
                let conflicting = explainConflict(adding: constraint, markers: markers)
                throw SolverError.unsatisfiableConstraint(constraint, conflicting: conflicting)
            }
            subject = tag.marker
        }
        let recordNumber = register(constraint, tag)
        if subject >= 0 {
            row.solve(for: subject)
            let slot = installRow(row, basic: subject)
            substitute(subject, row, skip: slot)
            return
        }
        let markers = try addWithArtificialVariable(row)
        if let markers {
            unregister(recordNumber)
            let conflicting = explainConflict(adding: constraint, markers: markers)
            throw SolverError.unsatisfiableConstraint(constraint, conflicting: conflicting)
        }
    }

    func register(_ constraint: Constraint, _ tag: ConstraintTag) -> Int32 {
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
        return index
    }

    func unregister(_ index: Int32) {
        guard let record = records[Int(index)] else { return }
        recordIndex[ObjectIdentifier(record.constraint)] = nil
        ownerOf[Int(record.tag.marker)] = -1
        if record.tag.other >= 0 { ownerOf[Int(record.tag.other)] = -1 }
        for symbol in [record.tag.marker, record.tag.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            releaseLevel(errorPriority[Int(symbol)])
        }
        records[Int(index)] = nil
        freeRecords.append(index)
    }

    /// Adds a row that has no valid subject by minimising an artificial variable (phase one of
    /// the two-phase simplex). Returns nil on success; on failure, restores the tableau exactly
    /// and returns the markers of the constraints that make the row infeasible.
    func addWithArtificialVariable(_ row: Row) throws -> [Int32]? {
        let artificial = newSymbol(.slack)
        installRow(row, basic: artificial)
        auxiliary = [row]
        let mark = pivotLog.count
        let wasRecording = isRecordingPivots
        isRecordingPivots = true
        defer { isRecordingPivots = wasRecording }
        try optimizeAuxiliary()
        let objectiveRow = auxiliary[0]
        if abs(objectiveRow.constant) > constantTolerance {
            var markers: [Int32] = []
            for (symbol, coefficient) in zip(objectiveRow.symbols, objectiveRow.coefficients) {
                let kind = kinds[Int(symbol)]
                if (kind == .slack && coefficient > coefficientEpsilon) || kind == .dummy {
                    markers.append(symbol)
                }
            }
            undoPivots(to: mark)
            pivotLog.removeSubrange(mark...)
            auxiliary = []
            infeasibleRows.removeAll()
            let slot = rowOf[Int(artificial)]
            guard slot >= 0 else { throw SolverError.internalError("the artificial row vanished on undo") }
            releaseRow(slot)
            return markers
        }
        pivotLog.removeSubrange(mark...)
        auxiliary = []
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
            var row = rows[Int(slot)]
            rows[Int(slot)] = Row()
            row.remove(artificial)
            rows[Int(slot)] = row
        }
        columns[Int(artificial)] = []
        for index in objective.indices where objective[index].find(artificial) >= 0 {
            objective[index].remove(artificial)
        }
        return nil
    }

    // MARK: Removing

    func remove(recordAt index: Int32) throws {
        guard let record = records[Int(index)] else { return }
        let tag = record.tag
        for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            addToObjective(symbol, weight: -1)
        }
        let marker = tag.marker
        let slot = rowOf[Int(marker)]
        if slot >= 0 {
            releaseRow(slot)
        } else {
            guard let leavingSlot = markerLeavingSlot(marker) else {
                throw SolverError.internalError("no row to remove the marker of \(record.constraint)")
            }
            let leaving = basicOf[Int(leavingSlot)]
            var row = releaseRow(leavingSlot)
            row.solve(for: marker, replacing: leaving)
            substitute(marker, row)
        }
        unregister(index)
    }

    /// The row to pivot a constraint's parametric marker into before dropping it: the
    /// restricted row that limits it most tightly, else any row that contains it.
    func markerLeavingSlot(_ marker: Int32) -> Int32? {
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for slot in rowsContaining(marker) {
            let row = rows[Int(slot)]
            let c = row.coefficient(of: marker)
            if c == 0 { continue }
            if kinds[Int(basicOf[Int(slot)])] == .external {
                if third < 0 { third = slot }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 { r1 = r; first = slot }
            } else {
                let r = row.constant / c
                if r < r2 { r2 = r; second = slot }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    // MARK: Constants

    /// Shifts the constant of the constraint with `tag` by `delta`, updating the row constants
    /// the change reaches. Returns false if a required equality that is a redundant row
    /// (a basic dummy) would be violated.
    func shiftConstant(_ tag: ConstraintTag, by delta: Double) -> Bool {
        let marker = tag.marker
        let markerSlot = rowOf[Int(marker)]
        if markerSlot >= 0 {
            let ok = shiftRow(markerSlot, by: -delta / tag.markerCoefficient)
            return ok
        }
        if tag.other >= 0 {
            let otherSlot = rowOf[Int(tag.other)]
            if otherSlot >= 0 { return shiftRow(otherSlot, by: -delta / tag.otherCoefficient) }
        }
        var ok = true
        let markerShift = delta / tag.markerCoefficient
        for slot in rowsContaining(marker) {
            let c = rows[Int(slot)].coefficient(of: marker)
            if !shiftRow(slot, by: c * markerShift) { ok = false }
        }
        return ok
    }

    private func shiftRow(_ slot: Int32, by amount: Double) -> Bool {
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
    func optimize() throws {
        var degenerate = 0
        while true {
            guard let (entering, direction) = degenerate > 64 ? blandEntering() : primalEntering() else { return }
            guard let slot = primalLeavingSlot(entering, direction: direction) else {
                throw SolverError.internalError("the objective is unbounded")
            }
            degenerate = rows[Int(slot)].constant <= constantTolerance ? degenerate + 1 : 0
            pivot(entering: entering, slot: slot)
        }
    }

    /// Minimises the first auxiliary row (the artificial objective).
    func optimizeAuxiliary() throws {
        while true {
            guard let (entering, direction) = candidate(in: auxiliary[0], above: 0) else { return }
            guard let slot = primalLeavingSlot(entering, direction: direction) else {
                throw SolverError.internalError("the artificial objective is unbounded")
            }
            pivot(entering: entering, slot: slot)
        }
    }

    /// The first symbol (lowest id) of the highest objective level whose coefficient vector is
    /// lexicographically negative, with the direction it should move (+1, or -1 for an
    /// unrestricted symbol whose cost is positive).
    func primalEntering() -> (Int32, Double)? {
        for level in objective.indices {
            if let found = candidate(in: objective[level], above: level) { return found }
        }
        return nil
    }

    /// The first symbol of `row` that lowers it, provided its coefficients at the levels above
    /// `above` are zero.
    private func candidate(in row: Row, above: Int) -> (Int32, Double)? {
        for i in 0..<row.count {
            let c = row.coefficients[i]
            let symbol = row.symbols[i]
            let kind = kinds[Int(symbol)]
            let direction: Double
            switch kind {
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
        for level in objective.indices {
            if let found = candidate(in: objective[level], above: level),
               best == nil || found.0 < best!.0 {
                best = found
            }
        }
        return best
    }

    /// The ratio test: the restricted row that first blocks `entering` as it moves in
    /// `direction`; ties go to the lowest basic symbol.
    func primalLeavingSlot(_ entering: Int32, direction: Double) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for slot in rowsContaining(entering) {
            let index = Int(slot)
            let basic = basicOf[index]
            let kind = kinds[Int(basic)]
            if kind == .external { continue }
            let a = rows[index].coefficient(of: entering) * direction
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
    func dualOptimize() -> Bool {
        while let leaving = infeasibleRows.popLast() {
            let slot = rowOf[Int(leaving)]
            guard slot >= 0, rows[Int(slot)].constant < -constantTolerance else { continue }
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
}
