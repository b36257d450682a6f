/// The smallest pivot element the ratio tests accept without looking for a better scaled one,
/// relative to the largest candidate in the column (textbook threshold pivoting uses 1e-2 to
/// 1e-4; a layout's coefficients, 0.5 to 2 and their products, never come near it).
let pivotRatio = 1e-3

/// A cell below this fraction of its row's largest coefficient is a residue of rounding, never
/// a pivot (a layout's coefficients span a few orders of magnitude, not nine).
let residueRatio = 1e-9
/// A cost under this is judged from the rows (``Tableau/isCost(_:of:at:)``) even where its
/// level's tolerance is lower: drift in an objective row reaches past the absolute epsilon
/// (sparse generic seed 22001375: 1.76e-9 where the rows give 0), and a layout's costs are
/// weights of 1e-3 and more.
let rowsJudgedCostLimit = 1e-6

/// The fraction of its rounding scale over which a cost computed afresh from the rows counts
/// (``Tableau/isCost(_:of:at:)``): the scale is the weights times the largest term each row
/// read was ever summed from, a bound on the rounding the cells carry, not their rounding
/// itself, so the fraction is 1e-12 (about 4,500 units in the last place of that term).
/// Sparse generic seed 29008691: a symbol's cost of -9.3e-7 at level 500 was real (its rows
/// agree to 1e-14 with rows computed afresh from the constraints for the same basis), but
/// the level's error row had once summed terms of 219,492; at 1e-11 the cost was taken for
/// rounding and dropped as the symbol entered at a level below, which lost a cost of -8e-5
/// that the pivot made for another symbol, and level 500 stayed at 41.8 where its optimum is
/// 16.34. Seed 29004548: a slack's cost of -1.2e-8 in rows that had summed terms of 1.06e5.
/// At 1e-13 the rounding of seed 5002216 (rows of 1.5e9) counts as a cost.
let freshCostRatio = 1e-12

/// A pivot element under this may be rounding whatever its row (``Tableau/runawayElement(forConstant:)``).
let runawayElementLimit = 1e-5

/// How many times the largest constant in the system a step may move its entering symbol on an
/// element under ``runawayElementLimit`` (``Tableau/runawayElement(forConstant:)``).
let runawayRatio = 1e6

/// How many times the largest value any symbol has taken a step on a runaway element may move
/// its entering symbol (or the probe of an exploration) and still be a coefficient
/// (``Tableau/primalLeavingSlot(_:direction:probeRate:)``).
let runawayScaleRatio = 10.0

/// The primal and dual simplex over the lexicographic objective (the exploration of the
/// optimal face is in Tableau+Face.swift).
extension Tableau {
    // MARK: Primal simplex

