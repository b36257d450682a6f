import XCTest
@testable import StackLayout
@testable import StackLayoutSolver

/// Trait variants (`setVariant(_:_:when:)`), rotations that keep the page, and seed 003.
extension FlowLayoutTests {
    func traits(_ horizontal: SizeClass, _ vertical: SizeClass,
                _ direction: UserInterfaceLayoutDirection = .leftToRight) -> LayoutEnvironment {
        LayoutEnvironment(layoutDirection: direction,
                          traits: TraitCollection(horizontalSizeClass: horizontal, verticalSizeClass: vertical))
    }

    // MARK: - Choosing a variant

    /// Three levels of specificity, and a tie broken by the order variants were set in:
    /// A (landscape) = 2, B (landscape, regular width) = 3, C (landscape, regular width,
    /// compact height) = 4, D (compact width, set after A) = 5; base 1.
    func testVariantsChooseTheMostSpecificMatch() {
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let flow = FlowLayout()
        root.addSubview(flow)
        flow.arrangedCount = 1
        flow.setVariant(\.arrangedCount, 2, when: TraitCondition(orientation: .landscape))
        flow.setVariant(\.arrangedCount, 3, when: TraitCondition(horizontalSizeClass: .regular, orientation: .landscape))
        flow.setVariant(\.arrangedCount, 4, when: TraitCondition(horizontalSizeClass: .regular, verticalSizeClass: .compact,
                                                                 orientation: .landscape))
        flow.setVariant(\.arrangedCount, 5, when: TraitCondition(horizontalSizeClass: .compact))
        XCTAssertTrue(flow.hasTraitVariants)
        let portrait = Rect(x: 0, y: 0, width: 390, height: 844), landscape = Rect(x: 0, y: 0, width: 844, height: 390)
        let cases: [(Rect, LayoutEnvironment, Int, String)] = [
            (portrait, traits(.regular, .regular), 1, "nothing matches: the base"),
            (portrait, traits(.compact, .regular), 5, "D only"),
            (landscape, traits(.compact, .compact), 5, "A and D, equally specific: D was set later"),
            (landscape, traits(.regular, .regular), 3, "A and B: B names two traits"),
            (landscape, traits(.regular, .compact), 4, "A, B and C: C names three"),
            (portrait, traits(.regular, .compact), 1, "back to the base"),
            (landscape, traits(.regular, .compact), 4, "C again"),
        ]
        for (frame, environment, expected, why) in cases {
            root.frame = frame
            root.environment = environment
            root.layoutIfNeeded()
            XCTAssertEqual(flow.arrangedCount, expected, why)
        }
        // Setting A again makes it the latest of its level: it now beats D in a tie.
        flow.setVariant(\.arrangedCount, 7, when: TraitCondition(orientation: .landscape))
        root.environment = traits(.compact, .compact)
        root.layoutIfNeeded()
        XCTAssertEqual(flow.arrangedCount, 7)
        // Removing the variants restores the base at once.
        flow.removeVariants(for: \.arrangedCount)
        XCTAssertEqual(flow.arrangedCount, 1)
        XCTAssertFalse(flow.hasTraitVariants)
    }

    /// The base value is the one the property had when a variant started to apply; a value
    /// set directly while no variant applies becomes the new base.
    func testTheBaseValueIsRestored() {
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let flow = FlowLayout()
        root.addSubview(flow)
        flow.pagedCount = 9
        flow.setVariant(\.pagedCount, 18, when: TraitCondition(orientation: .landscape))
        root.layoutIfNeeded()
        XCTAssertEqual(flow.pagedCount, 9)
        root.frame = Rect(x: 0, y: 0, width: 844, height: 390)
        root.layoutIfNeeded()
        XCTAssertEqual(flow.pagedCount, 18)
        root.frame = Rect(x: 0, y: 0, width: 390, height: 844)
        root.layoutIfNeeded()
        XCTAssertEqual(flow.pagedCount, 9)
        flow.pagedCount = 12
        root.frame = Rect(x: 0, y: 0, width: 844, height: 390)
        root.layoutIfNeeded()
        XCTAssertEqual(flow.pagedCount, 18)
        root.frame = Rect(x: 0, y: 0, width: 390, height: 844)
        root.layoutIfNeeded()
        XCTAssertEqual(flow.pagedCount, 12)
        // A square root is not wider than tall: portrait.
        root.frame = Rect(x: 0, y: 0, width: 500, height: 500)
        root.layoutIfNeeded()
        XCTAssertEqual(flow.pagedCount, 12)
    }

