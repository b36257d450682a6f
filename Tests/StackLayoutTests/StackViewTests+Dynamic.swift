import XCTest
@testable import StackLayout

/// A small deterministic generator (SplitMix64), so a failing sequence can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Dynamic sequences: a stack changed step by step (add, insert, remove, hide, unhide, axis,
/// distribution, alignment, spacing, custom spacing, intrinsic size, priorities) must end
/// in the frames of a stack built fresh in the final configuration.
extension StackViewTests {
    /// A fresh stack with the same properties and arranged views (same names, intrinsic
    /// sizes, priorities, visibility and custom spacings) as `stack`.
    func freshCopy(of stack: StackView) -> (StackView, [View]) {
        let copy = StackView()
        copy.identifier = "fresh"
        copy.axis = stack.axis
        copy.distribution = stack.distribution
        copy.alignment = stack.alignment
        copy.spacing = stack.spacing
        copy.isBaselineRelativeArrangement = stack.isBaselineRelativeArrangement
        copy.isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
        var views: [View] = []
        for original in stack.arrangedSubviews {
            let view = makeView(original.name, intrinsic: original.intrinsicSize)
            for axis in LayoutAxis.allCases {
                view.setContentHuggingPriority(original.contentHuggingPriority(for: axis), for: axis)
                view.setContentCompressionResistancePriority(original.contentCompressionResistancePriority(for: axis), for: axis)
            }
            view.isHidden = original.isHidden
            copy.addArrangedSubview(view)
            let custom = stack.customSpacing(after: original)
            if custom != StackView.spacingUseDefault { copy.setCustomSpacing(custom, after: view) }
            views.append(view)
        }
        return (copy, views)
    }

    /// Lays out a fresh copy of `stack` the same way and compares every frame.
    func assertMatchesFreshLayout(_ stack: StackView, _ direction: UserInterfaceLayoutDirection,
                                  width: Double?, height: Double?, _ step: String,
                                  file: StaticString = #filePath, line: UInt = #line) {
        let (copy, views) = freshCopy(of: stack)
        let root = host(copy, direction, width: width, height: height)
        assertNoDiagnostics(root, file: file, line: line)
        XCTAssertTrue(stack.frame.isClose(to: copy.frame, tolerance: 1e-6),
                      "\(step): stack \(stack.frame) vs fresh \(copy.frame)", file: file, line: line)
        for (view, fresh) in zip(stack.arrangedSubviews, views) {
            XCTAssertTrue(view.frame.isClose(to: fresh.frame, tolerance: 1e-6),
                          "\(step): \(view.name) \(view.frame) vs fresh \(fresh.frame)", file: file, line: line)
        }
    }

    /// A scripted sequence on a horizontal fill stack, unconstrained, compared with a fresh
    /// layout after every step.
    func testScriptedSequenceEndsAsAFreshLayout() {
        for direction in bothDirections {
            let (stack, a, b, c) = abcStack()
            let root = host(stack, direction)
            var counter = 0
            func step(_ name: String, _ change: () -> Void) {
                change()
                root.layoutIfNeeded()
                assertNoDiagnostics(root)
                assertMatchesFreshLayout(stack, direction, width: nil, height: nil, "\(direction) \(name)")
                counter += 1
            }
            let d = makeView("D", intrinsic: Size(width: 30, height: 40))
            let e = makeView("E", intrinsic: Size(width: 15, height: 5))
            step("add D") { stack.addArrangedSubview(d) }
            step("insert E at 1") { stack.insertArrangedSubview(e, at: 1) }
            step("remove B") { stack.removeArrangedSubview(b); b.removeFromSuperview() }
            step("hide C") { c.isHidden = true }
            step("hide A") { a.isHidden = true }
            step("unhide C") { c.isHidden = false }
            step("custom spacing after E") { stack.setCustomSpacing(25, after: e) }
            step("move E to the end") { stack.addArrangedSubview(e) }
            step("vertical") { stack.axis = .vertical }
            step("equalSpacing") { stack.distribution = .equalSpacing }
            step("spacing 4") { stack.spacing = 4 }
            step("center") { stack.alignment = .center }
            step("D intrinsic 50×15") { d.intrinsicSize = Size(width: 50, height: 15) }
            step("equalCentering") { stack.distribution = .equalCentering }
            step("unhide A") { a.isHidden = false }
            step("fillProportionally") { stack.distribution = .fillProportionally }
            step("D intrinsic 70×35") { d.intrinsicSize = Size(width: 70, height: 35) }
            step("horizontal, trailing") { stack.axis = .horizontal; stack.alignment = .trailing }
            step("fillEqually") { stack.distribution = .fillEqually }
            step("remove A from the tree") { a.removeFromSuperview() }
            step("system spacing") { stack.spacing = StackView.spacingUseSystem }
            step("re-add B at 0") { stack.insertArrangedSubview(b, at: 0) }
            XCTAssertEqual(counter, 22)
            XCTAssertEqual(stack.arrangedSubviews.map(\.name), ["B", "C", "D", "E"])
        }
    }

