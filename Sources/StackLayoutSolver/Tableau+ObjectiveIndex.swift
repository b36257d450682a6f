/// Which objective levels hold each symbol: the objective's own column index.
///
/// A search for an entering symbol asks each candidate's cost at the level searched and at
/// every level above it (``isBlocked``), and a substitution asks the substituted symbol's cost
/// at every level. Each answer was a binary search in a level's row, and nearly all of them
/// found nothing: a symbol costs something at one level or two (the 5,000-view document ends
/// with eight). The bit of a level that does not hold the symbol answers 0 without the search,
/// the same 0 the search gave, so every pivot and every cost stays what it was.
///
/// Bit `l` of ``Tableau/objectiveLevels`` stands for level `l`, for the first
/// ``trackedLevels`` levels; a level past them is searched whatever the bits say.
extension Tableau {
    /// How many of the highest levels the bits follow.
    static let trackedLevels = 63

    /// Whether objective `level` may hold `symbol`: false only when it certainly does not.
    @inline(__always)
    func objectiveMayHold(_ symbol: Int32, at level: Int) -> Bool {
        level >= Tableau.trackedLevels || objectiveLevels[Int(symbol)] & (1 &<< UInt64(level)) != 0
    }

    /// The levels that may hold `symbol`, in increasing order: the set bits of its mask, then
    /// every level past the tracked ones. The mask is read once, when the walk starts.
    func levels(mayHolding symbol: Int32) -> LevelsMayHolding {
        LevelsMayHolding(mask: objectiveLevels[Int(symbol)], untracked: Tableau.trackedLevels, end: objective.count)
    }

    /// ``levels(mayHolding:)``: a walk over a mask's bits, then a range.
    struct LevelsMayHolding: Sequence, IteratorProtocol {
        var mask: UInt64
        var untracked: Int
        let end: Int

        mutating func next() -> Int? {
            if mask != 0 {
                let level = mask.trailingZeroBitCount
                mask &= mask &- 1
                if level < end { return level }
                mask = 0
            }
            guard untracked < end else { return nil }
            defer { untracked += 1 }
            return untracked
        }
    }

    /// The cost of `symbol` at objective `level`: its coefficient in the level's row, 0 when
    /// the row does not hold it.
    @inline(__always)
    func cost(of symbol: Int32, at level: Int) -> Double {
        objectiveMayHold(symbol, at: level) ? objective[level].coefficient(of: symbol) : 0
    }

    /// Whether any objective level holds `symbol`.
    func objectiveHolds(_ symbol: Int32) -> Bool {
        if objectiveLevels[Int(symbol)] != 0 { return true }
        guard objective.count > Tableau.trackedLevels else { return false }
        return objective[Tableau.trackedLevels...].contains { $0.find(symbol) >= 0 }
    }

    /// Records that objective `level`'s row now holds `symbol`.
    @inline(__always)
    mutating func objectiveGained(_ symbol: Int32, at level: Int) {
        guard level < Tableau.trackedLevels else { return }
        objectiveLevels[Int(symbol)] |= 1 &<< UInt64(level)
    }

    /// Records that objective `level`'s row no longer holds `symbol`.
    @inline(__always)
    mutating func objectiveLost(_ symbol: Int32, at level: Int) {
        guard level < Tableau.trackedLevels else { return }
        objectiveLevels[Int(symbol)] &= ~(1 &<< UInt64(level))
    }

    /// Moves the bits of the levels from `level` on one up: a new level was inserted there.
    mutating func objectiveLevelInserted(at level: Int) {
        guard level < Tableau.trackedLevels else { return }
        let below: UInt64 = (1 &<< UInt64(level)) &- 1
        let tracked: UInt64 = (1 &<< UInt64(Tableau.trackedLevels)) &- 1
        objectiveLevels.withUnsafeMutableBufferPointer { masks in
            for s in masks.indices where masks[s] & ~below != 0 {
                let m = masks[s]
                masks[s] = (m & below) | (((m & ~below) &<< 1) & tracked)
            }
        }
    }

    /// Moves the bits of the levels past `level` one down: the level there was removed (its
    /// row empty). A level that comes within the tracked ones gets its bits from its row.
    mutating func objectiveLevelRemoved(at level: Int) {
        guard level < Tableau.trackedLevels else { return }
        let below: UInt64 = (1 &<< UInt64(level)) &- 1
        objectiveLevels.withUnsafeMutableBufferPointer { masks in
            for s in masks.indices where masks[s] & ~below != 0 {
                let m = masks[s]
                masks[s] = (m & below) | ((m &>> 1) & ~below)
            }
        }
        let last = Tableau.trackedLevels - 1
        if objective.count > last {
            for symbol in objective[last].symbols { objectiveGained(symbol, at: last) }
        }
    }

    /// Rewrites the bits of objective `level` for a row that replaces the one it held.
    mutating func objectiveReplaced(at level: Int, old: Row, new: Row) {
        guard level < Tableau.trackedLevels else { return }
        for symbol in old.symbols { objectiveLost(symbol, at: level) }
        for symbol in new.symbols { objectiveGained(symbol, at: level) }
    }

    /// Clears every bit (the objective is rebuilt from empty rows).
    mutating func clearObjectiveLevels() {
        objectiveLevels.withUnsafeMutableBufferPointer { masks in
            for s in masks.indices { masks[s] = 0 }
        }
    }
}