    /// A change of size classes alone (no change of size) applies the variants too.
    func testASizeClassChangeAppliesVariants() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let grid = try makeGrid(width: 320, height: 480, count: 20, perLine: 3, perPage: 9, direction: direction)
            grid.flow.setVariant(\.arrangedCount, 6, when: TraitCondition(horizontalSizeClass: .regular))
            grid.flow.setVariant(\.pagedCount, 18, when: TraitCondition(horizontalSizeClass: .regular))
            grid.scroll.layoutIfNeeded()
            // Right to left: 960 − 111.667 − 96.667 = 751.667.
            assertFrame(grid.items[4], leadingX(335.0 / 3, 290.0 / 3, in: 960, direction), 165, 290.0 / 3, 150)
            grid.scroll.environment = traits(.regular, .regular, direction)
            grid.scroll.layoutIfNeeded()
            // n = 6, P = 18 in 320 × 480: w = (320 − 10 − 50)/6 = 43.333, h = 150, item 4 at
            // 5 + 4·53.333 = 218.333; 2 pages. Right to left: 640 − 218.333 − 43.333 = 378.333.
            assertFrame(grid.items[4], leadingX(655.0 / 3, 130.0 / 3, in: 640, direction), 5, 130.0 / 3, 150)
            assertFrame(grid.flow, 0, 0, 640, 480)
        }
    }

    /// Variants work on every view type: a plain view's visibility, a scroll view's paging.
    func testVariantsOnOtherViewTypes() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let grid = try makeGrid(width: 320, height: 480, count: 20, perLine: 3, perPage: 9, direction: direction)
            grid.scroll.setVariant(\.isPagingEnabled, false, when: TraitCondition(orientation: .landscape))
            grid.items[0].setVariant(\.isHidden, true, when: TraitCondition(orientation: .landscape))
            grid.scroll.layoutIfNeeded()
            XCTAssertTrue(grid.scroll.isPagingEnabled)
            XCTAssertFalse(grid.items[0].isHidden)
            grid.scroll.frame = Rect(x: 0, y: 0, width: 480, height: 320)
            grid.scroll.layoutIfNeeded()
            XCTAssertFalse(grid.scroll.isPagingEnabled)
            XCTAssertTrue(grid.items[0].isHidden)
            // Not paging, 480 wide, item 0 hidden: w = (480 − 5 − 30)/3 = 148.333,
            // h = (320 − 30)/3 = 96.667; item 1 takes the first place. The 19 visible items end
            // with item 19 on page 2 (stride 475) at 5 + 950 = 955, so the flow is
            // 955 + 148.333 + 5 = 1108.333 wide; right to left item 1 is at
            // 1108.333 − 5 − 148.333 = 955.
            assertFrame(grid.flow, 0, 0, 3325.0 / 3, 320)
            assertFrame(grid.items[1], leadingX(5, 445.0 / 3, in: 3325.0 / 3, direction), 5, 445.0 / 3, 290.0 / 3)
            assertFrame(grid.items[19], leadingX(955, 445.0 / 3, in: 3325.0 / 3, direction), 5, 445.0 / 3, 290.0 / 3)
            grid.scroll.frame = Rect(x: 0, y: 0, width: 320, height: 480)
            grid.scroll.layoutIfNeeded()
            XCTAssertTrue(grid.scroll.isPagingEnabled)
            XCTAssertFalse(grid.items[0].isHidden)
            expectGrid(grid, perLine: 3, perPage: 9, stride: 320, width: 290.0 / 3, height: 150,
                       mirrored: direction == .rightToLeft)
        }
    }

    // MARK: - Rotation

    /// FLOW.md's worked example with the landscape override, rotated portrait → landscape →
    /// portrait starting on page 1 of 3: landscape shows page 1 of 2 (offset 480), and
    /// portrait returns the first frames and page 1 (offset 320). The re-solve is incremental:
    /// the same engine, and constraints that did not change keep their solver constraints
    /// (the user's `flow.height == frame.height`; the item heights, whose multiplier 1/R is
    /// 1/3 in both orientations, take the cheap path).
    ///
    /// Right to left the frames mirror in the flow (960 wide in both orientations); the
    /// content offsets are absolute, as UIScrollView's are, and as seed 003 computes the page
    /// from `contentOffset.x / width`, so they are the same as left to right.
    func testRotationKeepsThePageAndReturnsTheFirstFrames() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            try checkRotationKeepsThePage(direction)
        }
    }

    func checkRotationKeepsThePage(_ direction: UserInterfaceLayoutDirection) throws {
        let mirrored = direction == .rightToLeft
        let grid = try makeGrid(width: 320, height: 480, count: 20, perLine: 3, perPage: 9, direction: direction)
        let landscape = TraitCondition(orientation: .landscape)
        grid.flow.setVariant(\.arrangedCount, 6, when: landscape)
        grid.flow.setVariant(\.pagedCount, 18, when: landscape)
        grid.scroll.scrollToPage(1)
        grid.scroll.layoutIfNeeded()
        let first = grid.items.map(\.frame)
        expectGrid(grid, perLine: 3, perPage: 9, stride: 320, width: 290.0 / 3, height: 150, mirrored: mirrored)
        XCTAssertEqual(grid.scroll.contentOffset, Point(x: 320, y: 0))
        XCTAssertEqual(grid.scroll.currentPage, 1)

        let engine = grid.scroll.engineStorage
        let userHeight = try XCTUnwrap(grid.scroll.constraints.first { $0.firstItem === grid.flow && $0.firstAttribute == .height })
        let userSolver = userHeight.solverConstraint.map(ObjectIdentifier.init)
        let itemHeight = try XCTUnwrap(grid.flow.generated.internalRules.first {
            $0.identifier == "MyFlow-item-height" && $0.firstItem === grid.items[7] })
        let itemSolver = itemHeight.solverConstraint.map(ObjectIdentifier.init)

        grid.scroll.frame = Rect(x: 0, y: 0, width: 480, height: 320)
        grid.scroll.layoutIfNeeded()
        XCTAssertEqual(grid.flow.arrangedCount, 6)
        XCTAssertEqual(grid.flow.pagedCount, 18)
        expectGrid(grid, perLine: 6, perPage: 18, stride: 480, width: 70, height: 290.0 / 3, mirrored: mirrored)
        assertFrame(grid.flow, 0, 0, 960, 320)
        XCTAssertEqual(grid.scroll.contentOffset, Point(x: 480, y: 0))
        XCTAssertEqual(grid.scroll.currentPage, 1)
        XCTAssertTrue(grid.scroll.engineStorage === engine)
        XCTAssertEqual(userHeight.solverConstraint.map(ObjectIdentifier.init), userSolver)
        XCTAssertTrue(grid.flow.generated.internalRules.contains { $0 === itemHeight })
        XCTAssertEqual(itemHeight.solverConstraint.map(ObjectIdentifier.init), itemSolver)

        grid.scroll.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        grid.scroll.layoutIfNeeded()
        XCTAssertEqual(grid.flow.arrangedCount, 3)
        XCTAssertEqual(grid.flow.pagedCount, 9)
        for (item, frame) in zip(grid.items, first) {
            assertFrame(item, frame.minX, frame.minY, frame.width, frame.height)
        }
        assertFrame(grid.flow, 0, 0, 960, 480)
        XCTAssertEqual(grid.scroll.contentOffset, Point(x: 320, y: 0))
        XCTAssertEqual(grid.scroll.currentPage, 1)
        expectClean(grid.scroll)
    }

    /// The last page of three has no counterpart in landscape (two pages): the page is clamped
    /// to 1, as seed 003's `traitCollectionDidChange` clamps it, and stays 1 on the way back.
    func testRotationClampsThePage() throws {
        // The offsets are absolute (UIScrollView does not flip): the same right to left.
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let grid = try makeGrid(width: 320, height: 480, count: 20, perLine: 3, perPage: 9, direction: direction)
            grid.flow.setVariant(\.arrangedCount, 6, when: TraitCondition(orientation: .landscape))
            grid.flow.setVariant(\.pagedCount, 18, when: TraitCondition(orientation: .landscape))
            grid.scroll.scrollToPage(2)
            grid.scroll.layoutIfNeeded()
            XCTAssertEqual(grid.scroll.contentOffset, Point(x: 640, y: 0))
            grid.scroll.frame = Rect(x: 0, y: 0, width: 480, height: 320)
            grid.scroll.layoutIfNeeded()
            XCTAssertEqual(grid.scroll.contentOffset, Point(x: 480, y: 0))
            grid.scroll.frame = Rect(x: 0, y: 0, width: 320, height: 480)
            grid.scroll.layoutIfNeeded()
            XCTAssertEqual(grid.scroll.contentOffset, Point(x: 320, y: 0))
        }
    }

    // MARK: - Seed 003

    /// Seed 003: 40 labels, n = 3, P = 9, padding 5, spacings 10, `flow.height ==
    /// scroll.frame.height`, in a paging scroll view that is the root, on an iPhone 14
    /// (scale 3; every value below is a multiple of 1/3, so rounding keeps it), with the
    /// landscape override n = 6, P = 18.
    ///
    /// Portrait, 390 × 844 (R = 3):
    ///   w = (390 − 10 − 2·10)/3 = 120, h = (844 − 10 − 2·10)/3 = 814/3 = 271.333,
    ///   x = 5 + 390·p + 130·c, y = 5 + 281.333·r; pages ⌈40/9⌉ = 5, flow 1950 × 844.
    ///   item 4 (r 1, c 1): (135, 286.333); item 9 (p 1): (395, 5); item 19 (p 2, r 0, c 1):
    ///   (915, 5); item 39 (p 4, i mod 9 = 3: r 1, c 0): (1565, 286.333).
    /// Landscape, 844 × 390 (n = 6, P = 18, R = 3):
    ///   w = (844 − 10 − 5·10)/6 = 784/6 = 130.667, h = (390 − 10 − 20)/3 = 120,
    ///   x = 5 + 844·p + 140.667·c, y = 5 + 130·r; pages ⌈40/18⌉ = 3, flow 2532 × 390.
    ///   item 4 (c 4): (567.667, 5); item 9 (r 1, c 3): (427, 135); item 19 (p 1, r 0, c 1):
    ///   (989.667, 5); item 39 (p 2, i mod 18 = 3: r 0, c 3): (2115, 5).
    /// Right to left each x mirrors inside the flow: x' = flow.width − x − w.
    func testSeed003InPortraitAndLandscape() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let grid = try makeGrid(width: 390, height: 844, count: 40, perLine: 3, perPage: 9)
            grid.flow.setVariant(\.arrangedCount, 6, when: TraitCondition(orientation: .landscape))
            grid.flow.setVariant(\.pagedCount, 18, when: TraitCondition(orientation: .landscape))
            let device = Device.iPhone14
            grid.scroll.environment = device.environment(in: .portrait, layoutDirection: direction)
            grid.scroll.layoutIfNeeded()
            let rtl = direction == .rightToLeft
            func x(_ value: Double, _ flowWidth: Double, _ w: Double) -> Double { rtl ? flowWidth - value - w : value }

            let (pw, ph) = (120.0, 814.0 / 3)
            assertFrame(grid.flow, 0, 0, 1950, 844)
            XCTAssertEqual(grid.scroll.contentSize.width, 1950, accuracy: 1e-9)
            XCTAssertEqual(grid.scroll.numberOfPages, 5)
            assertFrame(grid.items[0], x(5, 1950, pw), 5, pw, ph)
            assertFrame(grid.items[4], x(135, 1950, pw), 859.0 / 3, pw, ph)
            assertFrame(grid.items[9], x(395, 1950, pw), 5, pw, ph)
            assertFrame(grid.items[19], x(915, 1950, pw), 5, pw, ph)
            assertFrame(grid.items[39], x(1565, 1950, pw), 859.0 / 3, pw, ph)
            expectGrid(grid, perLine: 3, perPage: 9, stride: 390, width: pw, height: ph, mirrored: rtl)

            grid.scroll.scrollToPage(3)
            grid.scroll.layoutIfNeeded()
            XCTAssertEqual(grid.scroll.contentOffset, Point(x: 1170, y: 0))

            grid.scroll.frame = Rect(origin: .zero, size: device.size(in: .landscape))
            grid.scroll.environment = device.environment(in: .landscape, layoutDirection: direction)
            grid.scroll.layoutIfNeeded()
            let (lw, lh) = (392.0 / 3, 120.0)
            assertFrame(grid.flow, 0, 0, 2532, 390)
            XCTAssertEqual(grid.scroll.contentSize.width, 2532, accuracy: 1e-9)
            XCTAssertEqual(grid.scroll.numberOfPages, 3)
            assertFrame(grid.items[0], x(5, 2532, lw), 5, lw, lh)
            assertFrame(grid.items[4], x(1703.0 / 3, 2532, lw), 5, lw, lh)
            assertFrame(grid.items[9], x(427, 2532, lw), 135, lw, lh)
            assertFrame(grid.items[19], x(2969.0 / 3, 2532, lw), 5, lw, lh)
            assertFrame(grid.items[39], x(2115, 2532, lw), 5, lw, lh)
            expectGrid(grid, perLine: 6, perPage: 18, stride: 844, width: lw, height: lh, mirrored: rtl)
            // Page 3 of 5 has no landscape counterpart: clamped to the last page, 2.
            XCTAssertEqual(grid.scroll.contentOffset, Point(x: 1688, y: 0))
            XCTAssertTrue(grid.scroll.layoutDiagnostics.isEmpty, "\(grid.scroll.layoutDiagnostics)")

            // Solving directly in landscape gives the same frames.
            let fresh = try makeGrid(width: 844, height: 390, count: 40, perLine: 3, perPage: 9)
            fresh.flow.setVariant(\.arrangedCount, 6, when: TraitCondition(orientation: .landscape))
            fresh.flow.setVariant(\.pagedCount, 18, when: TraitCondition(orientation: .landscape))
            fresh.scroll.environment = device.environment(in: .landscape, layoutDirection: direction)
            fresh.scroll.layoutIfNeeded()
            for (a, b) in zip(fresh.items, grid.items) {
                assertFrame(a, b.frame.minX, b.frame.minY, b.frame.width, b.frame.height)
            }
        }
    }
}
