import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import StackLayoutTesting
import XCTest
@testable import StackLayout

/// The `stacklayout` binary run end to end, as swift-argument-parser tests its tools: every
/// output format and option, with stdout, stderr and the exit status compared exactly. Errors
/// are in `CLITests+Errors.swift`, `check` and the examples' goldens in `CLITests+Check.swift`;
/// the harness (finding the binary, running it, golden files) is at the end of this file.
final class CLITests: XCTestCase {
    // MARK: Output formats

    func testTextOutputIsAnIndentedTree() throws {
        try assertRun(["solve", "Examples/tab-strip.json"], stdout: """
            Examples/tab-strip.json at 390x844
            root            0, 0, 390 x 844
              scroll        0, 47, 390 x 58             content 1170 x 58, scrolls horizontally
                stack       0, 0, 1170 x 58
                  tab0      0, 0, 130 x 58
                    image0  40, 4, 50 x 50
                  tab1      130, 0, 130 x 58
                    image1  40, 4, 50 x 50
                  tab2      260, 0, 130 x 58
                    image2  40, 4, 50 x 50
                  tab3      390, 0, 130 x 58
                    image3  40, 4, 50 x 50
                  tab4      520, 0, 130 x 58
                    image4  40, 4, 50 x 50
                  tab5      650, 0, 130 x 58
                    image5  40, 4, 50 x 50
                  tab6      780, 0, 130 x 58
                    image6  40, 4, 50 x 50
                  tab7      910, 0, 130 x 58
                    image7  40, 4, 50 x 50
                  tab8      1040, 0, 130 x 58
                    image8  40, 4, 50 x 50

            """)
        // Hidden views and pages are noted after the frame.
        try assertRun(["solve", "-"], stdin: Self.hiddenAndPaging, stdout: """
            <stdin> at 200x100
            pager         0, 0, 200 x 100             content 400 x 100, scrolls horizontally; page 2 of 2
              content     0, 0, 400 x 100
                ghost     0, 0, 10 x 10               hidden

            """)
    }