    /// Minimises the objective lexicographically: level by level, highest priority first.
    ///
    /// With `complete`, the levels below the lowest one with a positive value are searched too,
    /// so the basis ends dual feasible at every level (only degenerate pivots are added; no
    /// value changes). Exploring the optimal face needs that; an add does not.
    ///
    /// The search for an entering symbol skips the levels known to hold none
    /// (``settledLevels``): a pivot at one level leaves the rows above it alone (its entering
    /// symbol costs nothing there), and an add touches only the levels of its errors, so most
    /// searches look at one or two levels instead of every one.
    mutating func optimize(complete: Bool = false) {
        var degenerate = 0
        let tolerance = constantTolerance
        // No cycle is known (the rules below and Bland's after degenerate pivots exclude the
        // ones found), but one made of rounding is not impossible: past the limit the search
        // stops, feasible but perhaps not optimal, and says so rather than run for ever. Every
        // round counts, a pivot or a candidate refused or repaired.
        var rounds = 0
        let limit = pivotLimit ?? max(1_000_000, 50 * (rows.count + kinds.count))
        stoppedShort = false
        while true {
            let entering: Int32, direction: Double, level: Int
            if degenerate > 64, let found = blandEntering(complete: complete) {
                (entering, direction, level) = found
            } else if let found = primalEntering(complete: complete) {
                (entering, direction, level) = found
            } else {
                break
            }
            if rounds >= limit {
                stoppedShort = true
                break
            }
            rounds += 1
            // Every level is a weighted sum of errors, never negative, so no step can lower a
            // level by more than its value, and no improving ray is unbounded. A step that
            // would is made of rounding: the entering symbol's cost is a residue of
            // cancellations (a coefficient that is 0 in exact arithmetic). It becomes 0.
            guard let slot = primalLeavingSlot(entering, direction: direction),
                  isPossibleStep(entering, direction: direction, slot: slot, level: level) else {
                dropResidueCost(of: entering, at: level)
                continue
            }
            // Tolerances decide which costs count as none, but it is a pivot's effect on each
            // level that must be judged, and consistently: a cost under the tolerance times a
            // long step can raise a level above by as much as another pivot's cost over the
            // tolerance lowers it, and the two pivots then alternate for ever (sparse generic
            // seed 3002547). A change of a level by no more than its rounding is no change,
            // either way: a pivot that raises a level above by more is blocked there, and one
            // that lowers its own level by no more, while raising a level below by more, is
            // refused at its level (until that level's row changes). A gain is real past the
            // rounding of the values now (``levelNoise``); a raise, made of costs the levels
            // carried through their history, past the rounding of that history
            // (``levelHistoryNoise``): values of 1e6 once must not hide gains of 1e-4 for ever
            // (sparse generic seed 5004370), nor may a cost of 5e-11 at a level whose terms
            // reached 9e5 block a gain of 97 below (7002598).
            let step = stepLength(of: entering, inRowAt: slot)
            if step > 0 {
                let noise = levelNoise, raiseNoise = levelHistoryNoise
                // The symbol costs less than the tolerance above (it was eligible), so no level
                // above moves by more than the largest tolerance times the step.
                let largestTolerance = max(coefficientEpsilon, cancellationEpsilon * largestLevelMagnitude)
                if largestTolerance * step > raiseNoise,
                   let higher = levelRaised(by: entering, direction: direction, step: step, levels: 0..<level,
                                            noise: raiseNoise) {
                    block(entering, at: higher)
                    continue
                }
                let gain = abs(cost(of: entering, at: level)) * step
                if gain <= noise,
                   levelRaised(by: entering, direction: direction, step: step, levels: level + 1..<objective.count,
                               noise: raiseNoise) != nil,
                   gain <= levelNoiseMeasuredAgain() {
                    refuse(entering, at: level)
                    continue
                }
            }
            // The symbol enters at `level` because it costs nothing above (under the tolerance,
            // or nothing by the rows): what the levels above still hold of it is rounding, and
            // the pivot would divide it by the pivot element into the costs of the leaving
            // symbol. (Sparse generic seed 22001375: a slack entered at level 1 with 9.5e-10 left
            // at level 999.5, where the rows give 0; divided by its cell of -0.0053 it became a
            // cost of -1.8e-7 for the leaving error, over the tolerance, which entered at 999.5
            // and undid the pivot, and the two alternated until the pivot limit, level 1 left at
            // 7.2 where its optimum is 0.)
            for above in 0..<level where objectiveMayHold(entering, at: above) && objective[above].find(entering) >= 0 {
                dropResidueCost(of: entering, at: above)
            }
            degenerate = rows[Int(slot)].constant <= tolerance ? degenerate + 1 : 0
            if !complete { isComplete = false }
            pivot(entering: entering, slot: slot, scanned: lastScannedColumn)
        }
        // The primal simplex keeps every row feasible; anything queued is rounding residue.
        infeasibleRows.removeAll(keepingCapacity: true)
    }

    /// ``levelNoise`` with the values measured again first (``recountValueScale()``) when a
    /// pivot came since they last were: the scale a gain is judged at before it is refused must
    /// be the values' now. (Sparse generic seed 11004278: a pivot had taken a value to 1.1e7
    /// and the next ones brought every value back under 500, but the measure of 1.1e7 stood,
    /// since the values are measured every 64 pivots or more and fewer had come; its noise of
    /// 1.1e-3 refused gains of 1e-4 that were real, and level 999 stayed at 19.9 where its
    /// optimum is 0.) At most one measure per pivot, and only before a refusal.
    private mutating func levelNoiseMeasuredAgain() -> Double {
        if pivotsSinceRecount > 0 { recountValueScale() }
        return levelNoise
    }

    /// Whether pivoting `entering` into `slot` lowers objective `level` by no more than the
    /// level's value (with room for rounding: twice the value, plus a millionth of the largest
    /// constant in use). A sane tableau always passes; only rounding residue fails it.
    private func isPossibleStep(_ entering: Int32, direction: Double, slot: Int32, level: Int) -> Bool {
        isPossibleStep(entering, slot: slot, cost: cost(of: entering, at: level),
                       value: objective[level].constant)
    }

    /// Whether pivoting `entering` into `slot` lowers a row whose value is `value`, where the
    /// entering symbol costs `cost`, by no more than that value (see above).
    private func isPossibleStep(_ entering: Int32, slot: Int32, cost: Double, value: Double) -> Bool {
        let index = Int(slot)
        if kinds[Int(basicOf[index])] == .dummy { return true }
        let a = abs(rows[index].coefficient(of: entering))
        let step = max(0, rows[index].constant) / a
        return abs(cost) * step <= 2 * max(0, value) + 1e-6 * max(1, constantScale)
    }

