/// The exploration of the optimal face: how far a combination of symbols can move while every
/// priority level stays as well satisfied as it is (what the ambiguity search asks).
extension Tableau {
    /// The minimum of `sign × symbol` over the optimal face: a simplex on it that pivots only
    /// on symbols whose cost is zero at every level, so the objective never changes. The
    /// tableau is restored exactly afterwards.
    mutating func extreme(of symbol: Int32, sign: Double) throws -> Double {
        try extreme(of: [(symbol, sign)])
    }

    /// The minimum of `Σ weight × symbol` over the optimal face.
    mutating func extreme(of combination: [(symbol: Int32, weight: Double)]) throws -> Double {
        var unrecorded: [Int32]?
        return try extreme(of: combination, scanning: false, entering: &unrecorded)
    }

    /// ``extreme(of:)``, appending each pivot's entering symbol to `trace` unless it is nil.
    ///
    /// With `scanning`, the exploration as it was before the candidate heap and the
    /// ``FaceProbe``, kept for the tests that check both make the same pivots to the same
    /// value: each entering symbol is found by a scan of the whole probe, and the probe is the
    /// auxiliary row, which each pivot's substitution updates (moving the probe's cells after
    /// the change: a group test's probe holds every undecided symbol's row, and its pivots
    /// grow with it, so the two together cost the group's size squared).
    mutating func extreme(of combination: [(symbol: Int32, weight: Double)], scanning: Bool,
                          entering trace: inout [Int32]?) throws -> Double {
        completeOptimization()
        let row = probeRow(combination)
        let saved = auxiliary
        let savedDirty = dirtySymbols.count
        // The scale of the values is the system's, not the exploration's: its pivots are undone.
        let savedScales = (valueScale, currentValueScale, pivotsSinceRecount)
        beginTransaction()
        auxiliary = scanning ? row : nil
        defer {
            auxiliary = saved
            (valueScale, currentValueScale, pivotsSinceRecount) = savedScales
            rollbackTransaction()
            // Restoring marks symbols dirty that did not change; drop those marks.
            for symbol in dirtySymbols[savedDirty...] { isDirty[Int(symbol)] = false }
            dirtySymbols.removeSubrange(savedDirty...)
        }
        var steps = 0
        // The scale of the probe's rounding: its rows' (not raised by the rows substituted into it).
        let magnitude = probeMagnitude(combination)
        var probe = FaceProbe(scanning ? Row() : row)
        var candidates = FaceCandidates(scanning ? [] : row.symbols)
        // Symbols whose move without end moves the probe by rounding residue only.
        var residues: Set<Int32> = []
        while let (entering, direction) = scanning
                ? faceEnteringByScan(auxiliary!, excluding: residues, floor: cancellationEpsilon * magnitude)
                : faceEntering(probe, &candidates, excluding: residues, floor: cancellationEpsilon * magnitude) {
            let c = scanning ? auxiliary!.coefficient(of: entering) : probe.coefficient(of: entering)
            guard let leavingSlot = primalLeavingSlot(entering, direction: direction, probeRate: abs(c)) else {
                let largest = scanning ? auxiliary!.coefficients.reduce(0) { max($0, abs($1)) }
                                       : probe.cells.values.reduce(0) { max($0, abs($1)) }
                if !isRayResidue(entering, c, largest: largest) { return -.infinity }
                residues.insert(entering)
                continue
            }
            if steps >= explorationStepLimit {
                throw SolverError.internalError("the face exploration did not terminate in \(explorationStepLimit) pivots")
            }
            // The entering symbol costs nothing at any level: what the objective still holds of
            // it is rounding, and goes before the pivot (the transaction restores it). Carried
            // into every cost by the pivot, scaled by its inverse element, it became costs:
            // sparse generic seed 15009672 pivoted on a cell of 1.5e-8, residues of 1e-12 came
            // out as costs of 1e-4 at a level whose tolerance is 5.8e-9, and they kept the
            // symbols of a ray of the face from entering (x18's upper end 7.93 where the exact
            // LP has none).
            for level in objective.indices where cost(of: entering, at: level) != 0 {
                dropResidueCost(of: entering, at: level)
            }
            pivot(entering: entering, slot: leavingSlot, scanned: lastScannedColumn)
            steps += 1
            trace?.append(entering)
            // The pivot row is the entering symbol's definition now: the probe's cells of its
            // symbols are the ones the pivot changes.
            let definition = rows[Int(leavingSlot)]
            guard !scanning else { continue }
            probe.substitute(entering, definition)
            candidates.changed(definition.symbols)
        }
        return scanning ? auxiliary!.constant : probe.constant
    }

