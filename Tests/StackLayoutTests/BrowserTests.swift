import Foundation
import StackLayoutInterfaceBuilder
import XCTest
@testable import StackLayout
@testable import StackLayoutTesting

/// The HTML pages opened in a real browser: headless Chromium (Debian's `chromium`, which
/// `.ci/run` installs) loads each page, the test reads the DOM after the scripts ran
/// (`--dump-dom`), with a selection made through the URL fragment, and takes a screenshot.
///
/// A missing browser is a failure, not a skip. With `STACKLAYOUT_SCREENSHOTS=DIR` the
/// screenshots are kept there (the README's come from `STACKLAYOUT_SCREENSHOTS=docs/images`).
final class BrowserTests: XCTestCase {
    var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "browser-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    // MARK: Pages

    /// Writes the layout page of `document` (a path in the package) solved at `configurations`;
    /// returns its path.
    func layoutPage(_ document: String, _ configurations: [LayoutConfiguration] = [LayoutConfiguration()],
                    name: String) throws -> (String, [LayoutSnapshot]) {
        // Named as the README's commands name it, relative to the package.
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/" + document)))
        let layout = try DocumentLayout(bytes: bytes, file: document)
        let snapshots = try configurations.map { try layout.solve($0, inspecting: true) }
        let path = directory + "/\(name).html"
        try SnapshotHTML.render(snapshots).write(toFile: path, atomically: true, encoding: .utf8)
        return (path, snapshots)
    }

    /// Asserts the scripts ran to the end and wrote no error into the page.
    func assertRanCleanly(_ dom: String, _ page: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(dom.contains("data-state=\"ready\""), "\(page): the script did not finish", file: file, line: line)
        XCTAssertFalse(dom.contains("data-errors="), "\(page): script errors: \(errorsIn(dom))", file: file, line: line)
        XCTAssertTrue(dom.contains("<pre id=\"errors\" hidden=\"\"></pre>"), "\(page): \(errorsIn(dom))", file: file, line: line)
    }

    func errorsIn(_ dom: String) -> String {
        guard let start = dom.range(of: "<pre id=\"errors\""), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { return "no error element" }
        return String(dom[start.lowerBound..<end.upperBound])
    }

    /// The part of the DOM inside `<div id="details" …>`, up to the list of all problems.
    func panel(_ dom: String) -> String {
        guard let start = dom.range(of: "<div id=\"details\""), let end = dom.range(of: "<h3 id=\"all-problems\">", range: start.upperBound..<dom.endIndex)
        else { return "" }
        return String(dom[start.lowerBound..<end.lowerBound])
    }

    // MARK: Tests

    func testTheProfileScreenPageSelectsAViewFromTheFragment() throws {
        let (path, snapshots) = try layoutPage("Examples/profile-screen.json", name: "profile")
        let dom = try dumpDOM(path, fragment: "view=avatar")
        assertRanCleanly(dom, "profile")
        for view in snapshots[0].views {
            XCTAssertTrue(dom.contains("<g class=\"view") && dom.contains("data-view=\"\(view.id)\"><title>\(view.id) ("), "picture: \(view.id)")
            XCTAssertTrue(dom.contains("<li><button type=\"button\" data-view=\"\(view.id)\""), "tree: \(view.id)")
        }
        // The panel is filled: the view, its figures, its constraints with their origins.
        let details = panel(dom)
        XCTAssertTrue(details.hasPrefix("<div id=\"details\" data-view=\"avatar\"><h2>avatar<span class=\"tag\">view</span></h2>"), details)
        XCTAssertTrue(details.contains("frame</td><td>131, 0, 96 × 96 in header</td>"), details)
        XCTAssertTrue(details.contains("layout margins</td><td>top 8, left 8, bottom 8, right 8</td>"), details)
        XCTAssertTrue(details.contains("<h3>Horizontal constraints ("), details)
        // A content-size constraint reads as UIKit prints it, with both of its priorities.
        XCTAssertTrue(details.contains("<span class=\"equation\">avatar.width == 96 Hug:250 CompressionResistance:750</span>"
            + "<span class=\"tag\">NSContentSizeLayoutConstraint</span><span class=\"origin\">intrinsic width</span>"), details)
        XCTAssertTrue(details.contains("<span class=\"tag\">UISV-alignment</span><span class=\"origin\">header UISV-alignment</span>"), details)
        // The selection is drawn over the picture and marked in the tree.
        XCTAssertTrue(dom.contains("<g class=\"view selected\" data-view=\"avatar\">"))
        XCTAssertTrue(dom.contains("class=\"frame\"><title>avatar: 131, 0, 96 × 96</title></rect>"), "overlay frame")
        XCTAssertTrue(dom.contains("class=\"margins\"><title>layout margins: top 8, left 8, bottom 8, right 8</title></rect>"))
        XCTAssertTrue(dom.contains("class=\"constraint-line\""))
        XCTAssertTrue(dom.contains("<button type=\"button\" data-view=\"avatar\" title=\"131, 0, 96 × 96\" class=\"selected\">"))
    }

