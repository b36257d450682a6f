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
