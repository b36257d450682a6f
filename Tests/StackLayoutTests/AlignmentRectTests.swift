import XCTest
@testable import StackLayout

/// `alignmentRectInsets`: Auto Layout places alignment rectangles; frames are them grown by
/// the insets, and a frame given by the user is a frame. Every case runs in both directions.
final class AlignmentRectTests: XCTestCase {
    /// A switch as UIKit sizes it: 51 x 31 frames, insets (0, 0, 0, 2), intrinsic 49 x 31.
    func makeSwitch(_ name: String, in parent: View? = nil) -> View {
        let view = makeView(name, in: parent, intrinsic: Size(width: 49, height: 31))
        view.setAlignmentRectInsets(EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        return view
    }

    func testLeadingPinPlacesTheAlignmentRectangle() throws {
        for direction in bothDirections {
            let root = directedRoot(direction)
            let toggle = makeSwitch("switch", in: root)
            try LayoutConstraint.activate([
                toggle.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                toggle.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            ])
            root.layoutIfNeeded()
            // The 49-wide alignment rectangle is 20 from the leading edge; the frame adds 2 on the right.
            let alignmentX = leadingX(20, 49, in: 390, direction)
            assertFrame(toggle, alignmentX, 100, 51, 31)
            XCTAssertTrue(toggle.alignmentRect(forFrame: toggle.frame)
                .isClose(to: Rect(x: alignmentX, y: 100, width: 49, height: 31), tolerance: 1e-9), "\(direction)")
        }
    }

    func testTrailingPinPlacesTheAlignmentRectangle() throws {
        for direction in bothDirections {
            let root = directedRoot(direction)
            let toggle = makeSwitch("switch", in: root)
            try LayoutConstraint.activate([
                toggle.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                toggle.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            ])
            root.layoutIfNeeded()
            let alignmentX = direction == .leftToRight ? 390 - 20 - 49 : 20.0
            assertFrame(toggle, alignmentX, 422 - 15.5, 51, 31)
        }
    }

    func testStackSpacesAlignmentRectangles() throws {
        for direction in bothDirections {
            let stack = StackView()
            stack.spacing = 8
            let toggle = makeSwitch("switch")
            let box = makeView("box", intrinsic: Size(width: 30, height: 31))
            stack.addArrangedSubview(toggle)
            stack.addArrangedSubview(box)
            host(stack, direction)
            // 49 + 8 + 30: the switch's 2-point outset is not part of the stack's arithmetic.
            assertFrame(stack, direction == .leftToRight ? 0 : 3000 - 87, 0, 87, 31)
            assertArranged(box, in: stack, direction, 57, 0, 30, 31)
            // The switch's frame sticks out of its alignment rectangle on the right, in both directions.
            let alignmentX = direction == .leftToRight ? 0.0 : 87 - 49
            assertFrame(toggle, alignmentX, 0, 51, 31)
        }
    }

    func testSegmentedControlInVerticalStack() throws {
        for direction in bothDirections {
            let stack = StackView()
            stack.axis = .vertical
            stack.spacing = 10
            let control = makeView("segments", intrinsic: Size(width: 200, height: 31))
            control.setAlignmentRectInsets(EdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
            let below = makeView("below", intrinsic: Size(width: 200, height: 20))
            stack.addArrangedSubview(control)
            stack.addArrangedSubview(below)
            host(stack, direction)
            assertFrame(stack, direction == .leftToRight ? 0 : 2800, 0, 200, 61)
            assertFrame(control, 0, 0, 200, 32)
            assertFrame(below, 0, 41, 200, 20)
        }
    }

    func testUserFrameIsAFrame() throws {
        for direction in bothDirections {
            let root = directedRoot(direction)
            let toggle = View(frame: Rect(x: 10, y: 10, width: 51, height: 31))
            toggle.identifier = "switch"
            toggle.setAlignmentRectInsets(EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
            root.addSubview(toggle)
            let label = makeView("label", in: root, intrinsic: Size(width: 40, height: 20))
            try LayoutConstraint.activate([
                label.leftAnchor.constraint(equalTo: toggle.rightAnchor, constant: 8),
                label.topAnchor.constraint(equalTo: toggle.topAnchor),
            ])
            root.layoutIfNeeded()
            assertFrame(toggle, 10, 10, 51, 31)
            // The switch's right anchor is its alignment rectangle's: 10 + 49.
            assertFrame(label, 67, 10, 40, 20)
        }
    }

    /// A card with alignment insets (4, 6, 8, 10) in a root laid out in `direction`, and the
    /// constraints that put its alignment rectangle, 184 × 88, at (100, 100).
    func makeInsetCard(_ direction: UserInterfaceLayoutDirection) -> (root: View, card: View, placement: [LayoutConstraint]) {
        let root = directedRoot(direction)
        let card = makeView("card", in: root)
        card.setAlignmentRectInsets(EdgeInsets(top: 4, left: 6, bottom: 8, right: 10))
        return (root, card, [
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            card.widthAnchor.constraint(equalToConstant: 184),
            card.heightAnchor.constraint(equalToConstant: 88),
        ])
    }

    /// A 30 × 30 view pinned to the inset card's leading and top margins, activated with the
    /// card's placement and laid out. Checks the card's frame, 16 wider and 12 taller than its
    /// alignment rectangle, and returns the view and the alignment rectangle's x.
    func pinToInsetCardMargins(_ name: String, _ root: View, _ card: View, _ placement: [LayoutConstraint],
                               _ direction: UserInterfaceLayoutDirection) throws -> (view: View, cardX: Double) {
        let view = makeView(name, in: card, intrinsic: Size(width: 30, height: 30))
        try LayoutConstraint.activate(placement + [
            view.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            view.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
        ])
        root.layoutIfNeeded()
        let cardX = leadingX(100, 184, in: 390, direction)
        assertFrame(card, cardX - 6, 96, 200, 100)
        return (view, cardX)
    }

    func testSuperviewInsetsDoNotMoveFramedSubviews() throws {
        for direction in bothDirections {
            let (root, card, placement) = makeInsetCard(direction)
            let framed = View(frame: Rect(x: 10, y: 12, width: 20, height: 20))
            framed.identifier = "framed"
            card.addSubview(framed)
            let inMargins = try pinToInsetCardMargins("inMargins", root, card, placement, direction).view
            assertFrame(framed, 10, 12, 20, 20)
            // Margins are measured from the frame (the bounds), not from the alignment rectangle.
            assertFrame(inMargins, direction == .leftToRight ? 8 : 200 - 8 - 30, 8, 30, 30)
        }
    }

    /// Constraints on a container's margins made after its insets changed read its new frame,
    /// through the margins guide and through the `…Margin` attributes (the engine keeps a
    /// guide's span only as long as the origins it is made of).
    func testMarginsReadAfterTheContainersInsetsChangedFollowTheNewFrame() throws {
        for direction in bothDirections {
            let (root, card, placement) = makeInsetCard(direction)
            let (first, cardX) = try pinToInsetCardMargins("first", root, card, placement, direction)

            card.setAlignmentRectInsets(.zero)
            let second = makeView("second", in: card, intrinsic: Size(width: 20, height: 20))
            let third = makeView("third", in: card, intrinsic: Size(width: 10, height: 10))
            try LayoutConstraint.activate([
                second.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
                second.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
                LayoutConstraint(item: third, attribute: .trailing, relatedBy: .equal,
                                 toItem: card, attribute: .trailingMargin),
                LayoutConstraint(item: third, attribute: .top, relatedBy: .equal,
                                 toItem: card, attribute: .topMargin),
            ])
            root.layoutIfNeeded()
            // The frame is the alignment rectangle now; margins are 8 from its edges.
            assertFrame(card, cardX, 100, 184, 88)
            assertFrame(first, direction == .leftToRight ? 8 : 184 - 8 - 30, 8, 30, 30)
            assertFrame(second, direction == .leftToRight ? 184 - 8 - 20 : 8, 88 - 8 - 20, 20, 20)
            assertFrame(third, direction == .leftToRight ? 184 - 8 - 10 : 8, 8, 10, 10)
        }
    }

    func testBaselineOffsetsAreFromTheFrameTop() throws {
        for direction in bothDirections {
            let root = directedRoot(direction)
            let outset = makeView("outset", in: root, intrinsic: Size(width: 40, height: 30))
            outset.setAlignmentRectInsets(EdgeInsets(top: 4, left: 0, bottom: 0, right: 0))
            outset.firstBaselineOffsetFromTop = 20
            let plain = makeView("plain", in: root, intrinsic: Size(width: 40, height: 30))
            plain.firstBaselineOffsetFromTop = 10
            try LayoutConstraint.activate([
                outset.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                outset.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
                plain.leadingAnchor.constraint(equalTo: outset.trailingAnchor),
                plain.firstBaselineAnchor.constraint(equalTo: outset.firstBaselineAnchor),
            ])
            root.layoutIfNeeded()
            // The frame's top is 46; its baseline 20 below, at 66; plain's top at 56.
            assertFrame(outset, leadingX(0, 40, in: 390, direction), 46, 40, 34)
            assertFrame(plain, leadingX(40, 40, in: 390, direction), 56, 40, 30)
        }
    }

    func testDirectionalInsetsFollowTheDirection() throws {
        for direction in bothDirections {
            let root = directedRoot(direction)
            let view = makeView("v", in: root, intrinsic: Size(width: 50, height: 10))
            view.setAlignmentRectInsets(SidedInsets(DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 5)))
            try LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                view.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            let expected = direction == .leftToRight
                ? EdgeInsets(top: 0, left: 0, bottom: 0, right: 5) : EdgeInsets(top: 0, left: 5, bottom: 0, right: 0)
            XCTAssertEqual(view.alignmentRectInsets, expected)
            // The outset is on the trailing side: the frame grows away from the pinned edge.
            assertFrame(view, direction == .leftToRight ? 10 : 390 - 10 - 55, 0, 55, 10)
        }
    }

    func testOverrideInASubclass() throws {
        final class Knob: View {
            override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
        }
        for direction in bothDirections {
            let root = directedRoot(direction)
            let knob = placed(Knob(), "knob", in: root)
            knob.intrinsicSize = Size(width: 10, height: 10)
            try LayoutConstraint.activate([
                knob.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                knob.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            assertFrame(knob, direction == .leftToRight ? -2 : 390 - 10 - 2, -1, 16, 14)
        }
    }

    func testChangingInsetsRelaysOut() throws {
        let root = directedRoot(.leftToRight)
        let view = makeView("v", in: root, intrinsic: Size(width: 50, height: 10))
        try LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        assertFrame(view, 10, 10, 50, 10)
        view.setAlignmentRectInsets(EdgeInsets(top: 2, left: 3, bottom: 0, right: 0))
        root.layoutIfNeeded()
        assertFrame(view, 7, 8, 53, 12)
        view.setAlignmentRectInsets(.zero)
        root.layoutIfNeeded()
        assertFrame(view, 10, 10, 50, 10)
    }

    /// A container's insets changed after a layout: what it holds stays on its alignment
    /// rectangle (the stack's own rules are translated again, not only the app's constraints).
    func testContentFollowsAContainersNewInsets() throws {
        for direction in bothDirections {
            let root = directedRoot(direction)
            let stack = StackView()
            stack.identifier = "stack"
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            let box = makeView("box", intrinsic: Size(width: 30, height: 31))
            stack.addArrangedSubview(box)
            try LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            ])
            root.layoutIfNeeded()
            let alignmentX = leadingX(20, 30, in: 390, direction)
            assertFrame(stack, alignmentX, 100, 30, 31)
            assertFrame(box, 0, 0, 30, 31)
            stack.setAlignmentRectInsets(EdgeInsets(top: 4, left: 6, bottom: 0, right: 0))
            root.layoutIfNeeded()
            assertFrame(stack, alignmentX - 6, 96, 36, 35)
            assertFrame(box, 6, 4, 30, 31)
        }
    }

    func testFramesRoundAtTheScale() throws {
        let root = directedRoot(.leftToRight)
        root.environment.scale = 2
        let view = makeView("v", in: root, intrinsic: Size(width: 20.3, height: 10))
        view.setAlignmentRectInsets(EdgeInsets(top: 0, left: 0.1, bottom: 0, right: 0))
        try LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // Frame edges 9.9 and 30.3 round to the half-point grid: 10 and 30.5.
        assertFrame(view, 10, 0, 20.5, 10)
    }

    func testFittingSizeIsTheAlignmentSize() throws {
        let container = View()
        container.identifier = "container"
        let toggle = makeSwitch("switch", in: container)
        try LayoutConstraint.activate([
            toggle.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            toggle.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            toggle.topAnchor.constraint(equalTo: container.topAnchor),
            toggle.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        let size = container.compressedFittingSize()
        XCTAssertEqual(size.width, 69, accuracy: 1e-6)
        XCTAssertEqual(size.height, 31, accuracy: 1e-6)
    }

    func testDocumentKey() throws {
        for direction in bothDirections {
            let layout = try DocumentLayout(text: """
            {"root": {"size": {"width": 390, "height": 844}, "subviews": [
              {"id": "a", "intrinsicSize": {"width": 49, "height": 31},
               "alignmentRectInsets": {"top": 0, "left": 0, "bottom": 0, "right": 2},
               "constraints": ["a.leading == root.leading + 20", "a.top == root.top + 100"]},
              {"id": "b", "intrinsicSize": {"width": 49, "height": 31},
               "alignmentRectInsets": {"trailing": 2},
               "constraints": ["b.leading == root.leading + 20", "b.top == a.bottom + 10"]}
            ]}}
            """, file: "test.json")
            let snapshot = try layout.solve(LayoutConfiguration(layoutDirection: direction))
            func frame(_ id: String) -> Rect? { snapshot.views.first { $0.id == id }?.frame }
            let x = leadingX(20, 49, in: 390, direction)
            XCTAssertEqual(frame("a"), Rect(x: x, y: 100, width: 51, height: 31), "\(direction)")
            XCTAssertEqual(frame("b"), Rect(x: direction == .leftToRight ? x : x - 2, y: 141, width: 51, height: 31),
                           "\(direction)")
        }
    }
}
