import XCTest
@testable import StackLayoutSolver

/// The solver's per-symbol lists share one pool of regions: every list must read back what an
/// array of arrays holds after the same appends, removals and truncations, through regions
/// reused, lists moved and the pool packed.
final class SlotListsTests: XCTestCase {
    private func assertSame(_ lists: SlotLists, _ model: [[Int32]], _ context: String, line: UInt = #line) {
        XCTAssertEqual(lists.listCount, model.count, context, line: line)
        for s in model.indices {
            XCTAssertEqual(lists.count(s), model[s].count, "\(context): list \(s)", line: line)
            XCTAssertEqual(lists.array(s), model[s], "\(context): list \(s)", line: line)
        }
    }

    func testListsReadBackThroughGrowthReuseAndPacking() {
        var rng = SplitMix64(seed: 7)
        let lists = SlotLists()
        var model: [[Int32]] = []
        var packedOnce = false
        for step in 0..<400_000 {
            if model.count < 200 || rng.next() % 500 == 0 {
                lists.appendList()
                model.append([])
            }
            let s = Int(rng.next() % UInt64(model.count))
            switch rng.next() % 10 {
            case 0..<6:
                // Long runs now and then, so lists grow to large regions and shrink back.
                let count = rng.next() % 50 == 0 ? Int(rng.next() % 2000) : 1
                for _ in 0..<count {
                    let slot = Int32(truncatingIfNeeded: rng.next() % 1000)
                    lists.append(s, slot)
                    model[s].append(slot)
                }
            case 6, 7:
                guard let value = model[s].randomElement(using: &rng) else { continue }
                lists.remove(s, value)
                let at = model[s].firstIndex(of: value)!
                model[s][at] = model[s][model[s].count - 1]
                model[s].removeLast()
            default:
                let keep = model[s].isEmpty ? 0 : Int(rng.next() % UInt64(model[s].count + 1))
                lists.truncate(s, to: keep)
                model[s].removeLast(model[s].count - keep)
            }
            if step % 50_000 == 0 { assertSame(lists, model, "step \(step)") }
            packedOnce = packedOnce || lists.packs > 0
        }
        assertSame(lists, model, "the end")
        XCTAssertTrue(packedOnce, "the churn never packed the pool")
    }

    /// A list's entries in place, and writes through them, before anything grows.
    func testEntriesWriteInPlace() {
        let lists = SlotLists()
        lists.appendList()
        lists.appendList()
        for slot in Int32(0)..<10 { lists.append(0, slot); lists.append(1, 100 + slot) }
        let entries = lists.entries(0)
        for i in entries.indices { entries[i] *= 2 }
        XCTAssertEqual(lists.array(0), (0..<10).map { Int32($0) * 2 })
        XCTAssertEqual(lists.array(1), (100..<110).map { Int32($0) })
        lists.truncate(0, to: 0)
        XCTAssertEqual(lists.array(0), [])
        XCTAssertEqual(lists.entries(0).count, 0)
    }
}
