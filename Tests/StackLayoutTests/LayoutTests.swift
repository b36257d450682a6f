import XCTest
@testable import StackLayout
@testable import StackLayoutSolver

/// Frames compared with an absolute tolerance, never `==` on computed doubles.
func assertFrame(_ view: View, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                 accuracy: Double = 1e-6, file: StaticString = #filePath, line: UInt = #line) {
    let expected = Rect(x: x, y: y, width: width, height: height)
    XCTAssertTrue(view.frame.isClose(to: expected, tolerance: accuracy),
                  "\(view.name): \(view.frame) is not \(expected)", file: file, line: line)
}

/// The x of a frame given in left-to-right terms (`x` from the superview's left edge) in a
/// superview `superWidth` wide, laid out in `direction`: leading/trailing placement mirrors
/// right to left, x' = superWidth − x − width. Expectations only: the inputs are hand-derived.
func leadingX(_ x: Double, _ width: Double, in superWidth: Double, _ direction: UserInterfaceLayoutDirection) -> Double {
    direction == .rightToLeft ? superWidth - x - width : x
}

/// Both reading directions, for goldens that run each.
let bothLayoutDirections: [UserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft]

/// `view`'s leading, trailing, top and bottom equal to `item`'s.
func pinEdges(_ view: LayoutAnchors, to item: LayoutAnchors) -> [LayoutConstraint] {
    [view.leadingAnchor.constraint(equalTo: item.leadingAnchor),
     view.trailingAnchor.constraint(equalTo: item.trailingAnchor),
     view.topAnchor.constraint(equalTo: item.topAnchor),
     view.bottomAnchor.constraint(equalTo: item.bottomAnchor)]
}

/// A root of `width` × `height` named "root", laid out in `direction`.
func directedRoot(_ direction: UserInterfaceLayoutDirection, width: Double = 390, height: Double = 844) -> View {
    let root = View(frame: Rect(x: 0, y: 0, width: width, height: height))
    root.identifier = "root"
    root.environment.layoutDirection = direction
    return root
}

/// A view placed by constraints only.
func makeView(_ name: String, in parent: View? = nil, intrinsic: Size? = nil) -> View {
    let view = View()
    if let intrinsic { view.intrinsicSize = intrinsic }
    return placed(view, name, in: parent)
}

/// `view` (any kind), named and placed by constraints only in `parent`.
func placed<V: View>(_ view: V, _ name: String, in parent: View? = nil) -> V {
    view.identifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    parent?.addSubview(view)
    return view
}

