import XCTest
@testable import StackLayout

/// The document types of labels, buttons, fields, images and controls (FORMAT.md, extended):
/// their keys, their errors, and an explicit `intrinsicSize` winning over the measured one.
final class TextDocumentTests: XCTestCase {
    func solve(_ text: String, _ configuration: LayoutConfiguration = LayoutConfiguration()) throws -> (DocumentLayout, LayoutSnapshot) {
        let layout = try DocumentLayout(text: text, file: "test.json")
        return (layout, try layout.solve(configuration))
    }

    func error(_ text: String) -> String {
        do {
            _ = try solve(text)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func frame(_ snapshot: LayoutSnapshot, _ id: String) -> Rect? {
        snapshot.views.first { $0.id == id }?.frame
    }

    /// A document of one vertical stack at the top of a 390-wide root at 2x, holding `items`.
    func stack(_ items: String) -> String {
        """
        {"root": {"size": {"width": 390, "height": 844}, "subviews": [
          {"type": "stack", "id": "stack", "axis": "vertical", "alignment": "leading", "arrangedSubviews": [\(items)],
           "constraints": ["stack.leading == root.leading", "stack.trailing == root.trailing", "stack.top == root.top"]}
        ]}}
        """
    }

    func testEveryTypeMeasures() throws {
        let (_, snapshot) = try solve(stack("""
            {"type": "label", "id": "label", "text": "Label"},
            {"type": "label", "id": "semibold", "text": "Label", "font": {"size": 17, "weight": "semibold"}},
            {"type": "label", "id": "body", "text": "Label", "font": {"textStyle": "body"}},
            {"type": "label", "id": "ib", "text": "Label", "font": {"textStyle": "UICTFontTextStyleTitle1"}},
            {"type": "button", "id": "button", "title": "Button"},
            {"type": "button", "id": "plain", "title": "Button", "configuration": "plain"},
            {"type": "textField", "id": "field", "placeholder": "Name"},
            {"type": "image", "id": "image", "imageSize": {"width": 24, "height": 24}},
            {"type": "switch", "id": "switch"},
            {"type": "slider", "id": "slider"},
            {"type": "segmentedControl", "id": "segments", "intrinsicSize": {"width": 200}},
            {"type": "stepper", "id": "stepper"},
            {"type": "activityIndicator", "id": "spinner", "style": "large"},
            {"type": "pageControl", "id": "pages", "numberOfPages": 4},
            {"type": "progressView", "id": "progress"}
            """), LayoutConfiguration(scale: 2))
        XCTAssertTrue(snapshot.diagnostics.isEmpty, "\(snapshot.diagnostics.map(\.message))")
        let sizes = Dictionary(uniqueKeysWithValues: snapshot.views.map { ($0.id, $0.frame.size) })
        XCTAssertEqual(sizes["label"], Size(width: 41.5, height: 20.5))
        XCTAssertGreaterThan(sizes["semibold"]!.width, 41.5)
        XCTAssertEqual(sizes["body"], Size(width: 41.5, height: 20.5))
        XCTAssertEqual(sizes["ib"]!.height, 33.5)
        XCTAssertEqual(sizes["button"], Size(width: 46, height: 30))
        XCTAssertEqual(sizes["plain"], Size(width: 75, height: 34.5))
        XCTAssertEqual(sizes["field"]!.height, 34)
        XCTAssertEqual(sizes["image"], Size(width: 24, height: 24))
        XCTAssertEqual(sizes["switch"], Size(width: 51, height: 31))
        XCTAssertEqual(sizes["slider"]!.height, 31)
        XCTAssertEqual(sizes["segments"], Size(width: 200, height: 32))
        XCTAssertEqual(sizes["stepper"], Size(width: 94, height: 32))
        XCTAssertEqual(sizes["spinner"], Size(width: 37, height: 37))
        XCTAssertEqual(sizes["pages"], Size(width: 92, height: 26))
        XCTAssertEqual(sizes["progress"]!.height, 4)
        XCTAssertEqual(snapshot.views.first { $0.id == "switch" }?.type, "switch")
    }

    func testExplicitIntrinsicSizeWins() throws {
        let (_, snapshot) = try solve(stack("""
            {"type": "label", "id": "both", "text": "Label", "intrinsicSize": {"width": 100, "height": 30}},
            {"type": "label", "id": "width", "text": "Label", "intrinsicSize": {"width": 100}},
            {"type": "switch", "id": "switch", "intrinsicSize": {"width": 60, "height": 40}}
            """), LayoutConfiguration(scale: 2))
        XCTAssertEqual(frame(snapshot, "both")?.size, Size(width: 100, height: 30))
        XCTAssertEqual(frame(snapshot, "width")?.size, Size(width: 100, height: 20.5))
        // The switch's frame adds its outset to the size given.
        XCTAssertEqual(frame(snapshot, "switch")?.size, Size(width: 62, height: 40))
    }

    /// A control's own alignment insets give way to the document's, zero included (a 49-wide
    /// switch stored by Xcode 9 has none).
    func testAlignmentInsetsOfAControlCanBeReplaced() throws {
        let (_, snapshot) = try solve(stack("""
            {"type": "switch", "id": "stored", "alignmentRectInsets": {}},
            {"type": "switch", "id": "wider", "alignmentRectInsets": {"trailing": 4}}
            """))
        XCTAssertEqual(frame(snapshot, "stored")?.size, Size(width: 49, height: 31))
        XCTAssertEqual(frame(snapshot, "wider")?.size, Size(width: 53, height: 31))
        // A variant that does not match leaves the kind's own insets.
        let layout = try DocumentLayout(text: stack("""
            {"type": "switch", "id": "toggle",
             "variants": [{"when": {"orientation": "landscape"}, "set": {"alignmentRectInsets": {}}}]}
            """), file: "test.json")
        let landscape = try layout.solve(LayoutConfiguration(size: Size(width: 844, height: 390)))
        XCTAssertEqual(frame(landscape, "toggle")?.size, Size(width: 49, height: 31))
        let portrait = try layout.solve(LayoutConfiguration(size: Size(width: 390, height: 844)))
        XCTAssertEqual(frame(portrait, "toggle")?.size, Size(width: 51, height: 31))
    }

    func testWrappingLabelAtTwoSizes() throws {
        let text = String(repeating: "Wrapping text in a document. ", count: 8)
        let layout = try DocumentLayout(text: stack("""
            {"type": "label", "id": "body", "text": "\(text)", "numberOfLines": 0, "lineBreakMode": "byWordWrapping"},
            {"type": "label", "id": "capped", "text": "\(text)", "numberOfLines": 2}
            """).replacingOccurrences(of: "\"alignment\": \"leading\", ", with: ""), file: "test.json")
        let measurer = SystemFontMeasurer()
        for width in [390.0, 250] {
            let snapshot = try layout.solve(LayoutConfiguration(size: Size(width: width, height: 844), scale: 3))
            let m = measurer.measure(text, font: .systemFont(ofSize: 17), maximumWidth: width, numberOfLines: 0,
                                     lineBreakMode: .byWordWrapping)
            XCTAssertEqual(frame(snapshot, "body")!.height, ceilToPixel(m.size.height, scale: 3), accuracy: 1e-6)
            XCTAssertEqual(frame(snapshot, "capped")!.height, 40.667, accuracy: 0.001)
        }
    }

    func testDynamicTypeTrait() throws {
        let document = stack("""
            {"type": "label", "id": "body", "text": "Body", "font": {"textStyle": "body"}},
            {"type": "label", "id": "fixed", "text": "Fixed", "font": {"size": 17}}
            """)
        let (layout, large) = try solve(document, LayoutConfiguration(scale: 3))
        XCTAssertEqual(frame(large, "body")!.height, 20.333, accuracy: 0.001)
        let big = try layout.solve(LayoutConfiguration(scale: 3, preferredContentSizeCategory: .accessibilityLarge))
        XCTAssertEqual(frame(big, "body")!.height, ceilToPixel(Font.systemFont(ofSize: 33).lineHeight, scale: 3), accuracy: 1e-9)
        XCTAssertEqual(frame(big, "fixed")!.height, 20.333, accuracy: 0.001)
        // Back to the default size, incrementally.
        let again = try layout.solve(LayoutConfiguration(scale: 3, preferredContentSizeCategory: .large))
        XCTAssertEqual(frame(again, "body")!.height, 20.333, accuracy: 0.001)
    }

    func testVariantsSetText() throws {
        let (layout, portrait) = try solve("""
            {"root": {"size": {"width": 390, "height": 844}, "subviews": [
              {"type": "label", "id": "title", "text": "Short",
               "variants": [{"when": {"orientation": "landscape"}, "set": {"text": "A much longer landscape title"}}],
               "constraints": ["title.leading == root.leading", "title.top == root.top"]}
            ]}}
            """)
        let landscape = try layout.solve(LayoutConfiguration(size: Size(width: 844, height: 390)))
        XCTAssertLessThan(frame(portrait, "title")!.width, frame(landscape, "title")!.width)
    }

    func testNamedFontWithMetrics() throws {
        let (_, snapshot) = try solve(stack("""
            {"type": "label", "id": "named", "text": "abcd",
             "font": {"name": "Mono", "size": 10, "metrics": {"ascender": 0.8, "descender": -0.2, "averageAdvance": 0.6}}}
            """))
        XCTAssertEqual(frame(snapshot, "named")?.size, Size(width: 24, height: 10))
    }

    func testErrors() {
        XCTAssertEqual(error(stack(#"{"type": "label", "text": 3}"#)),
                       "test.json:2:127: error: expected a text (a string), found a number [root.subviews[0].arrangedSubviews[0].text]")
        XCTAssertTrue(error(stack(#"{"type": "label", "font": {"size": 17, "weight": "heavyish"}}"#))
            .contains("unknown font weight 'heavyish'"))
        XCTAssertTrue(error(stack(#"{"type": "label", "font": {"textStyle": "bodyy"}}"#))
            .contains("unknown text style 'bodyy' (did you mean 'body'?)"))
        XCTAssertTrue(error(stack(#"{"type": "label", "font": {"textStyle": "body", "size": 17}}"#))
            .contains("a text style sets its own size; 'size' does not go with \"textStyle\""))
        XCTAssertTrue(error(stack(#"{"type": "label", "font": {"weight": "bold"}}"#))
            .contains("a font needs \"size\" (or \"textStyle\")"))
        XCTAssertTrue(error(stack(#"{"type": "label", "numberOfLines": -1}"#)).contains("numberOfLines"))
        XCTAssertTrue(error(stack(#"{"type": "button", "text": "x"}"#))
            .contains("'text' does not apply to a button view"))
        XCTAssertTrue(error(stack(#"{"type": "switch", "title": "x"}"#))
            .contains("'title' does not apply to a switch view"))
        XCTAssertTrue(error(stack(#"{"type": "label", "fnt": {}}"#)).contains("(did you mean 'font'?)"))
    }
}
