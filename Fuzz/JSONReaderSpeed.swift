// Measures JSONReader and JSONWriter in release on a layout-shaped document of 5,000 views
// (about 1 MB); built by json-speed.sh together with the library's sources as one module.
// The same shape as JSONReaderTests.document(views:).

@main
enum JSONReaderSpeed {
    static func main() throws {
        let views = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 5_000 : 5_000
        let bytes = Array(document(views: views).utf8)
        let clock = ContinuousClock()
        var best = Duration.seconds(1_000)
        var bestWrite = Duration.seconds(1_000)
        var parsed: JSONValue?
        for _ in 0..<20 {
            let start = clock.now
            parsed = try JSONReader.parse(bytes)
            best = min(best, clock.now - start)
        }
        let output = JSONOutput(parsed!)
        var written = 0
        for _ in 0..<20 {
            let start = clock.now
            written = JSONWriter.bytes(output).count
            bestWrite = min(bestWrite, clock.now - start)
        }
        let megabytes = Double(bytes.count) / 1_000_000
        let ms = Double(best.components.attoseconds) / 1e15 + Double(best.components.seconds) * 1000
        let writeMs = Double(bestWrite.components.attoseconds) / 1e15 + Double(bestWrite.components.seconds) * 1000
        print("parse: \(views) views, \(bytes.count) bytes: best of 20 \(NumberText.format(ms)) ms (\(NumberText.format(megabytes / ms * 1000)) MB/s)")
        let compact = JSONWriter.bytes(output, style: .compact)  // one line: columns stay linear
        var bestCompact = Duration.seconds(1_000)
        for _ in 0..<20 {
            let start = clock.now
            _ = try JSONReader.parse(compact)
            bestCompact = min(bestCompact, clock.now - start)
        }
        let compactMs = Double(bestCompact.components.attoseconds) / 1e15 + Double(bestCompact.components.seconds) * 1000
        print("parse (compact, one line): \(compact.count) bytes: best of 20 \(NumberText.format(compactMs)) ms")
        print("write (pretty): \(written) bytes: best of 20 \(NumberText.format(writeMs)) ms")
    }

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
}
