/// The row operations of adding and removing a constraint, and of shifting its constant.
extension Tableau {
    // MARK: Adding a row

    /// The outcome of inserting a constraint's row.
    enum Insertion {
        case added
        /// The row cannot hold with the required constraints; these markers are in the way.
        case conflict(markers: [Int32])
    }

    /// Builds the row of a constraint `Σ terms + constant relation 0` over the current
    /// parametric symbols, creating its markers (and its errors in the objective). An optional
    /// equality's error below zero is at `priorityBelow` when given (``Constraint/priorityBelow``).
    mutating func makeRow(terms: [(symbol: Int32, coefficient: Double)], constant: Double,
                          relation: Constraint.Relation, priority: LayoutPriority,
                          weight: Double = 1, priorityBelow: LayoutPriority? = nil) -> (Row, ConstraintTag) {
        noteConstant(constant)
        var row = Row(constant: constant)
        // Room for the terms and the markers up front (growing from empty reallocated the
        // row's two arrays at 1, 2, 4 and 8 cells); rows merged in may grow it further.
        // A basic symbol's row is merged in: room for its cells too (cancellations leave less).
        var capacity = 2
        for (symbol, _) in terms {
            let slot = rowOf[Int(symbol)]
            capacity += slot >= 0 ? rows[Int(slot)].count : 1
        }
        row.symbols.reserveCapacity(capacity)
        row.coefficients.reserveCapacity(capacity)
        var magnitude = abs(constant)
        for (symbol, coefficient) in terms where !nearZero(coefficient) {
            let slot = rowOf[Int(symbol)]
            if slot >= 0 {
                magnitude += abs(coefficient * rows[Int(slot)].constant)
                merge(&row, rows[Int(slot)], scale: coefficient, slot: -1, sourceMagnitude: rows[Int(slot)].largestMagnitude)
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
                // `expression = plus - minus`: plus is the error above zero, minus below.
                let levelBelow = priorityBelow?.rawValue ?? level
                let plus = newSymbol(.error, priority: level, weight: weight)
                let minus = newSymbol(.error, priority: levelBelow, weight: weight)
                tag.marker = plus
                tag.markerCoefficient = -1
                tag.other = minus
                tag.otherCoefficient = 1
                row.add(plus, -1)
                row.add(minus, 1)
                retainLevel(level)
                retainLevel(levelBelow)
                addToObjective(plus, weight: weight)
                addToObjective(minus, weight: weight)
            } else {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.add(dummy, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        newRowMagnitude = magnitude
        return (row, tag)
    }

    /// Chooses the symbol to make basic for a new row: an external symbol that appears in the
    /// fewest rows (substituting it fills in the least; ties go to the newest), else a marker
    /// with a negative coefficient. Returns -1 when there is none.
    ///
    /// An external cell under ``residueRatio`` of the row's largest coefficient is a residue of
    /// cancellation, never the subject: solving for it divides the row by it. (Sparse generic
    /// seed 16002831: a required row of cells up to 2.2e6 kept 1.9e-9 of an external; solved
    /// for it, the values went to 2.3e16, and a required constraint that cannot hold went in,
    /// since every row then held to the rounding of values that size.)
    func chooseSubject(_ row: Row, _ tag: ConstraintTag) -> Int32 {
        var best: Int32 = -1
        var bestCount = Int.max
        for i in 0..<row.count where kinds[Int(row.symbols[i])] == .external {
            let symbol = row.symbols[i]
            if row.isResidue(abs(row.coefficients[i])) { continue }
            let count = columns.count(Int(symbol))
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
    ///
    /// The row is consumed: solving it for its subject then works on its own storage instead
    /// of a copy.
    mutating func insert(_ row: consuming Row, _ tag: ConstraintTag) -> Insertion {
        var row = row
        var subject = chooseSubject(row, tag)
        if subject < 0 && isResidueOfItsTerms(row) {
            // Every cell but the dummies' is the rounding left where the terms cancel: the new
            // constraint is a combination of those in the tableau (sparse generic seed
            // 22010475: `c28` is twice `c10` with its constant moved by 0.5; substituted, its
            // cells were 1e-12 to 5e-8 after terms of 8.8e4, and phase one made it hold by
            // moving them 1.4e7). They go, and the constant decides.
            for symbol in row.symbols where kinds[Int(symbol)] != .dummy { row.remove(symbol) }
        }
        if subject < 0 && row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
            if abs(row.constant) > conflictTolerance(newRowMagnitude) { return .conflict(markers: row.symbols) }
            subject = tag.marker
        }
        if subject >= 0 {
            row.solve(for: subject)
            if abs(row.constant) > valueScale { valueScale = abs(row.constant) }
            let slot = installRow(row, basic: subject)
            substitute(subject, row, skip: slot)
            return .added
        }
        return addWithArtificialVariable(row)
    }

    /// Whether every cell of a new row but the dummies' is under ``residueRatio`` of the largest
    /// term the row was summed from (``newRowMagnitude``): the residue of terms that cancel.
    private func isResidueOfItsTerms(_ row: Row) -> Bool {
        let bound = residueRatio * newRowMagnitude
        for i in 0..<row.count where kinds[Int(row.symbols[i])] != .dummy && abs(row.coefficients[i]) >= bound {
            return false
        }
        return true
    }

    /// Adds a row that has no valid subject by minimising an artificial variable (phase one of
    /// the two-phase simplex). On failure the tableau is restored exactly and the markers of
    /// the constraints that make the row infeasible are returned.
    private mutating func addWithArtificialVariable(_ row: Row) -> Insertion {
        beginTransaction()
        let artificial = newSymbol(.slack)
        installRow(row, basic: artificial)
        auxiliary = row
        optimizeAuxiliary()
        let objectiveRow = auxiliary!
        auxiliary = nil
        if abs(objectiveRow.constant) > conflictTolerance(newRowMagnitude) {
            var markers: [Int32] = []
            for (symbol, coefficient) in zip(objectiveRow.symbols, objectiveRow.coefficients) {
                let kind = kinds[Int(symbol)]
                if (kind == .slack && coefficient > coefficientEpsilon) || kind == .dummy {
                    markers.append(symbol)
                }
            }
            rollbackTransaction()
            freeSymbol(artificial)
            return .conflict(markers: markers)
        }
        commitTransaction()
        let slot = rowOf[Int(artificial)]
        if slot >= 0 {
            var definition = releaseRow(slot)
            if !definition.isEmpty {
                // The artificial is basic at 0: any of its row's symbols may replace it (a
                // degenerate pivot). A slack or error that appears in the fewest rows fills in
                // the least (the lowest id among equals), provided its coefficient is at least
                // ``pivotRatio`` of the row's largest (a smaller one would scale the row by its
                // inverse); failing that, the symbol with the largest coefficient.
                var entering: Int32 = -1
                var fewest = Int32.max
                let smallest = pivotRatio * definition.largestMagnitude
                for (symbol, c) in zip(definition.symbols, definition.coefficients)
                    where (kinds[Int(symbol)] == .slack || kinds[Int(symbol)] == .error) && abs(c) >= smallest {
                    if columnLive[Int(symbol)] < fewest {
                        entering = symbol
                        fewest = columnLive[Int(symbol)]
                    }
                }
                if entering < 0 {
                    var largest = 0.0
                    for (symbol, c) in zip(definition.symbols, definition.coefficients) where abs(c) > largest {
                        entering = symbol
                        largest = abs(c)
                    }
                }
                definition.solve(for: entering, replacing: artificial)
                definition.remove(artificial)
                let newSlot = installRow(definition, basic: entering)
                substitute(entering, definition, skip: newSlot)
            }
        }
        for slot in rowsContaining(artificial) {
            rows[Int(slot)].remove(artificial)
        }
        clearColumn(artificial)
        for index in objective.indices
        where objectiveMayHold(artificial, at: index) && objective[index].find(artificial) >= 0 {
            objectiveDidChange(at: index)
            objective[index].remove(artificial)
            objectiveLost(artificial, at: index)
        }
        freeSymbol(artificial)
        return .added
    }

    /// The magnitude under which the residual of a required row counts as zero, for a row
    /// whose terms at the current values add up to `magnitude` in absolute value (the scale of
    /// the rounding in its constant): the constant tolerance, or ``conflictRatio`` of that
    /// magnitude, whichever is larger.
    func conflictTolerance(_ magnitude: Double) -> Double {
        max(constantTolerance, conflictRatio * magnitude)
    }

    // MARK: Removing a row

    /// Removes the constraint whose markers `tag` names: its errors leave the objective, and
    /// its marker is pivoted into the basis (if it is not basic) and its row dropped.
    mutating func remove(_ tag: ConstraintTag) {
        for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            addToObjective(symbol, weight: -tag.weight)
        }
        let marker = tag.marker
        let slot = rowOf[Int(marker)]
        if slot >= 0 {
            releaseRow(slot)
        } else {
            guard let leavingSlot = markerLeavingSlot(marker) else {
                // The marker is in no row (its cells were rounding residue, dropped): no row
                // holds the constraint, so there is none to drop. Its costs go with it.
                for level in objective.indices
                where objectiveMayHold(marker, at: level) && objective[level].find(marker) >= 0 {
                    journalObjective(level)
                    objective[level].remove(marker)
                    objectiveLost(marker, at: level)
                    objectiveDidChange(at: level)
                }
                clearColumn(marker)
                releaseErrorLevels(tag)
                freeSymbols(of: tag)
                return
            }
            let leaving = basicOf[Int(leavingSlot)]
            var row = releaseRow(leavingSlot)
            row.solve(for: marker, replacing: leaving)
            substitute(marker, row)
        }
        releaseErrorLevels(tag)
        freeSymbols(of: tag)
    }

    /// Frees the markers of a constraint that left the tableau, or never entered it.
    mutating func freeSymbols(of tag: ConstraintTag) {
        for symbol in [tag.marker, tag.other] where symbol >= 0 { freeSymbol(symbol) }
    }

    private mutating func releaseErrorLevels(_ tag: ConstraintTag) {
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
    /// tightly, else the unrestricted row whose cell of the marker is largest beside its row's
    /// largest coefficient (kiwi takes any: sparse generic seed 20000921 pivoted on a cell of
    /// 1.5e-5 in a row of 4.4 where others were at hand, and a required constraint ended 5.4e-5
    /// off, at terms of 34).
    ///
    /// A cell that is rounding residue (see `isResidue`) is dropped rather than pivoted on, and
    /// when the restricted row chosen holds the marker with less than ``pivotRatio`` of the
    /// largest coefficient among the rows of its class, Harris's rule chooses within the class
    /// instead (as in ``primalLeavingSlot(_:direction:)``).
    mutating func markerLeavingSlot(_ marker: Int32) -> Int32? {
        var dummyRow: Int32 = -1, first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity, thirdElement = 0.0
        var largest1 = 0.0, largest2 = 0.0
        let slots = rowsContaining(marker)
        for slot in slots {
            let c = rows[Int(slot)].coefficient(of: marker)
            if c == 0 { continue }
            if isResidue(marker, inRowAt: slot) {
                dropResidueCell(marker, inRowAt: slot)
                continue
            }
            let row = rows[Int(slot)]
            switch kinds[Int(basicOf[Int(slot)])] {
            case .dummy:
                if dummyRow < 0 { dummyRow = slot }
            case .external:
                // Any unrestricted row will do: the one whose element is largest beside its
                // row's largest, so that solving it scales its row (and every row it is put
                // into) the least.
                let element = abs(c) / row.largestMagnitude
                if element > thirdElement {
                    third = slot
                    thirdElement = element
                }
            case .slack, .error:
                if c < 0 {
                    let r = -row.constant / c
                    if r < r1 { r1 = r; first = slot }
                    largest1 = max(largest1, -c)
                } else {
                    let r = row.constant / c
                    if r < r2 { r2 = r; second = slot }
                    largest2 = max(largest2, c)
                }
            }
        }
        if first >= 0 && -rows[Int(first)].coefficient(of: marker) < pivotRatio * largest1 {
            first = harrisMarkerSlot(marker, slots, sign: -1)
        }
        if second >= 0 && rows[Int(second)].coefficient(of: marker) < pivotRatio * largest2 {
            second = harrisMarkerSlot(marker, slots, sign: 1)
        }
        for candidate in [dummyRow, first, second, third] where candidate >= 0 { return candidate }
        return nil
    }

    /// Among the restricted rows where the marker's coefficient has `sign`, the one with the
    /// largest coefficient whose ratio is within the tolerance-relaxed bound.
    private func harrisMarkerSlot(_ marker: Int32, _ slots: [Int32], sign: Double) -> Int32 {
        let tolerance = constantTolerance
        var bound = Double.infinity
        var candidates: [(slot: Int32, element: Double, ratio: Double)] = []
        for slot in slots {
            let kind = kinds[Int(basicOf[Int(slot)])]
            guard kind == .slack || kind == .error else { continue }
            let element = sign * rows[Int(slot)].coefficient(of: marker)
            guard element > 0 else { continue }
            let constant = max(0, rows[Int(slot)].constant)
            candidates.append((slot, element, constant / element))
            bound = min(bound, (constant + tolerance) / element)
        }
        var best: Int32 = -1, bestElement = 0.0
        for candidate in candidates where candidate.ratio <= bound && candidate.element > bestElement {
            best = candidate.slot
            bestElement = candidate.element
        }
        return best
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
                if deferredDummySlots != nil {
                    deferredDummySlots!.append(slot)
                } else if abs(constant) > tolerance {
                    ok = false
                }
            case .slack, .error:
                if constant < 0 { infeasibleRows.append(basic) }
            }
        }
        // Each level's constant is its value, which moves with the rows of the basic errors
        // the shift reached: the marker's cost there, less its own weight when it is an error
        // of that level (its own value does not change; only the rows that contain it do).
        let ownLevel = kinds[Int(marker)] == .error ? level(of: errorPriority[Int(marker)]) : -1
        for level in objective.indices {
            var c = cost(of: marker, at: level)
            if level == ownLevel { c -= errorWeight[Int(marker)] }
            if c != 0 { objective[level].constant += c * markerShift }
        }
        return ok
    }

    /// Shifts the constants of constraints at once: one constraint's own, or those of the rows
    /// that hold one definition's expansion. A redundant required equality (a basic dummy) is
    /// checked only after every shift: its row may move with several of them, which cancel out
    /// together.
    mutating func shiftConstants(_ shifts: [(tag: ConstraintTag, amount: Double)]) -> Bool {
        deferredDummySlots = []
        for (tag, amount) in shifts { _ = shiftConstant(tag, by: amount) }
        let slots = deferredDummySlots!
        deferredDummySlots = nil
        let tolerance = constantTolerance
        return slots.allSatisfy { basicOf[Int($0)] < 0 || abs(rows[Int($0)].constant) <= tolerance }
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
            if deferredDummySlots != nil {
                deferredDummySlots!.append(slot)
                return true
            }
            return abs(rows[index].constant) <= constantTolerance
        case .slack, .error:
            if rows[index].constant < 0 { infeasibleRows.append(basic) }
        }
        return true
    }
}
