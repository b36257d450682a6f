import XCTest
@testable import StackLayout

/// Two layouts compared view by view, and the page that overlays them.
final class SnapshotDiffTests: XCTestCase {
    func snapshot(_ frames: [(String, String?, Rect)], file: String = "f.json") -> LayoutSnapshot {
        var depths: [String: Int] = [:]
        let views = frames.map { id, parent, frame -> LayoutSnapshot.ViewFrame in
            let depth = parent.flatMap { depths[$0] }.map { $0 + 1 } ?? 0
            depths[id] = depth
            return LayoutSnapshot.ViewFrame(id: id, parentID: parent, frame: frame, depth: depth)
        }
        return LayoutSnapshot(size: frames[0].2.size, views: views, file: file)
    }

    let before: [(String, String?, Rect)] = [
        ("root", nil, Rect(x: 0, y: 0, width: 300, height: 200)),
        ("card", "root", Rect(x: 10, y: 10, width: 100, height: 50)),
        ("icon", "card", Rect(x: 5, y: 5, width: 20, height: 20)),
        ("gone", "root", Rect(x: 200, y: 100, width: 10, height: 10)),
    ]

    func testMovedResizedNewAndMissingViews() {
        var after = before
        after[1].2 = Rect(x: 30, y: 10, width: 120, height: 50)   // moved and wider
        after.remove(at: 3)
        after.append(("fresh", "root", Rect(x: 1, y: 2, width: 3, height: 4)))
        let diff = SnapshotDiff(before: snapshot(before), after: snapshot(after))
        XCTAssertEqual(diff.changes.map(\.summary), [
            "card: x 10 → 30 (+20), width 100 → 120 (+20)",
            "gone: missing (was at 200, 100, 10 × 10)",
            "fresh: new view at 1, 2, 3 × 4",
        ])
        let card = diff.entries[1]
        XCTAssertTrue(card.moved)
        XCTAssertTrue(card.resized)
        // The icon moved on screen with its card, not within it: unchanged.
        XCTAssertEqual(diff.entries[2].id, "icon")
        XCTAssertTrue(diff.entries[2].changes.isEmpty)
        XCTAssertFalse(diff.isEmpty)
    }

    func testWithinTheToleranceNothingChanged() {
        var after = before
        after[1].2.origin.x += 0.005
        XCTAssertTrue(SnapshotDiff(before: snapshot(before), after: snapshot(after)).isEmpty)
        XCTAssertFalse(SnapshotDiff(before: snapshot(before), after: snapshot(after), tolerance: 0.001).isEmpty)
    }

    func testThePageOverlaysBothLayoutsAndListsTheChanges() {
        var after = before
        after[1].2 = Rect(x: 30, y: 10, width: 100, height: 50)
        let diff = SnapshotDiff(before: snapshot(before, file: "a.json"), after: snapshot(after, file: "b.json"))
        let html = SnapshotDiffHTML.render(diff)
        XCTAssertTrue(html.contains("<h1>a.json 300x200 → b.json 300x200</h1>"))
        XCTAssertTrue(html.contains("1 of 4 views changed"))
        // Every view of both layouts is drawn: dashed in the "before" layer, solid in "after".
        let beforeLayer = html.components(separatedBy: "<g class=\"layer before\">")[1].components(separatedBy: "</g>\n</g>")[0]
        for id in ["root", "card", "icon", "gone"] {
            XCTAssertTrue(beforeLayer.contains("data-view=\"\(id)\"><title>before: \(id): "), id)
        }
        XCTAssertEqual(beforeLayer.components(separatedBy: "stroke-dasharray=\"5 3\"").count - 1, 4)
        let afterLayer = html.components(separatedBy: "<g class=\"layer after\">")[1]
        XCTAssertTrue(afterLayer.contains("<g class=\"view changed\" data-view=\"card\"><title>after: card: 30, 10, 100 × 50 (x 10 → 30 (+20))</title>"))
        XCTAssertTrue(afterLayer.contains("<g class=\"view\" data-view=\"icon\"><title>after: icon: 5, 5, 20 × 20 (unchanged)</title>"))
        // An arrow from the card's old centre (60, 35) to its new one (80, 35).
        XCTAssertTrue(html.contains("<line class=\"arrow\" data-view=\"card\" x1=\"60\" y1=\"35\" x2=\"80\" y2=\"35\""))
        XCTAssertEqual(html.components(separatedBy: "<line class=\"arrow\"").count - 1, 1)
        XCTAssertTrue(html.contains("<tr data-view=\"card\"><th class=\"moved\">card</th><td>x 10 → 30 (+20)</td></tr>"))
        XCTAssertTrue(html.contains("Unchanged (3)"))
        XCTAssertTrue(html.contains("body data-state=\"loading\""), "the script marks it ready")
    }

    func testMatchingLayoutsSaySo() {
        let html = SnapshotDiffHTML.render(SnapshotDiff(before: snapshot(before), after: snapshot(before)))
        XCTAssertTrue(html.contains("the layouts match"))
        XCTAssertTrue(html.contains("<tr><td>Every frame matches.</td></tr>"))
        XCTAssertFalse(html.contains("<line class=\"arrow\""))
    }
}
