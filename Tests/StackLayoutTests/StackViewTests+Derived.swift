import XCTest
@testable import StackLayout

/// Cases derived by hand from the spec: hidden items, custom spacing, ties, nesting,
/// baselines. A, B, C are §10's views (40×20, 60×30, 20×10); spacing 10 unless stated; every
/// frame in left-to-right stack coordinates (right to left mirrors x inside the stack).
extension StackViewTests {
    /// Hosts a stack in both directions, runs `check`, and asserts a clean, determined layout.
    func bothWays(_ make: () -> (StackView, [View]), width: Double? = nil, height: Double? = nil,
                  checkAmbiguity: Bool = true, file: StaticString = #filePath, line: UInt = #line,
                  _ check: (StackView, [View], UserInterfaceLayoutDirection) -> Void) {
        for direction in bothDirections {
            let (stack, views) = make()
            let root = host(stack, direction, width: width, height: height, file: file, line: line)
            check(stack, views, direction)
            assertNoDiagnostics(root, file: file, line: line)
            if checkAmbiguity { assertDetermined([stack] + views, file: file, line: line) }
        }
    }

    // MARK: - Hidden items (§5.6)

    /// [A, B hidden, C], fill / fill, unconstrained.
    /// Chain: A 0…40, gap s(A) = 10, C 50…70 → stack width 70. B: width 0 (@999.999), placed
    /// at A.trailing + s(A)/2 = 45 (@50). Fill alignment keeps hidden B in the set, so the
    /// stack is as tall as B, 30 (§12.2 [M]), and B spans it.
    func testHiddenMiddleItemLeavesTheChain() {
        bothWays({ let (s, a, b, c) = abcStack(); b.isHidden = true; return (s, [a, b, c]) }) { stack, v, d in
            assertStack(stack, d, 70, 30)
            assertArranged(v[0], in: stack, d, 0, 0, 40, 30)
            assertArranged(v[1], in: stack, d, 45, 0, 0, 30)
            assertArranged(v[2], in: stack, d, 50, 0, 20, 30)
        }
    }

    /// [A hidden, B, C], fill / top, unconstrained. Visible chain B 0…60, C 70…90 → width 90.
    /// A sits before the first visible item (B.leading == A.trailing @50) → x 0, width 0.
    /// ref = A (hidden): all tops equal A's, the canvas top is A's; the spanner covers only
    /// B and C → height 30; A keeps its intrinsic height 20.
    func testHiddenFirstItemIsStillTheAlignmentReference() {
        bothWays({ let (s, a, b, c) = abcStack(.fill, .top); a.isHidden = true; return (s, [a, b, c]) }) { stack, v, d in
            assertStack(stack, d, 90, 30)
            assertArranged(v[0], in: stack, d, 0, 0, 0, 20)
            assertArranged(v[1], in: stack, d, 0, 0, 60, 30)
            assertArranged(v[2], in: stack, d, 70, 0, 20, 10)
        }
    }

    /// [A, B, C hidden], equalSpacing, 300×30 fixed. One gap (A…B), so no equal-gap
    /// constraint; A and B keep their widths, the gap takes 300 − 100 = 200 (≥ 10). C after the
    /// last visible item: C.leading == B.trailing → x 300, width 0; fill alignment: height 30.
    func testHiddenLastItemInEqualSpacing() {
        bothWays({ let (s, a, b, c) = abcStack(.equalSpacing); c.isHidden = true; return (s, [a, b, c]) },
                 width: 300, height: 30) { stack, v, d in
            assertArranged(v[0], in: stack, d, 0, 0, 40, 30)
            assertArranged(v[1], in: stack, d, 240, 0, 60, 30)
            assertArranged(v[2], in: stack, d, 300, 0, 0, 30)
        }
    }