    /// Makes the basis dual feasible at every level, once after each change, so that the
    /// optimal face is exactly where the symbols that cost nothing can move. Values do not
    /// change (the pivots are degenerate); the basis may become another, equivalent one.
    mutating func completeOptimization() {
        guard !isComplete else { return }
        optimize(complete: true)
        isComplete = !stoppedShort
    }

    /// Whether `symbol` has the same value in every optimal solution, decided without a pivot
    /// when possible: its row holds no symbol that costs nothing (then it is fixed), or one
    /// of those can move a positive step along the optimal face (then it is not). Returns nil
    /// when every such move is blocked at a degenerate row, and only an exploration can tell.
    ///
    /// `memo` keeps what one question learns for the next: pass the same one while the tableau
    /// does not change, so that asking about every variable of a layout costs one cost check
    /// and one ratio test per symbol, not one per row it appears in.
    mutating func quickDetermined(_ combination: [(symbol: Int32, weight: Double)], tolerance: Double,
                                  memo: inout FaceMemo) throws -> Bool? {
        completeOptimization()
        let probe = probeRow(combination)
        let floor = max(coefficientEpsilon, cancellationEpsilon * probeMagnitude(combination))
        // The probe's largest coefficient, found only when a move without end needs it.
        var largest: Double?
        var blocked = false
        for i in 0..<probe.count {
            let free = probe.symbols[i]
            let coefficient = abs(probe.coefficients[i])
            let kind = kinds[Int(free)]
            // Dummies never move; a coefficient under the tolerance, or under the rounding the
            // probe's rows carry, moves nothing (the face exploration ignores it too, see
            // `faceEntering`).
            if kind == .dummy || coefficient < floor { continue }
            let isFree: Bool
            if let known = memo.isFree(free) {
                isFree = known
            } else {
                isFree = costsNothing(free)
                memo.setIsFree(free, isFree)
            }
            if !isFree { continue }
            for direction in kind == .external ? [1.0, -1.0] : [1.0] {
                let step: Double
                if let known = memo.step(free, down: direction < 0) {
                    step = known
                } else {
                    step = stepLength(free, direction: direction) ?? .infinity
                    memo.setStep(free, down: direction < 0, step)
                }
                // A move without end of a residue moves nothing (as in the exploration).
                if step == .infinity {
                    if largest == nil { largest = probe.coefficients.reduce(0) { max($0, abs($1)) } }
                    if isRayResidue(free, coefficient, largest: largest!) { continue }
                }
                // The variable moves by step × coefficient along the face.
                if step == .infinity || step * coefficient > tolerance { return false }
                blocked = true
            }
        }
        return blocked ? nil : true
    }

    /// `Σ weight × symbol` over the parametric symbols (basic ones replaced by their rows).
    private mutating func probeRow(_ combination: [(symbol: Int32, weight: Double)]) -> Row {
        combination.count <= 16 ? probeRowByMerging(combination) : probeRowBySorting(combination)
    }

    /// ``probeRow(_:)`` by merging each term's row into the probe in turn: each merge costs
    /// the probe's length, so a group test's probe (every undecided symbol's row) cost its
    /// length times the group's size.
    mutating func probeRowByMerging(_ combination: [(symbol: Int32, weight: Double)]) -> Row {
        var probe = Row()
        for (symbol, weight) in combination {
            let slot = rowOf[Int(symbol)]
            if slot >= 0 {
                merge(&probe, rows[Int(slot)], scale: weight, slot: -1, sourceMagnitude: 0)
            } else {
                probe.add(symbol, weight)
            }
        }
        return probe
    }

