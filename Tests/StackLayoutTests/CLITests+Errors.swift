import XCTest

/// Every kind of error the binary reports: `file:line:column: error: message [path]` on
/// standard error (with the constraint or format string and a caret under the fault where there
/// is one), nothing on standard output, exit status 2.
extension CLITests {
    /// Runs `stacklayout solve layout.json` on `document` and expects exactly `stderr`, exit 2.
    func assertDocumentError(_ document: String, _ stderr: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try assertRun(["solve", "layout.json"], files: ["layout.json": document], stdout: "", stderr: stderr + "\n",
                      status: 2, file: file, line: line)
    }

    /// A usage error: the message, the hint, exit status 2, nothing on standard output.
    func assertUsageError(_ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try assertRun(arguments, stdout: "", stderr: "stacklayout: error: \(message)\nRun 'stacklayout --help' for usage.\n",
                      status: 2, file: file, line: line)
    }

    func testJSONSyntaxError() throws {
        try assertDocumentError("{\n  \"root\": {,}\n}", "layout.json:2:12: error: expected a string key or '}', found ','")
        try assertDocumentError("", "layout.json:1:1: error: expected a value, found end of input")
        try assertDocumentError(#"{"root": {"size": {"width": 1e999, "height": 1}}}"#,
                                "layout.json:1:29: error: number 1e999 is out of range")
        // Through standard input the file is <stdin>.
        try assertRun(["solve", "-"], stdin: "{\"root\": {}} x", stdout: "",
                      stderr: "<stdin>:1:14: error: expected end of input after the top-level value, found 'x'\n", status: 2)
    }

    func testUnknownKeySuggestsTheKnownOne() throws {
        try assertDocumentError("""
            {"root": {"size": {"width": 1, "height": 1},
              "subviews": [{"id": "a", "intrinsicSzie": {"width": 1}}]}}
            """, "layout.json:2:28: error: unknown key 'intrinsicSzie' in a view (did you mean 'intrinsicSize'?) [root.subviews[0].intrinsicSzie]")
        try assertDocumentError("""
            {"root": {"size": {"width": 1, "height": 1}},
             "constrains": []}
            """, "layout.json:2:2: error: unknown key 'constrains' in the document (did you mean 'constraints'?) [constrains]")
    }

    func testWrongType() throws {
        try assertDocumentError(#"{"root": {"size": {"width": "1", "height": 1}}}"#,
                                "layout.json:1:29: error: expected a number, found a string [root.size.width]")
        try assertDocumentError(#"{"root": {"size": {"width": 1, "height": 1}, "hidden": 3}}"#,
                                "layout.json:1:56: error: expected true or false, found a number [root.hidden]")
        try assertDocumentError("[]", "layout.json:1:1: error: expected a layout document (an object), found an array [(top level)]")
    }

    func testUnknownIdAndAttributeWithCaret() throws {
        try assertDocumentError("""
            {"root": {"size": {"width": 1, "height": 1}, "subviews": [{"id": "box"}],
             "constraints": ["box.top == root.top", "bx.top == root.top"]}}
            """, """
            layout.json:2:42: error: unknown id 'bx' (did you mean 'box'?) [root.constraints[1]]
            bx.top == root.top
            ^
            """)
        try assertDocumentError("""
            {"root": {"size": {"width": 1, "height": 1}, "subviews": [{"id": "box"}],
             "constraints": ["box.leadng == root.leading"]}}
            """, """
            layout.json:2:23: error: unknown attribute 'leadng' (did you mean 'leading'?) [root.constraints[0]]
            box.leadng == root.leading
                ^
            """)
        // In the object form the caret is under the anchor's own string.
        try assertDocumentError("""
            {"root": {"size": {"width": 1, "height": 1}, "subviews": [{"id": "box"}],
             "constraints": [{"first": "box.widht", "constant": 3}]}}
            """, """
            layout.json:2:33: error: unknown attribute 'widht' (did you mean 'width'?) [root.constraints[0].first]
            box.widht
                ^
            """)
    }