    /// [A hidden, B hidden], fill / fill, unconstrained: no visible item, so the canvas spans
    /// the empty spanning guide (length 0 @0.001) → width 0; both items at the leading edge
    /// with width 0; fill alignment: height max(20, 30) = 30.
    func testAllItemsHidden() {
        bothWays({
            let (a, b, _) = abc()
            a.isHidden = true
            b.isHidden = true
            return (StackView(arrangedSubviews: [a, b]), [a, b])
        }) { stack, v, d in
            assertStack(stack, d, 0, 30)
            assertArranged(v[0], in: stack, d, 0, 0, 0, 30)
            assertArranged(v[1], in: stack, d, 0, 0, 0, 30)
        }
    }

    /// Hidden items in every distribution, 300×30 fixed, [A, B hidden, C]: the visible result
    /// is the two-item stack [A, C] (checked against one built without B).
    func testHiddenItemIsAsIfAbsentInEveryDistribution() {
        for distribution in StackView.Distribution.allCases {
            for direction in bothDirections {
                let (stack, a, b, c) = abcStack(distribution)
                b.isHidden = true
                let root = host(stack, direction, width: 300, height: 30)
                let (a2, _, c2) = abc()
                let reference = StackView(arrangedSubviews: [a2, c2])
                reference.distribution = distribution
                reference.spacing = 10
                host(reference, direction, width: 300, height: 30)
                XCTAssertTrue(a.frame.isClose(to: a2.frame, tolerance: 1e-6), "\(distribution): \(a.frame) vs \(a2.frame)")
                XCTAssertTrue(c.frame.isClose(to: c2.frame, tolerance: 1e-6), "\(distribution): \(c.frame) vs \(c2.frame)")
                XCTAssertEqual(b.frame.width, 0, accuracy: 1e-6)
                assertNoDiagnostics(root)
            }
        }
    }

    /// A hidden item with a required width of its own: `UISV-hiding` (999.999) loses quietly
    /// (no conflict report, §5.6); B keeps 100 but is out of the chain: A 0…40, C 50…70,
    /// B at 45 (@50) with width 100.
    func testRequiredWidthOnAHiddenItemWinsQuietly() {
        bothWays({
            let (s, a, b, c) = abcStack()
            activateAll([b.widthAnchor.constraint(equalToConstant: 100)])
            b.isHidden = true
            return (s, [a, b, c])
        }) { stack, v, d in
            assertStack(stack, d, 70, 30)
            assertArranged(v[0], in: stack, d, 0, 0, 40, 30)
            assertArranged(v[1], in: stack, d, 45, 0, 100, 30)
            assertArranged(v[2], in: stack, d, 50, 0, 20, 30)
        }
    }

    // MARK: - Conflicts

    /// A required `B.width == 50` in a 300-point `fillEqually` stack [A, B, C] with spacing 10.
    /// The stack adds each `UISV-fill-equally` right after the `UISV-spacing` that places its
    /// item, so the conflict shows when the last one, `C.width == A.width`, goes in: it is the
    /// one broken. A and B are 50 wide, C takes the rest: A 0…50, B 60…110, C 120…300.
    func testAConflictingLengthBreaksTheLastFillEqually() throws {
        for direction in bothDirections {
            let (stack, a, b, c) = abcStack(.fillEqually)
            activateAll([b.widthAnchor.constraint(equalToConstant: 50)])
            let root = host(stack, direction, width: 300, height: 30)
            assertStack(stack, direction, 300, 30)
            assertArranged(a, in: stack, direction, 0, 0, 50, 30)
            assertArranged(b, in: stack, direction, 60, 0, 50, 30)
            assertArranged(c, in: stack, direction, 120, 0, 180, 30)
            XCTAssertEqual(root.layoutDiagnostics.count, 1, "\(root.layoutDiagnostics)")
            let conflict = try XCTUnwrap(root.layoutDiagnostics.first)
            XCTAssertEqual(conflict.kind, .unsatisfiable)
            let broken = try XCTUnwrap(conflict.constraint)
            XCTAssertEqual(broken.identifier, "UISV-fill-equally")
            XCTAssertTrue(broken.firstItem === c && broken.secondItem === a, "\(broken)")
        }
    }

    // MARK: - Custom spacing (§2, §5.1)

