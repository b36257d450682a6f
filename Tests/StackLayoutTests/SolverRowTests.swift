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
