import XCTest
@testable import StackLayout

/// The HTML page's content, without a browser (BrowserTests open it in one): self-contained,
/// every view in the tree and the picture, the problems drawn and listed, the data the script reads.
final class SnapshotHTMLTests: XCTestCase {
    let conflict = packageRoot + "/Tests/StackLayoutTests/Fixtures/HTML/conflict.json"

    func page(_ path: String, _ configurations: [LayoutConfiguration] = [LayoutConfiguration()]) throws -> (String, [LayoutSnapshot]) {
        let layout = try DocumentLayout(contentsOfFile: path)
        var snapshots: [LayoutSnapshot] = []
        for configuration in configurations { snapshots.append(try layout.solve(configuration, inspecting: true)) }
        return (SnapshotHTML.render(snapshots), snapshots)
    }

    func testThePageIsSelfContained() throws {
        let (html, _) = try page(packageRoot + "/Examples/profile-screen.json")
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        XCTAssertTrue(html.hasSuffix("</body>\n</html>\n"))
        // No address but the SVG namespace; no external script, style sheet, font or image.
        let addresses = html.components(separatedBy: "http").count - 1
        XCTAssertEqual(addresses, html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1)
        for external in ["<script src", "<link", "@import", "@font-face", "<img", "url(http", "fetch(", "XMLHttpRequest"] {
            XCTAssertFalse(html.contains(external), external)
        }
    }

    func testEveryViewIsInTheTreeAndThePicture() throws {
        let (html, snapshots) = try page(packageRoot + "/Examples/profile-screen.json")
        for view in snapshots[0].views {
            XCTAssertTrue(html.contains("<li><button type=\"button\" data-view=\"\(view.id)\""), "tree: \(view.id)")
            XCTAssertTrue(html.contains("<g class=\"view\" data-view=\"\(view.id)\"><title>\(view.id) ("), "picture: \(view.id)")
        }
        // The settings list scrolls: its content beyond the frame is dashed.
        XCTAssertTrue(html.contains("stroke-dasharray=\"6 4\""))
    }

    func testALabelsOwnTextIsWrittenInItsBox() throws {
        let (html, _) = try page(packageRoot + "/Examples/profile-screen-text.json")
        XCTAssertTrue(html.contains("fill=\"#333\" pointer-events=\"none\">Jordan Appleseed</text>"))
        XCTAssertTrue(html.contains("<title>name (label): 85.666667, 112, 187 × 26.333333; text \u{201C}Jordan Appleseed\u{201D}</title>"), html)
    }