    /// Random sequences (seeded) on a fixed 2000×2000 stack and on an unconstrained one;
    /// item sizes stay small enough that nothing overflows, where ties would be UIKit's
    /// business rather than ours. Every step is compared with a fresh layout.
    func testRandomSequencesEndAsAFreshLayout() {
        for (seed, fixed) in [(UInt64(1), true), (2, false), (3, true), (4, false)] {
            var rng = SeededGenerator(seed: seed)
            let direction: UserInterfaceLayoutDirection = seed % 3 == 0 ? .rightToLeft : .leftToRight
            let stack = StackView()
            let size: Double? = fixed ? 2000 : nil
            let root = host(stack, direction, width: size, height: size)
            var made = 0
            func newView() -> View {
                made += 1
                return makeView("v\(made)", intrinsic: Size(width: Double(Int.random(in: 1...10, using: &rng) * 10),
                                                             height: Double(Int.random(in: 1...10, using: &rng) * 10)))
            }
            for index in 0..<60 {
                let items = stack.arrangedSubviews
                let pick = items.randomElement(using: &rng)
                var action = ""
                switch Int.random(in: 0..<13, using: &rng) {
                case 0 where items.count < 8:
                    action = "add"; stack.addArrangedSubview(newView())
                case 1 where items.count < 8:
                    let at = Int.random(in: 0...items.count, using: &rng)
                    action = "insert at \(at)"; stack.insertArrangedSubview(newView(), at: at)
                case 2 where pick != nil:
                    action = "remove \(pick!.name)"; stack.removeArrangedSubview(pick!); pick!.removeFromSuperview()
                case 3 where pick != nil:
                    action = "removeFromSuperview \(pick!.name)"; pick!.removeFromSuperview()
                case 4 where pick != nil:
                    action = "toggle hidden \(pick!.name)"; pick!.isHidden.toggle()
                case 5:
                    action = "axis"; stack.axis = stack.axis == .horizontal ? .vertical : .horizontal
                case 6:
                    stack.distribution = StackView.Distribution.allCases.randomElement(using: &rng)!
                    action = "distribution \(stack.distribution)"
                case 7:
                    stack.alignment = StackView.Alignment.allCases.randomElement(using: &rng)!
                    action = "alignment \(stack.alignment)"
                case 8:
                    stack.spacing = [0, 4, 10, StackView.spacingUseSystem, StackView.spacingUseDefault].randomElement(using: &rng)!
                    action = "spacing \(stack.spacing)"
                case 9 where pick != nil:
                    let value = [0, 7, 20, StackView.spacingUseDefault].randomElement(using: &rng)!
                    action = "custom spacing \(value) after \(pick!.name)"; stack.setCustomSpacing(value, after: pick!)
                case 10 where pick != nil:
                    pick!.intrinsicSize = Size(width: Double(Int.random(in: 1...10, using: &rng) * 10),
                                                      height: Double(Int.random(in: 1...10, using: &rng) * 10))
                    action = "resize \(pick!.name)"
                case 11 where pick != nil:
                    let priority = LayoutPriority(Float([249, 250, 251, 760].randomElement(using: &rng)!))
                    pick!.setContentHuggingPriority(priority, for: stack.axis)
                    action = "hugging \(priority) \(pick!.name)"
                default:
                    action = "layout only"
                }
                root.layoutIfNeeded()
                let label = "seed \(seed) step \(index): \(action)"
                XCTAssertTrue(root.layoutDiagnostics.isEmpty, "\(label): \(root.layoutDiagnostics)")
                assertMatchesFreshLayout(stack, direction, width: size, height: size, label)
            }
        }
    }

    /// A change of spacing keeps the same constraint objects and takes the cheap path; a
    /// change of visibility keeps the constraints it does not concern.
    func testRebuildsAreIncremental() {
        for direction in bothDirections {
            checkRebuildsAreIncremental(direction)
        }
    }

