import XCTest
@testable import StackLayout

/// FlowLayout against FLOW.md: the worked example frame by frame in portrait and landscape,
/// both orientations, flows in scroll views that page or not, outside scroll views and
/// without paging, each golden also right to left (MyLayout's flow lays out in leading
/// coordinates, so it mirrors). Expected frames are derived by hand in the comments; the
/// `expectGrid` checks compare every item with FLOW.md's closed form, which the flow does not
/// use (it chains constraints item to item).
final class FlowLayoutTests: XCTestCase {
    /// A paging scroll view as the root (seed 003's `self.view = scrollView`), with a flow
    /// pinned to its content and as tall as its frame (`myVertMargin = 0`).
    struct Grid {
        let scroll: ScrollView
        let flow: FlowLayout
        let items: [View]
    }

    func makeGrid(width: Double, height: Double, count: Int, perLine: Int, perPage: Int,
                  orientation: FlowLayout.Orientation = .vertical, paging: Bool = true,
                  padding: EdgeInsets = EdgeInsets(all: 5), spacing: Double = 10,
                  direction: UserInterfaceLayoutDirection = .leftToRight) throws -> Grid {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: width, height: height))
        scroll.identifier = "scroll"
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.isPagingEnabled = paging
        scroll.environment = LayoutEnvironment(layoutDirection: direction)
        let flow = FlowLayout()
        flow.identifier = "flow"
        flow.translatesAutoresizingMaskIntoConstraints = false
        flow.orientation = orientation
        flow.arrangedCount = perLine
        flow.pagedCount = perPage
        flow.padding = padding
        flow.itemSpacing = spacing
        flow.lineSpacing = spacing
        scroll.addSubview(flow)
        let content = scroll.contentLayoutGuide, frame = scroll.frameLayoutGuide
        try LayoutConstraint.activate(pinEdges(flow, to: content) + [
            orientation == .vertical
                ? flow.heightAnchor.constraint(equalTo: frame.heightAnchor)
                : flow.widthAnchor.constraint(equalTo: frame.widthAnchor),
        ])
        let items = (0..<count).map { i -> View in
            let label = View()
            label.identifier = "label\(i)"
            label.intrinsicSize = Size(width: 9, height: 17)  // a label's text; the flow overrides it
            flow.addArrangedSubview(label)
            return label
        }
        return Grid(scroll: scroll, flow: flow, items: items)
    }

    /// Checks every item of a vertical paged grid against FLOW.md's closed form:
    /// `x = padLeft + p·stride + c·(w + itemSpacing)`, `y = padTop + r·(h + lineSpacing)`,
    /// mirrored inside the flow (`x' = flow.width − x − w`) when `mirrored`.
    func expectGrid(_ grid: Grid, perLine n: Int, perPage: Int, stride: Double, width w: Double, height h: Double,
                    padLeft: Double = 5, padTop: Double = 5, spacing: Double = 10, mirrored: Bool = false,
                    file: StaticString = #filePath, line: UInt = #line) {
        for (i, item) in grid.items.enumerated() {
            let p = Double(i / perPage), r = Double((i % perPage) / n), c = Double(i % n)
            var x = padLeft + p * stride + c * (w + spacing)
            if mirrored { x = grid.flow.frame.width - x - w }
            assertFrame(item, x, padTop + r * (h + spacing), w, h, accuracy: 1e-6, file: file, line: line)
        }
    }

    func expectClean(_ view: View, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(view.layoutDiagnostics.isEmpty, "\(view.layoutDiagnostics)", file: file, line: line)
        XCTAssertTrue(view.ambiguityDiagnostics().isEmpty, "\(view.ambiguityDiagnostics())", file: file, line: line)
    }

    // MARK: - FLOW.md's worked example

    /// 320 × 480, 20 items, n = 3, P = 9 (R = 3), padding 5, spacings 10:
    /// w = (320 − 10 − 20)/3 = 96.667, h = (480 − 10 − 20)/3 = 150,
    /// x = 5 + 320·p + 106.667·c, y = 5 + 160·r; pages ⌈20/9⌉ = 3, flow 960 × 480.
    func testWorkedExamplePortrait() throws {
        let grid = try makeGrid(width: 320, height: 480, count: 20, perLine: 3, perPage: 9)
        grid.scroll.layoutIfNeeded()
        let w = 290.0 / 3
        assertFrame(grid.items[0], 5, 5, w, 150)
        assertFrame(grid.items[1], 5 + 320.0 / 3, 5, w, 150)          // c = 1: 111.667
        assertFrame(grid.items[4], 335.0 / 3, 165, w, 150)            // r = 1, c = 1: (111.667, 165)
        assertFrame(grid.items[8], 5 + 640.0 / 3, 325, w, 150)        // r = 2, c = 2: (218.333, 325)
        assertFrame(grid.items[9], 325, 5, w, 150)                     // page 1
        assertFrame(grid.items[17], 325 + 640.0 / 3, 325, w, 150)     // last of page 1: (538.333, 325)
        assertFrame(grid.items[18], 645, 5, w, 150)                    // page 2
        assertFrame(grid.items[19], 2255.0 / 3, 5, w, 150)            // (751.667, 5)
        assertFrame(grid.flow, 0, 0, 960, 480)
        XCTAssertEqual(grid.scroll.contentSize.width, 960, accuracy: 1e-9)
        XCTAssertEqual(grid.scroll.contentSize.height, 480, accuracy: 1e-9)
        XCTAssertEqual(grid.scroll.numberOfPages, 3)
        expectGrid(grid, perLine: 3, perPage: 9, stride: 320, width: w, height: 150)
        expectClean(grid.scroll)
    }

    /// 480 × 320 with n = 6, P = 18: w = (480 − 10 − 50)/6 = 70, h = (320 − 10 − 20)/3 = 96.667,
    /// x = 5 + 480·p + 80·c, y = 5 + 106.667·r; pages 2, contentSize 960 × 320.
    func testWorkedExampleLandscape() throws {
        let grid = try makeGrid(width: 480, height: 320, count: 20, perLine: 6, perPage: 18)
        grid.scroll.layoutIfNeeded()
        let h = 290.0 / 3
        assertFrame(grid.items[0], 5, 5, 70, h)
        assertFrame(grid.items[4], 325, 5, 70, h)                      // c = 4
        assertFrame(grid.items[9], 245, 5 + 320.0 / 3, 70, h)          // r = 1, c = 3: (245, 111.667)
        assertFrame(grid.items[17], 405, 5 + 640.0 / 3, 70, h)         // r = 2, c = 5: (405, 218.333)
        assertFrame(grid.items[18], 485, 5, 70, h)                     // page 1
        assertFrame(grid.items[19], 565, 5, 70, h)
        assertFrame(grid.flow, 0, 0, 960, 320)
        XCTAssertEqual(grid.scroll.contentSize.width, 960, accuracy: 1e-9)
        XCTAssertEqual(grid.scroll.contentSize.height, 320, accuracy: 1e-9)
        XCTAssertEqual(grid.scroll.numberOfPages, 2)
        expectGrid(grid, perLine: 6, perPage: 18, stride: 480, width: 70, height: h)
        expectClean(grid.scroll)
    }

    /// Right to left the flow mirrors inside its 960 points: x' = 960 − x − w.
    /// Portrait: item 0 at 960 − 5 − 96.667 = 858.333, item 19 at 960 − 751.667 − 96.667 = 111.667.
    /// Landscape: item 0 at 960 − 5 − 70 = 885, item 19 at 960 − 565 − 70 = 325.
    func testWorkedExampleRightToLeft() throws {
        let portrait = try makeGrid(width: 320, height: 480, count: 20, perLine: 3, perPage: 9, direction: .rightToLeft)
        portrait.scroll.layoutIfNeeded()
        let w = 290.0 / 3
        assertFrame(portrait.items[0], 2575.0 / 3, 5, w, 150)
        assertFrame(portrait.items[4], 960 - 335.0 / 3 - w, 165, w, 150)   // 751.667
        assertFrame(portrait.items[9], 960 - 325 - w, 5, w, 150)            // 538.333
        assertFrame(portrait.items[19], 335.0 / 3, 5, w, 150)               // 111.667
        assertFrame(portrait.flow, 0, 0, 960, 480)
        expectGrid(portrait, perLine: 3, perPage: 9, stride: 320, width: w, height: 150, mirrored: true)
        expectClean(portrait.scroll)

        let landscape = try makeGrid(width: 480, height: 320, count: 20, perLine: 6, perPage: 18, direction: .rightToLeft)
        landscape.scroll.layoutIfNeeded()
        let h = 290.0 / 3
        assertFrame(landscape.items[0], 885, 5, 70, h)
        assertFrame(landscape.items[19], 325, 5, 70, h)
        assertFrame(landscape.flow, 0, 0, 960, 320)
        expectGrid(landscape, perLine: 6, perPage: 18, stride: 480, width: 70, height: h, mirrored: true)
    }

    /// The padding keeps its absolute sides right to left: with left 20 and right 4 the
    /// leading padding is 4. w = (320 − 24 − 20)/3 = 92. Left to right: x = 20 + 320·p + 102·c.
    /// Right to left: x = 960 − (4 + 320·p + 102·c) − 92, so item 0 ends at 956 (4 from the
    /// right edge) and item 2 starts at 960 − 4 − 204 − 92 = 660 (20 from page 0's left edge at 640).
    func testPaddingKeepsItsSidesRightToLeft() throws {
        let padding = EdgeInsets(top: 5, left: 20, bottom: 5, right: 4)
        let ltr = try makeGrid(width: 320, height: 480, count: 20, perLine: 3, perPage: 9, padding: padding)
        ltr.scroll.layoutIfNeeded()
        assertFrame(ltr.items[0], 20, 5, 92, 150)
        assertFrame(ltr.items[2], 224, 5, 92, 150)      // ends at 316 = 320 − 4
        assertFrame(ltr.items[9], 340, 5, 92, 150)
        expectGrid(ltr, perLine: 3, perPage: 9, stride: 320, width: 92, height: 150, padLeft: 20)

        let rtl = try makeGrid(width: 320, height: 480, count: 20, perLine: 3, perPage: 9, padding: padding,
                               direction: .rightToLeft)
        rtl.scroll.layoutIfNeeded()
        assertFrame(rtl.items[0], 864, 5, 92, 150)
        assertFrame(rtl.items[2], 660, 5, 92, 150)
        assertFrame(rtl.items[9], 544, 5, 92, 150)      // 960 − 324 − 92
        assertFrame(rtl.flow, 0, 0, 960, 480)
        expectGrid(rtl, perLine: 3, perPage: 9, stride: 320, width: 92, height: 150, padLeft: 4, mirrored: true)
    }

    // MARK: - Horizontal orientation

    /// Axes swapped: 3 items per column, 3 columns per page, pages downwards in a 320 × 480
    /// paging scroll view, flow.width == scroll.frame.width.
    /// h = (480 − 10 − 20)/3 = 150, w = (320 − 10 − 20)/3 = 96.667;
    /// y = 5 + 480·p + 160·c, x = 5 + 106.667·r (c = i mod 3, r = (i mod 9)/3);
    /// a page break adds padBottom + padTop between item 8 (bottom 475) and item 9 (top 485).
    /// Pages 3: flow 320 × 1440. Right to left the columns start at the right: x' = 320 − x − w.
    func testHorizontalOrientationPagesDownwards() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let grid = try makeGrid(width: 320, height: 480, count: 20, perLine: 3, perPage: 9,
                                    orientation: .horizontal, direction: direction)
            grid.scroll.layoutIfNeeded()
            let w = 290.0 / 3
            func x(_ value: Double) -> Double { direction == .leftToRight ? value : 320 - value - w }
            assertFrame(grid.items[0], x(5), 5, w, 150)
            assertFrame(grid.items[1], x(5), 165, w, 150)
            assertFrame(grid.items[4], x(335.0 / 3), 165, w, 150)
            assertFrame(grid.items[8], x(5 + 640.0 / 3), 325, w, 150)
            assertFrame(grid.items[9], x(5), 485, w, 150)
            assertFrame(grid.items[19], x(5), 1125, w, 150)
            for (i, item) in grid.items.enumerated() {
                let p = Double(i / 9), r = Double((i % 9) / 3), c = Double(i % 3)
                assertFrame(item, x(5 + r * (w + 10)), 5 + 480 * p + 160 * c, w, 150)
            }
            assertFrame(grid.flow, 0, 0, 320, 1440)
            XCTAssertEqual(grid.scroll.contentSize.height, 1440, accuracy: 1e-9)
            XCTAssertFalse(grid.scroll.pagesHorizontally)
            XCTAssertEqual(grid.scroll.numberOfPages, 3)
            expectClean(grid.scroll)
        }
    }

    // MARK: - Scroll views that do not page, no scroll view

    /// A scroll view that does not page: MyLayout's non-paging formulas.
    /// w = (320 − 5 − 3·10)/3 = 95, stride 320 − 5 = 315: x = 5 + 315·p + 105·c;
    /// item 8 ends at 5 + 210 + 95 = 310, item 9 starts 10 later at 320.
    /// The flow's width is the farthest edge plus padRight, not rounded up to pages: the last
    /// page holds items 18 and 19, item 19 ends at 5 + 630 + 105 + 95 = 835, so 840.
    func testPagedFlowInAScrollViewThatDoesNotPage() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let grid = try makeGrid(width: 320, height: 480, count: 20, perLine: 3, perPage: 9, paging: false,
                                    direction: direction)
            grid.scroll.layoutIfNeeded()
            let mirrored = direction == .rightToLeft
            func x(_ value: Double) -> Double { mirrored ? 840 - value - 95 : value }
            assertFrame(grid.items[0], x(5), 5, 95, 150)
            assertFrame(grid.items[8], x(215), 325, 95, 150)
            assertFrame(grid.items[9], x(320), 5, 95, 150)
            assertFrame(grid.items[19], x(740), 5, 95, 150)
            assertFrame(grid.flow, 0, 0, 840, 480)
            XCTAssertEqual(grid.scroll.contentSize.width, 840, accuracy: 1e-9)
            expectGrid(grid, perLine: 3, perPage: 9, stride: 315, width: 95, height: 150, mirrored: mirrored)
            expectClean(grid.scroll)
        }
    }

    /// Turning paging on switches the formulas (the flow is told when its scroll view changes).
    func testTurningPagingOnSwitchesTheFormulas() throws {
        // Right to left, item 9 mirrors in the flow: 840 − 320 − 95 = 425 before, and
        // 960 − 325 − 96.667 = 538.333 after.
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let grid = try makeGrid(width: 320, height: 480, count: 20, perLine: 3, perPage: 9, paging: false,
                                    direction: direction)
            grid.scroll.layoutIfNeeded()
            assertFrame(grid.flow, 0, 0, 840, 480)
            assertFrame(grid.items[9], leadingX(320, 95, in: 840, direction), 5, 95, 150)
            grid.scroll.isPagingEnabled = true
            grid.scroll.layoutIfNeeded()
            assertFrame(grid.items[9], leadingX(325, 290.0 / 3, in: 960, direction), 5, 290.0 / 3, 150)
            assertFrame(grid.flow, 0, 0, 960, 480)
        }
    }

    /// Not inside a scroll view the page is the flow itself, pinned here to a 320 × 480 root:
    /// the non-paging formulas with W = 320 (w = 95, stride 315, h = 150), and the flow keeps
    /// the size its constraints give it; later pages lie beyond its right edge.
    func testPagedFlowOutsideAScrollView() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            root.identifier = "root"
            root.environment = LayoutEnvironment(layoutDirection: direction)
            let flow = FlowLayout()
            flow.identifier = "flow"
            flow.translatesAutoresizingMaskIntoConstraints = false
            flow.arrangedCount = 3
            flow.pagedCount = 9
            flow.padding = EdgeInsets(all: 5)
            flow.itemSpacing = 10
            flow.lineSpacing = 10
            root.addSubview(flow)
            try LayoutConstraint.activate(pinEdges(flow, to: root))
            let items = (0..<20).map { i -> View in
                let item = makeView("item\(i)")
                flow.addArrangedSubview(item)
                return item
            }
            root.layoutIfNeeded()
            func x(_ value: Double) -> Double { direction == .leftToRight ? value : 320 - value - 95 }
            assertFrame(flow, 0, 0, 320, 480)
            assertFrame(items[0], x(5), 5, 95, 150)
            assertFrame(items[4], x(110), 165, 95, 150)
            assertFrame(items[9], x(320), 5, 95, 150)
            assertFrame(items[19], x(740), 5, 95, 150)
            expectClean(root)
        }
    }

    // MARK: - Without paging

    /// pagedCount 0: items keep their intrinsic sizes, n = 3, padding 5, itemSpacing 10,
    /// lineSpacing 8, the flow placed at (10, 20) and left to wrap its content.
    /// Line 0: items 0–2 (50×20, 30×40, 60×10) at x = 5, 65, 105, y = 5; it ends at 165 across,
    ///   at 5 + 40 = 45 down (the tallest).
    /// Line 1: y = 45 + 8 = 53; items 3–5 (40×30, 20×20, 70×25) at x = 5, 55, 85 (ends 155);
    ///   bottom 53 + 30 = 83.
    /// Line 2: y = 83 + 8 = 91; item 6 (10×10) at x = 5; bottom 101.
    /// The flow: 165 + 5 = 170 wide, 101 + 5 = 106 tall. Right to left (root 390 wide): the flow
    /// at 390 − 10 − 170 = 210, items at 170 − x − w.
    func testUnpagedFlowKeepsItemSizes() throws {
        let sizes = [(50.0, 20.0), (30.0, 40.0), (60.0, 10.0), (40.0, 30.0), (20.0, 20.0), (70.0, 25.0), (10.0, 10.0)]
        let expected: [(Double, Double)] = [(5, 5), (65, 5), (105, 5), (5, 53), (55, 53), (85, 53), (5, 91)]
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
            root.identifier = "root"
            root.environment = LayoutEnvironment(layoutDirection: direction)
            let flow = FlowLayout()
            flow.identifier = "flow"
            flow.translatesAutoresizingMaskIntoConstraints = false
            flow.arrangedCount = 3
            flow.padding = EdgeInsets(all: 5)
            flow.itemSpacing = 10
            flow.lineSpacing = 8
            root.addSubview(flow)
            try LayoutConstraint.activate([
                flow.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                flow.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            ])
            let items = sizes.enumerated().map { i, size -> View in
                let item = makeView("item\(i)", intrinsic: Size(width: size.0, height: size.1))
                flow.addArrangedSubview(item)
                return item
            }
            root.layoutIfNeeded()
            let rtl = direction == .rightToLeft
            assertFrame(flow, rtl ? 210 : 10, 20, 170, 106)
            for (i, item) in items.enumerated() {
                let (w, h) = sizes[i]
                assertFrame(item, rtl ? 170 - expected[i].0 - w : expected[i].0, expected[i].1, w, h)
            }
            expectClean(root)
        }
    }

    /// An unpaged flow whose width is fixed narrower than a line lets the line overflow; the
    /// items keep their sizes and nothing is reported (MyLayout does not resize them either).
    func testUnpagedFlowWithAFixedWidthLetsItemsOverflow() throws {
        // Right to left the flow is at 390 − 100 = 290 and the items mirror inside its 100
        // points: a at 100 − 80 = 20, b at 100 − 90 − 80 = −70 (overflowing on the left),
        // c at 100 − 40 = 60.
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
            root.environment = LayoutEnvironment(layoutDirection: direction)
            let flow = FlowLayout()
            flow.identifier = "flow"
            flow.translatesAutoresizingMaskIntoConstraints = false
            flow.arrangedCount = 2
            flow.itemSpacing = 10
            root.addSubview(flow)
            try LayoutConstraint.activate([
                flow.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                flow.topAnchor.constraint(equalTo: root.topAnchor),
                flow.widthAnchor.constraint(equalToConstant: 100),
            ])
            let a = makeView("a", intrinsic: Size(width: 80, height: 30))
            let b = makeView("b", intrinsic: Size(width: 80, height: 20))
            let c = makeView("c", intrinsic: Size(width: 40, height: 20))
            for item in [a, b, c] { flow.addArrangedSubview(item) }
            root.layoutIfNeeded()
            assertFrame(flow, leadingX(0, 100, in: 390, direction), 0, 100, 50)
            assertFrame(a, leadingX(0, 80, in: 100, direction), 0, 80, 30)
            assertFrame(b, leadingX(90, 80, in: 100, direction), 0, 80, 20)
            assertFrame(c, leadingX(0, 40, in: 100, direction), 30, 40, 20)
            XCTAssertTrue(root.layoutDiagnostics.isEmpty, "\(root.layoutDiagnostics)")
        }
    }

    // MARK: - Arranged subviews

    /// Hidden items are skipped: with item 1 hidden, item 2 takes its place and the 19
    /// visible items need 3 pages still; item 1 sits at the padded corner (its intrinsic size).
    /// Showing it again restores the worked example.
    func testHiddenItemsAreSkipped() throws {
        // Right to left everything mirrors in the 960-point flow; the hidden item's top-leading
        // corner is at the padded top-right corner: 960 − 5 − 9 = 946.
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let grid = try makeGrid(width: 320, height: 480, count: 20, perLine: 3, perPage: 9, direction: direction)
            grid.scroll.layoutIfNeeded()
            grid.items[1].isHidden = true
            grid.scroll.layoutIfNeeded()
            let w = 290.0 / 3
            func x(_ value: Double, _ width: Double = w) -> Double { leadingX(value, width, in: 960, direction) }
            assertFrame(grid.items[1], x(5, 9), 5, 9, 17)
            assertFrame(grid.items[2], x(5 + 320.0 / 3), 5, w, 150)
            assertFrame(grid.items[10], x(325), 5, w, 150)       // the 10th visible item opens page 1
            assertFrame(grid.items[19], x(645), 5, w, 150)       // visible item 18: page 2, c = 0
            assertFrame(grid.flow, 0, 0, 960, 480)
            XCTAssertTrue(grid.scroll.layoutDiagnostics.isEmpty)
            grid.items[1].isHidden = false
            grid.scroll.layoutIfNeeded()
            expectGrid(grid, perLine: 3, perPage: 9, stride: 320, width: w, height: 150,
                       mirrored: direction == .rightToLeft)
        }
    }

    /// Arranged subviews become subviews laid out by constraints; removing one from its
    /// superview removes it from the list; inserting places it at its index; removing it from
    /// the list only keeps it a subview. One item less: 19 items, still 3 pages.
    func testArrangedSubviewList() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            try checkArrangedSubviewList(direction)
        }
    }

    /// Right to left the items mirror in the 960-point flow (item 1 at 960 − 5 − 96.667 =
    /// 858.333); the empty flow is 10 wide at the content's origin either way.
    func checkArrangedSubviewList(_ direction: UserInterfaceLayoutDirection) throws {
        let grid = try makeGrid(width: 320, height: 480, count: 20, perLine: 3, perPage: 9, direction: direction)
        let flow = grid.flow
        let w = 290.0 / 3
        XCTAssertEqual(flow.arrangedSubviews.count, 20)
        XCTAssertTrue(grid.items.allSatisfy { $0.superview === flow && !$0.translatesAutoresizingMaskIntoConstraints })
        grid.scroll.layoutIfNeeded()
        grid.items[0].removeFromSuperview()
        XCTAssertEqual(flow.arrangedSubviews.count, 19)
        XCTAssertTrue(flow.arrangedSubviews.first === grid.items[1])
        grid.scroll.layoutIfNeeded()
        assertFrame(grid.items[1], leadingX(5, w, in: 960, direction), 5, w, 150)
        assertFrame(grid.items[10], leadingX(325, w, in: 960, direction), 5, w, 150)
        flow.insertArrangedSubview(grid.items[0], at: 0)
        XCTAssertTrue(grid.items[0].superview === flow)
        grid.scroll.layoutIfNeeded()
        expectGrid(grid, perLine: 3, perPage: 9, stride: 320, width: w, height: 150,
                   mirrored: direction == .rightToLeft)
        flow.removeArrangedSubview(grid.items[19])
        XCTAssertTrue(grid.items[19].superview === flow)
        XCTAssertEqual(flow.arrangedSubviews.count, 19)
        // Twenty items fill page 2 up to item 19; without it the last page has one item and
        // the flow keeps three pages.
        grid.scroll.layoutIfNeeded()
        assertFrame(grid.flow, 0, 0, 960, 480)
        // A flow with no items is as wide as its padding.
        for item in flow.arrangedSubviews { flow.removeArrangedSubview(item) }
        grid.scroll.layoutIfNeeded()
        assertFrame(grid.flow, 0, 0, 10, 480)
    }

    /// The generated constraints carry MyLayout-style identifiers and name the flow.
    func testConstraintsNameTheFlow() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            try checkConstraintsNameTheFlow(direction)
        }
    }

    /// The same rules either way: leading/trailing attributes do the mirroring.
    func checkConstraintsNameTheFlow(_ direction: UserInterfaceLayoutDirection) throws {
        let grid = try makeGrid(width: 320, height: 480, count: 20, perLine: 3, perPage: 9, direction: direction)
        grid.scroll.layoutIfNeeded()
        let generated = grid.flow.generated.internalRules
        let names = Set(generated.compactMap(\.identifier))
        XCTAssertEqual(names, ["MyFlow-item-width", "MyFlow-item-height", "MyFlow-item-spacing",
                               "MyFlow-padding-leading", "MyFlow-padding-top", "MyFlow-page-break",
                               "MyFlow-line-spacing", "MyFlow-pages"])
        XCTAssertEqual(generated.filter { $0.identifier == "MyFlow-page-break" }.count, 4)  // items 9, 12, 15, 18
        let width4 = generated.first { $0.identifier == "MyFlow-item-width" && $0.firstItem === grid.items[4] }
        XCTAssertEqual(width4?.origin, "flow MyFlow-item-width item 4")
        XCTAssertTrue(width4?.secondItem === grid.scroll.frameLayoutGuide)
        XCTAssertEqual(width4?.multiplier ?? 0, 1.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(width4?.constant ?? 0, -10, accuracy: 1e-12)
        let pages = generated.first { $0.identifier == "MyFlow-pages" }
        XCTAssertEqual(pages?.multiplier, 3)
        XCTAssertTrue(generated.allSatisfy { $0.isActive && !$0.isBroken })
    }

    /// Counts near `Int.max` (possible from Swift, not from a document) mean one line and one
    /// page, without overflowing the line and page arithmetic.
    func testHugeCountsMeanOneLineAndOnePage() throws {
        // Right to left item 1 follows item 0 towards the left: it ends 10 before item 0 starts.
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let grid = try makeGrid(width: 320, height: 480, count: 3, perLine: 1, perPage: Int.max, direction: direction)
            grid.scroll.layoutIfNeeded()
            XCTAssertEqual(grid.scroll.numberOfPages, 1)
            XCTAssertEqual(grid.items[2].frame.minY, grid.items[1].frame.maxY + 10, accuracy: 1e-6)
            XCTAssertEqual(grid.items[2].frame.minX, grid.items[1].frame.minX, accuracy: 1e-6)
            grid.flow.arrangedCount = Int.max
            grid.scroll.layoutIfNeeded()
            if direction == .leftToRight {
                XCTAssertEqual(grid.items[1].frame.minX, grid.items[0].frame.maxX + 10, accuracy: 1e-6)
            } else {
                XCTAssertEqual(grid.items[1].frame.maxX + 10, grid.items[0].frame.minX, accuracy: 1e-6)
            }
            XCTAssertEqual(grid.items[2].frame.minY, grid.items[0].frame.minY, accuracy: 1e-6)
        }
    }

    /// A flow is measured by its own rules where a container measures its items: in a
    /// fillProportionally stack, an unpaged flow of 50 + 10 + 40 = 100 points beside an item
    /// of 100 gets half of 200 (it measured 0 when the fitting solve left the flow's rules out).
    func testAFlowInAFillProportionallyStackIsMeasuredByItsLines() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 600))
            root.environment = LayoutEnvironment(layoutDirection: direction)
            let row = StackView()
            row.translatesAutoresizingMaskIntoConstraints = false
            row.distribution = .fillProportionally
            root.addSubview(row)
            let flow = FlowLayout()
            flow.arrangedCount = 2
            flow.itemSpacing = 10
            let i0 = makeView("i0", intrinsic: Size(width: 50, height: 20))
            let i1 = makeView("i1", intrinsic: Size(width: 40, height: 30))
            flow.addArrangedSubview(i0)
            flow.addArrangedSubview(i1)
            let x = makeView("x", intrinsic: Size(width: 100, height: 40))
            row.addArrangedSubview(flow)
            row.addArrangedSubview(x)
            try LayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.topAnchor.constraint(equalTo: root.topAnchor),
                row.widthAnchor.constraint(equalToConstant: 200),
            ])
            root.layoutIfNeeded()
            let rtl = direction == .rightToLeft
            assertFrame(flow, rtl ? 100 : 0, 0, 100, 40)
            assertFrame(x, rtl ? 0 : 100, 0, 100, 40)
            assertFrame(i0, rtl ? 50 : 0, 0, 50, 20)
            assertFrame(i1, rtl ? 0 : 60, 0, 40, 30)
            XCTAssertTrue(root.layoutDiagnostics.isEmpty, "\(root.layoutDiagnostics)")
        }
    }
}