    func testJSONOutputHasFormatsKeysInOrder() throws {
        let result = try run(["solve", "Examples/paging.json", "--format", "json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        // The values, read back with Foundation.
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["size"] as? [String: Double], ["width": 390, "height": 844])
        let views = try XCTUnwrap(object["views"] as? [[String: Any]])
        XCTAssertEqual(views.map { $0["id"] as? String }, ["scroll", "container", "page0", "page1", "page2"])
        XCTAssertEqual(views.map { $0["parent"] as? String }, [nil, "scroll", "container", "container", "container"])
        XCTAssertEqual(views[0]["frame"] as? [String: Double], ["x": 0, "y": 0, "width": 390, "height": 844])
        XCTAssertEqual(views[0]["contentSize"] as? [String: Double], ["width": 1170, "height": 844])
        XCTAssertEqual(views[0]["scrolls"] as? [String: Bool], ["horizontal": true, "vertical": false])
        XCTAssertEqual(views[0]["pages"] as? Int, 3)
        XCTAssertEqual(views[0]["page"] as? Int, 1)
        XCTAssertEqual(views[3]["frame"] as? [String: Double], ["x": 390, "y": 0, "width": 390, "height": 844])
        XCTAssertEqual((object["diagnostics"] as? [Any])?.count, 0)
        // The key order FORMAT.md gives, read with the library's own reader (it keeps order).
        let document = try XCTUnwrap(JSONReader.parse(result.stdout).asObject)
        XCTAssertEqual(document.keys, ["size", "views", "diagnostics"])
        let scroll = try XCTUnwrap(document["views"]?.asArray?.first?.asObject)
        XCTAssertEqual(scroll.keys, ["id", "frame", "contentSize", "scrolls", "pages", "page"])
        XCTAssertEqual(scroll["frame"]?.asObject?.keys, ["x", "y", "width", "height"])
        XCTAssertEqual(scroll["scrolls"]?.asObject?.keys, ["horizontal", "vertical"])
        XCTAssertEqual(document["views"]?.asArray?[1].asObject?.keys, ["id", "parent", "frame"])

        // Hidden views are listed, with "hidden": true after the frame; diagnostics keep
        // FORMAT.md's order too.
        let hidden = try run(["solve", "-", "--format", "json"], stdin: Self.hiddenAndPaging)
        let ghost = try XCTUnwrap(JSONReader.parse(hidden.stdout).asObject?["views"]?.asArray?[2].asObject)
        XCTAssertEqual(ghost.keys, ["id", "parent", "frame", "hidden"])
        XCTAssertEqual(ghost["hidden"]?.asBool, true)
        let conflict = try run(["solve", "-", "--format", "json"], stdin: Self.conflict)
        let diagnostic = try XCTUnwrap(JSONReader.parse(conflict.stdout).asObject?["diagnostics"]?.asArray?.first?.asObject)
        XCTAssertEqual(diagnostic.keys, ["kind", "message", "broken", "conflicting"])
        XCTAssertEqual(diagnostic["kind"]?.asString, "unsatisfiable")
        let ambiguous = try run(["solve", "-", "--format", "json"], stdin: Self.ambiguousAndUnused)
        let first = try XCTUnwrap(JSONReader.parse(ambiguous.stdout).asObject?["diagnostics"]?.asArray?.first?.asObject)
        XCTAssertEqual(first.keys, ["kind", "view", "axis", "message"])
    }

    func testSVGOutputDrawsEveryFrameLabelled() throws {
        for example in Self.examples {
            let result = try run(["solve", "Examples/\(example).json", "--format", "svg"])
            XCTAssertEqual(result.status, 0, example)
            XCTAssertEqual(result.stderr, "", example)
            let svg = result.stdout
            XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" "), example)
            XCTAssertTrue(svg.hasSuffix("</svg>\n"), example)
            XCTAssertNil(Self.xmlProblem(svg), "\(example): \(Self.xmlProblem(svg) ?? "")")
            // One <rect> for the background and each of the two hatch patterns, one per view,
            // one more per scroll view (its content).
            let json = try XCTUnwrap(JSONReader.parse(try run(["solve", "Examples/\(example).json", "--format", "json"]).stdout)
                .asObject?["views"]?.asArray)
            let ids = json.compactMap { $0.asObject?["id"]?.asString }
            let scrollViews = json.filter { $0.asObject?["contentSize"] != nil }.count
            XCTAssertEqual(svg.components(separatedBy: "<rect ").count - 1, 3 + ids.count + scrollViews, example)
            // Every view has its full name in its tooltip, and a label (whole, or shortened
            // with "…") where its box has room: LabelPlacementTests test the placement.
            for id in ids {
                XCTAssertTrue(svg.contains("<g class=\"view\" data-view=\"\(id)\"><title>\(id) ("), "\(example): no title for \(id)")
            }
            let labels = svg.components(separatedBy: "<text class=\"label\"").count - 1
            XCTAssertGreaterThan(labels, ids.count / 2, example)
            XCTAssertTrue(svg.contains(">Examples/\(example).json 390x844</text>"), example)
        }
        // A scroll view's content is dashed beyond its frame; a hidden view is dashed and faint.
        let svg = try run(["solve", "-", "--format", "svg"], stdin: Self.hiddenAndPaging).stdout
        XCTAssertTrue(svg.contains(##"<rect x="-200" y="0" width="400" height="100" fill="none" stroke="#4C78A8" stroke-dasharray="6 4""##), svg)
        XCTAssertTrue(svg.contains(#"stroke-dasharray="4 3" opacity="0.45"/>"#), svg)
        // Too small for its label (10 x 10): the tooltip names it, its frame and that it is hidden.
        XCTAssertTrue(svg.contains("<title>ghost (view): 0, 0, 10 × 10, hidden</title>"), svg)
        XCTAssertFalse(svg.split(separator: "\n").contains { $0.hasPrefix("<text class=\"label\"") && $0.contains(">g") }, svg)
        // The first page, scrolled out of view to the left, is inside the canvas.
        XCTAssertTrue(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="440" height="160""#), svg)
        XCTAssertTrue(svg.contains(#"<g transform="translate(220 40)">"#), svg)
    }

    // MARK: Options

    func testSeveralSizesResolveInOrder() throws {
        let result = try run(["solve", "Examples/paging.json", "--size", "390x844,844x390", "--size=500X500",
                              "--format", "json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        let objects = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(objects.map { $0["file"] as? String }, Array(repeating: "Examples/paging.json", count: 3))
        XCTAssertEqual(objects.map { $0["size"] as? [String: Double] },
                       [["width": 390, "height": 844], ["width": 844, "height": 390], ["width": 500, "height": 500]])
        // The pager starts on page 2 and keeps it as the size changes (incremental re-solve).
        let scrolls = objects.compactMap { ($0["views"] as? [[String: Any]])?.first }
        XCTAssertEqual(scrolls.map { $0["page"] as? Int }, [1, 1, 1])
        XCTAssertEqual(scrolls.map { $0["contentSize"] as? [String: Double] },
                       [["width": 1170, "height": 844], ["width": 2532, "height": 390], ["width": 1500, "height": 500]])
        XCTAssertEqual(try JSONReader.parse(result.stdout).asArray?.first?.asObject?.keys,
                       ["file", "size", "views", "diagnostics"])
        // Text: one tree per size, a blank line between.
        try assertRun(["solve", "-", "--size", "100x100,300x200"], stdin: Self.traits, stdout: """
            <stdin> at 100x100
            root          0, 0, 100 x 100
              box         5, 0, 10 x 10
              third       0, 10, 33.333333 x 10

            <stdin> at 300x200
            root          0, 0, 300 x 200
              box         5, 0, 10 x 10
              third       0, 10, 100 x 10

            """)
    }

    func testDevicesPortraitAndLandscape() throws {
        try assertRun(["solve", "-", "--device", "iphone-14"], stdin: Self.traits, stdout: """
            <stdin> at 390x844
            root          0, 0, 390 x 844
              box         5, 47, 10 x 10
              third       0, 57, 130 x 10

            """)
        // Landscape: the safe area moves to the sides (47), the vertical size class is compact
        // (the box's variant), frames round to the 3x pixel grid.
        try assertRun(["solve", "-", "--device", "iphone-14-landscape"], stdin: Self.traits, stdout: """
            <stdin> at 844x390
            root          0, 0, 844 x 390
              box         52, 0, 10 x 30
              third       0, 30, 281.333333 x 10

            """)
        // iPad: regular width (the other variant), 2x pixels: 820 / 3 rounds to 273.5.
        try assertRun(["solve", "-", "--device=ipad"], stdin: Self.traits, stdout: """
            <stdin> at 820x1180
            root          0, 0, 820 x 1180
              box         5, 24, 40 x 10
              third       0, 34, 273.5 x 10

            """)
        // --size wins over the device's size; in the device's orientation its environment stays
        // (status bar 20, 2x pixels)...
        try assertRun(["solve", "-", "--device", "iphone-se", "--size", "100x200"], stdin: Self.traits, stdout: """
            <stdin> at 100x200
            root          0, 0, 100 x 200
              box         5, 20, 10 x 10
              third       0, 30, 33.5 x 10

            """)
        // ...and across it the device turns: landscape safe area (none on an SE) and compact height.
        try assertRun(["solve", "-", "--device", "iphone-se", "--size", "200x100"], stdin: Self.traits, stdout: """
            <stdin> at 200x100
            root          0, 0, 200 x 100
              box         5, 0, 10 x 30
              third       0, 30, 66.5 x 10

            """)
    }

    func testScaleRoundsToThePixelGrid() throws {
        let expected = { (width: String) in """
            <stdin> at 100x100
            root          0, 0, 100 x 100
              box         5, 0, 10 x 10
              third       0, 10, \(width) x 10

            """ }
        try assertRun(["solve", "-", "--size", "100x100"], stdin: Self.traits, stdout: expected("33.333333"))
        try assertRun(["solve", "-", "--size", "100x100", "--scale", "2"], stdin: Self.traits, stdout: expected("33.5"))
        try assertRun(["solve", "-", "--size", "100x100", "--scale=1"], stdin: Self.traits, stdout: expected("33"))
        try assertRun(["solve", "-", "--size", "100x100", "--scale", "3"], stdin: Self.traits, stdout: expected("33.333333"))
    }

    func testTraitsSelectVariantsAndDirection() throws {
        func box(_ trait: String) throws -> String {
            let result = try run(["solve", "-", "--trait", trait], stdin: Self.traits)
            XCTAssertEqual(result.status, 0, trait)
            XCTAssertEqual(result.stderr, "", trait)
            return result.stdout.split(separator: "\n").dropFirst(2).joined(separator: "\n")
        }
        XCTAssertEqual(try box("horizontalSizeClass=regular"), "  box         5, 0, 40 x 10\n  third       0, 10, 100 x 10")
        XCTAssertEqual(try box("horizontalSizeClass=compact"), "  box         5, 0, 10 x 10\n  third       0, 10, 100 x 10")
        XCTAssertEqual(try box("verticalSizeClass=compact"), "  box         5, 0, 10 x 30\n  third       0, 30, 100 x 10")
        XCTAssertEqual(try box("verticalSizeClass=regular"), "  box         5, 0, 10 x 10\n  third       0, 10, 100 x 10")
        XCTAssertEqual(try box("layoutDirection=rightToLeft"), "  box         285, 0, 10 x 10\n  third       200, 10, 100 x 10")
        XCTAssertEqual(try box("layoutDirection=leftToRight"), "  box         5, 0, 10 x 10\n  third       0, 10, 100 x 10")
        // Several traits together, and a trait over a device's own size classes.
        try assertRun(["solve", "-", "--device", "iphone-14-landscape", "--trait", "verticalSizeClass=regular",
                       "--trait", "horizontalSizeClass=regular", "--trait", "layoutDirection=rightToLeft"],
                      stdin: Self.traits, stdout: """
            <stdin> at 844x390
            root          0, 0, 844 x 390
              box         752, 0, 40 x 10
              third       562.666667, 10, 281.333333 x 10

            """)
    }

    func testOutputWritesTheFileAndPrintsNothing() throws {
        let directory = try temporaryDirectory()
        for format in ["text", "json", "svg"] {
            let path = directory + "/out." + format
            try assertRun(["solve", "Examples/tab-strip.json", "--format", format, "--output", path], stdout: "")
            let expected = try run(["solve", "Examples/tab-strip.json", "--format", format]).stdout
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), expected, format)
        }
        // -o, and check's report.
        try assertRun(["check", "-", "-o", directory + "/check.txt"], stdin: Self.conflict, stdout: "", status: 1)
        XCTAssertTrue(try String(contentsOfFile: directory + "/check.txt", encoding: .utf8)
            .hasPrefix("<stdin> at 100x100: unsatisfiable: "))
        // A path that cannot be written.
        try assertRun(["solve", "Examples/tab-strip.json", "--output", directory + "/missing/out.txt"],
                      stderr: "stacklayout: error: cannot write \(directory)/missing/out.txt: No such file or directory\n",
                      status: 2)
    }

    func testStrictExitsOneOnProblemsOnly() throws {
        try assertRun(["solve", "-"], stdin: Self.conflict, stdout: Self.conflictText, status: 0)
        try assertRun(["solve", "-", "--strict"], stdin: Self.conflict, stdout: Self.conflictText, status: 1)
        try assertRun(["solve", "-", "--strict", "--format", "json"], stdin: Self.ambiguousAndUnused, status: 1,
                      stdoutContains: #""kind": "ambiguous""#)
        let clean = try run(["solve", "Examples/tab-strip.json", "--strict"])
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.stderr, "")
    }

    func testStandardInputAndSeveralFilesKeepTheirOrder() throws {
        let names = Self.examples.map { "Examples/\($0).json" }
        // Every example, stdin in the middle, each twice: printed in the order given, though
        // they are solved in parallel.
        let files = names + ["-"] + names.reversed()
        let result = try run(["solve"] + files + ["--format", "json"], stdin: Self.traits)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        let objects = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(objects.map { $0["file"] as? String }, files.map { $0 == "-" ? "<stdin>" : $0 })
        // Each file's object is what the file gives alone, with "file" first.
        let list = try XCTUnwrap(JSONReader.parse(result.stdout).asArray)
        for (index, name) in files.enumerated() where name != "-" {
            let alone = try XCTUnwrap(JSONReader.parse(try run(["solve", name, "--format", "json"]).stdout).asObject)
            var members = try XCTUnwrap(list[index].asObject?.members)
            XCTAssertEqual(members.removeFirst().key, "file")
            XCTAssertEqual(JSONOutput.object(members.map { ($0.key, JSONOutput($0.value)) }),
                           JSONOutput.object(alone.members.map { ($0.key, JSONOutput($0.value)) }), name)
        }
        // Text: each file's tree, in order, a blank line between.
        let text = try run(["solve", "Examples/paging.json", "-", "Examples/scrollable-content.json"], stdin: Self.traits)
        XCTAssertEqual(text.stdout.components(separatedBy: "\n").filter { $0.contains(" at ") },
                       ["Examples/paging.json at 390x844", "<stdin> at 300x200", "Examples/scrollable-content.json at 390x844"])
    }

    /// `--timings` (an extension): one line per file on standard error, then the writing
    /// time; standard output is unchanged.
    func testTimings() throws {
        let plain = try run(["solve", "Examples/paging.json", "-", "--format", "json"], stdin: Self.traits)
        let timed = try run(["solve", "Examples/paging.json", "-", "--format", "json", "--timings"], stdin: Self.traits)
        XCTAssertEqual(timed.status, 0)
        XCTAssertEqual(timed.stdout, plain.stdout)
        let lines = timed.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, timed.stderr)
        let figure = #"\d+\.\d ms"#
        for (line, file) in zip(lines, ["Examples/paging.json", "<stdin>"]) {
            XCTAssertNotNil(line.range(of: "^timings: \(NSRegularExpression.escapedPattern(for: file)): reading \(figure), "
                                       + "building \(figure), solving \(figure), diagnosing \(figure)$", options: .regularExpression), line)
        }
        XCTAssertNotNil(lines.last?.range(of: "^timings: writing \(figure)$", options: .regularExpression), timed.stderr)
        // Several sizes: the line ends with each size's solving time, in order.
        let rotated = try run(["solve", "Examples/paging.json", "--size", "390x844,844x390", "--format", "json", "--timings"])
        XCTAssertEqual(rotated.status, 0, rotated.stderr)
        XCTAssertNotNil(rotated.stderr.range(of: "^timings: Examples/paging.json: reading \(figure), building \(figure), "
                                             + "solving \(figure), diagnosing \(figure), solving per size \(figure), \(figure)\n",
                                             options: .regularExpression), rotated.stderr)
        try assertUsageError(["solve", "Examples/paging.json", "--timings=yes"], "--timings takes no value")
    }

    /// `--no-ambiguity-check` (an extension): the frames and conflicts stay, the ambiguous
    /// views are not searched for.
    func testNoAmbiguityCheck() throws {
        try assertRun(["solve", "-", "--no-ambiguity-check", "--strict"], stdin: Self.ambiguousAndUnused, stdout: """
            <stdin> at 100x100
            root          0, 0, 100 x 100
              a           0, 0, 0 x 10
              b           0, 0, 0 x 0

            """)
        try assertRun(["solve", "-", "--no-ambiguity-check"], stdin: Self.conflict, stdout: Self.conflictText)
        try assertRun(["check", "-", "--no-ambiguity-check"], stdin: Self.ambiguousAndUnused,
                      stdout: "<stdin> at 100x100: unused: b is placed by no constraint and has no frame\n", status: 1)
        try assertUsageError(["solve", "-", "--no-ambiguity-check=1"], "--no-ambiguity-check takes no value")
    }

    func testHelpAndVersion() throws {
        for arguments in [["--help"], ["-h"], ["help"], ["solve", "--help"], ["check", "-h"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments)")
            XCTAssertEqual(result.stderr, "", "\(arguments)")
            XCTAssertTrue(result.stdout.hasPrefix("usage: stacklayout solve FILE... "), "\(arguments)")
            for option in ["--size", "--device", "--scale", "--trait", "--format", "--output", "--strict", "--timings", "--no-ambiguity-check", "check", "diff", "html"] {
                XCTAssertTrue(result.stdout.contains(option), "\(arguments): \(option)")
            }
            // The examples it shows name files that exist.
            let examples = result.stdout.components(separatedBy: "Examples:\n").last ?? ""
            XCTAssertGreaterThanOrEqual(examples.components(separatedBy: "  stacklayout ").count - 1, 3)
            for word in examples.split(whereSeparator: \.isWhitespace) where word.hasPrefix("Examples/") && !word.contains("*") {
                XCTAssertTrue(FileManager.default.fileExists(atPath: packageRoot + "/" + word), "\(word) does not exist")
            }
        }
        let version = try run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stderr, "")
        XCTAssertEqual(version.stdout, "stacklayout \(StackLayoutVersion.current)\n")
        XCTAssertNotNil(version.stdout.range(of: #"^stacklayout \d+\.\d+\.\d+\n$"#, options: .regularExpression))
    }
}

// MARK: - Documents the tests feed through standard input

extension CLITests {
    static let examples = ["paging", "paging-flow", "profile-screen", "scrollable-content", "stack-view-layouts", "tab-strip"]

    /// A box whose size follows the traits (a regular width widens it, a compact height makes
    /// it taller), pinned to the safe area's leading edge; a view a third of the root wide.
    static let traits = """
        {"root": {"size": {"width": 300, "height": 200}, "subviews": [
          {"id": "box", "intrinsicSize": {"width": 10, "height": 10},
           "variants": [
             {"when": {"horizontalSizeClass": "regular"}, "set": {"intrinsicSize": {"width": 40, "height": 10}}},
             {"when": {"verticalSizeClass": "compact"}, "set": {"intrinsicSize": {"width": 10, "height": 30}}}]},
          {"id": "third"}],
         "constraints": ["box.leading == root.safeArea.leading + 5", "box.top == root.safeArea.top",
                         "third.leading == root.leading", "third.top == box.bottom",
                         "third.width == root.width / 3", "third.height == 10"]}}
        """

    /// Two conflicting required widths: the later one is broken.
    static let conflict = """
        {"root": {"size": {"width": 100, "height": 100}, "subviews": [{"id": "a"}],
         "constraints": ["a.leading == root.leading", "a.top == root.top", "a.height == 5",
                         "a.width == 10",
                         "a.width == 20"]}}
        """

    static let conflictText = """
        <stdin> at 100x100
        root          0, 0, 100 x 100
          a           0, 0, 10 x 5
        unsatisfiable: Unable to simultaneously satisfy constraints: broke a.width == 20 [<stdin>:4:18]
            broken:      <LayoutConstraint a.width == 20   (active, broken) [<stdin>:4:18]>
            conflicting: <LayoutConstraint a.width == 10   (active) [<stdin>:3:18]>

        """

    /// `a` has no width, `b` is placed by nothing.
    static let ambiguousAndUnused = """
        {"root": {"size": {"width": 100, "height": 100}, "subviews": [{"id": "a"}, {"id": "b"}],
         "constraints": ["a.leading == root.leading", "a.top == root.top", "a.height == 10"]}}
        """

    /// A two-page pager on its second page, and a hidden view in it.
    static let hiddenAndPaging = """
        {"root": {"id": "pager", "type": "scroll", "size": {"width": 200, "height": 100}, "pagingEnabled": true,
                  "contentOffset": {"page": 1}, "contentInsetAdjustmentBehavior": "never",
          "subviews": [{"id": "content", "subviews": [{"id": "ghost", "hidden": true, "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]}],
          "constraints": ["content.leading == pager.leading", "content.trailing == pager.trailing",
                          "content.top == pager.top", "content.bottom == pager.bottom",
                          "content.width == pager.frame.width * 2", "content.height == pager.frame.height"]}}
        """
}

// MARK: - Harness

/// What one run of the binary gave.
struct CLIResult {
    var stdout: String
    var stderr: String
    var status: Int32
}

/// The package's root directory (the binary runs there, so example paths print relative).
let packageRoot: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path
}()

extension CLITests {
    /// The directory the build puts products in: the `.xctest` bundle's on macOS, the test
    /// runner's own on Linux (where `StackLayoutPackageTests.xctest` is an executable).
    static let productsDirectory: URL = {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        fatalError("no .xctest bundle")
        #else
        return Bundle.main.bundleURL
        #endif
    }()

    /// Runs `stacklayout arguments` in the package root, or, with `files`, in a fresh directory
    /// holding them; `stdin` is its standard input (else /dev/null).
    func run(_ arguments: [String], stdin: String? = nil, files: [String: String] = [:]) throws -> CLIResult {
        let binary = Self.productsDirectory.appendingPathComponent("stacklayout")
        // The test target depends on StackLayoutCLI, so `swift test` builds it: a missing
        // binary is a failure, never a skip.
        struct MissingBinary: Error, CustomStringConvertible { var description: String }
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw MissingBinary(description: "no stacklayout binary at \(binary.path)")
        }
        var directory = packageRoot
        if !files.isEmpty {
            directory = try temporaryDirectory()
            for (name, text) in files { try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8) }
        }
        // A child that exits before reading its standard input must not kill the test runner.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let input = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try process.run()
        // Both streams are drained at once so a full pipe never blocks the child.
        final class Box: @unchecked Sendable { var data = Data() }
        let errorData = Box()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorData.data = error.fileHandleForReading.readDataToEndOfFile() }
        if let stdin {
            DispatchQueue.global().async(group: group) {
                input.fileHandleForWriting.write(Data(stdin.utf8))
                try? input.fileHandleForWriting.close()
            }
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return CLIResult(stdout: String(decoding: outputData, as: UTF8.self),
                         stderr: String(decoding: errorData.data, as: UTF8.self), status: process.terminationStatus)
    }

    /// Runs the binary and compares standard output, standard error and the exit status
    /// exactly (`stdoutContains` instead of `stdout` for a part of it).
    func assertRun(_ arguments: [String], stdin: String? = nil, files: [String: String] = [:],
                   stdout: String? = nil, stderr: String = "", status: Int32 = 0, stdoutContains: String? = nil,
                   file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try run(arguments, stdin: stdin, files: files)
        let name = "stacklayout " + arguments.joined(separator: " ")
        if let stdout {
            XCTAssertEqual(result.stdout, stdout, "stdout of \(name)\n" + LayoutDiff.lineDiff(stdout, result.stdout),
                           file: file, line: line)
        }
        if let stdoutContains {
            XCTAssertTrue(result.stdout.contains(stdoutContains), "stdout of \(name):\n\(result.stdout)", file: file, line: line)
        }
        XCTAssertEqual(result.stderr, stderr, "stderr of \(name)", file: file, line: line)
        XCTAssertEqual(result.status, status, "exit status of \(name); stderr: \(result.stderr)", file: file, line: line)
    }

    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "stacklayout-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    /// Compares `actual` with the golden file `Fixtures/CLI/<name>` beside this file. A
    /// missing golden is recorded and the test fails, so CI never passes on a fresh baseline;
    /// `STACKLAYOUT_RECORD=all|failed|never` as for the layout goldens (``RecordMode``).
    func assertGolden(_ actual: String, named name: String, record: RecordMode = .fromEnvironment,
                      file: StaticString = #filePath, line: UInt = #line) {
        let path = packageRoot + "/Tests/StackLayoutTests/Fixtures/CLI/" + name
        if let failure = Self.verifyGolden(actual, path: path, record: record) { XCTFail(failure, file: file, line: line) }
    }

    /// The engine of ``assertGolden(_:named:record:file:line:)``: records as `record` says and
    /// returns the failure, or nil when `actual` is the golden's text exactly.
    static func verifyGolden(_ actual: String, path: String, record: RecordMode) -> String? {
        let existing = try? String(contentsOfFile: path, encoding: .utf8)
        func write() -> String? {
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try actual.write(toFile: path, atomically: true, encoding: .utf8)
                return nil
            } catch {
                return "could not write the golden \(path): \(error)"
            }
        }
        if record == .all {
            return write() ?? "Record mode is on: recorded \(path); turn it off and re-run."
        }
        guard let existing else {
            if record == .never { return "No golden at \(path) (recording is off)." }
            return write() ?? "No golden was found: recorded \(path); re-run to compare against it."
        }
        if existing == actual || sameUpToNumbers(existing, actual) { return nil }
        let problem = record == .failed ? write() : nil
        return "Output does not match the golden \(path)\(record == .failed ? " (re-recorded)" : ""):\n"
            + LayoutDiff.lineDiff(existing, actual) + (problem.map { "\n" + $0 } ?? "")
    }

    /// Whether two outputs differ only in numbers, each within `tolerance` (frames are compared
    /// with a tolerance, not digit for digit).
    static func sameUpToNumbers(_ a: String, _ b: String, tolerance: Double = 1e-4) -> Bool {
        func split(_ text: String) -> (words: [Substring], numbers: [Double]) {
            var words: [Substring] = [], numbers: [Double] = []
            var rest = Substring(text)
            while let range = rest.range(of: #"-?[0-9]+(\.[0-9]+)?"#, options: .regularExpression) {
                words.append(rest[rest.startIndex..<range.lowerBound])
                numbers.append(Double(rest[range]) ?? .nan)
                rest = rest[range.upperBound...]
            }
            words.append(rest)
            return (words, numbers)
        }
        let (x, y) = (split(a), split(b))
        return x.words == y.words && x.numbers.count == y.numbers.count
            && zip(x.numbers, y.numbers).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// Nil when `xml` is well-formed XML, else the parser's complaint.
    static func xmlProblem(_ xml: String) -> String? {
        final class Delegate: NSObject, XMLParserDelegate {
            var problem: String?
            func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
                problem = "line \(parser.lineNumber), column \(parser.columnNumber): \(error)"
            }
        }
        let parser = XMLParser(data: Data(xml.utf8))
        let delegate = Delegate()
        parser.delegate = delegate
        return parser.parse() ? nil : (delegate.problem ?? "not well-formed")
    }
}
