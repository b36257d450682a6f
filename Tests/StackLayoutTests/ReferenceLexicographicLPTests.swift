import Foundation
import XCTest
@testable import StackLayoutSolver

/// The reference LP of the property tests against answers of an independent solver (scipy's
/// HiGHS, lexicographic level by level: `Scripts/lp-oracle.py solve`), on the systems where the
/// reference and `Solver` once disagreed and the reference was the one wrong
/// (`Fixtures/Solver/reference-checks.json`). Its plain ratio test pivoted on elements of 1e-10
/// (rounding), and its answers ran off to 1e16.
final class ReferenceLexicographicLPTests: XCTestCase {
    func reference(_ id: String) throws -> (ReferenceLexicographicLP, SolverReproducerTests.System) {
        let system = try XCTUnwrap(SolverReproducerTests.load("reference-checks.json")[id])
        let variables = (0..<system.variableCount).map { Variable("x\($0)") }
        var constraints: [ReferenceConstraint] = []
        for case .add(let terms, let constant, let relation, let priority, let label) in system.steps {
            let c = Constraint(Expression(terms.map { Term(variables[$0.0], $0.1) }, constant: constant), relation,
                               priority: LayoutPriority(min(priority, 1000))).labeled(label)
            constraints.append(ReferenceConstraint(c, variables: variables))
        }
        return (ReferenceLexicographicLP(variableCount: system.variableCount, constraints: constraints), system)
    }

    /// Sparse generic seed 709: HiGHS fixes x7 (to within 5e-5 with its levels relaxed by
    /// 1e-9); the old reference let it reach 7.83.
    func testSeed709AgreesWithHiGHS() throws {
        let (lp, _) = try reference("sparse-generic-709")
        XCTAssertEqual(lp.levels, [750, 251, 250])
        for (optimum, expected) in zip(lp.optima, [0, 0, 22.93351339472214]) {
            XCTAssertEqual(optimum, expected, accuracy: 1e-6)
        }
        let range = lp.range(of: 7)
        XCTAssertEqual(range.lower, 0.5035964, accuracy: 1e-6)
        XCTAssertLessThan(range.upper, 0.50365)
    }

    /// Sparse generic seed 939: HiGHS finds level 250 at 53.31; the old reference claimed 0, at
    /// a point that broke a required constraint by 102.
    func testSeed939AgreesWithHiGHS() throws {
        let (lp, _) = try reference("sparse-generic-939")
        XCTAssertEqual(lp.levels, [999.5, 500, 251, 250])
        // (Both within HiGHS's feasibility tolerance, 1e-7 per row: the solver says 53.3100000006.)
        for (optimum, expected) in zip(lp.optima, [0, 0, 0, 53.30999999579]) {
            XCTAssertEqual(optimum, expected, accuracy: 1e-5)
        }
        for c in lp.constraints where c.isRequired {
            XCTAssertLessThanOrEqual(c.error(at: lp.solution), 1e-6 * c.scale(at: lp.solution), "\(c)")
        }
    }
}

extension ReferenceLexicographicLPTests {
    /// A ray of the dense simplex is confirmed with the variable bounded far out; a real one
    /// stays infinite, and a bounded end stays where it is (x0 >= 3 and x1 == x0 + 2 at 10).
    func testARealRayStaysInfinite() {
        let x = (0..<2).map { Variable("x\($0)") }
        let constraints = [
            Constraint(Expression([Term(x[0], 1)], constant: -3), .greaterThanOrEqual),
            Constraint(Expression([Term(x[1], 1), Term(x[0], -1)], constant: -2), .equal),
            Constraint(Expression([Term(x[1], 1)], constant: -10), .equal, priority: LayoutPriority(250)),
        ].map { ReferenceConstraint($0, variables: x) }
        let lp = ReferenceLexicographicLP(variableCount: 2, constraints: constraints)
        XCTAssertEqual(lp.optima, [0])
        XCTAssertEqual(lp.range(of: 0).lower, 8, accuracy: 1e-9)
        XCTAssertEqual(lp.range(of: 0).upper, 8, accuracy: 1e-9)
        let free = ReferenceLexicographicLP(variableCount: 2, constraints: Array(constraints.prefix(2)))
        XCTAssertEqual(free.range(of: 0).lower, 3, accuracy: 1e-9)
        XCTAssertEqual(free.range(of: 0).upper, .infinity)
        XCTAssertEqual(free.range(of: 1).lower, 5, accuracy: 1e-9)
        XCTAssertEqual(free.range(of: 1).upper, .infinity)
    }

    /// Constants of 1e5-1e6, seeds 1001818, 1003580, 1004319, 1004503, 1007114, 1007159: the
    /// reference gave a variable the solver calls determined a width of 1e-3 to 7e-3. An exact
    /// rational LP fixes each (the value below, width 0), and HiGHS's width falls tenfold with
    /// each tenfold cut of the room its levels are fixed with (the fixtures' notes). So does the
    /// reference's: its width is its room (1e-12 of levels of 5e6 to 8e8) times the variable's
    /// sensitivity (plus, at 2.5e9, its rounding), and `isClearlyFree` does not count it as a
    /// width.
    func testBigConstantsWidthsAreTheReferencesRoom() throws {
        let cases: [(seed: Int, variable: Int, value: Double, optima: [Double])] = [
            (1_001_818, 2, -372_678_003.0 / 380, [3_601_755_357.0 / 760]),
            (1_003_580, 4, 95572, [1_000_638_667.0 / 204]),
            (1_004_319, 2, -10_238_066.0 / 15, [2_722_907_393.0 / 360]),
            (1_004_503, 3, 2_535_189_032, [0, 780_501_415]),
            (1_007_114, 3, -281_101, [3_955_505_457.0 / 8]),
            (1_007_159, 5, -665_184_698.0 / 143, [0, 1_702_066_659.0 / 52]),
        ]
        for c in cases {
            let (lp, _) = try reference("big-constants-\(c.seed)")
            XCTAssertEqual(lp.optima.count, c.optima.count, "seed \(c.seed)")
            for (optimum, exact) in zip(lp.optima, c.optima) {
                XCTAssertEqual(optimum, exact, accuracy: 1e-9 * max(1, exact), "seed \(c.seed)")
            }
            let wide = lp.range(of: c.variable)
            let narrow = lp.range(of: c.variable, slack: ReferenceLexicographicLP.levelSlack / 100)
            let rounding = 1e-9 * abs(c.value)
            for range in [wide, narrow] {
                XCTAssertLessThanOrEqual(range.lower, c.value + rounding, "seed \(c.seed): \(range)")
                XCTAssertGreaterThanOrEqual(range.upper, c.value - rounding, "seed \(c.seed): \(range)")
            }
            let width = wide.upper - wide.lower
            XCTAssertGreaterThan(width, 1e-3, "seed \(c.seed): the width the soak reported")
            // A hundredth of the room: a hundredth of the width (1.2e-5 to 2e-5), but for the
            // reference's own rounding at 2.5e9 (seed 1004503: 0.0068 becomes 0.0024).
            XCTAssertLessThan(narrow.upper - narrow.lower, width / 20 + 2e-12 * abs(c.value),
                              "seed \(c.seed): the width is the room's")
            XCTAssertNil(PropertyScenario.isClearlyFree(wide, 0), "seed \(c.seed): \(wide) is no width at \(c.value)")
        }
    }
}
