import XCTest
@testable import StackLayout

/// Problems that reach the user as diagnostics, never silence: an ambiguity search that could
/// not run, layout passes that do not settle, views laid out with a negative size, and a
/// diagnostics list that stays bounded on a layout that lives for hours.
final class LayoutDiagnosticTests: XCTestCase {
    func makeRoot(_ width: Double = 390, _ height: Double = 844) -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: width, height: height))
        root.identifier = "root"
        return root
    }

    /// A box whose width is pinned to 0 by two inequalities: determined, but at a degenerate
    /// vertex, so the search must pivot to tell.
    func degenerateBox(in root: View) throws -> View {
        let box = makeView("box", in: root)
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 20),
            box.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
            box.widthAnchor.constraint(lessThanOrEqualToConstant: 0),
        ])
        return box
    }

    // MARK: The ambiguity search

    /// The search that fails (here: an exploration allowed no pivot) reports that it could not
    /// examine the layout, instead of finding no ambiguity.
    func testAFailedAmbiguitySearchIsReported() throws {
        let root = makeRoot()
        let box = try degenerateBox(in: root)
        root.layoutIfNeeded()
        XCTAssertEqual(root.ambiguityDiagnostics().count, 0, "the layout is not ambiguous")
        root.engine.solver.tableau.explorationStepLimit = 0
        let diagnostics = root.ambiguityDiagnostics()
        XCTAssertEqual(diagnostics.map(\.kind), [.unexamined], "\(diagnostics)")
        XCTAssertTrue(diagnostics[0].message.contains("could not examine"), diagnostics[0].message)
        // hasAmbiguousLayout cannot say no either, and says why in the layout's diagnostics.
        XCTAssertTrue(box.hasAmbiguousLayout)
        XCTAssertTrue(root.layoutDiagnostics.contains { $0.kind == .unexamined })
    }

    /// The document's snapshot (what `check` prints and fails on) carries the failure as a
    /// problem, not as a clean layout.
    func testAFailedAmbiguitySearchReachesTheSnapshot() throws {
        let layout = try DocumentLayout(text: """
        {"format": 1, "root": {"size": {"width": 200, "height": 100}, "subviews": [
          {"id": "box", "constraints": ["box.leading == root.leading + 10", "box.top == root.top",
                                        "box.height == 20", "box.width >= 0", "box.width <= 0"]}
        ]}}
        """, file: "test.json")
        let clean = try layout.solve(findAmbiguity: true)
        XCTAssertTrue(clean.diagnostics.isEmpty, "\(clean.diagnostics.map(\.message))")
        layout.root.engine.solver.tableau.explorationStepLimit = 0
        let diagnostics = layout.ambiguityDiagnostics()
        XCTAssertEqual(diagnostics.map(\.kind), ["unexamined"], "\(diagnostics.map(\.message))")
        XCTAssertNil(diagnostics.first?.axis)
    }
}
