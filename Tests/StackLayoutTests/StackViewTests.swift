import XCTest
@testable import StackLayout

/// Both reading directions: every stack test runs in each.
let bothDirections: [UserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft]

/// A stack in a 3000×3000 root, pinned at the root's leading and top edges, optionally with a
/// required width and height, laid out in `direction`. Returns the root.
@discardableResult
func host(_ stack: StackView, _ direction: UserInterfaceLayoutDirection, width: Double? = nil, height: Double? = nil,
          file: StaticString = #filePath, line: UInt = #line) -> View {
    let root = View(frame: Rect(x: 0, y: 0, width: 3000, height: 3000))
    root.identifier = "root"
    root.environment.layoutDirection = direction
    if stack.identifier == nil { stack.identifier = "stack" }
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    var constraints = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                       stack.topAnchor.constraint(equalTo: root.topAnchor)]
    if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
    XCTAssertNoThrow(try LayoutConstraint.activate(constraints), file: file, line: line)
    root.layoutIfNeeded()
    return root
}

/// Asserts a frame given in left-to-right stack coordinates; in a right-to-left layout the
/// expected x is mirrored inside the stack: x' = stackWidth − x − w.
func assertArranged(_ view: View, in stack: StackView, _ direction: UserInterfaceLayoutDirection,
                    _ x: Double, _ y: Double, _ width: Double, _ height: Double, accuracy: Double = 1e-6,
                    file: StaticString = #filePath, line: UInt = #line) {
    let mirroredX = direction == .rightToLeft ? stack.frame.width - x - width : x
    assertFrame(view, mirroredX, y, width, height, accuracy: accuracy, file: file, line: line)
}

/// Asserts the stack's size, and its position: at the root's leading, top corner.
func assertStack(_ stack: StackView, _ direction: UserInterfaceLayoutDirection, _ width: Double, _ height: Double,
                 file: StaticString = #filePath, line: UInt = #line) {
    let x = direction == .rightToLeft ? (stack.superview?.frame.width ?? 0) - width : 0
    assertFrame(stack, x, 0, width, height, file: file, line: line)
}

/// Activates constraints, failing the test on an error.
func activateAll(_ constraints: [LayoutConstraint], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertNoThrow(try LayoutConstraint.activate(constraints), file: file, line: line)
}

/// Asserts that the tree's layout reported no conflict and no invalid constraint.
func assertNoDiagnostics(_ root: View, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertTrue(root.layoutDiagnostics.isEmpty, "\(root.layoutDiagnostics)", file: file, line: line)
}

/// Asserts that none of `views` is ambiguous (exact, so used on a sample).
func assertDetermined(_ views: [View], file: StaticString = #filePath, line: UInt = #line) {
    for view in views {
        XCTAssertFalse(view.hasAmbiguousLayout, "\(view.name) is ambiguous", file: file, line: line)
    }
}

final class StackViewTests: XCTestCase {
    /// §10's views: A 40×20, B 60×30, C 20×10, hugging 250 / CR 750.
    func abc() -> (View, View, View) {
        (makeView("A", intrinsic: Size(width: 40, height: 20)),
         makeView("B", intrinsic: Size(width: 60, height: 30)),
         makeView("C", intrinsic: Size(width: 20, height: 10)))
    }

    /// A horizontal stack of A, B, C with spacing 10 and the given distribution and alignment.
    func abcStack(_ distribution: StackView.Distribution = .fill, _ alignment: StackView.Alignment = .fill,
                  spacing: Double = 10) -> (StackView, View, View, View) {
        let (a, b, c) = abc()
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        return (stack, a, b, c)
    }

    /// Runs a golden: builds the stack, hosts it, checks the frames and that the layout is
    /// free of conflicts and ambiguity.
    func golden(_ distribution: StackView.Distribution, _ alignment: StackView.Alignment = .fill,
                width: Double? = nil, height: Double? = nil, stackSize: Size,
                setup: (View, View, View) -> Void = { _, _, _ in },
                frames: [(Double, Double, Double, Double)], file: StaticString = #filePath, line: UInt = #line) {
        for direction in bothDirections {
            let (stack, a, b, c) = abcStack(distribution, alignment)
            setup(a, b, c)
            let root = host(stack, direction, width: width, height: height)
            assertStack(stack, direction, stackSize.width, stackSize.height, file: file, line: line)
            for (view, f) in zip([a, b, c], frames) {
                assertArranged(view, in: stack, direction, f.0, f.1, f.2, f.3, file: file, line: line)
            }
            assertNoDiagnostics(root, file: file, line: line)
            assertDetermined([stack, a, b, c], file: file, line: line)
        }
    }