    /// ``probeRowByMerging(_:)``, the same row bit for bit, in the time of sorting its cells:
    /// every term's cells, in the order the merges take them, sorted by symbol (ties in that
    /// order), then each symbol's terms added up in that order with the merge's rules (a new
    /// term that ``isNegligible(_:)`` is not inserted, a sum that ``cancels(_:_:)`` removes
    /// the cell).
    mutating func probeRowBySorting(_ combination: [(symbol: Int32, weight: Double)]) -> Row {
        var probe = Row()
        var keys: [UInt64] = []  // symbol << 32 | the term's place in `terms`
        var terms: [Double] = []
        for (symbol, weight) in combination {
            let slot = rowOf[Int(symbol)]
            if slot >= 0 {
                let row = rows[Int(slot)]
                probe.constant += row.constant * weight
                for i in 0..<row.count {
                    keys.append(UInt64(UInt32(row.symbols[i])) << 32 | UInt64(terms.count))
                    terms.append(row.coefficients[i] * weight)
                }
            } else {
                keys.append(UInt64(UInt32(symbol)) << 32 | UInt64(terms.count))
                terms.append(weight)
            }
        }
        keys.sort()
        var i = 0
        while i < keys.count {
            let symbol = Int32(truncatingIfNeeded: keys[i] >> 32)
            var present = false, value = 0.0
            while i < keys.count && Int32(truncatingIfNeeded: keys[i] >> 32) == symbol {
                let term = terms[Int(keys[i] & 0xFFFF_FFFF)]
                if present {
                    let sum = value + term
                    if cancels(sum, term) { present = false } else { value = sum }
                } else if !isNegligible(term) {
                    present = true
                    value = term
                }
                i += 1
            }
            if present {
                probe.symbols.append(symbol)
                probe.coefficients.append(value)
            }
        }
        return probe
    }

    /// The scale of the rounding in the cells of the probe of `combination`: the largest term
    /// each of its rows was ever summed from (``Row/historicMagnitude``, or its largest cell
    /// now when that is larger), times the row's weight. A cell under ``cancellationEpsilon``
    /// of it is rounding, as a cost is at a level (``freshCost(of:at:)``): the symbol moves the
    /// probe by nothing, and does not enter.
    ///
    /// Sparse generic seed 5002216: x3's row, summed once from terms of 12,874, held slack s6
    /// with 8.5e-8, 6.6e-12 of that. The exploration entered s6 and a cell of 1.6e-9 in a row
    /// of 10.4 blocked it 6.4e9 further on, which moved x3 by 543, from -3.362 to 540, where the
    /// exact LP fixes x3. (In 11000636 the cell that moves x8 to the exact LP's end is 2.9e-8
    /// in a probe whose rows summed terms of 4: 7e-9 of them.)
    ///
    /// The rows an exploration substitutes into the probe do not raise it. Sparse generic seed
    /// 18003104: substituted rows that once summed terms of 8.4e11 raised it until the floor was
    /// 0.33, which hid a cell of 0.0094 that moves x16 to the exact LP's lower end (20.646);
    /// the exploration stopped at 56.36.
    func probeMagnitude(_ combination: [(symbol: Int32, weight: Double)]) -> Double {
        var magnitude = 0.0
        for (symbol, weight) in combination {
            let slot = rowOf[Int(symbol)]
            let row = slot >= 0 ? max(rows[Int(slot)].historicMagnitude, rows[Int(slot)].largestMagnitude) : 1
            magnitude = max(magnitude, abs(weight) * row)
        }
        return magnitude
    }

