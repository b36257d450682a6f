import XCTest
@testable import StackLayoutSolver

/// The ambiguity search's per-symbol marks (`SymbolMarks`) and the quick pass's memo
/// (`FaceMemo`): a new walk or a forgotten memo knows nothing, whatever earlier ones wrote, and
/// both grow with the symbols.
final class SymbolMarksTests: XCTestCase {
    func testAWalkMarksEachSymbolOnceAndTheNextStartsUnmarked() {
        var marks = SymbolMarks()
        marks.begin(symbolCount: 4)
        XCTAssertTrue(marks.mark(2))
        XCTAssertFalse(marks.mark(2))
        XCTAssertTrue(marks.isMarked(2))
        XCTAssertFalse(marks.isMarked(3))
        marks.isFixed[2] = true
        marks.magnification[2] = 7
        marks.begin(symbolCount: 4)
        XCTAssertFalse(marks.isMarked(2))
        XCTAssertTrue(marks.mark(2))
        // More symbols since: the walk covers them.
        marks.begin(symbolCount: 100)
        XCTAssertTrue(marks.mark(99))
        XCTAssertFalse(marks.isMarked(2))
    }

    func testAForgottenMemoKnowsNothing() {
        var memo = FaceMemo()
        XCTAssertNil(memo.isFree(5))
        XCTAssertNil(memo.step(5, down: false))
        memo.setIsFree(5, true)
        memo.setStep(5, down: true, .infinity)
        memo.setStep(5, down: false, 0.25)
        XCTAssertEqual(memo.isFree(5), true)
        XCTAssertEqual(memo.step(5, down: true), .infinity)
        XCTAssertEqual(memo.step(5, down: false), 0.25)
        XCTAssertNil(memo.isFree(4))
        XCTAssertNil(memo.step(4, down: true))
        // Past what it holds: grows.
        memo.setIsFree(1_000, false)
        XCTAssertEqual(memo.isFree(1_000), false)
        XCTAssertEqual(memo.isFree(5), true)
        memo.forgetAll()
        XCTAssertNil(memo.isFree(5))
        XCTAssertNil(memo.isFree(1_000))
        XCTAssertNil(memo.step(5, down: false))
    }
}
