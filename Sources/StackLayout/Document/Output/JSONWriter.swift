/// Writes `JSONOutput` as JSON text: members in the order given, numbers through
/// `NumberText`, strings escaped as RFC 8259 requires.
///
///     let value: JSONOutput = ["size": ["width": 390, "height": 844], "tags": []]
///     print(JSONWriter.string(value))
///     // {
///     //   "size": {
///     //     "width": 390,
///     //     "height": 844
///     //   },
///     //   "tags": []
///     // }
///     JSONWriter.string(value, style: .compact)
///     // {"size":{"width":390,"height":844},"tags":[]}
///
/// The text has no trailing newline. Non-ASCII characters are written as UTF-8, not escaped.
///
/// - Complexity: O(*n*) in the size of the output.
enum JSONWriter {
    /// How the output is laid out.
    enum Style: Sendable {
        /// One member or element per line, indented by 2 spaces per level, `"key": value`;
        /// empty arrays and objects as `[]` and `{}`.
        case pretty
        /// No whitespace at all.
        case compact
        /// As `pretty`, but an array or object of scalars stays on one line:
        /// `"frame": {"x": 0, "y": 47, "width": 390, "height": 58}`.
        case readable
    }

    /// `value` as JSON text.
    static func string(_ value: JSONOutput, style: Style = .pretty) -> String {
        String(decoding: bytes(value, style: style), as: UTF8.self)
    }

    /// `value` as UTF-8 JSON text.
    static func bytes(_ value: JSONOutput, style: Style = .pretty) -> [UInt8] {
        var output: [UInt8] = []
        write(value, style: style, indent: 0, to: &output)
        return output
    }

    /// `string` as a JSON string literal, quotes included; for messages, cut to `limit`
    /// characters followed by `...` if it is longer.
    static func quoted(_ string: String, limit: Int = .max) -> String {
        var output: [UInt8] = []
        if string.count > limit {
            appendString(String(string.prefix(limit)) + "...", to: &output)
        } else {
            appendString(string, to: &output)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `string` as a JSON string literal: `"` and `\` escaped, control characters as
    /// `\b \f \n \r \t` or `\u001f`, everything else as UTF-8.
    static func appendString(_ string: String, to output: inout [UInt8]) {
        // Most strings (ids, types, messages) need no escape: their bytes go in at once.
        let plain = string.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                return false
            }
            output.append(UInt8(ascii: "\""))
            output.append(contentsOf: bytes)
            output.append(UInt8(ascii: "\""))
            return true
        }
        if plain == true { return }
        output.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case 0x08: output.append(contentsOf: #"\b"#.utf8)
            case 0x0C: output.append(contentsOf: #"\f"#.utf8)
            case 0x0A: output.append(contentsOf: #"\n"#.utf8)
            case 0x0D: output.append(contentsOf: #"\r"#.utf8)
            case 0x09: output.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                output.append(contentsOf: #"\u00"#.utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func isScalar(_ value: JSONOutput) -> Bool {
        switch value {
        case .array, .object: return false
        default: return true
        }
    }

    private static func write(_ value: JSONOutput, style: Style, indent: Int, to output: inout [UInt8]) {
        if style == .readable {
            switch value {
            case .array(let elements) where !elements.isEmpty && elements.allSatisfy(isScalar):
                output.append(UInt8(ascii: "["))
                for (i, element) in elements.enumerated() {
                    if i > 0 { output.append(contentsOf: ", ".utf8) }
                    write(element, style: .compact, indent: 0, to: &output)
                }
                return output.append(UInt8(ascii: "]"))
            case .object(let members) where !members.isEmpty && members.allSatisfy({ isScalar($0.value) }):
                output.append(UInt8(ascii: "{"))
                for (i, member) in members.enumerated() {
                    if i > 0 { output.append(contentsOf: ", ".utf8) }
                    appendString(member.key, to: &output)
                    output.append(contentsOf: ": ".utf8)
                    write(member.value, style: .compact, indent: 0, to: &output)
                }
                return output.append(UInt8(ascii: "}"))
            default: break
            }
        }
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let b): output.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n): NumberText.append(n, to: &output)
        case .string(let s): appendString(s, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else { return output.append(contentsOf: "[]".utf8) }
            output.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { output.append(UInt8(ascii: ",")) }
                newline(style, indent + 2, to: &output)
                write(element, style: style, indent: indent + 2, to: &output)
            }
            newline(style, indent, to: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return output.append(contentsOf: "{}".utf8) }
            output.append(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                if i > 0 { output.append(UInt8(ascii: ",")) }
                newline(style, indent + 2, to: &output)
                appendString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                if style != .compact { output.append(UInt8(ascii: " ")) }
                write(member.value, style: style, indent: indent + 2, to: &output)
            }
            newline(style, indent, to: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ style: Style, _ indent: Int, to output: inout [UInt8]) {
        guard style != .compact else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }
}
