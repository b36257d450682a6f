import Foundation
import XCTest
@testable import StackLayout
@testable import StackLayoutSolver

/// Refactorization (`Solver.refactor()`, `Tableau.refactor(_:errors:)`): the present basis solved
/// afresh from the constraints' own rows.
final class SolverRefactorizationTests: XCTestCase {
    /// Every family's scripts, with the rows solved afresh after every step: every check of the
    /// property scenario (the reference's levels, ranges, conflicts) holds of the refactored
    /// tableau, and the refactorizations do happen.
    func testEveryFamilyStaysOptimalWhenRefactoredAfterEveryStep() {
        let families: [(PropertyFamily, UInt64)] = [(.layout, 30), (.sparseGeneric, 10), (.manyLevels, 10),
                                                    (.bigConstants, 20), (.longScript, 6)]
        for (family, count) in families {
            var refactorizations = 0, steps = 0
            for seed in 0..<count {
                let scenario = PropertyScenario(seed: 70_000 + seed, verify: true, family: family)
                scenario.refactorsAfterEachStep = true
                XCTAssertNil(scenario.run(shrinking: false), "\(family) seed \(70_000 + seed)")
                refactorizations += scenario.refactorizations
                steps += scenario.steps.count
            }
            // A refactorization is refused only inside an operation's rounding (a fresh value
            // under a restricted row's tolerance, or a singular pivot): rarely.
            XCTAssertGreaterThan(refactorizations, steps * 9 / 10, "\(family): \(refactorizations) of \(steps) steps")
        }
    }

    /// A small system refactored: the same basis and values, and rows that no longer carry the
    /// history of the values they went through.
    func testARefactoredTableauKeepsItsBasisAndValues() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.addConstraints([
            Constraint(Expression([Term(x, 1), Term(y, 1)], constant: -100), .lessThanOrEqual),
            Constraint(Expression([Term(x, 1)], constant: -30), .greaterThanOrEqual, priority: .init(750)),
            Constraint(Expression([Term(y, 0.001), Term(z, -1)], constant: 0), .equal),
            Constraint(Expression([Term(y, 1)], constant: -1e6), .equal, priority: .init(250)),
            Constraint(Expression([Term(z, 1), Term(x, -2)], constant: 0), .lessThanOrEqual, priority: .init(500)),
        ])
        solver.updateVariables()
        let before = [x.value, y.value, z.value]
        let basis = Set(solver.tableau.basicOf.filter { $0 >= 0 })
        let levels = solver.tableau.objective.map(\.constant)
        let rows = solver.tableau.rows
        // Rounding planted in every row's cells and constant, and in the objective, as a long
        // history leaves it: the refactorization must not read it.
        for slot in solver.tableau.rows.indices where solver.tableau.basicOf[slot] >= 0 {
            solver.tableau.rows[slot].constant += 1e-6
            for i in solver.tableau.rows[slot].coefficients.indices { solver.tableau.rows[slot].coefficients[i] *= 1 + 1e-7 }
        }
        for level in solver.tableau.objective.indices { solver.tableau.objective[level].constant += 1 }
        XCTAssertTrue(solver.refactor())
        for slot in rows.indices where solver.tableau.basicOf[slot] >= 0 {
            let (row, old) = (solver.tableau.rows[slot], rows[slot])
            XCTAssertEqual(row.symbols, old.symbols)
            XCTAssertEqual(row.constant, old.constant, accuracy: 1e-9 * max(1, abs(old.constant)))
            for (c, o) in zip(row.coefficients, old.coefficients) { XCTAssertEqual(c, o, accuracy: 1e-12 * max(1, abs(o))) }
        }
        solver.updateVariables()
        for (value, old) in zip([x.value, y.value, z.value], before) { XCTAssertEqual(value, old, accuracy: 1e-9) }
        XCTAssertEqual(Set(solver.tableau.basicOf.filter { $0 >= 0 }), basis, "the optimum's basis is kept")
        for (level, old) in zip(solver.tableau.objective.map(\.constant), levels) { XCTAssertEqual(level, old, accuracy: 1e-9) }
        // Each row is the fresh elimination's, so no row remembers more than its own terms.
        for slot in solver.tableau.rows.indices where solver.tableau.basicOf[slot] >= 0 {
            let row = solver.tableau.rows[slot]
            XCTAssertLessThanOrEqual(row.historicMagnitude, max(1, row.largestMagnitude) * 1e3 + 1)
        }
    }

    /// A refactorization happens only when the values the rows went through outgrew the
    /// values in use by `Tableau.historyRatio`; a screen's layout never comes near it.
    func testAScreenIsNeverRefactored() throws {
        for name in ["Examples/profile-screen.json", "Examples/paging-flow.json"] {
            for direction in bothDirections {
                let layout = try DocumentLayout(contentsOfFile: name)
                _ = try layout.solve(LayoutConfiguration(size: Size(width: 390, height: 844), layoutDirection: direction))
                _ = try layout.solve(LayoutConfiguration(size: Size(width: 844, height: 390), layoutDirection: direction))
                let tableau = layout.root.engine.solver.tableau
                XCTAssertEqual(tableau.lastRefactorScale, 0, name)
                XCTAssertLessThan(tableau.valueScale, Tableau.historyRatio * max(1, tableau.constantScale), name)
            }
        }
    }
}
