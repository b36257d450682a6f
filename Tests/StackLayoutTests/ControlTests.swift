import XCTest
@testable import StackLayout

/// Buttons, text fields, image views and the standard controls: UIKit's intrinsic sizes
/// (TEXT.md §4-§6) and their frames with alignment insets (INTERFACE_BUILDER.md §17).
final class ControlTests: XCTestCase {
    /// `view`'s intrinsic size in a tree of `scale`.
    func intrinsic(_ view: View, scale: Double = 2) -> Size {
        let root = View(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        root.environment.scale = scale
        root.addSubview(view)
        return view.intrinsicSize
    }

    func button(_ title: String, size: Double = 15, insets: EdgeInsets = .zero) -> Button {
        let button = Button(title: title)
        button.titleFont = .systemFont(ofSize: size)
        button.contentEdgeInsets = insets
        return button
    }

    func testLegacyButtonSizes() {
        // IB's default "Button" is 46 x 30.
        XCTAssertEqual(intrinsic(Button(title: "Button")), Size(width: 46, height: 30))
        // Short titles are 30 wide.
        for (title, size) in [("OK", 15.0), ("Aa", 12), ("1", 18)] {
            XCTAssertEqual(intrinsic(button(title, size: size)).width, 30, "\(title) \(size)")
        }
        // Heights: ceil(lineHeight + 12), whole points.
        for (size, height) in [(15.0, 30.0), (17, 33), (14, 29), (13, 28), (16, 32), (20, 36), (30, 48)] {
            XCTAssertEqual(intrinsic(button("Title", size: size)).height, height, "\(size) pt")
        }
        // Any insets replace the 6-point padding: 15 pt with (0, 8, 0, 8) is 18 high.
        let padded = intrinsic(button("Button", insets: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)))
        XCTAssertEqual(padded, Size(width: 62, height: 18))
        // Widths are whole points at every scale.
        let atThree = intrinsic(button("Continue", size: 17), scale: 3)
        XCTAssertEqual(atThree.width, atThree.width.rounded())
    }

    func testConfigurationButtonSizes() {
        let plain = Button(title: "Button")
        plain.configuration = .plain()
        XCTAssertEqual(intrinsic(plain, scale: 2), Size(width: 75, height: 34.5))
        let again = Button(title: "Button")
        again.configuration = .plain()
        let atThree = intrinsic(again, scale: 3)
        XCTAssertEqual(atThree.height, 34.333, accuracy: 0.001)
        // IB stores 75 at 3x too: the title is 50.82 wide (iOS 26 advances), the fitted table
        // says 50.56, so 3x rounds to 74.667: the measurer's error, within its half point.
        XCTAssertEqual(atThree.width, 75, accuracy: 0.5)
    }

    func testButtonBaselineIsTheTitles() {
        let button = Button(title: "Button")
        _ = intrinsic(button)
        let font = Font.systemFont(ofSize: 15)
        XCTAssertEqual(button.firstBaselineOffsetFromTop!, (30 - font.lineHeight) / 2 + font.ascender, accuracy: 1e-9)
        XCTAssertEqual(button.lastBaselineOffsetFromTop, button.firstBaselineOffsetFromTop)
    }

