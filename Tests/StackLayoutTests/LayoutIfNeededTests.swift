import Foundation
import XCTest
@testable import StackLayout

/// A view that counts its `layoutSubviews()` and `updateConstraints()` calls.
final class CountingView: View {
    var layouts = 0
    var constraintUpdates = 0
    override func layoutSubviews() { layouts += 1 }
    override func updateConstraints() { constraintUpdates += 1 }
}

/// `layoutIfNeeded()` as UIKit's: it lays out only when something changed since the last
/// layout. A second call with nothing changed solves nothing, writes no frame and calls no
/// `layoutSubviews()`; ``View/setNeedsLayout()`` asks for a layout explicitly; the ambiguity
/// check after a layout runs none. (Every kind of change that does ask for a layout:
/// `LayoutInvalidationTests.swift`.)
final class LayoutIfNeededTests: XCTestCase {
    /// A root holding a pinned box and a stack of two labels, in `direction`.
    private func makeTree(_ direction: UserInterfaceLayoutDirection) throws -> (root: CountingView, box: CountingView, stack: StackView) {
        let root = CountingView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        root.identifier = "root"
        root.environment = LayoutEnvironment(safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                                             layoutDirection: direction)
        let box = placed(CountingView(), "box", in: root)
        let stack = placed(StackView(arrangedSubviews: [Label(text: "Title"), Label(text: "A subtitle")]), "stack", in: root)
        stack.axis = .vertical
        stack.spacing = 8
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 40),
            stack.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: box.topAnchor),
        ])
        return (root, box, stack)
    }

    /// The second layout with nothing changed runs no pass and calls no `layoutSubviews()` or
    /// `updateConstraints()`; the frames stay.
    func testSecondLayoutDoesNothing() throws {
        for direction in bothLayoutDirections {
            let (root, box, _) = try makeTree(direction)
            root.layoutIfNeeded()
            let passes = root.layoutPassCount
            XCTAssertGreaterThan(passes, 0)
            XCTAssertGreaterThan(root.layouts, 0)
            let (layouts, boxLayouts, updates) = (root.layouts, box.layouts, root.constraintUpdates)
            root.layoutIfNeeded()
            box.layoutIfNeeded()
            XCTAssertEqual(root.layoutPassCount, passes, "\(direction)")
            XCTAssertEqual(root.layouts, layouts, "\(direction)")
            XCTAssertEqual(box.layouts, boxLayouts, "\(direction)")
            XCTAssertEqual(root.constraintUpdates, updates, "\(direction)")
            assertFrame(box, leadingX(8, 100, in: 390, direction), 47, 100, 40)
        }
    }

    /// A frame nothing asked to change is not written again: a clean `layoutIfNeeded()` does
    /// not touch the frames (observed through a guide's frame, which only a layout writes).
    func testCleanLayoutWritesNoFrame() throws {
        for direction in bothLayoutDirections {
            let (root, box, _) = try makeTree(direction)
            let guide = LayoutGuide()
            box.addLayoutGuide(guide)
            try LayoutConstraint.activate(pinEdges(guide, to: box))
            root.layoutIfNeeded()
            XCTAssertEqual(guide.layoutFrame.size, Size(width: 100, height: 40))
            guide.layoutFrame = .zero  // only a layout writes it back
            root.layoutIfNeeded()
            XCTAssertEqual(guide.layoutFrame, .zero, "\(direction)")
        }
    }

    /// `setNeedsLayout()` forces a pass: `layoutSubviews()` is called again, once per pass,
    /// and the engine is clean afterwards.
    func testSetNeedsLayoutForcesAPass() throws {
        for direction in bothLayoutDirections {
            let (root, box, _) = try makeTree(direction)
            root.layoutIfNeeded()
            let passes = root.layoutPassCount, layouts = box.layouts
            box.setNeedsLayout()
            root.layoutIfNeeded()
            XCTAssertEqual(root.layoutPassCount, passes + 1, "\(direction)")
            XCTAssertEqual(box.layouts, layouts + 1, "\(direction)")
            assertFrame(box, leadingX(8, 100, in: 390, direction), 47, 100, 40)
            root.layoutIfNeeded()
            XCTAssertEqual(root.layoutPassCount, passes + 1, "\(direction)")
        }
    }

    /// `setNeedsUpdateConstraints()` asks for a layout: `updateConstraints()` runs at the next
    /// `layoutIfNeeded()`, once.
    func testSetNeedsUpdateConstraintsForcesAPass() throws {
        for direction in bothLayoutDirections {
            let (root, box, _) = try makeTree(direction)
            root.layoutIfNeeded()
            let passes = root.layoutPassCount, updates = box.constraintUpdates
            box.setNeedsUpdateConstraints()
            root.layoutIfNeeded()
            XCTAssertEqual(box.constraintUpdates, updates + 1, "\(direction)")
            XCTAssertGreaterThan(root.layoutPassCount, passes, "\(direction)")
            let after = root.layoutPassCount
            root.layoutIfNeeded()
            XCTAssertEqual(root.layoutPassCount, after, "\(direction)")
            XCTAssertEqual(box.constraintUpdates, updates + 1, "\(direction)")
        }
    }

    /// A `layoutSubviews()` that asks for another layout gets it at the next `layoutIfNeeded()`
    /// (the request made while the pass ran is not lost when the pass ends), as in UIKit.
    func testSetNeedsLayoutDuringAPassAsksForTheNext() throws {
        final class Restless: View {
            var layouts = 0
            override func layoutSubviews() {
                layouts += 1
                if layouts == 1 { setNeedsLayout() }
            }
        }
        for direction in bothLayoutDirections {
            let root = Restless(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            root.environment = LayoutEnvironment(layoutDirection: direction)
            root.layoutIfNeeded()
            XCTAssertEqual(root.layouts, 1)
            root.layoutIfNeeded()
            XCTAssertEqual(root.layouts, 2, "\(direction)")
            root.layoutIfNeeded()
            XCTAssertEqual(root.layouts, 2, "\(direction)")
        }
    }

    /// The ambiguity check, the negative-size check and the debugging queries after a layout
    /// run no pass; their answers are those of the layout.
    func testDiagnosticsAfterALayoutRunNoPass() throws {
        for direction in bothLayoutDirections {
            let (root, box, stack) = try makeTree(direction)
            let loose = makeView("loose", in: root)
            try LayoutConstraint.activate([loose.widthAnchor.constraint(equalToConstant: 20)])
            root.layoutIfNeeded()
            let passes = root.layoutPassCount, layouts = root.layouts
            let ambiguous = root.ambiguityDiagnostics()
            XCTAssertFalse(ambiguous.isEmpty, "\(direction)")
            XCTAssertTrue(ambiguous.allSatisfy { $0.kind == .ambiguous && $0.view === loose }, "\(ambiguous)")
            XCTAssertTrue(root.negativeSizeDiagnostics().isEmpty)
            XCTAssertTrue(loose.hasAmbiguousLayout)
            XCTAssertFalse(box.hasAmbiguousLayout)
            XCTAssertFalse(stack.constraintsAffectingLayout(for: .vertical).isEmpty)
            XCTAssertEqual(root.layoutPassCount, passes, "\(direction)")
            XCTAssertEqual(root.layouts, layouts, "\(direction)")
            // And the check gives the same answer twice.
            XCTAssertEqual(root.ambiguityDiagnostics().map(\.message), ambiguous.map(\.message))
        }
    }

    /// A check before any layout lays the tree out first, once.
    func testDiagnosticsBeforeALayoutLayOutOnce() throws {
        for direction in bothLayoutDirections {
            let (root, box, _) = try makeTree(direction)
            XCTAssertTrue(root.ambiguityDiagnostics().isEmpty, "\(direction)")
            let passes = root.layoutPassCount
            XCTAssertGreaterThan(passes, 0)
            assertFrame(box, leadingX(8, 100, in: 390, direction), 47, 100, 40)
            root.layoutIfNeeded()
            XCTAssertEqual(root.layoutPassCount, passes, "\(direction)")
        }
    }

    /// A conflict is reported once; a second layout with nothing changed keeps the list as it
    /// was and runs no pass.
    func testConflictKeepsItsDiagnosticWithoutAPass() throws {
        for direction in bothLayoutDirections {
            let (root, box, _) = try makeTree(direction)
            try LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 120)])
            root.layoutIfNeeded()
            let diagnostics = root.layoutDiagnostics.map(\.message)
            XCTAssertEqual(root.layoutDiagnostics.map(\.kind), [.unsatisfiable], "\(direction)")
            let passes = root.layoutPassCount
            root.layoutIfNeeded()
            XCTAssertEqual(root.layoutDiagnostics.map(\.message), diagnostics, "\(direction)")
            XCTAssertEqual(root.layoutPassCount, passes, "\(direction)")
        }
    }

    /// A layout that does not settle stays in need of layout: the next `layoutIfNeeded()` runs
    /// the passes again and reports it again, as every layout of it did before.
    func testUnsettledLayoutIsNeverClean() throws {
        final class Growing: View {
            override func layoutSubviews() {
                intrinsicSize = Size(width: intrinsicSize.width + 1, height: 10)
            }
        }
        for direction in bothLayoutDirections {
            let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            root.environment = LayoutEnvironment(layoutDirection: direction)
            let grower = placed(Growing(), "grower", in: root)
            grower.intrinsicSize = Size(width: 10, height: 10)
            try LayoutConstraint.activate([grower.topAnchor.constraint(equalTo: root.topAnchor),
                                           grower.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
            root.layoutIfNeeded()
            XCTAssertEqual(root.layoutDiagnostics.map(\.kind), [.unsettled], "\(direction)")
            let passes = root.layoutPassCount
            root.layoutIfNeeded()
            XCTAssertEqual(root.layoutPassCount, passes + LayoutEngine.maximumLayoutPasses, "\(direction)")
            XCTAssertEqual(root.layoutDiagnostics.map(\.kind), [.unsettled], "\(direction)")
        }
    }

    /// A fitting inside a tree (a proportional stack measuring an arranged view) leaves the
    /// tree clean: the next layout runs no pass.
    func testFittingLeavesTheTreeClean() throws {
        for direction in bothLayoutDirections {
            let (root, box, _) = try makeTree(direction)
            root.layoutIfNeeded()
            let passes = root.layoutPassCount
            _ = box.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            root.layoutIfNeeded()
            XCTAssertEqual(root.layoutPassCount, passes, "\(direction)")
            assertFrame(box, leadingX(8, 100, in: 390, direction), 47, 100, 40)
        }
    }

    /// A root's own fitting moves nothing, but its next layout restores the root's size, so
    /// it lays out again.
    func testRootFittingAsksForALayout() throws {
        for direction in bothLayoutDirections {
            let (root, box, _) = try makeTree(direction)
            root.layoutIfNeeded()
            let passes = root.layoutPassCount
            _ = root.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            let afterFitting = root.layoutPassCount
            XCTAssertGreaterThan(afterFitting, passes)
            root.layoutIfNeeded()
            XCTAssertGreaterThan(root.layoutPassCount, afterFitting, "\(direction)")
            assertFrame(root, 0, 0, 390, 844)
            assertFrame(box, leadingX(8, 100, in: 390, direction), 47, 100, 40)
        }
    }

    /// The command line's `check` after `solve` (every example, both directions): the
    /// ambiguity, negative-size and unused-view checks and the HTML output's inspection run no
    /// pass, and the ambiguity found is the same as a solve that searches for it.
    func testDocumentChecksAfterTheSolveRunNoPass() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: examplesDirectory).filter { $0.hasSuffix(".json") }
        XCTAssertGreaterThanOrEqual(names.count, 5)
        for name in names.sorted() {
            for direction in bothLayoutDirections {
                let configuration = LayoutConfiguration(device: "iphone-14", layoutDirection: direction)
                let layout = try DocumentLayout(contentsOfFile: examplesDirectory + "/" + name)
                _ = try layout.solve(configuration, findAmbiguity: false)
                let passes = layout.root.layoutPassCount
                XCTAssertGreaterThan(passes, 0)
                let ambiguous = layout.ambiguityDiagnostics().map(\.message)
                _ = layout.negativeSizeDiagnostics()
                _ = layout.unusedViewDiagnostics()
                XCTAssertEqual(layout.root.layoutPassCount, passes, "\(name), \(direction)")
                let searched = try DocumentLayout(contentsOfFile: examplesDirectory + "/" + name)
                let snapshot = try searched.solve(configuration, findAmbiguity: true, inspecting: true)
                XCTAssertEqual(snapshot.diagnostics.map(\.message), ambiguous, "\(name), \(direction)")
            }
        }
    }
}
