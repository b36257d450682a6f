import XCTest
@testable import StackLayoutSolver

/// The set behind the transactions' saved slots, the ambiguity search's marks and the face
/// memo: `removeAll()` empties it whatever was inserted before, and it grows with the ids.
final class StampedSetTests: XCTestCase {
    func testARoundHoldsWhatItInsertedAndTheNextNothing() {
        var set = StampedSet()
        XCTAssertFalse(set.contains(0))
        XCTAssertFalse(set.contains(10_000))
        XCTAssertTrue(set.insert(3))
        XCTAssertFalse(set.insert(3))
        XCTAssertTrue(set.contains(3))
        XCTAssertFalse(set.contains(2))
        XCTAssertTrue(set.insert(5_000))
        XCTAssertTrue(set.contains(5_000))
        XCTAssertTrue(set.contains(3))
        set.removeAll()
        XCTAssertFalse(set.contains(3))
        XCTAssertFalse(set.contains(5_000))
        XCTAssertTrue(set.insert(3))
        XCTAssertTrue(set.contains(3))
    }
}