    /// How far `entering` moves when it enters the row at `slot`: 0 in a dummy's row and in a
    /// row at 0 within the tolerance (``pivot(entering:slot:scanned:)`` makes that 0).
    private func stepLength(of entering: Int32, inRowAt slot: Int32) -> Double {
        let index = Int(slot)
        let constant = rows[index].constant
        if kinds[Int(basicOf[index])] == .dummy || constant <= constantTolerance { return 0 }
        return constant / abs(rows[index].coefficient(of: entering))
    }

    /// The first of `levels` that moving `entering` by `step` in `direction` raises by more
    /// than `noise`, or nil.
    ///
    /// A raise read from the objective is confirmed by the cost computed afresh from the rows
    /// (``freshCost(of:at:)``): a cost of 7.1e-8 left by rounding at a level whose terms
    /// reached 6e8, where the rows give 0, raises nothing, and must not block the pivot that
    /// lowers a level below by 50 (sparse generic seed 5003634).
    private func levelRaised(by entering: Int32, direction: Double, step: Double, levels: Range<Int>,
                             noise: Double) -> Int? {
        for level in levels where cost(of: entering, at: level) * direction * step > noise
            && freshCost(of: entering, at: level).cost * direction * step > noise {
            return level
        }
        return nil
    }

    /// What the searches remember of one symbol, each memory good while its level's stamp holds.
    struct SearchMemo {
        /// The level that last kept the symbol from entering (a non-zero cost above the level
        /// searched), or -1, and that level's stamp then: while the stamp holds, it still does.
        var blockingLevel: Int32 = -1
        /// The level where the symbol's last pivot was refused as a change within the levels'
        /// rounding (see ``optimize(complete:)``), or -1, and that level's stamp then.
        var refusedLevel: Int32 = -1
        var blockingStamp: UInt64 = 0
        var refusedStamp: UInt64 = 0
    }

    /// Whether the level that last blocked `symbol`, above `level`, still does: its row has not
    /// changed since (its stamp holds).
    @inline(__always)
    private func isKnownBlocked(_ symbol: Int32, above level: Int) -> Bool {
        let memo = memos[Int(symbol)]
        let known = Int(memo.blockingLevel)
        return known >= 0 && known < level && memo.blockingStamp == levelStamps[known]
    }

    /// Keeps `symbol` from entering below objective `level` until that level's row changes
    /// (the cache that ``isBlocked(_:above:sure:)`` and ``isZeroAbove(_:level:)`` read).
    private mutating func block(_ symbol: Int32, at level: Int) {
        memos[Int(symbol)].blockingLevel = Int32(level)
        memos[Int(symbol)].blockingStamp = levelStamps[level]
    }

    /// Keeps `symbol` from entering at objective `level` until that level's row changes.
    private mutating func refuse(_ symbol: Int32, at level: Int) {
        memos[Int(symbol)].refusedLevel = Int32(level)
        memos[Int(symbol)].refusedStamp = levelStamps[level]
    }

    /// Whether `symbol` was refused at `level` since that level's row last changed.
    @inline(__always)
    func isRefused(_ symbol: Int32, at level: Int) -> Bool {
        let s = Int(symbol)
        return memos[s].refusedLevel == Int32(level) && memos[s].refusedStamp == levelStamps[level]
    }

    /// Zeroes the cost of `symbol` at objective `level`: it is rounding residue (see
    /// ``optimize(complete:)``).
    mutating func dropResidueCost(of symbol: Int32, at level: Int) {
        journalObjective(level)
        objective[level].remove(symbol)
        objectiveLost(symbol, at: level)
        objectiveDidChange(at: level)
    }

    /// Minimises the auxiliary row (the artificial objective), by Bland's rule among the
    /// symbols whose cell is well scaled (``auxiliaryEntering(in:bland:)``).
    ///
    /// The artificial variable is never negative, so a row at 0 is at its minimum: the loop
    /// stops there rather than make degenerate pivots (each one substitutes its entering
    /// symbol into every row that holds it, and Bland's lowest id is often an edit variable's
    /// error, which every row of a layout holds).
    mutating func optimizeAuxiliary() {
        let tolerance = constantTolerance
        var degenerate = 0
        while let row = auxiliary, row.constant > tolerance,
              let (entering, direction) = auxiliaryEntering(in: row, bland: degenerate > 64) {
            // The artificial is never negative: as in ``optimize(complete:)``, a step that
            // would take it below 0, or a ray without end, is rounding in the entering cost.
            guard let slot = primalLeavingSlot(entering, direction: direction),
                  isPossibleStep(entering, slot: slot, cost: row.coefficient(of: entering), value: row.constant) else {
                auxiliary!.remove(entering)
                continue
            }
            if stepLength(of: entering, inRowAt: slot) == 0 { degenerate += 1 }
            pivot(entering: entering, slot: slot, scanned: lastScannedColumn)
        }
    }

