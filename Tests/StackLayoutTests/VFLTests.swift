import XCTest
@testable import StackLayout
@testable import StackLayoutSolver

/// The Visual Format Language parser: Apple's documented examples, the seed formats, options,
/// and every error with its message and caret (AUTOLAYOUT.md §6).
final class VFLTests: XCTestCase {
    /// Standard spacing prints as UIKit logs it: `NSSpace(0)` towards the margins guide,
    /// `NSSpace(8)` between views, in place of the constant.
    func testStandardSpacingPrintsAsNSSpace() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.identifier = "root"
        let a = View(), b = View()
        a.identifier = "a"
        b.identifier = "b"
        root.addSubview(a)
        root.addSubview(b)
        let made = try LayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b]", views: ["a": a, "b": b])
        XCTAssertEqual(made.map(\.equation), ["a.leading == root.layoutMarginsGuide.leading NSSpace(0)",
                                              "b.leading == a.trailing NSSpace(8)"])
    }

    // MARK: Apple's appendix

    func testStandardSpaceBetweenViews() throws {
        try assertConstraints("[button]-[textField]", [
            make(.view("textField"), .leading, .view("button"), .trailing, 8, standard: true),
        ])
    }

    func testWidthConstraint() throws {
        try assertConstraints("[button(>=50)]", [size("button", .width, .greaterThanOrEqual, 50)])
    }

    func testConnectionToSuperview() throws {
        try assertConstraints("|-50-[purpleBox]-50-|", [
            make(.view("purpleBox"), .leading, .superview, .leading, 50),
            make(.superview, .trailing, .view("purpleBox"), .trailing, 50),
        ])
    }

    func testVerticalLayout() throws {
        try assertConstraints("V:[topField]-10-[bottomField]", [
            make(.view("bottomField"), .top, .view("topField"), .bottom, 10),
        ])
    }

    func testFlushViews() throws {
        try assertConstraints("[maroonView][blueView]", [
            make(.view("blueView"), .leading, .view("maroonView"), .trailing, 0),
        ])
    }

    func testPriority() throws {
        try assertConstraints("[button(100@20)]", [size("button", .width, .equal, 100, priority: 20)])
    }

    func testEqualWidths() throws {
        let equalWidths = [make(.view("button1"), .width, .view("button2"), .width, 0)]
        try assertConstraints("[button1(==button2)]", equalWidths)
        try assertConstraints("[button1(button2)]", equalWidths)
        try assertConstraints("V:[button1(==button2)]", [make(.view("button1"), .height, .view("button2"), .height, 0)])
    }

    func testMultiplePredicates() throws {
        try assertConstraints("[flexibleButton(>=70,<=100)]", [
            size("flexibleButton", .width, .greaterThanOrEqual, 70),
            size("flexibleButton", .width, .lessThanOrEqual, 100),
        ])
    }

    func testCompleteLineOfLayout() throws {
        try assertConstraints("|-[find]-[findNext]-[findField(>=20)]-|", [
            make(.view("find"), .leading, .superviewMargins, .leading, 0, standard: true),
            make(.view("findNext"), .leading, .view("find"), .trailing, 8, standard: true),
            make(.view("findField"), .leading, .view("findNext"), .trailing, 8, standard: true),
            size("findField", .width, .greaterThanOrEqual, 20),
            make(.superviewMargins, .trailing, .view("findField"), .trailing, 0, standard: true),
        ])
    }

    func testViewAloneMakesNoConstraint() throws {
        try assertConstraints("[button]", [])
    }

    // MARK: Seed 002 and peer cases

    func testSeedScrollViewFormats() throws {
        try assertConstraints("H:|-0-[scrollView]-0-|", [
            make(.view("scrollView"), .leading, .superview, .leading, 0),
            make(.superview, .trailing, .view("scrollView"), .trailing, 0),
        ])
        try assertConstraints("V:|-0-[scrollView]-0-|", [
            make(.view("scrollView"), .top, .superview, .top, 0),
            make(.superview, .bottom, .view("scrollView"), .bottom, 0),
        ])
        try assertConstraints("H:[contentView(==view)]", [make(.view("contentView"), .width, .view("view"), .width, 0)])
    }

    func testSeedContentFormats() throws {
        try assertConstraints("H:|-15-[greenView]-15-|", [
            make(.view("greenView"), .leading, .superview, .leading, 15),
            make(.superview, .trailing, .view("greenView"), .trailing, 15),
        ])
        try assertConstraints("V:|-15-[greenView(400)]", [
            make(.view("greenView"), .top, .superview, .top, 15),
            size("greenView", .height, .equal, 400),
        ])
        try assertConstraints("V:[greenView]-15-[whiteView(500)]-15-|", [
            make(.view("whiteView"), .top, .view("greenView"), .bottom, 15),
            size("whiteView", .height, .equal, 500),
            make(.superview, .bottom, .view("whiteView"), .bottom, 15),
        ])
    }

    /// WinObjC's functional test; the flush connection's items follow GSAutoLayoutVFLParser's
    /// AppKit-validated order (later view first), not WinObjC's expectation.
    func testWinObjCFormatWithMetrics() throws {
        try assertConstraints(
            "|-(>=10@metric1)-[leftView(rightView@1000)][rightView(metric2)]|",
            metrics: ["metric1": 750, "metric2": 20],
            [
                make(.view("leftView"), .leading, .greaterThanOrEqual, .superview, .leading, 10, priority: 750),
                make(.view("leftView"), .width, .view("rightView"), .width, 0),
                make(.view("rightView"), .leading, .view("leftView"), .trailing, 0),
                size("rightView", .width, .equal, 20),
                make(.superview, .trailing, .view("rightView"), .trailing, 0),
            ])
    }

    // MARK: Connections and predicates

    func testFlushAndStandardBars() throws {
        try assertConstraints("|[a]|", [
            make(.view("a"), .leading, .superview, .leading, 0),
            make(.superview, .trailing, .view("a"), .trailing, 0),
        ])
        try assertConstraints("V:|-[a]-|", [
            make(.view("a"), .top, .superviewMargins, .top, 0, standard: true),
            make(.superviewMargins, .bottom, .view("a"), .bottom, 0, standard: true),
        ])
    }

    func testRelationsAndPrioritiesInConnections() throws {
        try assertConstraints("[a]-(>=10)-[b]", [make(.view("b"), .leading, .greaterThanOrEqual, .view("a"), .trailing, 10)])
        try assertConstraints("[a]->=0-[b]", [make(.view("b"), .leading, .greaterThanOrEqual, .view("a"), .trailing, 0)])
        try assertConstraints("V:|-20@750-[a]-10@45-|", [
            make(.view("a"), .top, .superview, .top, 20, priority: 750),
            make(.superview, .bottom, .view("a"), .bottom, 10, priority: 45),
        ])
        try assertConstraints("[a]-(>=10,<=20@300)-[b]", [
            make(.view("b"), .leading, .greaterThanOrEqual, .view("a"), .trailing, 10),
            make(.view("b"), .leading, .lessThanOrEqual, .view("a"), .trailing, 20, priority: 300),
        ])
    }

    func testNegativeConstantsInsideParentheses() throws {
        try assertConstraints("[a]-(-10)-[b]", [make(.view("b"), .leading, .view("a"), .trailing, -10)])
        try assertConstraints("|-(-5@999)-[a(+5)]", [
            make(.view("a"), .leading, .superview, .leading, -5, priority: 999),
            size("a", .width, .equal, 5),
        ])
    }

    func testNumberForms() throws {
        try assertConstraints("[a(0.5,.25,1e2,3.,2E-1)]", [
            size("a", .width, .equal, 0.5), size("a", .width, .equal, 0.25), size("a", .width, .equal, 100),
            size("a", .width, .equal, 3), size("a", .width, .equal, 0.2),
        ])
        // strtod's hexadecimal forms (§6.1: numbers as strtod reads them).
        try assertConstraints("[a(0x20,0X1p4,0x.8,0x1.8P1)]", [
            size("a", .width, .equal, 32), size("a", .width, .equal, 16), size("a", .width, .equal, 0.5),
            size("a", .width, .equal, 3),
        ])
        try assertConstraints("|-(-0x10)-[a]", [make(.view("a"), .leading, .superview, .leading, -16)])
        // "0x" alone is 0 followed by an 'x', as strtod reads it.
        XCTAssertThrowsError(try VisualFormatParser.parse("[a(0x)]", options: [], metrics: [:], views: ["a": true]))
    }

    func testMetrics() throws {
        try assertConstraints(
            "|-margin-[a(>=width@prio)]-(margin)-|", metrics: ["margin": 12.5, "width": 44, "prio": 251],
            [
                make(.view("a"), .leading, .superview, .leading, 12.5),
                size("a", .width, .greaterThanOrEqual, 44, priority: 251),
                make(.superview, .trailing, .view("a"), .trailing, 12.5),
            ])
    }

    /// In a view's predicate a name is a view first; in a spacing it can only be a metric.
    func testNamePrecedence() throws {
        try assertConstraints("[a(b)]-b-[c]", metrics: ["b": 7], [
            make(.view("a"), .width, .view("b"), .width, 0),
            make(.view("c"), .leading, .view("a"), .trailing, 7),
        ])
    }

    func testWhitespaceIsIgnoredEverywhere() throws {
        try assertConstraints(" V : | - 10 - [ a ( >= 5 0 @ 7 5 0 ) ] \n - [ bu tton ] ", [
            make(.view("a"), .top, .superview, .top, 10),
            size("a", .height, .greaterThanOrEqual, 50, priority: 750),
            make(.view("button"), .top, .view("a"), .bottom, 8, standard: true),
        ])
    }

    // MARK: Options

    func testAlignmentOptionsInAscendingBitOrder() throws {
        try assertConstraints("[a][b][c]", options: [.alignAllBottom, .alignAllTop], [
            make(.view("b"), .leading, .view("a"), .trailing, 0),
            make(.view("c"), .leading, .view("b"), .trailing, 0),
            make(.view("a"), .top, .view("b"), .top, 0),
            make(.view("b"), .top, .view("c"), .top, 0),
            make(.view("a"), .bottom, .view("b"), .bottom, 0),
            make(.view("b"), .bottom, .view("c"), .bottom, 0),
        ])
        try assertConstraints("[a][b]", options: [.alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline], [
            make(.view("b"), .leading, .view("a"), .trailing, 0),
            make(.view("a"), .centerY, .view("b"), .centerY, 0),
            make(.view("a"), .lastBaseline, .view("b"), .lastBaseline, 0),
            make(.view("a"), .firstBaseline, .view("b"), .firstBaseline, 0),
        ])
        try assertConstraints("V:[a][b]", options: [.alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX], [
            make(.view("b"), .top, .view("a"), .bottom, 0),
            make(.view("a"), .left, .view("b"), .left, 0),
            make(.view("a"), .right, .view("b"), .right, 0),
            make(.view("a"), .leading, .view("b"), .leading, 0),
            make(.view("a"), .trailing, .view("b"), .trailing, 0),
            make(.view("a"), .centerX, .view("b"), .centerX, 0),
        ])
    }

    func testAlignmentAfterTrailingBar() throws {
        try assertConstraints("|-[find]-[findNext]-[findField(>=20@500)]-|", options: .alignAllTop, [
            make(.view("find"), .leading, .superviewMargins, .leading, 0, standard: true),
            make(.view("findNext"), .leading, .view("find"), .trailing, 8, standard: true),
            make(.view("findField"), .leading, .view("findNext"), .trailing, 8, standard: true),
            size("findField", .width, .greaterThanOrEqual, 20, priority: 500),
            make(.superviewMargins, .trailing, .view("findField"), .trailing, 0, standard: true),
            make(.view("find"), .top, .view("findNext"), .top, 0),
            make(.view("findNext"), .top, .view("findField"), .top, 0),
        ])
    }

    /// Bits of the alignment mask that name no `alignAll…` option make nothing; one view has no
    /// neighbour to align with, so even an alignment along the axis is not an error.
    func testAlignmentEdgeCases() throws {
        try assertConstraints("[a][b]", options: VisualFormatOptions(rawValue: 1 << 7 | 1 << 13 | 1), [
            make(.view("b"), .leading, .view("a"), .trailing, 0),
        ])
        try assertConstraints("|[a]|", options: .alignAllLeft, [
            make(.view("a"), .leading, .superview, .leading, 0),
            make(.superview, .trailing, .view("a"), .trailing, 0),
        ])
    }

    func testDirectionLeftToRight() throws {
        try assertConstraints("|-[find]-[findNext]-|", options: .directionLeftToRight, [
            make(.view("find"), .left, .superviewMargins, .left, 0, standard: true),
            make(.view("findNext"), .left, .view("find"), .right, 8, standard: true),
            make(.superviewMargins, .right, .view("findNext"), .right, 0, standard: true),
        ])
    }

    func testDirectionRightToLeft() throws {
        try assertConstraints("|-20-[find]-(>=8)-[findNext(50)]|", options: .directionRightToLeft, [
            make(.superview, .right, .view("find"), .right, 20),
            make(.view("find"), .left, .greaterThanOrEqual, .view("findNext"), .right, 8),
            size("findNext", .width, .equal, 50),
            make(.view("findNext"), .left, .superview, .left, 0),
        ])
        try assertConstraints("|-[find]-[findNext]-|", options: .directionRightToLeft, [
            make(.superviewMargins, .right, .view("find"), .right, 0, standard: true),
            make(.view("find"), .left, .view("findNext"), .right, 8, standard: true),
            make(.view("findNext"), .left, .superviewMargins, .left, 0, standard: true),
        ])
    }

    func testDirectionIsIgnoredInVerticalFormats() throws {
        let expected = [
            make(.view("find"), .top, .superviewMargins, .top, 0, standard: true),
            make(.view("findNext"), .top, .view("find"), .bottom, 8, standard: true),
            make(.superviewMargins, .bottom, .view("findNext"), .bottom, 0, standard: true),
        ]
        for option in [VisualFormatOptions.directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft] {
            try assertConstraints("V:|-[find]-[findNext]-|", options: option, expected)
        }
    }

    func testSpacingBaselineToBaseline() throws {
        try assertConstraints("V:|-[a]-[b]-10-[c]-|", options: .spacingBaselineToBaseline, [
            make(.view("a"), .top, .superviewMargins, .top, 0, standard: true),
            make(.view("b"), .firstBaseline, .view("a"), .lastBaseline, 8, standard: true),
            make(.view("c"), .top, .view("b"), .bottom, 10),
            make(.superviewMargins, .bottom, .view("c"), .bottom, 0, standard: true),
        ])
        try assertConstraints("[a]-[b]", options: .spacingBaselineToBaseline, [
            make(.view("b"), .leading, .view("a"), .trailing, 8, standard: true),
        ])
    }

    func testOptionRawValuesMatchUIKit() {
        XCTAssertEqual(VisualFormatOptions.alignAllLeft.rawValue, 2)
        XCTAssertEqual(VisualFormatOptions.alignAllCenterY.rawValue, 1024)
        XCTAssertEqual(VisualFormatOptions.alignAllFirstBaseline.rawValue, 4096)
        XCTAssertEqual(VisualFormatOptions.alignmentMask.rawValue, 0xFFFF)
        XCTAssertEqual(VisualFormatOptions.directionRightToLeft.rawValue, 0x20000)
        XCTAssertEqual(VisualFormatOptions.directionMask.rawValue, 0x30000)
        XCTAssertEqual(VisualFormatOptions.spacingBaselineToBaseline.rawValue, 0x80000)
        XCTAssertEqual(VisualFormatOptions.directionLeadingToTrailing.rawValue, 0)
    }

    // MARK: Errors

    func testErrorDescriptionHasCaretUnderFault() {
        XCTAssertThrowsError(try parse("V|[backgroundBox]|")) { error in
            XCTAssertEqual(String(describing: error), """
                Unable to parse constraint format: 
                Expected ':' after 'V' to specify vertical arrangement
                V|[backgroundBox]|
                 ^
                """)
        }
    }

    func testOrientationErrors() {
        assertError("V|[backgroundBox]|", "Expected ':' after 'V' to specify vertical arrangement", at: 1)
        assertError("H[a]", "Expected ':' after 'H' to specify horizontal arrangement", at: 1)
        assertError("H", "Expected ':' after 'H' to specify horizontal arrangement", at: 1)
    }

    func testUnclosedViewAndPredicate() {
        assertError("|[whiteBox1][blackBox4(blackWidth][redBox]|", metrics: ["blackWidth": 20],
                    "A predicate on a view's thickness must end with ')' and the view must end with ']'", at: 33)
        assertError("[a(20]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", at: 5)
        assertError("[a(20@500@600)]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", at: 9)
        assertError("[a(20)", "A predicate on a view's thickness must end with ')' and the view must end with ']'", at: 6)
        assertError("|-0-[redView-0-|", "Expected a ']' here. That is how you give the end of a view.", at: 12)
        assertError("[a()(20)]", "Expected a number, a metric name or a view name for the view's thickness", at: 3)
    }

    func testUnknownNames() {
        assertError("|-margiin-[a]", metrics: ["margin": 8],
                    "Encountered metric with name \"margiin\", but value was not specified in metrics or views dictionaries", at: 9)
        assertError("[a(20@prio)]", "Encountered metric with name \"prio\", but value was not specified in metrics or views dictionaries", at: 10)
        assertError("[missing]", "missing is not a key in the views dictionary.", at: 8)
        assertError("H:[self.arrows]-5-|", "self is not a key in the views dictionary.", at: 7)
        assertError("[m(20)]", metrics: ["m": 1], "m is not a key in the views dictionary.", at: 2)
    }

    func testViewWhereANumberBelongs() {
        let message = "\"b\" is a view, but a number or a metric name was expected here. "
            + "Only a predicate on a view's thickness can name a view, as in [a(==b)]."
        assertError("[a(20@b)]", message, at: 7)
        assertError("[a]-b-[c]", message, at: 5)
        assertError("[a]-(>=b)-[c]", message, at: 8)
    }

    func testBarWithoutSuperview() {
        let message = "Unable to interpret '|' character, because the related view doesn't have a superview"
        assertError("[orphan]-|", message, at: 9)
        assertError("|-[orphan]", message, at: 0)
        assertError("H: |[orphan]", message, at: 3)
        assertError("|[a][orphan]|", message, at: 12)
    }

    func testAlignmentAlongTheFormatsAxis() {
        assertError("[a][b]", options: .alignAllLeft,
                    "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.", at: 6)
        assertError("V:[a][b]", options: [.alignAllLeft, .alignAllBottom],
                    "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.", at: 8)
    }

    func testExpectedAView() {
        assertError("|", "Expected a view", at: 1)
        assertError("H:", "Expected a view", at: 2)
        assertError("[a]-", "Expected a view", at: 4)
        assertError("-[a]", "Expected a view", at: 0)
        assertError("|-10-|", "Expected a view", at: 5)
        assertError("[a]-10-x", metrics: ["x": 1], "Expected a view", at: 7)
        assertError("🇫🇷[a]", "Expected a view", at: 0)
        assertError(" \t", "Expected a view. The format string is empty.", at: 0)
        assertError("", "Expected a view. The format string is empty.", at: 0)
    }

    func testBadViewNames() {
        let message = "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
        assertError("[1a]", message, at: 1)
        assertError("[]", message, at: 1)
        assertError("[a]-[é]", message, at: 5)
    }

    func testPriorityOutOfRange() {
        assertError("[a(20@1050)]", "Invalid priority specified: 1050. Priority cannot be higher than UILayoutPriorityRequired, which is 1000.", at: 10)
        assertError("[a(20@1000.5)]", "Invalid priority specified: 1000.5. Priority cannot be higher than UILayoutPriorityRequired, which is 1000.", at: 12)
        assertError("[a(20@p)]", metrics: ["p": 2000], "Invalid priority specified: 2000. Priority cannot be higher than UILayoutPriorityRequired, which is 1000.", at: 7)
        assertError("[a(20@0)]", "Invalid priority specified: 0. Priority must be greater than 0.", at: 7)
        assertError("[a(20@-1)]", "Invalid priority specified: -1. Priority must be greater than 0.", at: 8)
        assertError("[a]-20@-1-[b]", "Invalid priority specified: -1. Priority must be greater than 0.", at: 9)
        assertError("[a(20@)]", "Expected a number or a metric name for the priority after '@'", at: 6)
    }

    func testUnknownRelation() {
        assertError("[a(=50)]", "Unknown relation. Must be ==, >=, or <=", at: 3)
        assertError("[a(=<50)]", "Unknown relation. Must be ==, >=, or <=", at: 3)
        assertError("[a]-(<10)-[b]", "Unknown relation. Must be ==, >=, or <=", at: 5)
        assertError("[a]->10-[b]", "Unknown relation. Must be ==, >=, or <=", at: 4)
    }

    func testDanglingAndEmptyPredicates() {
        assertError("[a]--[b]", "Expected a number or a metric name for the spacing", at: 4)
        assertError("[a]-()-[b]", "Expected a number or a metric name for the spacing", at: 5)
        assertError("[a]-(-[b]", "Expected a number or a metric name for the spacing", at: 5)
        assertError("[a(()]", "Expected a number, a metric name or a view name for the view's thickness", at: 3)
        assertError("[a()]", "Expected a number, a metric name or a view name for the view's thickness", at: 3)
        assertError("[a((20))]", "Expected a number, a metric name or a view name for the view's thickness", at: 3)
        assertError("[a(>=)]", "Expected a number, a metric name or a view name for the view's thickness", at: 5)
    }

    func testUnterminatedConnections() {
        assertError("[a]-20[b]", "Expected a '-' here. That is how you give the end of a spacing between views.", at: 6)
        assertError("|-20", "Expected a '-' here. That is how you give the end of a spacing between views.", at: 4)
        assertError("[a]-(20-[b]", "A predicate list in a connection must end with ')' and the connection must end with '-'", at: 7)
        assertError("[a]-(20)[b]", "Expected a '-' here. That is how you give the end of a spacing between views.", at: 8)
    }

    func testUnexpectedCharactersAfterViewsAndBars() {
        assertError("[a(20)]()", "Expected a '-', a '[' or a '|' after a view, or the end of the format", at: 7)
        assertError("[a]]", "Expected a '-', a '[' or a '|' after a view, or the end of the format", at: 3)
        assertError("[a]|[b]", "Expected the end of the format after the superview '|'", at: 4)
        assertError("[a]-🇫🇷-[b]", "Expected a number or a metric name for the spacing", at: 4)
    }

    func testNonFiniteConstants() {
        assertError("[a(1e999)]", "Invalid constant specified: inf. Constants must be finite numbers.", at: 8)
        assertError("[a]-m-[b]", metrics: ["m": .nan], "Invalid constant specified: nan. Constants must be finite numbers.", at: 5)
    }

    /// Offsets count `Character`s of the format as given, whitespace and emoji included.
    func testCaretCountsCharactersOfTheOriginalFormat() {
        assertError("[a]-(10)-[b] 🇫🇷", "Expected a '-', a '[' or a '|' after a view, or the end of the format", at: 13)
        assertError("\r\n[a]]", "Expected a '-', a '[' or a '|' after a view, or the end of the format", at: 4)
        // A combining mark joins the `]` into another character: the view is not closed.
        assertError("[a]\u{301}", "Expected a ']' here. That is how you give the end of a view.", at: 2)
    }

    /// Parsing is linear and iterative: long formats and deep nesting neither hang nor overflow.
    func testLongFormats() throws {
        let chain = "|[a]" + String(repeating: "-[b]", count: 20_000) + "|"
        XCTAssertEqual(try parse(chain).count, 20_002)
        assertError("[a" + String(repeating: "(", count: 100_000), "Expected a number, a metric name or a view name for the view's thickness", at: 3)
    }

    // MARK: Helpers

    private static let views: [String: Bool] = Dictionary(uniqueKeysWithValues: [
        "button", "textField", "purpleBox", "topField", "bottomField", "maroonView", "blueView",
        "button1", "button2", "flexibleButton", "find", "findNext", "findField", "backgroundBox",
        "scrollView", "contentView", "view", "greenView", "whiteView", "leftView", "rightView",
        "whiteBox1", "blackBox4", "redBox", "redView", "a", "b", "c",
    ].map { ($0, true) } + [("orphan", false)])

    private func parse(
        _ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:]
    ) throws -> [VisualFormatConstraint] {
        try VisualFormatParser.parse(format, options: options, metrics: metrics, views: Self.views)
    }

    private func assertConstraints(
        _ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:],
        _ expected: [VisualFormatConstraint], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let constraints = try parse(format, options: options, metrics: metrics)
        XCTAssertEqual(constraints.count, expected.count, "\(format): \(constraints)", file: file, line: line)
        for (index, (actual, wanted)) in zip(constraints, expected).enumerated() {
            XCTAssertEqual(actual, wanted, "\(format) [\(index)]: \(actual) ≠ \(wanted)", file: file, line: line)
        }
    }

    private func assertError(
        _ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:],
        _ message: String, at offset: Int, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try parse(format, options: options, metrics: metrics), file: file, line: line) { error in
            guard let error = error as? VisualFormatError else {
                return XCTFail("\(format): not a VisualFormatError: \(error)", file: file, line: line)
            }
            XCTAssertEqual(error.message, message, format, file: file, line: line)
            XCTAssertEqual(error.offset, offset, "\(format): \(error.message)", file: file, line: line)
            XCTAssertEqual(error.format, format, file: file, line: line)
        }
    }

    private func make(
        _ firstItem: VisualFormatItem, _ firstAttribute: LayoutAttribute,
        _ secondItem: VisualFormatItem, _ secondAttribute: LayoutAttribute, _ constant: Double,
        priority: LayoutPriority = .required, standard: Bool = false
    ) -> VisualFormatConstraint {
        make(firstItem, firstAttribute, .equal, secondItem, secondAttribute, constant, priority: priority, standard: standard)
    }

    private func make(
        _ firstItem: VisualFormatItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ secondItem: VisualFormatItem, _ secondAttribute: LayoutAttribute, _ constant: Double,
        priority: LayoutPriority = .required, standard: Bool = false
    ) -> VisualFormatConstraint {
        VisualFormatConstraint(
            firstItem: firstItem, firstAttribute: firstAttribute, relation: relation,
            secondItem: secondItem, secondAttribute: secondAttribute, multiplier: 1, constant: constant,
            priority: priority, isStandardSpacing: standard)
    }

    private func size(
        _ view: String, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ constant: Double,
        priority: LayoutPriority = .required
    ) -> VisualFormatConstraint {
        VisualFormatConstraint(
            firstItem: .view(view), firstAttribute: attribute, relation: relation,
            secondItem: nil, secondAttribute: .notAnAttribute, multiplier: 1, constant: constant,
            priority: priority, isStandardSpacing: false)
    }
}