    /// Custom 20 after A, B keeps the stack's 10: A 0…40, B 60…120, C 130…150.
    func testCustomSpacingReplacesSpacingForOneGap() {
        bothWays({ let (s, a, b, c) = abcStack(); s.setCustomSpacing(20, after: a); return (s, [a, b, c]) }) { stack, v, d in
            assertStack(stack, d, 150, 30)
            assertArranged(v[0], in: stack, d, 0, 0, 40, 30)
            assertArranged(v[1], in: stack, d, 60, 0, 60, 30)
            assertArranged(v[2], in: stack, d, 130, 0, 20, 30)
        }
    }

    /// [A (custom 5), B hidden (custom 30), C]: the gap A→C is s(A) = 5 (a hidden item's
    /// custom spacing is never used): C 45…65; B at 40 + 5/2 = 42.5, width 0.
    func testHiddenItemsCustomSpacingIsIgnored() {
        bothWays({
            let (s, a, b, c) = abcStack()
            s.setCustomSpacing(5, after: a)
            s.setCustomSpacing(30, after: b)
            b.isHidden = true
            return (s, [a, b, c])
        }) { stack, v, d in
            assertStack(stack, d, 65, 30)
            assertArranged(v[0], in: stack, d, 0, 0, 40, 30)
            assertArranged(v[1], in: stack, d, 42.5, 0, 0, 30)
            assertArranged(v[2], in: stack, d, 45, 0, 20, 30)
        }
    }

    /// System spacing (8 [M]) as the stack's spacing and as one custom spacing; the default
    /// sentinel as a custom spacing goes back to `spacing`.
    func testSpacingSentinels() {
        // spacing = system: A 0…40, B 48…108, C 116…136.
        bothWays({ let (s, a, b, c) = abcStack(spacing: StackView.spacingUseSystem); return (s, [a, b, c]) }) { stack, v, d in
            assertStack(stack, d, 136, 30)
            assertArranged(v[1], in: stack, d, 48, 0, 60, 30)
            assertArranged(v[2], in: stack, d, 116, 0, 20, 30)
        }
        // spacing = default (0); custom system after A, custom 20 then default after B → 0:
        // A 0…40, B 48…108, C 108…128.
        bothWays({
            let (s, a, b, c) = abcStack(spacing: StackView.spacingUseDefault)
            s.setCustomSpacing(StackView.spacingUseSystem, after: a)
            s.setCustomSpacing(20, after: b)
            s.setCustomSpacing(StackView.spacingUseDefault, after: b)
            return (s, [a, b, c])
        }) { stack, v, d in
            assertStack(stack, d, 128, 30)
            assertArranged(v[1], in: stack, d, 48, 0, 60, 30)
            assertArranged(v[2], in: stack, d, 108, 0, 20, 30)
        }
    }

