import XCTest
@testable import StackLayout
@testable import StackLayoutSolver

/// A long-lived layout (a toolkit that relayouts for hours) must not grow: thousands of rounds
/// that add and remove variables, constraints, edits, views and conflicts leave the solver's
/// and the engine's storage the size of the first round.
final class GrowthTests: XCTestCase {
    /// Every per-symbol and per-constraint store of a solver.
    func sizes(_ s: Solver) -> [String: Int] {
        let t = s.tableau
        return ["symbols": t.kinds.count, "rows": t.rows.count, "levels": t.levels.count,
                "records": s.records.count, "foreign records": s.foreignRecords.count,
                "variables": s.variableOf.count, "foreign variables": s.foreignVariables.count + s.foreignRetained.count,
                "definitions": s.definitions.definitionOf.count, "definition terms": s.definitions.termTotal,
                "released": s.releasedVariables.count, "edits": s.edits.count + s.editOrder.count]
    }

    /// Fresh variables each round: a chain of five (required and optional constraints, an
    /// edit, a conflict refused), solved, then everything removed again.
    func testSolverWithFreshVariablesEachRoundDoesNotGrow() throws {
        let s = Solver()
        let anchor = Variable("anchor")
        try s.addConstraint(anchor == 0)
        func round(_ k: Int) throws {
            let xs = (0..<5).map { Variable("x\(k).\($0)") }
            var added: [Constraint] = [xs[0] == anchor + 10]
            for i in 1..<xs.count {
                added.append(xs[i] >= xs[i - 1] + 8)
                added.append((xs[i] == xs[i - 1] + 20).priority(250))
            }
            added.append((xs[4] <= 60).priority(LayoutPriority(Float(500 + k % 3))))
            for c in added { try s.addConstraint(c) }
            try s.addEditVariable(xs[2], priority: 750)
            try s.suggestValue(xs[2], Double(30 + k % 10))
            XCTAssertThrowsError(try s.addConstraint(xs[1] <= anchor - 5), "contradicts x0 == anchor + 10 <= x1 - 8")
            // A variable used only by a refused constraint.
            XCTAssertThrowsError(try s.addConstraint(xs[0] + Variable("stray\(k)") * 0 + 100 <= anchor))
            s.updateVariables()
            XCTAssertEqual(xs[0].value, 10, accuracy: 1e-9)
            try s.removeEditVariable(xs[2])
            for c in added.reversed() { try s.removeConstraint(c) }
            s.updateVariables()
        }
        for k in 0..<3 { try round(k) }
        let start = sizes(s)
        for k in 3..<4003 { try round(k) }
        XCTAssertEqual(sizes(s), start)
        XCTAssertEqual(s.constraints.count, 1)
    }

    /// A removed variable's value becomes 0 at the next update (as it did when it kept its
    /// symbol), reported as a change; a variable added again gets a symbol again.
    func testARemovedVariableReadsZeroAndComesBack() throws {
        let s = Solver(), x = Variable("x")
        let c = x == 7
        try s.addConstraint(c)
        s.updateVariables()
        XCTAssertEqual(x.value, 7)
        try s.removeConstraint(c)
        var changed: [String] = []
        s.updateVariables { changed.append($0.name) }
        XCTAssertEqual(x.value, 0)
        XCTAssertEqual(changed, ["x"])
        XCTAssertEqual(s.value(of: x), 0)
        try s.addConstraint(x == 3)
        s.updateVariables()
        XCTAssertEqual(x.value, 3)
        XCTAssertEqual(s.value(of: x), 3)
    }

    /// A variable shared with a second solver (a probe) is released by each on its own.
    func testAVariableSharedByTwoSolversIsReleasedByEach() throws {
        let a = Solver(), b = Solver(), x = Variable("x")
        try a.addConstraint(x == 1)
        for k in 0..<2000 {
            let c = x == Double(k)
            try b.addConstraint(c)
            XCTAssertEqual(b.value(of: x), Double(k))
            try b.removeConstraint(c)
        }
        // One symbol, reused round after round; the per-symbol tables grow by chunks of at
        // least 64 entries, so one symbol's tables hold 64 entries.
        XCTAssertEqual(sizes(b)["symbols"]!, 1)
        XCTAssertEqual(sizes(b)["variables"]!, 64)
        XCTAssertEqual(sizes(b)["foreign variables"]!, 0)
        XCTAssertEqual(a.value(of: x), 1)
    }

    /// Every store of a layout engine, its solver's included.
    func sizes(_ root: View) -> [String: Int] {
        let e = root.engine
        var result = sizes(e.solver)
        result["owners"] = e.owners.count
        result["broken"] = e.broken.count
        result["broken conflicts"] = e.brokenConflicts.count
        result["baselines"] = e.baselineConstraints.count
        result["insets"] = e.insets.count + e.insetGuides.count
        result["contents"] = e.contents.count
        return result
    }

    /// Views come and go for thousands of rounds (each with its own constraints, a conflict
    /// that breaks one of them, margins and a scroll view's content): the engine forgets each
    /// removed view's variables, constraints and conflicts.
    func testViewsAddedAndRemovedForThousandsOfRoundsDoNotGrow() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        root.identifier = "root"
        let bar = makeView("bar", in: root)
        try LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.topAnchor.constraint(equalTo: root.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        func round(_ k: Int) throws {
            let card = makeView("card", in: root)
            let title = makeView("title", in: card, intrinsic: Size(width: 80, height: 20))
            let scroll = placed(ScrollView(), "scroll", in: card)
            let content = makeView("content", in: scroll)
            try LayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                card.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: Double(8 + k % 5)),
                card.heightAnchor.constraint(equalToConstant: 200),
                // A conflict: the newer height breaks.
                card.heightAnchor.constraint(equalToConstant: 210),
                title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                title.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
                scroll.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                scroll.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
                scroll.bottomAnchor.constraint(equalTo: card.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                content.widthAnchor.constraint(equalToConstant: 600),
                content.heightAnchor.constraint(equalToConstant: 300),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(card.frame.height, 200, accuracy: 1e-9)
            root.frame = Rect(x: 0, y: 0, width: k % 2 == 0 ? 400 : 420, height: 800)
            root.layoutIfNeeded()
            card.removeFromSuperview()
            root.layoutIfNeeded()
        }
        for k in 0..<3 { try round(k) }
        let start = sizes(root)
        for k in 3..<2003 { try round(k) }
        XCTAssertEqual(sizes(root), start)
        // Each round's conflict is a new problem: the list keeps the newest, at most
        // `maximumDiagnostics` of them.
        XCTAssertEqual(root.layoutDiagnostics.count, LayoutEngine.maximumDiagnostics)
    }
}