    /// The symbol that enters to lower the auxiliary row: the first (lowest id) that lowers it
    /// among those whose cell is at least ``pivotRatio`` of the largest such cell, or with
    /// `bland`, the first of all (Bland's rule, which cannot cycle: the simplex falls back to
    /// it after a run of degenerate pivots).
    ///
    /// A cell a million times smaller than the row's others lowers the artificial a million
    /// times slower, and its ratio test meets rows where its cell is as small: a step that long
    /// runs away, and the cells are dropped as rounding (``primalLeavingSlot``) from the rows
    /// that block it but not from the unrestricted rows that hold it too. Sparse generic seed
    /// 24000408: `x9 >= 2.5` beside `x9 <= 2.5`, s3 entering first at 6.8e-7 beside cells of 0.7;
    /// s3 left the slack row of `x9 <= 2.5` and the new row but stayed in x9's, and x9 was
    /// called free where it is fixed.
    private func auxiliaryEntering(in row: Row, bland: Bool) -> (Int32, Double)? {
        var smallest = 0.0
        if !bland {
            for i in 0..<row.count where loweringDirection(of: row.symbols[i], coefficient: row.coefficients[i]) != nil {
                smallest = max(smallest, abs(row.coefficients[i]))
            }
            smallest *= pivotRatio
        }
        for i in 0..<row.count where abs(row.coefficients[i]) >= smallest {
            if let direction = loweringDirection(of: row.symbols[i], coefficient: row.coefficients[i]) {
                return (row.symbols[i], direction)
            }
        }
        return nil
    }

    /// The entering symbol of the highest objective level that has one (Dantzig's rule within
    /// the level, see `steepest`), with the direction it should move (+1, or -1 for an
    /// unrestricted symbol whose cost is positive).
    ///
    /// Levels below the lowest level with a positive value are already at their minimum (0)
    /// and have nothing lower to make room for, so they are not searched; when every level is
    /// at 0, the layout is optimal without a pivot. (Levels above it are searched even at 0:
    /// a degenerate pivot there can be what makes a lower level improvable.) The search starts
    /// below the ``settledLevels`` and settles every level it finds empty, unless a cost
    /// under a level's tolerance was judged from the rows on the way (``isCost(_:of:at:)``):
    /// that judgement can change with rows the level does not see, so such a level, and every
    /// level after it, is searched again next time.
    mutating func primalEntering(complete: Bool = false) -> (Int32, Double, Int)? {
        let tolerance = constantTolerance
        guard let last = complete ? objective.indices.last : objective.lastIndex(where: { $0.constant > tolerance }) else {
            return nil
        }
        var level = settledLevels
        var sure = true
        while level <= last {
            if let found = steepest(at: level, sure: &sure) { return (found.0, found.1, level) }
            level += 1
            if sure { settledLevels = level }
        }
        if cleanLevels <= settledLevels {
            cleanLevels = settledLevels
            clearHints()
        }
        return nil
    }

    /// Dantzig's rule at one level: the eligible symbol with the most negative cost (the
    /// lowest id among equals). It takes far fewer pivots than Bland's rule on degenerate
    /// layouts (every item exactly at its intrinsic size); ``optimize()`` falls back to
    /// Bland's after a run of degenerate pivots, so it cannot cycle.
    ///
    /// `level` is the lowest unsettled one. Below ``cleanLevels`` only the hints are looked
    /// at; otherwise the whole row. Either way the eligible symbols found become the hints
    /// (when there are at most 256: a screen's 5,000 views solve in 460 ms with 256, 530 ms
    /// with 64), so that after the pivot on the best one the next search looks at them and at
    /// the symbols the pivot changed, not at the row again.
    ///
    /// `sure` becomes false when a cost under a level's tolerance was judged from the rows
    /// (see ``primalEntering(complete:)``); the level is then not marked as holding nothing
    /// but the hints, nor is any after it in the same search.
    private mutating func steepest(at level: Int, sure: inout Bool) -> (Int32, Double)? {
        var best: (Int32, Double)?
        var bestRate = 0.0
        // The eligible symbols go into storage kept across searches (taken out here, given
        // back below), so a search allocates nothing for them.
        var eligible: [Int32] = []
        swap(&eligible, &scratchEligible)
        eligible.removeAll(keepingCapacity: true)
        var tooMany = false
        func consider(_ symbol: Int32, _ c: Double) {
            guard let direction = loweringDirection(of: symbol, coefficient: c) else { return }
            if isJudgedFromRows(c, at: level) {
                sure = false
                guard isCost(c, of: symbol, at: level) else { return }
            }
            guard !isBlocked(symbol, above: level, sure: &sure), !isRefused(symbol, at: level) else { return }
            if eligible.count < 256 { eligible.append(symbol) } else { tooMany = true }
            let rate = -abs(c)
            if rate < bestRate - coefficientEpsilon {
                best = (symbol, direction)
                bestRate = rate
            }
        }
        if level < cleanLevels {
            // Each symbol once (``hint(_:)``), in order.
            Self.sortInPlace(&candidateHints)
            for symbol in candidateHints where objectiveMayHold(symbol, at: level) {
                consider(symbol, objective[level].coefficient(of: symbol))
            }
        } else {
            let row = objective[level]
            for i in 0..<row.count {
                let c = row.coefficients[i]
                // Only symbols that lower the row can be eligible (checked before the tests of
                // the cost and of the levels above, which cost more).
                if loweringDirection(of: row.symbols[i], coefficient: c) != nil { consider(row.symbols[i], c) }
            }
        }
        if tooMany || !sure {
            unsettle(from: level)
        } else if cleanLevels <= level + 1 {
            // The hints cover this level alone: the eligible symbols are all it needs. (With
            // more levels below it, they keep the hints of those levels too.)
            cleanLevels = level + 1
            renewHints(&eligible)
        }
        swap(&eligible, &scratchEligible)
        return best
    }

