import XCTest
@testable import StackLayout

/// `systemLayoutSizeFitting` of a view inside a tree: the subtree is measured by the engine's
/// own translation of its constraints (a scratch engine whose root is the measured view), so
/// the fitting reads leading and trailing in the tree's direction, a scroll view's content
/// guide as its content, a multiplied location in its container's space, and reports a
/// conflict it meets. Each fitting is checked against the tree's own layout of the same view.
final class SystemLayoutSizeFittingTests: XCTestCase {
    func makeRoot(_ direction: UserInterfaceLayoutDirection) -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        root.identifier = "root"
        root.environment.layoutDirection = direction
        root.environment.scale = 3
        return root
    }

    /// `panel` at the root's top-left corner, its size left to its content.
    func pinTopLeft(_ panel: View, in root: View) throws {
        try LayoutConstraint.activate([
            panel.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
    }

    /// A box whose leading and trailing insets differ (10 and 30); a marker fills the space
    /// left of the box (physically) and is as tall as it is wide, and the panel as tall as the
    /// marker: 10 high left to right, 30 right to left, which a fitting that read leading as
    /// left could not give.
    func testFittingASubtreeReadsLeadingAndTrailingInTheTreesDirection() throws {
        for direction in bothDirections {
            let root = makeRoot(direction)
            let panel = placed(View(), "panel", in: root)
            let box = placed(View(), "box", in: panel)
            let marker = placed(View(), "marker", in: panel)
            try pinTopLeft(panel, in: root)
            let leading = box.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10)
            try LayoutConstraint.activate([
                leading,
                box.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -30),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.topAnchor.constraint(equalTo: panel.topAnchor),
                marker.leftAnchor.constraint(equalTo: panel.leftAnchor),
                marker.rightAnchor.constraint(equalTo: box.leftAnchor),
                marker.heightAnchor.constraint(equalTo: marker.widthAnchor),
                marker.topAnchor.constraint(equalTo: panel.topAnchor),
                marker.bottomAnchor.constraint(equalTo: panel.bottomAnchor),
            ])
            let expected = direction == .leftToRight ? 10.0 : 30
            let size = panel.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            XCTAssertEqual(size.width, 140, accuracy: 1e-6, "\(direction)")
            XCTAssertEqual(size.height, expected, accuracy: 1e-6, "\(direction)")
            root.layoutIfNeeded()
            assertFrame(panel, 10, 20, 140, expected)
            // A second fitting, after the layout, agrees with it.
            let again = panel.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            XCTAssertEqual(again.height, panel.frame.height, accuracy: 1e-6, "\(direction)")
            // The tree's engine finds its constraints as it left them: a change of constant is
            // applied incrementally by the next layout.
            leading.constant = 50
            root.layoutIfNeeded()
            assertFrame(panel, 10, 20, 180, direction == .leftToRight ? 50 : 30)
            XCTAssertEqual(root.layoutDiagnostics.map(\.message), [], "\(direction)")
        }
    }

    /// The direction a fitting reads leading and trailing in is the measured view's own in
    /// the tree, forced by an ancestor outside the measured subtree included.
    func testFittingASubtreeKeepsADirectionForcedFromOutside() throws {
        let root = makeRoot(.leftToRight)
        let holder = placed(View(), "holder", in: root)
        holder.semanticContentAttribute = .forceRightToLeft
        let panel = placed(View(), "panel", in: holder)
        let box = placed(View(), "box", in: panel)
        try LayoutConstraint.activate([
            holder.leftAnchor.constraint(equalTo: root.leftAnchor),
            holder.topAnchor.constraint(equalTo: root.topAnchor),
            panel.leftAnchor.constraint(equalTo: holder.leftAnchor, constant: 10),
            panel.topAnchor.constraint(equalTo: holder.topAnchor, constant: 20),
            holder.rightAnchor.constraint(equalTo: panel.rightAnchor),
            holder.bottomAnchor.constraint(equalTo: panel.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
            box.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -30),
            box.widthAnchor.constraint(equalToConstant: 100),
            // 10 + 100 from the left edge left to right, 30 + 100 right to left.
            box.rightAnchor.constraint(equalTo: panel.leftAnchor, constant: 130),
            box.topAnchor.constraint(equalTo: panel.topAnchor),
            box.bottomAnchor.constraint(equalTo: panel.bottomAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        XCTAssertEqual(panel.systemLayoutSizeFitting(View.layoutFittingCompressedSize), Size(width: 140, height: 10))
        XCTAssertEqual(root.layoutDiagnostics.map(\.message), [])
        root.layoutIfNeeded()
        assertFrame(panel, 10, 20, 140, 10)
        assertFrame(box, 30, 0, 100, 10)
        XCTAssertEqual(root.layoutDiagnostics.map(\.message), [])
    }

    /// A scroll view's content guide is its content, not its frame: a 200 x 300 content view
    /// pinned to it sets the content size, and the scroll view (150 x 100 at 750, which
    /// nothing contradicts: a fitting that read the guide as the frame would make it 200 x 300)
    /// the panel's size.
    func testFittingASubtreeHoldingAScrollViewReadsTheContentGuideAsContent() throws {
        for direction in bothDirections {
            let root = makeRoot(direction)
            let panel = placed(View(), "panel", in: root)
            let scroll = placed(ScrollView(), "scroll", in: panel)
            let content = placed(View(), "content", in: scroll)
            try pinTopLeft(panel, in: root)
            try LayoutConstraint.activate([
                scroll.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 8),
                scroll.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -8),
                scroll.topAnchor.constraint(equalTo: panel.topAnchor, constant: 8),
                scroll.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -8),
                scroll.widthAnchor.constraint(equalToConstant: 150).withPriority(.defaultHigh),
                scroll.heightAnchor.constraint(equalToConstant: 100).withPriority(.defaultHigh),
                content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                content.widthAnchor.constraint(equalToConstant: 200),
                content.heightAnchor.constraint(equalToConstant: 300),
            ])
            let size = panel.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            XCTAssertEqual(size.width, 166, accuracy: 1e-6, "\(direction)")
            XCTAssertEqual(size.height, 116, accuracy: 1e-6, "\(direction)")
            // The fitting left the scroll view as it was.
            XCTAssertEqual(scroll.contentSize, .zero)
            root.layoutIfNeeded()
            assertFrame(panel, 10, 20, 166, 116)
            XCTAssertEqual(scroll.contentSize, Size(width: 200, height: 300))
            let again = panel.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            XCTAssertEqual(again, Size(width: 166, height: 116))
            XCTAssertEqual(scroll.contentSize, Size(width: 200, height: 300))
            XCTAssertEqual(root.layoutDiagnostics.map(\.message), [], "\(direction)")
        }
    }

    /// Locations with a multiplier are measured in the coordinate space of the view the
    /// constraint is installed on, mirrored right to left for leading and trailing:
    /// `marker.leading == 0.5 × panel.trailing` puts the marker's leading edge at the middle of
    /// a 200-point panel, so the space left of it is 100 points left to right and 60 (100 less
    /// the marker's 40) right to left; `dot.centerX == 0.5 × panel.centerX` puts the dot's
    /// centre at 50 either way, and a square fills the 40 points left of it.
    func testFittingASubtreeMeasuresMultipliedLocationsInTheContainersSpace() throws {
        for direction in bothDirections {
            let root = makeRoot(direction)
            let panel = placed(View(), "panel", in: root)
            let marker = placed(View(), "marker", in: panel)
            let spacer = placed(View(), "spacer", in: panel)
            let dot = placed(View(), "dot", in: panel)
            let square = placed(View(), "square", in: panel)
            try pinTopLeft(panel, in: root)
            try LayoutConstraint.activate([
                panel.widthAnchor.constraint(equalToConstant: 200),
                LayoutConstraint(item: marker, attribute: .leading, relatedBy: .equal, toItem: panel,
                                 attribute: .trailing, multiplier: 0.5, constant: 0),
                marker.widthAnchor.constraint(equalToConstant: 40),
                marker.heightAnchor.constraint(equalToConstant: 10),
                marker.topAnchor.constraint(equalTo: panel.topAnchor),
                spacer.leftAnchor.constraint(equalTo: panel.leftAnchor),
                spacer.rightAnchor.constraint(equalTo: marker.leftAnchor),
                spacer.heightAnchor.constraint(equalTo: spacer.widthAnchor),
                spacer.topAnchor.constraint(equalTo: panel.topAnchor),
                LayoutConstraint(item: dot, attribute: .centerX, relatedBy: .equal, toItem: panel,
                                 attribute: .centerX, multiplier: 0.5, constant: 0),
                dot.widthAnchor.constraint(equalToConstant: 20),
                dot.heightAnchor.constraint(equalToConstant: 10),
                dot.topAnchor.constraint(equalTo: panel.topAnchor),
                // A second square fills the space left of the dot (40 points) below the first.
                square.leftAnchor.constraint(equalTo: panel.leftAnchor),
                square.rightAnchor.constraint(equalTo: dot.leftAnchor),
                square.heightAnchor.constraint(equalTo: square.widthAnchor),
                square.topAnchor.constraint(equalTo: spacer.bottomAnchor),
                panel.bottomAnchor.constraint(equalTo: square.bottomAnchor),
            ])
            let expected = (direction == .leftToRight ? 100.0 : 60) + 40
            let size = panel.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            XCTAssertEqual(size.width, 200, accuracy: 1e-6, "\(direction)")
            XCTAssertEqual(size.height, expected, accuracy: 1e-6, "\(direction)")
            root.layoutIfNeeded()
            assertFrame(panel, 10, 20, 200, expected)
            XCTAssertEqual(dot.frame.midX, 50, accuracy: 1e-6)
            XCTAssertEqual(root.layoutDiagnostics.map(\.message), [], "\(direction)")
        }
    }

    /// Required constraints that cannot hold together inside the measured subtree: the
    /// fitting breaks one as the layout would, and says so in the tree's diagnostics.
    func testAConflictInsideAFittingIsReported() throws {
        for direction in bothDirections {
            let root = makeRoot(direction)
            let panel = placed(View(), "panel", in: root)
            let box = placed(View(), "box", in: panel)
            try pinTopLeft(panel, in: root)
            let wide = box.widthAnchor.constraint(equalToConstant: 100)
            let narrow = box.widthAnchor.constraint(equalToConstant: 50)
            try LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
                box.topAnchor.constraint(equalTo: panel.topAnchor),
                box.bottomAnchor.constraint(equalTo: panel.bottomAnchor),
                box.heightAnchor.constraint(equalToConstant: 20),
                wide, narrow,
            ])
            let size = panel.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            // The newest of the conflict breaks, as in a layout.
            XCTAssertEqual(size, Size(width: 100, height: 20))
            let reports = root.layoutDiagnostics.filter { $0.kind == .unsatisfiable }
            XCTAssertEqual(reports.count, 1, "\(direction)")
            XCTAssertTrue(reports.first?.constraint === narrow)
            XCTAssertTrue(reports.first?.message.contains("systemLayoutSizeFitting of panel") == true,
                          reports.first?.message ?? "no report")
            XCTAssertTrue(reports.first?.conflicting.contains { $0 === wide } == true)
            // Nothing was left broken in the tree itself: its own layout meets the conflict afresh.
            XCTAssertFalse(narrow.isBroken)
            root.layoutIfNeeded()
            assertFrame(panel, 10, 20, 100, 20)
            XCTAssertTrue(narrow.isBroken)
        }
    }

    /// A fitting inside a fitting: a content view (inside a cell, inside a table) holding a
    /// fillProportionally stack of cards with wrapping labels, whose cards the stack measures
    /// by fittings of their own while the content view's fitting lays it out. Where nothing
    /// outside constrains the content's height, its fitting at the cell's width is the height
    /// the table's layout gives it, and the fitting changes nothing the layout then finds.
    func testNestedFittingsAgreeWithTheLayout() throws {
        for direction in bothDirections {
            let table = makeRoot(direction)
            let cell = View(frame: Rect(x: 0, y: 80, width: 320, height: 44))
            cell.identifier = "cell"
            table.addSubview(cell)
            let content = placed(View(), "content", in: cell)
            let stack = placed(StackView(), "stack", in: content)
            stack.axis = .vertical
            stack.distribution = .fillProportionally
            stack.spacing = 4
            let texts = ["One line", "A longer text that wraps onto a second line and then a third one at this width",
                         "Two short lines of text here, maybe"]
            for (index, text) in texts.enumerated() {
                let card = placed(View(), "card\(index)")
                let label = placed(Label(text: text), "label\(index)", in: card)
                label.numberOfLines = 0
                try LayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
                    label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4),
                    label.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
                    label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -6),
                ])
                stack.addArrangedSubview(card)
            }
            try LayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
                content.topAnchor.constraint(equalTo: cell.topAnchor),
                stack.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
                stack.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
                stack.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
                stack.heightAnchor.constraint(equalToConstant: 240),
            ])
            let before = content.systemLayoutSizeFitting(Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                         verticalFittingPriority: .fittingSizeLevel)
            table.layoutIfNeeded()
            XCTAssertEqual(before, Size(width: 320, height: 256), "\(direction)")
            assertFrame(content, 0, 0, 320, 256)
            let frames = stack.arrangedSubviews.map(\.frame)
            let after = content.systemLayoutSizeFitting(Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                        verticalFittingPriority: .fittingSizeLevel)
            XCTAssertEqual(after, before, "\(direction)")
            // The cards share the stack by their wrapped heights at the stack's width (304).
            let heights = frames.map(\.height)
            XCTAssertLessThan(heights[0], heights[2], "\(direction) \(heights)")
            XCTAssertLessThan(heights[2], heights[1], "\(direction) \(heights)")
            table.layoutIfNeeded()
            XCTAssertEqual(stack.arrangedSubviews.map(\.frame), frames, "\(direction)")
            XCTAssertEqual(table.layoutDiagnostics.map(\.message), [], "\(direction)")
        }
    }

    /// A view that counts the layout callbacks it gets.
    final class CountingView: View {
        var layouts = 0
        var updates = 0
        override func layoutSubviews() { layouts += 1 }
        override func updateConstraints() { updates += 1 }
    }

    /// A fitting measures: it calls none of the app's `layoutSubviews()` or
    /// `updateConstraints()` (a layout calls both), and leaves the tree's pending work alone,
    /// so the next layout finds nothing changed by it.
    func testAFittingCallsNoAppCode() throws {
        for direction in bothDirections {
            let root = makeRoot(direction)
            let panel = placed(CountingView(), "panel", in: root)
            let inner = placed(CountingView(), "inner", in: panel)
            try pinTopLeft(panel, in: root)
            try LayoutConstraint.activate([
                inner.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 4),
                inner.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -4),
                inner.topAnchor.constraint(equalTo: panel.topAnchor, constant: 4),
                inner.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -4),
                inner.widthAnchor.constraint(equalToConstant: 50),
                inner.heightAnchor.constraint(equalToConstant: 30),
            ])
            root.layoutIfNeeded()
            let counts = [panel, inner].map { ($0.layouts, $0.updates) }
            XCTAssertEqual(counts.map(\.0), [1, 1], "\(direction)")
            XCTAssertEqual(panel.systemLayoutSizeFitting(View.layoutFittingCompressedSize), Size(width: 58, height: 38))
            XCTAssertEqual(panel.systemLayoutSizeFitting(Size(width: 100, height: 100)), Size(width: 58, height: 38))
            XCTAssertEqual([panel, inner].map(\.layouts), counts.map(\.0), "\(direction)")
            XCTAssertEqual([panel, inner].map(\.updates), counts.map(\.1), "\(direction)")
            XCTAssertFalse(root.engine.hasPendingWork, "\(direction)")
            assertFrame(inner, 4, 4, 50, 30)
        }
    }
}
