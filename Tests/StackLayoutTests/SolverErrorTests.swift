import XCTest
import StackLayout

/// Solver errors through their public surface only (a plain import, no @testable): a code to
/// compare, and the members that apply.
final class SolverErrorTests: XCTestCase {
    func testACodeAndWhatWasRefused() throws {
        let s = Solver(), x = Variable("x")
        let low = x >= 10, high = x <= 5
        try s.addConstraint(low)
        do {
            try s.addConstraint(high)
            XCTFail("x <= 5 cannot hold with x >= 10")
        } catch let error as SolverError {
            XCTAssertEqual(error.code, .unsatisfiableConstraint)
            XCTAssertTrue(error.constraint === high)
            XCTAssertEqual(error.conflicting.map(ObjectIdentifier.init), [ObjectIdentifier(low)])
            XCTAssertNil(error.variable)
            XCTAssertEqual(error.code.description, "unsatisfiableConstraint")
        }
        XCTAssertThrowsError(try s.addConstraint(low)) { error in
            XCTAssertEqual((error as? SolverError)?.code, .duplicateConstraint)
        }
        XCTAssertThrowsError(try s.suggestValue(x, 1)) { error in
            XCTAssertEqual((error as? SolverError)?.code, .unknownEditVariable)
            XCTAssertTrue((error as? SolverError)?.variable === x)
        }
        XCTAssertThrowsError(try s.addConstraint(Constraint(Expression(x), .equal, priority: 2000))) { error in
            XCTAssertEqual((error as? SolverError)?.code, .invalidConstraint)
            XCTAssertNotNil((error as? SolverError)?.reason)
        }
    }
}
