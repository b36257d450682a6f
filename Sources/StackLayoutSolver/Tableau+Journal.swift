/// Transactions: a record of the original state of every row slot and objective level a
/// tentative change touches, so a failed add or a face exploration restores the tableau bit for
/// bit (pivoting back would round).
struct Journal {
    /// The number of slots when the transaction began; slots past it are new.
    var originalSlotCount: Int
    var originalFreeSlots: [Int32]
    var savedSlots: [Int32] = []
    var savedRows: [Row] = []
    var savedBasics: [Int32] = []
    var appendedSlots: [Int32] = []
    var savedObjective: [Row?]
}

extension Tableau {
    mutating func beginTransaction() {
        precondition(journal == nil, "transactions do not nest")
        journaledSlots.removeAll()
        journal = Journal(originalSlotCount: rows.count, originalFreeSlots: freeSlots,
                          savedObjective: Array(repeating: nil, count: objective.count))
    }

    mutating func commitTransaction() {
        journal = nil
    }

    /// Saves a slot's row and basic symbol before its first change in the transaction.
    @inline(__always)
    mutating func journalSlot(_ slot: Int32) {
        guard journal != nil else { return }
        let index = Int(slot)
        guard index < journal!.originalSlotCount, journaledSlots.insert(index) else { return }
        journal!.savedSlots.append(slot)
        journal!.savedRows.append(rows[index])
        journal!.savedBasics.append(basicOf[index])
    }

    @inline(__always)
    mutating func journalObjective(_ level: Int) {
        guard journal != nil, level < journal!.savedObjective.count, journal!.savedObjective[level] == nil else { return }
        journal!.savedObjective[level] = objective[level]
    }

    /// Updates the column index for a slot whose symbols change from `old` to `new` (both
    /// sorted): a linear walk, touching only the symbols that differ.
    private mutating func reconcileColumns(_ slot: Int32, from old: [Int32], to new: [Int32]) {
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if j == new.count || (i < old.count && old[i] < new[j]) {
                dropFromColumn(old[i], slot); i += 1
            } else if i == old.count || new[j] < old[i] {
                addToColumn(new[j], slot); j += 1
            } else {
                i += 1; j += 1
            }
        }
    }

    /// Restores every slot and objective level the transaction changed.
    mutating func rollbackTransaction() {
        guard let j = journal else { return }
        journal = nil
        // Unhook the basics the transaction installed.
        for slot in j.savedSlots + j.appendedSlots {
            let basic = basicOf[Int(slot)]
            if basic >= 0 && rowOf[Int(basic)] == slot {
                rowOf[Int(basic)] = -1
                markDirty(basic)
            }
        }
        for slot in j.appendedSlots where basicOf[Int(slot)] >= 0 {
            for symbol in rows[Int(slot)].symbols { dropFromColumn(symbol, slot) }
            rows[Int(slot)] = Row()
            basicOf[Int(slot)] = -1
        }
        for (i, slot) in j.savedSlots.enumerated() {
            let index = Int(slot)
            let saved = j.savedRows[i]
            let basic = j.savedBasics[i]
            // Only the symbols that differ between the two versions change the column index.
            reconcileColumns(slot, from: basicOf[index] >= 0 ? rows[index].symbols : [],
                             to: basic >= 0 ? saved.symbols : [])
            rows[index] = saved
            basicOf[index] = basic
            if basic >= 0 {
                rowOf[Int(basic)] = slot
                markDirty(basic)
            }
        }
        for (level, saved) in j.savedObjective.enumerated() {
            if let saved {
                objectiveReplaced(at: level, old: objective[level], new: saved)
                objective[level] = saved
            }
        }
        objectiveLevelsDidMove(from: 0)
        freeSlots = j.originalFreeSlots + j.appendedSlots
        infeasibleRows.removeAll()
    }
}
