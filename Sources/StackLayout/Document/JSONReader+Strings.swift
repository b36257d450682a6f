/// Strings: escapes, surrogate pairs and UTF-8 validation.
extension JSONReader.Parser {
    /// Reads the string whose opening quote is at `pos`, leaving `pos` after its closing quote.
    ///
    /// A string without escapes is made straight from the input bytes; one with escapes is
    /// assembled in `scratch`.
    mutating func parseString() throws -> String {
        let open = pos
        pos += 1
        let contentStart = pos
        while pos < end {
            let byte = bytes[pos]
            if byte == UInt8(ascii: "\"") {
                let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<pos]), as: UTF8.self)
                pos += 1
                return string
            } else if byte == UInt8(ascii: "\\") {
                return try parseEscapedString(open: open, contentStart: contentStart)
            } else if byte < 0x20 {
                throw controlCharacterInString(open: open)
            } else if byte < 0x80 {
                pos += 1
            } else {
                pos += try utf8Length()
            }
        }
        throw error("unterminated string", at: open)
    }

    /// Continues `parseString` at the first backslash.
    mutating func parseEscapedString(open: Int, contentStart: Int) throws -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<pos]))
        while pos < end {
            let byte = bytes[pos]
            if byte == UInt8(ascii: "\"") {
                pos += 1
                return String(decoding: scratch, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                try appendEscape()
            } else if byte < 0x20 {
                throw controlCharacterInString(open: open)
            } else if byte < 0x80 {
                scratch.append(byte)
                pos += 1
            } else {
                let length = try utf8Length()
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[pos..<pos + length]))
                pos += length
            }
        }
        throw error("unterminated string", at: open)
    }

    /// Appends the character of the escape at `pos` to `scratch` and steps over it.
    mutating func appendEscape() throws {
        let escape = pos
        guard pos + 1 < end else {
            pos = end  // the string is unterminated
            return
        }
        let byte = bytes[pos + 1]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            pos += 2
            let unit = try hexQuad(escape: escape)
            var scalar = unit
            if (0xDC00...0xDFFF).contains(unit) {
                throw error("lone surrogate '\\u\(Self.hex4(unit))' in string", at: escape)
            } else if (0xD800...0xDBFF).contains(unit) {
                let low = pos
                guard low + 1 < end && bytes[low] == UInt8(ascii: "\\") && bytes[low + 1] == UInt8(ascii: "u") else {
                    throw error("lone surrogate '\\u\(Self.hex4(unit))' in string (a high surrogate must be followed by a low one)", at: escape)
                }
                pos += 2
                let second = try hexQuad(escape: low)
                guard (0xDC00...0xDFFF).contains(second) else {
                    throw error("lone surrogate '\\u\(Self.hex4(unit))' in string (a high surrogate must be followed by a low one)", at: escape)
                }
                scalar = 0x10000 + ((unit - 0xD800) << 10) + (second - 0xDC00)
            }
            // Not a surrogate, so a valid scalar.
            scratch.append(contentsOf: UTF8.encode(Unicode.Scalar(scalar)!)!)
            return
        case 0x21...0x7E:
            throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))'", at: escape)
        default:
            throw error("invalid escape: '\\' followed by \(describe(pos + 1))", at: escape)
        }
        pos += 2
    }

    /// Reads the four hex digits at `pos` of the `\u` escape at `escape`.
    mutating func hexQuad(escape: Int) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard pos < end, let digit = Self.hexDigit(bytes[pos]) else {
                throw error("invalid escape: '\\u' must be followed by four hex digits", at: escape)
            }
            value = value << 4 | digit
            pos += 1
        }
        return value
    }

    static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// `D83D`.
    static func hex4(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The error for the control character at `pos` inside the string opened at `open`.
    ///
    /// A raw line break most likely means a missing closing quote, so it is reported at the
    /// opening quote; other control characters where they are.
    mutating func controlCharacterInString(open: Int) -> JSONSyntaxError {
        let byte = bytes[pos]
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            return error("unterminated string (a line break in a string must be written '\\n')", at: open)
        }
        return error("control character \(Self.codePoint(UInt32(byte))) in string must be escaped", at: pos)
    }

    /// The length of the valid multi-byte UTF-8 sequence at `pos`.
    mutating func utf8Length() throws -> Int {
        guard let length = validUTF8Length(at: pos) else {
            throw error("invalid UTF-8 byte 0x\(String(bytes[pos], radix: 16, uppercase: true)) in string", at: pos)
        }
        return length
    }

    /// The length (2...4) of the well-formed UTF-8 sequence that starts with the non-ASCII
    /// byte at `offset`, or `nil` if it is ill-formed (a stray continuation byte, a truncated,
    /// overlong or surrogate sequence, or one beyond U+10FFFF), as Unicode's Table 3-7.
    func validUTF8Length(at offset: Int) -> Int? {
        @inline(__always) func byte(_ i: Int, in range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            offset + i < end && range.contains(bytes[offset + i])
        }
        switch bytes[offset] {
        case 0xC2...0xDF: return byte(1) ? 2 : nil
        case 0xE0: return byte(1, in: 0xA0...0xBF) && byte(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF: return byte(1) && byte(2) ? 3 : nil
        case 0xED: return byte(1, in: 0x80...0x9F) && byte(2) ? 3 : nil
        case 0xF0: return byte(1, in: 0x90...0xBF) && byte(2) && byte(3) ? 4 : nil
        case 0xF1...0xF3: return byte(1) && byte(2) && byte(3) ? 4 : nil
        case 0xF4: return byte(1, in: 0x80...0x8F) && byte(2) && byte(3) ? 4 : nil
        default: return nil
        }
    }
}

extension JSONReader {
    /// For the string whose opening quote is at `location` in `bytes`, the column of each of
    /// its characters (Unicode scalars) in the file, and one past the last for the closing
    /// quote; nil when the string has no escapes (each character is then one column) or
    /// `location` is not a string's quote. For error messages only: it scans from the start.
    static func sourceColumns(ofStringAt location: SourceLocation, in bytes: [UInt8]) -> [Int]? {
        // The line's first byte.
        var index = 0, line = 1
        while line < location.line {
            guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            index = newline + 1
            line += 1
        }
        // Columns count scalars: step over whole UTF-8 sequences.
        func scalarLength(_ byte: UInt8) -> Int {
            byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        }
        var column = 1
        while column < location.column, index < bytes.count {
            index += scalarLength(bytes[index])
            column += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        column += 1
        var columns: [Int] = []
        var escaped = false
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            columns.append(column)
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                escaped = true
                if bytes[index + 1] == UInt8(ascii: "u") {
                    // A surrogate pair is one character written as two escapes.
                    let pair = index + 11 < bytes.count && bytes[index + 6] == UInt8(ascii: "\\")
                        && bytes[index + 7] == UInt8(ascii: "u") && (0xD8...0xDB).contains(hexByte(bytes, index + 2))
                    index += pair ? 12 : 6
                    column += pair ? 12 : 6
                } else {
                    index += 2
                    column += 2
                }
            } else {
                index += scalarLength(bytes[index])
                column += 1
            }
        }
        columns.append(column)
        return escaped ? columns : nil
    }

    /// The byte value of the two hex digits at `index` (the high byte of a `\uXXXX` escape).
    private static func hexByte(_ bytes: [UInt8], _ index: Int) -> UInt32 {
        guard index + 1 < bytes.count,
              let high = Parser.hexDigit(bytes[index]), let low = Parser.hexDigit(bytes[index + 1]) else { return 0 }
        return high << 4 | low
    }
}
