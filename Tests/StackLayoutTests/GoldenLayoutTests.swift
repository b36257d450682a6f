import Foundation
import StackLayoutTesting
import XCTest
@testable import StackLayout

/// The golden-frame helper itself: recording, matching, diffs, tolerance, record modes.
final class GoldenLayoutTests: XCTestCase {
    var directory = ""

    override func setUp() {
        directory = NSTemporaryDirectory() + "golden-\(UUID().uuidString)"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func layout(boxX: Double = 20, hidden: Bool = false) -> LayoutDescription {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.identifier = "root"
        let box = View()
        box.identifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        box.isHidden = hidden
        root.addSubview(box)
        let unnamed = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
        box.addSubview(unnamed)
        try! LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: boxX),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 100.0 / 3),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        return LayoutDescription(of: root, header: "200x100 leftToRight")
    }

    var path: String { directory + "/__Snapshots__/GoldenLayoutTests/testSomething.box.txt" }

    func testTheTextLooksLikeRecursiveDescription() {
        XCTAssertEqual(layout().text, """
        # 200x100 leftToRight
        <View root; frame = (0 0; 200 100)>
           | <View box; frame = (20 10; 33.3333 50)>
           |    | <View box/0; frame = (1 2; 3 4)>

        """)
        let hidden = layout(hidden: true).text
        XCTAssertTrue(hidden.contains("; hidden = YES>"))
        XCTAssertEqual(LayoutDescription(parsing: hidden)?.text, hidden)
    }

    func testGoldenPathsFollowSnapshotTestingsLayout() {
        XCTAssertEqual(goldenPath(testFile: "/p/Tests/ExampleTests.swift", testName: "testFoo()", name: "screen.iphone-14"),
                       "/p/Tests/__Snapshots__/ExampleTests/testFoo.screen.iphone-14.txt")
    }

    func testRecordsWhenMissingAndFailsThenMatches() throws {
        let failure = verifyLayout(layout(), golden: path, record: .missing, tolerance: 0.01, testName: "testSomething()")
        XCTAssertTrue(failure?.hasPrefix("No reference was found on disk. Automatically recorded golden") ?? false)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
        XCTAssertNil(verifyLayout(layout(), golden: path, record: .missing, tolerance: 0.01, testName: "testSomething()"))
        XCTAssertNil(verifyLayout(layout(), golden: path, record: .never, tolerance: 0.01, testName: "testSomething()"))
    }

    func testAMovedFrameFailsWithADiffThatNamesTheView() throws {
        _ = verifyLayout(layout(), golden: path, record: .missing, tolerance: 0.01, testName: "t")
        let failure = verifyLayout(layout(boxX: 21.5), golden: path, record: .missing, tolerance: 0.01, testName: "t")
        XCTAssertNotNil(failure)
        XCTAssertTrue(failure?.contains("box: x 20 → 21.5 (+1.5)") ?? false, failure ?? "")
        XCTAssertFalse(failure?.contains("box/0:") ?? true, "the subview did not move within the box")
        XCTAssertTrue(failure?.contains("\u{2212}   | <View box; frame = (20 10; 33.3333 50)>") ?? false)
        XCTAssertTrue(failure?.contains("+   | <View box; frame = (21.5 10; 33.3333 50)>") ?? false)
        // The golden is left alone.
        XCTAssertNil(verifyLayout(layout(), golden: path, record: .missing, tolerance: 0.01, testName: "t"))
    }

    func testTheToleranceIsAbsolute() {
        _ = verifyLayout(layout(), golden: path, record: .missing, tolerance: 0.01, testName: "t")
        XCTAssertNil(verifyLayout(layout(boxX: 20.009), golden: path, record: .never, tolerance: 0.01, testName: "t"))
        XCTAssertNotNil(verifyLayout(layout(boxX: 20.02), golden: path, record: .never, tolerance: 0.01, testName: "t"))
        XCTAssertNil(verifyLayout(layout(boxX: 20.4), golden: path, record: .never, tolerance: 0.5, testName: "t"))
    }

    func testRecordModes() throws {
        // never: a missing golden fails and nothing is written.
        let never = verifyLayout(layout(), golden: path, record: .never, tolerance: 0.01, testName: "t")
        XCTAssertTrue(never?.contains("recording is disabled") ?? false)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        // all: always writes and always fails.
        XCTAssertTrue(verifyLayout(layout(), golden: path, record: .all, tolerance: 0.01, testName: "t")?
            .hasPrefix("Record mode is on.") ?? false)
        XCTAssertTrue(verifyLayout(layout(boxX: 30), golden: path, record: .all, tolerance: 0.01, testName: "t") != nil)
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).contains("(30 10;"))
        // failed: a mismatch rewrites the golden and still fails; the next run passes.
        let failed = verifyLayout(layout(boxX: 40), golden: path, record: .failed, tolerance: 0.01, testName: "t")
        XCTAssertTrue(failed?.contains("A new golden was automatically recorded.") ?? false)
        XCTAssertNil(verifyLayout(layout(boxX: 40), golden: path, record: .failed, tolerance: 0.01, testName: "t"))
    }

    func testAGoldenThatCannotBeReadFailsAndIsNotRecordedOver() throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        let bytes = Data([0x23, 0x20, 0xFF, 0xFE, 0x0A])  // not UTF-8
        try bytes.write(to: URL(fileURLWithPath: path))
        for mode in [RecordMode.missing, .failed, .never] {
            let failure = verifyLayout(layout(), golden: path, record: mode, tolerance: 0.01, testName: "t")
            XCTAssertTrue(failure?.hasPrefix("could not read the golden \(path)") ?? false, failure ?? "nil")
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), bytes, "the golden is left alone")
        }
        // Recording everything writes it, as asked.
        XCTAssertTrue(verifyLayout(layout(), golden: path, record: .all, tolerance: 0.01, testName: "t")?
            .hasPrefix("Record mode is on.") ?? false)
        XCTAssertNil(verifyLayout(layout(), golden: path, record: .never, tolerance: 0.01, testName: "t"))
    }

    func testAppearingAndDisappearingViewsAreNamed() {
        _ = verifyLayout(layout(), golden: path, record: .missing, tolerance: 0.01, testName: "t")
        var changed = layout()
        changed.lines.removeLast()
        let failure = verifyLayout(changed, golden: path, record: .never, tolerance: 0.01, testName: "t")
        XCTAssertTrue(failure?.contains("box/0: missing") ?? false, failure ?? "")
        XCTAssertTrue(verifyLayout(layout(hidden: true), golden: path, record: .never, tolerance: 0.01, testName: "t")?
            .contains("box: now hidden") ?? false)
    }

    /// Figures keep four decimals at any magnitude: `%g`'s six significant digits stored
    /// 10000.3333 as 10000.3, and the layout then failed against its own golden on every run.
    func testLargeCoordinatesMatchTheGoldenTheyRecorded() throws {
        func far(_ x: Double) -> LayoutDescription {
            let root = View(frame: Rect(x: 0, y: 0, width: 20_000, height: 100))
            root.identifier = "root"
            let box = View(frame: Rect(x: x, y: 10000.3333, width: 100.0 / 3, height: 1234.56789))
            box.identifier = "far"
            root.addSubview(box)
            return LayoutDescription(of: root, header: "20000x100 leftToRight")
        }
        let failure = verifyLayout(far(12345.6789), golden: path, record: .missing, tolerance: 0.01, testName: "t")
        XCTAssertTrue(failure?.hasPrefix("No reference was found on disk.") ?? false, failure ?? "")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains("<View far; frame = (12345.6789 10000.3333; 33.3333 1234.5679)>"), text)
        XCTAssertNil(verifyLayout(far(12345.6789), golden: path, record: .never, tolerance: 0.01, testName: "t"))
        // Still as sharp there: a move of 0.02 fails, and is reported with the figures that differ.
        let moved = verifyLayout(far(12345.6989), golden: path, record: .never, tolerance: 0.01, testName: "t")
        XCTAssertTrue(moved?.contains("far: x 12345.6789 → 12345.6989 (+0.02)") ?? false, moved ?? "")
    }

    /// Figures are written with at most four decimals, trailing zeros trimmed, and read back.
    func testFiguresKeepFourDecimals() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (20, "20"), (21.5, "21.5"), (100.0 / 3, "33.3333"), (161.33333, "161.3333"),
            (-4.25, "-4.25"), (0.00004, "0"), (-0.00004, "0"), (0.00005, "0.0001"), (2.99996, "3"),
            (123_456_789.123456, "123456789.1235"), (1e17, "1e+17"), (.infinity, "inf"),
        ]
        for (value, text) in cases {
            let root = View(frame: Rect(x: value, y: 0, width: 1, height: 1))
            let line = LayoutDescription(of: root, header: "").lines[0]
            XCTAssertEqual(line.text, "<View root; frame = (\(text) 0; 1 1)>", "\(value)")
            let parsed = LayoutDescription(parsing: "# \n" + line.text + "\n")?.lines.first?.frame.minX
            XCTAssertEqual(parsed ?? .nan, value, accuracy: 0.00005, "\(value)")
        }
    }

    /// A tolerance finer than the stored figures (or not a number) fails before touching the golden.
    func testATooFineToleranceIsAFailureNotARecording() {
        for tolerance in [0.00001, -1, .nan] {
            let failure = verifyLayout(layout(), golden: path, record: .all, tolerance: tolerance, testName: "t")
            XCTAssertTrue(failure?.contains("is finer than golden files store figures (0.0001 pt)") ?? false, failure ?? "")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        _ = verifyLayout(layout(), golden: path, record: .missing, tolerance: 0.0001, testName: "t")
        XCTAssertNil(verifyLayout(layout(), golden: path, record: .never, tolerance: 0.0001, testName: "t"))
    }
}
