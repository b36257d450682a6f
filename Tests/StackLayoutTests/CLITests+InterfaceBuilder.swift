import Foundation
import StackLayout
import XCTest

/// `stacklayout solve`, `check` and `convert` on storyboards and xibs, run as a user runs them.
extension CLITests {
    static let ibFixtures = "Tests/StackLayoutTests/Fixtures/InterfaceBuilder/"

    func testSolveAStoryboardPrintsEveryScene() throws {
        let result = try run(["solve", Self.ibFixtures + "Navigation.storyboard"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(result.stdout.hasPrefix("""
            \(Self.ibFixtures)Navigation.storyboard, root Nav-Rt-00A (Home) at 414x896
            view — Nav-Rt-00A             0, 0, 414 x 896
              label "Home" — Nav-Lb-00A   20, 96, 44 x 20.5
              button "Next" — Nav-Bt-00A  20, 124.5, 46 x 30
            """), result.stdout)
        XCTAssertEqual(result.stdout.components(separatedBy: ", root ").count - 1, 4)
    }

    func testJSONOutputIsAnArrayOfRootsWithTheirScenes() throws {
        let result = try run(["solve", Self.ibFixtures + "Navigation.storyboard", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let roots = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(roots.map { $0["root"] as? String }, ["Nav-Rt-00A", "Nav-Rt-00B", "Tab-Rt-00C", "Nav-Rt-00D"])
        let scene = try XCTUnwrap(roots[0]["scene"] as? [String: String])
        XCTAssertEqual(scene["sceneID"], "Nav-Sc-00A")
        XCTAssertEqual(scene["controller"], "Nav-VC-00A")
        XCTAssertEqual(scene["title"], "Home")
        let views = try XCTUnwrap(roots[0]["views"] as? [[String: Any]])
        XCTAssertEqual(views.map { $0["id"] as? String }, ["Nav-Rt-00A", "Nav-Lb-00A", "Nav-Bt-00A"])
        XCTAssertEqual(views[1]["parent"] as? String, "Nav-Rt-00A")
        // A single-root xib is an array too.
        let xib = try run(["solve", Self.ibFixtures + "Misplaced.xib", "--format", "json"])
        XCTAssertTrue(xib.stdout.hasPrefix("[\n  {\n    \"root\": \"Mp-Rt-0001\""), xib.stdout)
    }

    func testCheckFailsOnAMisplacedViewAtItsElement() throws {
        try assertRun(["check", Self.ibFixtures + "Misplaced.xib"], stdout: """
            \(Self.ibFixtures)Misplaced.xib:16:17: warning: misplaced (root Mp-Rt-0001 at 393x852): Banner (Mp-Vw-0001) is stored at (16, 91, 361 x 44) but its constraints put it at (16, 79, 361 x 44) (Interface Builder marks it misplaced)

            """, status: 1)
        try assertRun(["check", Self.ibFixtures + "Controls.storyboard"],
                      stdout: "\(Self.ibFixtures)Controls.storyboard, root Ctl-Rt-vw1, at 393x852: no problems\n")
    }

    func testSeveralDevicesInOneRun() throws {
        let result = try run(["solve", Self.ibFixtures + "Controls.storyboard", "--device", "iphone-se,ipad", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let roots = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let sizes = roots.compactMap { $0["size"] as? [String: Double] }.map { "\($0["width"]!)x\($0["height"]!)" }
        XCTAssertEqual(sizes, ["375.0x667.0", "820.0x1180.0"])
    }

    func testConvertPrintsTheLayoutDocument() throws {
        let result = try run(["convert", Self.ibFixtures + "Cells.xib", "--root", "Cel-CC-001"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("{\n  \"format\": 1,\n  \"root\": {\n    \"id\": \"Cel-CC-001\""), result.stdout)
        let document = try DocumentLayout(text: result.stdout, file: "cell.json")
        XCTAssertEqual(try document.solve().views.last?.frame, Rect(x: 10, y: 10, width: 80, height: 80))
        try assertRun(["convert", "Examples/tab-strip.json"],
                      stderr: "stacklayout: error: convert reads .storyboard and .xib files, not 'Examples/tab-strip.json'\nRun 'stacklayout --help' for usage.\n",
                      status: 2)
    }

    func testABrokenInterfaceBuilderFileIsAnErrorWithItsPlace() throws {
        try assertRun(["solve", "Broken.xib"], files: ["Broken.xib": "<?xml version=\"1.0\"?>\n<document>\n<objects>\n</document>\n"],
                      stdout: "", stderr: "Broken.xib:4:12: error: a closing tag does not match its opening tag\n", status: 2)
    }
}
