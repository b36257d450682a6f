import Foundation
@testable import StackLayoutTesting
import XCTest

/// `RecordMode.fromEnvironment`: `STACKLAYOUT_RECORD` first, then swift-snapshot-testing's
/// `SNAPSHOT_TESTING_RECORD`, then `.missing`.
final class RecordModeTests: XCTestCase {
    func testTheVariablesInOrder() {
        XCTAssertEqual(RecordMode.from(environment: [:]), .missing)
        for mode in [RecordMode.all, .missing, .failed, .never] {
            XCTAssertEqual(RecordMode.from(environment: ["STACKLAYOUT_RECORD": mode.rawValue]), mode)
            XCTAssertEqual(RecordMode.from(environment: ["SNAPSHOT_TESTING_RECORD": mode.rawValue]), mode)
        }
        XCTAssertEqual(RecordMode.from(environment: ["STACKLAYOUT_RECORD": "never", "SNAPSHOT_TESTING_RECORD": "all"]), .never)
        // A value that names no mode is skipped, not a crash.
        XCTAssertEqual(RecordMode.from(environment: ["STACKLAYOUT_RECORD": "yes", "SNAPSHOT_TESTING_RECORD": "failed"]), .failed)
        XCTAssertEqual(RecordMode.from(environment: ["STACKLAYOUT_RECORD": "ALL"]), .missing)
        XCTAssertEqual(RecordMode.from(environment: ["OTHER": "all"]), .missing)
    }

    /// The process's environment, read when asked (set here, then put back as it was).
    func testFromEnvironmentReadsTheProcessEnvironment() {
        let names = ["STACKLAYOUT_RECORD", "SNAPSHOT_TESTING_RECORD"]
        let saved = names.map { name in getenv(name).map { String(cString: $0) } }
        defer {
            for (name, value) in zip(names, saved) {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        for name in names { unsetenv(name) }
        XCTAssertEqual(RecordMode.fromEnvironment, .missing)
        setenv("SNAPSHOT_TESTING_RECORD", "failed", 1)
        XCTAssertEqual(RecordMode.fromEnvironment, .failed)
        setenv("STACKLAYOUT_RECORD", "never", 1)
        XCTAssertEqual(RecordMode.fromEnvironment, .never)
    }
}
