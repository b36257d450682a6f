import XCTest
@testable import StackLayout
@testable import StackLayoutSolver

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

    // MARK: The engine's own constraints

    /// A margin that is not a number cannot pin the margins guide: the solver refuses the pin,
    /// and the layout says so instead of laying out against an unpinned guide.
    func testARefusedMarginPinIsReported() throws {
        let root = makeRoot()
        let card = makeView("card", in: root)
        card.layoutMargins = EdgeInsets(top: .nan, left: 8, bottom: 8, right: 8)
        let label = makeView("label", in: card)
        try LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.topAnchor.constraint(equalTo: root.topAnchor),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 100),
            label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 20),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        let refused = root.layoutDiagnostics.filter { $0.kind == .invalid && $0.message.contains("to the solver failed") }
        XCTAssertFalse(refused.isEmpty, root.layoutDiagnostics.map(\.message).joined(separator: "\n"))
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
        XCTAssertEqual(diagnostics.map(\.kind), [.unexamined], "\(diagnostics.map(\.message))")
        XCTAssertNil(diagnostics.first?.axis)
    }

    // MARK: The solver's pivot limit

    /// A simplex that stops at its pivot limit (here: no pivot allowed) says so: the layout
    /// reports `unoptimized`, its frames still satisfy every required constraint, and the next
    /// layout with the limit back reaches the optimum. Both directions.
    func testASolverStoppedAtItsPivotLimitIsReported() throws {
        for direction in bothLayoutDirections {
            let root = makeRoot()
            root.environment = LayoutEnvironment(layoutDirection: direction)
            let box = makeView("box", in: root)
            try LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                box.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
                box.widthAnchor.constraint(equalToConstant: 120).withPriority(.defaultHigh),
                box.heightAnchor.constraint(equalToConstant: 20),
            ])
            root.engine.solver.tableau.pivotLimit = 0
            root.layoutIfNeeded()
            XCTAssertFalse(root.engine.solver.isOptimal, "\(direction): the limit stopped the simplex")
            XCTAssertTrue(root.layoutDiagnostics.contains { $0.kind == .unoptimized },
                          "\(direction): \(root.layoutDiagnostics.map(\.message))")
            XCTAssertLessThanOrEqual(box.frame.width, 200 + 1e-9, "\(direction): the required constraint holds")
            XCTAssertEqual(box.frame.height, 20, accuracy: 1e-9)

            root.engine.solver.tableau.pivotLimit = nil
            box.widthAnchor.constraint(greaterThanOrEqualToConstant: 0).isActive = true
            root.layoutIfNeeded()
            XCTAssertTrue(root.engine.solver.isOptimal, "\(direction)")
            XCTAssertEqual(box.frame.width, 120, accuracy: 1e-9, "\(direction)")
            let expectedX = direction == .leftToRight ? 10.0 : 390 - 10 - 120
            XCTAssertEqual(box.frame.minX, expectedX, accuracy: 1e-9, "\(direction)")
        }
    }

    // MARK: Layout passes

    /// A view that changes its intrinsic width every time it is laid out, so no pass settles.
    final class Oscillator: View {
        override func didSolve(_ engine: LayoutEngine) {
            intrinsicSize = Size(width: frame.width == 10 ? 20 : 10, height: 10)
        }
    }

    /// The passes stop at their limit and say which views were still changing.
    func testLayoutPassesThatDoNotSettleAreReported() throws {
        for direction in bothLayoutDirections {
            let root = makeRoot()
            root.environment = LayoutEnvironment(layoutDirection: direction)
            let steady = makeView("steady", in: root, intrinsic: Size(width: 30, height: 30))
            let oscillator = placed(Oscillator(), "oscillator", in: root)
            oscillator.intrinsicSize = Size(width: 10, height: 10)
            try LayoutConstraint.activate([
                steady.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                steady.topAnchor.constraint(equalTo: root.topAnchor),
                oscillator.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                oscillator.topAnchor.constraint(equalTo: steady.bottomAnchor),
            ])
            root.layoutIfNeeded()
            let unsettled = root.layoutDiagnostics.filter { $0.kind == .unsettled }
            XCTAssertEqual(unsettled.count, 1, "\(root.layoutDiagnostics)")
            XCTAssertEqual(unsettled.first?.views.map(\.name), ["oscillator"])
            XCTAssertEqual(unsettled.first?.message,
                           "the layout did not settle after 8 passes; still changing: oscillator")
            assertFrame(steady, leadingX(0, 30, in: 390, direction), 0, 30, 30)
        }
    }

    /// A layout that settles (a safe area that feeds a second pass) reports nothing.
    func testALayoutThatSettlesReportsNothing() throws {
        let root = makeRoot()
        root.environment = LayoutEnvironment(safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let box = makeView("box", in: root)
        try LayoutConstraint.activate(pinEdges(box, to: root.safeAreaLayoutGuide))
        root.layoutIfNeeded()
        assertFrame(box, 0, 47, 390, 763)
        XCTAssertTrue(root.layoutDiagnostics.isEmpty, "\(root.layoutDiagnostics)")
    }

    // MARK: Negative sizes

    /// Leading 100 from the root's leading edge, trailing 50 from it: 50 wide the wrong way.
    /// The diagnostic names the view, the axis and the two constraints that hold it there, not
    /// the height or the top, which play no part.
    func testANegativeWidthIsReportedWithTheConstraintsThatHoldIt() throws {
        for direction in bothLayoutDirections {
            let root = makeRoot()
            root.environment = LayoutEnvironment(layoutDirection: direction)
            let box = makeView("box", in: root)
            let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100)
            let trailing = box.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50)
            try LayoutConstraint.activate([
                leading, trailing,
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 20),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(box.frame.width, -50, accuracy: 1e-9)
            let diagnostics = root.negativeSizeDiagnostics()
            XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
            XCTAssertEqual(diagnostics.first?.kind, .negativeSize)
            XCTAssertTrue(diagnostics.first?.view === box)
            XCTAssertEqual(diagnostics.first?.axis, .horizontal)
            XCTAssertEqual(diagnostics.first.map { $0.constraints.map(ObjectIdentifier.init) },
                           [ObjectIdentifier(leading), ObjectIdentifier(trailing)])
            XCTAssertTrue(diagnostics.first?.message.hasPrefix("box is laid out with a negative width (-50); held there by ") == true,
                          diagnostics.first?.message ?? "")
        }
    }

    /// A layout whose sizes are all positive (or zero) reports none.
    func testNoNegativeSizeNoDiagnostic() throws {
        let root = makeRoot()
        _ = try degenerateBox(in: root)
        XCTAssertTrue(root.negativeSizeDiagnostics().isEmpty)
    }

    /// `check`'s report: the document's snapshot diagnostics name the view by its id.
    func testADocumentReportsANegativeHeight() throws {
        let layout = try DocumentLayout(text: """
        {"format": 1, "root": {"size": {"width": 200, "height": 100}, "subviews": [
          {"id": "box", "constraints": ["box.leading == root.leading", "box.width == 10",
                                        "box.top == root.top + 40", "box.bottom == root.top + 30"]}
        ]}}
        """, file: "test.json")
        _ = try layout.solve()
        let diagnostics = layout.negativeSizeDiagnostics()
        XCTAssertEqual(diagnostics.map(\.kind), [.negativeSize])
        XCTAssertEqual(diagnostics.first?.view, "box")
        XCTAssertEqual(diagnostics.first?.axis, .vertical)
        XCTAssertEqual(diagnostics.first?.conflicting.count, 2, "\(diagnostics.first?.conflicting ?? [])")
    }
}
