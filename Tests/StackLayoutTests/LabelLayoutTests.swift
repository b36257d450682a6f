import XCTest
@testable import StackLayout

/// Labels, buttons and fields laid out: in stacks and scroll views, wrapping at the width the
/// layout gives them (UIKit's automatic preferred max layout width), in a self-sizing cell
/// through `systemLayoutSizeFitting`, aligned by their baselines. Every case runs in both
/// directions.
final class LabelLayoutTests: XCTestCase {
    let paragraph = "Auto Layout places alignment rectangles, and a label that wraps learns its width from "
        + "the layout before it knows its height, so UIKit lays out twice."
    let measurer = SystemFontMeasurer()

    func makeRoot(_ direction: UserInterfaceLayoutDirection, width: Double = 390, height: Double = 844,
                  scale: Double = 3) -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: width, height: height))
        root.identifier = "root"
        root.environment.layoutDirection = direction
        root.environment.scale = scale
        return root
    }

    func wrapping(_ text: String, _ name: String, font: Font = .systemFont(ofSize: 17)) -> Label {
        let label = placed(Label(text: text, font: font), name)
        label.numberOfLines = 0
        return label
    }

    /// The height of `text` wrapped at `width`, rounded to `scale`.
    func wrappedHeight(_ text: String, at width: Double, font: Font = .systemFont(ofSize: 17), scale: Double = 3) -> Double {
        let m = measurer.measure(text, font: font, maximumWidth: width, numberOfLines: 0, lineBreakMode: .byTruncatingTail)
        return ceilToPixel(m.size.height, scale: scale)
    }

    /// The layout passes settled: no `unsettled` diagnostic (nor any other).
    func assertSettled(_ root: View, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(root.layoutDiagnostics.map(\.message), [], file: file, line: line)
    }

    func lineCount(_ text: String, at width: Double) -> Int {
        measurer.measure(text, font: .systemFont(ofSize: 17), maximumWidth: width, numberOfLines: 0,
                         lineBreakMode: .byTruncatingTail).lineCount
    }

    // MARK: Wrapping in a stack

    func testWrappingLabelInAVerticalStackAtTwoWidths() throws {
        for direction in bothDirections {
            let root = makeRoot(direction)
            let stack = placed(StackView(), "stack", in: root)
            stack.axis = .vertical
            stack.spacing = 8
            let title = placed(Label(text: "Title", font: .systemFont(ofSize: 17, weight: .semibold)), "title")
            let body = wrapping(paragraph, "body")
            let footer = placed(Label(text: "Footer"), "footer")
            for view in [title, body, footer] { stack.addArrangedSubview(view) }
            try LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            ])
            for width in [390.0, 250, 390] {
                root.frame = Rect(x: 0, y: 0, width: width, height: 844)
                root.layoutIfNeeded()
                let inner = width - 32
                let height = wrappedHeight(paragraph, at: inner)
                XCTAssertGreaterThan(lineCount(paragraph, at: inner), 1)
                assertFrame(body, 0, 20.333 + 8, inner, height, accuracy: 0.001)
                assertFrame(footer, 0, 20.333 + 8 + height + 8, inner, 20.333, accuracy: 0.001)
                assertFrame(stack, 16, 50, inner, 20.333 * 2 + height + 16, accuracy: 0.001)
                assertSettled(root)
            }
            XCTAssertEqual(lineCount(paragraph, at: 358), 4)
            XCTAssertEqual(lineCount(paragraph, at: 218), 6)
        }
    }

    /// A label free to be narrower than its container: it wraps at a narrow width, and returns
    /// to one line when the container grows (each layout starts from the unwrapped size).
    func testShrinkWrappedLabelGrowsBackToOneLine() throws {
        for direction in bothDirections {
            let root = makeRoot(direction, width: 200)
            let label = wrapping("Wraps when narrow, one line when wide", "label")
            root.addSubview(label)
            try LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
                label.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            let full = measurer.width(of: label.text!, font: label.font)
            XCTAssertGreaterThan(label.frame.height, 40)
            XCTAssertLessThanOrEqual(label.frame.width, 160)
            root.frame = Rect(x: 0, y: 0, width: 1000, height: 844)
            root.layoutIfNeeded()
            assertFrame(label, leadingX(20, ceilToPixel(full, scale: 3), in: 1000, direction), 0,
                        ceilToPixel(full, scale: 3), 20.333, accuracy: 0.001)
        }
    }

    func testExplicitPreferredMaxLayoutWidth() throws {
        let root = makeRoot(.leftToRight)
        let label = wrapping(paragraph, "label", font: .systemFont(ofSize: 17))
        label.preferredMaxLayoutWidth = 150
        root.addSubview(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertLessThanOrEqual(label.frame.width, 150)
        XCTAssertEqual(label.frame.height, wrappedHeight(paragraph, at: 150), accuracy: 0.001)
    }

    func testNumberOfLinesCapsTheHeight() throws {
        let root = makeRoot(.leftToRight)
        let label = wrapping(paragraph, "label")
        label.numberOfLines = 2
        root.addSubview(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.addSubview(label)
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.height, 40.667, accuracy: 0.001)
    }

    // MARK: Self-sizing cells

    /// A cell's content view: two labels on the margins, the second wrapping.
    func makeCell() throws -> (View, Label, Label) {
        let content = View(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        content.identifier = "content"
        content.environment.scale = 3
        let title = placed(Label(text: "Headline", font: .preferredFont(forTextStyle: .headline)), "title", in: content)
        let detail = wrapping(paragraph, "detail", font: .preferredFont(forTextStyle: .subheadline))
        content.addSubview(detail)
        try LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: content.layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            detail.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            detail.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            detail.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
        ])
        return (content, title, detail)
    }

    func testSelfSizingCellHeightViaSystemLayoutSizeFitting() throws {
        for direction in bothDirections {
            let (content, _, detail) = try makeCell()
            content.environment.layoutDirection = direction
            let font = Font.systemFont(ofSize: 15)
            for width in [320.0, 200] {
                let size = content.systemLayoutSizeFitting(Size(width: width, height: 0),
                                                           withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel)
                let detailHeight = wrappedHeight(paragraph, at: width - 16, font: font)
                XCTAssertEqual(size.width, width, accuracy: 1e-6)
                XCTAssertEqual(size.height, 8 + 20.333 + 4 + detailHeight + 8, accuracy: 0.001, "\(width)")
            }
            // Fitting leaves the frames as they were: the content view is still 320 x 44.
            XCTAssertEqual(content.frame, Rect(x: 0, y: 0, width: 320, height: 44))
            content.layoutIfNeeded()
            assertFrame(content, 0, 0, 320, 44)
            XCTAssertEqual(detail.frame.width, 304, accuracy: 1e-6)
        }
    }

    /// The same content view inside a cell inside a table-like parent (so not the root of its
    /// tree): the fitting measures its subtree on its own, and the detail label wraps at the
    /// width the fitting gives it, at 320 and at 200 points, before and after a layout.
    func testSelfSizingCellInsideATreeViaSystemLayoutSizeFitting() throws {
        for direction in bothDirections {
            let table = makeRoot(direction, width: 320, height: 600)
            let cell = View(frame: Rect(x: 0, y: 100, width: 320, height: 44))
            cell.identifier = "cell"
            table.addSubview(cell)
            let (content, _, detail) = try makeCell()
            cell.addSubview(content)
            let font = Font.systemFont(ofSize: 15)
            func check(_ stage: String) {
                for width in [320.0, 200] {
                    let size = content.systemLayoutSizeFitting(Size(width: width, height: 0),
                                                               withHorizontalFittingPriority: .required,
                                                               verticalFittingPriority: .fittingSizeLevel)
                    let detailHeight = wrappedHeight(paragraph, at: width - 16, font: font)
                    XCTAssertEqual(size.width, width, accuracy: 1e-6)
                    XCTAssertEqual(size.height, 8 + 20.333 + 4 + detailHeight + 8, accuracy: 0.001, "\(stage) \(width)")
                }
            }
            check("before a layout")
            XCTAssertNotEqual(wrappedHeight(paragraph, at: 304, font: font), wrappedHeight(paragraph, at: 184, font: font))
            table.layoutIfNeeded()
            assertFrame(content, 0, 0, 320, 44)
            XCTAssertEqual(detail.frame.width, 304, accuracy: 1e-6)
            let laidOut = detail.frame
            check("after a layout")
            // Fitting leaves the tree as it was: frames, and the label's wrapping.
            XCTAssertEqual(detail.frame, laidOut)
            XCTAssertEqual(detail.intrinsicSize.height, wrappedHeight(paragraph, at: 304, font: font), accuracy: 1e-9)
            table.layoutIfNeeded()
            XCTAssertEqual(detail.frame, laidOut)
            assertSettled(table)
        }
    }

    /// A fillProportionally stack measures an arranged view without an intrinsic size (a card
    /// holding a wrapping label) by a fitting of the card on its own, where the label wraps at
    /// the width the fitting gives it. In a centre-aligned vertical stack nothing limits the
    /// card's width there, so each label measures one line, however the last layout wrapped it:
    /// the cards share the stack's height by their one-line heights (equal), at the first
    /// layout and at a re-measure after the labels wrapped (the distribution set again).
    func testFillProportionallyMeasuresWrappingLabelsAtTheFittingsWidth() throws {
        for direction in bothDirections {
            let root = makeRoot(direction)
            let stack = placed(StackView(), "stack", in: root)
            stack.axis = .vertical
            stack.alignment = .center
            stack.distribution = .fillProportionally
            let texts = [Array(repeating: paragraph, count: 2).joined(separator: " "), "Short"]
            var cards: [View] = []
            var labels: [Label] = []
            for (index, text) in texts.enumerated() {
                let card = placed(View(), "card\(index)")
                let label = wrapping(text, "label\(index)")
                card.addSubview(label)
                try LayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                    label.topAnchor.constraint(equalTo: card.topAnchor),
                    label.bottomAnchor.constraint(equalTo: card.bottomAnchor),
                ])
                stack.addArrangedSubview(card)
                cards.append(card)
                labels.append(label)
            }
            try LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
                stack.heightAnchor.constraint(equalToConstant: 300),
            ])
            func check(_ stage: String) {
                for card in cards {
                    XCTAssertEqual(card.frame.height, 150, accuracy: 0.34, "\(direction) \(stage) \(card.name)")
                }
                // The long label wraps at the stack's width (the card is as wide as its widest line).
                XCTAssertTrue((340...350).contains(cards[0].frame.width), "\(direction) \(stage) \(cards[0].frame)")
            }
            root.layoutIfNeeded()
            check("first layout")
            let first = cards.map(\.frame)
            // The long label wrapped at the stack's width; measure the cards again.
            XCTAssertGreaterThan(labels[0].intrinsicSize.height, 3 * labels[1].intrinsicSize.height)
            stack.distribution = .fill
            root.layoutIfNeeded()
            stack.distribution = .fillProportionally
            root.layoutIfNeeded()
            check("measured again")
            XCTAssertEqual(cards.map(\.frame), first)
            assertSettled(root)
        }
    }

    func testCompressedFittingWithoutATargetWidth() throws {
        let (content, _, _) = try makeCell()
        // Nothing limits the width: the labels stay on one line.
        let size = content.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        let font = Font.systemFont(ofSize: 15)
        XCTAssertEqual(size.width, ceilToPixel(measurer.width(of: paragraph, font: font), scale: 3) + 16, accuracy: 0.001)
        XCTAssertEqual(size.height, 8 + 20.333 + 4 + 18 + 8, accuracy: 0.001)
    }

    // MARK: Scroll views

    func testScrollViewContentHeightFollowsWrappedText() throws {
        for direction in bothDirections {
            let root = makeRoot(direction)
            let scroll = placed(ScrollView(), "scroll", in: root)
            let text = Array(repeating: paragraph, count: 6).joined(separator: " ")
            let label = wrapping(text, "label")
            scroll.addSubview(label)
            try LayoutConstraint.activate([
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                scroll.topAnchor.constraint(equalTo: root.topAnchor),
                scroll.heightAnchor.constraint(equalToConstant: 200),
                label.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 16),
                label.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -16),
                label.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
            ])
            for width in [390.0, 300] {
                root.frame = Rect(x: 0, y: 0, width: width, height: 844)
                root.layoutIfNeeded()
                let height = wrappedHeight(text, at: width - 32)
                XCTAssertGreaterThan(height, 200)
                XCTAssertEqual(scroll.contentSize.width, width, accuracy: 0.001)
                XCTAssertEqual(scroll.contentSize.height, height + 32, accuracy: 0.001, "\(width)")
                XCTAssertTrue(scroll.scrollsVertically)
                assertFrame(label, 16, 16, width - 32, height, accuracy: 0.001)
            }
        }
    }

    /// A form in a scroll view: a stack of a title, a field, a wrapping note and a button; the
    /// content is as tall as the stack, and grows when the note wraps more.
    func testFormOfControlsInAScrollView() throws {
        for direction in bothDirections {
            let root = makeRoot(direction)
            let scroll = placed(ScrollView(), "scroll", in: root)
            let stack = placed(StackView(), "form", in: scroll)
            stack.axis = .vertical
            stack.spacing = 12
            stack.alignment = .leading
            let title = placed(Label(text: "Sign in", font: .preferredFont(forTextStyle: .title1)), "title")
            let field = placed(TextField(placeholder: "Email address"), "field")
            let note = wrapping(paragraph, "note", font: .preferredFont(forTextStyle: .footnote))
            let button = placed(Button(title: "Continue"), "button")
            button.configuration = .filled()
            for view in [title, field, note, button] { stack.addArrangedSubview(view) }
            try LayoutConstraint.activate([
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                scroll.topAnchor.constraint(equalTo: root.topAnchor),
                scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 20),
                stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -20),
                stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 20),
                stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -20),
                stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -40),
                field.widthAnchor.constraint(equalTo: stack.widthAnchor),
            ])
            let font = Font.systemFont(ofSize: 13)
            for width in [390.0, 200] {
                root.frame = Rect(x: 0, y: 0, width: width, height: 844)
                root.layoutIfNeeded()
                assertSettled(root)
                let inner = width - 40
                let noteHeight = wrappedHeight(paragraph, at: inner, font: font)
                let height = 33.667 + 12 + 34 + 12 + noteHeight + 12 + 34.333
                assertFrame(title, leadingX(0, title.frame.width, in: inner, direction), 0, title.frame.width, 33.667, accuracy: 0.001)
                assertFrame(field, 0, 33.667 + 12, inner, 34, accuracy: 0.001)
                assertFrame(note, leadingX(0, note.frame.width, in: inner, direction), 33.667 + 24 + 34,
                            note.frame.width, noteHeight, accuracy: 0.001)
                XCTAssertLessThanOrEqual(note.frame.width, inner + 1e-6)
                XCTAssertEqual(button.frame.minY, height - 34.333, accuracy: 0.001)
                XCTAssertEqual(scroll.contentSize.height, height + 40, accuracy: 0.001, "\(width)")
            }
        }
    }

    // MARK: Baselines

    func testFirstBaselineAlignmentWithRealText() throws {
        for direction in bothDirections {
            let stack = StackView()
            stack.alignment = .firstBaseline
            stack.spacing = 8
            let big = placed(Label(text: "42", font: .systemFont(ofSize: 34, weight: .bold)), "big")
            let small = placed(Label(text: "points", font: .systemFont(ofSize: 15)), "small")
            let button = placed(Button(title: "More"), "button")
            for view in [big, small, button] { stack.addArrangedSubview(view) }
            host(stack, direction)
            let baseline = Font.systemFont(ofSize: 34).ascender
            XCTAssertEqual(big.frame.minY, 0, accuracy: 1e-6)
            XCTAssertEqual(small.frame.minY + Font.systemFont(ofSize: 15).ascender, baseline, accuracy: 1e-6)
            XCTAssertEqual(button.frame.minY + button.firstBaselineOffsetFromTop!, baseline, accuracy: 1e-6)
        }
    }

    func testLastBaselineOfAWrappedLabel() throws {
        for direction in bothDirections {
            let root = makeRoot(direction, scale: 2)
            let body = wrapping(paragraph, "body")
            let note = placed(Label(text: "note", font: .systemFont(ofSize: 12)), "note", in: root)
            root.addSubview(body)
            try LayoutConstraint.activate([
                body.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                body.widthAnchor.constraint(equalToConstant: 200),
                body.topAnchor.constraint(equalTo: root.topAnchor),
                note.leadingAnchor.constraint(equalTo: body.trailingAnchor, constant: 8),
                note.lastBaselineAnchor.constraint(equalTo: body.lastBaselineAnchor),
            ])
            root.layoutIfNeeded()
            let lines = Double(lineCount(paragraph, at: 200))
            let font = Font.systemFont(ofSize: 17)
            let last = font.ascender + (lines - 1) * font.lineHeight
            XCTAssertEqual(body.lastBaselineOffsetFromTop!, last, accuracy: 1e-9)
            // Within the half pixel the frames are rounded by.
            XCTAssertEqual(note.frame.minY + Font.systemFont(ofSize: 12).ascender, last, accuracy: 0.25 + 1e-9)
        }
    }

    // MARK: Rows of controls

    func testFormRowOfLabelFieldAndButton() throws {
        for direction in bothDirections {
            let stack = StackView()
            stack.spacing = 8
            stack.alignment = .center
            let label = placed(Label(text: "Name"), "label")
            label.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
            let field = placed(TextField(placeholder: "Required"), "field")
            field.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
            let button = placed(Button(title: "Save"), "button")
            button.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
            for view in [label, field, button] { stack.addArrangedSubview(view) }
            let root = host(stack, direction, width: 358)
            XCTAssertFalse(root.hasAmbiguousLayout)
            let labelWidth = measurer.width(of: "Name", font: .systemFont(ofSize: 17)).rounded(.up)
            let buttonWidth = max(30, measurer.width(of: "Save", font: .systemFont(ofSize: 15)).rounded(.up))
            // The field takes what the label and the button leave; the row is as tall as the field.
            assertArranged(label, in: stack, direction, 0, 6.5, labelWidth, 21)
            assertArranged(field, in: stack, direction, labelWidth + 8, 0, 358 - labelWidth - buttonWidth - 16, 34)
            assertArranged(button, in: stack, direction, 358 - buttonWidth, 2, buttonWidth, 30)
        }
    }

    func testDynamicTypeRelaysOut() throws {
        let root = makeRoot(.leftToRight)
        let label = placed(Label(text: "Body", font: .preferredFont(forTextStyle: .body)), "label", in: root)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.height, 20.333, accuracy: 0.001)
        root.environment.traits.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.height, ceilToPixel(Font.systemFont(ofSize: 53).lineHeight, scale: 3), accuracy: 1e-9)
        XCTAssertEqual(label.firstBaselineOffsetFromTop!, Font.systemFont(ofSize: 53).ascender, accuracy: 1e-9)
        // A fixed-size font does not follow.
        label.font = .systemFont(ofSize: 17)
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.height, 20.333, accuracy: 0.001)
    }

    /// Texts of every kind wrap in a narrow column: sizes stay finite, lines fit or hold one
    /// glyph, and a label squeezed to nothing stays laid out.
    func testOddTextsInANarrowColumn() throws {
        let texts = ["", " ", "\n", "\n\n", "👩‍👩‍👧‍👦🇫🇷1️⃣", "漢字かなカナ한국어", "مرحبا بالعالم", "e\u{301}\u{301}\u{301}",
                     String(repeating: "W", count: 200), "a\r\nb", "\u{2028}", "tab\tstop", "long-hyphenated-word-chain"]
        for direction in bothDirections {
            let root = makeRoot(direction)
            let stack = placed(StackView(), "stack", in: root)
            stack.axis = .vertical
            var labels: [Label] = []
            for (index, text) in texts.enumerated() {
                let label = wrapping(text, "label\(index)")
                labels.append(label)
                stack.addArrangedSubview(label)
            }
            let squeezed = wrapping(paragraph, "squeezed")
            root.addSubview(squeezed)
            try LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.topAnchor.constraint(equalTo: root.topAnchor),
                stack.widthAnchor.constraint(equalToConstant: 40),
                squeezed.leadingAnchor.constraint(equalTo: stack.trailingAnchor),
                squeezed.topAnchor.constraint(equalTo: root.topAnchor),
                squeezed.widthAnchor.constraint(equalToConstant: 0),
            ])
            root.layoutIfNeeded()
            for label in labels {
                XCTAssertTrue(label.frame.width.isFinite && label.frame.height.isFinite, "\(label.name)")
                XCTAssertEqual(label.frame.width, 40, accuracy: 1e-6, "\(label.name)")
                XCTAssertGreaterThanOrEqual(label.frame.height, 0)
            }
            assertSettled(root)
            XCTAssertEqual(labels[0].frame.height, 0)
            XCTAssertEqual(labels[1].frame.height, 20.333, accuracy: 0.001)
            XCTAssertEqual(labels[3].frame.height, ceilToPixel(3 * Font.systemFont(ofSize: 17).lineHeight, scale: 3), accuracy: 1e-9)
            // 200 W's at 40 points: two or three a line.
            XCTAssertGreaterThan(labels[8].frame.height, 60 * 20)
            // One glyph a line at zero width.
            XCTAssertEqual(squeezed.frame.width, 0, accuracy: 1e-6)
            XCTAssertGreaterThan(squeezed.frame.height, 100 * 20)
        }
    }

    /// Two wrapping labels in a horizontal fill stack share its width equally (UIKit's
    /// `UISV-text-width-disambiguation`), however long their texts; one-line labels do not.
    func testTextWidthDisambiguationInAFillStack() throws {
        for direction in bothDirections {
            let stack = StackView()
            stack.spacing = 10
            stack.alignment = .top
            let long = wrapping(paragraph + " " + paragraph, "long")
            let short = wrapping("Short text that still wraps at half the width", "short")
            stack.addArrangedSubview(long)
            stack.addArrangedSubview(short)
            let root = host(stack, direction, width: 330)
            XCTAssertFalse(root.hasAmbiguousLayout)
            assertSettled(root)
            assertArranged(long, in: stack, direction, 0, 0, 160, wrappedHeight(paragraph + " " + paragraph, at: 160, scale: 1))
            assertArranged(short, in: stack, direction, 170, 0, 160,
                           wrappedHeight("Short text that still wraps at half the width", at: 160, scale: 1))
            let rules = stack.constraintsAffectingLayout(for: .horizontal).filter { $0.identifier == "UISV-text-width-disambiguation" }
            XCTAssertEqual(rules.map(\.priority), [950, 951])
            XCTAssertEqual(rules.first?.multiplier ?? 0, 0.5, accuracy: 1e-12)
            XCTAssertEqual(rules.first?.constant ?? 0, -5, accuracy: 1e-12)
            // One line each: no rule, the first label stretches as any fill stack's first item.
            long.numberOfLines = 1
            short.numberOfLines = 1
            root.layoutIfNeeded()
            XCTAssertTrue(stack.constraintsAffectingLayout(for: .horizontal)
                .allSatisfy { $0.identifier != "UISV-text-width-disambiguation" })
        }
    }

    /// Two wrapping labels side by side in a fill-equally stack settle in a few passes.
    func testSideBySideWrappingLabels() throws {
        for direction in bothDirections {
            let stack = StackView()
            stack.distribution = .fillEqually
            stack.spacing = 10
            stack.alignment = .top
            let left = wrapping(paragraph, "left")
            let right = wrapping("Short", "right")
            stack.addArrangedSubview(left)
            stack.addArrangedSubview(right)
            host(stack, direction, width: 330)
            // No scale: text rounds up to whole points.
            let height = wrappedHeight(paragraph, at: 160, scale: 1)
            assertArranged(left, in: stack, direction, 0, 0, 160, height)
            assertArranged(right, in: stack, direction, 170, 0, 160, 21)
            assertFrame(stack, direction == .leftToRight ? 0 : 2670, 0, 330, height)
        }
    }
}
