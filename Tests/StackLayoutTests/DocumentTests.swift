import XCTest
@testable import StackLayout

/// The layout document (FORMAT.md): every key, every constraint form, every error with its place.
final class DocumentTests: XCTestCase {
    func load(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> DocumentLayout {
        try DocumentLayout(text: text, file: "test.json")
    }

    /// The error a document gives, as `file:line:column: error: message [path]` plus notes.
    func error(_ text: String) -> String {
        do {
            let layout = try DocumentLayout(text: text, file: "test.json")
            try layout.solve(LayoutConfiguration(size: Size(width: 100, height: 100)))
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func frame(_ snapshot: LayoutSnapshot, _ id: String) -> Rect? {
        snapshot.views.first { $0.id == id }?.frame
    }

    // MARK: Views and keys

    /// The structural keys and the attribute names are matched by length first, which only
    /// their lengths deciding equality makes exact (`String.lengthDecidesInequality`).
    func testKeysAndAttributeNamesMatchedByLengthFirst() {
        let structural = ["id", "type", "guides", "constraints", "subviews", "variants", "arrangedSubviews"]
        for key in structural {
            XCTAssertTrue(key.lengthDecidesInequality, key)
            XCTAssertTrue(DocumentLayout.isStructuralViewKey(key), key)
        }
        for key in ["ids", "typ", "frame", "subview", "constraint", "arrangedSubview", "Type", ""] {
            XCTAssertFalse(DocumentLayout.isStructuralViewKey(key), key)
        }
        for attribute in LayoutAttribute.allCases {
            XCTAssertTrue(attribute.name.lengthDecidesInequality, attribute.name)
            XCTAssertEqual(LayoutAttribute(name: attribute.name), attribute)
        }
        XCTAssertEqual(LayoutAttribute(name: "baseline"), .lastBaseline)
        XCTAssertNil(LayoutAttribute(name: "widths"))
    }

    /// A view's allowed keys are a `KeySet`: the same answers as a `Set<String>` of them, for
    /// every key of every kind and for near misses (a letter more or less, another case, a key
    /// of another kind), and a string equal to a key under Unicode equivalence is that key.
    func testViewKeySetsAnswerAsSetsOfStrings() {
        let kinds = DocumentNode.Kind.allCases
        var everyKey: Set<String> = ["arrangedSubviews", "Id", "idd", "i", "", "ty pe", "\u{212A}ey", "caf\u{E9}"]
        for kind in kinds {
            for isRoot in [true, false] { everyKey.formUnion(ViewProperty.keys(for: kind, isRoot: isRoot)) }
        }
        for key in Array(everyKey) {
            everyKey.insert(key + "s")
            everyKey.insert(String(key.dropLast()))
            everyKey.insert(key.uppercased())
        }
        for kind in kinds {
            for isRoot in [true, false] {
                var expected: Set<String> = ["id", "type", "guides", "constraints", "subviews", "variants"]
                expected.formUnion(ViewProperty.keys(for: kind, isRoot: isRoot))
                if kind == .stack || kind == .flow { expected.insert("arrangedSubviews") }
                let keys = DocumentLayout.viewKeys(kind, isRoot: isRoot)
                for key in everyKey {
                    XCTAssertEqual(keys.contains(key), expected.contains(key), "\(kind) \(isRoot) '\(key)'")
                }
            }
        }
        let plain = KeySet(["plain", "id"])
        XCTAssertTrue(plain.contains("plain"))
        XCTAssertTrue(plain.contains("id"))
        XCTAssertFalse(plain.contains("plains"))
        XCTAssertFalse(plain.contains("pla\u{0131}n"))
        XCTAssertFalse(plain.contains(""))
    }

    func testPinnedViewsAndPathNames() throws {
        let layout = try load("""
        {"format": 1, "root": {"size": {"width": 200, "height": 100}, "subviews": [
          {"id": "a", "constraints": ["a.leading == root.leading + 10", "a.top == root.top + 5",
                                      "a.width == root.width * 0.5", "a.height == 20"]},
          {"frame": {"x": 1, "y": 2, "width": 3, "height": 4}}
        ]}}
        """)
        let snapshot = try layout.solve()
        XCTAssertEqual(snapshot.views.map(\.id), ["root", "a", "root/1"])
        XCTAssertEqual(snapshot.views.map(\.parentID), [nil, "root", "root"])
        XCTAssertEqual(frame(snapshot, "a"), Rect(x: 10, y: 5, width: 100, height: 20))
        XCTAssertEqual(frame(snapshot, "root/1"), Rect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertTrue(snapshot.diagnostics.isEmpty, "\(snapshot.diagnostics.map(\.message))")
    }

    /// Margins and padding keep the form the document gives: `left`/`right` stay on their
    /// sides in a right-to-left layout, `leading`/`trailing` follow the direction, whether the
    /// direction comes from the document or from the configuration.
    func testAbsoluteAndDirectionalInsetsInRightToLeft() throws {
        let text = """
        {"root": {"size": {"width": 400, "height": 400}, "subviews": [
          {"id": "stack", "type": "stack", "layoutMarginsRelativeArrangement": true,
           "layoutMargins": {"top": 10, "left": 20, "bottom": 30, "right": 40},
           "arrangedSubviews": [{"id": "A"}, {"id": "B"}]},
          {"id": "flow", "type": "flow", "arrangedCount": 2, "itemSpacing": 10,
           "padding": {"top": 0, "leading": 20, "bottom": 0, "trailing": 4},
           "arrangedSubviews": [{"id": "i0", "intrinsicSize": {"width": 50, "height": 20}},
                                {"id": "i1", "intrinsicSize": {"width": 30, "height": 20}}]}],
         "constraints": ["stack.leading == root.leading", "stack.top == root.top",
           "A.width == 100", "A.height == 100", "B.width == 100", "B.height == 100",
           "flow.leading == root.leading", "flow.top == root.top + 200"]}}
        """
        let layout = try load(text)
        let ltr = try layout.solve()
        XCTAssertEqual(frame(ltr, "stack"), Rect(x: 0, y: 0, width: 260, height: 140))
        XCTAssertEqual(frame(ltr, "A"), Rect(x: 20, y: 10, width: 100, height: 100))
        XCTAssertEqual(frame(ltr, "i0"), Rect(x: 20, y: 0, width: 50, height: 20))
        XCTAssertEqual(frame(ltr, "i1"), Rect(x: 80, y: 0, width: 30, height: 20))
        for rtl in [try layout.solve(LayoutConfiguration(size: Size(width: 400, height: 400), layoutDirection: .rightToLeft)),
                    try load(text.replacingOccurrences(of: #""size": {"width": 400, "height": 400},"#,
                                                       with: #""size": {"width": 400, "height": 400}, "direction": "rightToLeft","#)).solve()] {
            XCTAssertEqual(frame(rtl, "stack"), Rect(x: 140, y: 0, width: 260, height: 140))
            XCTAssertEqual(frame(rtl, "A"), Rect(x: 120, y: 10, width: 100, height: 100), "right margin 40 stays on the right")
            XCTAssertEqual(frame(rtl, "B"), Rect(x: 20, y: 10, width: 100, height: 100))
            let flow = try XCTUnwrap(frame(rtl, "flow"))
            XCTAssertEqual(frame(rtl, "i0"), Rect(x: flow.width - 20 - 50, y: 0, width: 50, height: 20), "leading padding 20 on the right")
            XCTAssertEqual(frame(rtl, "i1")?.minX, 4)
        }
    }

    /// A size across the device's orientation turns the device: the landscape safe area and
    /// size classes apply (so do variants on them), then portrait again.
    func testASizeAcrossTheDevicesOrientationTurnsTheDevice() throws {
        let layout = try load("""
        {"root": {"subviews": [{"id": "a", "intrinsicSize": {"width": 10, "height": 10},
          "variants": [{"when": {"verticalSizeClass": "compact"}, "set": {"intrinsicSize": {"width": 99, "height": 10}}}]}],
         "constraints": ["a.leading == root.safeArea.leading", "a.top == root.safeArea.top"]}}
        """)
        let portrait = try layout.solve(LayoutConfiguration(size: Size(width: 390, height: 844), device: "iphone-14"))
        XCTAssertEqual(frame(portrait, "a"), Rect(x: 0, y: 47, width: 10, height: 10))
        let landscape = try layout.solve(LayoutConfiguration(size: Size(width: 844, height: 390), device: "iphone-14"))
        XCTAssertEqual(frame(landscape, "a"), Rect(x: 47, y: 0, width: 99, height: 10))
        let back = try layout.solve(LayoutConfiguration(size: Size(width: 390, height: 844), device: "iphone-14-landscape"))
        XCTAssertEqual(frame(back, "a"), Rect(x: 0, y: 47, width: 10, height: 10))
    }

    /// `"contentOffset": {"page": 1}` is kept at every size, with paging on or off (FORMAT.md):
    /// the offset is one page width, in portrait and in landscape.
    func testAPageOffsetIsKeptAtEverySize() throws {
        for paging in [true, false] {
            let text = try String(contentsOfFile: examplesDirectory + "/paging.json", encoding: .utf8)
                .replacingOccurrences(of: #""pagingEnabled": true"#, with: #""pagingEnabled": \#(paging)"#)
            let layout = try load(text)
            for (width, height) in [(390.0, 844.0), (844, 390), (390, 844)] {
                let snapshot = try layout.solve(LayoutConfiguration(size: Size(width: width, height: height)))
                let scroll = try XCTUnwrap(snapshot.views.first { $0.id == "scroll" })
                XCTAssertEqual(scroll.contentOffset, Point(x: width, y: 0), "paging \(paging) at \(width)")
            }
        }
    }

    func testTheThreeConstraintFormsAgree() throws {
        for constraint in [#""a.width == b.width * 0.5 + 10 @750""#,
                           #"{"first": "a.width", "relation": "==", "second": "b.width", "multiplier": 0.5, "constant": 10, "priority": "high"}"#] {
            let layout = try load("""
            {"root": {"size": {"width": 300, "height": 100}, "subviews": [
              {"id": "a", "frame": null}, {"id": "b"}],
             "constraints": [\(constraint), "b.width == 200", "a.width == 5 @low",
               "a.leading == root.leading", "b.leading == a.trailing", "a.top == root.top", "b.top == root.top",
               "a.height == 10", "b.height == 10"]}}
            """.replacingOccurrences(of: #", "frame": null"#, with: ""))
            let snapshot = try layout.solve()
            XCTAssertEqual(frame(snapshot, "a"), Rect(x: 0, y: 0, width: 110, height: 10))
            XCTAssertEqual(frame(snapshot, "b"), Rect(x: 110, y: 0, width: 200, height: 10))
        }
        // VFL, the third form.
        let layout = try load("""
        {"root": {"size": {"width": 300, "height": 100}, "subviews": [{"id": "a"}, {"id": "b"}],
         "constraints": [{"vfl": "H:|-pad-[a(50)]-[b(==a)]", "metrics": {"pad": 15}, "options": ["alignAllTop"]},
                         {"vfl": "V:|-20-[a(10)]"}, "b.height == 10"]}}
        """)
        let snapshot = try layout.solve()
        XCTAssertEqual(frame(snapshot, "a"), Rect(x: 15, y: 20, width: 50, height: 10))
        XCTAssertEqual(frame(snapshot, "b"), Rect(x: 73, y: 20, width: 50, height: 10))
    }

    func testGuidesAndDevices() throws {
        let layout = try load("""
        {"device": "iphone-14", "root": {"guides": ["column"], "subviews": [{"id": "a"}],
         "constraints": ["column.leading == root.margins.leading", "column.trailing == root.margins.trailing",
                         "column.top == root.safeArea.top", "column.height == 10",
                         "a.leading == column.leading", "a.width == column.width", "a.top == column.bottom", "a.height == 1"]}}
        """)
        var snapshot = try layout.solve()
        XCTAssertEqual(snapshot.size, Size(width: 390, height: 844))
        // A view controller's root view: 16-point system margins on an iPhone in portrait.
        XCTAssertEqual(frame(snapshot, "a"), Rect(x: 16, y: 57, width: 358, height: 1))
        snapshot = try layout.solve(LayoutConfiguration(device: "iphone-14-landscape"))
        XCTAssertEqual(snapshot.size, Size(width: 844, height: 390))
        // Landscape: the safe area's sides (47) add to the margins.
        XCTAssertEqual(frame(snapshot, "a"), Rect(x: 63, y: 10, width: 718, height: 1))
        snapshot = try layout.solve(LayoutConfiguration(size: Size(width: 500, height: 500)))
        XCTAssertEqual(snapshot.size, Size(width: 500, height: 500))
    }

    func testVariantsChooseTheMostSpecificMatch() throws {
        let layout = try load("""
        {"root": {"size": {"width": 400, "height": 800}, "subviews": [
          {"id": "a", "intrinsicSize": {"width": 10, "height": 10},
           "variants": [
             {"when": {"orientation": "landscape"}, "set": {"intrinsicSize": {"width": 20, "height": 10}}},
             {"when": {"orientation": "landscape", "verticalSizeClass": "compact"}, "set": {"intrinsicSize": {"width": 30, "height": 10}}},
             {"when": {"horizontalSizeClass": "regular"}, "set": {"hidden": true}}]}],
         "constraints": ["a.leading == root.leading", "a.top == root.top",
                         {"when": {"orientation": "landscape"}, "first": "a.top", "second": "root.top", "constant": 7}]}}
        """)
        var snapshot = try layout.solve()
        XCTAssertEqual(frame(snapshot, "a"), Rect(x: 0, y: 0, width: 10, height: 10))
        snapshot = try layout.solve(LayoutConfiguration(size: Size(width: 800, height: 400)))
        XCTAssertEqual(frame(snapshot, "a")?.width, 20)
        XCTAssertEqual(snapshot.diagnostics.filter { $0.kind == .unsatisfiable }.count, 1,
                       "the landscape constraint conflicts with a.top == root.top and is broken")
        snapshot = try layout.solve(LayoutConfiguration(size: Size(width: 800, height: 400), verticalSizeClass: .compact))
        XCTAssertEqual(frame(snapshot, "a")?.width, 30)
        snapshot = try layout.solve(LayoutConfiguration(size: Size(width: 400, height: 800), horizontalSizeClass: .regular))
        XCTAssertEqual(frame(snapshot, "a")?.width, 10)
        XCTAssertEqual(snapshot.views[1].isHidden, true)
        XCTAssertTrue(snapshot.diagnostics.filter { $0.kind == .unsatisfiable }.isEmpty)
    }

    func testScrollViewOutput() throws {
        let layout = try DocumentLayout(contentsOfFile: examplesDirectory + "/paging.json")
        let snapshot = try layout.solve()
        let scroll = snapshot.views[0]
        XCTAssertEqual(scroll.contentSize, Size(width: 1170, height: 844))
        XCTAssertEqual(scroll.pages, 3)
        XCTAssertEqual(scroll.page, 1)
        XCTAssertEqual(scroll.scrolls?.horizontal, true)
        XCTAssertEqual(scroll.scrolls?.vertical, false)
        let landscape = try layout.solve(LayoutConfiguration(device: "iphone-14-landscape"))
        XCTAssertEqual(landscape.views[0].page, 1)
        XCTAssertEqual(landscape.views[0].contentSize, Size(width: 2532, height: 390))
    }

    // MARK: Errors, each with its place

    func testSyntaxErrorsHaveLineAndColumn() {
        XCTAssertEqual(error("{\n  \"root\": {,}\n}"),
                       "test.json:2:12: error: expected a string key or '}', found ','")
    }

    func testUnknownKeysSuggestTheKnownOne() {
        XCTAssertEqual(error("""
        {"root": {"size": {"width": 1, "height": 1},
          "subviews": [{"id": "a", "intrinsicSzie": {"width": 1}}]}}
        """), "test.json:2:28: error: unknown key 'intrinsicSzie' in a view (did you mean 'intrinsicSize'?) [root.subviews[0].intrinsicSzie]")
        XCTAssertEqual(error(#"{"root": {"size": {"width": 1, "height": 1}}, "constrains": []}"#),
                       "test.json:1:47: error: unknown key 'constrains' in the document (did you mean 'constraints'?) [constrains]")
        XCTAssertEqual(error(#"{"root": {"size": {"width": 1, "height": 1}, "subviews": [{"axis": "vertical"}]}}"#),
                       "test.json:1:60: error: 'axis' does not apply to a view view [root.subviews[0].axis]")
    }

    func testWrongTypesAndValues() {
        XCTAssertEqual(error(#"{"root": {"size": {"width": "1", "height": 1}}}"#),
                       #"test.json:1:29: error: expected a number, found a string [root.size.width]"#)
        XCTAssertEqual(error(#"{"root": {"size": {"width": 1, "height": 1}, "type": "stak"}}"#),
                       "test.json:1:54: error: unknown view type 'stak' (did you mean 'stack'?); expected one of: view, stack, scroll, flow, label, button, textField, image, switch, slider, "
                       + "segmentedControl, stepper, activityIndicator, pageControl, progressView [root.type]")
        XCTAssertEqual(error(#"{"root": {"size": {"width": 1, "height": 1}, "hugging": {"horizontal": 1001}}}"#),
                       "test.json:1:72: error: priority 1001 is outside 1...1000 [root.hugging.horizontal]")
    }

    func testUnknownIdsAndAttributes() {
        XCTAssertEqual(error(#"{"root": {"size": {"width": 1, "height": 1}, "subviews": [{"id": "box"}], "constraints": ["bx.top == root.top"]}}"#),
                       "test.json:1:92: error: unknown id 'bx' (did you mean 'box'?) [root.constraints[0]]\nbx.top == root.top\n^")
        XCTAssertEqual(error(#"{"root": {"size": {"width": 1, "height": 1}, "subviews": [{"id": "box"}], "constraints": ["box.leadng == root.leading"]}}"#),
                       "test.json:1:96: error: unknown attribute 'leadng' (did you mean 'leading'?) [root.constraints[0]]\nbox.leadng == root.leading\n    ^")
        XCTAssertEqual(error(#"{"root": {"size": {"width": 1, "height": 1}, "subviews": [{"id": "box"}], "constraints": ["box.top == root.frame.top"]}}"#),
                       "test.json:1:103: error: 'root' is not a scroll view, so it has no 'frame' guide [root.constraints[0]]\nbox.top == root.frame.top\n           ^")
    }

    /// A custom spacing after a view that is not one of the stack's arranged subviews, in the
    /// base keys or in a variant, is an error at its key.
    func testCustomSpacingNamesOnlyArrangedSubviews() {
        func stack(_ spacing: String, variant: String = "") -> String {
            #"{"root": {"size": {"width": 1, "height": 1}, "subviews": [{"id": "s", "type": "stack", "# + spacing +
                #""arrangedSubviews": [{"id": "first"}, {"id": "second"}]"# + variant + #"}, {"id": "other"}]}}"#
        }
        XCTAssertEqual(error(stack(#""customSpacing": {"frist": 4}, "#)),
                       "test.json:1:106: error: customSpacing names 'frist', which is not an arranged subview of 's' (did you mean 'first'?) [root.subviews[0].customSpacing.frist]")
        XCTAssertTrue(error(stack(#""customSpacing": {"other": 4}, "#)).contains("customSpacing names 'other', which is not an arranged subview of 's'"))
        XCTAssertTrue(error(stack("", variant: #", "variants": [{"when": {"orientation": "landscape"}, "set": {"customSpacing": {"zz": 1}}}]"#))
            .contains("customSpacing names 'zz', which is not an arranged subview of 's' [root.subviews[0].variants[0].set.customSpacing.zz]"))
        XCTAssertEqual(error(stack(#""customSpacing": {"first": 4}, "#)), "no error")
    }

    func testCountsAreBoundedIntegers() {
        func flow(_ count: String) -> String {
            #"{"root": {"size": {"width": 1, "height": 1}, "subviews": [{"id": "f", "type": "flow", "arrangedCount": "# + count + "}]}}"
        }
        XCTAssertTrue(error(flow("1e18")).contains("error: expected an integer from 1 to 999999999, found 1e+18 [root.subviews[0].arrangedCount]"), error(flow("1e18")))
        XCTAssertTrue(error(flow("2.5")).contains("expected an integer from 1 to 999999999, found 2.5"))
        XCTAssertTrue(error(flow("0")).contains("expected an integer from 1 to 999999999, found 0"))
        XCTAssertEqual(error(flow("3")), "no error")
    }

    func testAMultiplierNeedsASecondAnchor() {
        let head = #"{"root": {"size": {"width": 1, "height": 1}, "subviews": [{"id": "a"}], "constraints": ["#
        XCTAssertEqual(error(head + #"{"first": "a.width", "multiplier": 2}]}}"#),
                       "test.json:1:124: error: a multiplier needs a \"second\" anchor to multiply (for a constant, use \"constant\") [root.constraints[0].multiplier]")
    }

    func testIllegalConstraints() {
        let head = #"{"root": {"size": {"width": 1, "height": 1}, "subviews": [{"id": "a"}], "constraints": ["#
        XCTAssertTrue(error(head + #""a.centerX == root.top"]}}"#).hasPrefix(
            "test.json:1:89: error: Invalid pairing of layout attributes: centerX is on the horizontal axis and top on the vertical axis."))
        XCTAssertTrue(error(head + #""a.width == root.left"]}}"#).contains("a size (width) cannot be related to a location (left)"))
        XCTAssertTrue(error(head + #""a.leading == root.left"]}}"#).contains(
            "A constraint cannot be made between a leading/trailing attribute and a right/left attribute"))
        XCTAssertTrue(error(head + #""a.top == 20"]}}"#).contains("Location attributes must be specified in pairs"))
        XCTAssertEqual(error(head + #""a.width == 20 @1001"]}}"#),
                       "test.json:1:105: error: priority 1001 is outside 1...1000 [root.constraints[0]]\na.width == 20 @1001\n               ^")
        XCTAssertTrue(error(head + #""a.width = 20"]}}"#).contains("unknown relation '='; expected ==, >= or <="))
    }

    func testDuplicateIds() {
        XCTAssertEqual(error(#"{"root": {"size": {"width": 1, "height": 1}, "subviews": [{"id": "a"}, {"id": "a"}]}}"#),
                       "test.json:1:79: error: the id 'a' is used twice (first at 1:59) [root.subviews[1].id]")
        XCTAssertTrue(error(#"{"root": {"size": {"width": 1, "height": 1}, "subviews": [{"id": "1a"}]}}"#)
            .contains("'1a' is not a valid id"))
    }

    func testVFLErrorsShowTheCaret() {
        XCTAssertEqual(error(#"{"root": {"size": {"width": 1, "height": 1}, "subviews": [{"id": "a"}], "constraints": [{"vfl": "H:|-[a-|"}]}}"#),
                       "test.json:1:104: error: Unable to parse constraint format: Expected a ']' here. That is how you give the end of a view. [root.constraints[0].vfl]\nH:|-[a-|\n      ^")
    }

    /// Whitespace inside a VFL view name is skipped, as the parser does; an id with '-' cannot
    /// be named in a format, and the error says so.
    func testVFLNamesInDocuments() throws {
        let layout = try load("""
        {"root": {"size": {"width": 100, "height": 100}, "subviews": [{"id": "button"}],
         "constraints": [{"vfl": "H:|-10-[bu tton]-10-|"}, {"vfl": "V:|[button(20)]"}]}}
        """)
        XCTAssertEqual(frame(try layout.solve(), "button"), Rect(x: 10, y: 0, width: 80, height: 20))
        XCTAssertEqual(error(#"{"root": {"size": {"width": 1, "height": 1}, "subviews": [{"id": "my-view"}], "constraints": [{"vfl": "H:|[my-view]|"}]}}"#),
                       "test.json:1:110: error: Unable to parse constraint format: my is not a key in the views dictionary. [root.constraints[0].vfl]\nH:|[my-view]|\n      ^\nnote: the id 'my-view' cannot be named in a format (VFL names are letters, digits and '_')")
    }

    /// An error inside a string that holds escapes is placed at its column in the file: each
    /// escape counts the columns it takes (`\u006e` six, `\t` two, a surrogate pair twelve).
    func testErrorColumnsCountEscapesAsWritten() {
        let head = #"{"root": {"size": {"width": 1, "height": 1}, "subviews": [{"id": "button"}], "constraints": ["#
        // H:|-[butto\u006e]-[x]|: the caret is under the ']' after the unknown 'x', column 123
        // of the file (decoded offset 15; without the escape's five extra columns it read 118).
        XCTAssertEqual(error(head + #"{"vfl": "H:|-[butto\u006e]-[x]|"}]}}"#),
                       "test.json:1:123: error: Unable to parse constraint format: x is not a key in the views dictionary. [root.constraints[0].vfl]\nH:|-[button]-[x]|\n               ^")
        // After a tab, the emoji (written as a surrogate pair) where an anchor should be: the
        // pair starts at column 110.
        XCTAssertTrue(error(head + #""button.top\t== \ud83d\ude00"]}}"#)
            .hasPrefix("test.json:1:110: error: expected an anchor such as 'view.top'"))
        // \r\n is one character to the VFL parser and two escapes (four columns) in the file:
        // the second ']' is at column 105 (it read 104).
        XCTAssertTrue(error(#"{"root": {"size": {"width": 1, "height": 1}, "subviews": [{"id": "a"}], "constraints": [{"vfl": "\r\n[a]]"}]}}"#)
            .hasPrefix("test.json:1:105: error: Unable to parse constraint format:"))
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        XCTAssertTrue(error(deep).hasPrefix("test.json:1:513: error: nesting too deep"))
        var nested = ""
        for _ in 0..<300 { nested += #"{"subviews": ["# }
        nested += "{}"
        for _ in 0..<300 { nested += "]}" }
        XCTAssertTrue(error(#"{"root": "# + nested + "}").contains("nesting too deep"))
    }

    func testARootWithoutASizeIsAnError() throws {
        let layout = try load(#"{"root": {}}"#)
        XCTAssertThrowsError(try layout.solve()) { error in
            XCTAssertEqual("\(error)", "test.json:1:10: error: the root has no size: give root \"size\", a \"device\", or --size / --device [root]")
        }
        XCTAssertThrowsError(try layout.solve(LayoutConfiguration(device: "iphone-99"))) { error in
            XCTAssertTrue("\(error)".contains("unknown device 'iphone-99'"))
        }
    }

    func testConflictsAreReportedWithTheirOrigins() throws {
        let layout = try load("""
        {"root": {"size": {"width": 100, "height": 100}, "subviews": [{"id": "a"}],
         "constraints": ["a.leading == root.leading", "a.top == root.top", "a.height == 10",
                         "a.width == 20",
                         "a.width == 40"]}}
        """)
        let snapshot = try layout.solve()
        XCTAssertEqual(frame(snapshot, "a")?.width, 20)
        let conflict = snapshot.diagnostics.first { $0.kind == .unsatisfiable }
        XCTAssertNotNil(conflict)
        XCTAssertTrue(conflict?.broken?.contains("a.width == 40") ?? false)
        XCTAssertTrue(conflict?.broken?.contains("[test.json:4:18]") ?? false, conflict?.broken ?? "")
        XCTAssertEqual(conflict?.conflicting.count, 1)
        XCTAssertTrue(conflict?.conflicting.first?.contains("[test.json:3:18]") ?? false)
    }

    /// A solved document frees its views once released: constraints do not retain their items
    /// (as in UIKit), so a view and the constraints installed on it form no cycle. Found by the
    /// document fuzzer's leak detection.
    func testASolvedDocumentIsFreed() throws {
        weak var root: View?
        weak var stack: View?
        weak var engine: LayoutEngine?
        try {
            let layout = try DocumentLayout(contentsOfFile: examplesDirectory + "/tab-strip.json")
            try layout.solve()
            try layout.solve(LayoutConfiguration(device: "iphone-14-landscape"))
            root = layout.root
            stack = layout.view(withID: "stack")
            engine = layout.root.engineStorage
        }()
        XCTAssertNil(root)
        XCTAssertNil(stack)
        XCTAssertNil(engine)
    }
}

/// The repository's Examples folder.
let examplesDirectory: String = {
    var url = #filePath
    for _ in 0..<3 { url = String(url[..<url.lastIndex(of: "/")!]) }
    return url + "/Examples"
}()
