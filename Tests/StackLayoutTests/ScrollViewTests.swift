import XCTest
@testable import StackLayout
@testable import StackLayoutSolver

final class ScrollViewTests: XCTestCase {
    func vfl(_ format: String, _ views: [String: View], file: StaticString = #fileID, line: UInt = #line) throws {
        try LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: format, views: views))
    }

    /// Seed 002 (AUTOLAYOUT.md §5.3): a vertical scroll view with a content view, built with VFL.
    func buildSeed002(width: Double = 390, height: Double = 844) throws -> (View, ScrollView, View, View, View) {
        let root = View(frame: Rect(x: 0, y: 0, width: width, height: height))
        root.identifier = "view"
        let scrollView = ScrollView()
        scrollView.identifier = "scrollView"
        root.addSubview(scrollView)
        try vfl("H:|-0-[scrollView]-0-|", ["scrollView": scrollView])
        try vfl("V:|-0-[scrollView]-0-|", ["scrollView": scrollView])
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        let contentView = View()
        contentView.identifier = "contentView"
        scrollView.addSubview(contentView)
        try vfl("H:|-0-[contentView]-0-|", ["contentView": contentView, "view": root])
        try vfl("V:|-0-[contentView]-0-|", ["contentView": contentView, "view": root])
        try vfl("H:[contentView(==view)]", ["contentView": contentView, "view": root])
        contentView.translatesAutoresizingMaskIntoConstraints = false
        let greenView = View(), whiteView = View()
        greenView.identifier = "greenView"
        whiteView.identifier = "whiteView"
        contentView.addSubview(greenView)
        contentView.addSubview(whiteView)
        let views = ["greenView": greenView, "whiteView": whiteView]
        for format in ["H:|-15-[greenView]-15-|", "V:|-15-[greenView(400)]", "H:|-15-[whiteView]-15-|",
                       "V:[greenView]-15-[whiteView(500)]-15-|"] {
            try vfl(format, views)
        }
        greenView.translatesAutoresizingMaskIntoConstraints = false
        whiteView.translatesAutoresizingMaskIntoConstraints = false
        return (root, scrollView, contentView, greenView, whiteView)
    }

    /// §5.3's frames, in both directions (the seed's 15-point insets are symmetric, so right
    /// to left gives the same frames).
    func testSeed002ContentViewDeterminesTheContentSize() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let (root, scroll, content, green, white) = try buildSeed002()
            root.environment = LayoutEnvironment(layoutDirection: direction)
            root.layoutIfNeeded()
            assertFrame(scroll, 0, 0, 390, 844)
            assertFrame(content, 0, 0, 390, 945)
            assertFrame(green, 15, 15, 360, 400)
            assertFrame(white, 15, 430, 360, 500)
            XCTAssertEqual(scroll.contentSize, Size(width: 390, height: 945))
            XCTAssertTrue(scroll.scrollsVertically)
            XCTAssertFalse(scroll.scrollsHorizontally)
            XCTAssertEqual(scroll.minimumContentOffset, Point(x: 0, y: 0))
            XCTAssertEqual(scroll.maximumContentOffset, Point(x: 0, y: 101))
            XCTAssertTrue(root.layoutDiagnostics.isEmpty)
            XCTAssertTrue(root.ambiguityDiagnostics().isEmpty)
        }
    }

    /// As the root view on an iPhone 14 with `.automatic`: vertically scrollable, so the
    /// adjusted insets take the safe area's top and bottom (§5.3). Both directions expect the
    /// same values: the seed's 15-point side insets are symmetric (green at 390 − 15 − 360 = 15
    /// right to left too), and the safe area, the adjusted insets and the offsets are physical
    /// (left/right and top/bottom), which reading direction does not flip.
    func testSeed002AdjustedInsetsOnAnIPhone() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let (root, scroll, content, green, white) = try buildSeed002()
            root.environment = LayoutEnvironment(safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), scale: 3,
                                                 layoutDirection: direction)
            root.layoutIfNeeded()
            assertFrame(content, 0, 0, 390, 945)
            assertFrame(green, 15, 15, 360, 400)
            assertFrame(white, 15, 430, 360, 500)
            XCTAssertEqual(scroll.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), "\(direction)")
            XCTAssertEqual(scroll.minimumContentOffset, Point(x: 0, y: -47), "\(direction)")
            XCTAssertEqual(scroll.maximumContentOffset, Point(x: 0, y: 135), "\(direction)")
            for (behavior, expected) in [(ScrollView.ContentInsetAdjustmentBehavior.never, EdgeInsets.zero),
                                         (.always, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
                                         (.scrollableAxes, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
                                         (.automatic, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))] {
                scroll.contentInsetAdjustmentBehavior = behavior
                root.layoutIfNeeded()
                XCTAssertEqual(scroll.adjustedContentInset, expected, "\(behavior) \(direction)")
            }
            // Content no taller than the frame (15 + 100 + 15 + 500 + 15 = 645): scrollableAxes adds
            // nothing but the content inset; always still adds the safe area.
            let greenHeight = green.constraints.first { $0.firstAttribute == .height && $0.secondItem == nil }
            XCTAssertEqual(greenHeight?.constant, 400)
            greenHeight?.constant = 100
            scroll.contentInsetAdjustmentBehavior = .scrollableAxes
            scroll.contentInset = EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
            root.layoutIfNeeded()
            assertFrame(green, 15, 15, 360, 100)
            assertFrame(white, 15, 130, 360, 500)
            XCTAssertEqual(scroll.contentSize, Size(width: 390, height: 645), "\(direction)")
            XCTAssertFalse(scroll.scrollsVertically)
            XCTAssertEqual(scroll.adjustedContentInset, EdgeInsets(top: 5, left: 0, bottom: 0, right: 0), "\(direction)")
            scroll.alwaysBounceVertical = true
            XCTAssertEqual(scroll.adjustedContentInset, EdgeInsets(top: 52, left: 0, bottom: 34, right: 0), "\(direction)")
            scroll.contentInsetAdjustmentBehavior = .always
            scroll.alwaysBounceVertical = false
            XCTAssertEqual(scroll.adjustedContentInset, EdgeInsets(top: 52, left: 0, bottom: 34, right: 0), "\(direction)")
        }
    }

    /// Seed 003 (AUTOLAYOUT.md §5.4): the scroll view is the root; three pages in a container.
    /// §5.4's pager: pages chained leading to trailing (`H:|[p1][p2][p3]|`), so right to left
    /// puts the first page at the content's right end.
    func buildPager(width: Double, height: Double,
                    direction: UserInterfaceLayoutDirection = .leftToRight) throws -> (ScrollView, View, [View]) {
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: width, height: height))
        scrollView.environment = LayoutEnvironment(layoutDirection: direction)
        scrollView.identifier = "scroll"
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.isPagingEnabled = true
        let container = makeView("container", in: scrollView)
        try LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            container.topAnchor.constraint(equalTo: scrollView.topAnchor),
            container.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            container.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            container.heightAnchor.constraint(equalTo: scrollView.heightAnchor),
        ])
        var pages: [View] = []
        var previous = container.leadingAnchor
        for i in 0..<3 {
            let page = makeView("page\(i)", in: container)
            try LayoutConstraint.activate([
                page.leadingAnchor.constraint(equalTo: previous),
                page.topAnchor.constraint(equalTo: container.topAnchor),
                page.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
                page.heightAnchor.constraint(equalTo: scrollView.heightAnchor),
            ])
            previous = page.trailingAnchor
            pages.append(page)
        }
        try pages.last!.trailingAnchor.constraint(equalTo: container.trailingAnchor).activate()
        return (scrollView, container, pages)
    }

    /// §5.4 in portrait and landscape, both directions: pages at 0, 390, 780 (right to left:
    /// 780, 390, 0), offsets of pages 0…2 at k × width, the page kept through a rotation
    /// (page 1: 390 → 844 → 390).
    func testSeed003PagerInPortraitAndLandscapeKeepsThePage() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let (scroll, container, pages) = try buildPager(width: 390, height: 844, direction: direction)
            func x(_ page: Int, _ width: Double) -> Double {
                direction == .leftToRight ? Double(page) * width : Double(2 - page) * width
            }
            scroll.layoutIfNeeded()
            assertFrame(container, 0, 0, 1170, 844)
            for i in 0..<3 { assertFrame(pages[i], x(i, 390), 0, 390, 844) }
            XCTAssertEqual(scroll.contentSize, Size(width: 1170, height: 844))
            XCTAssertEqual(scroll.numberOfPages, 3)
            XCTAssertEqual(scroll.maximumContentOffset, Point(x: 780, y: 0))
            XCTAssertTrue(scroll.scrollsHorizontally)
            XCTAssertFalse(scroll.scrollsVertically)
            scroll.scrollToPage(1)
            scroll.layoutIfNeeded()
            XCTAssertEqual(scroll.contentOffset, Point(x: 390, y: 0))
            XCTAssertEqual(scroll.currentPage, 1)
            // Rotate: the page is kept, the offset follows the new width.
            scroll.frame = Rect(x: 0, y: 0, width: 844, height: 390)
            scroll.layoutIfNeeded()
            assertFrame(container, 0, 0, 2532, 390)
            for i in 0..<3 { assertFrame(pages[i], x(i, 844), 0, 844, 390) }
            XCTAssertEqual(scroll.contentSize, Size(width: 2532, height: 390))
            XCTAssertEqual(scroll.contentOffset, Point(x: 844, y: 0))
            XCTAssertEqual(scroll.currentPage, 1)
            XCTAssertEqual(scroll.maximumContentOffset, Point(x: 1688, y: 0))
            // And back.
            scroll.frame = Rect(x: 0, y: 0, width: 390, height: 844)
            scroll.layoutIfNeeded()
            XCTAssertEqual(scroll.contentOffset, Point(x: 390, y: 0))
            for i in 0..<3 { assertFrame(pages[i], x(i, 390), 0, 390, 844) }
        }
    }

    /// §5.4 in landscape with `.automatic` as the root of an iPhone 14: the left and right
    /// insets are 47, the pager rests at −47 and page k sits at k × 844 − 47; the page is kept
    /// through a rotation to portrait (no horizontal inset there: page 1 at 390) and back.
    /// Right to left the pages are chained from the right: page views 0, 1, 2 at 1688, 844, 0
    /// (x' = 2532 − k × 844 − 844); in portrait at 780, 390, 0. The safe area, the adjusted
    /// insets, the content offset and the page it shows are physical, counted from the left as
    /// UIScrollView's offset is, so they expect the same values in both directions (right to
    /// left the resting offset −47 shows page view 2, the leftmost).
    func testPagerWithAdjustedInsetsPagesFromTheRestingOffset() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let (scroll, container, pages) = try buildPager(width: 844, height: 390, direction: direction)
            func x(_ page: Int, _ width: Double) -> Double {
                direction == .leftToRight ? Double(page) * width : Double(2 - page) * width
            }
            scroll.contentInsetAdjustmentBehavior = .automatic
            let root = View(frame: Rect(x: 0, y: 0, width: 844, height: 390))
            root.environment = Device.iPhone14.environment(in: .landscape, layoutDirection: direction)
            scroll.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(scroll)
            try LayoutConstraint.activate(pinEdges(scroll, to: root))
            root.layoutIfNeeded()
            assertFrame(scroll, 0, 0, 844, 390)
            assertFrame(container, 0, 0, 2532, 390)
            for i in 0..<3 { assertFrame(pages[i], x(i, 844), 0, 844, 390) }
            XCTAssertEqual(scroll.adjustedContentInset, EdgeInsets(top: 0, left: 47, bottom: 0, right: 47), "\(direction)")
            XCTAssertEqual(scroll.contentOffset, Point(x: -47, y: 0), "\(direction)")
            XCTAssertEqual(scroll.currentPage, 0, "\(direction)")
            scroll.scrollToPage(1)
            root.layoutIfNeeded()
            XCTAssertEqual(scroll.contentOffset, Point(x: 797, y: 0), "\(direction)")
            XCTAssertEqual(scroll.currentPage, 1, "\(direction)")
            scroll.scrollToPage(2)
            root.layoutIfNeeded()
            XCTAssertEqual(scroll.contentOffset, Point(x: 1688 - 47, y: 0), "\(direction)")
            // Within the tolerance: the solved content width may be off by an ulp or so (right to
            // left it comes out 2532 − 4.5e-13).
            XCTAssertEqual(scroll.maximumContentOffset.x, 2532 + 47 - 844, accuracy: 1e-6, "\(direction)")
            XCTAssertEqual(scroll.maximumContentOffset.y, 0, accuracy: 1e-6, "\(direction)")
            scroll.scrollToPage(1)
            root.layoutIfNeeded()
            root.environment = Device.iPhone14.environment(in: .portrait, layoutDirection: direction)
            root.frame = Rect(x: 0, y: 0, width: 390, height: 844)
            root.layoutIfNeeded()
            for i in 0..<3 { assertFrame(pages[i], x(i, 390), 0, 390, 844) }
            XCTAssertEqual(scroll.adjustedContentInset, .zero, "\(direction)")
            XCTAssertEqual(scroll.contentOffset, Point(x: 390, y: 0), "\(direction)")
            XCTAssertEqual(scroll.currentPage, 1, "\(direction)")
            root.environment = Device.iPhone14.environment(in: .landscape, layoutDirection: direction)
            root.frame = Rect(x: 0, y: 0, width: 844, height: 390)
            root.layoutIfNeeded()
            for i in 0..<3 { assertFrame(pages[i], x(i, 844), 0, 844, 390) }
            XCTAssertEqual(scroll.contentOffset, Point(x: 797, y: 0), "\(direction)")
        }
    }

    /// Seed 002 as an iPhone 14's root with `.automatic`: the scroll view rests at (0, −47), so
    /// the content starts on screen below the status bar, has no safe-area inset, and a label
    /// on its top margin sits 8 below its top; one pinned to the frame guide sits at −47 in
    /// content coordinates, where the frame is.
    /// Right to left both are pinned by their leading edges, so they mirror: the label 8 from
    /// the content's right edge, 390 − 8 − 10 = 372; the badge at the frame guide's right edge,
    /// which spans x 0…390 in content coordinates (the offset's x is 0 and does not flip):
    /// 390 − 0 − 10 = 380. The offsets and the y values are the same in both directions.
    func testSeed002StartsBelowTheStatusBar() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let rtl = direction == .rightToLeft
            let (root, scroll, content, _, _) = try buildSeed002()
            root.environment = Device.iPhone14.environment(in: .portrait, layoutDirection: direction)
            let label = makeView("label", in: content), badge = makeView("badge", in: scroll)
            try LayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
                label.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
                label.widthAnchor.constraint(equalToConstant: 10),
                label.heightAnchor.constraint(equalToConstant: 10),
                badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor),
                badge.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
                badge.widthAnchor.constraint(equalToConstant: 10),
                badge.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: -47), "\(direction)")
            XCTAssertEqual(content.safeAreaInsets.top, 0, "\(direction)")
            assertFrame(content, 0, 0, 390, 945)
            assertFrame(label, rtl ? 372 : 8, 8, 10, 10)
            assertFrame(badge, rtl ? 380 : 0, -47, 10, 10)
            // Scrolled by the user, the offset stays where it was put.
            scroll.contentOffset = Point(x: 0, y: 100)
            root.layoutIfNeeded()
            XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 100), "\(direction)")
            assertFrame(badge, rtl ? 380 : 0, 100, 10, 10)
        }
    }

    /// A scroll view's margin attributes, used from inside, attach to the content area (the
    /// legacy rule for its edges and margins), while its margins guide stays on the frame, as
    /// its frame and safe-area guides do (UIKit documents neither; see the README). Scrolled to
    /// y = 100: by attribute at (8, 8) in content coordinates, by guide at (8, 108).
    /// Left-margin attributes and anchors are absolute: the same in both directions. Leading ones
    /// mirror: by attribute within the content area (1170 wide) at 1170 − 8 − 10 = 1152, by guide
    /// within the frame (390 wide, at x offset 0) at 390 − 8 − 10 = 372.
    func testMarginAttributesFollowTheContentAndTheMarginsGuideTheFrame() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let (scroll, _, _) = try buildPager(width: 390, height: 844, direction: direction)
            scroll.contentOffset = Point(x: 0, y: 100)
            let byAttribute = makeView("byAttribute", in: scroll), byGuide = makeView("byGuide", in: scroll)
            let leadingByAttribute = makeView("leadingByAttribute", in: scroll)
            let leadingByGuide = makeView("leadingByGuide", in: scroll)
            try LayoutConstraint.activate([
                try LayoutConstraint(item: byAttribute, attribute: .top, relatedBy: .equal, toItem: scroll, attribute: .topMargin),
                try LayoutConstraint(item: byAttribute, attribute: .left, relatedBy: .equal, toItem: scroll, attribute: .leftMargin),
                byGuide.topAnchor.constraint(equalTo: scroll.layoutMarginsGuide.topAnchor),
                byGuide.leftAnchor.constraint(equalTo: scroll.layoutMarginsGuide.leftAnchor),
                try LayoutConstraint(item: leadingByAttribute, attribute: .top, relatedBy: .equal, toItem: scroll, attribute: .topMargin),
                try LayoutConstraint(item: leadingByAttribute, attribute: .leading, relatedBy: .equal, toItem: scroll, attribute: .leadingMargin),
                leadingByGuide.topAnchor.constraint(equalTo: scroll.layoutMarginsGuide.topAnchor),
                leadingByGuide.leadingAnchor.constraint(equalTo: scroll.layoutMarginsGuide.leadingAnchor),
            ])
            for view in [byAttribute, byGuide, leadingByAttribute, leadingByGuide] {
                try LayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 10),
                                               view.heightAnchor.constraint(equalToConstant: 10)])
            }
            scroll.layoutIfNeeded()
            XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 100), "\(direction)")
            assertFrame(byAttribute, 8, 8, 10, 10)
            assertFrame(byGuide, 8, 108, 10, 10)
            assertFrame(leadingByAttribute, direction == .rightToLeft ? 1152 : 8, 8, 10, 10)
            assertFrame(leadingByGuide, direction == .rightToLeft ? 372 : 8, 108, 10, 10)
        }
    }

    /// Scrolled to x = 780, subviews keep their content coordinates. The offset, the bounds and
    /// the page they show are physical (UIScrollView's offset counts from the left whatever the
    /// direction), so both directions expect them the same; right to left the page views are
    /// chained from the right, x' = 1170 − k × 390 − 390: 780, 390, 0, and the offset 780 shows
    /// page view 0.
    func testSubviewFramesAreInContentCoordinatesWhateverTheOffset() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let (scroll, container, pages) = try buildPager(width: 390, height: 844, direction: direction)
            scroll.contentOffset = Point(x: 780, y: 0)
            scroll.layoutIfNeeded()
            assertFrame(container, 0, 0, 1170, 844)
            let xs: [Double] = direction == .leftToRight ? [0, 390, 780] : [780, 390, 0]
            for i in 0..<3 { assertFrame(pages[i], xs[i], 0, 390, 844) }
            XCTAssertEqual(scroll.contentOffset, Point(x: 780, y: 0), "\(direction)")
            XCTAssertEqual(scroll.bounds, Rect(x: 780, y: 0, width: 390, height: 844), "\(direction)")
            XCTAssertEqual(scroll.currentPage, 2, "\(direction)")
        }
    }

    /// A badge 10 from the frame guide's leading edge floats with the offset. Right to left the
    /// frame guide's leading edge is its right edge; the guide spans x offset…offset + 390 in
    /// content coordinates (the offset is physical, it does not flip), so the badge sits at
    /// offset + 390 − 10 − 20: 360 at rest, 750 at offset 390.
    func testAViewConstrainedToTheFrameFloatsWithTheOffset() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let rtl = direction == .rightToLeft
            let (scroll, _, _) = try buildPager(width: 390, height: 844, direction: direction)
            let badge = View()
            badge.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(badge)
            try LayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor, constant: 10),
                badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
                badge.widthAnchor.constraint(equalToConstant: 20),
                badge.heightAnchor.constraint(equalToConstant: 20),
            ])
            scroll.layoutIfNeeded()
            assertFrame(badge, rtl ? 360 : 10, 10, 20, 20)
            scroll.contentOffset = Point(x: 390, y: 0)
            scroll.layoutIfNeeded()
            XCTAssertEqual(scroll.contentOffset, Point(x: 390, y: 0), "\(direction)")
            assertFrame(badge, rtl ? 750 : 400, 10, 20, 20)
        }
    }

    func testUndeterminedContentSizeIsReportedAsAmbiguous() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let scroll = placed(ScrollView(), "scroll", in: root)
        let content = makeView("content", in: scroll)
        try LayoutConstraint.activate(pinEdges(scroll, to: root) + [
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 500),
            content.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        let diagnostics = root.ambiguityDiagnostics()
        let contentWidth = diagnostics.first { $0.view === scroll && $0.axis == .horizontal }
        XCTAssertNotNil(contentWidth)
        XCTAssertEqual(contentWidth?.message, "scroll has an ambiguous content width: nothing attaches its content to the trailing edge of contentLayoutGuide; pin the content to both its leading and trailing edges")
        XCTAssertFalse(diagnostics.contains { $0.view === scroll && $0.axis == .vertical })
        // The other way to leave it undetermined: both edges pinned, but no width.
        let width = content.constraints.first { $0.firstAttribute == .width }
        width?.deactivate()
        try content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor).activate()
        root.layoutIfNeeded()
        let noWidth = root.ambiguityDiagnostics().first { $0.view === scroll && $0.axis == .horizontal }
        XCTAssertEqual(noWidth?.message, "scroll has an ambiguous content width: its content reaches both edges of contentLayoutGuide but has no width of its own; give it one (for example equal to frameLayoutGuide's width)")
        // Both fixes together determine it.
        try width?.activate()
        root.layoutIfNeeded()
        XCTAssertTrue(root.ambiguityDiagnostics().isEmpty)
        XCTAssertEqual(scroll.contentSize, Size(width: 500, height: 100))
        XCTAssertTrue(scroll.scrollsHorizontally)
        XCTAssertFalse(scroll.scrollsVertically)
    }

    /// A free layout guide whose width nothing fixes is reported by name, and
    /// `hasAmbiguousLayout` says so, until a width is given.
    func testAnUndeterminedGuideIsNamed() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        root.identifier = "root"
        let guide = LayoutGuide(identifier: "spacer")
        root.addLayoutGuide(guide)
        let box = makeView("box", in: root)
        try LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: guide.bottomAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let diagnostics = root.ambiguityDiagnostics()
        XCTAssertEqual(diagnostics.map(\.message), ["layout guide spacer (owned by root) has an ambiguous width (horizontal): add constraints that fix it"])
        XCTAssertTrue(diagnostics.first?.guide === guide)
        XCTAssertTrue(guide.hasAmbiguousLayout)
        XCTAssertFalse(box.hasAmbiguousLayout)
        try guide.widthAnchor.constraint(equalToConstant: 50).activate()
        root.layoutIfNeeded()
        XCTAssertTrue(root.ambiguityDiagnostics().isEmpty)
        XCTAssertFalse(guide.hasAmbiguousLayout)
        // A guide nothing constrains is ambiguous on both axes.
        let loose = LayoutGuide(identifier: "loose")
        root.addLayoutGuide(loose)
        root.layoutIfNeeded()
        XCTAssertEqual(root.ambiguityDiagnostics().map(\.message), [
            "layout guide loose (owned by root) has an ambiguous position and width (horizontal): add constraints that fix it",
            "layout guide loose (owned by root) has an ambiguous position and height (vertical): add constraints that fix it",
        ])
        XCTAssertTrue(loose.hasAmbiguousLayout)
    }

    /// A horizontal pager of vertical scroll views, each with content taller than the page.
    /// The lists fill their pages and the bodies their lists' width, so those frames are the
    /// same in both directions; right to left the page views are chained from the right
    /// (780, 390, 0), and a marker 20 from its body's leading edge mirrors within the body:
    /// 390 − 20 − 50 = 320. The inner offset (0, 150) is physical and stays as set.
    func testNestedScrollViews() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let rtl = direction == .rightToLeft
            let (pager, _, pages) = try buildPager(width: 390, height: 844, direction: direction)
            var inner: [ScrollView] = []
            var markers: [View] = []
            for (index, page) in pages.enumerated() {
                let list = placed(ScrollView(), "list\(index)", in: page)
                let body = makeView("body\(index)", in: list)
                let marker = makeView("marker\(index)", in: body)
                try LayoutConstraint.activate(pinEdges(list, to: page) + pinEdges(body, to: list.contentLayoutGuide) + [
                    body.widthAnchor.constraint(equalTo: list.frameLayoutGuide.widthAnchor),
                    body.heightAnchor.constraint(equalToConstant: 1000 + Double(index) * 100),
                    marker.leadingAnchor.constraint(equalTo: body.leadingAnchor, constant: 20),
                    marker.topAnchor.constraint(equalTo: body.topAnchor, constant: 20),
                    marker.widthAnchor.constraint(equalToConstant: 50),
                    marker.heightAnchor.constraint(equalToConstant: 10),
                ])
                inner.append(list)
                markers.append(marker)
            }
            inner[1].contentOffset = Point(x: 0, y: 150)
            pager.layoutIfNeeded()
            let pageXs: [Double] = rtl ? [780, 390, 0] : [0, 390, 780]
            for (index, list) in inner.enumerated() {
                assertFrame(pages[index], pageXs[index], 0, 390, 844)
                assertFrame(list, 0, 0, 390, 844)
                XCTAssertEqual(list.contentSize, Size(width: 390, height: 1000 + Double(index) * 100), "\(direction)")
                XCTAssertTrue(list.scrollsVertically)
                XCTAssertFalse(list.scrollsHorizontally)
                assertFrame(list.subviews[0], 0, 0, 390, 1000 + Double(index) * 100)
                assertFrame(markers[index], rtl ? 320 : 20, 20, 50, 10)
            }
            XCTAssertEqual(inner[1].contentOffset, Point(x: 0, y: 150), "\(direction)")
            XCTAssertEqual(pager.contentSize, Size(width: 1170, height: 844), "\(direction)")
            XCTAssertTrue(pager.ambiguityDiagnostics().isEmpty)
        }
    }
}

