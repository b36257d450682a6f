#if STACKLAYOUT_INVARIANTS
/// Expensive consistency checks of the tableau, compiled only with
/// `-Xswiftc -DSTACKLAYOUT_INVARIANTS` (the property tests run them after every operation).
extension Tableau {
    /// The first broken invariant, or nil.
    func invariantViolation() -> String? {
        var valueOf = [Double](repeating: 0, count: kinds.count)
        var live = [Int32](repeating: 0, count: kinds.count)
        for slot in basicOf.indices where basicOf[slot] >= 0 {
            for symbol in rows[slot].symbols {
                live[Int(symbol)] += 1
                guard columns.array(Int(symbol)).contains(Int32(slot)) else {
                    return "the column of \(symbol) misses row \(slot)"
                }
            }
        }
        for symbol in kinds.indices where live[symbol] != columnLive[symbol] && (live[symbol] > 0 || columns.count(symbol) > 0) {
            return "symbol \(symbol) is in \(live[symbol]) rows but its column counts \(columnLive[symbol])"
        }
        var tableau = self
        for symbol in kinds.indices where columns.count(symbol) > 0 {
            let slots = tableau.rowsContaining(Int32(symbol))
            if Set(slots).count != slots.count { return "the column of \(symbol) repeats a row after compaction" }
            if slots.count != Int(live[symbol]) { return "the column of \(symbol) has \(slots.count) rows, not \(live[symbol])" }
        }
        for slot in basicOf.indices where basicOf[slot] >= 0 {
            let basic = Int(basicOf[slot])
            guard rowOf[basic] == Int32(slot) else { return "rowOf[\(basic)] is not slot \(slot)" }
            valueOf[basic] = rows[slot].constant
            for symbol in rows[slot].symbols where rowOf[Int(symbol)] >= 0 {
                return "row \(slot) contains the basic symbol \(symbol)"
            }
            if zip(rows[slot].symbols, rows[slot].symbols.dropFirst()).contains(where: { $0 >= $1 }) {
                return "row \(slot) is not sorted"
            }
            if kinds[basic] != .external && rows[slot].constant < -constantTolerance * 100 {
                return "restricted row \(slot) is infeasible: \(rows[slot].constant)"
            }
        }
        for (index, row) in objective.enumerated() {
            var value = 0.0
            var magnitude = 1.0
            for symbol in kinds.indices where kinds[symbol] == .error && errorPriority[symbol] == levels[index] {
                value += errorWeight[symbol] * valueOf[symbol]
                magnitude = max(magnitude, abs(valueOf[symbol]))
            }
            // Rounding in the level's constant grows with the constants and values ever merged
            // into it (values of 1e5 from constants under 60 in sparse generic seed 3002547 left
            // a level at 3e-6 whose errors sum to 0).
            if abs(value - row.constant) > max(1e-6 * magnitude, 100 * levelHistoryNoise) {
                return "level \(levels[index]) has constant \(row.constant) but its errors sum to \(value)"
            }
        }
        if levelStamps.count != objective.count { return "\(levelStamps.count) level stamps for \(objective.count) levels" }
        if objectiveLevels.count < kinds.count {
            return "\(objectiveLevels.count) objective masks for \(kinds.count) symbols"
        }
        let tracked = min(objective.count, Tableau.trackedLevels)
        for level in 0..<tracked {
            for symbol in objective[level].symbols where objectiveLevels[Int(symbol)] & (1 << UInt64(level)) == 0 {
                return "level \(levels[level]) holds \(symbol) but its objective mask says not"
            }
        }
        let cells = objective.prefix(tracked).reduce(0) { $0 + $1.count }
        let bits = objectiveLevels.reduce(0) { $0 + $1.nonzeroBitCount }
        if bits != cells { return "the objective masks hold \(bits) levels for \(cells) objective cells" }
        for level in 0..<min(settledLevels, objective.count) {
            if let (symbol, _) = candidate(in: objective[level], above: level, level: level) {
                return "level \(levels[level]) is settled but symbol \(symbol) could enter there"
            }
        }
        for level in settledLevels..<max(settledLevels, min(cleanLevels, objective.count)) {
            if let (symbol, _) = candidate(in: objective[level], above: level, level: level), !candidateHints.contains(symbol) {
                return "level \(levels[level]) is clean but symbol \(symbol), not a hint, could enter there"
            }
        }
        if Set(candidateHints).count != candidateHints.count || isHinted.filter({ $0 }).count != candidateHints.count
            || candidateHints.contains(where: { !isHinted[Int($0)] }) {
            return "the hint list does not hold each flagged symbol once"
        }
        return nil
    }
}
#endif