    /// Whether a probe's coefficient `c` of `symbol` is rounding residue, so that a move without
    /// end of the symbol moves the probe by nothing in exact arithmetic: under ``residueRatio``
    /// of the probe's `largest` coefficient, or small (under 1e-6) with every cell of the
    /// symbol's column residue of its row (under ``residueRatio`` of the row's largest: the
    /// probe's cell was made of them). Over a finite step such a residue moves the probe by
    /// next to nothing either way; over a move without end it alone would make a fixed
    /// variable unbounded: in sparse generic seed 3002547, x20's row held an error with -2.3e-9
    /// (its largest coefficient 1,396), whose whole column was residue of 1e-10 to 1e-8, which
    /// no ratio test counts, so x20 came out unbounded below where the reference finds it
    /// fixed; in 8009380 an error's column held cells of 9e-13 to 1.5e-11, which the
    /// exploration's pivots made 2.4e-9 in a probe whose largest coefficient is 0.28, and x6
    /// came out unbounded below where the exact LP fixes it.
    func isRayResidue(_ symbol: Int32, _ c: Double, largest: Double) -> Bool {
        if abs(c) < residueRatio * largest { return true }
        guard abs(c) < 1e-6 else { return false }
        var cells = 0
        for slot in columns.array(Int(symbol)) {
            let row = rows[Int(slot)]
            let cell = abs(row.coefficient(of: symbol))
            if cell == 0 { continue }
            if cell >= residueRatio * row.largestMagnitude { return false }
            cells += 1
        }
        return cells > 0
    }

    /// How far `entering` can move in `direction` before a restricted row blocks it; nil when
    /// nothing does. A question: the tableau is left as it is (no cell dropped).
    private mutating func stepLength(_ entering: Int32, direction: Double) -> Double? {
        guard let slot = primalLeavingSlot(entering, direction: direction, dropping: false) else { return nil }
        let index = Int(slot)
        if kinds[Int(basicOf[index])] == .dummy { return 0 }
        let a = rows[index].coefficient(of: entering) * direction
        return max(0, rows[index].constant) / -a
    }

    /// The lowest-id symbol of `row` that lowers it, with a cell of at least `floor`
    /// (``probeMagnitude(_:)``), and costs nothing at any level, by a scan of the row.
    private func faceEnteringByScan(_ row: Row, excluding residues: Set<Int32>, floor: Double) -> (Int32, Double)? {
        for i in 0..<row.count {
            let symbol = row.symbols[i]
            let c = row.coefficients[i]
            guard abs(c) >= floor, let direction = loweringDirection(of: symbol, coefficient: c),
                  !residues.contains(symbol) else { continue }
            if costsNothing(symbol) {
                return (symbol, direction)
            }
        }
        return nil
    }

    /// The lowest-id symbol of `probe` that lowers it, with a cell of at least `floor`
    /// (``probeMagnitude(_:)``), and costs nothing at any level: the smallest of `candidates`
    /// that does (those that do not are dropped on the way; the floor only rises, and a symbol
    /// whose cell changes is a candidate again).
    ///
    /// A scan of the row for the first such symbol, as this was, read the whole probe at
    /// every pivot; the probe of a group test holds every undecided symbol's row, so a group
    /// of G cost G² (11 million cells for the 20,000-view document's group of 1,540). The
    /// heap holds every symbol that can be a candidate: the probe's symbols at the start, and
    /// after each pivot the symbols whose cells it changed, so it answers the same symbol.
    private func faceEntering(_ probe: FaceProbe, _ candidates: inout FaceCandidates,
                              excluding residues: Set<Int32>, floor: Double) -> (Int32, Double)? {
        while let symbol = candidates.heap.min {
            let c = probe.coefficient(of: symbol)
            if !residues.contains(symbol), abs(c) >= floor, let direction = loweringDirection(of: symbol, coefficient: c) {
                let free: Bool
                if let known = candidates.isFree[symbol] {
                    free = known
                } else {
                    free = costsNothing(symbol)
                    candidates.isFree[symbol] = free
                }
                if free { return (symbol, direction) }
            }
            candidates.heap.popMin()
        }
        return nil
    }
}

