import Foundation
import XCTest
@testable import StackLayout

/// `stacklayout check`, and every example's JSON output against its golden in
/// `Fixtures/CLI/` (re-record with `STACKLAYOUT_RECORD=failed swift test --filter CLITests`).
extension CLITests {
    func testCheckReportsAConflict() throws {
        try assertRun(["check", "-"], stdin: Self.conflict, stdout: """
            <stdin> at 100x100: unsatisfiable: Unable to simultaneously satisfy constraints: broke a.width == 20 [<stdin>:4:18]
                conflicting: <LayoutConstraint a.width == 10   (active) [<stdin>:3:18]>

            """, status: 1)
    }

    func testCheckReportsAmbiguousAndUnusedViews() throws {
        try assertRun(["check", "-"], stdin: Self.ambiguousAndUnused, stdout: """
            <stdin> at 100x100: ambiguous: a has an ambiguous width (horizontal): add constraints that fix it
            <stdin> at 100x100: ambiguous: b has an ambiguous position and width (horizontal): add constraints that fix it
            <stdin> at 100x100: ambiguous: b has an ambiguous position and height (vertical): add constraints that fix it
            <stdin> at 100x100: unused: b is placed by no constraint and has no frame

            """, status: 1)
        // solve shows the ambiguity but not the unused view (a check of the document, not the layout).
        try assertRun(["solve", "-"], stdin: Self.ambiguousAndUnused, stdout: """
            <stdin> at 100x100
            root          0, 0, 100 x 100
              a           0, 0, 0 x 10
              b           0, 0, 0 x 0
            ambiguous: a has an ambiguous width (horizontal): add constraints that fix it
            ambiguous: b has an ambiguous position and width (horizontal): add constraints that fix it
            ambiguous: b has an ambiguous position and height (vertical): add constraints that fix it

            """)
    }

    func testCheckOnCleanExamples() throws {
        let files = Self.examples.map { "Examples/\($0).json" }
        try assertRun(["check"] + files, stdout: files.map { "\($0) at 390x844: no problems\n" }.joined())
        try assertRun(["check", "Examples/paging-flow.json", "--device", "iphone-se-landscape", "--size", "667x375,375x667"],
                      stdout: "Examples/paging-flow.json at 667x375: no problems\nExamples/paging-flow.json at 375x667: no problems\n")
    }

    func testCheckAsJSON() throws {
        let result = try run(["check", "-", "Examples/tab-strip.json", "--format", "json"], stdin: Self.ambiguousAndUnused)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "")
        let reports = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(reports.map { $0["file"] as? String }, ["<stdin>", "Examples/tab-strip.json"])
        XCTAssertEqual(reports.map { $0["size"] as? [String: Double] }, [["width": 100, "height": 100], ["width": 390, "height": 844]])
        let problems = try XCTUnwrap(reports[0]["diagnostics"] as? [[String: String]])
        XCTAssertEqual(problems.map { $0["kind"] }, ["ambiguous", "ambiguous", "ambiguous", "unused"])
        XCTAssertEqual(problems.map { $0["view"] }, ["a", "b", "b", "b"])
        XCTAssertEqual(problems.map { $0["axis"] }, ["horizontal", "horizontal", "vertical", nil])
        XCTAssertEqual(problems[3]["message"], "b is placed by no constraint and has no frame")
        XCTAssertEqual((reports[1]["diagnostics"] as? [Any])?.count, 0)
        let first = try XCTUnwrap(JSONReader.parse(result.stdout).asArray?.first?.asObject)
        XCTAssertEqual(first.keys, ["file", "size", "diagnostics"])
        XCTAssertEqual(first["diagnostics"]?.asArray?.last?.asObject?.keys, ["kind", "view", "message"])
        // A conflict as JSON: the broken constraint and the ones it conflicts with.
        let conflict = try run(["check", "-", "--format", "json"], stdin: Self.conflict)
        XCTAssertEqual(conflict.status, 1)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(conflict.stdout.utf8)) as? [[String: Any]])
        let diagnostic = try XCTUnwrap((report.first?["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(diagnostic["kind"] as? String, "unsatisfiable")
        XCTAssertEqual(diagnostic["broken"] as? String, "<LayoutConstraint a.width == 20   (active, broken) [<stdin>:4:18]>")
        XCTAssertEqual(diagnostic["conflicting"] as? [String], ["<LayoutConstraint a.width == 10   (active) [<stdin>:3:18]>"])
        // Clean: exit 0, an empty list per file.
        let clean = try run(["check", "Examples/paging.json", "--format", "json"])
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.stdout, """
            [
              {
                "file": "Examples/paging.json",
                "size": {"width": 390, "height": 844},
                "diagnostics": []
              }
            ]

            """)
    }

    // MARK: Goldens

    /// Each example solved at its own device, as JSON, against `Fixtures/CLI/<example>.json`,
    /// and right to left against `<example>-rtl.json`.
    func testExamplesMatchTheirGoldens() throws {
        for example in Self.examples {
            for (options, suffix) in [([String](), ""), (["--trait", "layoutDirection=rightToLeft"], "-rtl")] {
                let result = try run(["solve", "Examples/\(example).json", "--format", "json"] + options)
                XCTAssertEqual(result.status, 0, example)
                XCTAssertEqual(result.stderr, "", example)
                assertGolden(result.stdout, named: "\(example)\(suffix).json")
            }
        }
    }

    /// The golden helper itself: a missing golden is recorded and fails; then a match passes
    /// and a difference fails, leaving the golden as it was (unless the mode is `failed`).
    func testTheGoldenHelperRecordsThenFails() throws {
        let path = try temporaryDirectory() + "/sub/golden.json"
        XCTAssertEqual(Self.verifyGolden("one\n", path: path, record: .never)?.hasPrefix("No golden at"), true)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        XCTAssertEqual(Self.verifyGolden("one\n", path: path, record: .missing)?.hasPrefix("No golden was found: recorded"), true)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "one\n")
        XCTAssertNil(Self.verifyGolden("one\n", path: path, record: .missing))
        XCTAssertEqual(Self.verifyGolden("two\n", path: path, record: .missing)?.hasPrefix("Output does not match the golden"), true)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "one\n")
        XCTAssertNotNil(Self.verifyGolden("two\n", path: path, record: .failed))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "two\n")
        XCTAssertEqual(Self.verifyGolden("two\n", path: path, record: .all)?.hasPrefix("Record mode is on"), true)
        // Numbers are compared with a tolerance (1e-4), everything else exactly.
        XCTAssertTrue(Self.sameUpToNumbers(#"{"x": 130.000001, "y": -4}"#, #"{"x": 130, "y": -4.00002}"#))
        XCTAssertFalse(Self.sameUpToNumbers(#"{"x": 130.001}"#, #"{"x": 130}"#))
        XCTAssertFalse(Self.sameUpToNumbers(#"{"x": 130}"#, #"{"w": 130}"#))
        XCTAssertFalse(Self.sameUpToNumbers(#"[1, 2]"#, #"[1, 2, 3]"#))
    }
}
