import XCTest
@testable import StackLayout

/// What a snapshot taken inspecting adds: per view its margins, safe area, alignment rectangle
/// and the constraints affecting it with their origins; per diagnostic its items.
final class LayoutSnapshotInspectionTests: XCTestCase {
    let fixture = packageRoot + "/Tests/StackLayoutTests/Fixtures/HTML/conflict.json"

    func inspected() throws -> LayoutSnapshot {
        try DocumentLayout(contentsOfFile: fixture).solve(inspecting: true)
    }

    func view(_ snapshot: LayoutSnapshot, _ id: String) throws -> LayoutSnapshot.ViewFrame {
        try XCTUnwrap(snapshot.views.first { $0.id == id }, id)
    }

    func testEachViewHasItsMarginsSafeAreaAndAlignmentRect() throws {
        let snapshot = try inspected()
        XCTAssertTrue(snapshot.views.allSatisfy { $0.inspection != nil })
        let screen = try XCTUnwrap(try view(snapshot, "screen").inspection)
        // The iPhone 14's safe area; a view controller's root margins: 16 at the sides, plus the safe area.
        XCTAssertEqual(screen.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(screen.layoutMargins, EdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
        let card = try XCTUnwrap(try view(snapshot, "card").inspection)
        XCTAssertEqual(card.layoutMargins, EdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
        XCTAssertEqual(card.safeAreaInsets, EdgeInsets())
        XCTAssertEqual(card.alignmentRect, try view(snapshot, "card").frame)
    }

    func testTheConstraintsAffectingAViewAreUIKitsWithTheirOrigins() throws {
        let layout = try DocumentLayout(contentsOfFile: fixture)
        let snapshot = try layout.solve(inspecting: true)
        let buttonIndex = try XCTUnwrap(snapshot.views.firstIndex { $0.id == "button" })
        let button = (horizontal: snapshot.constraintsAffecting(view: buttonIndex, axis: .horizontal),
                      vertical: snapshot.constraintsAffecting(view: buttonIndex, axis: .vertical))
        let model = try XCTUnwrap(layout.view(withID: "button"))
        // The same constraints, in the same order, as constraintsAffectingLayout(for:).
        XCTAssertEqual(button.horizontal.map { snapshot.constraints[$0].equation },
                       model.constraintsAffectingLayout(for: .horizontal).map(\.equation))
        XCTAssertEqual(button.vertical.map { snapshot.constraints[$0].equation },
                       model.constraintsAffectingLayout(for: .vertical).map(\.equation))
        let horizontal = button.horizontal.map { snapshot.constraints[$0] }
        // A document constraint names its file position and id; a stack rule its UIKit identifier.
        let flush = try XCTUnwrap(horizontal.first { $0.identifier == "button-flush-left" })
        XCTAssertEqual(flush.origin, fixture + ":20:7")
        XCTAssertEqual(flush.items, ["button", "screen"])
        XCTAssertEqual(flush.attributes, ["leading", "leading"])
        let alignment = try XCTUnwrap(horizontal.first { $0.identifier == "UISV-alignment" })
        XCTAssertEqual(alignment.origin, "card UISV-alignment")
        // The broken constraint, which the solver no longer holds, is listed for the views it names.
        let titleIndex = try XCTUnwrap(snapshot.views.firstIndex { $0.id == "title" })
        let title = (horizontal: snapshot.constraintsAffecting(view: titleIndex, axis: .horizontal),
                     vertical: snapshot.constraintsAffecting(view: titleIndex, axis: .vertical))
        let titleModel = try XCTUnwrap(layout.view(withID: "title"))
        XCTAssertEqual(title.horizontal.map { snapshot.constraints[$0].equation },
                       titleModel.constraintsAffectingLayout(for: .horizontal).map(\.equation)
                        + ["card.layoutMarginsGuide.leading == title.leading"])
        XCTAssertTrue(snapshot.constraints[title.horizontal.last!].isBroken)
        XCTAssertFalse(title.vertical.contains { snapshot.constraints[$0].isBroken })
        // Every view of the fixture, on both axes, as UIKit's method gives it (plus broken ones).
        for (index, entry) in layout.entries.enumerated() {
            for axis in LayoutAxis.allCases {
                let listed = snapshot.constraintsAffecting(view: index, axis: axis).map { snapshot.constraints[$0] }
                XCTAssertEqual(listed.filter { !$0.isBroken }.map(\.description),
                               entry.view.constraintsAffectingLayout(for: axis).map(\.description), "\(entry.id) \(axis)")
            }
        }
        // The table holds each constraint once, however many views it affects.
        let keys = snapshot.constraints.map { $0.equation + $0.origin }
        XCTAssertEqual(Set(keys).count, keys.count)
    }

    func testDiagnosticsNameTheirItems() throws {
        let snapshot = try inspected()
        let conflict = try XCTUnwrap(snapshot.diagnostics.first { $0.kind == .unsatisfiable })
        let broken = try XCTUnwrap(conflict.brokenConstraint)
        XCTAssertEqual(broken.identifier, "UISV-canvas-connection")
        XCTAssertEqual(broken.items, ["card", "title"])
        XCTAssertTrue(broken.isBroken)
        XCTAssertEqual(conflict.conflictingConstraints.count, conflict.conflicting.count)
        XCTAssertEqual(conflict.items, ["card", "title", "screen", "button"])
        let ambiguous = try XCTUnwrap(snapshot.diagnostics.first { $0.kind == .ambiguous })
        XCTAssertEqual(ambiguous.items, ["badge"])
        XCTAssertEqual(ambiguous.axis, .horizontal)
    }

    func testWithoutInspectingNothingIsAddedAndJSONIsTheSame() throws {
        let plain = try DocumentLayout(contentsOfFile: fixture).solve()
        XCTAssertTrue(plain.views.allSatisfy { $0.inspection == nil })
        XCTAssertTrue(plain.constraints.isEmpty)
        // The JSON output of FORMAT.md does not change when a snapshot is inspected.
        XCTAssertEqual(SnapshotJSON.render([try inspected()]), SnapshotJSON.render([plain]))
    }
}