    func testTheConflictPageShowsTheBrokenConstraintAndSearches() throws {
        let (path, _) = try layoutPage("Tests/StackLayoutTests/Fixtures/HTML/conflict.json", name: "conflict")
        let dom = try dumpDOM(path, fragment: "view=title&search=title")
        assertRanCleanly(dom, "conflict")
        let details = panel(dom)
        // The view's problems, and the broken constraint marked among its constraints.
        XCTAssertTrue(details.contains("<li class=\"unsatisfiable\"><span class=\"kind\">unsatisfiable: </span>Unable to simultaneously satisfy constraints"), details)
        XCTAssertTrue(details.contains("<li class=\"constraint broken\"><span class=\"equation\">card.layoutMarginsGuide.leading == title.leading</span>"
                                       + "<span class=\"tag\">UISV-canvas-connection</span><span class=\"tag bad\">broken</span>"), details)
        // The search marks the matches, hides the branches without one and dims the rest of the picture.
        XCTAssertTrue(dom.contains("<div id=\"search-status\" class=\"legend\">2 views match</div>"), "title, subtitleWithAVeryLongName")
        XCTAssertTrue(dom.contains("data-view=\"title\" title=\"-20, 16, 354 × 24\" class=\"match selected\">"), "title marked")
        XCTAssertTrue(dom.contains("<li class=\"filtered\"><button type=\"button\" data-view=\"badge\""), "badge hidden in the tree")
        XCTAssertTrue(dom.contains("<g class=\"view dimmed\" data-view=\"badge\">"), "badge dimmed in the picture")
    }

    func testAProblemTappedDrawsItsConflict() throws {
        let (path, snapshots) = try layoutPage("Tests/StackLayoutTests/Fixtures/HTML/conflict.json", name: "conflict")
        let dom = try dumpDOM(path, fragment: "problem=0")
        assertRanCleanly(dom, "conflict, problem 0")
        let conflict = try XCTUnwrap(snapshots[0].diagnostics.first)
        // Every constraint of the conflict between two items is a line: the broken one red and thick.
        let twoItems = ([conflict.brokenConstraint!] + conflict.conflictingConstraints).filter { $0.items.count == 2 }
        XCTAssertEqual(dom.components(separatedBy: "class=\"conflict-line").count - 1, twoItems.count)
        XCTAssertTrue(dom.contains("stroke-width=\"3\" class=\"conflict-line broken\"><title>broken: card.layoutMarginsGuide.leading == title.leading [card UISV-canvas-connection]</title>"), "broken line")
        XCTAssertFalse(dom.contains("class=\"constraint-line\""), "only the conflict is drawn")
        for id in conflict.items {
            XCTAssertTrue(dom.contains("<g class=\"view involved\" data-view=\"\(id)\">")
                          || dom.contains("<g class=\"view selected involved\" data-view=\"\(id)\">"), "\(id) outlined")
        }
        // Its story heads the panel; the list marks it.
        XCTAssertTrue(panel(dom).hasPrefix("<div id=\"details\" data-view=\"card\"><div class=\"problem-story\" data-problem=\"0\"><h2>unsatisfiable</h2>"), panel(dom))
        XCTAssertTrue(dom.contains("<li class=\"unsatisfiable selected\" data-problem=\"0\" data-view=\"card\">"))
    }

