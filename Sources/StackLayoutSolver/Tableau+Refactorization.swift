/// Refactorization: the rows solved afresh from the constraints for the basis the tableau has.
///
/// Every pivot leaves the rounding of its arithmetic in the rows it touches, and a row keeps
/// the rounding of every value it went through: after values of 1e5-1e8, cells of 1e-7 can no
/// longer be told from rounding (``Row/historicMagnitude``). The same basis solved from the
/// constraints' own rows carries only the rounding of that one elimination, the cure LP
/// solvers apply periodically ("reinversion").
extension Tableau {
    /// How many times the values in use (and the constants) the largest value the rows went
    /// through may be before they are solved afresh. A layout's values stay within a few
    /// hundred times its constants (a 20,000-view screen's content is 2.7e5 points tall, its
    /// constants up to 844), so its rows are never refactored.
    static let historyRatio = 1e4

    /// Whether the rows carry the rounding of values more than ``historyRatio`` times the
    /// values and constants in use now (``valueScale`` against ``constantScale`` and, measured
    /// again, ``currentValueScale``), and the values have grown since the rows were last
    /// refactored (or refused it).
    mutating func historyOutgrewValues() -> Bool {
        guard valueScale > Self.historyRatio * max(1, constantScale), valueScale > lastRefactorScale else { return false }
        recountValueScale()
        return valueScale > Self.historyRatio * max(constantScale, currentValueScale)
    }

    /// Replaces every row and every objective level by the present basis solved afresh from
    /// `originals`, one row per constraint in the tableau, in the order the constraints were
    /// added; `errors` are the constraints' error symbols (each weighs in the objective level
    /// of its priority, as ``errorWeight`` and ``errorPriority`` say).
    ///
    /// Gaussian elimination over the rows in order, each row solved for the symbol of the basis
    /// it holds with the largest coefficient (partial pivoting), so no cell is divided by a
    /// small one. Returns false and changes nothing when it cannot: inside a transaction or an
    /// exploration of the optimal face, with rows queued as infeasible, when the elimination
    /// finds the basis singular (a pivot that is residue), or when the fresh values break a
    /// restricted row or a dummy's by more than the constant tolerance.
    mutating func refactor(_ originals: [Row], errors: [Int32]) -> Bool {
        guard journal == nil, auxiliary == nil, infeasibleRows.isEmpty, deferredDummySlots == nil else { return false }
        let slots = basicOf.indices.filter { basicOf[$0] >= 0 }
        guard originals.count == slots.count else { return false }
        let symbolCount = kinds.count
        var isWanted = [Bool](repeating: false, count: symbolCount)
        for slot in slots { isWanted[Int(basicOf[slot])] = true }
        var freshIndex = [Int32](repeating: -1, count: symbolCount)
        var fresh: [Row] = []
        fresh.reserveCapacity(originals.count)
        // The fresh rows that may hold each symbol (stale entries are skipped by their cell).
        var holders = [[Int32]](repeating: [], count: symbolCount)
        for original in originals {
            var row = Row(constant: original.constant)
            for i in 0..<original.count {
                let symbol = original.symbols[i], coefficient = original.coefficients[i]
                let index = freshIndex[Int(symbol)]
                if index >= 0 {
                    let definition = fresh[Int(index)]
                    merge(&row, definition, scale: coefficient, slot: -1, sourceMagnitude: definition.largestMagnitude)
                } else {
                    row.add(symbol, coefficient)
                }
            }
            var subject: Int32 = -1
            var largest = 0.0
            for i in 0..<row.count where isWanted[Int(row.symbols[i])] && freshIndex[Int(row.symbols[i])] < 0 {
                if abs(row.coefficients[i]) > largest {
                    largest = abs(row.coefficients[i])
                    subject = row.symbols[i]
                }
            }
            guard subject >= 0, !row.isResidue(largest) else { return false }
            row.solve(for: subject)
            let sourceMagnitude = row.largestMagnitude
            for index in holders[Int(subject)] {
                let c = fresh[Int(index)].coefficient(of: subject)
                if c == 0 { continue }
                var target = Row()
                swap(&target, &fresh[Int(index)])
                let before = Set(target.symbols)
                merge(&target, row, scale: c, slot: -1, dropping: subject, sourceMagnitude: sourceMagnitude)
                for symbol in target.symbols where !before.contains(symbol) { holders[Int(symbol)].append(index) }
                swap(&target, &fresh[Int(index)])
            }
            holders[Int(subject)] = []
            let index = Int32(fresh.count)
            for symbol in row.symbols { holders[Int(symbol)].append(index) }
            freshIndex[Int(subject)] = index
            fresh.append(row)
        }
        // The fresh values must keep every restricted row feasible and every dummy at 0.
        let tolerance = constantTolerance
        for slot in slots {
            let basic = basicOf[slot]
            let constant = fresh[Int(freshIndex[Int(basic)])].constant
            switch kinds[Int(basic)] {
            case .external: break
            case .slack, .error: if constant < -tolerance { return false }
            case .dummy: if abs(constant) > tolerance { return false }
            }
        }

        // Commit: the rows in their slots, the column index, the objective.
        for slot in slots {
            let basic = basicOf[slot]
            var row = Row()
            swap(&row, &fresh[Int(freshIndex[Int(basic)])])
            rows[slot] = row
            markDirty(basic)
        }
        for symbol in 0..<symbolCount { clearColumn(Int32(symbol)) }
        for slot in slots {
            for symbol in rows[slot].symbols { addToColumn(symbol, Int32(slot)) }
        }
        // The objective, level by level, from its errors (each substituted when basic).
        objective = levels.map { _ in Row() }
        clearObjectiveLevels()
        levelMagnitudes = levels.map { _ in 1 }
        largestLevelMagnitude = 1
        for error in errors { addToObjective(error, weight: errorWeight[Int(error)]) }
        for s in memos.indices {
            memos[s].blockingLevel = -1
            memos[s].refusedLevel = -1
        }
        objectiveLevelsDidMove(from: 0)
        isComplete = false
        // The values' scale stays: a step as long as the values once were is still a
        // coefficient's (``primalLeavingSlot``; sparse generic seed 17005871 takes one).
        lastRefactorScale = valueScale
        refactorizations += 1
        return true
    }
}
