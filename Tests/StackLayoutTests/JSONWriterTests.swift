import XCTest
@testable import StackLayout

final class JSONWriterTests: XCTestCase {
    // MARK: Numbers

    func testNumberText() {
        let cases: [(Double, String)] = [
            (390, "390"),
            (844.0, "844"),
            (96.66666666666667, "96.666667"),
            (0.5, "0.5"),
            (-1.5, "-1.5"),
            (1.0 / 3, "0.333333"),
            (2.0 / 3, "0.666667"),
            (-2.0 / 3, "-0.666667"),
            (0.1 + 0.2, "0.3"),
            (2.675, "2.675"),
            (0.000001, "0.000001"),
            (0.0000009, "0.000001"),
            (0.0000004, "0"),
            (999_999.9999996, "1000000"),
            (-999_999.9999996, "-1000000"),
            (123_456_789_012.345, "123456789012.345001"),
            (4_503_599_627_370_497, "4503599627370497"),
            (1e17, "100000000000000000"),
            (999_999_999_999_999_872, "999999999999999872"),
            (0, "0"),
            (-0.0, "0"),
            (-0.0000001, "0"),
            (Double.leastNonzeroMagnitude, "0"),
            (1e18, "1e+18"),
            (-1.5e300, "-1.5e+300"),
            (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
            (.infinity, "null"),
            (-.infinity, "null"),
            (.nan, "null"),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(NumberText.format(value), expected, "\(value)")
        }
        var bytes = Array("x=".utf8)
        NumberText.append(12.25, to: &bytes)
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "x=12.25")
    }

    /// Printing, reading back and printing again gives the same text.
    func testNumberTextReadsBackToItself() throws {
        var state: UInt64 = 7
        func next() -> UInt64 {  // a seeded linear congruential generator
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        for _ in 0..<10_000 {
            var scale = 1e-8
            for _ in 0..<(next() % 24) { scale *= 10 }
            let value = (Double(next()) / Double(1 << 53) - 0.5) * scale
            let text = NumberText.format(value)
            let reread = try XCTUnwrap(JSONReader.parse(text).asNumber, text)
            XCTAssertEqual(NumberText.format(reread), text)
            XCTAssertEqual(reread, value, accuracy: 0.0000005 + value.magnitude * 1e-15, text)
        }
    }

    // MARK: Strings

    func testStringEscaping() {
        let string = "a\"b\\c/\n\t\r\u{8}\u{C}\u{0}\u{1}\u{1F}\u{7F} é😀\u{2028}"
        let expected = #""a\"b\\c/\n\t\r\b\f\u0000\u0001\u001f"# + "\u{7F} é😀\u{2028}\""
        XCTAssertEqual(JSONWriter.string(.string(string)), expected)
        XCTAssertEqual(try JSONReader.parse(expected).asString, string)
        XCTAssertEqual(JSONWriter.quoted("abcdef", limit: 3), #""abc...""#)
        XCTAssertEqual(JSONWriter.quoted("abc", limit: 3), #""abc""#)
    }

    // MARK: Layout

    private let sample: JSONOutput = [
        "size": ["width": 390, "height": 844.5],
        "views": [
            ["id": "root", "hidden": false, "parent": nil],
            ["id": "b", "tags": [], "extra": [:]],
        ],
        "a": "last",
    ]

    func testPrettyKeepsOrderAndIndentsTwoSpaces() {
        let expected = """
        {
          "size": {
            "width": 390,
            "height": 844.5
          },
          "views": [
            {
              "id": "root",
              "hidden": false,
              "parent": null
            },
            {
              "id": "b",
              "tags": [],
              "extra": {}
            }
          ],
          "a": "last"
        }
        """
        XCTAssertEqual(JSONWriter.string(sample), expected)
        XCTAssertEqual(JSONWriter.string(sample, style: .pretty), expected)
        XCTAssertEqual(JSONWriter.bytes(sample), Array(expected.utf8))
    }

    func testCompact() {
        XCTAssertEqual(
            JSONWriter.string(sample, style: .compact),
            #"{"size":{"width":390,"height":844.5},"views":[{"id":"root","hidden":false,"parent":null},{"id":"b","tags":[],"extra":{}}],"a":"last"}"#)
        XCTAssertEqual(JSONWriter.string([1, [true, [nil]]], style: .compact), "[1,[true,[null]]]")
        XCTAssertEqual(JSONWriter.string(.number(.nan), style: .compact), "null")
        XCTAssertEqual(JSONWriter.string(42), "42")
    }

    func testOutputEquality() {
        XCTAssertEqual(JSONOutput.object([("a", 1), ("b", .array([true, nil]))]), .object([("a", 1), ("b", .array([true, nil]))]))
        XCTAssertNotEqual(JSONOutput.object([("a", 1), ("b", 2)]), .object([("b", 2), ("a", 1)]))
        XCTAssertNotEqual(JSONOutput.array([1]), .array([1, 1]))
        XCTAssertNotEqual(JSONOutput.number(0), .bool(false))
    }

    // MARK: Round trips

    func testRoundTripThroughReader() throws {
        let source = """
        {"format": 1, "root": {"id": "r", "size": {"width": 390.5, "height": -0.25},
         "subviews": [{"id": "é\\u0000\\n😀", "hidden": true, "frame": null}, [], {}, [[1e-3]]]},
         "z": false, "a": "\\"quoted\\""}
        """
        let parsed = JSONOutput(try JSONReader.parse(source))
        for style in [JSONWriter.Style.pretty, .compact] {
            let written = JSONWriter.string(parsed, style: style)
            let reread = JSONOutput(try JSONReader.parse(written))
            XCTAssertEqual(reread, parsed)
            XCTAssertEqual(JSONWriter.string(reread, style: style), written)
        }
        XCTAssertEqual(
            JSONWriter.string(parsed, style: .compact),
            #"{"format":1,"root":{"id":"r","size":{"width":390.5,"height":-0.25},"subviews":[{"id":"é\u0000\n😀","hidden":true,"frame":null},[],{},[[0.001]]]},"z":false,"a":"\"quoted\""}"#)
    }

    func testLargeDocumentRoundTrip() throws {
        let parsed = JSONOutput(try JSONReader.parse(JSONReaderTests.document(views: 200)))
        let written = JSONWriter.string(parsed)
        XCTAssertEqual(JSONOutput(try JSONReader.parse(written)), parsed)
    }
}