    func testSeveralSizesAreTabsAndSideBySide() throws {
        let (path, _) = try layoutPage("Examples/paging-flow.json",
                                       [LayoutConfiguration(size: Size(width: 390, height: 844)),
                                        LayoutConfiguration(size: Size(width: 844, height: 390))], name: "sizes")
        let second = try dumpDOM(path, fragment: "snapshot=1&view=label7")
        assertRanCleanly(second, "sizes")
        XCTAssertTrue(second.contains("<figure class=\"snapshot inactive\" data-snapshot=\"0\">"), "the first tab hidden")
        XCTAssertTrue(second.contains("<figure class=\"snapshot\" data-snapshot=\"1\">"))
        XCTAssertTrue(second.contains("data-tab=\"1\" aria-selected=\"true\""))
        XCTAssertTrue(panel(second).contains("data-view=\"label7\""))
        let both = try dumpDOM(path, fragment: "all=1")
        assertRanCleanly(both, "sizes, side by side")
        XCTAssertTrue(both.contains("<figure class=\"snapshot\" data-snapshot=\"0\">") && both.contains("<figure class=\"snapshot\" data-snapshot=\"1\">"))
        XCTAssertTrue(both.contains("data-tab=\"all\" aria-selected=\"true\""))
    }

    func testAStoryboardsScenesAreTabs() throws {
        let file = try InterfaceBuilderFile(contentsOfFile: packageRoot + "/Tests/StackLayoutTests/Fixtures/HTML/two-scenes.storyboard")
        let snapshots = try file.roots.map { try $0.layout().solve(inspecting: true) }
        let path = directory + "/scenes.html"
        try SnapshotHTML.render(snapshots).write(toFile: path, atomically: true, encoding: .utf8)
        let dom = try dumpDOM(path, fragment: "snapshot=1&view=7yH-2c-Qp4")
        assertRanCleanly(dom, "scenes")
        XCTAssertTrue(dom.contains("two-scenes.storyboard, root 1uM-r6-iWm (Settings) 393x852</button>"), "a tab per scene")
        XCTAssertTrue(dom.contains("data-tab=\"1\" aria-selected=\"true\""))
        let details = panel(dom)
        // The view by its IB id and userLabel, its constraints at their elements.
        XCTAssertTrue(details.hasPrefix("<div id=\"details\" data-view=\"7yH-2c-Qp4\"><h2>7yH-2c-Qp4"), details)
        XCTAssertTrue(details.contains("label</td><td>Panel</td>"), details)
        XCTAssertTrue(details.contains("two-scenes.storyboard:40:"), details)
        XCTAssertTrue(dom.contains("<button type=\"button\" data-view=\"7yH-2c-Qp4\" data-label=\"Panel\""), "the tree names it by its label")
    }

    func testTheFailingGoldenPageMarksTheMovedView() throws {
        let page = try failingGoldenPage()
        let dom = try dumpDOM(page, fragment: "view=box")
        assertRanCleanly(dom, "golden diff")
        XCTAssertTrue(dom.contains("<tr data-view=\"box\" class=\"selected\"><th class=\"moved\">box</th><td>x 20 → 48 (+28)<br>width 60 → 90 (+30)</td></tr>"), dom)
        XCTAssertTrue(dom.contains("<g class=\"view changed selected\" data-view=\"box\">"), dom)
    }

