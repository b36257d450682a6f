/// Reads the characters of a Visual Format Language string, whitespace removed, remembering where
/// each character stood in the format as given.
///
/// Whitespace (any `Character.isWhitespace`) is ignored anywhere, also inside names and numbers,
/// as UIKit strips it before parsing: `[ but ton ]` names `button`. Offsets still count the
/// characters of the original format, so carets point into what the caller wrote.
///
/// Names are C identifiers (ASCII letters, digits and `_`, not starting with a digit); numbers are
/// decimal (`10`, `0.5`, `.5`, `1e3`), signed only where the caller allows a sign.
///
/// - Complexity: O(n) to create; every read is O(length of what it reads).
struct VisualFormatScanner {
    /// The format as given.
    let format: String
    /// The characters that are not whitespace, each as its ASCII code, or
    /// ``VisualFormatUnit/other`` for any other character (the grammar is ASCII: such a
    /// character is only ever a fault, reported by its offset).
    private let units: [UInt8]
    /// For each of `units`, the index of its character in `format`.
    private let offsets: [Int]
    /// The number of characters of `format`: the offset of its end.
    let endOffset: Int
    /// The index of the next character to read in `units`.
    private var index = 0

    init(_ format: String) {
        self.format = format
        var units: [UInt8] = []
        var offsets: [Int] = []
        var offset = 0
        if format.allUTF8Bytes({ $0 < 0x80 && $0 != 0x0D }) {
            // ASCII without a carriage return (`\r\n` is one character): a character per
            // byte, read without breaking the text into grapheme clusters.
            units.reserveCapacity(format.utf8.count)
            offsets.reserveCapacity(format.utf8.count)
            for byte in format.utf8 {
                if byte != 0x20 && !(0x09...0x0D).contains(byte) {
                    units.append(byte)
                    offsets.append(offset)
                }
                offset += 1
            }
        } else {
            for character in format {
                if !character.isWhitespaceFast {
                    // (`asciiValue` alone: the one ASCII character of two scalars, `\r\n`, is
                    // whitespace, and a letter with a combining mark is no ASCII letter.)
                    units.append(character.asciiValue ?? VisualFormatUnit.other.code)
                    offsets.append(offset)
                }
                offset += 1
            }
        }
        self.units = units
        self.offsets = offsets
        self.endOffset = offset
    }

    /// Whether every character has been read.
    var isAtEnd: Bool { index >= units.count }

    /// The next character, or `nil` at the end.
    var current: VisualFormatUnit? { peek(0) }

    /// The character `distance` places after the next one, or `nil` past the end.
    func peek(_ distance: Int) -> VisualFormatUnit? {
        let position = index + distance
        return position >= 0 && position < units.count ? VisualFormatUnit(code: units[position]) : nil
    }

    /// The ASCII code `distance` places after the next character (``VisualFormatUnit/other``'s
    /// past the end).
    private func code(_ distance: Int) -> UInt8 {
        let position = index + distance
        return position >= 0 && position < units.count ? units[position] : VisualFormatUnit.other.code
    }

    /// The offset in `format` of the next character, `endOffset` at the end.
    var offset: Int { index < offsets.count ? offsets[index] : endOffset }

    /// Moves past the next character.
    mutating func advance() {
        if index < units.count { index += 1 }
    }

    /// Moves past the next character if it is `character`.
    mutating func consume(_ character: VisualFormatUnit) -> Bool {
        guard index < units.count, units[index] == character.code else { return false }
        index += 1
        return true
    }

    /// An error about the next character, or about `offset` if given.
    func error(_ reason: VisualFormatError.Reason, at offset: Int? = nil) -> VisualFormatError {
        VisualFormatError(reason, format: format, offset: offset ?? self.offset)
    }

    // MARK: Tokens

    /// Reads a C identifier, or returns `nil` (reading nothing) if none starts here.
    mutating func scanIdentifier() -> String? {
        guard Self.isIdentifierStart(code(0)) else { return nil }
        let start = index
        index += 1
        while index < units.count, Self.isIdentifierStart(units[index]) || Self.isDigit(units[index]) { index += 1 }
        return String(decoding: units[start..<index], as: UTF8.self)
    }

