import Foundation
@testable import StackLayoutTesting
import XCTest
@testable import StackLayout

/// A failing golden writes a page overlaying the golden and the actual frames, and says where.
final class FailureArtifactTests: XCTestCase {
    var directory = ""

    override func setUp() {
        directory = NSTemporaryDirectory() + "artifacts-\(UUID().uuidString)"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func layout(boxX: Double = 20, extra: Bool = false) -> LayoutDescription {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.identifier = "root"
        let box = View()
        box.identifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        box.addSubview(View(frame: Rect(x: 1, y: 2, width: 3, height: 4)))
        if extra {
            let badge = View(frame: Rect(x: 150, y: 10, width: 20, height: 20))
            badge.identifier = "badge"
            root.addSubview(badge)
        }
        try! LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: boxX),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 40),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        return LayoutDescription(of: root, header: "200x100 leftToRight")
    }

    var golden: String { directory + "/Tests/__Snapshots__/ScreenTests/testScreen.box.txt" }
    var artifacts: String { directory + "/artifacts" }

    func testAMismatchWritesTheOverlayPageAndNamesIt() throws {
        XCTAssertNotNil(verifyLayout(layout(), golden: golden, record: .missing, tolerance: 0.01, testName: "t", artifacts: artifacts))
        XCTAssertFalse(FileManager.default.fileExists(atPath: artifacts), "recording writes no page")
        let failure = try XCTUnwrap(verifyLayout(layout(boxX: 32, extra: true), golden: golden, record: .missing,
                                                 tolerance: 0.01, testName: "t", artifacts: artifacts))
        let page = artifacts + "/ScreenTests/testScreen.box.html"
        XCTAssertTrue(failure.contains("open \"\(URL(fileURLWithPath: page).absoluteString)\""), failure)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        // The moved view is marked, with an arrow from where it was; its subview, which did
        // not move within it, is not; the new view is marked too.
        XCTAssertTrue(html.contains("<g class=\"view changed\" data-view=\"box\">"), html)
        XCTAssertTrue(html.contains("<line class=\"arrow\" data-view=\"box\""), html)
        XCTAssertTrue(html.contains("<g class=\"view\" data-view=\"box/0\">"), html)
        XCTAssertFalse(html.contains("<line class=\"arrow\" data-view=\"box/0\""), html)
        XCTAssertTrue(html.contains("<g class=\"view changed\" data-view=\"badge\">"), html)
        // The table says what changed, in the words of the failure message.
        XCTAssertTrue(html.contains("<tr data-view=\"box\"><th class=\"moved\">box</th><td>x 20 → 32 (+12)</td></tr>"), html)
        XCTAssertTrue(html.contains("<tr data-view=\"badge\"><th>badge</th><td>new view at 150, 10, 20 × 20</td></tr>"), html)
        XCTAssertTrue(html.contains("golden (200x100 leftToRight) → actual (200x100 leftToRight)"), html)
        XCTAssertTrue(html.contains("Unchanged (2)"), html)
    }

    func testAMatchWritesNothing() {
        _ = verifyLayout(layout(), golden: golden, record: .missing, tolerance: 0.01, testName: "t", artifacts: artifacts)
        XCTAssertNil(verifyLayout(layout(), golden: golden, record: .missing, tolerance: 0.01, testName: "t", artifacts: artifacts))
        XCTAssertFalse(FileManager.default.fileExists(atPath: artifacts))
    }

    func testAPageThatCannotBeWrittenIsSaidSo() throws {
        _ = verifyLayout(layout(), golden: golden, record: .missing, tolerance: 0.01, testName: "t", artifacts: artifacts)
        // A file where the artifacts folder should be.
        try "".write(toFile: artifacts, atomically: true, encoding: .utf8)
        let failure = try XCTUnwrap(verifyLayout(layout(boxX: 30), golden: golden, record: .missing, tolerance: 0.01,
                                                 testName: "t", artifacts: artifacts))
        XCTAssertTrue(failure.contains("box: x 20 → 30 (+10)"), failure)
        XCTAssertTrue(failure.contains("Could not write the overlay page: "), failure)
    }

    func testTheFolderComesFromTheEnvironmentAsSnapshotTestingsDoes() {
        XCTAssertEqual(FailureArtifact.directory(environment: ["STACKLAYOUT_ARTIFACTS": "/a", "SNAPSHOT_ARTIFACTS": "/b"]), "/a")
        XCTAssertEqual(FailureArtifact.directory(environment: ["SNAPSHOT_ARTIFACTS": "/b"]), "/b")
        XCTAssertEqual(FailureArtifact.directory(environment: [:]), NSTemporaryDirectory())
        XCTAssertEqual(FailureArtifact.path(forGolden: "/p/__Snapshots__/T/testX.screen.iphone-14.txt", in: "/a"),
                       "/a/T/testX.screen.iphone-14.html")
    }

    func testAGoldensLinesBecomeASnapshotWithParents() {
        let snapshot = FailureArtifact.snapshot(layout(), file: "g")
        XCTAssertEqual(snapshot.views.map(\.id), ["root", "box", "box/0"])
        XCTAssertEqual(snapshot.views.map(\.parentID), [nil, "root", "box"])
        XCTAssertEqual(snapshot.size, Size(width: 200, height: 100))
    }
}
