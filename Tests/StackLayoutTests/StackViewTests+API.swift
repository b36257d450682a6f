import XCTest
@testable import StackLayout

/// The public API (defaults, the arranged list, custom spacing) and the constraint catalogue
/// (§4: identifiers, relations, priorities) of the generated rules.
extension StackViewTests {
    /// The stack's generated rules named `identifier`, after a layout.
    func rules(_ stack: StackView, _ identifier: String) -> [LayoutConstraint] {
        stack.generated.internalRules.filter { $0.identifier == identifier }
    }

    func testDefaults() {
        let stack = StackView()
        XCTAssertEqual(stack.axis, .horizontal)
        XCTAssertEqual(stack.distribution, .fill)
        XCTAssertEqual(stack.alignment, .fill)
        XCTAssertEqual(stack.spacing, 0)
        XCTAssertFalse(stack.isBaselineRelativeArrangement)
        XCTAssertFalse(stack.isLayoutMarginsRelativeArrangement)
        XCTAssertEqual(stack.directionalLayoutMargins, .zero)
        XCTAssertEqual(stack.intrinsicSize, Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        stack.intrinsicSize = Size(width: 10, height: 10)
        XCTAssertEqual(stack.intrinsicSize.width, View.noIntrinsicMetric)
        XCTAssertEqual(StackView.Alignment.top, .leading)
        XCTAssertEqual(StackView.Alignment.bottom, .trailing)
        XCTAssertEqual(StackView.Alignment.allCases.map(\.rawValue), [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(StackView.Distribution.allCases.map(\.rawValue), [0, 1, 2, 3, 4])
        XCTAssertEqual(StackView.spacingUseDefault, Double(Float.greatestFiniteMagnitude))
        XCTAssertEqual(StackView.spacingUseSystem, Double(Float.leastNormalMagnitude))
    }

    /// TZStackView's four list tests, and UIKit's rules for the two lists.
    func testArrangedSubviewsStayConsistent() {
        let (a, b, c) = abc()
        a.translatesAutoresizingMaskIntoConstraints = true
        let stack = StackView(arrangedSubviews: [a, b])
        XCTAssertFalse(a.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(stack.arrangedSubviews.map(\.name), ["A", "B"])
        XCTAssertEqual(stack.subviews.map(\.name), ["A", "B"])

        // insert: a new view becomes the frontmost subview.
        stack.insertArrangedSubview(c, at: 0)
        XCTAssertEqual(stack.arrangedSubviews.map(\.name), ["C", "A", "B"])
        XCTAssertEqual(stack.subviews.map(\.name), ["A", "B", "C"])
        // insert an arranged view again: it moves; the subviews do not change.
        stack.insertArrangedSubview(c, at: 3)
        XCTAssertEqual(stack.arrangedSubviews.map(\.name), ["A", "B", "C"])
        XCTAssertEqual(stack.subviews.map(\.name), ["A", "B", "C"])
        // an index past the end is clamped.
        let d = makeView("D")
        stack.insertArrangedSubview(d, at: 99)
        XCTAssertEqual(stack.arrangedSubviews.map(\.name), ["A", "B", "C", "D"])

        // removeArrangedSubview: still a subview.
        stack.removeArrangedSubview(b)
        XCTAssertEqual(stack.arrangedSubviews.map(\.name), ["A", "C", "D"])
        XCTAssertTrue(b.superview === stack)
        // removeFromSuperview: out of both lists.
        c.removeFromSuperview()
        XCTAssertEqual(stack.arrangedSubviews.map(\.name), ["A", "D"])
        XCTAssertEqual(stack.subviews.map(\.name), ["A", "B", "D"])
        // adding a plain subview does not arrange it.
        let plain = makeView("plain")
        stack.addSubview(plain)
        XCTAssertEqual(stack.arrangedSubviews.count, 2)
        // moving an arranged view to another superview takes it out of the stack.
        let other = View()
        other.addSubview(d)
        XCTAssertEqual(stack.arrangedSubviews.map(\.name), ["A"])
        // a stack cannot arrange itself or an ancestor.
        stack.addArrangedSubview(stack)
        let parent = View()
        parent.addSubview(stack)
        stack.addArrangedSubview(parent)
        XCTAssertEqual(stack.arrangedSubviews.map(\.name), ["A"])
    }

    /// A view is arranged by one container at a time (a flag on the view, which only its
    /// superview can arrange, not a search of the lists): moved between stacks, back as a
    /// plain subview, into a flow, it is in one list only, and taking it out of a list it is
    /// not in changes nothing.
    func testAViewIsArrangedByOneContainerAtATime() {
        let (a, b, c) = abc()
        let first = StackView(arrangedSubviews: [a, b])
        let second = StackView(arrangedSubviews: [c])
        second.addArrangedSubview(a)
        XCTAssertEqual(first.arrangedSubviews.map(\.name), ["B"])
        XCTAssertEqual(second.arrangedSubviews.map(\.name), ["C", "A"])
        XCTAssertTrue(second.isArranging(a))
        XCTAssertFalse(first.isArranging(a))
        // Inserted again where it is arranged: it moves within the list.
        second.insertArrangedSubview(a, at: 0)
        XCTAssertEqual(second.arrangedSubviews.map(\.name), ["A", "C"])
        // Back in the first stack as a plain subview: arranged nowhere.
        first.addSubview(a)
        XCTAssertEqual(second.arrangedSubviews.map(\.name), ["C"])
        XCTAssertFalse(first.isArranging(a))
        first.removeArrangedSubview(a)
        XCTAssertEqual(first.arrangedSubviews.map(\.name), ["B"])
        XCTAssertEqual(first.subviews.map(\.name), ["B", "A"])
        // Then arranged there: once, at the end.
        first.addArrangedSubview(a)
        first.addArrangedSubview(a)
        XCTAssertEqual(first.arrangedSubviews.map(\.name), ["B", "A"])
        XCTAssertEqual(first.subviews.map(\.name), ["B", "A"])
        // A flow takes it from the stack, list and subviews.
        let flow = FlowLayout(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        flow.addArrangedSubview(a)
        XCTAssertEqual(flow.arrangedSubviews.map(\.name), ["A"])
        XCTAssertEqual(first.arrangedSubviews.map(\.name), ["B"])
        XCTAssertTrue(flow.isArranging(a))
        XCTAssertFalse(first.isArranging(a))
        // Out of the flow's list, then out of the tree: arranged by no one.
        flow.removeArrangedSubview(a)
        XCTAssertFalse(flow.isArranging(a))
        flow.addArrangedSubview(a)
        a.removeFromSuperview()
        XCTAssertTrue(flow.arrangedSubviews.isEmpty)
        flow.addSubview(a)
        XCTAssertFalse(flow.isArranging(a))
    }

    func testCustomSpacingBookkeeping() {
        let (stack, a, b, c) = abcStack()
        let stranger = makeView("stranger")
        XCTAssertEqual(stack.customSpacing(after: a), StackView.spacingUseDefault)
        stack.setCustomSpacing(12, after: a)
        stack.setCustomSpacing(12, after: stranger)
        XCTAssertEqual(stack.customSpacing(after: a), 12)
        XCTAssertEqual(stack.customSpacing(after: stranger), StackView.spacingUseDefault)
        // Kept when the view moves within the list.
        stack.insertArrangedSubview(a, at: 2)
        XCTAssertEqual(stack.customSpacing(after: a), 12)
        // Cleared when it is removed (and not restored when it comes back).
        stack.removeArrangedSubview(a)
        XCTAssertEqual(stack.customSpacing(after: a), StackView.spacingUseDefault)
        stack.setCustomSpacing(8, after: b)
        c.removeFromSuperview()
        stack.setCustomSpacing(9, after: c)
        XCTAssertEqual(stack.customSpacing(after: c), StackView.spacingUseDefault)
        stack.setCustomSpacing(StackView.spacingUseDefault, after: b)
        XCTAssertEqual(stack.customSpacing(after: b), StackView.spacingUseDefault)
    }

    /// fill, [A, B, C]: canvas (2 along, 2 across), spacing (2, required, ==), alignment
    /// (2 per item after ref), the tie-break (weighted) on B and C; origins name stack and rule.
    func testCatalogueFill() {
        let (stack, _, b, c) = abcStack()
        stack.identifier = "row"
        host(stack, .leftToRight)
        XCTAssertEqual(rules(stack, "UISV-canvas-connection").count, 4)
        let spacing = rules(stack, "UISV-spacing")
        XCTAssertEqual(spacing.count, 2)
        XCTAssertTrue(spacing.allSatisfy { $0.relation == .equal && $0.priority == .required && $0.constant == 10 })
        XCTAssertEqual(rules(stack, "UISV-alignment").count, 4)
        let ladder = rules(stack, "SL-tie-break")
        // The tie-break stays at the item's own levels, weighted εi within them: one equality
        // per item, hugging above its length and resisting compression below.
        XCTAssertEqual(ladder.map(\.relation), [.equal, .equal])
        XCTAssertEqual(ladder.map(\.priority.rawValue), [250, 250])
        XCTAssertEqual(ladder.map(\.compressionResistancePriority?.rawValue), [750, 750])
        XCTAssertEqual(ladder.map(\.weight), [0.001, 0.002])
        XCTAssertTrue(ladder[0].firstItem === b && ladder[1].firstItem === c)
        XCTAssertEqual(spacing[0].origin, "row UISV-spacing")
        XCTAssertTrue(stack.generated.internalRules.allSatisfy { $0.origin.hasPrefix("row UISV-") || $0.origin.hasPrefix("row SL-") })
        XCTAssertTrue(stack.generated.internalRules.allSatisfy { $0.isActive && !$0.isBroken })
    }

    /// Hidden B: `UISV-hiding` at 999.999, placed at half the spacing @50, out of the chain.
    func testCatalogueHidden() {
        let (stack, _, b, _) = abcStack()
        b.isHidden = true
        host(stack, .leftToRight)
        let hiding = rules(stack, "UISV-hiding")
        XCTAssertEqual(hiding.count, 1)
        XCTAssertTrue(hiding[0].firstItem === b)
        XCTAssertEqual(hiding[0].priority.rawValue, 999.999)
        let placed = rules(stack, "UISV-spacing-hidden")
        XCTAssertEqual(placed.map(\.constant), [5])
        XCTAssertEqual(placed.map(\.priority), [50])
        XCTAssertEqual(rules(stack, "UISV-spacing").count, 1)
        XCTAssertEqual(rules(stack, "UISV-alignment").count, 4)  // hidden items stay aligned
    }

    /// equalCentering: `>=` spacing, centre-to-centre gap guides, equal at 149 (2nd gap),
    /// canvas fit @49; the index tie-break of fill and equalSpacing too (§5.5: overflow shrinks
    /// by compression resistance, ties by index).
    func testCatalogueEqualCentering() {
        let (stack, _, _, _) = abcStack(.equalCentering)
        host(stack, .leftToRight)
        XCTAssertEqual(rules(stack, "UISV-spacing").map(\.relation), [.greaterThanOrEqual, .greaterThanOrEqual])
        let edges = rules(stack, "UISV-distributing-edge")
        XCTAssertEqual(edges.count, 4)
        XCTAssertTrue(edges.allSatisfy { $0.secondAttribute == .centerX && $0.firstItem is LayoutGuide })
        XCTAssertEqual(rules(stack, "UISV-fill-equally").map(\.priority), [149])
        XCTAssertEqual(rules(stack, "UISV-canvas-fit").map(\.priority), [49])
        XCTAssertEqual(rules(stack, "SL-tie-break").map(\.weight), [0.001, 0.002])
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        XCTAssertEqual(rules(stack, "UISV-fill-equally").map(\.priority), [.required])
        let spacingEdges = rules(stack, "UISV-distributing-edge")
        XCTAssertEqual(spacingEdges.count, 4)
        XCTAssertTrue(spacingEdges.allSatisfy { $0.secondAttribute != .centerX })
    }

    /// The order of the constraints along the axis is UIKit's (`_UIOrderedLayoutArrangement`
    /// builds them item by item), since a conflict breaks the one added last: each item's
    /// spacing, then its `UISV-fill-equally` (fillEqually), then the gap guide after it with
    /// its two edges and, from the second gap on, its `UISV-fill-equally` (equalSpacing).
    func testTheAxisConstraintsGoInItemByItemAsUIKitMakesThem() {
        let axisRules: Set = ["UISV-spacing", "UISV-fill-equally", "UISV-distributing-edge"]
        func order(_ stack: StackView) -> [String] {
            stack.generated.internalRules.compactMap(\.identifier).filter { axisRules.contains($0) }
        }
        let (stack, _, _, _) = abcStack(.fillEqually)
        host(stack, .leftToRight)
        XCTAssertEqual(order(stack), ["UISV-spacing", "UISV-fill-equally", "UISV-spacing", "UISV-fill-equally"])
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        XCTAssertEqual(order(stack), ["UISV-distributing-edge", "UISV-distributing-edge",
                                      "UISV-spacing", "UISV-distributing-edge", "UISV-distributing-edge", "UISV-fill-equally",
                                      "UISV-spacing"])
    }

    /// fillProportionally: 999 − i, ℓ/D multipliers; a single item is required with multiplier 1.
    func testCatalogueFillProportionally() {
        let (stack, a, _, _) = abcStack(.fillProportionally)
        host(stack, .leftToRight)
        let proportional = rules(stack, "UISV-fill-proportionally")
        XCTAssertEqual(proportional.map(\.priority), [999, 998, 997])
        XCTAssertEqual(proportional[0].multiplier, 40.0 / 140.0, accuracy: 1e-12)
        XCTAssertTrue(proportional[0].secondItem === stack)
        stack.removeArrangedSubview(stack.arrangedSubviews[2])
        stack.removeArrangedSubview(stack.arrangedSubviews[1])
        stack.layoutIfNeeded()
        let single = rules(stack, "UISV-fill-proportionally")
        XCTAssertEqual(single.map(\.priority), [.required])
        XCTAssertEqual(single.map(\.multiplier), [1])
        // No positive length: proportional mode is off, so the fill-equally set applies.
        a.intrinsicSize = Size(width: 0, height: 20)
        stack.layoutIfNeeded()
        XCTAssertTrue(rules(stack, "UISV-fill-proportionally").isEmpty)
    }

    /// Alignments: the spanner's boundaries (999.5 equality on the pinned edge, required
    /// inequalities otherwise), its fit @51, ambiguity suppression @25 on every item.
    func testCatalogueAlignment() {
        let (stack, _, _, c) = abcStack(.fill, .center)
        c.isHidden = true
        host(stack, .leftToRight)
        let boundary = rules(stack, "UISV-spanning-boundary")
        XCTAssertEqual(boundary.count, 4)  // visible items only
        XCTAssertTrue(boundary.allSatisfy { $0.priority == .required && $0.relation != .equal && $0.firstItem is LayoutGuide })
        XCTAssertEqual(rules(stack, "UISV-spanning-fit").map(\.priority), [51])
        XCTAssertEqual(rules(stack, "UISV-ambiguity-suppression").map(\.priority), [25, 25, 25])
        XCTAssertEqual(rules(stack, "UISV-canvas-connection").filter { $0.firstAttribute == .centerY }.count, 1)
        stack.alignment = .top
        stack.layoutIfNeeded()
        let top = rules(stack, "UISV-spanning-boundary")
        XCTAssertEqual(top.filter { $0.relation == .equal }.map(\.priority), [999.5, 999.5])
        XCTAssertEqual(top.filter { $0.relation == .greaterThanOrEqual }.count, 2)
        stack.alignment = .firstBaseline
        stack.layoutIfNeeded()
        XCTAssertEqual(rules(stack, "UISV-canvas-fit").map(\.priority), [49])
    }

    /// An empty stack: the canvas spans the empty guide (length 0 @0.001) and the height is
    /// 0 @1 (`UISV-fix-for-app-bug-ambiguity`): a 0×0 stack, determined.
    func testEmptyStack() {
        for direction in bothDirections {
            let stack = StackView()
            let root = host(stack, direction)
            XCTAssertEqual(rules(stack, "UISV-fix-for-app-bug-ambiguity").map(\.priority), [1])
            XCTAssertEqual(rules(stack, "UISV-spanning-fit").map(\.priority.rawValue), [0.001])
            assertStack(stack, direction, 0, 0)
            assertNoDiagnostics(root)
            assertDetermined([stack])
        }
    }

    /// A single item with a non-fill alignment: no spanner, the canvas ties to the item
    /// with an inequality on the free side and fits it @49. [A], center, height 100 fixed →
    /// A (0, 40, 40, 20); top, unconstrained → stack 40×20.
    func testSingleItemNonFill() {
        bothWays({
            let (a, _, _) = abc()
            let stack = StackView(arrangedSubviews: [a])
            stack.alignment = .center
            return (stack, [a])
        }, height: 100) { stack, v, d in
            XCTAssertTrue(self.rules(stack, "UISV-spanning-boundary").isEmpty)
            XCTAssertEqual(self.rules(stack, "UISV-canvas-fit").map(\.priority), [49])
            assertStack(stack, d, 40, 100)
            assertArranged(v[0], in: stack, d, 0, 40, 40, 20)
        }
        bothWays({
            let (a, _, _) = abc()
            let stack = StackView(arrangedSubviews: [a])
            stack.alignment = .top
            return (stack, [a])
        }) { stack, v, d in
            assertStack(stack, d, 40, 20)
            assertArranged(v[0], in: stack, d, 0, 0, 40, 20)
        }
    }

    /// System spacing constraints say so (they print `NSSpace(8)`).
    func testSystemSpacingIsMarked() {
        let (stack, _, _, _) = abcStack(spacing: StackView.spacingUseSystem)
        host(stack, .leftToRight)
        XCTAssertTrue(rules(stack, "UISV-spacing").allSatisfy { $0.isSystemSpacing && $0.constant == 8 })
        XCTAssertTrue(rules(stack, "UISV-spacing")[0].description.contains("NSSpace(8)"))
    }

    /// A conflict with a stack rule is reported with the rule's identifier and the stack's name.
    func testConflictReportNamesTheRule() {
        let (stack, a, _, _) = abcStack(.fillEqually)
        stack.identifier = "row"
        let root = host(stack, .leftToRight)
        activateAll([a.widthAnchor.constraint(equalToConstant: 10), stack.widthAnchor.constraint(equalToConstant: 300)])
        root.layoutIfNeeded()
        let report = root.layoutDiagnostics.first { $0.kind == .unsatisfiable }
        XCTAssertNotNil(report)
        let text = report.map { "\($0)" } ?? ""
        XCTAssertTrue(text.contains("UISV-fill-equally") && text.contains("row UISV-"), text)
    }
}