    /// Reads a number as `strtod` does in the C locale (§6.1): decimal (`12`, `.5`, `1e2`) or
    /// hexadecimal (`0x20`, `0x1p4`), with a leading `+` or `-` if `allowsSign`, or returns
    /// `nil` (reading nothing) if none starts here. The value may be infinite (`1e999`).
    mutating func scanNumber(allowsSign: Bool) -> Double? {
        var length = 0
        if allowsSign, code(0) == UInt8(ascii: "-") || code(0) == UInt8(ascii: "+") { length = 1 }
        if let hex = hexadecimalLength(from: length) { return take(length + hex) }
        let integerDigits = digitCount(from: length)
        length += integerDigits
        var fractionDigits = 0
        if code(length) == UInt8(ascii: ".") {
            fractionDigits = digitCount(from: length + 1)
            if integerDigits + fractionDigits > 0 { length += 1 + fractionDigits }
        }
        guard integerDigits + fractionDigits > 0 else { return nil }
        if code(length) == UInt8(ascii: "e") || code(length) == UInt8(ascii: "E") {
            var exponentStart = length + 1
            if code(exponentStart) == UInt8(ascii: "-") || code(exponentStart) == UInt8(ascii: "+") { exponentStart += 1 }
            let exponentDigits = digitCount(from: exponentStart)
            if exponentDigits > 0 { length = exponentStart + exponentDigits }
        }
        return take(length)
    }

    /// Reads `length` characters of a number and converts them.
    private mutating func take(_ length: Int) -> Double {
        var text = units[index..<index + length]
        index += length
        if text.first == UInt8(ascii: "+") { text = text.dropFirst() }
        if text.last == UInt8(ascii: ".") { text = text.dropLast() }
        return Double(String(decoding: text, as: UTF8.self)) ?? .nan
    }

    /// The length of a hexadecimal number (`0x` or `0X`, hex digits with an optional `.`
    /// fraction, at least one digit, and an optional binary exponent `p±n`) starting `distance`
    /// characters ahead, or nil when there is none (`0x` alone is the number 0, read as decimal).
    private func hexadecimalLength(from distance: Int) -> Int? {
        guard code(distance) == UInt8(ascii: "0"),
              code(distance + 1) == UInt8(ascii: "x") || code(distance + 1) == UInt8(ascii: "X") else { return nil }
        var length = 2
        let integerDigits = hexDigitCount(from: distance + length)
        length += integerDigits
        if code(distance + length) == UInt8(ascii: "."), integerDigits + hexDigitCount(from: distance + length + 1) > 0 {
            length += 1 + hexDigitCount(from: distance + length + 1)
        }
        guard length > 2 else { return nil }
        let p = code(distance + length)
        if p == UInt8(ascii: "p") || p == UInt8(ascii: "P") {
            var exponentStart = distance + length + 1
            if code(exponentStart) == UInt8(ascii: "-") || code(exponentStart) == UInt8(ascii: "+") { exponentStart += 1 }
            let exponentDigits = digitCount(from: exponentStart)
            if exponentDigits > 0 { length = exponentStart + exponentDigits - distance }
        }
        return length
    }

    /// The number of consecutive ASCII hex digits starting `distance` characters ahead.
    private func hexDigitCount(from distance: Int) -> Int {
        var count = 0
        while Self.isHexDigit(code(distance + count)) { count += 1 }
        return count
    }

    /// Reads `==`, `<=` or `>=`; returns `nil` (reading nothing) if the next character cannot
    /// start a relation, and throws if it starts one that is not one of these three.
    mutating func scanRelation() throws -> LayoutRelation? {
        let first = code(0)
        guard first == UInt8(ascii: "=") || first == UInt8(ascii: "<") || first == UInt8(ascii: ">") else { return nil }
        guard code(1) == UInt8(ascii: "=") else { throw error(.unknownRelation) }
        advance()
        advance()
        switch first {
        case UInt8(ascii: "<"): return .lessThanOrEqual
        case UInt8(ascii: ">"): return .greaterThanOrEqual
        default: return .equal
        }
    }

    // MARK: Character classes

    /// The number of consecutive ASCII digits starting `distance` characters ahead.
    private func digitCount(from distance: Int) -> Int {
        var count = 0
        while Self.isDigit(code(distance + count)) { count += 1 }
        return count
    }

    private static func isDigit(_ code: UInt8) -> Bool {
        code >= 0x30 && code <= 0x39
    }

    private static func isHexDigit(_ code: UInt8) -> Bool {
        isDigit(code) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(code | 0x20)
    }

    private static func isIdentifierStart(_ code: UInt8) -> Bool {
        code == 0x5F || (code >= 0x41 && code <= 0x5A) || (code >= 0x61 && code <= 0x7A)
    }
}

/// A character of a format as ``VisualFormatScanner`` reads it: its ASCII code, or ``other``.
/// It compares with a character literal (`scanner.current == "["`).
struct VisualFormatUnit: Equatable, ExpressibleByUnicodeScalarLiteral {
    /// The ASCII code, or 0xFF.
    let code: UInt8

    /// Any character that is not ASCII (a letter with an accent, a dash other than `-`).
    static let other = VisualFormatUnit(code: 0xFF)

    init(code: UInt8) { self.code = code }

    init(unicodeScalarLiteral scalar: Unicode.Scalar) {
        precondition(scalar.isASCII, "the format's grammar is ASCII")
        code = UInt8(scalar.value)
    }
}