    /// Sorts the hints in place. They are mostly sorted already (the last search's eligible
    /// symbols in order, then the few symbols the pivots since changed), so the tail goes in
    /// by insertion, without the standard library's merge buffer (an allocation per search).
    /// Integers, so either way gives the same order.
    static func sortInPlace(_ symbols: inout [Int32]) {
        var sorted = 1
        while sorted < symbols.count && symbols[sorted - 1] <= symbols[sorted] { sorted += 1 }
        guard sorted < symbols.count else { return }
        guard symbols.count - sorted <= 32 else {
            symbols.sort()
            return
        }
        symbols.withUnsafeMutableBufferPointer { buffer in
            for i in sorted..<buffer.count {
                let symbol = buffer[i]
                var j = i
                while j > 0 && buffer[j - 1] > symbol {
                    buffer[j] = buffer[j - 1]
                    j -= 1
                }
                buffer[j] = symbol
            }
        }
    }

    /// The first symbol of `row` that lowers it, provided its coefficients at the levels above
    /// `above` are zero. When `row` is objective `level`, its costs count as ``isCost(_:of:at:)``
    /// says and a symbol refused there is passed over.
    func candidate(in row: Row, above: Int, level: Int? = nil) -> (Int32, Double)? {
        for i in 0..<row.count {
            let c = row.coefficients[i]
            let symbol = row.symbols[i]
            guard let direction = loweringDirection(of: symbol, coefficient: c) else { continue }
            if let level, !isCost(c, of: symbol, at: level) || isRefused(symbol, at: level) { continue }
            if isZeroAbove(symbol, level: above) { return (symbol, direction) }
        }
        return nil
    }

    /// Whether `symbol` costs something at a level above `level` (so it cannot enter there),
    /// remembering the level that blocks it: in a layout most improving symbols of a level are
    /// blocked a few levels up, search after search, and one stamp comparison then answers.
    /// A cost judged from the rows is not remembered (the level's stamp does not follow the
    /// rows), and makes the search unsure (see ``primalEntering(complete:)``).
    @inline(__always)
    private mutating func isBlocked(_ symbol: Int32, above level: Int, sure: inout Bool) -> Bool {
        if isKnownBlocked(symbol, above: level) { return true }
        var l = 0
        while l < level {
            let c = cost(of: symbol, at: l)
            if isJudgedFromRows(c, at: l) {
                sure = false
                if isCost(c, of: symbol, at: l) { return true }
            } else if abs(c) >= coefficientEpsilon {
                block(symbol, at: l)
                return true
            }
            l += 1
        }
        return false
    }

    /// The direction in which `symbol` lowers a row where its coefficient is `c`, or nil when
    /// it cannot: dummies never enter, a restricted symbol only grows (so only a negative
    /// coefficient lowers), an external one moves either way.
    @inline(__always)
    func loweringDirection(of symbol: Int32, coefficient c: Double) -> Double? {
        switch kinds[Int(symbol)] {
        case .dummy: return nil
        case .external: return abs(c) < coefficientEpsilon ? nil : (c < 0 ? 1 : -1)
        case .slack, .error: return c > -coefficientEpsilon ? nil : 1
        }
    }