    func testTheDataIslandHoldsWhatThePanelShows() throws {
        let (html, snapshots) = try page(conflict)
        let start = try XCTUnwrap(html.range(of: "<script type=\"application/json\" id=\"stacklayout-data\">"))
        let end = try XCTUnwrap(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = try JSONReader.parse(String(html[start.upperBound..<end.lowerBound]))
        let snapshot = try XCTUnwrap(data.asObject?["snapshots"]?.asArray?.first?.asObject)
        let views = try XCTUnwrap(snapshot["views"]?.asArray)
        XCTAssertEqual(views.compactMap { $0.asObject?["id"]?.asString }, snapshots[0].views.map(\.id))
        let button = try XCTUnwrap(views.first { $0.asObject?["id"]?.asString == "button" }?.asObject)
        XCTAssertEqual(button["frame"]?.asArray?.compactMap(\.asNumber), [-20, 82, 354, 44])
        XCTAssertEqual(button["rect"]?.asArray?.compactMap(\.asNumber), [0, 149, 354, 44], "root coordinates")
        XCTAssertEqual(button["margins"]?.asArray?.compactMap(\.asNumber), [8, 8, 8, 8])
        XCTAssertEqual(button["hg"]?.asArray?.compactMap(\.asNumber).map { Int($0) },
                       snapshots[0].views.first { $0.id == "button" }?.inspection?.horizontalGroups)
        let constraints = try XCTUnwrap(snapshot["constraints"]?.asArray)
        XCTAssertEqual(constraints.count, snapshots[0].constraints.count)
        XCTAssertTrue(constraints.contains { $0.asObject?["origin"]?.asString == conflict + ":20:7" })
    }

    func testProblemsAreDrawnAndListed() throws {
        let (html, _) = try page(conflict)
        // The broken constraint: a red line between its items, UIKit's message as its tooltip.
        XCTAssertTrue(html.contains("<g class=\"broken\" data-items=\"card title\"><title>Unable to simultaneously satisfy constraints: "
                                    + "broke card.layoutMarginsGuide.leading == title.leading [card UISV-canvas-connection]</title><line "), html)
        // The ambiguous view: hatched, its message as the tooltip.
        XCTAssertTrue(html.contains("<g class=\"ambiguous\" data-view=\"badge\"><title>badge has an ambiguous position (horizontal)"))
        XCTAssertTrue(html.contains("fill=\"url(#sl-hatch-horizontal-0)\""), "upright stripes: horizontal")
        // Both in the problems list, each selecting its first view.
        XCTAssertTrue(html.contains("<li class=\"unsatisfiable\" data-problem=\"0\" data-view=\"card\">"))
        XCTAssertTrue(html.contains("<li class=\"ambiguous\" data-problem=\"1\" data-view=\"badge\"><span class=\"kind\">ambiguous (horizontal):</span>"))
        XCTAssertTrue(html.contains("conflicting: button.leading == screen.leading <span class=\"origin\">\(conflict):20:7</span>"))
        XCTAssertTrue(html.contains("2 problems"))
    }

    /// The broken `card.layoutMarginsGuide.leading == title.leading` runs from the card's
    /// leading margin to the title's leading edge: on the left, or on the right in right to left.
    func testABrokenLineEndsOnTheEdgesItRelates() throws {
        let layout = try DocumentLayout(contentsOfFile: conflict)
        let leftToRight = SnapshotSVG.render([try layout.solve()])
        XCTAssertTrue(leftToRight.contains("<line x1=\"36\" y1=\"95\" x2=\"0\" y2=\"95\" stroke=\"#D62728\""), leftToRight)
        let rightToLeft = SnapshotSVG.render([try layout.solve(LayoutConfiguration(layoutDirection: .rightToLeft))])
        XCTAssertTrue(rightToLeft.contains("<line x1=\"354\" y1=\"95\" x2=\"390\" y2=\"95\" stroke=\"#D62728\""), rightToLeft)
    }

    func testSeveralSnapshotsAreTabs() throws {
        let (html, _) = try page(packageRoot + "/Examples/paging-flow.json",
                                 [LayoutConfiguration(size: Size(width: 390, height: 844)),
                                  LayoutConfiguration(size: Size(width: 844, height: 390))])
        XCTAssertTrue(html.contains("<button type=\"button\" data-tab=\"0\" aria-selected=\"true\">"))
        XCTAssertTrue(html.contains("<button type=\"button\" data-tab=\"1\" aria-selected=\"false\">"))
        XCTAssertTrue(html.contains("data-tab=\"all\""))
        XCTAssertTrue(html.contains("<figure class=\"snapshot\" data-snapshot=\"0\">"))
        XCTAssertTrue(html.contains("<figure class=\"snapshot inactive\" data-snapshot=\"1\">"))
        XCTAssertTrue(html.contains("<ul class=\"tree\" data-snapshot=\"1\" hidden>"))
        XCTAssertTrue(html.contains("id=\"sl-hatch-vertical-1\""), "each picture has its own patterns")
    }

    func testNothingInTheDataCanCloseItsScript() {
        var snapshot = LayoutSnapshot(size: Size(width: 10, height: 10),
                                      views: [LayoutSnapshot.ViewFrame(id: "root", parentID: nil, frame: Rect(x: 0, y: 0, width: 10, height: 10), depth: 0)],
                                      file: "</script><script>alert(1)</script>")
        snapshot.diagnostics = [LayoutSnapshot.Diagnostic(kind: .invalid, message: "<b>&</b>")]
        let html = SnapshotHTML.render([snapshot])
        XCTAssertFalse(html.contains("alert(1)</script>"))
        XCTAssertFalse(html.contains("<b>&</b>"))
        XCTAssertTrue(html.contains("&lt;b&gt;&amp;&lt;/b&gt;"))
        XCTAssertTrue(html.contains("\\u003c/script>\\u003cscript>alert(1)"))
    }
}
