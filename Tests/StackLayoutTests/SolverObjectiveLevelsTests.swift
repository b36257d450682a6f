import XCTest
@testable import StackLayoutSolver

/// The objective's index of which levels hold each symbol follows the first 63 levels; a
/// system with more priorities than that must solve the same, its lower levels searched.
final class SolverObjectiveLevelsTests: XCTestCase {
    private func value(_ solver: Solver, _ variable: Variable) -> Double {
        solver.updateVariables()
        return variable.value
    }

    private func assertTableauSound(_ solver: Solver, _ context: String, line: UInt = #line) {
        #if STACKLAYOUT_INVARIANTS
        XCTAssertNil(solver.tableau.invariantViolation(), context, line: line)
        #endif
        XCTAssertTrue(solver.isOptimal, context, line: line)
    }

    /// 80 priorities, 101 to 180: `x == i` at priority 100 + i (the highest wins), and `w` and
    /// `v` pulled different ways at priorities 101-105 (levels 75-79, past the tracked ones),
    /// each pull added after one it beats. Removing the winners one by one hands `x` to the next priority down, and
    /// removing low priorities moves untracked levels into the tracked ones.
    func testMoreLevelsThanTheIndexTracks() throws {
        let solver = Solver()
        let x = Variable("x"), w = Variable("w")
        var byPriority: [Int: Constraint] = [:]
        for i in 1...80 {
            let c = Constraint(Expression([Term(x, 1)], constant: -Double(i)), .equal,
                               priority: LayoutPriority(Float(100 + i)))
            byPriority[i] = c
            try solver.addConstraint(c)
        }
        // Each added under one it beats, so the optimum needs pivots found at untracked levels.
        let v = Variable("v")
        for (target, priority) in [(3.0, 104), (7.0, 105)] as [(Double, LayoutPriority)] {
            try solver.addConstraint(Constraint(Expression([Term(w, 1)], constant: -target), .equal, priority: priority))
        }
        for (target, priority) in [(20.0, 101), (5.0, 102), (9.0, 103)] as [(Double, LayoutPriority)] {
            try solver.addConstraint(Constraint(Expression([Term(v, 1)], constant: -target), .equal, priority: priority))
        }
        XCTAssertGreaterThan(solver.tableau.levels.count, Tableau.trackedLevels)
        XCTAssertEqual(value(solver, x), 80, accuracy: 1e-9)
        XCTAssertEqual(value(solver, w), 7, accuracy: 1e-9)
        XCTAssertEqual(value(solver, v), 9, accuracy: 1e-9)
        assertTableauSound(solver, "after the adds")

        // The lowest priorities go first: each removal below the 63rd level moves the levels
        // under it up, the 64th into the tracked ones.
        for i in [1, 2, 3, 10, 20] {
            try solver.removeConstraint(byPriority.removeValue(forKey: i)!)
            assertTableauSound(solver, "after removing priority \(100 + i)")
            XCTAssertEqual(value(solver, x), 80, accuracy: 1e-9)
            XCTAssertEqual(value(solver, w), 7, accuracy: 1e-9)
        }
        // Then the winners: x follows the highest priority left.
        for i in stride(from: 80, through: 30, by: -1) {
            try solver.removeConstraint(byPriority.removeValue(forKey: i)!)
            assertTableauSound(solver, "after removing priority \(100 + i)")
            XCTAssertEqual(value(solver, x), Double(i - 1), accuracy: 1e-9, "after removing priority \(100 + i)")
        }
        XCTAssertEqual(value(solver, w), 7, accuracy: 1e-9)
        // A new winner on top moves every level's bits down one.
        try solver.addConstraint(Constraint(Expression([Term(x, 1)], constant: -500), .equal, priority: 999))
        assertTableauSound(solver, "after the new top priority")
        XCTAssertEqual(value(solver, x), 500, accuracy: 1e-9)
        XCTAssertEqual(value(solver, w), 7, accuracy: 1e-9)
    }
}
