import XCTest
@testable import StackLayout

/// The built-in measurer against the facts of TEXT.md (each test names its section), and the
/// fonts and Dynamic Type sizes it measures with.
final class SystemFontMeasurerTests: XCTestCase {
    let measurer = SystemFontMeasurer()

    func width(_ text: String, _ font: Font = .systemFont(ofSize: 17)) -> Double {
        measurer.width(of: text, font: font)
    }

    /// A label's intrinsic size at a scale, as a tree with that scale measures it.
    func labelSize(_ text: String, _ font: Font = .systemFont(ofSize: 17), scale: Double,
                   numberOfLines: Int = 1, maxWidth: Double = 0) -> Size {
        let root = View(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        root.environment.scale = scale
        let label = Label(text: text, font: font)
        label.numberOfLines = numberOfLines
        label.preferredMaxLayoutWidth = maxWidth
        root.addSubview(label)
        return label.intrinsicSize
    }

    // MARK: §1 line height

    func testLineHeightIsPublishedValue() {
        XCTAssertEqual(Font.systemFont(ofSize: 17).lineHeight, 20.287109375, accuracy: 1e-9)
        XCTAssertEqual(Font.systemFont(ofSize: 17).ascender, 16.1865234375, accuracy: 1e-9)
        XCTAssertEqual(Font.systemFont(ofSize: 17).descender, -4.1005859375, accuracy: 1e-9)
        // Every weight has the same line height.
        XCTAssertEqual(Font.systemFont(ofSize: 17, weight: .black).lineHeight, 20.287109375, accuracy: 1e-9)
    }

    func testSingleLineHeightsRoundUpToThePixelGrid() {
        let table: [(Double, Double, Double)] = [
            (10, 12, 12), (11, 13.5, 13.333), (12, 14.5, 14.333), (13, 16, 15.667), (14, 17, 17), (15, 18, 18),
            (16, 19.5, 19.333), (17, 20.5, 20.333), (18, 21.5, 21.667), (20, 24, 24), (22, 26.5, 26.333),
            (24, 29, 28.667), (28, 33.5, 33.667), (34, 41, 40.667), (40, 48, 48),
        ]
        for (size, at2x, at3x) in table {
            XCTAssertEqual(labelSize("Label", .systemFont(ofSize: size), scale: 2).height, at2x, accuracy: 1e-9, "\(size) pt @2x")
            XCTAssertEqual(labelSize("Label", .systemFont(ofSize: size), scale: 3).height, at3x, accuracy: 0.001, "\(size) pt @3x")
        }
    }

    func testMultiLineHeightRoundsTheWholeBlock() {
        // Three lines of 17 pt at 2x: ceil(3 × 20.287 × 2) / 2 = 61, not 3 × 20.5.
        let text = "one two three four five six seven eight nine ten eleven twelve"
        let size = labelSize(text, scale: 2, numberOfLines: 0, maxWidth: 200)
        let lines = measurer.measure(text, font: .systemFont(ofSize: 17), maximumWidth: 200, numberOfLines: 0,
                                     lineBreakMode: .byWordWrapping).lineCount
        XCTAssertEqual(lines, 3)
        XCTAssertEqual(size.height, 61, accuracy: 1e-9)
    }

    func testTextStylesAtTheDefaultSize() {
        let expected: [(Font.TextStyle, Double, Double)] = [
            (.body, 20.5, 20.333), (.callout, 19.5, 19.333), (.caption1, 14.5, 14.333), (.footnote, 16, 15.667),
            (.subheadline, 18, 18), (.headline, 20.5, 20.333), (.largeTitle, 41, 40.667),
        ]
        for (style, at2x, at3x) in expected {
            let font = Font.preferredFont(forTextStyle: style)
            XCTAssertEqual(labelSize("Label", font, scale: 2).height, at2x, accuracy: 1e-9, "\(style)")
            XCTAssertEqual(labelSize("Label", font, scale: 3).height, at3x, accuracy: 0.001, "\(style)")
        }
        XCTAssertEqual(Font.preferredFont(forTextStyle: .headline).weight, .semibold)
        XCTAssertEqual(Font.preferredFont(forTextStyle: .title1).pointSize, 28)
    }

    // MARK: §2 widths

    func testLabelWidthRoundsUp() {
        // Xcode 14+ stores "Label" at 17 pt 41.5 wide at 2x: the raw width lies in (41, 41.5].
        let raw = width("Label")
        XCTAssertGreaterThan(raw, 41)
        XCTAssertLessThanOrEqual(raw, 41.5)
        XCTAssertEqual(labelSize("Label", scale: 2).width, 41.5, accuracy: 1e-9)
        XCTAssertEqual(labelSize("Label", scale: 2), Size(width: 41.5, height: 20.5))
    }

    func testCodeCreatedLabelWithinHalfAPoint() {
        // A code-created label logs (29.0, 20.5) for "hiiiii" (TEXT.md §2).
        let size = labelSize("hiiiii", scale: 2)
        XCTAssertEqual(size.width, 29, accuracy: 0.5)
        XCTAssertEqual(size.height, 20.5, accuracy: 1e-9)
    }

    func testTrailingAndLeadingSpacesCount() {
        let space = width(" ")
        XCTAssertGreaterThan(space, 3)
        XCTAssertEqual(width("Label "), width("Label") + space, accuracy: 1e-9)
        XCTAssertEqual(width("  Label"), width("Label") + 2 * space, accuracy: 0.2)
    }

    func testEmptyTextMeasuresZero() {
        XCTAssertEqual(labelSize("", scale: 2), .zero)
        XCTAssertEqual(measurer.measure("", font: .systemFont(ofSize: 17), maximumWidth: 100, numberOfLines: 0,
                                        lineBreakMode: .byWordWrapping), .empty)
        let label = Label()
        XCTAssertEqual(label.intrinsicSize, .zero)
    }

    func testDigitsAreProportional() {
        XCTAssertLessThan(width("1"), width("0"))
    }

    func testKerningIsApplied() {
        // "To" kerns by the table's pair (about -14 units): narrower than its letters apart.
        let units = SystemFontMetrics.kerningPairs.first { $0.0 == "To" }!.1
        XCTAssertEqual(units, -14, accuracy: 0.5)
        XCTAssertEqual(width("To"), width("T") + width("o") + units * 17 / 2048, accuracy: 1e-9)
        XCTAssertEqual(width("oT"), width("o") + width("T"), accuracy: 1e-9)
        // The general path (any text) and the ASCII one agree, kerning included.
        XCTAssertEqual(width("Tó"), width("To"), accuracy: 1e-9)
        XCTAssertEqual(width("Tó Văn"), width("To Van"), accuracy: 1e-9)
    }

    func testWeightsAndOpticalSizes() {
        XCTAssertLessThan(width("Settings", .systemFont(ofSize: 17, weight: .regular)),
                          width("Settings", .systemFont(ofSize: 17, weight: .bold)))
        XCTAssertLessThan(width("Settings", .systemFont(ofSize: 17, weight: .light)),
                          width("Settings", .systemFont(ofSize: 17, weight: .regular)))
        // Display glyphs are narrower per em than Text ones: 34 pt is less than twice 17 pt.
        XCTAssertLessThan(width("Settings", .systemFont(ofSize: 34)), 2 * width("Settings"))
        XCTAssertEqual(SystemFontMetrics.displayShare(17), 0)
        XCTAssertEqual(SystemFontMetrics.displayShare(20.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(SystemFontMetrics.displayShare(30), 1)
    }

    func testTrackingFollowsTheTable() {
        // 17 pt: the HIG's -26/1000 em (-53.2 units) and the fitted -0.6.
        XCTAssertEqual(SystemFontMetrics.tracking(17), -53.8, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.tracking(1), SystemFontMetrics.tracking(6))
        let between = SystemFontMetrics.tracking(55)
        XCTAssertEqual(between, (SystemFontMetrics.tracking(54) + SystemFontMetrics.tracking(56)) / 2, accuracy: 1e-9)
    }

    func testAccentsCyrillicCJKAndEmoji() {
        XCTAssertEqual(width("é"), width("e"), accuracy: 1e-9)
        XCTAssertEqual(width("e\u{301}"), width("e"), accuracy: 1e-9)
        XCTAssertEqual(width("Ä"), width("A"), accuracy: 1e-9)
        XCTAssertEqual(width("А"), width("A"), accuracy: 1e-9)   // Cyrillic А
        // CJK from a fallback font: about 1.02 em, no SF tracking.
        XCTAssertEqual(width("国") / 17, 1.02, accuracy: 0.03)
        XCTAssertEqual(width("漢") / 17, 1.02, accuracy: 0.03)
        // An emoji sequence is one glyph of about 1.12 em.
        XCTAssertEqual(width("👩‍👩‍👧‍👦") / 17, 1.12, accuracy: 0.03)
        XCTAssertEqual(width("🇫🇷") / 17, 1.12, accuracy: 0.03)
        XCTAssertEqual(width("👩‍👩‍👧‍👦👍🏽"), 2 * width("👍"), accuracy: 1e-9)
    }

    // MARK: §3 wrapping

    func testWrappedLinesFitTheWidth() {
        let text = "The quick brown fox jumps over the lazy dog and keeps running through the forest at dawn"
        let font = Font.systemFont(ofSize: 17)
        for maximum in [80.0, 120, 200, 333] {
            let m = measurer.measure(text, font: font, maximumWidth: maximum, numberOfLines: 0, lineBreakMode: .byWordWrapping)
            XCTAssertLessThanOrEqual(m.size.width, maximum + 1e-9, "\(maximum)")
            XCTAssertGreaterThan(m.lineCount, 1)
            XCTAssertEqual(m.size.height, Double(m.lineCount) * font.lineHeight, accuracy: 1e-9)
            XCTAssertEqual(m.firstBaseline, font.ascender, accuracy: 1e-9)
            XCTAssertEqual(m.lastBaseline, font.ascender + Double(m.lineCount - 1) * font.lineHeight, accuracy: 1e-9)
        }
        // Enough room: one line, the single-line width.
        let wide = measurer.measure(text, font: font, maximumWidth: 2000, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        XCTAssertEqual(wide.lineCount, 1)
        XCTAssertEqual(wide.size.width, width(text), accuracy: 1e-9)
    }

    func testWrapBreaksAtWords() {
        let font = Font.systemFont(ofSize: 17)
        let both = width("Hello world")
        let m = measurer.measure("Hello world", font: font, maximumWidth: both - 1, numberOfLines: 0,
                                 lineBreakMode: .byWordWrapping)
        XCTAssertEqual(m.lineCount, 2)
        XCTAssertEqual(m.size.width, max(width("Hello"), width("world")), accuracy: 1e-9)
        // A word wider than the line breaks between characters.
        let long = measurer.measure("Supercalifragilistic", font: font, maximumWidth: 60, numberOfLines: 0,
                                    lineBreakMode: .byWordWrapping)
        XCTAssertGreaterThan(long.lineCount, 1)
        XCTAssertLessThanOrEqual(long.size.width, 60)
        // byCharWrapping fills each line.
        let chars = measurer.measure("Hello world", font: font, maximumWidth: width("Hello wo") + 0.01,
                                     numberOfLines: 0, lineBreakMode: .byCharWrapping)
        XCTAssertEqual(chars.lineCount, 2)
        XCTAssertEqual(chars.size.width, width("Hello wo"), accuracy: 1e-9)
        // Newlines start lines.
        let lines = measurer.measure("a\nbb\n\nc", font: font, maximumWidth: nil, numberOfLines: 0,
                                     lineBreakMode: .byWordWrapping)
        XCTAssertEqual(lines.lineCount, 4)
        XCTAssertEqual(lines.size.width, width("bb"), accuracy: 1e-9)
    }

    func testNumberOfLinesCapsAndTruncates() {
        let text = "one two three four five six seven eight nine ten"
        let font = Font.systemFont(ofSize: 17)
        let m = measurer.measure(text, font: font, maximumWidth: 90, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        XCTAssertEqual(m.lineCount, 2)
        XCTAssertEqual(m.size.width, 90, accuracy: 1e-9)   // the cut last line reaches the width
        XCTAssertEqual(m.size.height, 2 * font.lineHeight, accuracy: 1e-9)
        // One line never wraps, whatever the width.
        let one = measurer.measure(text, font: font, maximumWidth: 90, numberOfLines: 1, lineBreakMode: .byWordWrapping)
        XCTAssertEqual(one.lineCount, 1)
        XCTAssertEqual(one.size.width, width(text), accuracy: 1e-9)
    }

    // MARK: Fonts

    func testDynamicTypeTable() {
        XCTAssertEqual(ContentSizeCategory.large.pointSize(of: .body), 17)
        XCTAssertEqual(ContentSizeCategory.extraSmall.pointSize(of: .body), 14)
        XCTAssertEqual(ContentSizeCategory.accessibilityMedium.pointSize(of: .body), 28)
        XCTAssertEqual(ContentSizeCategory.accessibilityLarge.pointSize(of: .body), 33)
        XCTAssertEqual(ContentSizeCategory.accessibilityExtraExtraExtraLarge.pointSize(of: .body), 53)
        XCTAssertEqual(ContentSizeCategory.accessibilityExtraExtraExtraLarge.pointSize(of: .largeTitle), 60)
        XCTAssertTrue(ContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        XCTAssertFalse(ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        // A fixed-size font does not scale.
        XCTAssertEqual(Font.systemFont(ofSize: 17).resolved(for: .accessibilityLarge).pointSize, 17)
        XCTAssertEqual(Font.preferredFont(forTextStyle: .caption2).resolved(for: .extraLarge).pointSize, 13)
    }

    func testInterfaceBuilderTextStyleNames() {
        XCTAssertEqual(Font.TextStyle(interfaceBuilderName: "UICTFontTextStyleBody"), .body)
        XCTAssertEqual(Font.TextStyle(interfaceBuilderName: "UICTFontTextStyleTitle1"), .title1)
        XCTAssertEqual(Font.TextStyle(interfaceBuilderName: "UICTFontTextStyleTitle0"), .largeTitle)
        XCTAssertEqual(Font.TextStyle(interfaceBuilderName: "UICTFontTextStyleSubhead"), .subheadline)
        XCTAssertEqual(Font.TextStyle(interfaceBuilderName: "UICTFontTextStyleCaption2"), .caption2)
        XCTAssertEqual(Font.TextStyle(interfaceBuilderName: "UICTFontTextStyleHeadline"), .headline)
        XCTAssertNil(Font.TextStyle(interfaceBuilderName: "body"))
        XCTAssertNil(Font.TextStyle(interfaceBuilderName: "UICTFontTextStyleNope"))
    }

    func testNamedFontWithMetrics() {
        let metrics = Font.Metrics(ascender: 0.9, descender: -0.25, lineGap: 0.05, averageAdvance: 0.5, advances: ["i": 0.25])
        let font = Font(name: "Custom", size: 20, metrics: metrics)
        XCTAssertEqual(font.lineHeight, 24, accuracy: 1e-9)
        XCTAssertEqual(width("ab", font), 20, accuracy: 1e-9)
        XCTAssertEqual(width("ii", font), 10, accuracy: 1e-9)
    }

    /// A measurer plugged in through the protocol measures every label of the tree.
    func testPluggedInMeasurer() {
        struct Fixed: TextMeasuring {
            func measure(_ text: String, font: Font, maximumWidth: Double?, numberOfLines: Int,
                         lineBreakMode: LineBreakMode) -> TextMeasurement {
                TextMeasurement(size: Size(width: Double(text.count) * 10, height: font.pointSize),
                                firstBaseline: 7, lastBaseline: 7, lineCount: 1)
            }
        }
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let label = Label(text: "abc")
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        root.layoutIfNeeded()
        // No scale: measured text rounds up to whole points, as on a 1x screen.
        XCTAssertEqual(label.frame.size, Size(width: width("abc").rounded(.up), height: 21))
        root.textMeasurer = Fixed()
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.size, Size(width: 30, height: 17))
        XCTAssertEqual(label.firstBaselineOffsetFromTop, 7)
    }
}