final class LayoutTests: XCTestCase {
    func makeRoot(_ width: Double = 390, _ height: Double = 844) -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: width, height: height))
        root.identifier = "root"
        return root
    }

    /// 20 from each side: 350 wide, 175 tall. Right to left the box starts 20 from the right
    /// edge, 390 − 20 − 350 = 20: the same frame, the insets being equal.
    func testPinnedViewWithAnchors() throws {
        for direction in bothLayoutDirections {
            let root = makeRoot()
            root.environment = LayoutEnvironment(layoutDirection: direction)
            let box = makeView("box", in: root)
            try LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
                box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
            ])
            root.layoutIfNeeded()
            assertFrame(root, 0, 0, 390, 844)
            assertFrame(box, leadingX(20, 350, in: 390, direction), 30, 350, 175)
            XCTAssertTrue(root.layoutDiagnostics.isEmpty)
            XCTAssertFalse(box.hasAmbiguousLayout)
        }
    }

    /// Left and center anchors do not mirror: the same frames right to left.
    func testFramesAreInSuperviewCoordinates() throws {
        for direction in bothLayoutDirections {
            let root = makeRoot()
            root.environment = LayoutEnvironment(layoutDirection: direction)
            let outer = makeView("outer", in: root)
            let inner = makeView("inner", in: outer)
            try LayoutConstraint.activate([
                outer.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100),
                outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
                outer.widthAnchor.constraint(equalToConstant: 200),
                outer.heightAnchor.constraint(equalToConstant: 200),
                inner.centerXAnchor.constraint(equalTo: outer.centerXAnchor),
                inner.centerYAnchor.constraint(equalTo: outer.centerYAnchor),
                inner.widthAnchor.constraint(equalToConstant: 50),
                inner.heightAnchor.constraint(equalToConstant: 50),
            ])
            root.layoutIfNeeded()
            assertFrame(outer, 100, 50, 200, 200)
            assertFrame(inner, 75, 75, 50, 50)
        }
    }

    /// Autoresizing frames are absolute: the same frames right to left.
    func testAutoresizingFrameIsKept() {
        for direction in bothLayoutDirections {
            let root = makeRoot()
            root.environment = LayoutEnvironment(layoutDirection: direction)
            let fixed = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
            root.addSubview(fixed)
            let child = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
            fixed.addSubview(child)
            root.layoutIfNeeded()
            assertFrame(fixed, 10, 20, 30, 40)
            assertFrame(child, 1, 2, 3, 4)
            fixed.frame = Rect(x: 50, y: 60, width: 70, height: 80)
            root.layoutIfNeeded()
            assertFrame(fixed, 50, 60, 70, 80)
            assertFrame(child, 1, 2, 3, 4)
        }
    }

    /// Margins 8 on each side and the safe area's top 47 and bottom 34. Right to left:
    /// `content` keeps 390 − 8 − 374 = 8; `full` (leading, 100 wide) is at 390 − 100 = 290, and
    /// `inner` at its leading margin, 100 − 8 − 10 = 82 inside it. The safe area is absolute
    /// (only a top inset), so `full` overlaps the same 47 points of it at either side.
    func testLayoutMarginsAndSafeArea() throws {
        for direction in bothLayoutDirections {
            let root = makeRoot()
            root.environment = LayoutEnvironment(safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), scale: 3,
                                                 layoutDirection: direction)
            let content = makeView("content", in: root)
            try LayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            ])
            root.layoutIfNeeded()
            assertFrame(content, leadingX(8, 374, in: 390, direction), 47, 374, 763)
            XCTAssertEqual(root.safeAreaLayoutGuide.layoutFrame, Rect(x: 0, y: 47, width: 390, height: 763))
            // A descendant's safe area is the part of the root's unsafe area it overlaps.
            XCTAssertEqual(content.safeAreaInsets, .zero)
            let full = makeView("full", in: root)
            try LayoutConstraint.activate([
                full.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                full.topAnchor.constraint(equalTo: root.topAnchor),
                full.widthAnchor.constraint(equalToConstant: 100),
                full.heightAnchor.constraint(equalToConstant: 100),
            ])
            let inner = makeView("inner", in: full)
            try LayoutConstraint.activate([
                inner.topAnchor.constraint(equalTo: full.layoutMarginsGuide.topAnchor),
                inner.leadingAnchor.constraint(equalTo: full.layoutMarginsGuide.leadingAnchor),
                inner.widthAnchor.constraint(equalToConstant: 10),
                inner.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            assertFrame(full, leadingX(0, 100, in: 390, direction), 0, 100, 100)
            XCTAssertEqual(full.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
            // insetsLayoutMarginsFromSafeArea: the margin is measured from the safe area (47 + 8).
            assertFrame(inner, leadingX(8, 10, in: 100, direction), 55, 10, 10)
        }
    }

    /// Margins keep the form they were set in: absolute ones keep their sides when the
    /// direction changes, directional ones follow it; each form reads through the other.
    func testMarginsKeepTheFormTheyWereSetIn() {
        let root = makeRoot()
        let absolute = makeView("absolute"), directional = makeView("directional")
        absolute.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        directional.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        root.addSubview(absolute)
        root.addSubview(directional)
        root.environment = LayoutEnvironment(layoutDirection: .rightToLeft)
        XCTAssertEqual(absolute.layoutMargins, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(absolute.directionalLayoutMargins, DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        XCTAssertEqual(directional.layoutMargins, EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        XCTAssertEqual(directional.directionalLayoutMargins, DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        absolute.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 6)
        XCTAssertEqual(absolute.layoutMargins, EdgeInsets(top: 0, left: 6, bottom: 0, right: 5))
    }

    func testRightToLeftMirrorsLeadingAndTrailing() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let root = makeRoot(300, 100)
            root.environment.layoutDirection = direction
            let a = makeView("a", in: root), b = makeView("b", in: root)
            try LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                a.widthAnchor.constraint(equalToConstant: 50),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
                b.widthAnchor.constraint(equalToConstant: 60),
                a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
                b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            if direction == .leftToRight {
                assertFrame(a, 10, 0, 50, 10)
                assertFrame(b, 65, 0, 60, 10)
            } else {
                assertFrame(a, 240, 0, 50, 10)
                assertFrame(b, 175, 0, 60, 10)
            }
        }
    }

    func testHuggingContestTheLowerPriorityGivesWay() throws {
        for direction in bothLayoutDirections {
            // GNUstep's case: two 50×20 views across a 400-wide root; the one hugging at 1 stretches.
            // Right to left a (leading) is at 400 − 350 = 50 and b at 400 − 350 − 50 = 0.
            let root = makeRoot(400, 100)
            root.environment = LayoutEnvironment(layoutDirection: direction)
            let a = makeView("a", in: root, intrinsic: Size(width: 50, height: 20))
            let b = makeView("b", in: root, intrinsic: Size(width: 50, height: 20))
            a.setContentHuggingPriority(1, for: .horizontal)
            try LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                b.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            assertFrame(a, leadingX(0, 350, in: 400, direction), 0, 350, 20)
            assertFrame(b, leadingX(350, 50, in: 400, direction), 0, 50, 20)
            XCTAssertFalse(a.hasAmbiguousLayout)
            // Equal hugging: a tie, which UIKit calls ambiguous.
            a.setContentHuggingPriority(250, for: .horizontal)
            root.layoutIfNeeded()
            XCTAssertTrue(a.hasAmbiguousLayout(for: .horizontal))
            XCTAssertFalse(a.hasAmbiguousLayout(for: .vertical))
        }
    }

    func testConflictBreaksTheNewestConstraintAndReportsTheCycle() throws {
        for direction in bothLayoutDirections {
            let root = makeRoot()
            root.environment = LayoutEnvironment(layoutDirection: direction)
            let box = makeView("box", in: root)
            let first = box.widthAnchor.constraint(equalToConstant: 20)
            let second = box.widthAnchor.constraint(equalToConstant: 40)
            try LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                first, second,
            ])
            root.layoutIfNeeded()
            assertFrame(box, leadingX(0, 20, in: 390, direction), 0, 20, 10)  // RTL: 370
            XCTAssertTrue(second.isActive)
            XCTAssertTrue(second.isBroken)
            XCTAssertFalse(first.isBroken)
            let report = root.layoutDiagnostics.first { $0.kind == .unsatisfiable }
            XCTAssertNotNil(report)
            XCTAssertTrue(report?.constraint === second)
            XCTAssertEqual(report?.conflicting.count, 1)
            XCTAssertTrue(report?.conflicting.first === first)
            XCTAssertTrue(report?.description.contains("LayoutTests.swift") ?? false)
            XCTAssertTrue(report?.description.contains("Unable to simultaneously satisfy constraints") ?? false)
            // Deactivating the winner lets the broken one hold.
            first.deactivate()
            root.layoutIfNeeded()
            XCTAssertFalse(second.isBroken)
            assertFrame(box, leadingX(0, 40, in: 390, direction), 0, 40, 10)  // RTL: 350
        }
    }

    /// The root's size and an autoresizing frame are added before the app's constraints, so a
    /// conflict with them breaks the app's constraint and the root keeps its size. Left/right
    /// anchors and frames do not mirror: the same frames right to left.
    func testConflictWithTheRootSizeOrAFrameBreaksTheAppsConstraint() throws {
        for direction in bothLayoutDirections {
            let root = makeRoot(100, 100)
            root.environment = LayoutEnvironment(layoutDirection: direction)
            let box = makeView("box", in: root)
            let tooWide = box.widthAnchor.constraint(equalToConstant: 150)
            try LayoutConstraint.activate([
                box.leftAnchor.constraint(equalTo: root.leftAnchor),
                box.rightAnchor.constraint(equalTo: root.rightAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 5),
                tooWide,
            ])
            let framed = View(frame: Rect(x: 0, y: 10, width: 50, height: 50))
            root.addSubview(framed)
            let framedWidth = framed.widthAnchor.constraint(equalToConstant: 80)
            try framedWidth.activate()
            root.layoutIfNeeded()
            assertFrame(root, 0, 0, 100, 100)
            assertFrame(box, 0, 0, 100, 5)
            assertFrame(framed, 0, 10, 50, 50)
            XCTAssertTrue(tooWide.isBroken)
            XCTAssertTrue(framedWidth.isBroken)
            let broken = root.layoutDiagnostics.filter { $0.kind == .unsatisfiable }.compactMap { $0.constraint }
            XCTAssertEqual(broken.count, 2)
            XCTAssertTrue(broken.contains { $0 === tooWide } && broken.contains { $0 === framedWidth })
        }
    }

    /// Before the first layout, constraints go into the engine in the order they were
    /// activated, not in the order of the views they are installed on.
    func testTheNewestActivationIsBrokenWhateverViewHoldsIt() throws {
        for direction in bothLayoutDirections {
            let root = makeRoot()
            root.environment = LayoutEnvironment(layoutDirection: direction)
            let container = makeView("container", in: root)
            let a = makeView("a", in: container), b = makeView("b", in: container)
            let aWidth = a.widthAnchor.constraint(equalToConstant: 20)   // installed on a
            let bWidth = b.widthAnchor.constraint(equalToConstant: 40)   // installed on b
            let equal = a.widthAnchor.constraint(equalTo: b.widthAnchor) // installed on container
            try LayoutConstraint.activate([aWidth, bWidth, equal])
            for view in [container, a, b] {
                try LayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    view.topAnchor.constraint(equalTo: root.topAnchor),
                    view.heightAnchor.constraint(equalToConstant: 10),
                ])
            }
            try container.widthAnchor.constraint(equalToConstant: 100).activate()
            root.layoutIfNeeded()
            XCTAssertTrue(equal.isBroken)
            XCTAssertFalse(aWidth.isBroken)
            XCTAssertFalse(bWidth.isBroken)
            assertFrame(container, leadingX(0, 100, in: 390, direction), 0, 100, 10)  // RTL: 290
            // Frames are in the container's coordinates. Right to left the container is at
            // 390 − 100 = 290, so its right edge is the root's: a and b end at its right edge,
            // a at 100 − 20 = 80 and b at 100 − 40 = 60.
            assertFrame(a, leadingX(0, 20, in: 100, direction), 0, 20, 10)
            assertFrame(b, leadingX(0, 40, in: 100, direction), 0, 40, 10)
        }
    }

    /// A subclass's intrinsic size, computed from its content, is what the layout uses, and
    /// follows the content after `invalidateIntrinsicContentSize()`. Right to left the badge
    /// ends at the root's right edge: 390 − 36 = 354, then 390 − 68 = 322.
    func testASubclassOverridesTheIntrinsicContentSize() {
        final class Badge: View {
            var text = "" { didSet { invalidateIntrinsicContentSize() } }
            override var intrinsicSize: Size {
                get { Size(width: 8 * Double(text.count) + 12, height: 20) }
                set { super.intrinsicSize = newValue }
            }
        }
        for direction in bothLayoutDirections {
            let root = makeRoot()
            root.environment = LayoutEnvironment(layoutDirection: direction)
            let badge = Badge()
            badge.translatesAutoresizingMaskIntoConstraints = false
            badge.text = "new"
            root.addSubview(badge)
            try? LayoutConstraint.activate([badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                            badge.topAnchor.constraint(equalTo: root.topAnchor)])
            root.layoutIfNeeded()
            assertFrame(badge, leadingX(0, 36, in: 390, direction), 0, 36, 20)  // RTL: 354
            badge.text = "updated"
            root.layoutIfNeeded()
            assertFrame(badge, leadingX(0, 68, in: 390, direction), 0, 68, 20)  // RTL: 322
        }
    }

    /// A constraint between baselines follows a change of baseline offset.
    func testBaselineConstraintsFollowTheOffset() throws {
        for direction in bothLayoutDirections {
            let root = makeRoot()
            root.environment = LayoutEnvironment(layoutDirection: direction)
            let a = makeView("a", in: root, intrinsic: Size(width: 10, height: 40))
            let b = makeView("b", in: root, intrinsic: Size(width: 10, height: 20))
            a.firstBaselineOffsetFromTop = 30
            b.firstBaselineOffsetFromTop = 15
            try LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
            ])
            root.layoutIfNeeded()
            // Right to left a is at 390 − 10 = 380 and b, leading at a's trailing edge, at 370.
            let bx = leadingX(10, 10, in: 390, direction)
            assertFrame(a, leadingX(0, 10, in: 390, direction), 0, 10, 40)
            assertFrame(b, bx, 15, 10, 20)
            a.firstBaselineOffsetFromTop = 20
            root.layoutIfNeeded()
            assertFrame(b, bx, 5, 10, 20)
            a.firstBaselineOffsetFromTop = nil  // the top edge stands in
            root.layoutIfNeeded()
            assertFrame(b, bx, -15, 10, 20)
        }
    }

    func testIllegalConstraintsAreErrorsNotCrashes() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let other = View()
        XCTAssertThrowsError(try LayoutConstraint(item: a, attribute: .centerX, relatedBy: .equal, toItem: root,
                                                  attribute: .centerY)) { error in
            XCTAssertTrue("\(error)".contains("Invalid pairing of layout attributes"))
        }
        XCTAssertThrowsError(try LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: nil,
                                                  attribute: .notAnAttribute, constant: 20)) { error in
            XCTAssertTrue("\(error)".contains("Location attributes must be specified in pairs"))
        }
        XCTAssertThrowsError(try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: root,
                                                  attribute: .left))
        XCTAssertThrowsError(try LayoutConstraint(item: a, attribute: .left, relatedBy: .equal,
                                                  toItem: root.safeAreaLayoutGuide, attribute: .leftMargin)) { error in
            XCTAssertTrue("\(error)".contains("A layout guide has no leftMargin attribute"), "\(error)")
        }
        XCTAssertThrowsError(try LayoutConstraint(item: root.layoutMarginsGuide, attribute: .lastBaseline, relatedBy: .equal,
                                                  toItem: a, attribute: .bottom))
        let mixed = a.leadingAnchor.constraint(equalTo: root.leftAnchor)
        XCTAssertThrowsError(try mixed.activate()) { error in
            XCTAssertTrue("\(error)".contains("leading/trailing attribute and a right/left attribute"))
        }
        XCTAssertThrowsError(try a.topAnchor.constraint(equalTo: other.topAnchor).activate()) { error in
            XCTAssertTrue("\(error)".contains("because they have no common ancestor"))
        }
        let unattached = a.topAnchor.constraint(equalTo: other.topAnchor)
        unattached.isActive = true
        XCTAssertFalse(unattached.isActive)
        root.layoutIfNeeded()
        XCTAssertTrue(root.layoutDiagnostics.contains { $0.kind == .invalid && $0.constraint === unattached })
    }

    func testPriorityCannotCrossRequiredWhileActive() throws {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let c = a.widthAnchor.constraint(equalToConstant: 10)
        try c.activate()
        XCTAssertThrowsError(try c.setPriority(750)) { error in
            XCTAssertTrue("\(error)".contains("Mutating a priority from required to not on an installed constraint"))
        }
        XCTAssertEqual(c.priority, .required)
        c.deactivate()
        try c.setPriority(750)
        XCTAssertEqual(c.priority, 750)
    }

    /// Six views of 40, 45, …, 65 chained leading to trailing at 8 points (315 + 56 = 371):
    /// surplus goes to v0, which hugs least. At a width W ≥ 371, v0 is 40 + W − 371 wide and
    /// v(i+1) starts 8 after v(i) ends; right to left each x mirrors in W. (At 320 the deficit
    /// of 51 would take v0 below zero; that width is compared with a fresh solve only.)
    func testIncrementalResizeMatchesAFreshSolve() throws {
        for direction in bothLayoutDirections {
            try checkIncrementalResize(direction)
        }
    }

    func checkIncrementalResize(_ direction: UserInterfaceLayoutDirection) throws {
        func build(_ width: Double) throws -> (View, [View]) {
            let root = makeRoot(width, 500)
            root.environment = LayoutEnvironment(layoutDirection: direction)
            var views: [View] = []
            var previous: View?
            for i in 0..<6 {
                let v = makeView("v\(i)", in: root, intrinsic: Size(width: 40 + Double(i) * 5, height: 20))
                v.setContentHuggingPriority(LayoutPriority(Float(250 + i)), for: .horizontal)
                v.setContentCompressionResistancePriority(LayoutPriority(Float(750 + i)), for: .horizontal)
                try v.topAnchor.constraint(equalTo: root.topAnchor).activate()
                try v.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: 8).activate()
                previous = v
                views.append(v)
            }
            try previous!.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8).activate()
            return (root, views)
        }
        func expectChain(_ views: [View], in width: Double, line: UInt = #line) {
            var x = 8.0
            for (i, view) in views.enumerated() {
                let w = i == 0 ? 40 + width - 371 : 40 + Double(i) * 5
                assertFrame(view, leadingX(x, w, in: width, direction), 0, w, 20, line: line)
                x += w + 8
            }
        }
        let (root, views) = try build(390)
        root.layoutIfNeeded()
        expectChain(views, in: 390)  // v0 59 wide; right to left v0 at 390 − 8 − 59 = 323, v5 at 8
        for width in [500.0, 320, 844, 390] {
            root.frame = Rect(x: 0, y: 0, width: width, height: 500)
            root.layoutIfNeeded()
            if width >= 371 { expectChain(views, in: width) }
            let (fresh, freshViews) = try build(width)
            fresh.layoutIfNeeded()
            for (a, b) in zip(views, freshViews) {
                XCTAssertTrue(a.frame.isClose(to: b.frame, tolerance: 1e-6), "\(width): \(a.frame) vs \(b.frame)")
            }
        }
    }

    func testChangingAConstantUsesTheCheapPath() throws {
        for direction in bothLayoutDirections {
            let root = makeRoot()
            root.environment = LayoutEnvironment(layoutDirection: direction)
            let a = makeView("a", in: root)
            let left = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
            try LayoutConstraint.activate([left, a.topAnchor.constraint(equalTo: root.topAnchor),
                                           a.widthAnchor.constraint(equalToConstant: 10),
                                           a.heightAnchor.constraint(equalToConstant: 10)])
            root.layoutIfNeeded()
            assertFrame(a, leadingX(10, 10, in: 390, direction), 0, 10, 10)  // RTL: 370
            let solverConstraint = left.solverConstraint
            left.constant = 77
            root.layoutIfNeeded()
            XCTAssertTrue(left.solverConstraint === solverConstraint)
            assertFrame(a, leadingX(77, 10, in: 390, direction), 0, 10, 10)  // RTL: 390 − 77 − 10 = 303
        }
    }

    /// Each edge rounds to the nearest pixel in root coordinates, a tie upwards, so adjacent
    /// views tile without gaps. At 2x in 101 pt, four equal views have exact edges 0, 25.25,
    /// 50.5, 75.75 and 101: 25.25 and 75.75 are ties (50.5 and 151.5 px) and go up to 25.5 and
    /// 76. A view from 10.2 to 15.5 rounds its left edge down to 10 (20.4 px). Right to left,
    /// the mirrored edges round the same way (ties still up, in root coordinates).
    func testPixelRoundingRoundsEdgesToNearestTiesUp() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let root = makeRoot(101, 100)
            root.environment = LayoutEnvironment(scale: 2, layoutDirection: direction)
            let views = ["a", "b", "c", "d", "e"].map { makeView($0, in: root) }
            let names = Dictionary(uniqueKeysWithValues: views.map { ($0.identifier!, $0) })
            try LayoutConstraint.activate(try ["H:|[a][b(==a)][c(==a)][d(==a)]|", "V:|[a(10)]", "V:|[b(10)]",
                                               "V:|[c(10)]", "V:|[d(10)]", "V:|-20-[e(10)]"].flatMap {
                try LayoutConstraint.constraints(withVisualFormat: $0, views: names)
            })
            try LayoutConstraint.activate([
                views[4].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.2),
                views[4].widthAnchor.constraint(equalToConstant: 5.3),
            ])
            root.layoutIfNeeded()
            if direction == .leftToRight {
                assertFrame(views[0], 0, 0, 25.5, 10)
                assertFrame(views[1], 25.5, 0, 25, 10)
                assertFrame(views[2], 50.5, 0, 25.5, 10)
                assertFrame(views[3], 76, 0, 25, 10)
                assertFrame(views[4], 10, 20, 5.5, 10)
            } else {
                assertFrame(views[0], 76, 0, 25, 10)
                assertFrame(views[1], 50.5, 0, 25.5, 10)
                assertFrame(views[2], 25.5, 0, 25, 10)
                assertFrame(views[3], 0, 0, 25.5, 10)
                assertFrame(views[4], 85.5, 20, 5.5, 10)
            }
            // Without a scale the frames are exact.
            root.environment.scale = nil
            root.layoutIfNeeded()
            XCTAssertEqual(views[0].frame.width, 25.25, accuracy: 1e-9)
        }
    }

    func testAmbiguousViewIsReported() throws {
        for direction in bothLayoutDirections {
            let root = makeRoot()
            root.environment = LayoutEnvironment(layoutDirection: direction)
            let a = makeView("a", in: root)
            try LayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 10),
                                           a.heightAnchor.constraint(equalToConstant: 10),
                                           a.topAnchor.constraint(equalTo: root.topAnchor)])
            root.layoutIfNeeded()
            XCTAssertTrue(a.hasAmbiguousLayout(for: .horizontal))
            XCTAssertFalse(a.hasAmbiguousLayout(for: .vertical))
            let diagnostics = root.ambiguityDiagnostics()
            XCTAssertEqual(diagnostics.count, 1)
            XCTAssertEqual(diagnostics.first?.axis, .horizontal)
            XCTAssertTrue(diagnostics.first?.message.contains("position") ?? false)
            let before = a.frame
            a.exerciseAmbiguityInLayout()
            XCTAssertNotEqual(a.frame.minX, before.minX)
            a.exerciseAmbiguityInLayout()
            XCTAssertEqual(a.frame.minX, before.minX, accuracy: 1e-9)
            // a.height, a.top == root.top, and the root's own top.
            let affecting = a.constraintsAffectingLayout(for: .vertical)
            XCTAssertEqual(affecting.count, 3)
            XCTAssertTrue(affecting.contains { $0.identifier == "UIView-Encapsulated-Layout-Top" })
        }
    }

    /// No frames to compare (the view leaves the tree); run in both directions all the same.
    func testRemovingASubviewDeactivatesConstraintsAcrossTheBoundary() throws {
        for direction in bothLayoutDirections {
            let root = makeRoot()
            root.environment = LayoutEnvironment(layoutDirection: direction)
            let a = makeView("a", in: root)
            let inner = makeView("inner", in: a)
            let across = a.leadingAnchor.constraint(equalTo: root.leadingAnchor)
            let within = inner.widthAnchor.constraint(equalTo: a.widthAnchor)
            try LayoutConstraint.activate([across, within])
            root.layoutIfNeeded()
            a.removeFromSuperview()
            XCTAssertFalse(across.isActive)
            XCTAssertTrue(within.isActive)
            root.layoutIfNeeded()
        }
    }

    /// Constraints activated in one tree and moved, with their views, to another before the
    /// first tree lays out are the second tree's: the first tree's engine, which queued them,
    /// leaves them, and the second lays them out.
    func testConstraintsQueuedInOneTreeAreLaidOutByTheTreeTheirViewsMoveTo() throws {
        for direction in bothLayoutDirections {
            let first = makeRoot(), second = makeRoot(200, 300)
            for root in [first, second] { root.environment = LayoutEnvironment(layoutDirection: direction) }
            let keep = makeView("keep", in: first)
            try LayoutConstraint.activate([
                keep.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 5),
                keep.topAnchor.constraint(equalTo: first.topAnchor, constant: 5),
                keep.widthAnchor.constraint(equalToConstant: 10), keep.heightAnchor.constraint(equalToConstant: 10),
            ])
            first.layoutIfNeeded()
            second.layoutIfNeeded()
            let card = makeView("card", in: first)
            let badge = makeView("badge", in: card)
            card.intrinsicSize = Size(width: 80, height: 40)
            try LayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
                badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
                badge.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
                badge.heightAnchor.constraint(equalToConstant: 12),
            ])
            card.removeFromSuperview()
            second.addSubview(card)
            try LayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 20),
                card.topAnchor.constraint(equalTo: second.topAnchor, constant: 30),
            ])
            first.layoutIfNeeded()
            second.layoutIfNeeded()
            XCTAssertEqual(keep.frame, Rect(x: direction == .leftToRight ? 5 : 375, y: 5, width: 10, height: 10))
            XCTAssertEqual(card.frame, Rect(x: direction == .leftToRight ? 20 : 100, y: 30, width: 80, height: 40))
            XCTAssertEqual(badge.frame, Rect(x: direction == .leftToRight ? 4 : 36, y: 6, width: 40, height: 12))
            XCTAssertTrue(first.layoutDiagnostics.isEmpty, "\(first.layoutDiagnostics)")
            XCTAssertTrue(second.layoutDiagnostics.isEmpty, "\(second.layoutDiagnostics)")
        }
    }
}