    // MARK: - §10 goldens

    func testG1FillUnconstrained() {
        golden(.fill, stackSize: Size(width: 140, height: 30),
               frames: [(0, 0, 40, 30), (50, 0, 60, 30), (120, 0, 20, 30)])
    }

    func testG2FillSurplusGoesToLowestHugging() {
        golden(.fill, width: 300, height: 50, stackSize: Size(width: 300, height: 50), setup: { _, b, c in
            b.setContentHuggingPriority(251, for: .horizontal)
            c.setContentHuggingPriority(252, for: .horizontal)
        }, frames: [(0, 0, 200, 50), (210, 0, 60, 50), (280, 0, 20, 50)])
    }

    func testG5FillDeficitComesFromLowestCompressionResistance() {
        golden(.fill, width: 100, height: 30, stackSize: Size(width: 100, height: 30), setup: { _, b, _ in
            b.setContentCompressionResistancePriority(749, for: .horizontal)
        }, frames: [(0, 0, 40, 30), (50, 0, 20, 30), (80, 0, 20, 30)])
    }

    func testG7FillEquallyUnconstrained() {
        golden(.fillEqually, stackSize: Size(width: 200, height: 30),
               frames: [(0, 0, 60, 30), (70, 0, 60, 30), (140, 0, 60, 30)])
    }

    func testG8FillEquallyFixed() {
        golden(.fillEqually, width: 320, height: 40, stackSize: Size(width: 320, height: 40),
               frames: [(0, 0, 100, 40), (110, 0, 100, 40), (220, 0, 100, 40)])
    }

    func testG10FillProportionallyUnconstrained() {
        golden(.fillProportionally, stackSize: Size(width: 140, height: 30),
               frames: [(0, 0, 40, 30), (50, 0, 60, 30), (120, 0, 20, 30)])
    }

    func testG11FillProportionallyFixedSpacing0() {
        for direction in bothDirections {
            let (stack, a, b, c) = abcStack(.fillProportionally, spacing: 0)
            let root = host(stack, direction, width: 240, height: 30)
            assertStack(stack, direction, 240, 30)
            assertArranged(a, in: stack, direction, 0, 0, 80, 30)
            assertArranged(b, in: stack, direction, 80, 0, 120, 30)
            assertArranged(c, in: stack, direction, 200, 0, 40, 30)
            assertNoDiagnostics(root)
            assertDetermined([a, b, c])
        }
    }

    func testG15EqualSpacingFixed() {
        golden(.equalSpacing, width: 300, height: 30, stackSize: Size(width: 300, height: 30),
               frames: [(0, 0, 40, 30), (130, 0, 60, 30), (280, 0, 20, 30)])
    }

    func testG16EqualSpacingUnconstrained() {
        golden(.equalSpacing, stackSize: Size(width: 140, height: 30),
               frames: [(0, 0, 40, 30), (50, 0, 60, 30), (120, 0, 20, 30)])
    }

    func testG18EqualCenteringFixed() {
        golden(.equalCentering, width: 300, height: 30, stackSize: Size(width: 300, height: 30),
               frames: [(0, 0, 40, 30), (125, 0, 60, 30), (280, 0, 20, 30)])
    }

    func testG21AlignmentTopUnconstrained() {
        golden(.fill, .top, stackSize: Size(width: 140, height: 30),
               frames: [(0, 0, 40, 20), (50, 0, 60, 30), (120, 0, 20, 10)])
    }

    func testG22AlignmentCenterHeight100() {
        golden(.fill, .center, height: 100, stackSize: Size(width: 140, height: 100),
               frames: [(0, 40, 40, 20), (50, 35, 60, 30), (120, 45, 20, 10)])
    }

