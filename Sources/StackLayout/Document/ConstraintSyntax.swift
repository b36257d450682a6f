/// A constraint written the way it reads, parsed:
/// `ANCHOR REL (NUMBER | [NUMBER *] ANCHOR [* NUMBER | / NUMBER] [(+|-) NUMBER]) [@ PRIORITY]`.
///
/// ```
/// "tab.width == scroll.frame.width * 0.5 + 10 @750"
/// "a.top == b.bottom + 15"     "a.height == 400"     "a.width >= 44 @high"
/// ```
struct ConstraintSyntax: Equatable {
    /// `id.attribute` or `id.guide.attribute`, with the offset of its first character.
    struct Anchor: Equatable {
        var names: [String]
        var offset: Int
    }

    var first: Anchor
    var relation: LayoutRelation
    var second: Anchor?
    var multiplier: Double = 1
    var constant: Double = 0
    var priority: LayoutPriority?
    /// Where the priority is, for its errors.
    var priorityOffset = 0

    /// A fault in the text, with the offset (in characters) of where it is.
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    /// Parses a lone anchor (`"a.width"`, `"scroll.frame.height"`), as the object form writes them.
    static func parseAnchor(_ text: String) throws -> Anchor {
        // ASCII text (every document's, in practice) is scanned as bytes, one per character;
        // any other as characters, so the offsets stay in characters either way.
        if text.isASCIIText { return try parseAnchor(Scanner(Array(text.utf8))) }
        return try parseAnchor(Scanner(Array(text)))
    }

    private static func parseAnchor<Unit: ScanUnit>(_ scanner: Scanner<Unit>) throws -> Anchor {
        var scanner = scanner
        let anchor = try scanner.anchor()
        scanner.skipSpaces()
        if let c = scanner.peek { throw Failure(message: "unexpected '\(c)' after the anchor", offset: scanner.index) }
        return anchor
    }

    static func parse(_ text: String) throws -> ConstraintSyntax {
        if text.isASCIIText { return try parse(Scanner(Array(text.utf8))) }
        return try parse(Scanner(Array(text)))
    }

    private static func parse<Unit: ScanUnit>(_ scanner: Scanner<Unit>) throws -> ConstraintSyntax {
        var scanner = scanner
        let first = try scanner.anchor()
        let relation = try scanner.relation()
        var result = ConstraintSyntax(first: first, relation: relation)
        var leadingFactor: Double?
        var sign = 1.0
        scanner.skipSpaces()
        if scanner.code == UInt8(ascii: "-") || scanner.code == UInt8(ascii: "+") {
            sign = scanner.code == UInt8(ascii: "-") ? -1 : 1
            scanner.index += 1
        }
        if let number = try scanner.number() {
            scanner.skipSpaces()
            if scanner.code == UInt8(ascii: "*") {
                scanner.index += 1
                leadingFactor = sign * number
            } else {
                result.constant = sign * number
                try scanner.priority(into: &result)
                return result
            }
        } else if sign < 0 {
            throw Failure(message: "expected a number after '-'", offset: scanner.index)
        }
        result.second = try scanner.anchor()
        result.multiplier = leadingFactor ?? 1
        scanner.skipSpaces()
        if scanner.code == UInt8(ascii: "*") || scanner.code == UInt8(ascii: "/") {
            let divide = scanner.code == UInt8(ascii: "/")
            let at = scanner.index
            scanner.index += 1
            guard let factor = try scanner.number() else {
                throw Failure(message: "expected a number after '\(divide ? "/" : "*")'", offset: scanner.index)
            }
            if leadingFactor != nil {
                throw Failure(message: "the multiplier is given twice", offset: at)
            }
            if divide && factor == 0 { throw Failure(message: "division by zero", offset: at) }
            result.multiplier = divide ? 1 / factor : factor
        }
        scanner.skipSpaces()
        if scanner.code == UInt8(ascii: "+") || scanner.code == UInt8(ascii: "-") {
            let negative = scanner.code == UInt8(ascii: "-")
            scanner.index += 1
            guard let constant = try scanner.number() else {
                throw Failure(message: "expected a number after '\(negative ? "-" : "+")'", offset: scanner.index)
            }
            result.constant = negative ? -constant : constant
        }
        try scanner.priority(into: &result)
        return result
    }

    /// A character of the text as the scanner reads it: a byte of ASCII text, or a character.
    fileprivate protocol ScanUnit {
        /// The character's ASCII code, nil for any other character.
        var ascii: UInt8? { get }
        /// Whether it is a letter (Unicode's property; for ASCII, `A`-`Z` and `a`-`z`).
        var isLetter: Bool { get }
        /// The character, for messages.
        var character: Character { get }
        /// The text of a run of units.
        static func text(_ units: ArraySlice<Self>) -> String
    }