    /// Whether `symbol` has a zero cost at every level: moving it keeps the solution optimal.
    ///
    /// A cost over a level's tolerance but under ``residueRatio`` of the largest term that went
    /// into the level is 0 when no row of the level holds the symbol (nor is it one of the
    /// level's errors): the objective's row drifted there. Sparse generic seed 17001247, after
    /// removes, an edit and new constants, held a cost of 3.1e-8 for slack s42 at a level whose
    /// terms reached 1,208 (tolerance 1.2e-8), where no error row of the level holds s42, and
    /// x1 came out fixed where the exact LP and HiGHS leave it unbounded above. (Judging such
    /// costs from the rows in the simplex too made it take another path on seed 939, at the
    /// end of which the group test called x19 fixed where the exact LP gives it a width of
    /// 22/3: not done.)
    func costsNothing(_ symbol: Int32) -> Bool {
        objective.indices.allSatisfy { level in
            let c = cost(of: symbol, at: level)
            guard isCost(c, of: symbol, at: level) else { return true }
            return abs(c) < residueRatio * levelMagnitudes[level] && freshCost(of: symbol, at: level).magnitude == 0
        }
    }

    @inline(__always)
    private func isZeroAbove(_ symbol: Int32, level: Int) -> Bool {
        if isKnownBlocked(symbol, above: level) { return false }
        var l = 0
        while l < level {
            if isCost(cost(of: symbol, at: l), of: symbol, at: l) { return false }
            l += 1
        }
        return true
    }

    /// Bland's rule over all levels (the lowest-id symbol whose cost vector is negative),
    /// used after a run of degenerate pivots so the simplex cannot cycle.
    private func blandEntering(complete: Bool) -> (Int32, Double, Int)? {
        var best: (Int32, Double, Int)?
        let tolerance = constantTolerance
        guard let last = complete ? objective.indices.last : objective.lastIndex(where: { $0.constant > tolerance }) else {
            return nil
        }
        for level in 0...last {
            if let found = candidate(in: objective[level], above: level, level: level),
               best == nil || found.0 < best!.0 {
                best = (found.0, found.1, level)
            }
        }
        return best
    }

