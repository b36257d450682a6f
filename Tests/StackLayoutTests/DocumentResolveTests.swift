import XCTest
@testable import StackLayout

/// A document solved again at other sizes: the answer at a size does not depend on the sizes
/// solved before it. Fixtures in `Fixtures/Documents/`.
final class DocumentResolveTests: XCTestCase {
    let fixtures: String = {
        var path = #filePath
        path = String(path[..<path.lastIndex(of: "/")!])
        return path + "/Fixtures/Documents/"
    }()

    func frame(_ snapshot: LayoutSnapshot, _ id: String) -> Rect? {
        snapshot.views.first { $0.id == id }?.frame
    }

    func broken(_ snapshot: LayoutSnapshot) -> [String] {
        snapshot.diagnostics.filter { $0.kind == .unsatisfiable }.map(\.message)
    }

    /// A landscape variant gives `a` a frame (50×50) that conflicts with its required 100×20:
    /// the frame wins and the app's constraints break, whether landscape is solved first or
    /// after portrait, in either direction (`a` is pinned by its left edge, so it does not move).
    func testAFrameFromAVariantWinsAtAnyStep() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let landscape = LayoutConfiguration(size: Size(width: 800, height: 400), layoutDirection: direction)
            let portrait = LayoutConfiguration(size: Size(width: 400, height: 800), layoutDirection: direction)
            let fresh = try DocumentLayout(contentsOfFile: fixtures + "frame-variant-conflict.json").solve(landscape)
            let layout = try DocumentLayout(contentsOfFile: fixtures + "frame-variant-conflict.json")
            let first = try layout.solve(portrait)
            XCTAssertEqual(frame(first, "a"), Rect(x: 0, y: 0, width: 100, height: 20))
            XCTAssertEqual(broken(first), [])
            for snapshot in [fresh, try layout.solve(landscape)] {
                XCTAssertEqual(frame(snapshot, "a"), Rect(x: 0, y: 0, width: 50, height: 50))
                XCTAssertEqual(frame(snapshot, "b"), Rect(x: 50, y: 0, width: 10, height: 10))
                XCTAssertEqual(broken(snapshot).count, 2, "\(broken(snapshot))")
                XCTAssertTrue(broken(snapshot).allSatisfy { !$0.contains("autoresizing") }, "\(broken(snapshot))")
            }
            // And back: the frame goes, the app's constraints hold again.
            let back = try layout.solve(portrait)
            XCTAssertEqual(frame(back, "a"), Rect(x: 0, y: 0, width: 100, height: 20))
            XCTAssertEqual(broken(back), [])
        }
    }

    /// `b` is 350 wide from the root's left and must end inside it: fine at 400, broken at 300,
    /// and fine again back at 400 (a broken constraint is retried when a constant changes, not
    /// only when a constraint goes).
    func testABrokenConstraintHoldsAgainAtASizeWhereItFits() throws {
        let layout = try DocumentLayout(text: """
        {"root": {"id": "root", "size": {"width": 400, "height": 400}, "subviews": [{"id": "b"}],
          "constraints": ["b.left == root.left", "b.top == root.top", "b.height == 10", "b.width == 350",
                          "b.right <= root.right"]}}
        """, file: "fits.json")
        let sizes = [400.0, 300, 400].map { LayoutConfiguration(size: Size(width: $0, height: $0)) }
        let snapshots = try sizes.map { try layout.solve($0) }
        XCTAssertEqual(snapshots.map { broken($0).count }, [0, 1, 0])
        XCTAssertEqual(snapshots.map { frame($0, "b")?.width }, [350, 350, 350])
    }

    /// `contentInset` by leading and trailing follows the direction: 30 on the left in left to
    /// right (the resting offset is −30, so a view on the frame guide sits at x −30 in content
    /// coordinates), on the right in right to left (offset 0, the view at 0).
    func testADirectionalContentInsetFollowsTheDirection() throws {
        for (direction, x) in [(UserInterfaceLayoutDirection.leftToRight, -30.0), (.rightToLeft, 0)] {
            let layout = try DocumentLayout(contentsOfFile: fixtures + "directional-content-inset.json")
            let snapshot = try layout.solve(LayoutConfiguration(layoutDirection: direction))
            let scroll = try XCTUnwrap(snapshot.views.first { $0.id == "scroll" })
            XCTAssertEqual(scroll.contentOffset, Point(x: x, y: 0), "\(direction)")
            XCTAssertEqual(frame(snapshot, "badge"), Rect(x: x, y: 0, width: 10, height: 10), "\(direction)")
        }
    }

    /// A vertical pager of 2,000 points on an iPhone 14 (844 tall, resting at −47): page 2 is
    /// the last, partial one; its offset is clamped to the end (2000 + 34 − 844 = 1190) and it
    /// is still reported as page 2 of 3 (it read 1, as (1190 + 47) / 844 rounds down).
    func testTheLastPartialPageIsReportedAsItself() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let layout = try DocumentLayout(contentsOfFile: fixtures + "last-partial-page.json")
            let snapshot = try layout.solve(LayoutConfiguration(device: "iphone-14", layoutDirection: direction))
            let scroll = try XCTUnwrap(snapshot.views.first { $0.id == "scroll" })
            XCTAssertEqual(scroll.pages, 3)
            XCTAssertEqual(scroll.page, 2)
            XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 1190))
        }
    }

    /// A root `size` across the document's device turns the device, as `--size` does: an
    /// iPhone 14 document at 844×390 has the landscape safe area (47 on the sides, 21 below)
    /// and compact height (the root's variant sets its margins to 1; a device root's margins
    /// are at least 16 on the sides, plus the safe area).
    func testARootSizeAcrossTheDocumentsDeviceTurnsIt() throws {
        let layout = try DocumentLayout(text: """
        {"device": "iphone-14", "root": {"id": "root", "size": {"width": 844, "height": 390},
          "subviews": [{"id": "safe"}, {"id": "marg"}],
          "variants": [{"when": {"verticalSizeClass": "compact"}, "set": {"layoutMargins": {"top": 1, "left": 1, "bottom": 1, "right": 1}}}],
          "constraints": ["safe.left == root.safeArea.left", "safe.top == root.safeArea.top",
                          "safe.right == root.safeArea.right", "safe.bottom == root.safeArea.bottom",
                          "marg.left == root.leftMargin", "marg.top == root.topMargin",
                          "marg.right == root.rightMargin", "marg.bottom == root.bottomMargin"]}}
        """, file: "turn.json")
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let snapshot = try layout.solve(LayoutConfiguration(layoutDirection: direction))
            XCTAssertEqual(frame(snapshot, "safe"), Rect(x: 47, y: 0, width: 750, height: 369))
            XCTAssertEqual(frame(snapshot, "marg"), Rect(x: 63, y: 1, width: 718, height: 367))
        }
    }

    /// The answer at a size equals a fresh solve at that size, whatever sizes came before, in
    /// both directions: frames and the broken constraints. The fixtures are an audit's cases,
    /// each of which once differed:
    /// - `history-m1`: a retry blocked by a newer constraint kept the older one broken;
    /// - `history-v3`: retries went in the order constraints broke, not activation order;
    /// - `history-w2`: a `when` constraint activated by a later trait change counted as newest;
    /// - `history-b1`: a baseline change re-added its constraint as the newest.
    func testEverySizeMatchesAFreshSolve() throws {
        let cases: [(String, [Size])] = [
            ("history-m1", [Size(width: 400, height: 800), Size(width: 800, height: 800)]),
            ("history-v3", [Size(width: 400, height: 800), Size(width: 150, height: 800), Size(width: 400, height: 800)]),
            ("history-w2", [Size(width: 400, height: 800), Size(width: 800, height: 400)]),
            ("history-b1", [Size(width: 400, height: 800), Size(width: 800, height: 400)]),
        ]
        for (name, sizes) in cases {
            for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
                let layout = try DocumentLayout(contentsOfFile: fixtures + name + ".json")
                for size in sizes {
                    let configuration = LayoutConfiguration(size: size, layoutDirection: direction)
                    let step = try layout.solve(configuration, findAmbiguity: false)
                    let fresh = try DocumentLayout(contentsOfFile: fixtures + name + ".json")
                        .solve(configuration, findAmbiguity: false)
                    XCTAssertEqual(step.views.map(\.frame), fresh.views.map(\.frame), "\(name) at \(size) \(direction)")
                    XCTAssertEqual(broken(step), broken(fresh), "\(name) at \(size) \(direction)")
                }
            }
        }
        // The expected answers, worked out: at 800 wide, m1 breaks c3 (the newest) and a is
        // 100 wide (c1 and c2 both hold); v3 back at 400 breaks c3 and a is 200 wide.
        let m1 = try DocumentLayout(contentsOfFile: fixtures + "history-m1.json")
        _ = try m1.solve(LayoutConfiguration(size: Size(width: 400, height: 800)))
        let wide = try m1.solve(LayoutConfiguration(size: Size(width: 800, height: 800)))
        XCTAssertEqual(frame(wide, "a")?.width, 100)
        XCTAssertTrue(broken(wide).first?.contains("a.width == 200") ?? false, "\(broken(wide))")
    }
}
