import XCTest
@testable import StackLayout

final class JSONReaderTests: XCTestCase {
    // MARK: Helpers

    private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
        do {
            return try JSONReader.parse(text)
        } catch {
            XCTFail("unexpected error: \(error)", file: file, line: line)
            return nil
        }
    }

    /// Asserts that `input` fails with exactly `message` at `line:column`.
    private func assertError(_ input: [UInt8], _ message: String, _ line: Int, _ column: Int,
                             maxDepth: Int = JSONReader.defaultMaxDepth,
                             file: StaticString = #filePath, line testLine: UInt = #line) {
        do {
            let value = try JSONReader.parse(input, maxDepth: maxDepth)
            XCTFail("expected an error, parsed \(value.typeName)", file: file, line: testLine)
        } catch let error as JSONSyntaxError {
            XCTAssertEqual(error.message, message, file: file, line: testLine)
            XCTAssertEqual(error.location, SourceLocation(line: line, column: column), file: file, line: testLine)
        } catch {
            XCTFail("unexpected error type: \(error)", file: file, line: testLine)
        }
    }

    private func assertError(_ input: String, _ message: String, _ line: Int, _ column: Int,
                             maxDepth: Int = JSONReader.defaultMaxDepth,
                             file: StaticString = #filePath, line testLine: UInt = #line) {
        assertError(Array(input.utf8), message, line, column, maxDepth: maxDepth, file: file, line: testLine)
    }

    private func loc(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(line: line, column: column) }

    // MARK: Values and locations

    /// A location prints as `line:column`, and as a constraint's origin suffix `:line:column`,
    /// for every number of digits.
    func testLocationsPrintAsLineAndColumn() {
        XCTAssertEqual(SourceLocation(line: 1, column: 1).description, "1:1")
        XCTAssertEqual(SourceLocation(line: 14, column: 9).description, "14:9")
        XCTAssertEqual(SourceLocation(line: 0, column: 10).description, "0:10")
        XCTAssertEqual(SourceLocation(line: 123_456_789, column: 1_000_000).originSuffix, ":123456789:1000000")
        XCTAssertEqual(SourceLocation(line: Int.max, column: Int.min).description, "\(Int.max):\(Int.min)")
        for line in [1, 9, 10, 99, 100, 65_535, 1_048_576] {
            for column in [1, 7, 10, 120, 4_096] {
                let location = SourceLocation(line: line, column: column)
                XCTAssertEqual(location.description, "\(line):\(column)")
                XCTAssertEqual(location.originSuffix, ":\(line):\(column)")
            }
        }
    }

    func testScalars() throws {
        XCTAssertTrue(try JSONReader.parse("null").isNull)
        XCTAssertEqual(try JSONReader.parse("true").asBool, true)
        XCTAssertEqual(try JSONReader.parse(" false ").asBool, false)
        XCTAssertEqual(try JSONReader.parse("42").asNumber, 42)
        XCTAssertEqual(try JSONReader.parse("-1.5").asNumber, -1.5)
        XCTAssertEqual(try JSONReader.parse(#""hi""#).asString, "hi")
        XCTAssertEqual(try JSONReader.parse("[]").asArray?.count, 0)
        XCTAssertEqual(try JSONReader.parse("{}").asObject?.count, 0)
        XCTAssertEqual(try JSONReader.parse(" \t\r\n 7 \n").location, loc(2, 2))
    }

    func testLocationsOfNestedValuesAndKeys() throws {
        let text = """
        {
          "root": {
            "id": "a",
            "subviews": [1, {"x": null}]
          }
        }
        """
        let value = try XCTUnwrap(parse(text))
        XCTAssertEqual(value.location, loc(1, 1))
        let top = try XCTUnwrap(value.asObject)
        XCTAssertEqual(top.keys, ["root"])
        XCTAssertEqual(top.members[0].keyLocation, loc(2, 3))
        let root = try XCTUnwrap(top["root"])
        XCTAssertEqual(root.location, loc(2, 11))
        let rootObject = try XCTUnwrap(root.asObject)
        XCTAssertEqual(rootObject.keys, ["id", "subviews"])
        XCTAssertEqual(rootObject.member("id")?.keyLocation, loc(3, 5))
        XCTAssertEqual(rootObject["id"]?.location, loc(3, 11))
        XCTAssertEqual(rootObject["id"]?.asString, "a")
        XCTAssertEqual(rootObject.member("subviews")?.keyLocation, loc(4, 5))
        let subviews = try XCTUnwrap(rootObject["subviews"]?.asArray)
        XCTAssertEqual(rootObject["subviews"]?.location, loc(4, 17))
        XCTAssertEqual(subviews.map(\.location), [loc(4, 18), loc(4, 21)])
        let inner = try XCTUnwrap(subviews[1].asObject)
        XCTAssertEqual(inner.members[0].keyLocation, loc(4, 22))
        XCTAssertEqual(inner["x"]?.location, loc(4, 27))
        XCTAssertEqual(inner["x"]?.isNull, true)
        XCTAssertNil(inner["y"])
    }

    func testColumnsCountUnicodeScalarsNotBytes() throws {
        let object = try XCTUnwrap(parse(#"{"é": 1, "日本": [true], "😀": null}"#)?.asObject)
        XCTAssertEqual(object.members.map(\.keyLocation), [loc(1, 2), loc(1, 10), loc(1, 24)])
        XCTAssertEqual(object.members.map(\.value.location), [loc(1, 7), loc(1, 16), loc(1, 29)])
        XCTAssertEqual(object["日本"]?.asArray?.first?.location, loc(1, 17))
    }

    func testColumnsAfterEscapesCountSourceCharacters() throws {
        let array = try XCTUnwrap(parse(#"["a\nb", "\u00e9", 5]"#)?.asArray)
        XCTAssertEqual(array[0].asString, "a\nb")
        XCTAssertEqual(array[1].asString, "é")
        XCTAssertEqual(array.map(\.location), [loc(1, 2), loc(1, 10), loc(1, 20)])
    }

    func testLineBreaksLFCRLFAndCR() throws {
        let array = try XCTUnwrap(parse("[\r\n1,\r2,\n\t3]")?.asArray)
        XCTAssertEqual(array.map(\.location), [loc(2, 1), loc(3, 1), loc(4, 2)])
    }

    func testByteOrderMarkIsSkipped() throws {
        let value = try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
        XCTAssertEqual(value.location, loc(1, 1))
        XCTAssertEqual(value.asArray?.first?.location, loc(1, 2))
        assertError([0xEF, 0xBB, 0xBF], "expected a value, found end of input", 1, 1)
        assertError([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF], "expected a value, found '\u{FEFF}'", 1, 1)
    }

    func testStringAndByteEntryPointsAgree() throws {
        let text = #"{"a": [1, "ü"]}"#
        let fromString = JSONOutput(try JSONReader.parse(text))
        let fromBytes = JSONOutput(try JSONReader.parse(Array(text.utf8)))
        XCTAssertEqual(fromString, fromBytes)
        XCTAssertEqual(fromString, ["a": [1, "ü"]])
    }

    func testConveniences() throws {
        let value = try JSONReader.parse(#"[null, true, 1, "s", [], {}]"#)
        XCTAssertEqual(value.asArray?.map(\.typeName),
                       ["null", "a boolean", "a number", "a string", "an array", "an object"])
        XCTAssertNil(value.asObject)
        XCTAssertNil(value.asArray?[1].asNumber)
        XCTAssertEqual(JSONSyntaxError("unterminated string", at: loc(14, 9)).description, "14:9: unterminated string")
    }

    // MARK: Strings

    func testEscapesAndSurrogatePairs() throws {
        XCTAssertEqual(try JSONReader.parse(#""\"\\\/\b\f\n\r\t""#).asString, "\"\\/\u{8}\u{C}\n\r\t")
        XCTAssertEqual(try JSONReader.parse(#""\uD83D\uDE00""#).asString, "😀")
        XCTAssertEqual(try JSONReader.parse(#""x\ud83d\ude00y""#).asString, "x😀y")
        XCTAssertEqual(try JSONReader.parse(#""\u00e9\u0041\u20AC""#).asString, "éA€")
        XCTAssertEqual(try JSONReader.parse(#""\u0000""#).asString, "\u{0}")
        XCTAssertEqual(try JSONReader.parse(#""日本😀\u0041""#).asString, "日本😀A")
        XCTAssertEqual(try JSONReader.parse("\"\u{7F}\"").asString, "\u{7F}")
    }

    func testStringErrors() {
        assertError(#""abc"#, "unterminated string", 1, 1)
        assertError(#"["abc\"#, "unterminated string", 1, 2)
        assertError("[\"ab\nc\"]", "unterminated string (a line break in a string must be written '\\n')", 1, 2)
        assertError("\"a\tb\"", "control character U+0009 in string must be escaped", 1, 3)
        assertError("\"é\u{1F}\"", "control character U+001F in string must be escaped", 1, 3)
        assertError(#""\q""#, #"invalid escape '\q'"#, 1, 2)
        assertError(#"["\x41"]"#, #"invalid escape '\x'"#, 1, 3)
        assertError("\"\\é\"", "invalid escape: '\\' followed by 'é'", 1, 2)
        assertError(#""\u12G4""#, #"invalid escape: '\u' must be followed by four hex digits"#, 1, 2)
        assertError(#""\u12"#, #"invalid escape: '\u' must be followed by four hex digits"#, 1, 2)
        assertError(#"  "ab\uD83D""#, #"lone surrogate '\uD83D' in string (a high surrogate must be followed by a low one)"#, 1, 6)
        assertError(#""\uD83D\u0041""#, #"lone surrogate '\uD83D' in string (a high surrogate must be followed by a low one)"#, 1, 2)
        assertError(#""\uD83D\uD83D""#, #"lone surrogate '\uD83D' in string (a high surrogate must be followed by a low one)"#, 1, 2)
        assertError(#""\uDE00""#, #"lone surrogate '\uDE00' in string"#, 1, 2)
        assertError(#"'a'"#, "strings must be in double quotes", 1, 1)
    }

    func testInvalidUTF8() {
        let quote = UInt8(ascii: "\"")
        assertError([quote, 0x61, 0xFF, quote], "invalid UTF-8 byte 0xFF in string", 1, 3)
        assertError([quote, 0xC0, 0xAF, quote], "invalid UTF-8 byte 0xC0 in string", 1, 2)  // overlong '/'
        assertError([quote, 0xE0, 0x80, 0xAF, quote], "invalid UTF-8 byte 0xE0 in string", 1, 2)  // overlong
        assertError([quote, 0xED, 0xA0, 0x80, quote], "invalid UTF-8 byte 0xED in string", 1, 2)  // surrogate
        assertError([quote, 0xF4, 0x90, 0x80, 0x80, quote], "invalid UTF-8 byte 0xF4 in string", 1, 2)  // > U+10FFFF
        assertError([quote, 0x80, quote], "invalid UTF-8 byte 0x80 in string", 1, 2)  // stray continuation
        assertError([quote, 0xE2, 0x82], "invalid UTF-8 byte 0xE2 in string", 1, 2)  // truncated at the end
        assertError([quote, 0xC3, 0xA9, 0xE2, 0x82, quote], "invalid UTF-8 byte 0xE2 in string", 1, 3)
        assertError([UInt8(ascii: "["), 0xFF, UInt8(ascii: "]")], "expected a value, found invalid UTF-8 byte 0xFF", 1, 2)
    }

    // MARK: Structure errors

    func testStructureErrors() {
        assertError("", "expected a value, found end of input", 1, 1)
        assertError("  \n  ", "expected a value, found end of input", 2, 3)
        assertError("[", "expected a value, found end of input", 1, 2)
        assertError("[1", "expected ',' or ']' after an array element, found end of input", 1, 3)
        assertError("[1 2]", "expected ',' or ']' after an array element, found '2'", 1, 4)
        assertError("[1,]", "expected a value after ',', found ']' (trailing commas are not allowed)", 1, 4)
        assertError("[,1]", "expected a value, found ','", 1, 2)
        assertError("{", "expected a string key or '}', found end of input", 1, 2)
        assertError(#"{"a""#, "expected ':' after an object key, found end of input", 1, 5)
        assertError(#"{"a" 1}"#, "expected ':' after an object key, found '1'", 1, 6)
        assertError(#"{"a":}"#, "expected a value, found '}'", 1, 6)
        assertError("{\"a\": 1\n  \"b\": 2}", "expected ',' or '}' after an object member, found '\"'", 2, 3)
        assertError(#"{"a":1,}"#, "expected a member after ',', found '}' (trailing commas are not allowed)", 1, 8)
        assertError(#"{"a":1, 2}"#, "expected a string key after ',', found '2'", 1, 9)
        assertError("{1: 1}", "expected a string key or '}', found '1'", 1, 2)
        assertError("{a: 1}", "object keys must be strings in double quotes", 1, 2)
        assertError("{'a': 1}", "strings must be in double quotes", 1, 2)
        assertError(#"{"日本": 1 x}"#, "expected ',' or '}' after an object member, found 'x'", 1, 10)
        assertError("[1] 2", "expected end of input after the top-level value, found '2'", 1, 5)
        assertError(#"{"a":1}}"#, "expected end of input after the top-level value, found '}'", 1, 8)
        assertError("[1]\n\n  x", "expected end of input after the top-level value, found 'x'", 3, 3)
        assertError("// note\n1", "comments are not allowed in JSON", 1, 1)
        assertError("[é]", "expected a value, found 'é'", 1, 2)
        assertError("[\u{1}]", "expected a value, found control character U+0001", 1, 2)
        assertError("tru", "invalid value 'tru'", 1, 1)
        assertError("[True]", "invalid value 'True'", 1, 2)
        assertError("nulls", "invalid value 'nulls'", 1, 1)
        assertError("[true false]", "expected ',' or ']' after an array element, found 'f'", 1, 7)
        assertError("NaN", "invalid value 'NaN'", 1, 1)
        assertError("[Infinity]", "invalid value 'Infinity'", 1, 2)
        assertError("-Infinity", "invalid value '-Infinity'", 1, 1)
    }

    func testDuplicateKeys() throws {
        assertError("{\"a\": 1,\n \"a\": 2}", #"duplicate key "a" (first at 1:2)"#, 2, 2)
        assertError(#"{"x": {"q\n": 1, "b": 2, "q\u000a": 3}}"#, #"duplicate key "q\n" (first at 1:8)"#, 1, 26)
        // Keys that differ only in Unicode normalization look the same, so they are duplicates.
        assertError("{\"\u{E9}\": 1, \"e\u{301}\": 2}", "duplicate key \"e\u{301}\" (first at 1:2)", 1, 10)
        // The same key in sibling and nested objects is fine.
        let object = try XCTUnwrap(parse(#"{"x": {"x": 1}, "y": {"x": 2}, "z": [{"x": 3}, {"x": 4}]}"#)?.asObject)
        XCTAssertEqual(object.keys, ["x", "y", "z"])
    }

    /// A lookup compares lengths first only where the length decides: a key equal to the
    /// looked-up one under Unicode's canonical equivalence is found whatever its bytes.
    func testLookupsFindCanonicallyEqualKeys() throws {
        let object = try XCTUnwrap(parse("{\"\u{212A}ey\": 1, \"caf\u{65}\u{301}\": 2, \"plain\": 3}")?.asObject)
        XCTAssertEqual(object["Key"]?.asNumber, 1)      // KELVIN SIGN, three bytes, is K
        XCTAssertEqual(object["caf\u{E9}"]?.asNumber, 2)
        XCTAssertEqual(object["plain"]?.asNumber, 3)
        XCTAssertNil(object["plan"])
        XCTAssertNil(object["ey"])
        XCTAssertTrue("plain".lengthDecidesInequality)
        XCTAssertFalse("Key".lengthDecidesInequality)
        XCTAssertFalse("a;b".lengthDecidesInequality)
        XCTAssertFalse("`".lengthDecidesInequality)
        XCTAssertFalse("caf\u{E9}".lengthDecidesInequality)
    }

    func testDuplicateKeysInLargeObjects() throws {
        // Past 16 members the reader switches from a linear search to a hash table.
        for count in [15, 16, 17, 40] {
            let members = (0..<count).map { "\"k\($0)\": \($0)" }
            let ok = try JSONReader.parse("{" + members.joined(separator: ",") + "}")
            XCTAssertEqual(ok.asObject?.keys, (0..<count).map { "k\($0)" })
            XCTAssertEqual(ok.asObject?["k\(count - 1)"]?.asNumber, Double(count - 1))
            for duplicate in [0, count - 1] {
                let text = "{" + members.joined(separator: ",") + ",\n\"k\(duplicate)\": 0}"
                let first = members[..<duplicate].reduce(2) { $0 + $1.count + 1 }
                assertError(text, "duplicate key \"k\(duplicate)\" (first at 1:\(first))", 2, 1)
            }
        }
    }

    // MARK: Depth

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        assertError(deep, "nesting too deep: more than 512 levels of arrays and objects", 1, 513)
        let deepObjects = String(repeating: #"{"a":"#, count: 100_000)
        assertError(deepObjects, "nesting too deep: more than 512 levels of arrays and objects", 1, 512 * 5 + 1)
        let closed = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        assertError(closed, "nesting too deep: more than 512 levels of arrays and objects", 1, 513)
    }

    func testDepthLimitIsExactAndConfigurable() throws {
        let ok = String(repeating: "[", count: 512) + "1" + String(repeating: "]", count: 512)
        var value = try JSONReader.parse(ok)
        var depth = 0
        while let inner = value.asArray?.first {
            value = inner
            depth += 1
        }
        XCTAssertEqual(depth, 512)
        XCTAssertEqual(value.asNumber, 1)
        XCTAssertEqual(value.location, loc(1, 513))
        assertError("[" + ok + "]", "nesting too deep: more than 512 levels of arrays and objects", 1, 513)
        assertError("[[]]", "nesting too deep: more than 1 level of arrays and objects", 1, 2, maxDepth: 1)
        assertError("[{}]", "nesting too deep: more than 1 level of arrays and objects", 1, 2, maxDepth: 1)
        XCTAssertEqual(try JSONReader.parse("[1, [2]]", maxDepth: 2).asArray?.count, 2)
        XCTAssertEqual(try JSONReader.parse("3", maxDepth: 0).asNumber, 3)
        let deeper = String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000)
        XCTAssertNotNil(try JSONReader.parse(deeper, maxDepth: 2000).asArray)
    }

    // MARK: Numbers

    func testNumbers() throws {
        func number(_ text: String) throws -> Double? { try JSONReader.parse(text).asNumber }
        let negativeZero = try XCTUnwrap(number("-0"))
        XCTAssertEqual(negativeZero, 0)
        XCTAssertEqual(negativeZero.sign, .minus)
        XCTAssertEqual(try number("0")?.sign, .plus)
        XCTAssertEqual(try number("-0.0e5")?.sign, .minus)
        XCTAssertEqual(try number("1e308"), 1e308)
        XCTAssertEqual(try number("-1.7976931348623157e308"), -Double.greatestFiniteMagnitude)
        XCTAssertEqual(try number("1E2"), 100)
        XCTAssertEqual(try number("1e+2"), 100)
        XCTAssertEqual(try number("1e-2"), 0.01)
        XCTAssertEqual(try number("-12.5e-1"), -1.25)
        XCTAssertEqual(try number("0.1"), 0.1)
        XCTAssertEqual(try number("0.30000000000000004"), 0.1 + 0.2)
        XCTAssertEqual(try number("9007199254740993"), 9007199254740992)  // ties to even
        XCTAssertEqual(try number("123456789012345678901234567890"), 1.2345678901234568e29)
        XCTAssertEqual(try number("0.000000000000000000000000000001"), 1e-30)
        XCTAssertEqual(try number("5e-324"), Double.leastNonzeroMagnitude)
        XCTAssertEqual(try number("1e-400"), 0)  // underflow to zero is not an error
        XCTAssertEqual(try number("0e99999999999"), 0)
        XCTAssertEqual(try number("1" + String(repeating: "0", count: 308)), 1e308)
    }

    func testNumberErrors() {
        assertError("1e309", "number 1e309 is out of range", 1, 1)
        assertError("[-1e309]", "number -1e309 is out of range", 1, 2)
        assertError("1" + String(repeating: "0", count: 309), "number 1" + String(repeating: "0", count: 39) + "... is out of range", 1, 1)
        assertError("01", "numbers cannot have leading zeros", 1, 1)
        assertError("[-01]", "numbers cannot have leading zeros", 1, 2)
        assertError("1.", "expected a digit after '.', found end of input", 1, 3)
        assertError("[1.e5]", "expected a digit after '.', found 'e'", 1, 4)
        assertError(".5", "a number must start with a digit or '-'", 1, 1)
        assertError("[+1]", "a number must start with a digit or '-'", 1, 2)
        assertError("-", "expected a digit after '-', found end of input", 1, 2)
        assertError("- 1", "expected a digit after '-', found a space", 1, 2)
        assertError("1e", "expected a digit in the exponent, found end of input", 1, 3)
        assertError("1e+", "expected a digit in the exponent, found end of input", 1, 4)
        assertError("1.5.2", "expected end of input after the top-level value, found '.'", 1, 4)
        assertError("0x10", "expected end of input after the top-level value, found 'x'", 1, 2)
    }

    /// The fast path must agree with the standard library's correctly rounded conversion.
    func testNumbersAgreeWithStandardLibrary() throws {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<20_000 {
            let digits = Int(generator.next() % 20) + 1
            var text = generator.next() % 2 == 0 ? "-" : ""
            text += String(generator.next() % 9 + 1)
            for _ in 1..<digits { text += String(generator.next() % 10) }
            if generator.next() % 2 == 0 {
                let point = Int(generator.next() % UInt64(text.count))
                if point > (text.hasPrefix("-") ? 1 : 0) {
                    text.insert(".", at: text.index(text.startIndex, offsetBy: point))
                }
            }
            if generator.next() % 2 == 0 { text += "e\(Int(generator.next() % 61) - 30)" }
            let expected = try XCTUnwrap(Double(text))
            XCTAssertEqual(try JSONReader.parse(text).asNumber, expected, text)
        }
    }

    // MARK: Speed (a sanity check; the release figure is measured by Fuzz/json-speed.sh)

    func testLargeDocumentParses() throws {
        let text = JSONReaderTests.document(views: 5_000)
        XCTAssertGreaterThan(text.utf8.count, 900_000)
        let value = try JSONReader.parse(text)
        let views = try XCTUnwrap(value.asObject?["root"]?.asObject?["subviews"]?.asArray)
        XCTAssertEqual(views.count, 5_000)
        XCTAssertEqual(views[4_999].asObject?["id"]?.asString, "view4999")
        XCTAssertEqual(views[4_999].location.line, 5 + 4_999 * 13 + 1)
    }

    /// A document shaped like a real layout: `views` subviews of about 200 bytes each.
    static func document(views: Int) -> String {
        var text = "{\n  \"format\": 1,\n  \"root\": {\n    \"size\": {\"width\": 390, \"height\": 844},\n    \"subviews\": [\n"
        for i in 0..<views {
            text += """
                  {
                    "id": "view\(i)",
                    "type": "\(i % 3 == 0 ? "stack" : "view")",
                    "intrinsicSize": {"width": \(i % 97).5, "height": 44},
                    "hugging": {"horizontal": 251, "vertical": 250},
                    "layoutMargins": {"top": 8, "leading": 16, "bottom": 8, "trailing": 16},
                    "hidden": \(i % 7 == 0),
                    "constraints": [
                      "view\(i).leading == root.leading + \(i % 13)",
                      {"first": "view\(i).top", "relation": "==", "second": "root.top", "constant": \(i)}
                    ],
                    "label": "Vue n\\u00b0\(i) — «\(i)»"
                  }\(i + 1 < views ? "," : "")

            """
        }
        text += "    ]\n  }\n}\n"
        return text
    }

    // MARK: JSONPath

    func testJSONPath() {
        XCTAssertEqual(JSONPath().description, "(top level)")
        let path = JSONPath().appending("root").appending("subviews").appending(2).appending("constraints").appending(0)
        XCTAssertEqual(path.description, "root.subviews[2].constraints[0]")
        XCTAssertEqual(JSONPath().appending(3).appending("id").description, "[3].id")
        XCTAssertEqual(JSONPath().appending("root").appending("a b").appending("x").description, #"root["a b"].x"#)
        XCTAssertEqual(JSONPath().appending("1x").description, #"["1x"]"#)
        XCTAssertEqual(JSONPath().appending("my-view_2").description, "my-view_2")
        XCTAssertEqual(path.components.count, 5)
    }
}

/// A small seeded generator, so that property tests are reproducible.