extension ScrollViewTests {
    /// Content wider than the screen in landscape: its right edge is off screen, so it has no
    /// right safe-area inset, and a margins-relative stack inside it does not grow pass after
    /// pass (it used to: a wider content, a wider inset, wider margins, a wider content…).
    /// With `.never` the content starts at x = 0, under the left sensor housing (47), so its
    /// margin is 10 + 47; with `.automatic` the scroll view starts at offset −47 (§5.2), the
    /// content starts beside the housing and keeps its plain margin.
    /// Right to left: the offset and the safe area are physical, so the offset, the insets and
    /// the content width (housing + 10 + 960 + 10, the directional margins being equal) are the
    /// same. The tiles run from the leading (right) margin: the content is W = housing + 980
    /// wide, its right margin 10 (the housing stays on the left, it does not mirror), so tile i
    /// sits at W − 10 − 120 × (i + 1) = housing + 850 − 120 i; left to right at housing + 10 + 120 i.
    func testContentBeyondTheScreenHasNoSafeAreaInsetOnThatEdge() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            for behavior in [ScrollView.ContentInsetAdjustmentBehavior.never, .automatic] {
                let root = View(frame: Rect(x: 0, y: 0, width: 844, height: 390))
                root.environment = Device.iPhone14.environment(in: .landscape, layoutDirection: direction)
                let scroll = ScrollView()
                scroll.contentInsetAdjustmentBehavior = behavior
                scroll.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(scroll)
                let stack = StackView()
                stack.isLayoutMarginsRelativeArrangement = true
                stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
                scroll.addSubview(stack)
                stack.translatesAutoresizingMaskIntoConstraints = false
                try LayoutConstraint.activate(pinEdges(scroll, to: root) + pinEdges(stack, to: scroll.contentLayoutGuide))
                var tiles: [View] = []
                for _ in 0..<8 {
                    let tile = View()
                    tile.intrinsicSize = Size(width: 120, height: 60)
                    stack.addArrangedSubview(tile)
                    tiles.append(tile)
                }
                root.layoutIfNeeded()
                let first = scroll.contentSize
                let housing = behavior == .never ? 47.0 : 0
                let label = "\(behavior) \(direction)"
                XCTAssertEqual(scroll.contentOffset, Point(x: housing - 47, y: 0), label)
                XCTAssertEqual(stack.safeAreaInsets.left, housing, label)
                XCTAssertEqual(stack.safeAreaInsets.right, 0, label)
                XCTAssertEqual(first.width, housing + 10 + 8 * 120 + 10, accuracy: 1e-9, label)
                assertFrame(scroll, 0, 0, 844, 390)
                assertFrame(stack, 0, 0, housing + 980, 60)
                for (i, tile) in tiles.enumerated() {
                    let x = direction == .rightToLeft ? housing + 850 - 120 * Double(i) : housing + 10 + 120 * Double(i)
                    assertFrame(tile, x, 0, 120, 60)
                }
                root.frame = Rect(x: 0, y: 0, width: 844, height: 390)
                root.layoutIfNeeded()
                root.layoutIfNeeded()
                XCTAssertEqual(scroll.contentSize, first, label)
            }
        }
    }

    /// A content extent or offset far beyond any screen (1e300) gives a page count and a page,
    /// never a crash converting to `Int`.
    func testHugeContentAndOffsetDoNotOverflowThePages() throws {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scroll.isPagingEnabled = true
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        try LayoutConstraint.activate(pinEdges(content, to: scroll.contentLayoutGuide) + [
            content.heightAnchor.constraint(equalToConstant: 100),
            content.widthAnchor.constraint(equalToConstant: 1e300),
        ])
        scroll.layoutIfNeeded()
        XCTAssertEqual(scroll.numberOfPages, 4_503_599_627_370_496)
        scroll.contentOffset = Point(x: 1e300, y: 0)
        XCTAssertEqual(scroll.currentPage, 4_503_599_627_370_495)
        scroll.contentOffset = Point(x: -1e300, y: 0)
        XCTAssertEqual(scroll.currentPage, 0)
        scroll.frame = Rect(x: 0, y: 0, width: 50, height: 100)
        scroll.layoutIfNeeded()
        XCTAssertEqual(scroll.contentOffset.x, 0)
    }
}