    func testScreenshotsAreNotBlank() throws {
        let blank = directory + "/blank.html"
        try "<!DOCTYPE html><html><body></body></html>".write(toFile: blank, atomically: true, encoding: .utf8)
        let (profile, _) = try layoutPage("Examples/profile-screen-text.json", name: "profile")
        let (conflict, _) = try layoutPage("Tests/StackLayoutTests/Fixtures/HTML/conflict.json", name: "conflict")
        let shots = [("blank", blank, ""), ("profile-screen", profile, "view=avatar"), ("conflict", conflict, "problem=0"),
                     ("golden-diff", try failingGoldenPage(), "view=box")]
        // The browsers run side by side; each result is checked after.
        final class Results: @unchecked Sendable { var pngs: [Result<Data, Error>] = [] }
        let results = Results()
        results.pngs = Array(repeating: .success(Data()), count: shots.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: shots.count) { index in
            let (name, path, fragment) = shots[index]
            let result = Result { try self.screenshot(path, fragment: fragment, name: name) }
            lock.lock()
            results.pngs[index] = result
            lock.unlock()
        }
        let empty = try results.pngs[0].get()
        for (index, (name, _, _)) in shots.enumerated().dropFirst() {
            let png = try results.pngs[index].get()
            XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(name): not a PNG")
            // IHDR: the width and height, big-endian, at bytes 16 and 20.
            func word(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            XCTAssertEqual([word(16), word(20)], [Self.window.width, Self.window.height], name)
            // A blank page compresses to a few kilobytes; a drawn layout to many times that.
            XCTAssertGreaterThan(png.count, 5 * empty.count, "\(name): the screenshot looks blank (\(png.count) bytes)")
        }
    }

    /// A golden recorded with the box at x 20, width 60, then checked with it at 48, width 90:
    /// the artifact page the failure names.
    func failingGoldenPage() throws -> String {
        func layout(x: Double, width: Double) -> LayoutDescription {
            let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 240))
            root.identifier = "root"
            for (id, frame) in [("box", Rect(x: x, y: 40, width: width, height: 80)),
                                ("label", Rect(x: 20, y: 140, width: 200, height: 30))] {
                let view = View(frame: frame)
                view.identifier = id
                root.addSubview(view)
            }
            root.layoutIfNeeded()
            return LayoutDescription(of: root, header: "320x240 leftToRight")
        }
        let golden = directory + "/__Snapshots__/ScreenTests/testScreen.screen.txt"
        _ = verifyLayout(layout(x: 20, width: 60), golden: golden, record: .missing, tolerance: 0.01, testName: "t",
                         artifacts: directory)
        let failure = try XCTUnwrap(verifyLayout(layout(x: 48, width: 90), golden: golden, record: .missing, tolerance: 0.01,
                                                 testName: "t", artifacts: directory))
        let page = directory + "/ScreenTests/testScreen.screen.html"
        XCTAssertTrue(failure.contains(page), failure)
        return page
    }

    // MARK: Harness

    static let window = (width: 1200, height: 800)

    /// Chromium on the PATH, or a failure that says how to get it.
    static func browser() throws -> String {
        struct MissingBrowser: Error, CustomStringConvertible { var description: String }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser"] {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        throw MissingBrowser(description: "no chromium on the PATH: the browser tests need headless Chromium "
            + "(`apt-get install -y chromium`, which .ci/run does when it is missing)")
    }

    /// Runs the browser headless on `path#fragment` with `arguments`; returns standard output.
    func runBrowser(_ arguments: [String], path: String, fragment: String) throws -> Data {
        struct BrowserFailed: Error, CustomStringConvertible { var description: String }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.browser())
        let url = URL(fileURLWithPath: path).absoluteString + (fragment.isEmpty ? "" : "#" + fragment)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                             "--user-data-dir=\(directory)/profile-\(UUID().uuidString)",
                             "--window-size=\(Self.window.width),\(Self.window.height)"] + arguments + [url]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        final class Box: @unchecked Sendable { var data = Data() }
        let errorData = Box()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorData.data = errors.fileHandleForReading.readDataToEndOfFile() }
        try process.run()
        let timer = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: timer)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        timer.cancel()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw BrowserFailed(description: "chromium \(arguments) on \(url) failed (status \(process.terminationStatus)): "
                + String(decoding: errorData.data, as: UTF8.self))
        }
        return data
    }

    /// The DOM after the page's scripts ran.
    func dumpDOM(_ path: String, fragment: String) throws -> String {
        String(decoding: try runBrowser(["--dump-dom"], path: path, fragment: fragment), as: UTF8.self)
    }

    /// A screenshot of the window, as PNG bytes; kept in `$STACKLAYOUT_SCREENSHOTS` if set.
    func screenshot(_ path: String, fragment: String, name: String) throws -> Data {
        let file = directory + "/\(name)-\(UUID().uuidString).png"
        _ = try runBrowser(["--screenshot=\(file)", "--hide-scrollbars"], path: path, fragment: fragment)
        let png = try Data(contentsOf: URL(fileURLWithPath: file))
        if let keep = ProcessInfo.processInfo.environment["STACKLAYOUT_SCREENSHOTS"], name != "blank" {
            let target = keep.hasPrefix("/") ? keep : packageRoot + "/" + keep
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
            try png.write(to: URL(fileURLWithPath: target + "/\(name).png"))
        }
        return png
    }
}
