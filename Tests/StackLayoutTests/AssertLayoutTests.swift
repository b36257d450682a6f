import Foundation
@testable import StackLayoutTesting
import XCTest
@testable import StackLayout

/// `assertLayout(of:)` and `assertLayout(ofDocument:)`: the real assertions against goldens
/// checked in under `__Snapshots__/AssertLayoutTests/`, and their engines (which report
/// instead of failing) against goldens in a temporary directory.
final class AssertLayoutTests: XCTestCase {
    var directory = ""
    /// A test file in the temporary directory: its goldens go to `<directory>/__Snapshots__/Suite/`.
    var testFile: String { directory + "/Suite.swift" }

    override func setUp() {
        directory = NSTemporaryDirectory() + "assert-layout-\(UUID().uuidString)"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func golden(_ name: String) -> String { directory + "/__Snapshots__/Suite/" + name }

    /// A card under the safe area, between the margins; a badge a third of the card wide at its
    /// leading edge, so the orientation, the direction and the pixel grid all show.
    func makeScreen(badgeInset: Double = 8) -> View {
        let screen = View()
        screen.identifier = "screen"
        let card = View(), badge = View()
        card.identifier = "card"
        for view in [card, badge] { view.translatesAutoresizingMaskIntoConstraints = false }
        screen.addSubview(card)
        card.addSubview(badge)
        try! LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
            card.leadingAnchor.constraint(equalTo: screen.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: screen.layoutMarginsGuide.trailingAnchor),
            card.heightAnchor.constraint(equalToConstant: 100),
            badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: badgeInset),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            badge.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 1.0 / 3),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        return screen
    }

    // MARK: assertLayout(of:)

    /// The assertion itself, against the goldens beside this file.
    func testAViewTreeMatchesItsGoldens() {
        assertLayout(of: makeScreen(), named: "card",
                     on: [.iPhone14, .iPhone14.rightToLeft, .iPhone14.landscape, .iPhone14.rightToLeft.landscape,
                          .iPhoneSE, .iPhoneSE.rightToLeft, .iPad, .iPad.rightToLeft])
    }

    func testEachConfigurationRecordsItsOwnGoldenThenMatches() throws {
        let configurations: [LayoutTestConfiguration] = [.iPhone14, .iPhone14.rightToLeft, .iPhone14.landscape]
        let first = layoutFailures(of: makeScreen(), named: "card", on: configurations, record: .missing,
                                   tolerance: 0.01, testFile: testFile, testName: "testCard()")
        XCTAssertEqual(first.count, 3)
        XCTAssertTrue(first.allSatisfy { $0.hasPrefix("No reference was found on disk.") }, "\(first)")
        let rtl = try String(contentsOfFile: golden("testCard.card.iphone-14-rtl.txt"), encoding: .utf8)
        XCTAssertTrue(rtl.hasPrefix("# iphone-14-rtl 390x844 rightToLeft @3x\n<View screen; frame = (0 0; 390 844)>\n"), rtl)
        // Leading is on the right: the badge sits 8 points in from the card's right edge.
        XCTAssertTrue(rtl.contains("<View card/0; frame = (230.6667 8; 119.3333 20)>"), rtl)
        let landscape = try String(contentsOfFile: golden("testCard.card.iphone-14-landscape.txt"), encoding: .utf8)
        XCTAssertTrue(landscape.hasPrefix("# iphone-14-landscape 844x390 leftToRight @3x\n"), landscape)
        XCTAssertEqual(layoutFailures(of: makeScreen(), named: "card", on: configurations, record: .never,
                                      tolerance: 0.01, testFile: testFile, testName: "testCard()"), [])
        // A change fails in every configuration and names the view that moved.
        let moved = layoutFailures(of: makeScreen(badgeInset: 12), named: "card", on: configurations, record: .never,
                                   tolerance: 0.01, testFile: testFile, testName: "testCard()")
        XCTAssertEqual(moved.count, 3)
        XCTAssertTrue(moved[0].contains("card/0: x 8 → 12 (+4)"), moved[0])
        XCTAssertTrue(moved[1].contains("card/0: x 230.6667 → 226.6667 (-4)"), moved[1])
    }

    /// Two configurations named alike would write one golden and compare against it twice.
    func testConfigurationsSharingAGoldenFail() {
        let configurations = [LayoutTestConfiguration.iPhone14, LayoutTestConfiguration(size: Size(width: 200, height: 300), name: "iphone-14")]
        let failures = layoutFailures(of: makeScreen(), named: "card", on: configurations, record: .missing,
                                      tolerance: 0.01, testFile: testFile, testName: "t")
        XCTAssertEqual(failures.count, 2)
        XCTAssertTrue(failures[1].hasPrefix("Two configurations share the golden \(golden("t.card.iphone-14.txt"))"), failures[1])
        XCTAssertTrue(failures[1].contains("\"iphone-14 200x300 leftToRight\""), failures[1])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory + "/__Snapshots__/Suite"), ["t.card.iphone-14.txt"])
    }

    // MARK: assertLayout(ofDocument:)

    /// A box whose width follows the horizontal size class and whose height follows the
    /// vertical one, a third of the root wide at the leading edge (so the scale rounds it).
    static let traits = """
        {"root": {"id": "root", "subviews": [
          {"id": "box", "intrinsicSize": {"width": 10, "height": 10},
           "variants": [
             {"when": {"horizontalSizeClass": "regular"}, "set": {"intrinsicSize": {"width": 40, "height": 10}}},
             {"when": {"verticalSizeClass": "compact"}, "set": {"intrinsicSize": {"width": 10, "height": 30}}}]},
          {"id": "third"}],
         "constraints": ["box.leading == root.safeArea.leading + 5", "box.top == root.safeArea.top",
                         "third.leading == root.leading + 0.5", "third.top == box.bottom",
                         "third.width == root.width / 3", "third.height == 10"]}}
        """

    func writeDocument(_ text: String, named name: String = "traits.json") throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Configurations that differ only in size classes, scale, size or direction each get
    /// their own golden and header; none overwrites another.
    func testDocumentConfigurationsHaveAGoldenEach() throws {
        let document = try writeDocument(Self.traits)
        let cases: [(LayoutConfiguration, String, String)] = [
            (LayoutConfiguration(device: "iphone-14"), "iphone-14", "iphone-14 390x844 leftToRight"),
            (LayoutConfiguration(device: "iphone-14", horizontalSizeClass: .regular),
             "iphone-14-wR", "iphone-14-wR 390x844 leftToRight"),
            (LayoutConfiguration(device: "iphone-14", verticalSizeClass: .compact),
             "iphone-14-hC", "iphone-14-hC 390x844 leftToRight"),
            (LayoutConfiguration(device: "iphone-14", horizontalSizeClass: .regular, verticalSizeClass: .compact),
             "iphone-14-wR-hC", "iphone-14-wR-hC 390x844 leftToRight"),
            (LayoutConfiguration(device: "iphone-14", scale: 2), "iphone-14-2x", "iphone-14-2x 390x844 leftToRight"),
            (LayoutConfiguration(device: "iphone-14", scale: 2, layoutDirection: .rightToLeft),
             "iphone-14-2x-rtl", "iphone-14-2x-rtl 390x844 rightToLeft"),
            (LayoutConfiguration(size: Size(width: 320, height: 480), device: "iphone-14"),
             "iphone-14-320x480", "iphone-14-320x480 320x480 leftToRight"),
            (LayoutConfiguration(size: Size(width: 320, height: 480)), "320x480", "320x480 320x480 leftToRight"),
            (LayoutConfiguration(size: Size(width: 320, height: 480), scale: 2.5), "320x480-2.5x", "320x480-2.5x 320x480 leftToRight"),
        ]
        let configurations = cases.map(\.0)
        let first = layoutFailures(ofDocument: document, named: nil, on: configurations, record: .missing,
                                   tolerance: 0.01, testFile: testFile, testName: "testTraits()")
        XCTAssertEqual(first.count, cases.count)
        XCTAssertTrue(first.allSatisfy { $0.hasPrefix("No reference was found on disk.") }, "\(first)")
        for (_, label, header) in cases {
            let text = try String(contentsOfFile: golden("testTraits.traits.\(label).txt"), encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("# \(header)\n"), text)
        }
        // The layouts do differ: the size classes change the box, the scale the rounding.
        func line(_ label: String, _ view: String) throws -> String {
            let text = try String(contentsOfFile: golden("testTraits.traits.\(label).txt"), encoding: .utf8)
            return text.split(separator: "\n").first { $0.contains("<View \(view);") }.map(String.init) ?? ""
        }
        XCTAssertEqual(try line("iphone-14", "box"), "   | <View box; frame = (5 47; 10 10)>")
        XCTAssertEqual(try line("iphone-14-wR", "box"), "   | <View box; frame = (5 47; 40 10)>")
        XCTAssertEqual(try line("iphone-14-hC", "box"), "   | <View box; frame = (5 47; 10 30)>")
        XCTAssertEqual(try line("iphone-14", "third"), "   | <View third; frame = (0.6667 57; 130 10)>")
        XCTAssertEqual(try line("iphone-14-2x", "third"), "   | <View third; frame = (0.5 57; 130 10)>")
        XCTAssertEqual(try line("320x480", "third"), "   | <View third; frame = (0.5 10; 106.6667 10)>")
        XCTAssertEqual(try line("320x480-2.5x", "third"), "   | <View third; frame = (0.4 10; 106.8 10)>")
        XCTAssertEqual(layoutFailures(ofDocument: document, named: nil, on: configurations, record: .never,
                                      tolerance: 0.01, testFile: testFile, testName: "testTraits()"), [])
    }

    /// A document that reads right to left by itself is named `-rtl` whatever the configuration
    /// says, so an explicit left to right does not land on the same golden.
    func testTheSolvedDirectionNamesTheGolden() throws {
        let document = try writeDocument("""
            {"root": {"size": {"width": 100, "height": 50}, "direction": "rightToLeft", "subviews": [{"id": "a"}],
             "constraints": ["a.leading == root.leading + 10", "a.top == root.top", "a.width == 20", "a.height == 5"]}}
            """, named: "mirrored.json")
        let failures = layoutFailures(ofDocument: document, named: "doc",
                                      on: [LayoutConfiguration(), LayoutConfiguration(layoutDirection: .leftToRight)],
                                      record: .missing, tolerance: 0.01, testFile: testFile, testName: "t")
        XCTAssertEqual(failures.count, 2)
        XCTAssertTrue(failures.allSatisfy { $0.hasPrefix("No reference was found on disk.") }, "\(failures)")
        XCTAssertTrue(try String(contentsOfFile: golden("t.doc.100x50-rtl.txt"), encoding: .utf8)
            .contains("# 100x50-rtl 100x50 rightToLeft\n<View root; frame = (0 0; 100 50)>\n   | <View a; frame = (70 0; 20 5)>"))
        XCTAssertTrue(try String(contentsOfFile: golden("t.doc.100x50.txt"), encoding: .utf8)
            .contains("   | <View a; frame = (10 0; 20 5)>"))
    }

    /// A document that cannot be read or solved is a failure, reported with its reason.
    func testDocumentErrorsAreFailures() throws {
        let missing = layoutFailures(ofDocument: directory + "/none.json", named: nil, on: [LayoutConfiguration()],
                                     record: .missing, tolerance: 0.01, testFile: testFile, testName: "t")
        XCTAssertEqual(missing.count, 1)
        XCTAssertTrue(missing[0].contains("cannot read the file"), missing[0])
        let document = try writeDocument(Self.traits)
        let unknown = layoutFailures(ofDocument: document, named: nil,
                                     on: [LayoutConfiguration(device: "iphone-99"), LayoutConfiguration(device: "iphone-se")],
                                     record: .missing, tolerance: 0.01, testFile: testFile, testName: "t")
        XCTAssertEqual(unknown.count, 2)
        XCTAssertTrue(unknown[0].contains("unknown device 'iphone-99'"), unknown[0])
        XCTAssertTrue(unknown[1].hasPrefix("No reference was found on disk."), unknown[1])
    }
}