    func testTextFieldHeights() {
        XCTAssertEqual(intrinsic(TextField(placeholder: "Name")).height, 34)
        let body = TextField(text: "Hello")
        body.font = .preferredFont(forTextStyle: .body)
        XCTAssertEqual(intrinsic(body).height, 34)
        let plain = TextField(text: "Hello")
        plain.borderStyle = .none
        plain.font = .systemFont(ofSize: 17)
        XCTAssertEqual(intrinsic(plain).height, 22)
        // The text sets the width, else the placeholder; a bordered field adds 7 a side.
        let measurer = SystemFontMeasurer()
        let field = TextField(placeholder: "Name")
        let root = View(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        root.environment.scale = 2
        root.addSubview(field)
        XCTAssertEqual(field.intrinsicSize.width, ceilToPixel(measurer.width(of: "Name", font: .systemFont(ofSize: 14)), scale: 2) + 14)
        field.text = "Alexandra"
        XCTAssertEqual(field.intrinsicSize.width,
                       ceilToPixel(measurer.width(of: "Alexandra", font: .systemFont(ofSize: 14)), scale: 2) + 14)
    }

    func testImageView() {
        XCTAssertEqual(ImageView().intrinsicSize, Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        XCTAssertEqual(ImageView(imageSize: Size(width: 24, height: 18)).intrinsicSize, Size(width: 24, height: 18))
    }

    func testStandardControlSizes() {
        let none = View.noIntrinsicMetric
        XCTAssertEqual(Switch().intrinsicSize, Size(width: 49, height: 31))
        XCTAssertEqual(Switch().alignmentRectInsets, EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        XCTAssertEqual(Slider().intrinsicSize, Size(width: none, height: 30))
        XCTAssertEqual(Slider().alignmentRectInsets, EdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
        XCTAssertEqual(SegmentedControl().intrinsicSize, Size(width: none, height: 31))
        XCTAssertEqual(SegmentedControl().alignmentRectInsets, EdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
        XCTAssertEqual(Stepper().intrinsicSize, Size(width: 94, height: 32))
        XCTAssertEqual(ActivityIndicatorView().intrinsicSize, Size(width: 20, height: 20))
        let large = ActivityIndicatorView()
        large.style = .large
        XCTAssertEqual(large.intrinsicSize, Size(width: 37, height: 37))
        let pages = PageControl()
        XCTAssertEqual(pages.intrinsicSize, Size(width: 74, height: 26))
        pages.numberOfPages = 4
        XCTAssertEqual(pages.intrinsicSize.width, 92)
        pages.numberOfPages = 6
        XCTAssertEqual(pages.intrinsicSize.width, 126)
        XCTAssertEqual(ProgressView().intrinsicSize, Size(width: none, height: 4))
    }

    /// The frames IB stores: switch 51 x 31, segmented control 32 high, slider 31 high.
    func testControlFramesInAFormStack() throws {
        for direction in bothDirections {
            let stack = StackView()
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = 8
            let toggle = placed(Switch(), "switch")
            let segments = placed(SegmentedControl(), "segments")
            segments.setIntrinsicSizeOverride(width: 200, height: nil)
            let slider = placed(Slider(), "slider")
            let stepper = placed(Stepper(), "stepper")
            for view in [toggle, segments, slider, stepper] { stack.addArrangedSubview(view) }
            let root = host(stack, direction, width: 300)
            XCTAssertFalse(root.hasAmbiguousLayout)
            // Alignment rectangles stack: 31 + 8 + 31 + 8 + 30 + 8 + 32.
            assertFrame(stack, direction == .leftToRight ? 0 : 2700, 0, 300, 148)
            assertFrame(toggle, direction == .leftToRight ? 0 : 300 - 49, 0, 51, 31)
            assertFrame(segments, direction == .leftToRight ? 0 : 100, 39, 200, 32)
            // A slider has no width of its own: leading alignment leaves it at zero width (its
            // frame is its insets, 4 wide).
            assertFrame(slider, direction == .leftToRight ? -2 : 298, 78, 4, 31)
            assertFrame(stepper, direction == .leftToRight ? 0 : 206, 116, 94, 32)
        }
    }

    func testExplicitSizeWinsPerDimension() {
        let label = Label(text: "Hello")
        label.setIntrinsicSizeOverride(width: 100, height: nil)
        let measured = SystemFontMeasurer().width(of: "Hello", font: .systemFont(ofSize: 17))
        XCTAssertEqual(label.intrinsicSize, Size(width: 100, height: 21))
        label.setIntrinsicSizeOverride(width: nil, height: nil)
        XCTAssertEqual(label.intrinsicSize, Size(width: measured.rounded(.up), height: 21))
        let toggle = Switch()
        toggle.intrinsicSize = Size(width: 60, height: View.noIntrinsicMetric)
        XCTAssertEqual(toggle.intrinsicSize, Size(width: 60, height: View.noIntrinsicMetric))
    }
}