    func testG23AlignmentBottomHeight50() {
        golden(.fill, .bottom, height: 50, stackSize: Size(width: 140, height: 50),
               frames: [(0, 30, 40, 20), (50, 20, 60, 30), (120, 40, 20, 10)])
    }

    func testG26VerticalCenterWidth100Spacing5() {
        for direction in bothDirections {
            let (a, b, _) = abc()
            let stack = StackView(arrangedSubviews: [a, b])
            stack.axis = .vertical
            stack.alignment = .center
            stack.spacing = 5
            let root = host(stack, direction, width: 100)
            assertStack(stack, direction, 100, 55)
            assertArranged(a, in: stack, direction, 30, 0, 40, 20)
            assertArranged(b, in: stack, direction, 20, 25, 60, 30)
            assertNoDiagnostics(root)
            assertDetermined([stack, a, b])
        }
    }

    /// G27/G28: margins top 10, leading 20, bottom 30, trailing 40 (directional, so a
    /// right-to-left layout mirrors them), three views of required size 100×100.
    func marginsGolden(_ axis: LayoutAxis, stackSize: Size, origins: [(Double, Double)],
                       file: StaticString = #filePath, line: UInt = #line) {
        for direction in bothDirections {
            let views = (0..<3).map { makeView("v\($0)") }
            for view in views {
                XCTAssertNoThrow(try LayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 100),
                                                                view.heightAnchor.constraint(equalToConstant: 100)]))
            }
            let stack = StackView(arrangedSubviews: views)
            stack.axis = axis
            stack.isLayoutMarginsRelativeArrangement = true
            stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
            let root = host(stack, direction)
            assertStack(stack, direction, stackSize.width, stackSize.height, file: file, line: line)
            for (view, origin) in zip(views, origins) {
                assertArranged(view, in: stack, direction, origin.0, origin.1, 100, 100, file: file, line: line)
            }
            assertNoDiagnostics(root, file: file, line: line)
            assertDetermined([stack] + views, file: file, line: line)
        }
    }

    func testG27VerticalMarginsRelative() {
        marginsGolden(.vertical, stackSize: Size(width: 160, height: 340), origins: [(20, 10), (20, 110), (20, 210)])
    }

    func testG28HorizontalMarginsRelative() {
        marginsGolden(.horizontal, stackSize: Size(width: 360, height: 140), origins: [(20, 10), (120, 10), (220, 10)])
    }

    // MARK: - G36: TZStackView's matrix

    /// G36 — TZStackView's configuration (§7.1): five views of intrinsic size 100×100 …
    /// 500×500 (hugging 250, CR 750), spacing 10, not margins-relative, stack position fixed
    /// and size free; 2 axes × 7 alignment names × 5 distributions.
    ///
    /// Derivation by hand (§6.1 along the axis, §6.4 across), L = 100, 200, 300, 400, 500:
    ///
    /// | distribution                    | stack length              | item positions             | item lengths |
    /// |---------------------------------|---------------------------|----------------------------|--------------|
    /// | fill                            | ΣL + 4·10 = 1540          | 0, 110, 320, 630, 1040     | L            |
    /// | fillProportionally              | D = 1540 (every ℓ/D·D = ℓ)| as fill                    | L            |
    /// | equalSpacing                    | ΣL + 4·max s = 1540       | as fill (gaps 10, @49 fit) | L            |
    /// | fillEqually                     | 5·max L + 40 = 2540       | 0, 510, 1020, 1530, 2040   | 500          |
    /// | equalCentering                  | L0/2 + 4d + L4/2 = 2140   | 0, 410, 820, 1230, 1640    | L            |
    ///
    /// equalCentering: d = max_k((L_k + L_k+1)/2 + 10) = (400 + 500)/2 + 10 = 460; centres
    /// 50, 510, 970, 1430, 1890 (every gap guide 460, so the centring levels 149…147 hold);
    /// the narrowest gap is the last (10). Across the axis the stack is as thick as the
    /// thickest item, 500 (fill: CR 750 beats hugging 250; otherwise the spanner fit @51):
    ///
    /// | alignment                                   | item cross position | item cross size |
    /// |---------------------------------------------|---------------------|-----------------|
    /// | fill                                        | 0                   | 500             |
    /// | leading / top, firstBaseline (no baselines) | 0                   | L               |
    /// | center                                      | (500 − L)/2         | L               |
    /// | trailing / bottom                           | 500 − L             | L               |
    ///
    /// firstBaseline falls back to top for text-free views (§6.4); in a vertical stack, which
    /// has no horizontal baseline, it uses the leading edge (our choice, §6.4 leaves it open).
    /// A vertical stack is the transpose (x ↔ y, width ↔ height); right to left mirrors every
    /// x inside the stack.
    func testG36TZStackViewMatrix() {
        let lengths: [Double] = [100, 200, 300, 400, 500]
        let along: [StackView.Distribution: (total: Double, positions: [Double], lengths: [Double])] = [
            .fill: (1540, [0, 110, 320, 630, 1040], lengths),
            .fillProportionally: (1540, [0, 110, 320, 630, 1040], lengths),
            .equalSpacing: (1540, [0, 110, 320, 630, 1040], lengths),
            .fillEqually: (2540, [0, 510, 1020, 1530, 2040], [500, 500, 500, 500, 500]),
            .equalCentering: (2140, [0, 410, 820, 1230, 1640], lengths),
        ]
        let names: [(String, StackView.Alignment)] = [
            ("fill", .fill), ("center", .center), ("leading", .leading), ("top", .top),
            ("trailing", .trailing), ("bottom", .bottom), ("firstBaseline", .firstBaseline),
        ]
        func across(_ alignment: StackView.Alignment, _ length: Double) -> (position: Double, size: Double) {
            switch alignment {
            case .fill: return (0, 500)
            case .leading, .firstBaseline: return (0, length)
            case .center: return ((500 - length) / 2, length)
            case .trailing: return (500 - length, length)
            case .lastBaseline: XCTFail("not in the matrix"); return (0, 0)
            }
        }
        var cases = 0
        for axis in LayoutAxis.allCases {
            for (name, alignment) in names {
                for distribution in StackView.Distribution.allCases {
                    for direction in bothDirections {
                        let views = lengths.enumerated().map { makeView("v\($0.offset)", intrinsic: Size(width: $0.element, height: $0.element)) }
                        let stack = StackView(arrangedSubviews: views)
                        stack.axis = axis
                        stack.alignment = alignment
                        stack.distribution = distribution
                        stack.spacing = 10
                        let root = host(stack, direction)
                        let expected = along[distribution]!
                        let label = "G36 \(axis) \(name) \(distribution) \(direction)"
                        let size = axis == .horizontal ? Size(width: expected.total, height: 500)
                            : Size(width: 500, height: expected.total)
                        assertStack(stack, direction, size.width, size.height)
                        for (index, view) in views.enumerated() {
                            let a = (expected.positions[index], expected.lengths[index])
                            let c = across(alignment, lengths[index])
                            let frame = axis == .horizontal ? (a.0, c.position, a.1, c.size) : (c.position, a.0, c.size, a.1)
                            let mirroredX = direction == .rightToLeft ? stack.frame.width - frame.0 - frame.2 : frame.0
                            XCTAssertTrue(view.frame.isClose(to: Rect(x: mirroredX, y: frame.1, width: frame.2, height: frame.3), tolerance: 1e-6),
                                          "\(label): \(view.name) \(view.frame)")
                        }
                        assertNoDiagnostics(root)
                        assertDetermined([stack] + views)
                        cases += 1
                    }
                }
            }
        }
        XCTAssertEqual(cases, 140)
    }

    // MARK: - G37 and seed 000: the tab strip

    /// A seed-000 tab: a plain view with a 50×50 image view centred in it.
    func makeTab(_ index: Int) -> (tab: View, image: View) {
        let tab = makeView("tab\(index)")
        let image = makeView("image\(index)", in: tab)
        XCTAssertNoThrow(try LayoutConstraint.activate([
            image.centerXAnchor.constraint(equalTo: tab.centerXAnchor),
            image.centerYAnchor.constraint(equalTo: tab.centerYAnchor),
            image.widthAnchor.constraint(equalToConstant: 50),
            image.heightAnchor.constraint(equalTo: image.widthAnchor),
        ]))
        return (tab, image)
    }

    /// G37, the stack part (§11): n tabs of `width == 130`, `height == 58` (standing in for
    /// the frame guide's 1/3 width and height) in a horizontal fill/fill stack, spacing 0, its
    /// height 58. Tab i at x = 130·i; stack 130n × 58; image (40, 4, 50, 50) in its tab
    /// (x = (130 − 50)/2, y = (58 − 50)/2), which mirrors onto itself right to left.
    func testG37TabStripStack() {
        for n in [1, 3, 4, 9] {
            for direction in bothDirections {
                let tabs = (0..<n).map { makeTab($0) }
                for (tab, _) in tabs {
                    XCTAssertNoThrow(try LayoutConstraint.activate([tab.widthAnchor.constraint(equalToConstant: 130),
                                                                    tab.heightAnchor.constraint(equalToConstant: 58)]))
                }
                let stack = StackView(arrangedSubviews: tabs.map(\.tab))
                let root = host(stack, direction, height: 58)
                assertStack(stack, direction, 130 * Double(n), 58)
                for (i, (tab, image)) in tabs.enumerated() {
                    assertArranged(tab, in: stack, direction, 130 * Double(i), 0, 130, 58)
                    assertFrame(image, 40, 4, 50, 50)
                }
                assertNoDiagnostics(root)
                assertDetermined([stack, tabs[0].tab, tabs[n - 1].tab, tabs[n - 1].image])
            }
        }
    }

    /// Seed 000 as the answer builds it, with a 390×58 container standing in for the scroll
    /// view: the stack pinned to its leading and top, `stack.height == container.height`,
    /// each tab `width == container.width × 1/3`, `height == container.height`. Tabs are
    /// added one at a time up to 9, then removed from the end with `removeFromSuperview`, as
    /// the seed's tap handler does; at 1, 3, 4 and 9 tabs every frame is checked (§11).
    func testSeed000TabsAddedAndRemoved() {
        for direction in bothDirections {
            let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
            root.environment.layoutDirection = direction
            let container = View(frame: Rect(x: 0, y: 47, width: 390, height: 58))
            container.identifier = "scroll"
            root.addSubview(container)
            let stack = StackView()
            stack.identifier = "stack"
            stack.axis = .horizontal
            stack.distribution = .fill
            stack.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(stack)
            XCTAssertNoThrow(try LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                stack.topAnchor.constraint(equalTo: container.topAnchor),
                stack.heightAnchor.constraint(equalTo: container.heightAnchor),
            ]))
            var tabs: [(tab: View, image: View)] = []
            func check(_ n: Int, file: StaticString = #filePath, line: UInt = #line) {
                root.layoutIfNeeded()
                XCTAssertEqual(stack.arrangedSubviews.count, n, file: file, line: line)
                let width = 130 * Double(n)
                assertFrame(stack, direction == .rightToLeft ? 390 - width : 0, 0, width, 58, file: file, line: line)
                for (i, (tab, image)) in tabs.enumerated() {
                    assertArranged(tab, in: stack, direction, 130 * Double(i), 0, 130, 58, file: file, line: line)
                    assertFrame(image, 40, 4, 50, 50, file: file, line: line)
                }
                assertNoDiagnostics(root, file: file, line: line)
            }
            func addTab() {
                let tab = makeTab(tabs.count)
                stack.addArrangedSubview(tab.tab)
                XCTAssertNoThrow(try LayoutConstraint.activate([
                    tab.tab.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 1.0 / 3.0),
                    tab.tab.heightAnchor.constraint(equalTo: container.heightAnchor),
                ]))
                tabs.append(tab)
            }
            addTab()
            check(1)
            while tabs.count < 9 {
                addTab()
                if [3, 4, 9].contains(tabs.count) { check(tabs.count) }
            }
            while tabs.count > 1 {
                stack.arrangedSubviews.last?.removeFromSuperview()
                tabs.removeLast()
                if [4, 3, 1].contains(tabs.count) { check(tabs.count) }
            }
            XCTAssertFalse(stack.hasAmbiguousLayout)
            XCTAssertFalse(tabs[0].image.hasAmbiguousLayout)
        }
    }
}
