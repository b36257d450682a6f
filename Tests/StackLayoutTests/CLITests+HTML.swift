import Foundation
import XCTest

/// `solve --format html` and `diff`, run end to end.
extension CLITests {
    func testHTMLOutputIsOnePageWithEveryView() throws {
        let result = try run(["solve", "Examples/profile-screen.json", "Examples/tab-strip.json", "--format", "html"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let html = result.stdout
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(html.components(separatedBy: "<!DOCTYPE html>").count, 2, "one page for every file and size")
        XCTAssertTrue(html.contains("<h1>Examples/profile-screen.json, Examples/tab-strip.json</h1>"))
        for id in ["screen", "avatar", "row7Chevron", "scroll", "image8"] {
            XCTAssertTrue(html.contains("<g class=\"view\" data-view=\"\(id)\">"), id)
        }
        // Inspected: the panel's constraints are in the page.
        XCTAssertTrue(html.contains("\"origin\":\"Examples/profile-screen.json:"))
        XCTAssertTrue(html.contains("\"identifier\":\"UISV-spacing\""))
        // A conflict is still exit 0 without --strict, and its problems are in the page.
        let conflict = try run(["solve", "-", "--format", "html"], stdin: Self.conflict)
        XCTAssertEqual(conflict.status, 0)
        XCTAssertTrue(conflict.stdout.contains("<li class=\"unsatisfiable\" data-problem=\"0\" data-view=\"a\">"))
        try assertUsageError(["check", "Examples/tab-strip.json", "--format", "html"], "check prints text or json, not html")
    }

    func testAStoryboardGivesOneSnapshotPerScene() throws {
        let result = try run(["solve", "Tests/StackLayoutTests/Fixtures/HTML/two-scenes.storyboard", "--format", "html"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let html = result.stdout
        XCTAssertTrue(html.contains(">Tests/StackLayoutTests/Fixtures/HTML/two-scenes.storyboard, root 8bC-Xf-vdC (Login) 393x852</button>"))
        XCTAssertTrue(html.contains(">Tests/StackLayoutTests/Fixtures/HTML/two-scenes.storyboard, root 1uM-r6-iWm (Settings) 393x852</button>"))
        // Views, constraint items and problems by IB id, whatever the document calls them.
        XCTAssertTrue(html.contains("\"items\":[\"3Kq-1a-Zx9\",\"8bC-Xf-vdC\"]"))
        XCTAssertFalse(html.contains("\"items\":[\"_"), "a document id leaked")
        XCTAssertTrue(html.contains("<li class=\"ambiguous\" data-problem=\"0\" data-view=\"3Kq-1a-Zx9\">"))
        XCTAssertTrue(html.contains("<g class=\"view\" data-view=\"7yH-2c-Qp4\"><title>Panel \u{2014} 7yH-2c-Qp4 (view): 0, 59, 393 × 200</title>"))
    }

    func testDiffOfOneLayoutAtTwoSizes() throws {
        try assertRun(["diff", "Examples/tab-strip.json", "--size", "390x844,300x844", "--format", "text"], stdout: """
            Examples/tab-strip.json at 390x844 -> Examples/tab-strip.json at 300x844: 21 of 21 views changed
              root: width 390 → 300 (-90)
              scroll: width 390 → 300 (-90), content width 1170 → 900 (-270)
              stack: width 1170 → 900 (-270)
              tab0: width 130 → 100 (-30)
              image0: x 40 → 25 (-15)
              tab1: x 130 → 100 (-30), width 130 → 100 (-30)
              image1: x 40 → 25 (-15)
              tab2: x 260 → 200 (-60), width 130 → 100 (-30)
              image2: x 40 → 25 (-15)
              tab3: x 390 → 300 (-90), width 130 → 100 (-30)
              image3: x 40 → 25 (-15)
              tab4: x 520 → 400 (-120), width 130 → 100 (-30)
              image4: x 40 → 25 (-15)
              tab5: x 650 → 500 (-150), width 130 → 100 (-30)
              image5: x 40 → 25 (-15)
              tab6: x 780 → 600 (-180), width 130 → 100 (-30)
              image6: x 40 → 25 (-15)
              tab7: x 910 → 700 (-210), width 130 → 100 (-30)
              image7: x 40 → 25 (-15)
              tab8: x 1040 → 800 (-240), width 130 → 100 (-30)
              image8: x 40 → 25 (-15)

            """, status: 1)
    }

    func testDiffOfTwoFilesWritesTheOverlayPage() throws {
        let moved = Self.conflict.replacingOccurrences(of: "\"a.top == root.top\"", with: "\"a.top == root.top + 7\"")
        let result = try run(["diff", "a.json", "b.json"], files: ["a.json": Self.conflict, "b.json": moved])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(result.stdout.contains("<h1>a.json 100x100 → b.json 100x100</h1>"))
        XCTAssertTrue(result.stdout.contains("<tr data-view=\"a\"><th class=\"moved\">a</th><td>y 0 → 7 (+7)</td></tr>"))
        // The same layout twice: they match, exit 0.
        try assertRun(["diff", "a.json", "a.json", "--format", "text"], files: ["a.json": Self.conflict],
                      stdout: "a.json at 100x100 -> a.json at 100x100: the layouts match\n")
    }

    func testDiffNeedsExactlyTwoLayouts() throws {
        try assertRun(["diff", "Examples/tab-strip.json"], stdout: "",
                      stderr: "stacklayout: error: diff compares two layouts: give two files, or one file and two sizes "
                        + "(--size 390x844,844x390); these give 1\n", status: 2)
        try assertRun(["diff", "Examples/tab-strip.json", "Examples/paging.json", "--size", "390x844,844x390"], stdout: "",
                      stderr: "stacklayout: error: diff compares two layouts: give two files, or one file and two sizes "
                        + "(--size 390x844,844x390); these give 4\n", status: 2)
        try assertUsageError(["diff", "Examples/tab-strip.json", "Examples/paging.json", "--format", "json"],
                             "diff prints html or text, not json")
    }
}