    fileprivate struct Scanner<Unit: ScanUnit> {
        let units: [Unit]
        var index = 0

        init(_ units: [Unit]) { self.units = units }

        /// The character at the scanner, for messages.
        var peek: Character? { index < units.count ? units[index].character : nil }
        /// The ASCII code of the character at the scanner: 0 at the end, 0x80 for a character
        /// outside ASCII (neither stands for a character any rule accepts).
        var code: UInt8 { index < units.count ? units[index].ascii ?? 0x80 : 0 }
        var atEnd: Bool { index >= units.count }

        mutating func skipSpaces() {
            while code == UInt8(ascii: " ") || code == UInt8(ascii: "\t") { index += 1 }
        }

        static func isLetter(_ c: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(c | 0x20) }
        static func isDigit(_ c: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) }
        static func isNameStart(_ c: UInt8) -> Bool { c == UInt8(ascii: "_") || isLetter(c) }
        static func isWord(_ c: UInt8) -> Bool { c == UInt8(ascii: "_") || isLetter(c) || isDigit(c) }

        /// `id.attribute` or `id.guide.attribute`; the id may contain `-`, the names after it may not.
        mutating func anchor() throws -> Anchor {
            skipSpaces()
            let start = index
            guard Scanner.isNameStart(code) else {
                throw Failure(message: atEnd ? "expected an anchor such as 'view.top' at the end" : "expected an anchor such as 'view.top'", offset: index)
            }
            // The id may contain '-' between word characters; the names after it may not.
            while !atEnd {
                let c = code
                if Scanner.isWord(c) {
                } else if c == UInt8(ascii: "-"), index + 1 < units.count, Scanner.isWord(units[index + 1].ascii ?? 0x80) {
                } else {
                    break
                }
                index += 1
            }
            let name = Unit.text(units[start..<index])
            // Room for `id.guide.attribute` at once (an array of one grew twice).
            var names: [String] = []
            names.reserveCapacity(3)
            names.append(name)
            while code == UInt8(ascii: ".") {
                index += 1
                let partStart = index
                while Scanner.isWord(code) { index += 1 }
                guard index > partStart else { throw Failure(message: "expected a name after '.'", offset: index) }
                names.append(Unit.text(units[partStart..<index]))
            }
            guard names.count >= 2 else {
                throw Failure(message: "'\(name)' is not an anchor: write id.attribute, such as '\(name).top'", offset: start)
            }
            guard names.count <= 3 else {
                throw Failure(message: "an anchor is id.attribute or id.guide.attribute", offset: start)
            }
            return Anchor(names: names, offset: start)
        }

        mutating func relation() throws -> LayoutRelation {
            skipSpaces()
            let start = index
            while [UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "!")].contains(code) { index += 1 }
            let symbol = Unit.text(units[start..<index])
            guard let relation = LayoutRelation(symbol: symbol), symbol != "=" else {
                throw Failure(message: symbol.isEmpty ? "expected a relation: ==, >= or <=" : "unknown relation '\(symbol)'; expected ==, >= or <=", offset: start)
            }
            return relation
        }

        mutating func number() throws -> Double? {
            skipSpaces()
            let start = index
            while Scanner.isDigit(code) || code == UInt8(ascii: ".") { index += 1 }
            if index == start { return nil }
            if code == UInt8(ascii: "e") || code == UInt8(ascii: "E") {
                index += 1
                if code == UInt8(ascii: "+") || code == UInt8(ascii: "-") { index += 1 }
                while Scanner.isDigit(code) { index += 1 }
            }
            let text = Unit.text(units[start..<index])
            guard let value = Double(text), value.isFinite else {
                throw Failure(message: "'\(text)' is not a number", offset: start)
            }
            return value
        }

        mutating func priority(into result: inout ConstraintSyntax) throws {
            skipSpaces()
            if code == UInt8(ascii: "@") {
                index += 1
                skipSpaces()
                result.priorityOffset = index
                if let value = try number() {
                    guard value >= 1, value <= 1000 else {
                        throw Failure(message: "priority \(NumberText.format(value)) is outside 1...1000", offset: result.priorityOffset)
                    }
                    result.priority = LayoutPriority(Float(value))
                } else {
                    let start = index
                    while index < units.count, units[index].isLetter { index += 1 }
                    let name = Unit.text(units[start..<index])
                    guard let priority = DocumentContext.namedPriority(name) else {
                        throw Failure(message: "unknown priority '\(name)'; expected a number in 1...1000, required, high or low", offset: result.priorityOffset)
                    }
                    result.priority = priority
                }
            }
            skipSpaces()
            if let c = peek {
                throw Failure(message: "unexpected '\(c)'", offset: index)
            }
        }
    }
}

extension UInt8: ConstraintSyntax.ScanUnit {
    fileprivate var ascii: UInt8? { self }
    fileprivate var isLetter: Bool { ConstraintSyntax.Scanner<UInt8>.isLetter(self) }
    fileprivate var character: Character { Character(Unicode.Scalar(self)) }
    fileprivate static func text(_ units: ArraySlice<UInt8>) -> String { String(decoding: units, as: UTF8.self) }
}

extension Character: ConstraintSyntax.ScanUnit {
    fileprivate var ascii: UInt8? { isASCII ? asciiValue : nil }
    fileprivate static func text(_ units: ArraySlice<Character>) -> String { String(units) }
    fileprivate var character: Character { self }
}