    /// Spacing 20: A 0–40, B 60–120, C 140–160 in a 160-wide stack; B hidden: A 0–40, C 60–80
    /// in 80. Right to left each x mirrors in the stack's width: C at 0 both times, A at 40.
    func checkRebuildsAreIncremental(_ direction: UserInterfaceLayoutDirection) {
        let (stack, a, b, c) = abcStack()
        let root = host(stack, direction)
        let spacingBefore = stack.generated.internalRules.filter { $0.identifier == "UISV-spacing" }
        let alignmentBefore = stack.generated.internalRules.filter { $0.identifier == "UISV-alignment" }
        stack.spacing = 20
        root.layoutIfNeeded()
        let spacingAfter = stack.generated.internalRules.filter { $0.identifier == "UISV-spacing" }
        XCTAssertEqual(spacingBefore.count, 2)
        XCTAssertEqual(spacingAfter.count, 2)
        XCTAssertTrue(zip(spacingBefore, spacingAfter).allSatisfy { $0 === $1 && $1.constant == 20 })
        assertStack(stack, direction, 160, 30)
        assertFrame(c, leadingX(140, 20, in: 160, direction), 0, 20, 30)
        b.isHidden = true
        root.layoutIfNeeded()
        let alignmentAfter = stack.generated.internalRules.filter { $0.identifier == "UISV-alignment" }
        XCTAssertEqual(alignmentBefore.count, 4)  // fill alignment: top and bottom of B and C to A
        XCTAssertEqual(alignmentAfter.count, alignmentBefore.count)  // hidden B stays aligned
        XCTAssertTrue(zip(alignmentBefore, alignmentAfter).allSatisfy { $0 === $1 })
        assertStack(stack, direction, 80, 30)
        assertFrame(c, leadingX(60, 20, in: 80, direction), 0, 20, 30)
        // The update converged: nothing is left marked after a layout.
        XCTAssertTrue(root.engineStorage?.viewsNeedingUpdate.isEmpty ?? false)
        assertFrame(a, leadingX(0, 40, in: 80, direction), 0, 40, 30, accuracy: 1e-9)
    }

    /// Resizing the stack from outside re-solves without rebuilding its rules; the proportional
    /// measurement of a vertical fill-aligned stack follows its width (§5.3) and ends as a
    /// fresh layout at the new width.
    func testResizingRemeasuresProportionalItems() {
        // Vertical: the items span the stack's width, so only the stack moves right to left,
        // to the root's right edge: 3000 − 200 = 2800, then 3000 − 300 = 2700.
        for direction in bothDirections {
            let (stack, p, q) = proportionalColumn()
            let root = host(stack, direction, width: 200)
            assertStack(stack, direction, 200, 150)
            assertFrame(p, 0, 0, 200, 100)
            let width = stack.constraints.first { $0.firstAttribute == .width && $0.secondItem == nil && $0.identifier == nil }
            XCTAssertNotNil(width)
            width?.constant = 300
            root.layoutIfNeeded()
            // Measured at 300: P's fitting height 150, Q 50 → D 200, stack 200 tall.
            assertFrame(stack, direction == .leftToRight ? 0 : 2700, 0, 300, 200)
            assertFrame(p, 0, 0, 300, 150)
            assertFrame(q, 0, 150, 300, 50)
            assertNoDiagnostics(root)
        }
    }

    /// Nested stacks changed before their first layout (a document's properties are applied
    /// once its whole tree is built, with no engine yet): the frames are those of the same tree
    /// built with the final properties from the start, in both directions.
    func testNestedStacksChangedBeforeTheFirstLayoutMatchTheTreeBuiltFinished() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            func tree(changedAfterNesting: Bool) -> (outer: StackView, views: [View]) {
                let outer = StackView()
                outer.identifier = "outer"
                outer.axis = .vertical
                let inner = StackView()
                inner.identifier = "inner"
                let a = makeView("a", intrinsic: Size(width: 40, height: 20))
                let b = makeView("b", intrinsic: Size(width: 60, height: 30))
                let c = makeView("c", intrinsic: Size(width: 30, height: 10))
                let tail = makeView("tail", intrinsic: Size(width: 100, height: 40))
                func finish() {
                    inner.spacing = 6
                    outer.distribution = .equalSpacing
                    b.intrinsicSize = Size(width: 70, height: 35)
                    c.isHidden = true
                    // b, not a (the first of two equal huggings), takes the inner stack's slack.
                    b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
                }
                if !changedAfterNesting { finish() }
                for view in [a, b, c] { inner.addArrangedSubview(view) }
                outer.addArrangedSubview(inner)
                outer.addArrangedSubview(tail)
                if changedAfterNesting { finish() }
                return (outer, [inner, a, b, c, tail])
            }
            let changed = tree(changedAfterNesting: true), finished = tree(changedAfterNesting: false)
            let changedRoot = host(changed.outer, direction, width: 300, height: 200)
            let finishedRoot = host(finished.outer, direction, width: 300, height: 200)
            assertNoDiagnostics(changedRoot)
            assertNoDiagnostics(finishedRoot)
            for (view, expected) in zip(changed.views, finished.views) {
                XCTAssertTrue(view.frame.isClose(to: expected.frame, tolerance: 1e-9),
                              "\(direction) \(view.name): \(view.frame) vs \(expected.frame)")
            }
            // The changes took effect: b stretched and at its new height, the spacing between,
            // c collapsed, the tail at the bottom (equal spacing).
            let (inner, a, b, tail) = (changed.views[0], changed.views[1], changed.views[2], changed.views[4])
            XCTAssertEqual(a.frame.width, 40, accuracy: 1e-9)
            XCTAssertEqual(b.frame.width, 300 - 40 - 6, accuracy: 1e-9)
            XCTAssertEqual(inner.frame.height, 35, accuracy: 1e-9)
            XCTAssertEqual(tail.frame.maxY, 200, accuracy: 1e-9)
        }
    }
}