    /// Spacing is rounded to the screen scale: 10.2 at scale 2 → 10 (20.4 px → 20 px).
    func testSpacingIsRoundedToTheScale() {
        let (stack, _, b, c) = abcStack(spacing: 10.2)
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        root.environment.scale = 2
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        activateAll([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                                        stack.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        assertFrame(b, 50, 0, 60, 30)
        assertFrame(c, 120, 0, 20, 30)
    }

    /// equalSpacing, 300×30 fixed, custom 100 after A: gaps must be equal (required) and
    /// ≥ 100 and ≥ 10 → both 100; items must lose 320 − 300 = 20. Equal CR (750): the lowest
    /// index gives way first (§6.3 [T]) → A 20 wide. A 0…20, B 120…180, C 280…300.
    func testCustomSpacingRaisesEveryEqualGapAndTheFirstItemShrinks() {
        bothWays({ let (s, a, b, c) = abcStack(.equalSpacing); s.setCustomSpacing(100, after: a); return (s, [a, b, c]) },
                 width: 300, height: 30) { stack, v, d in
            assertArranged(v[0], in: stack, d, 0, 0, 20, 30)
            assertArranged(v[1], in: stack, d, 120, 0, 60, 30)
            assertArranged(v[2], in: stack, d, 280, 0, 20, 30)
        }
    }

    // MARK: - Ties (§6.3)

    /// fill, 300 wide, all hugging 250: the surplus 160 goes to the lowest index, A [T].
    func testStretchTieGoesToTheFirstItem() {
        bothWays({ let (s, a, b, c) = abcStack(); return (s, [a, b, c]) }, width: 300, height: 30) { stack, v, d in
            assertArranged(v[0], in: stack, d, 0, 0, 200, 30)
            assertArranged(v[1], in: stack, d, 210, 0, 60, 30)
            assertArranged(v[2], in: stack, d, 280, 0, 20, 30)
        }
    }

    /// fill, 300 wide, A hugs at 251: B and C tie at 250, B (index 1) takes the 160.
    func testStretchTieAmongTheLowestHugging() {
        bothWays({
            let (s, a, b, c) = abcStack()
            a.setContentHuggingPriority(251, for: .horizontal)
            return (s, [a, b, c])
        }, width: 300, height: 30) { stack, v, d in
            assertArranged(v[0], in: stack, d, 0, 0, 40, 30)
            assertArranged(v[1], in: stack, d, 50, 0, 220, 30)
            assertArranged(v[2], in: stack, d, 280, 0, 20, 30)
        }
    }

    /// fill, 100 wide, all CR 750: the deficit 40 comes from A (index 0) [T]: A 0 wide.
    func testShrinkTieTakesFromTheFirstItem() {
        bothWays({ let (s, a, b, c) = abcStack(); return (s, [a, b, c]) }, width: 100, height: 30) { stack, v, d in
            assertArranged(v[0], in: stack, d, 0, 0, 0, 30)
            assertArranged(v[1], in: stack, d, 10, 0, 60, 30)
            assertArranged(v[2], in: stack, d, 80, 0, 20, 30)
        }
    }

    /// equalCentering and equalSpacing, 100 wide: 40 + 60 + 20 + 2·10 = 140 → deficit 40.
    /// The gaps stay at their minimum 10 (required), centring (≤150) gives way, and the items
    /// shrink by compression resistance with the tie at 750 going to A (index 0), §5.5 [T].
    func testEqualSpacingAndCenteringOverflowShrinksTheFirstItem() {
        for distribution in [StackView.Distribution.equalSpacing, .equalCentering] {
            bothWays({ let (s, a, b, c) = abcStack(distribution); return (s, [a, b, c]) }, width: 100, height: 30) { stack, v, d in
                assertArranged(v[0], in: stack, d, 0, 0, 0, 30)
                assertArranged(v[1], in: stack, d, 10, 0, 60, 30)
                assertArranged(v[2], in: stack, d, 80, 0, 20, 30)
            }
        }
    }

    /// Vertical fill, 60×70 fixed: heights 20 + 30 + 10 + 2·10 = 80 → deficit 10. A resists
    /// at 751, so B and C tie at 750 and B (index 1) gives way: A 0…20, B 30…50, C 60…70.
    func testVerticalShrinkTieSkipsHigherResistance() {
        bothWays({
            let (s, a, b, c) = abcStack()
            s.axis = .vertical
            a.setContentCompressionResistancePriority(751, for: .vertical)
            return (s, [a, b, c])
        }, width: 60, height: 70) { stack, v, d in
            assertArranged(v[0], in: stack, d, 0, 0, 60, 20)
            assertArranged(v[1], in: stack, d, 0, 30, 60, 20)
            assertArranged(v[2], in: stack, d, 0, 60, 60, 10)
        }
    }

    // MARK: - Nesting (§6.5)

    /// outer horizontal fill/fill [inner, C], inner vertical fill/fill spacing 5 [A, B],
    /// unconstrained. inner: width max(40, 60) = 60 (A and B equal widths, CR 750 beats A's
    /// hugging), height 20 + 5 + 30 = 55. Outer: inner 0…60, C 70…90; fill alignment makes C
    /// as tall as inner (C's hugging 250 loses to A's and B's CR 750) → outer 90×55.
    func testNestedStackHasItsFittingSize() {
        bothWays({
            let (a, b, c) = abc()
            let inner = StackView(arrangedSubviews: [a, b])
            inner.identifier = "inner"
            inner.axis = .vertical
            inner.spacing = 5
            let outer = StackView(arrangedSubviews: [inner, c])
            outer.spacing = 10
            return (outer, [inner, a, b, c])
        }) { stack, v, d in
            let inner = v[0] as! StackView
            assertStack(stack, d, 90, 55)
            assertArranged(inner, in: stack, d, 0, 0, 60, 55)
            assertArranged(v[3], in: stack, d, 70, 0, 20, 55)
            assertArranged(v[1], in: inner, d, 0, 0, 60, 20)
            assertArranged(v[2], in: inner, d, 0, 25, 60, 30)
        }
    }

    /// §6.5: a nested stack with a non-fill alignment absorbs surplus before a sibling with
    /// hugging 250: growing it costs only its spanner fit (@51). outer 200 wide, fill/fill
    /// [inner, C]; inner vertical, center, spacing 5 [A, B]. inner = 200 − 10 − 20 = 170;
    /// A centred at (170 − 40)/2 = 65, B at (170 − 60)/2 = 55; height 55, C stretched to it.
    func testNestedNonFillStackAbsorbsSurplusFirst() {
        bothWays({
            let (a, b, c) = abc()
            let inner = StackView(arrangedSubviews: [a, b])
            inner.identifier = "inner"
            inner.axis = .vertical
            inner.alignment = .center
            inner.spacing = 5
            let outer = StackView(arrangedSubviews: [inner, c])
            outer.spacing = 10
            return (outer, [inner, a, b, c])
        }, width: 200) { stack, v, d in
            let inner = v[0] as! StackView
            assertStack(stack, d, 200, 55)
            assertArranged(inner, in: stack, d, 0, 0, 170, 55)
            assertArranged(v[3], in: stack, d, 180, 0, 20, 55)
            assertArranged(v[1], in: inner, d, 65, 0, 40, 20)
            assertArranged(v[2], in: inner, d, 55, 25, 60, 30)
        }
    }

    /// fillProportionally with a nested stack: its proportional length is its compressed
    /// fitting size (§5.3). outer 260 wide, spacing 0, [inner, B]; inner horizontal fill,
    /// spacing 10, [A, C] → fitting width 40 + 10 + 20 = 70. D = 70 + 60 = 130: inner =
    /// 70/130·260 = 140, B = 120. Inside inner (140 wide) the surplus 70 goes to A (index 0):
    /// A 0…110, C 120…140. Heights: 30 everywhere (B's CR; inner's items follow its fill).
    func testProportionalLengthOfANestedStackIsItsFittingSize() {
        bothWays({
            let (a, b, c) = abc()
            let inner = StackView(arrangedSubviews: [a, c])
            inner.identifier = "inner"
            inner.spacing = 10
            let outer = StackView(arrangedSubviews: [inner, b])
            outer.distribution = .fillProportionally
            return (outer, [inner, a, b, c])
        }, width: 260) { stack, v, d in
            let inner = v[0] as! StackView
            assertStack(stack, d, 260, 30)
            assertArranged(inner, in: stack, d, 0, 0, 140, 30)
            assertArranged(v[2], in: stack, d, 140, 0, 120, 30)
            assertArranged(v[1], in: inner, d, 0, 0, 110, 30)
            assertArranged(v[3], in: inner, d, 120, 0, 20, 30)
        }
    }

    /// fillProportionally with a plain view that has no intrinsic size but `width >= 50`:
    /// its compressed fitting width is 50. [A, X], spacing 0, 180 wide: D = 90 → A = 80,
    /// X = 100 (≥ 50 holds). X is 20 tall (required), A follows (fill).
    func testProportionalLengthOfAPlainViewIsItsFittingSize() {
        bothWays({
            let (a, _, _) = abc()
            let x = makeView("X")
            activateAll([x.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
                                                            x.heightAnchor.constraint(equalToConstant: 20)])
            let stack = StackView(arrangedSubviews: [a, x])
            stack.distribution = .fillProportionally
            return (stack, [a, x])
        }, width: 180) { stack, v, d in
            assertStack(stack, d, 180, 20)
            assertArranged(v[0], in: stack, d, 0, 0, 80, 20)
            assertArranged(v[1], in: stack, d, 80, 0, 100, 20)
        }
    }

    /// fillProportionally with spacing: Σℓ/D < 1, so the last visible item (lowest priority)
    /// takes the remainder (§5.3, radar 34595752). [A, B, C], spacing 10, 280 wide:
    /// D = 120 + 20 = 140; A = 40/140·280 = 80, B = 120, C = 280 − 80 − 120 − 20 = 60
    /// (instead of 40).
    func testProportionalLastItemTakesTheRemainder() {
        bothWays({ let (s, a, b, c) = abcStack(.fillProportionally); return (s, [a, b, c]) },
                 width: 280, height: 30) { stack, v, d in
            assertArranged(v[0], in: stack, d, 0, 0, 80, 30)
            assertArranged(v[1], in: stack, d, 90, 0, 120, 30)
            assertArranged(v[2], in: stack, d, 220, 0, 60, 30)
        }
    }

    /// fillProportionally with margins-relative arrangement uses the margins guide's length
    /// (current UIKit, §9 [H]): 200 wide, leading and trailing margins 10, intrinsic widths
    /// 25 and 75, spacing 0 → D = 100, K = 180: 45 and 135, from x = 10.
    func testProportionalUsesTheMarginsGuide() {
        bothWays({
            let p = makeView("P", intrinsic: Size(width: 25, height: 20))
            let q = makeView("Q", intrinsic: Size(width: 75, height: 20))
            let stack = StackView(arrangedSubviews: [p, q])
            stack.distribution = .fillProportionally
            stack.isLayoutMarginsRelativeArrangement = true
            stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
            return (stack, [p, q])
        }, width: 200) { stack, v, d in
            assertStack(stack, d, 200, 20)
            assertArranged(v[0], in: stack, d, 10, 0, 45, 20)
            assertArranged(v[1], in: stack, d, 55, 0, 135, 20)
        }
    }

    /// A vertical, fill-aligned fillProportionally stack measures items at its current width
    /// (§5.3): P has no intrinsic size but `height == 0.5 × width`; at width 200 its fitting
    /// height is 100. Q is 10×50. D = 150; unconstrained height → P 100, Q 50, stack 200×150.
    /// A vertical fillProportionally stack with a 200-wide frame of P (as tall as half its
    /// width, no intrinsic size) and Q (10×50 intrinsic).
    func proportionalColumn() -> (StackView, View, View) {
        let p = makeView("P"), q = makeView("Q", intrinsic: Size(width: 10, height: 50))
        activateAll([p.heightAnchor.constraint(equalTo: p.widthAnchor, multiplier: 0.5)])
        let stack = StackView(frame: Rect(x: 0, y: 0, width: 200, height: 0))
        stack.addArrangedSubview(p)
        stack.addArrangedSubview(q)
        stack.axis = .vertical
        stack.distribution = .fillProportionally
        return (stack, p, q)
    }

    /// The stack starts with a 200-wide frame: measured at width 0, P's length would be 0 and
    /// its required `height == 0` would conflict once it is 200 wide (§12.8's oddity).
    func testVerticalProportionalMeasuresAtTheCurrentWidth() {
        bothWays({
            let (stack, p, q) = proportionalColumn()
            return (stack, [p, q])
        }, width: 200) { stack, v, d in
            assertStack(stack, d, 200, 150)
            assertArranged(v[0], in: stack, d, 0, 0, 200, 100)
            assertArranged(v[1], in: stack, d, 0, 100, 200, 50)
        }
    }

    /// Hiding a nested stack whose spacing is 5: its `UISV-hiding` (999.999) loses quietly to
    /// its own required spacing in current UIKit (§6.5); no conflict is reported and the
    /// visible items lay out as if it were absent: A 0…40, C 50…70.
    func testHidingANestedStackIsQuiet() {
        bothWays({
            let (a, b, c) = abc()
            let d = makeView("D", intrinsic: Size(width: 10, height: 10))
            let inner = StackView(arrangedSubviews: [b, d])
            inner.identifier = "inner"
            inner.spacing = 5
            inner.isHidden = true
            let outer = StackView(arrangedSubviews: [a, inner, c])
            outer.spacing = 10
            return (outer, [a, inner, c])
        }, checkAmbiguity: false) { stack, v, d in
            assertStack(stack, d, 70, 30)
            assertArranged(v[0], in: stack, d, 0, 0, 40, 30)
            assertArranged(v[2], in: stack, d, 50, 0, 20, 30)
            assertDetermined([stack, v[0], v[2]])
        }
    }

    // MARK: - Baselines (§5.7, §5.8, §6.4)

    /// Views that declare baselines: A first baseline 15, B 20; C has none (top stands in).
    /// firstBaseline alignment, horizontal, unconstrained. With A at y = a: B.y = a − 5,
    /// C.y = a. Spanner: top a − 5, bottom max(a + 20, a + 25, a + 10) → 30 tall (@51); the
    /// canvas spans it → a = 5. A (0, 5), B (50, 0), C (120, 5); stack 140×30.
    func testFirstBaselineAlignmentWithBaselines() {
        bothWays({
            let (s, a, b, c) = abcStack(.fill, .firstBaseline)
            a.firstBaselineOffsetFromTop = 15
            b.firstBaselineOffsetFromTop = 20
            return (s, [a, b, c])
        }) { stack, v, d in
            assertStack(stack, d, 140, 30)
            assertArranged(v[0], in: stack, d, 0, 5, 40, 20)
            assertArranged(v[1], in: stack, d, 50, 0, 60, 30)
            assertArranged(v[2], in: stack, d, 120, 5, 20, 10)
        }
    }

    /// Baselines that change after a layout are followed: an outer firstBaseline stack [inner,
    /// R] where inner is a firstBaseline stack [P, Q]. P 10×20 (baseline 15), Q 10×10 (8), R
    /// 10×50 (40): Q.y = 15 − 8 = 7, inner 20 tall forwards to its tallest item P, so inner.y
    /// = 40 − 15 = 25. Q grows to 30 with baseline 5: Q.y = 10, inner 40 tall, forwards to Q
    /// (15 from inner's top): still 25. P's baseline moves to 2: P.y = 3, inner 30 tall, its
    /// baseline Q's at 5: inner.y = 35.
    func testNestedBaselinesFollowChanges() {
        bothWays({
            let outer = StackView(), inner = StackView()
            outer.alignment = .firstBaseline
            inner.alignment = .firstBaseline
            let p = makeView("P", intrinsic: Size(width: 10, height: 20))
            let q = makeView("Q", intrinsic: Size(width: 10, height: 10))
            let r = makeView("R", intrinsic: Size(width: 10, height: 50))
            p.firstBaselineOffsetFromTop = 15
            q.firstBaselineOffsetFromTop = 8
            r.firstBaselineOffsetFromTop = 40
            inner.addArrangedSubview(p)
            inner.addArrangedSubview(q)
            outer.addArrangedSubview(inner)
            outer.addArrangedSubview(r)
            return (outer, [inner, p, q, r])
        }) { outer, v, d in
            let inner = v[0] as! StackView
            assertArranged(inner, in: outer, d, 0, 25, 20, 20)
            assertArranged(v[1], in: inner, d, 0, 0, 10, 20)
            assertArranged(v[2], in: inner, d, 10, 7, 10, 10)
            assertArranged(v[3], in: outer, d, 20, 0, 10, 50)
            v[2].intrinsicSize = Size(width: 10, height: 30)
            v[2].firstBaselineOffsetFromTop = 5
            outer.layoutIfNeeded()
            assertArranged(inner, in: outer, d, 0, 25, 20, 40)
            assertArranged(v[2], in: inner, d, 10, 10, 10, 30)
            v[1].firstBaselineOffsetFromTop = 2
            outer.layoutIfNeeded()
            assertArranged(inner, in: outer, d, 0, 35, 20, 30)
            assertArranged(v[1], in: inner, d, 0, 3, 10, 20)
            assertArranged(v[2], in: inner, d, 10, 0, 10, 30)
        }
    }

    /// lastBaseline with text-free views falls back to bottom alignment (§6.4 [H]): the
    /// frames of G21's bottom counterpart, A (0, 10), B (50, 0), C (120, 20), stack 140×30.
    func testLastBaselineWithoutBaselinesIsBottomAlignment() {
        bothWays({ let (s, a, b, c) = abcStack(.fill, .lastBaseline); return (s, [a, b, c]) }) { stack, v, d in
            assertStack(stack, d, 140, 30)
            assertArranged(v[0], in: stack, d, 0, 10, 40, 20)
            assertArranged(v[1], in: stack, d, 50, 0, 60, 30)
            assertArranged(v[2], in: stack, d, 120, 20, 20, 10)
        }
    }

    /// Baseline-relative vertical stack (§5.7): A's last baseline at 15, B's first at 5,
    /// spacing 10: B.y + 5 == A.y + 15 + 10 → B at 20; stack height 20 + 30 = 50, width 60.
    func testBaselineRelativeArrangement() {
        bothWays({
            let (a, b, _) = abc()
            let s = StackView(arrangedSubviews: [a, b])
            s.spacing = 10
            s.axis = .vertical
            s.isBaselineRelativeArrangement = true
            a.lastBaselineOffsetFromTop = 15
            b.firstBaselineOffsetFromTop = 5
            return (s, [a, b])
        }) { stack, v, d in
            assertStack(stack, d, 60, 50)
            assertArranged(v[0], in: stack, d, 0, 0, 60, 20)
            assertArranged(v[1], in: stack, d, 0, 20, 60, 30)
        }
    }

    /// The stack's own baselines forward (§5.8): horizontal → the tallest visible item;
    /// vertical → first / last visible item, recursively. A label aligned to the outer
    /// stack's first baseline lines up with B's.
    func testStackBaselinesForward() throws {
        for direction in bothDirections {
            let (a, b, c) = abc()
            b.firstBaselineOffsetFromTop = 20
            let hidden = makeView("hidden", intrinsic: Size(width: 5, height: 5))
            hidden.isHidden = true
            let inner = StackView(arrangedSubviews: [a, b])
            inner.identifier = "inner"
            let outer = StackView(arrangedSubviews: [hidden, inner, c])
            outer.axis = .vertical
            XCTAssertTrue(inner.forFirstBaselineLayout === b)
            XCTAssertTrue(inner.forLastBaselineLayout === b)
            XCTAssertTrue(outer.forFirstBaselineLayout === b)
            XCTAssertTrue(outer.forLastBaselineLayout === c)
            XCTAssertTrue(StackView().forFirstBaselineLayout is StackView)

            let root = host(outer, direction)
            let label = makeView("label", in: root, intrinsic: Size(width: 10, height: 10))
            label.firstBaselineOffsetFromTop = 8
            try LayoutConstraint.activate([label.firstBaselineAnchor.constraint(equalTo: outer.firstBaselineAnchor),
                                           label.leadingAnchor.constraint(equalTo: outer.trailingAnchor)])
            root.layoutIfNeeded()
            // outer (fill alignment) is as wide as inner, 40 + 60 = 100, and 0 + 30 + 10 = 40 tall;
            // hidden is 0 tall at the top, inner 30 tall at y 0, so B's baseline is at 20 and the
            // label's top at 12. Right to left outer is at 3000 − 100 = 2900, its trailing edge
            // is its left one, and the label ends there: 2900 − 10 = 2890.
            assertStack(outer, direction, 100, 40)
            assertFrame(label, direction == .leftToRight ? 100 : 2890, 12, 10, 10)
        }
    }
}
