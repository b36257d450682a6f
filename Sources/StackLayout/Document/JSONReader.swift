/// A strict RFC 8259 JSON reader that remembers where every value is.
///
/// Foundation's `JSONDecoder` reports no positions on Linux; this reader keeps the line and
/// column of every value and key, so that a document builder can say
/// `layout.json:14:9: error: expected a number, found a string`.
///
///     let value = try JSONReader.parse(#"{"size": {"width": 390}}"#)
///     value.asObject?["size"]?.location   // 1:10
///
/// What it accepts is exactly RFC 8259, over UTF-8 (a leading byte order mark is skipped):
/// no comments, no trailing commas, no single quotes, no `NaN` or `Infinity`, no leading zeros,
/// no control characters or lone surrogates in strings, no invalid UTF-8, nothing after the
/// value. It also rejects what RFC 8259 leaves to the implementation: duplicate keys in one
/// object, numbers too large for a `Double`, and nesting deeper than `maxDepth`.
///
/// It never recurses: containers are kept on an explicit stack, so a hostile document nested a
/// million deep is an error, not a stack overflow.
///
/// - Complexity: O(*n*) in the size of the input.
enum JSONReader {
    /// How many arrays and objects may be nested inside one another by default.
    static let defaultMaxDepth = 512

    /// Parses a UTF-8 document.
    /// - Throws: `JSONSyntaxError` at the first fault.
    static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws -> JSONValue {
        try bytes.withUnsafeBufferPointer { try parse($0, maxDepth: maxDepth) }
    }

    /// Parses a document held in a string.
    /// - Throws: `JSONSyntaxError` at the first fault.
    static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws -> JSONValue {
        var text = text
        return try text.withUTF8 { try parse($0, maxDepth: maxDepth) }
    }

    /// Parses a UTF-8 document in a buffer, without copying it.
    /// - Throws: `JSONSyntaxError` at the first fault.
    static func parse(_ buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int = defaultMaxDepth) throws -> JSONValue {
        var parser = Parser(buffer, maxDepth: maxDepth)
        return try parser.parseDocument()
    }
}

extension JSONReader {
    /// The state of one parse: a cursor over the bytes, the line being read, and the stack of
    /// open containers. Strings and numbers are in `JSONReader+Strings.swift` and
    /// `JSONReader+Numbers.swift`.
    struct Parser {
        /// An array or object that is open: its members so far are at `start...` of
        /// `elements` or `members`.
        struct Frame {
            var isObject: Bool
            var location: SourceLocation
            var start: Int
            /// The keys seen so far, built once an object is large enough for a linear
            /// search for duplicates to cost more than hashing.
            var keyIndex: [String: SourceLocation]?
        }

        let bytes: UnsafeBufferPointer<UInt8>
        let end: Int
        let maxDepth: Int
        var pos = 0
        var line = 1
        /// The offset of the first byte of the current line.
        var lineStart = 0
        /// An offset on the current line whose column is known, so that columns are counted
        /// incrementally: locations are asked for in increasing order.
        var columnCursor = 0
        var columnAtCursor = 1
        /// Bytes of a string with escapes, reused from string to string.
        var scratch: [UInt8] = []
        var frames: [Frame] = []
        /// The elements of every open array, innermost last.
        var elements: [JSONValue] = []
        /// The members of every open object, innermost last; the last one's value is a
        /// placeholder until its value is read.
        var members: [JSONObject.Member] = []

        init(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
            self.bytes = bytes
            self.end = bytes.count
            self.maxDepth = maxDepth
        }
    }
}

// MARK: - Values and containers

