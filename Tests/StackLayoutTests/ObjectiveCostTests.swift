import XCTest
@testable import StackLayout
@testable import StackLayoutSolver

/// The costs of the objective's levels computed afresh from the rows (`Tableau.freshCost`),
/// which decide a cost under a level's tolerance (`Tableau.isCost`): they are the costs the
/// objective holds, and a level's history no longer hides a real cost.
final class ObjectiveCostTests: XCTestCase {
    /// Solved random systems of the property tests' families.
    func randomSolvers(_ count: UInt64) -> [(solver: Solver, family: PropertyFamily, seed: UInt64)] {
        var solvers: [(Solver, PropertyFamily, UInt64)] = []
        for family in [PropertyFamily.layout, .sparseGeneric, .manyLevels, .bigConstants, .longScript] {
            for seed in 0..<count {
                let scenario = PropertyScenario(seed: seed, verify: false, family: family)
                // A failing script is the property tests' business; its solver is still solved.
                _ = scenario.run(shrinking: false)
                solvers.append((scenario.solver, family, seed))
            }
        }
        return solvers
    }

    func testFreshCostsAreTheObjectivesCosts() {
        var compared = 0, nonzero = 0
        for (solver, family, seed) in randomSolvers(40) {
            let tableau = solver.tableau
            for level in tableau.objective.indices {
                for symbol in 0..<Int32(tableau.kinds.count)
                where tableau.kinds[Int(symbol)] != .dummy && tableau.rowOf[Int(symbol)] < 0 {
                    let stored = tableau.objective[level].coefficient(of: symbol)
                    let fresh = tableau.freshCost(of: symbol, at: level)
                    XCTAssertEqual(fresh.cost, stored, accuracy: 1e-9 * max(1, fresh.magnitude),
                                   "\(family) seed \(seed): symbol \(symbol) at level \(tableau.levels[level])")
                    compared += 1
                    if stored != 0 { nonzero += 1 }
                }
            }
        }
        XCTAssertGreaterThan(nonzero, 1_000, "the systems have costs to compare (\(compared) compared)")
    }

    /// A cost under the level's tolerance counts when its fresh value confirms it, and not when
    /// the fresh value is none or has the other sign.
    func testACostUnderTheLevelsToleranceCountsWhenTheRowsConfirmIt() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.addConstraint((x >= 1).priority(250))
        try solver.addConstraint((x + y == 2).priority(250))
        try solver.addConstraint((z >= 3).priority(500))
        var tableau = solver.tableau
        let level = tableau.level(of: 250)
        let parametric = (0..<Int32(tableau.kinds.count)).filter {
            tableau.kinds[Int($0)] != .dummy && tableau.rowOf[Int($0)] < 0
        }
        guard let symbol = parametric.first(where: { tableau.objective[level].coefficient(of: $0) != 0 }),
              let other = parametric.first(where: { tableau.freshCost(of: $0, at: level).cost == 0 }) else {
            return XCTFail("the level holds a cost, and some symbol costs nothing there: \(tableau.objective[level])")
        }
        let c = tableau.objective[level].coefficient(of: symbol)
        XCTAssertEqual(tableau.freshCost(of: symbol, at: level).cost, c, accuracy: 1e-12)
        // A history of terms of 1e5 makes the level's tolerance 1e-6.
        tableau.levelMagnitudes[level] = 1e5
        XCTAssertEqual(tableau.costTolerance(at: level), 1e-6, accuracy: 1e-18)
        XCTAssertTrue(tableau.isCost(c, of: symbol, at: level), "over the tolerance")
        // The same cost, made smaller than the tolerance everywhere it comes from, still counts...
        scale(&tableau, symbol, at: level, by: 1e-7)
        let small = tableau.objective[level].coefficient(of: symbol)
        XCTAssertLessThan(abs(small), tableau.costTolerance(at: level))
        XCTAssertGreaterThan(abs(small), coefficientEpsilon)
        XCTAssertEqual(tableau.freshCost(of: symbol, at: level).cost, small, accuracy: 1e-18)
        XCTAssertTrue(tableau.isCost(small, of: symbol, at: level), "confirmed by the rows")
        // ...but not a stored cost the rows do not make, nor one of the other sign, nor one
        // under the absolute tolerance.
        XCTAssertFalse(tableau.isCost(small, of: other, at: level), "the rows make no such cost")
        XCTAssertFalse(tableau.isCost(-small, of: symbol, at: level), "the other sign")
        XCTAssertFalse(tableau.isCost(1e-10, of: symbol, at: level), "under the absolute tolerance")
    }

    /// Scales `symbol`'s cost at `level`, in the objective and in every row it comes from (the
    /// symbol's own weight when it is an error of the level, and the rows holding it).
    private func scale(_ tableau: inout Tableau, _ symbol: Int32, at level: Int, by factor: Double) {
        func scaled(_ row: Row) -> Row {
            var row = row
            let position = row.find(symbol)
            if position >= 0 { row.coefficients[position] *= factor }
            return row
        }
        tableau.objective[level] = scaled(tableau.objective[level])
        for slot in tableau.rows.indices { tableau.rows[slot] = scaled(tableau.rows[slot]) }
        if tableau.errorPriority[Int(symbol)] == tableau.levels[level] { tableau.errorWeight[Int(symbol)] *= factor }
    }
}
