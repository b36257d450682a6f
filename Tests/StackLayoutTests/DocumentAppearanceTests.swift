import XCTest
@testable import StackLayout

/// The document's `backgroundColor` and `cornerRadius` (an extension): the pictures paint them,
/// layout and the JSON output ignore them.
final class DocumentAppearanceTests: XCTestCase {
    let text = """
    {"root": {"id": "root", "size": {"width": 100, "height": 200}, "backgroundColor": "#F2F2F7", "subviews": [
      {"id": "card", "frame": {"x": 10, "y": 10, "width": 80, "height": 40}, "backgroundColor": "#5856D6cc",
       "cornerRadius": 12, "variants": [{"when": {"orientation": "landscape"}, "set": {"backgroundColor": "#000"}}]}]}}
    """

    func testTheKeysReachTheSnapshotAndThePictures() throws {
        let layout = try DocumentLayout(text: text)
        let snapshot = try layout.solve()
        XCTAssertEqual(snapshot.views.map(\.backgroundColor), ["#F2F2F7", "#5856D6cc"])
        XCTAssertEqual(snapshot.views.map(\.cornerRadius), [0, 12])
        let svg = SnapshotSVG.render([snapshot])
        XCTAssertTrue(svg.contains("<rect x=\"10\" y=\"10\" width=\"80\" height=\"40\" fill=\"#5856D6cc\" rx=\"12\" stroke="), svg)
        XCTAssertTrue(svg.contains("width=\"100\" height=\"200\" fill=\"#F2F2F7\" stroke="), svg)
        // A variant sets them like any other key; the JSON output has neither.
        let landscape = try layout.solve(LayoutConfiguration(size: Size(width: 300, height: 100)))
        XCTAssertEqual(landscape.views[1].backgroundColor, "#000")
        XCTAssertFalse(SnapshotJSON.render([snapshot]).contains("5856D6"))
        let plain = try DocumentLayout(text: text.replacingOccurrences(of: ##", "backgroundColor": "#F2F2F7""##, with: "")).solve()
        XCTAssertEqual(SnapshotJSON.render([plain]), SnapshotJSON.render([try DocumentLayout(text: text).solve()]))
    }

    func testBadValuesAreErrorsWithTheirPlace() {
        func error(_ key: String, _ value: String) -> String {
            do {
                _ = try DocumentLayout(text: #"{"root": {"size": {"width": 1, "height": 1}, "\#(key)": \#(value)}}"#, file: "a.json")
                return "no error"
            } catch {
                return "\(error)".components(separatedBy: "\n")[0]
            }
        }
        XCTAssertEqual(error("backgroundColor", #""red""#), ##"a.json:1:65: error: a colour is #RGB, #RRGGBB or #RRGGBBAA, not "red" [root.backgroundColor]"##)
        XCTAssertEqual(error("backgroundColor", ##""#12345""##), ##"a.json:1:65: error: a colour is #RGB, #RRGGBB or #RRGGBBAA, not "#12345" [root.backgroundColor]"##)
        XCTAssertEqual(error("cornerRadius", "-1"), "a.json:1:62: error: a corner radius is 0 or more, not -1 [root.cornerRadius]")
        XCTAssertEqual(error("backgroundColor", "1"), "a.json:1:65: error: expected a colour (a string), found a number [root.backgroundColor]")
    }
}