extension JSONReader.Parser {
    mutating func parseDocument() throws -> JSONValue {
        if end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            pos = 3
            lineStart = 3
            columnCursor = 3
        }
        var value: JSONValue
        parsing: while true {
            // A value starts here.
            skipWhitespace()
            guard pos < end else { throw error("expected a value, found end of input", at: pos) }
            switch bytes[pos] {
            case UInt8(ascii: "{"):
                let location = try openContainer()
                skipWhitespace()
                if pos < end && bytes[pos] == UInt8(ascii: "}") {
                    pos += 1
                    value = JSONValue(.object(JSONObject()), at: location)
                } else {
                    frames.append(Frame(isObject: true, location: location, start: members.count))
                    try parseKey(afterComma: false)
                    continue parsing
                }
            case UInt8(ascii: "["):
                let location = try openContainer()
                skipWhitespace()
                if pos < end && bytes[pos] == UInt8(ascii: "]") {
                    pos += 1
                    value = JSONValue(.array([]), at: location)
                } else {
                    frames.append(Frame(isObject: false, location: location, start: elements.count))
                    continue parsing
                }
            case UInt8(ascii: "\""):
                let location = location(at: pos)
                value = JSONValue(.string(try parseString()), at: location)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = try parseNumber()
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                value = try parseLiteral()
            default:
                throw unexpectedInsteadOfValue()
            }

            // `value` is complete: hand it to its container, and close every container that
            // ends right after it.
            while !frames.isEmpty {
                let top = frames.count - 1
                skipWhitespace()
                let next: UInt8? = pos < end ? bytes[pos] : nil
                if frames[top].isObject {
                    members[members.count - 1].value = value
                    if next == UInt8(ascii: ",") {
                        pos += 1
                        try parseKey(afterComma: true)
                        continue parsing
                    } else if next == UInt8(ascii: "}") {
                        pos += 1
                        let start = frames[top].start
                        value = JSONValue(.object(JSONObject(members: Array(members[start...]))), at: frames[top].location)
                        members.removeSubrange(start...)
                        frames.removeLast()
                    } else {
                        throw error("expected ',' or '}' after an object member, found \(describe(pos))", at: pos)
                    }
                } else {
                    elements.append(value)
                    if next == UInt8(ascii: ",") {
                        pos += 1
                        skipWhitespace()
                        if pos < end && bytes[pos] == UInt8(ascii: "]") {
                            throw error("expected a value after ',', found ']' (trailing commas are not allowed)", at: pos)
                        }
                        continue parsing
                    } else if next == UInt8(ascii: "]") {
                        pos += 1
                        let start = frames[top].start
                        value = JSONValue(.array(Array(elements[start...])), at: frames[top].location)
                        elements.removeSubrange(start...)
                        frames.removeLast()
                    } else {
                        throw error("expected ',' or ']' after an array element, found \(describe(pos))", at: pos)
                    }
                }
            }
            skipWhitespace()
            guard pos == end else {
                throw error("expected end of input after the top-level value, found \(describe(pos))", at: pos)
            }
            return value
        }
    }

    /// Steps over a `{` or `[`, checking the depth; returns its location.
    mutating func openContainer() throws -> SourceLocation {
        if frames.count >= maxDepth {
            let levels = maxDepth == 1 ? "level" : "levels"
            throw error("nesting too deep: more than \(maxDepth) \(levels) of arrays and objects", at: pos)
        }
        let location = location(at: pos)
        pos += 1
        return location
    }

    /// Reads `"key" :` and opens a member for the value that follows.
    mutating func parseKey(afterComma: Bool) throws {
        skipWhitespace()
        guard pos < end && bytes[pos] == UInt8(ascii: "\"") else {
            let next: UInt8? = pos < end ? bytes[pos] : nil
            if afterComma && next == UInt8(ascii: "}") {
                throw error("expected a member after ',', found '}' (trailing commas are not allowed)", at: pos)
            } else if next == UInt8(ascii: "'") {
                throw error("strings must be in double quotes", at: pos)
            } else if let next, next.isASCIIWordByte && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) {
                throw error("object keys must be strings in double quotes", at: pos)
            }
            let expected = afterComma ? "a string key after ','" : "a string key or '}'"
            throw error("expected \(expected), found \(describe(pos))", at: pos)
        }
        let keyLocation = location(at: pos)
        let key = try parseString()
        try checkDuplicate(key, at: keyLocation)
        skipWhitespace()
        guard pos < end && bytes[pos] == UInt8(ascii: ":") else {
            throw error("expected ':' after an object key, found \(describe(pos))", at: pos)
        }
        pos += 1
        members.append(JSONObject.Member(key: key, keyLocation: keyLocation, value: JSONValue(.null, at: keyLocation)))
    }

    /// Throws if the innermost object already has `key`.
    mutating func checkDuplicate(_ key: String, at location: SourceLocation) throws {
        let top = frames.count - 1
        let start = frames[top].start
        if frames[top].keyIndex != nil {
            if let first = frames[top].keyIndex![key] { throw duplicate(key, at: location, first: first) }
            frames[top].keyIndex![key] = location
            return
        }
        for member in members[start...] where member.key == key {
            throw duplicate(key, at: location, first: member.keyLocation)
        }
        if members.count - start >= 16 {
            var index: [String: SourceLocation] = [:]
            for member in members[start...] { index[member.key] = member.keyLocation }
            index[key] = location
            frames[top].keyIndex = index
        }
    }

    func duplicate(_ key: String, at location: SourceLocation, first: SourceLocation) -> JSONSyntaxError {
        JSONSyntaxError("duplicate key \(JSONWriter.quoted(key, limit: 40)) (first at \(first))", at: location)
    }

    /// Reads `true`, `false` or `null`; any other word is an error that names it.
    mutating func parseLiteral() throws -> JSONValue {
        let start = pos
        let location = location(at: start)
        var wordEnd = pos
        while wordEnd < end && bytes[wordEnd].isASCIIWordByte { wordEnd += 1 }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<wordEnd])
        let kind: JSONValue.Kind
        if word.elementsEqual("true".utf8) {
            kind = .bool(true)
        } else if word.elementsEqual("false".utf8) {
            kind = .bool(false)
        } else if word.elementsEqual("null".utf8) {
            kind = .null
        } else {
            throw error("invalid value '\(text(start..<wordEnd))'", at: start)
        }
        pos = wordEnd
        return JSONValue(kind, at: location)
    }

    /// The error for a byte that cannot start a value.
    mutating func unexpectedInsteadOfValue() -> JSONSyntaxError {
        switch bytes[pos] {
        case UInt8(ascii: "/"): return error("comments are not allowed in JSON", at: pos)
        case UInt8(ascii: "'"): return error("strings must be in double quotes", at: pos)
        case UInt8(ascii: "."), UInt8(ascii: "+"): return error("a number must start with a digit or '-'", at: pos)
        default: return error("expected a value, found \(describe(pos))", at: pos)
        }
    }

}

