import XCTest

/// The command line with text: the content size category trait, and a bad value for it.
extension CLITests {
    func testContentSizeCategoryTrait() throws {
        let document = """
        {"root": {"size": {"width": 390, "height": 844}, "subviews": [
          {"type": "label", "id": "body", "text": "Body", "font": {"textStyle": "body"},
           "constraints": ["body.leading == root.leading", "body.top == root.top"]}]}}
        """
        let normal = try run(["solve", "layout.json", "--scale", "3"], files: ["layout.json": document])
        XCTAssertEqual(normal.status, 0, normal.stderr)
        XCTAssertTrue(normal.stdout.contains("body        0, 0, 39 x 20.333333"), normal.stdout)
        let large = try run(["solve", "layout.json", "--scale", "3", "--trait", "preferredContentSizeCategory=accessibilityLarge"],
                            files: ["layout.json": document])
        XCTAssertEqual(large.status, 0, large.stderr)
        // Body at AX2 is 33 pt: a line height of 39.38, 39.667 at 3x.
        XCTAssertTrue(large.stdout.contains("body        0, 0, 73.333333 x 39.666667"), large.stdout)
        let bad = try run(["solve", "layout.json", "--trait", "preferredContentSizeCategory=huge"], files: ["layout.json": document])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("preferredContentSizeCategory is one of extraSmall, small, medium, large"), bad.stderr)
    }
}
