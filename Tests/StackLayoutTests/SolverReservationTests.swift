import XCTest
@testable import StackLayoutSolver

/// Room for a batch of adds (`Solver.reserveCapacity(forAdding:)`): the per-symbol tables grow
/// by one policy, a reservation is storage only, and a solver that reserved solves exactly as
/// one that did not.
final class SolverReservationTests: XCTestCase {
    /// A row of `count` items: each `item[i].left == item[i-1].right + 8` (a definition), a
    /// width at 250 and a content-size-like equality hugging at 250 and resisting at 750 (rows
    /// with two errors), and the last item's right edge at most 900 (a slack).
    func chain(_ count: Int) -> (constraints: [Constraint], variables: [Variable]) {
        var constraints: [Constraint] = []
        var variables: [Variable] = []
        var previousRight: Variable?
        for i in 0..<count {
            let left = Variable("item\(i).left"), width = Variable("item\(i).width"), right = Variable("item\(i).right")
            variables += [left, width, right]
            constraints.append(previousRight.map { left == $0 + 8 } ?? (left == 0))
            constraints.append(right == left + width)
            constraints.append((width == Double(40 + i % 7)).priority(250))
            constraints.append(Constraint(width - 30, equalAbove: 250, below: 750))
            previousRight = right
        }
        constraints.append(previousRight! <= 900)
        return (constraints, variables)
    }

    func testGrowthByAnEighthStopsAtAReservation() {
        XCTAssertEqual([Int32].grownCount(toHold: 0, count: 0, reserved: 0), 64, "64 at least")
        XCTAssertEqual([Int32].grownCount(toHold: 800, count: 800, reserved: 0), 964, "an eighth more, and 64")
        XCTAssertEqual([Int32].grownCount(toHold: 3_000, count: 800, reserved: 0), 3_001, "to the index when that falls short")
        XCTAssertEqual([Int32].grownCount(toHold: 800, count: 800, reserved: 900), 900, "no further than the reservation")
        XCTAssertEqual([Int32].grownCount(toHold: 800, count: 800, reserved: 10_000), 964, "by an eighth inside it")
        XCTAssertEqual([Int32].grownCount(toHold: 950, count: 800, reserved: 900), 964, "a reservation that falls short is passed")
        // The storage underneath still grows geometrically: growing one index at a time
        // moves the table a logarithmic number of times.
        var table: [Int32] = []
        var moves = 0
        var storage = table.withUnsafeBufferPointer { $0.baseAddress }
        for index in 0..<100_000 where index >= table.count {
            table.grow(toHold: index, filling: -1)
            let now = table.withUnsafeBufferPointer { $0.baseAddress }
            if now != storage { moves += 1; storage = now }
        }
        XCTAssertLessThanOrEqual(moves, 20)
        var reservedTable: [Int32] = []
        reservedTable.reserve(toHold: 100)
        let reserved = reservedTable.capacity
        XCTAssertGreaterThanOrEqual(reserved, 100)
        reservedTable.reserve(toHold: reserved + 1)
        XCTAssertGreaterThanOrEqual(reservedTable.capacity, 2 * reserved, "a reservation past the room there is at least doubles it")
    }

    /// The same constraints added with and without a reservation give the same values and
    /// the same tableau, and inside the reservation no per-symbol table moved.
    func testAReservedSolverSolvesAsOneThatDidNot() throws {
        let plain = chain(60), reservedChain = chain(60)
        let unreserved = Solver()
        for c in plain.constraints { try unreserved.addConstraint(c) }
        unreserved.updateVariables()

        let reserving = Solver()
        reserving.reserveCapacity(forAdding: reservedChain.constraints.count)
        XCTAssertGreaterThanOrEqual(reserving.tableau.reservedSymbols, 3 * reservedChain.constraints.count)
        func storage<T>(_ array: [T]) -> UnsafeRawPointer? { array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }
        let before = (storage(reserving.tableau.kinds), storage(reserving.records), storage(reserving.definitions.definitionOf))
        for c in reservedChain.constraints { try reserving.addConstraint(c) }
        reserving.updateVariables()
        XCTAssertEqual(storage(reserving.tableau.kinds), before.0, "the symbol kinds did not move")
        XCTAssertEqual(storage(reserving.records), before.1, "the records did not move")
        XCTAssertEqual(storage(reserving.definitions.definitionOf), before.2, "the definitions' table did not move")

        for (a, b) in zip(plain.variables, reservedChain.variables) {
            XCTAssertEqual(a.value, b.value, "\(a.name)")
        }
        XCTAssertEqual(unreserved.tableauSize.rows, reserving.tableauSize.rows)
        XCTAssertEqual(unreserved.tableauSize.cells, reserving.tableauSize.cells)
        XCTAssertEqual(unreserved.tableau.kinds.count, reserving.tableau.kinds.count)
        // The tables that share a length still do (grown to the reservation, not past it).
        let t = reserving.tableau
        for count in [t.columnLive.count, t.errorPriority.count, t.errorWeight.count, t.isDirty.count,
                      t.memos.count, t.isHinted.count, t.objectiveLevels.count] {
            XCTAssertEqual(count, t.rowOf.count)
        }
        XCTAssertLessThanOrEqual(t.rowOf.count, t.reservedSymbols)
        XCTAssertGreaterThanOrEqual(reserving.variableOf.count, t.kinds.count)
    }

    /// Small reservations one after another move the tables a logarithmic number of times:
    /// each one past the room there is at least doubles it.
    func testSmallReservationsGrowGeometrically() throws {
        let s = Solver(), reference = Solver()
        let reserved = chain(200), plain = chain(200)
        var reservations: Set<Int> = []
        for (c, p) in zip(reserved.constraints, plain.constraints) {
            s.reserveCapacity(forAdding: 1)
            reservations.insert(s.tableau.reservedSymbols)
            try s.addConstraint(c)
            try reference.addConstraint(p)
        }
        // 801 adds of up to three symbols each: from 3 to past 2,400 by doubling is 10 steps.
        XCTAssertLessThanOrEqual(reservations.count, 11, "\(reservations.sorted())")
        s.updateVariables()
        reference.updateVariables()
        for (a, b) in zip(reserved.variables, plain.variables) { XCTAssertEqual(a.value, b.value, "\(a.name)") }
    }
}