// MARK: - Whitespace, locations and messages

extension JSONReader.Parser {
    /// Skips spaces, tabs and line breaks, counting lines.
    mutating func skipWhitespace() {
        while pos < end {
            switch bytes[pos] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                pos += 1
            case UInt8(ascii: "\n"):
                pos += 1
                startLine()
            case UInt8(ascii: "\r"):
                pos += 1
                if pos < end && bytes[pos] == UInt8(ascii: "\n") { pos += 1 }
                startLine()
            default:
                return
            }
        }
    }

    /// Notes that a line starts at `pos`.
    mutating func startLine() {
        line += 1
        lineStart = pos
        columnCursor = pos
        columnAtCursor = 1
    }

    /// The location of the byte at `offset`, which is on the current line.
    ///
    /// - Complexity: amortized O(1) when called with increasing offsets: columns are counted
    ///   from the previous call's offset.
    mutating func location(at offset: Int) -> SourceLocation {
        guard offset >= lineStart else { return locationByScanning(offset) }
        if offset < columnCursor {
            columnCursor = lineStart
            columnAtCursor = 1
        }
        var column = columnAtCursor
        var i = columnCursor
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }  // not a UTF-8 continuation byte
            i += 1
        }
        columnCursor = offset
        columnAtCursor = column
        return SourceLocation(line: line, column: column)
    }

    /// The location of any offset, found by counting from the start (for errors only).
    func locationByScanning(_ offset: Int) -> SourceLocation {
        var line = 1
        var column = 1
        var i = end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        while i < offset {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (i + 1 >= end || bytes[i + 1] != UInt8(ascii: "\n"))) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != UInt8(ascii: "\r") {
                column += 1
            }
            i += 1
        }
        return SourceLocation(line: line, column: column)
    }

    mutating func error(_ message: String, at offset: Int) -> JSONSyntaxError {
        JSONSyntaxError(message, at: location(at: offset))
    }

    /// What is at `offset`, for a `found ...` clause: `'x'`, `'é'`, `end of input`,
    /// `control character U+0001` or `invalid UTF-8 byte 0xFF`.
    func describe(_ offset: Int) -> String {
        guard offset < end else { return "end of input" }
        let byte = bytes[offset]
        switch byte {
        case 0x21...0x7E:
            return "'\(Character(Unicode.Scalar(byte)))'"
        case 0x20:
            return "a space"
        case 0x09:
            return "a tab"
        case 0x0A, 0x0D:
            return "a line break"
        case 0..<0x20, 0x7F:
            return "control character \(Self.codePoint(UInt32(byte)))"
        default:
            guard let length = validUTF8Length(at: offset) else {
                return "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))"
            }
            return "'\(text(offset..<offset + length))'"
        }
    }

    /// The bytes in `range` as text, cut to 40 scalars.
    func text(_ range: Range<Int>) -> String {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        return text.unicodeScalars.count > 40 ? String(text.unicodeScalars.prefix(40)) + "..." : text
    }

    /// `U+001F`.
    static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
