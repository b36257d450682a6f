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
    /// The characters that are not whitespace.
    private let characters: [Character]
    /// For each of `characters`, its index in `format`.
    private let offsets: [Int]
    /// The number of characters of `format`: the offset of its end.
    let endOffset: Int
    /// The index of the next character to read in `characters`.
    private var index = 0

    init(_ format: String) {
        self.format = format
        var characters: [Character] = []
        var offsets: [Int] = []
        var offset = 0
        if format.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            // ASCII without a carriage return (`\r\n` is one character): a character per
            // byte, read without breaking the text into grapheme clusters.
            characters.reserveCapacity(format.utf8.count)
            offsets.reserveCapacity(format.utf8.count)
            for byte in format.utf8 {
                if byte != 0x20 && !(0x09...0x0D).contains(byte) {
                    characters.append(Character(Unicode.Scalar(byte)))
                    offsets.append(offset)
                }
                offset += 1
            }
        } else {
            for character in format {
                if !character.isWhitespaceFast {
                    characters.append(character)
                    offsets.append(offset)
                }
                offset += 1
            }
        }
        self.characters = characters
        self.offsets = offsets
        self.endOffset = offset
    }

    /// Whether every character has been read.
    var isAtEnd: Bool { index >= characters.count }

    /// The next character, or `nil` at the end.
    var current: Character? { peek(0) }

    /// The character `distance` places after the next one, or `nil` past the end.
    func peek(_ distance: Int) -> Character? {
        let position = index + distance
        return position >= 0 && position < characters.count ? characters[position] : nil
    }

    /// The offset in `format` of the next character, `endOffset` at the end.
    var offset: Int { index < offsets.count ? offsets[index] : endOffset }

    /// Moves past the next character.
    mutating func advance() {
        if index < characters.count { index += 1 }
    }

    /// Moves past the next character if it is `character`.
    mutating func consume(_ character: Character) -> Bool {
        guard current == character else { return false }
        advance()
        return true
    }

    /// An error about the next character, or about `offset` if given.
    func error(_ reason: VisualFormatError.Reason, at offset: Int? = nil) -> VisualFormatError {
        VisualFormatError(reason, format: format, offset: offset ?? self.offset)
    }

    // MARK: Tokens

    /// Reads a C identifier, or returns `nil` (reading nothing) if none starts here.
    mutating func scanIdentifier() -> String? {
        guard let first = current, Self.isIdentifierStart(first) else { return nil }
        var name = String(first)
        advance()
        while let next = current, Self.isIdentifierStart(next) || Self.isDigit(next) {
            name.append(next)
            advance()
        }
        return name
    }

    /// Reads a number as `strtod` does in the C locale (§6.1): decimal (`12`, `.5`, `1e2`) or
    /// hexadecimal (`0x20`, `0x1p4`), with a leading `+` or `-` if `allowsSign`, or returns
    /// `nil` (reading nothing) if none starts here. The value may be infinite (`1e999`).
    mutating func scanNumber(allowsSign: Bool) -> Double? {
        var length = 0
        if allowsSign, let sign = peek(0), sign == "-" || sign == "+" { length = 1 }
        if let hex = hexadecimalLength(from: length) { return take(length + hex) }
        let integerDigits = digitCount(from: length)
        length += integerDigits
        var fractionDigits = 0
        if peek(length) == "." {
            fractionDigits = digitCount(from: length + 1)
            if integerDigits + fractionDigits > 0 { length += 1 + fractionDigits }
        }
        guard integerDigits + fractionDigits > 0 else { return nil }
        if let e = peek(length), e == "e" || e == "E" {
            var exponentStart = length + 1
            if let sign = peek(exponentStart), sign == "-" || sign == "+" { exponentStart += 1 }
            let exponentDigits = digitCount(from: exponentStart)
            if exponentDigits > 0 { length = exponentStart + exponentDigits }
        }
        return take(length)
    }

    /// Reads `length` characters of a number and converts them.
    private mutating func take(_ length: Int) -> Double {
        var text = ""
        for _ in 0..<length {
            if let character = current { text.append(character) }
            advance()
        }
        if text.hasPrefix("+") { text.removeFirst() }
        if text.hasSuffix(".") { text.removeLast() }
        return Double(text) ?? .nan
    }

    /// The length of a hexadecimal number (`0x` or `0X`, hex digits with an optional `.`
    /// fraction, at least one digit, and an optional binary exponent `p±n`) starting `distance`
    /// characters ahead, or nil when there is none (`0x` alone is the number 0, read as decimal).
    private func hexadecimalLength(from distance: Int) -> Int? {
        guard peek(distance) == "0", let x = peek(distance + 1), x == "x" || x == "X" else { return nil }
        var length = 2
        let integerDigits = hexDigitCount(from: distance + length)
        length += integerDigits
        if peek(distance + length) == ".", integerDigits + hexDigitCount(from: distance + length + 1) > 0 {
            length += 1 + hexDigitCount(from: distance + length + 1)
        }
        guard length > 2 else { return nil }
        if let p = peek(distance + length), p == "p" || p == "P" {
            var exponentStart = distance + length + 1
            if let sign = peek(exponentStart), sign == "-" || sign == "+" { exponentStart += 1 }
            let exponentDigits = digitCount(from: exponentStart)
            if exponentDigits > 0 { length = exponentStart + exponentDigits - distance }
        }
        return length
    }

    /// The number of consecutive ASCII hex digits starting `distance` characters ahead.
    private func hexDigitCount(from distance: Int) -> Int {
        var count = 0
        while let character = peek(distance + count), character.isHexDigit, character.isASCII { count += 1 }
        return count
    }

    /// Reads `==`, `<=` or `>=`; returns `nil` (reading nothing) if the next character cannot
    /// start a relation, and throws if it starts one that is not one of these three.
    mutating func scanRelation() throws -> LayoutRelation? {
        guard let first = current, first == "=" || first == "<" || first == ">" else { return nil }
        guard peek(1) == "=" else { throw error(.unknownRelation) }
        advance()
        advance()
        switch first {
        case "<": return .lessThanOrEqual
        case ">": return .greaterThanOrEqual
        default: return .equal
        }
    }

    // MARK: Character classes

    /// The number of consecutive ASCII digits starting `distance` characters ahead.
    private func digitCount(from distance: Int) -> Int {
        var count = 0
        while let character = peek(distance + count), Self.isDigit(character) { count += 1 }
        return count
    }

    // (`asciiValue` alone: the one ASCII character of two scalars, `\r\n`, reads as 0x0A,
    // neither a digit nor a letter, as counting its scalars said.)
    private static func isDigit(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return ascii >= 0x30 && ascii <= 0x39
    }

    private static func isIdentifierStart(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return ascii == 0x5F || (ascii >= 0x41 && ascii <= 0x5A) || (ascii >= 0x61 && ascii <= 0x7A)
    }
}