    /// The ratio test: the restricted row that first blocks `entering` as it moves in
    /// `direction`; ties go to the lowest basic symbol.
    ///
    /// A pivot on a small element scales its row by the element's inverse and every row it is
    /// substituted into with it, so when the row chosen holds the entering symbol with less
    /// than ``pivotRatio`` of the largest blocking coefficient in the column, Harris's test
    /// chooses instead: among the rows that block within the constant tolerance of the
    /// nearest, the one with the largest coefficient (the step then leaves the others at most
    /// that tolerance below 0, which counts as 0).
    ///
    /// A cell a pivot on which runs away (``isRunaway(_:inRowAt:)``) still blocks when the step
    /// it allows moves what is being moved by no more than ``runawayScaleRatio`` times the
    /// largest value any symbol has taken (``valueScale``): a long step is then how a
    /// coefficient that small reaches its bound, at the system's own scale. What is moved is
    /// `entering` itself in the simplex (`probeRate` 1) and, in the exploration of the optimal
    /// face, the probe (the combination explored), which moves by `probeRate` per unit of
    /// `entering`. Sparse generic seed 11000636: blocks at steps of 5.7e7 and 4.8e8 from
    /// constants under 32, through coefficients of 0.003 down to 4.8e-5, move x8 by 1.65 to the
    /// exact LP's 8.1009, in a system whose values reached 9,816; dropped, they left a ray.
    /// 17005871: the step that brings level 0.001 from 741.6 to 0 moves a slack by 1.2e8 on a
    /// cell of 6.4e-6, where values had reached 6.8e7. A step that would go further is rounding
    /// (11004205: x13 moved by 8.1e6, 47 times the values taken, where there is no upper end;
    /// 5002216, 5003634, 6003258: steps 2,800 to 230,000 times them; the real steps seen went
    /// 1.7 to 5.3 times).
    ///
    /// `dropping: false` is for a question that must leave the tableau as it is (the quick pass
    /// of ``quickDetermined(_:tolerance:memo:)``, outside any transaction): a residue or
    /// runaway cell is passed over, not removed from its row. (Sparse generic seed 19018274:
    /// `isDetermined(x3)` dropped a real cell of 4.1e-7, a step of 8.6e7, from the slack row of
    /// the required `x13 <= -2`, while x13's own row kept the same column at 1.25e-7; the next
    /// question found x13 unbounded above, and after later operations the values no longer
    /// solved the constraints, a level 1.3e-4 over its optimum.)
    mutating func primalLeavingSlot(_ entering: Int32, direction: Double, probeRate: Double = 1,
                                    dropping: Bool = true, passedOver: [Int32] = []) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        var bestElement = 0.0, largestElement = 0.0
        let slots = rowsContaining(entering)
        lastScannedColumn = slots
        for (position, slot) in slots.enumerated() {
            if !passedOver.isEmpty && passedOver.contains(slot) { continue }
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
                largestElement = max(largestElement, -a)
            }
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = basic
                bestElement = kind == .dummy ? .infinity : -a
            }
        }
        guard best >= 0 else { return nil }
        if bestElement < pivotRatio * largestElement {
            best = harrisLeavingSlot(slots, direction: direction, passedOver: passedOver)
        }
        if isResidue(entering, inRowAt: best)
            || (isRunaway(entering, inRowAt: best) && !movesWithinScale(entering, inRowAt: best, probeRate)) {
            // Rounding, not a coefficient: it goes (or is passed over), and the test runs again
            // without it.
            if dropping {
                dropResidueCell(entering, inRowAt: best)
                return primalLeavingSlot(entering, direction: direction, probeRate: probeRate)
            }
            return primalLeavingSlot(entering, direction: direction, probeRate: probeRate,
                                     dropping: false, passedOver: passedOver + [best])
        }
        return best
    }

    /// Whether the step the row at `slot` allows `symbol` moves a probe that moves by
    /// `probeRate` per unit of it (the symbol itself in the simplex: rate 1) by no more than
    /// ``runawayScaleRatio`` times the largest value any symbol has taken: a step the system's
    /// own values reach is a coefficient's, however small the cell.
    private func movesWithinScale(_ symbol: Int32, inRowAt slot: Int32, _ probeRate: Double) -> Bool {
        let row = rows[Int(slot)]
        let step = max(0, row.constant) / abs(row.coefficient(of: symbol))
        return step * probeRate <= runawayScaleRatio * max(1, valueScale)
    }

    /// Whether the cell of `symbol` in the row at `slot` is below ``residueRatio`` of the row's
    /// largest coefficient: a residue of cancellations, not a coefficient (pivoting on it would
    /// scale the row by its inverse).
    func isResidue(_ symbol: Int32, inRowAt slot: Int32) -> Bool {
        let row = rows[Int(slot)]
        return row.isResidue(abs(row.coefficient(of: symbol)))
    }

    /// Whether the cell of `symbol` in the row at `slot` is a pivot that runs away
    /// (``runawayElement(forConstant:)``), so rounding rather than a coefficient.
    func isRunaway(_ symbol: Int32, inRowAt slot: Int32) -> Bool {
        let row = rows[Int(slot)]
        return abs(row.coefficient(of: symbol)) < runawayElement(forConstant: max(0, row.constant))
    }

    /// The element under which a pivot in a row whose constant is `constant` runs away: under
    /// ``runawayElementLimit``, small enough to be rounding whatever the row, and taking its
    /// symbol past ``runawayRatio`` times the largest constant in the system. A step that long
    /// from constants that small is made of rounding: a cost and a cell that are both residues
    /// of cancellation make a ray of the optimal face look like a gain (sparse generic seed
    /// 5002216: a cost of 1.5e-9 over a cell of 1.5e-9 in a row of 1, a step of 5e9 from
    /// constants under 44, after which a level read -5,380; 5003634 and 6003258, steps of
    /// 3.6e10 and 2.2e9). A layout's elements never come near the limit.
    func runawayElement(forConstant constant: Double) -> Double {
        min(runawayElementLimit, abs(constant) / (runawayRatio * max(1, constantScale)))
    }

    /// Removes the residue cell of `symbol` from the row at `slot`.
    mutating func dropResidueCell(_ symbol: Int32, inRowAt slot: Int32) {
        journalSlot(slot)
        rows[Int(slot)].remove(symbol)
        dropFromColumn(symbol, slot)
    }

    /// Harris's ratio test over the restricted rows of a column (`columnCoefficients` from
    /// the scan of `slots`): the largest coefficient among the rows whose ratio is within the
    /// bound the tolerance-relaxed rows give; the lowest basic symbol among equals.
    private func harrisLeavingSlot(_ slots: [Int32], direction: Double, passedOver: [Int32]) -> Int32 {
        let tolerance = constantTolerance
        var bound = Double.infinity
        for (position, slot) in slots.enumerated() where kinds[Int(basicOf[Int(slot)])] == .slack || kinds[Int(basicOf[Int(slot)])] == .error {
            if !passedOver.isEmpty && passedOver.contains(slot) { continue }
            let a = columnCoefficients[position] * direction
            if a > -coefficientEpsilon { continue }
            bound = min(bound, (max(0, rows[Int(slot)].constant) + tolerance) / -a)
        }
        var best: Int32 = -1, bestElement = 0.0, bestBasic = Int32.max
        for (position, slot) in slots.enumerated() where kinds[Int(basicOf[Int(slot)])] == .slack || kinds[Int(basicOf[Int(slot)])] == .error {
            if !passedOver.isEmpty && passedOver.contains(slot) { continue }
            let a = -columnCoefficients[position] * direction
            if a < coefficientEpsilon || max(0, rows[Int(slot)].constant) / a > bound { continue }
            let basic = basicOf[Int(slot)]
            if a > bestElement || (a == bestElement && basic < bestBasic) {
                best = slot
                bestElement = a
                bestBasic = basic
            }
        }
        return best
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
    /// lexicographically smallest ratio of cost vector to coefficient (the lowest id among
    /// equals).
    ///
    /// Level by level, the eligible symbols whose ratio is within tolerance of the least one
    /// stay; each level's costs are read in one walk along its row beside the (sorted) row of
    /// the leaving symbol, so a long row costs its length per level, not a search per symbol.
    private mutating func dualEntering(_ slot: Int32) -> Int32? {
        var symbols = scratchDualSymbols, coefficients = scratchDualCoefficients, ratios = scratchDualRatios
        symbols.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        defer {
            scratchDualSymbols = symbols
            scratchDualCoefficients = coefficients
            scratchDualRatios = ratios
        }
        kinds.withUnsafeBufferPointer { kinds in
            rows[Int(slot)].symbols.withUnsafeBufferPointer { rowSymbols in
                rows[Int(slot)].coefficients.withUnsafeBufferPointer { rowCoefficients in
                    for i in rowSymbols.indices {
                        let symbol = rowSymbols[i]
                        let a = rowCoefficients[i]
                        switch kinds[Int(symbol)] {
                        case .dummy: continue
                        case .external: if nearZero(a) { continue }
                        case .slack, .error: if a < coefficientEpsilon { continue }
                        }
                        symbols.append(symbol)
                        coefficients.append(abs(a))
                    }
                }
            }
        }
        // A cell under ``residueRatio`` of the row's largest is rounding, not a coefficient (as
        // in the primal ratio test): while the row has another candidate, it is none. (Sparse
        // generic seed 7001731: a suggestion's dual pivot on a cell of 7.8e-9 in a row of 50
        // took a value from -1,397 to 1.8e11, and a required constraint ended 0.79 off.) Nor is
        // a cell a pivot on which runs away (``runawayElement(forConstant:)``: sparse generic
        // seed 5002216, a cell of 5.4e-7 in a row of 275 and a step of 3.8e9, constants under 44).
        if symbols.count > 1 {
            let row = rows[Int(slot)]
            let threshold = max(residueRatio * row.largestMagnitude, runawayElement(forConstant: row.constant))
            var kept = 0
            for k in symbols.indices where coefficients[k] >= threshold {
                symbols[kept] = symbols[k]
                coefficients[kept] = coefficients[k]
                kept += 1
            }
            if kept > 0 {
                symbols.removeSubrange(kept...)
                coefficients.removeSubrange(kept...)
            }
        }
        guard symbols.count > 1 else { return symbols.first }
        for level in objective.indices {
            // A level where no candidate has a cost keeps them all (every ratio is 0).
            let costCount = objective[level].count
            if costCount == 0 { continue }
            ratios.removeAll(keepingCapacity: true)
            var least = Double.infinity
            objective[level].symbols.withUnsafeBufferPointer { costSymbols in
                objective[level].coefficients.withUnsafeBufferPointer { costs in
                    symbols.withUnsafeBufferPointer { symbols in
                        coefficients.withUnsafeBufferPointer { coefficients in
                            var j = 0
                            for k in symbols.indices {
                                let symbol = symbols[k]
                                while j < costCount && costSymbols[j] < symbol { j += 1 }
                                let cost = j < costCount && costSymbols[j] == symbol ? costs[j] : 0
                                let ratio = cost / coefficients[k]
                                ratios.append(ratio)
                                if ratio < least { least = ratio }
                            }
                        }
                    }
                }
            }
            let threshold = least + coefficientEpsilon
            var kept = 0
            ratios.withUnsafeBufferPointer { ratios in
                symbols.withUnsafeMutableBufferPointer { symbols in
                    coefficients.withUnsafeMutableBufferPointer { coefficients in
                        for k in symbols.indices where ratios[k] <= threshold {
                            symbols[kept] = symbols[k]
                            coefficients[kept] = coefficients[k]
                            kept += 1
                        }
                    }
                }
            }
            symbols.removeSubrange(kept...)
            coefficients.removeSubrange(kept...)
            if kept == 1 { break }
        }
        // Among symbols that tie at every level (most often costing nothing anywhere), the
        // lowest id, unless its element is under ``pivotRatio`` of the largest: a pivot on it
        // divides the row by it, and sparse generic seeds 7001731 and 7003150 took values from
        // 4e3 to 1e14 and 6e16 on such a pivot after a suggestion, past any precision.
        var best = 0
        for k in coefficients.indices where coefficients[k] > coefficients[best] { best = k }
        return coefficients[0] < pivotRatio * coefficients[best] ? symbols[best] : symbols[0]
    }
}
