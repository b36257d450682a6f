import XCTest
@testable import StackLayout

/// Resizing while a conflict stands (DESIGN.md decision 2: rotating must not rebuild the
/// tableau): the incremental path, with the answers of a fresh layout at each size, and no
/// growth over thousands of resizes.
final class LayoutConflictResizeTests: XCTestCase {
    /// A bar pinned 20 from each side, a box 100 wide that must also be 200 wide (the newer,
    /// 200, is broken), and a label whose width must stay under the root's minus 60 and is
    /// 300 otherwise, so that below 360 its own conflict appears and above it goes.
    func makeLayout(width: Double, direction: UserInterfaceLayoutDirection) throws -> (root: View, views: [View]) {
        let root = View(frame: Rect(x: 0, y: 0, width: width, height: 600))
        root.identifier = "root"
        root.environment = LayoutEnvironment(layoutDirection: direction)
        let bar = makeView("bar", in: root), box = makeView("box", in: root), label = makeView("label", in: root)
        try LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            bar.heightAnchor.constraint(equalToConstant: 44),
            box.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
            box.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 8),
            box.heightAnchor.constraint(equalToConstant: 50),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.widthAnchor.constraint(equalToConstant: 200),
            label.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
            label.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
            label.heightAnchor.constraint(equalToConstant: 20),
            label.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -60),
            label.widthAnchor.constraint(equalToConstant: 300),
        ])
        root.layoutIfNeeded()
        return (root, [bar, box, label])
    }

    func frames(_ views: [View]) -> [Rect] { views.map(\.frame) }

    func brokenNames(_ root: View) -> [String] {
        root.engine.broken.map(\.equation).sorted()
    }

    /// Every size solves as a fresh layout at that size does, and the sizes where the label's
    /// conflict neither appears nor goes take the incremental path: nothing re-enters the
    /// solver.
    func testResizesWhileAConflictStandsMatchAFreshLayout() throws {
        for direction in bothLayoutDirections {
            let (root, views) = try makeLayout(width: 390, direction: direction)
            XCTAssertEqual(root.engine.broken.count, 1)
            for width in [400.0, 420, 380, 500, 361, 340, 330, 359, 390, 320, 600, 375] {
                let installsBefore = root.engine.installCounter
                let brokenBefore = brokenNames(root)
                root.frame = Rect(x: 0, y: 0, width: width, height: 600)
                root.layoutIfNeeded()
                let fresh = try makeLayout(width: width, direction: direction)
                for (a, b) in zip(frames(views), frames(fresh.views)) {
                    XCTAssertTrue(a.isClose(to: b, tolerance: 1e-6), "at \(width) (\(direction)): \(a) != fresh \(b)")
                }
                XCTAssertEqual(brokenNames(root), brokenNames(fresh.root), "at \(width)")
                if brokenNames(root) == brokenBefore {
                    XCTAssertEqual(root.engine.installCounter, installsBefore,
                                   "at \(width): the conflicts did not change, yet constraints were re-added")
                }
            }
        }
    }

    /// Thousands of resizes while a conflict stands: the solver and the diagnostics stay the
    /// size they were.
    func testThousandsOfResizesDoNotGrow() throws {
        let (root, _) = try makeLayout(width: 390, direction: .leftToRight)
        func sizes() -> [Int] {
            let t = root.engine.solver.tableau
            return [t.kinds.count, t.rows.count, root.engine.solver.records.count, root.layoutDiagnostics.count]
        }
        root.frame = Rect(x: 0, y: 0, width: 400, height: 600)
        root.layoutIfNeeded()
        let start = sizes()
        for step in 0..<3000 {
            root.frame = Rect(x: 0, y: 0, width: 380 + Double(step % 40), height: 600 + Double(step % 7))
            root.layoutIfNeeded()
        }
        XCTAssertEqual(sizes(), start)
    }

    /// Thousands of resizes across the width where the label's conflict appears and goes
    /// (each one re-resolves every conflict, re-adding every constraint): symbol ids are
    /// reused and each diagnostic is kept once, so nothing grows after the first round.
    func testThousandsOfResizesAcrossAConflictDoNotGrow() throws {
        let (root, _) = try makeLayout(width: 390, direction: .leftToRight)
        func sizes() -> [Int] {
            let t = root.engine.solver.tableau
            return [t.kinds.count, t.rows.count, root.engine.solver.records.count, root.layoutDiagnostics.count]
        }
        func cycle(_ step: Int) {
            root.frame = Rect(x: 0, y: 0, width: step % 2 == 0 ? 340 : 390, height: 600)
            root.layoutIfNeeded()
        }
        for step in 0..<4 { cycle(step) }
        let start = sizes()
        XCTAssertEqual(root.layoutDiagnostics.count, 2, "the box's conflict and the label's, once each")
        for step in 4..<2004 { cycle(step) }
        XCTAssertEqual(sizes(), start)
    }
}
