import XCTest
@testable import StackLayout

/// Every kind of change that can move a frame asks for the next layout by itself: after it,
/// `layoutIfNeeded()` runs a pass (it returns at once only when nothing changed, see
/// `LayoutIfNeededTests.swift`), and the frames are those of the same tree built from scratch
/// with the change made before its first layout. Each change runs left to right and right to
/// left, on a screen with one of each kind of view.
final class LayoutInvalidationTests: XCTestCase {
    /// A screen: a box pinned to the margins and safe area, a vertical stack (a wrapping label,
    /// a badge, a horizontal row, a flow), a scroll view with tall content, and a view that
    /// keeps its frame and follows the root by its autoresizing mask.
    final class Screen {
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let box = View(), badge = View(), a = View(), b = View(), content = View()
        let title = Label(text: "A title long enough to wrap over two lines at this width",
                          font: .preferredFont(forTextStyle: .body))
        let stack = StackView(), row = StackView(), flow = FlowLayout()
        let scroll = ScrollView()
        let framed = View(frame: Rect(x: 10, y: 760, width: 50, height: 30))
        let items = (0..<3).map { _ in View() }
        let boxWidth: LayoutConstraint, boxTall: LayoutConstraint, boxShort: LayoutConstraint

        init(_ direction: UserInterfaceLayoutDirection) throws {
            root.identifier = "root"
            root.environment = LayoutEnvironment(safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                                                 layoutDirection: direction)
            _ = placed(box, "box", in: root)
            _ = placed(stack, "stack", in: root)
            _ = placed(scroll, "scroll", in: root)
            _ = placed(content, "content", in: scroll)
            framed.identifier = "framed"
            framed.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            root.addSubview(framed)
            title.identifier = "title"
            title.numberOfLines = 0
            badge.identifier = "badge"
            badge.intrinsicSize = Size(width: 40, height: 20)
            a.identifier = "a"
            a.intrinsicSize = Size(width: 30, height: 30)
            b.identifier = "b"
            b.intrinsicSize = Size(width: 50, height: 24)
            row.identifier = "row"
            row.spacing = 6
            row.addArrangedSubview(a)
            row.addArrangedSubview(b)
            flow.identifier = "flow"
            flow.arrangedCount = 2
            flow.itemSpacing = 4
            flow.lineSpacing = 4
            for (index, item) in items.enumerated() {
                item.identifier = "item\(index)"
                item.intrinsicSize = Size(width: 40 + 10 * Double(index), height: 20)
                flow.addArrangedSubview(item)
            }
            stack.axis = .vertical
            stack.spacing = 8
            stack.alignment = .leading
            for view in [title, badge, row, flow] as [View] { stack.addArrangedSubview(view) }
            stack.setVariant(\StackView.spacing, 16, when: TraitCondition(horizontalSizeClass: .regular))

            boxWidth = box.widthAnchor.constraint(equalToConstant: 100)
            boxTall = box.heightAnchor.constraint(equalToConstant: 100).withPriority(LayoutPriority(500))
            boxShort = box.heightAnchor.constraint(equalToConstant: 60).withPriority(LayoutPriority(250))
            try LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                boxWidth, boxTall, boxShort,
                stack.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 10),
                stack.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                stack.topAnchor.constraint(equalTo: box.topAnchor),
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                scroll.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 20),
                scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 1000),
            ])
        }

        /// Every named view's frame, and the scroll view's content size and offset.
        func frames() -> [(String, Rect)] {
            var result: [(String, Rect)] = []
            root.forEachInSubtree { view in
                guard let name = view.identifier else { return }
                result.append((name, view.frame))
            }
            result.append(("scroll.content", Rect(origin: scroll.contentOffset, size: scroll.contentSize)))
            return result
        }
    }

    /// Lays a screen out (after `setup`), makes `change`, lays out again: the second layout
    /// runs a pass, and a third runs none; the frames are those of a screen that had the setup
    /// and the change before its first layout, and (with `moves`) some frame differs from the
    /// unchanged screen's.
    private func assertRelayout(_ name: String, moves: Bool = true, file: StaticString = #filePath, line: UInt = #line,
                                setup: (Screen) throws -> Void = { _ in }, _ change: (Screen) throws -> Void) throws {
        for direction in bothLayoutDirections {
            let label = "\(name), \(direction)"
            let screen = try Screen(direction)
            try setup(screen)
            screen.root.layoutIfNeeded()
            let unchanged = screen.frames()
            let passes = screen.root.layoutPassCount
            try change(screen)
            screen.root.layoutIfNeeded()
            let afterChange = screen.root.layoutPassCount
            XCTAssertGreaterThan(afterChange, passes, "\(label): the change did not ask for a layout", file: file, line: line)
            screen.root.layoutIfNeeded()
            XCTAssertEqual(screen.root.layoutPassCount, afterChange, "\(label): the layout did not settle", file: file, line: line)

            let fresh = try Screen(direction)
            try setup(fresh)
            try change(fresh)
            fresh.root.layoutIfNeeded()
            XCTAssertEqual(screen.root.layoutDiagnostics.map(\.message), [], label, file: file, line: line)
            XCTAssertEqual(fresh.root.layoutDiagnostics.map(\.message), [], label, file: file, line: line)
            let got = screen.frames(), want = fresh.frames()
            XCTAssertEqual(got.map(\.0), want.map(\.0), label, file: file, line: line)
            for ((view, rect), (_, expected)) in zip(got, want) where !rect.isClose(to: expected, tolerance: 1e-6) {
                XCTFail("\(label): \(view) is \(rect), from scratch \(expected)", file: file, line: line)
            }
            if moves {
                let before = Dictionary(unchanged, uniquingKeysWith: { first, _ in first })
                let moved = got.contains { name, rect in before[name].map { !rect.isClose(to: $0, tolerance: 1e-6) } ?? true }
                XCTAssertTrue(moved, "\(label): the change moved nothing (the test would not see a missed layout)",
                              file: file, line: line)
            }
        }
    }

    func testConstraintChanges() throws {
        try assertRelayout("constant") { $0.boxWidth.constant = 140 }
        try assertRelayout("priority") { $0.boxShort.priority = LayoutPriority(750) }
        try assertRelayout("activation") { screen in
            try screen.box.heightAnchor.constraint(equalToConstant: 30).withPriority(LayoutPriority(600)).activate()
        }
        try assertRelayout("deactivation") { $0.boxTall.isActive = false }
        try assertRelayout("multiplier (a new constraint in place of the old)") { screen in
            screen.boxWidth.isActive = false
            try screen.box.widthAnchor.constraint(equalTo: screen.root.widthAnchor, multiplier: 0.25).activate()
        }
    }

    func testHierarchyChanges() throws {
        try assertRelayout("add an arranged subview") { screen in
            let extra = View()
            extra.identifier = "extra"
            extra.intrinsicSize = Size(width: 70, height: 44)
            screen.stack.insertArrangedSubview(extra, at: 1)
        }
        try assertRelayout("add a subview") { screen in
            let extra = makeView("extra", in: screen.content)
            try LayoutConstraint.activate([
                extra.leadingAnchor.constraint(equalTo: screen.content.leadingAnchor, constant: 5),
                extra.topAnchor.constraint(equalTo: screen.content.topAnchor, constant: 5),
                extra.widthAnchor.constraint(equalToConstant: 10), extra.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        try assertRelayout("remove a subview") { $0.b.removeFromSuperview() }
        try assertRelayout("move a subview to another superview") { $0.stack.insertArrangedSubview($0.b, at: 0) }
        try assertRelayout("remove an arranged subview, keeping it a subview") { screen in
            screen.stack.removeArrangedSubview(screen.badge)
            try LayoutConstraint.activate([
                screen.badge.leadingAnchor.constraint(equalTo: screen.stack.leadingAnchor),
                screen.badge.bottomAnchor.constraint(equalTo: screen.stack.bottomAnchor),
            ])
        }
    }

    func testIntrinsicSizeAndPriorities() throws {
        try assertRelayout("intrinsic size") { $0.badge.intrinsicSize = Size(width: 80, height: 36) }
        final class Badge: View {
            var count = 1
            override var intrinsicSize: Size {
                get { Size(width: 20 * Double(count), height: 20) }
                set { super.intrinsicSize = newValue }
            }
        }
        try assertRelayout("an override's invalidation", setup: { screen in
            let badge = Badge()
            badge.identifier = "counted"
            screen.row.addArrangedSubview(badge)
        }) { screen in
            let badge = screen.row.arrangedSubviews.last as! Badge
            badge.count = 3
            badge.invalidateIntrinsicContentSize()
        }
        try assertRelayout("content hugging", setup: { screen in
            screen.stack.alignment = .fill
            screen.a.setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
        }) { screen in
            screen.a.setContentHuggingPriority(LayoutPriority(300), for: .horizontal)
        }
        try assertRelayout("compression resistance", setup: { screen in
            try screen.row.widthAnchor.constraint(equalToConstant: 60).withPriority(LayoutPriority(760)).activate()
            screen.a.setContentCompressionResistancePriority(LayoutPriority(770), for: .horizontal)
        }) { screen in
            screen.b.setContentCompressionResistancePriority(LayoutPriority(780), for: .horizontal)
        }
    }

    func testRootAndEnvironment() throws {
        try assertRelayout("root size") { $0.root.frame = Rect(x: 0, y: 0, width: 844, height: 390) }
        try assertRelayout("safe area") { screen in
            screen.root.environment.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        }
        try assertRelayout("direction") { screen in
            screen.root.environment.layoutDirection = screen.root.environment.layoutDirection == .leftToRight
                ? .rightToLeft : .leftToRight
        }
        try assertRelayout("scale") { $0.root.environment.scale = 3 }
        try assertRelayout("content size category (text measures again)") { screen in
            screen.root.environment.traits.preferredContentSizeCategory = .accessibilityExtraLarge
        }
        try assertRelayout("traits that select a variant") { screen in
            screen.root.environment.traits.horizontalSizeClass = .regular
        }
        try assertRelayout("a variant set after the layout") { screen in
            screen.row.setVariant(\StackView.spacing, 30, when: TraitCondition())
        }
        try assertRelayout("a conditional constraint and the orientation", setup: { screen in
            try screen.box.widthAnchor.constraint(equalToConstant: 200).withPriority(LayoutPriority(900))
                .activate(when: TraitCondition(orientation: .landscape))
            screen.boxWidth.isActive = false
            try screen.box.widthAnchor.constraint(equalToConstant: 100).withPriority(LayoutPriority(800)).activate()
        }) { screen in
            screen.root.frame = Rect(x: 0, y: 0, width: 844, height: 390)
        }
    }

    func testMarginsAndSafeArea() throws {
        try assertRelayout("layout margins") { $0.root.layoutMargins = EdgeInsets(top: 8, left: 30, bottom: 8, right: 12) }
        try assertRelayout("directional layout margins") { screen in
            screen.root.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 24, bottom: 8, trailing: 4)
        }
        try assertRelayout("additional safe area") { screen in
            screen.root.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        }
        try assertRelayout("margins from the safe area", setup: { screen in
            screen.root.environment.safeAreaInsets = EdgeInsets(top: 47, left: 20, bottom: 34, right: 20)
            screen.root.insetsLayoutMarginsFromSafeArea = false
        }) { screen in
            screen.root.insetsLayoutMarginsFromSafeArea = true
        }
        try assertRelayout("a stack's margins-relative arrangement") { screen in
            screen.stack.layoutMargins = EdgeInsets(all: 12)
            screen.stack.isLayoutMarginsRelativeArrangement = true
        }
    }

    func testDirectionAndAlignmentRect() throws {
        try assertRelayout("semantic content attribute") { screen in
            screen.row.semanticContentAttribute = screen.root.environment.layoutDirection == .leftToRight
                ? .forceRightToLeft : .forceLeftToRight
        }
        try assertRelayout("alignment rect insets") { screen in
            screen.box.setAlignmentRectInsets(EdgeInsets(top: 4, left: 6, bottom: 2, right: 8))
        }
    }

    func testStackProperties() throws {
        try assertRelayout("hidden arranged subview") { $0.badge.isHidden = true }
        try assertRelayout("spacing") { $0.stack.spacing = 20 }
        try assertRelayout("custom spacing") { $0.stack.setCustomSpacing(30, after: $0.title) }
        try assertRelayout("axis") { $0.row.axis = .vertical }
        try assertRelayout("alignment") { $0.stack.alignment = .trailing }
        try assertRelayout("a baseline offset", setup: { screen in
            let mark = makeView("mark", in: screen.root)
            try LayoutConstraint.activate([
                mark.leadingAnchor.constraint(equalTo: screen.root.leadingAnchor),
                mark.topAnchor.constraint(equalTo: screen.badge.firstBaselineAnchor),
                mark.widthAnchor.constraint(equalToConstant: 10), mark.heightAnchor.constraint(equalToConstant: 10),
            ])
        }) { screen in
            screen.badge.firstBaselineOffsetFromTop = 15
        }
        try assertRelayout("distribution") { screen in
            screen.row.distribution = .fillEqually
            try screen.row.widthAnchor.constraint(equalToConstant: 200).activate()
        }
    }

    func testText() throws {
        try assertRelayout("label text") { $0.title.text = "Short" }
        try assertRelayout("label font") { $0.title.font = .systemFont(ofSize: 28) }
        try assertRelayout("label lines") { $0.title.numberOfLines = 1 }
    }

    func testScrollViewsAndFlows() throws {
        try assertRelayout("content offset") { $0.scroll.contentOffset = Point(x: 0, y: 120) }
        try assertRelayout("content inset") { $0.scroll.contentInset = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0) }
        let sideInsets: (Screen) -> Void = { screen in
            screen.root.environment.safeAreaInsets = EdgeInsets(top: 47, left: 20, bottom: 34, right: 20)
        }
        try assertRelayout("content inset adjustment", setup: sideInsets) { screen in
            screen.scroll.contentInsetAdjustmentBehavior = .always
        }
        try assertRelayout("bounce (the adjusted insets follow it)", setup: sideInsets) { screen in
            screen.scroll.alwaysBounceHorizontal = true
        }
        try assertRelayout("flow items per line") { $0.flow.arrangedCount = 3 }
        try assertRelayout("flow spacing") { $0.flow.itemSpacing = 12 }
        try assertRelayout("flow padding") { $0.flow.padding = EdgeInsets(all: 6) }
    }

    func testFramesAndAutoresizing() throws {
        try assertRelayout("a frame set by hand (the frame becomes constraints)") { screen in
            screen.framed.frame = Rect(x: 40, y: 700, width: 80, height: 20)
        }
        try assertRelayout("autoresizing mask, then the root's size") { screen in
            screen.framed.autoresizingMask = [.flexibleLeftMargin]
            screen.root.frame = Rect(x: 0, y: 0, width: 430, height: 932)
        }
        try assertRelayout("translatesAutoresizingMaskIntoConstraints") { screen in
            screen.framed.translatesAutoresizingMaskIntoConstraints = false
            try LayoutConstraint.activate(pinEdges(screen.framed, to: screen.box))
        }
        try assertRelayout("a frame set by hand on a view the constraints place (the next layout puts it back)",
                           moves: false) { screen in
            screen.box.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        }
    }

    /// A scroll view whose content guide nothing uses keeps the content size set by hand; the
    /// adjusted insets, and so the offset at rest, follow it.
    func testContentSizeSetByHand() throws {
        func make(_ direction: UserInterfaceLayoutDirection) throws -> (View, ScrollView) {
            let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
            root.environment = LayoutEnvironment(safeAreaInsets: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20),
                                                 layoutDirection: direction)
            let scroll = placed(ScrollView(), "scroll", in: root)
            try LayoutConstraint.activate(pinEdges(scroll, to: root))
            return (root, scroll)
        }
        for direction in bothLayoutDirections {
            let (root, scroll) = try make(direction)
            root.layoutIfNeeded()
            XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 0))
            let passes = root.layoutPassCount
            scroll.contentSize = Size(width: 2000, height: 100)
            root.layoutIfNeeded()
            XCTAssertGreaterThan(root.layoutPassCount, passes, "\(direction)")
            let (freshRoot, fresh) = try make(direction)
            fresh.contentSize = Size(width: 2000, height: 100)
            freshRoot.layoutIfNeeded()
            XCTAssertEqual(fresh.contentOffset, Point(x: -20, y: 0), "\(direction)")
            XCTAssertEqual(scroll.contentOffset, fresh.contentOffset, "\(direction)")
            XCTAssertEqual(scroll.contentSize, fresh.contentSize, "\(direction)")
        }
    }
}
