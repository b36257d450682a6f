import XCTest
@testable import StackLayoutSolver

/// The row operations that have a fast path, checked against the general one.
final class SolverRowTests: XCTestCase {
    /// `solve(for:replacing:)` moves only the cells between the two symbols' places; it must
    /// give the same row, bit for bit, as inserting `lhs` with -1 and then solving for `rhs`,
    /// the two steps it replaces (on random rows, with `lhs` before, beside and after `rhs`,
    /// at either end, and in rows whose storage is shared, as a journal shares it).
    func testSolveReplacingMatchesAddThenSolve() {
        var rng = SplitMix64(seed: 17)
        var atAnEnd = 0
        for trial in 0..<5_000 {
            var row = Row(constant: Double(rng.int(-1000...1000)) / 7)
            let count = rng.int(1...40)
            var ids = Set<Int32>()
            while ids.count < count + 1 { ids.insert(Int32(rng.below(120))) }
            var sorted = ids.sorted()
            // One id is kept out of the row: the symbol that leaves (never in its own row).
            let lhs = sorted.remove(at: rng.below(sorted.count))
            for symbol in sorted {
                var c = Double(rng.int(-40...40)) / Double(rng.int(1...9))
                if c == 0 { c = 0.5 }
                row.add(symbol, c)
            }
            let rhs = row.symbols[rng.below(row.count)]
            var expected = row
            expected.add(lhs, -1)
            expected.solve(for: rhs)
            let shared = row
            var actual = row
            actual.solve(for: rhs, replacing: lhs)
            XCTAssertEqual(actual.symbols, expected.symbols, "trial \(trial)")
            XCTAssertEqual(actual.coefficients.map(\.bitPattern), expected.coefficients.map(\.bitPattern), "trial \(trial)")
            XCTAssertEqual(actual.constant.bitPattern, expected.constant.bitPattern, "trial \(trial)")
            // The copy that shared the storage is untouched.
            XCTAssertEqual(shared.symbols, row.symbols)
            XCTAssertEqual(shared.coefficients, row.coefficients)
            if actual.symbols.first == lhs || actual.symbols.last == lhs { atAnEnd += 1 }
        }
        XCTAssertGreaterThan(atAnEnd, 100, "the ends of the row were exercised")
    }

    /// When `lhs` is already in the row (never in a pivot, which replaces the row's basic
    /// symbol), the general path runs: its cell gains -1, or cancels.
    func testSolveReplacingWithLhsInTheRow() {
        var row = Row(constant: 4)
        row.add(1, 2)
        row.add(3, 1)
        row.add(5, -2)
        var expected = row
        expected.add(3, -1)
        expected.solve(for: 5)
        row.solve(for: 5, replacing: 3)
        XCTAssertEqual(row.symbols, expected.symbols)
        XCTAssertEqual(row.symbols, [1])
        XCTAssertEqual(row.coefficients, expected.coefficients)
        XCTAssertEqual(row.constant, 2)
    }
}

/// `addCells(of:scale:dropping:)` against the cell-by-cell path it replaces.
final class SolverRowCellsTests: XCTestCase {
    /// Random long rows and short sources (new symbols, symbols that sum, symbols that cancel,
    /// negligible terms, a dropped symbol or none): the same cells, bit for bit, and the
    /// changes reported are the insertions and removals the cell-by-cell `add` reports.
    func testAddCellsMatchesCellByCell() {
        var rng = SplitMix64(seed: 1717)
        var seen = (inserted: 0, removed: 0, dropped: 0, grew: 0, shrank: 0)
        for trial in 0..<20_000 {
            var row = Row(constant: 1)
            let length = rng.int(0...60)
            for _ in 0..<length {
                row.add(Int32(rng.below(100)), Double(rng.int(-30...30)) / Double(rng.int(1...7)))
            }
            var source = Row(constant: 2)
            let sourceLength = rng.int(0...Row.cellBatchLimit)
            var tries = 0
            while source.count < sourceLength && tries < 100 {
                tries += 1
                let symbol = Int32(rng.below(100))
                if source.coefficient(of: symbol) != 0 { continue }
                let existing = row.coefficient(of: symbol)
                let scaleHint = rng.int(0...9)
                // A third of the cells cancel the row's cell exactly, some are negligible.
                let c = existing != 0 && scaleHint < 3 ? -existing : scaleHint == 3 ? 1e-13 : Double(rng.int(-20...20)) / 3
                if c != 0 { source.add(symbol, c) }
            }
            var drop: Int32 = -1
            if rng.chance(0.6), row.count > 0 {
                let candidate = row.symbols[rng.below(row.count)]
                if source.coefficient(of: candidate) == 0 { drop = candidate }
            }
            let scale = rng.chance(0.5) ? 1 : Double(rng.int(-9...9)) / 4
            var expected = row
            var inserted: UInt32 = 0, removed: UInt32 = 0
            if drop >= 0 { expected.remove(drop) }
            for j in 0..<source.count {
                let change = expected.add(source.symbols[j], source.coefficients[j] * scale)
                if change > 0 { inserted |= 1 << UInt32(j) }
                if change < 0 { removed |= 1 << UInt32(j) }
            }
            var actual = row
            guard let changes = actual.addCells(of: source, scale: scale, dropping: drop) else {
                XCTFail("trial \(trial): refused a source of \(source.count) cells without the dropped symbol")
                continue
            }
            XCTAssertEqual(actual.symbols, expected.symbols, "trial \(trial)")
            XCTAssertEqual(actual.coefficients.map(\.bitPattern), expected.coefficients.map(\.bitPattern), "trial \(trial)")
            XCTAssertEqual(changes.inserted, inserted, "trial \(trial)")
            XCTAssertEqual(changes.removed, removed, "trial \(trial)")
            if inserted != 0 { seen.inserted += 1 }
            if removed != 0 { seen.removed += 1 }
            if drop >= 0 { seen.dropped += 1 }
            if actual.count > row.count { seen.grew += 1 }
            if actual.count < row.count { seen.shrank += 1 }
        }
        // Every kind of event was exercised, and rows both grew and shrank.
        XCTAssertGreaterThan(seen.inserted, 1000)
        XCTAssertGreaterThan(seen.removed, 1000)
        XCTAssertGreaterThan(seen.dropped, 1000)
        XCTAssertGreaterThan(seen.grew, 1000)
        XCTAssertGreaterThan(seen.shrank, 1000)
    }

    /// A source holding the dropped symbol, or longer than the limit, is refused untouched.
    func testAddCellsRefuses() {
        var row = Row(constant: 0)
        row.add(1, 1)
        row.add(4, 2)
        var holdsDrop = Row(constant: 0)
        holdsDrop.add(4, 1)
        let before = row
        XCTAssertNil(row.addCells(of: holdsDrop, scale: 1, dropping: 4))
        var long = Row(constant: 0)
        for s in 0..<Int32(Row.cellBatchLimit + 1) { long.add(10 + s, 1) }
        XCTAssertNil(row.addCells(of: long, scale: 1, dropping: -1))
        XCTAssertEqual(row.symbols, before.symbols)
        XCTAssertEqual(row.coefficients, before.coefficients)
    }
}