/// What `quickDetermined` learns about the symbols of the optimal face, valid while the
/// tableau does not change.
///
/// Two ``StampedMap``s: ``forgetAll()`` starts a new round instead of clearing, so one memo
/// serves every search of a solver and a search pays for the symbols it asks about, with an
/// array access where a dictionary cost a hash and, past a few thousand symbols, a cache miss.
/// A new memo knows nothing.
struct FaceMemo {
    /// Whether a symbol costs nothing at every level.
    private var freeness = StampedMap(filler: false)
    /// How far a free symbol can move: key `2 × symbol` for a move up, `2 × symbol + 1` down.
    private var stepLengths = StampedMap(filler: 0.0)

    /// Forgets everything learned (for a tableau that changed since).
    mutating func forgetAll() {
        freeness.removeAll()
        stepLengths.removeAll()
    }

    /// Whether `symbol` costs nothing at every level, if learned.
    func isFree(_ symbol: Int32) -> Bool? { freeness[Int(symbol)] }

    mutating func setIsFree(_ symbol: Int32, _ isFree: Bool) { freeness.set(Int(symbol), isFree) }

    /// How far a free symbol can move in a direction (infinity: without end), if learned.
    func step(_ symbol: Int32, down: Bool) -> Double? { stepLengths[2 * Int(symbol) + (down ? 1 : 0)] }

    mutating func setStep(_ symbol: Int32, down: Bool, _ length: Double) {
        stepLengths.set(2 * Int(symbol) + (down ? 1 : 0), length)
    }
}

/// The symbols that may enter in a face exploration, and what is known of their costs.
///
/// Exploring pivots only on symbols that cost nothing, so the objective keeps its costs and a
/// symbol's state changes only where the probe's cells change: the symbols of each pivot's
/// row. (What the objective holds of an entering symbol is rounding, dropped before its pivot,
/// so no pivot carries it into the costs.)
struct FaceCandidates {
    /// Every symbol of the probe that lowers it and costs nothing, and others, lowest first.
    var heap: SymbolHeap
    /// Whether a symbol costs nothing at every level, for the symbols asked about since the
    /// costs last changed.
    var isFree: [Int32: Bool] = [:]

    /// The candidates of a probe whose symbols are `sorted` (in increasing order).
    init(_ sorted: [Int32]) {
        heap = SymbolHeap(sorted: sorted)
    }

    /// Records that the probe's cells of `symbols` changed.
    mutating func changed(_ symbols: [Int32]) {
        for symbol in symbols { heap.push(symbol) }
    }
}

/// A face exploration's probe, `constant + Σ cells`, with its cells by symbol, so that a pivot
/// updates the cells of its row alone (a sorted ``Row`` moves every cell after a change).
struct FaceProbe {
    var constant: Double
    var cells: [Int32: Double]

    init(_ row: Row) {
        constant = row.constant
        cells = Dictionary(minimumCapacity: row.count)
        for i in 0..<row.count { cells[row.symbols[i]] = row.coefficients[i] }
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(of symbol: Int32) -> Double { cells[symbol] ?? 0 }

    /// Replaces `symbol` by its `definition` (a row without it). Cell by cell, the arithmetic
    /// of `Tableau.merge` (a new term that ``isNegligible(_:)`` is not inserted, a sum that
    /// ``cancels(_:_:)`` removes the cell), so the probe is the one a substitution into the
    /// auxiliary row gives, bit for bit.
    mutating func substitute(_ symbol: Int32, _ definition: Row) {
        guard let c = cells.removeValue(forKey: symbol) else { return }
        constant += definition.constant * c
        for i in 0..<definition.count {
            let s = definition.symbols[i]
            let term = definition.coefficients[i] * c
            if let value = cells[s] {
                let sum = value + term
                cells[s] = cancels(sum, term) ? nil : sum
            } else if !isNegligible(term) {
                cells[s] = term
            }
        }
    }
}