    func testIllegalConstraints() throws {
        let head = "{\"root\": {\"size\": {\"width\": 1, \"height\": 1}, \"subviews\": [{\"id\": \"a\"}],\n \"constraints\": ["
        try assertDocumentError(head + #""a.centerX == root.top"]}}"#,
                                "layout.json:2:18: error: Invalid pairing of layout attributes: centerX is on the horizontal axis and top on the vertical axis. [root.constraints[0]]")
        try assertDocumentError(head + #""a.width == 10 @1001"]}}"#, """
            layout.json:2:34: error: priority 1001 is outside 1...1000 [root.constraints[0]]
            a.width == 10 @1001
                           ^
            """)
        try assertDocumentError(head + #"{"first": "a.width", "relation": "=", "constant": 3}]}}"#,
                                "layout.json:2:51: error: unknown relation '=' (did you mean '=='?); expected one of: ==, >=, <= [root.constraints[0].relation]")
    }

    func testVFLErrorWithCaret() throws {
        try assertDocumentError("""
            {"root": {"size": {"width": 1, "height": 1}, "subviews": [{"id": "a"}],
             "constraints": [{"vfl": "H:|-[a-|"}]}}
            """, """
            layout.json:2:33: error: Unable to parse constraint format: Expected a ']' here. That is how you give the end of a view. [root.constraints[0].vfl]
            H:|-[a-|
                  ^
            """)
    }

    func testDuplicateId() throws {
        try assertDocumentError("""
            {"root": {"size": {"width": 1, "height": 1}, "subviews": [{"id": "a"},
               {"id": "a"}]}}
            """, "layout.json:2:11: error: the id 'a' is used twice (first at 1:59) [root.subviews[1].id]")
    }

    func testUnreadableFile() throws {
        try assertRun(["solve", "missing.json"], stdout: "",
                      stderr: "missing.json:1:1: error: cannot read the file: No such file or directory\n", status: 2)
        try assertRun(["solve", "Examples"], stdout: "",
                      stderr: "Examples:1:1: error: cannot read the file: Is a directory\n", status: 2)
    }

    func testUnknownDevice() throws {
        try assertDocumentError(#"{"device": "iphone-14x", "root": {}}"#,
                                "layout.json:1:12: error: unknown device 'iphone-14x' (did you mean 'iphone-14'?); known devices: "
                                + "iphone-se, iphone-8-plus, iphone-x, iphone-13-mini, iphone-14, iphone-14-plus, iphone-15-pro, "
                                + "iphone-15-pro-max, ipad, ipad-pro [device]")
        try assertUsageError(["solve", "Examples/tab-strip.json", "--device", "iphone-99"],
                             "unknown device 'iphone-99'; known devices: iphone-se, iphone-8-plus, iphone-x, iphone-13-mini, "
                             + "iphone-14, iphone-14-plus, iphone-15-pro, iphone-15-pro-max, ipad, ipad-pro (add -landscape for landscape)")
        try assertDocumentError(#"{"root": {}}"#,
                                #"layout.json:1:10: error: the root has no size: give root "size", a "device", or --size / --device [root]"#)
    }

    func testBadUsage() throws {
        let file = "Examples/tab-strip.json"
        try assertUsageError(["solve", file, "--bogus"], "unknown option '--bogus'")
        try assertUsageError(["solve", file, "--size"], "--size needs a value")
        try assertUsageError(["solve", file, "--output"], "--output needs a value")
        try assertUsageError(["solve", file, "--size", "390"], "--size takes WxH[,WxH...] (for example 390x844), not '390'")
        try assertUsageError(["solve", file, "--size", "390x844,"], "--size takes WxH[,WxH...] (for example 390x844), not '390x844,'")
        try assertUsageError(["solve", file, "--size=1x2x3"], "--size takes WxH[,WxH...] (for example 390x844), not '1x2x3'")
        try assertUsageError(["solve", file, "--size", "-5x10"], "--size takes WxH[,WxH...] (for example 390x844), not '-5x10'")
        try assertUsageError(["solve", file, "--scale", "0"], "--scale takes a positive number, not '0'")
        try assertUsageError(["solve", file, "--format", "xml"], "--format takes text, json, svg or html, not 'xml'")
        try assertUsageError(["solve", file, "--trait", "foo=bar"],
                             "unknown trait 'foo'; traits are horizontalSizeClass, verticalSizeClass, layoutDirection and preferredContentSizeCategory")
        try assertUsageError(["solve", file, "--trait", "horizontalSizeClass"], "--trait takes KEY=VALUE, not 'horizontalSizeClass'")
        try assertUsageError(["solve", file, "--trait", "verticalSizeClass=tall"], "verticalSizeClass is compact or regular, not 'tall'")
        try assertUsageError(["solve", file, "--trait", "layoutDirection=up"], "layoutDirection is leftToRight or rightToLeft, not 'up'")
        try assertUsageError(["solve", file, "--strict=yes"], "--strict takes no value")
        try assertUsageError(["check", file, "--format", "svg"], "check prints text or json, not svg")
        try assertUsageError(["solve"], "no FILE given (use - for standard input)")
        try assertUsageError(["layout", file], "unknown command 'layout'; the commands are solve, check, convert and diff")
        // No arguments at all: the usage, on standard error.
        let bare = try run([])
        XCTAssertEqual(bare.status, 2)
        XCTAssertEqual(bare.stdout, "")
        XCTAssertTrue(bare.stderr.hasPrefix("usage: stacklayout solve FILE..."), bare.stderr)
    }

    /// A bad file among good ones: the others are still solved and printed, the error goes to
    /// standard error, the status is 2 (over --strict's 1).
    func testAnErrorInOneFileOfSeveral() throws {
        let result = try run(["solve", "good.json", "bad.json", "conflict.json", "--strict", "--size", "100x100"],
                             files: ["good.json": Self.traits, "bad.json": "{\"root\": 1}", "conflict.json": Self.conflict])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "bad.json:1:10: error: expected a view (an object), found a number [root]\n")
        XCTAssertEqual(result.stdout.components(separatedBy: "\n").filter { $0.contains(" at ") },
                       ["good.json at 100x100", "conflict.json at 100x100"])
    }
}
