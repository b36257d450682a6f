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
        var scanner = Scanner(Array(text))
        let anchor = try scanner.anchor()
        scanner.skipSpaces()
        if let c = scanner.peek { throw Failure(message: "unexpected '\(c)' after the anchor", offset: scanner.index) }
        return anchor
    }

    static func parse(_ text: String) throws -> ConstraintSyntax {
        var scanner = Scanner(Array(text))
        let first = try scanner.anchor()
        let relation = try scanner.relation()
        var result = ConstraintSyntax(first: first, relation: relation)
        var leadingFactor: Double?
        var sign = 1.0
        scanner.skipSpaces()
        if scanner.peek == "-" || scanner.peek == "+" {
            sign = scanner.peek == "-" ? -1 : 1
            scanner.index += 1
        }
        if let number = try scanner.number() {
            scanner.skipSpaces()
            if scanner.peek == "*" {
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
        if scanner.peek == "*" || scanner.peek == "/" {
            let divide = scanner.peek == "/"
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
        if scanner.peek == "+" || scanner.peek == "-" {
            let negative = scanner.peek == "-"
            scanner.index += 1
            guard let constant = try scanner.number() else {
                throw Failure(message: "expected a number after '\(negative ? "-" : "+")'", offset: scanner.index)
            }
            result.constant = negative ? -constant : constant
        }
        try scanner.priority(into: &result)
        return result
    }

    private struct Scanner {
        let characters: [Character]
        var index = 0

        init(_ characters: [Character]) { self.characters = characters }

        var peek: Character? { index < characters.count ? characters[index] : nil }

        mutating func skipSpaces() {
            while let c = peek, c == " " || c == "\t" { index += 1 }
        }

        static func isNameStart(_ c: Character) -> Bool { c == "_" || c.isASCIILetter }

        /// `id.attribute` or `id.guide.attribute`; the id may contain `-`, the names after it may not.
        mutating func anchor() throws -> Anchor {
            skipSpaces()
            let start = index
            guard let c = peek, Scanner.isNameStart(c) else {
                throw Failure(message: peek == nil ? "expected an anchor such as 'view.top' at the end" : "expected an anchor such as 'view.top'", offset: index)
            }
            func isWord(_ c: Character) -> Bool { c == "_" || c.isASCIILetter || c.isASCIIDigit }
            var name = ""
            // The id may contain '-' between word characters; the names after it may not.
            while let c = peek {
                if isWord(c) {
                    name.append(c)
                } else if c == "-", index + 1 < characters.count, isWord(characters[index + 1]) {
                    name.append(c)
                } else {
                    break
                }
                index += 1
            }
            var names = [name]
            while peek == "." {
                index += 1
                var part = ""
                while let c = peek, isWord(c) { part.append(c); index += 1 }
                guard !part.isEmpty else { throw Failure(message: "expected a name after '.'", offset: index) }
                names.append(part)
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
            var symbol = ""
            while let c = peek, "<>=!".contains(c) { symbol.append(c); index += 1 }
            guard let relation = LayoutRelation(symbol: symbol), symbol != "=" else {
                throw Failure(message: symbol.isEmpty ? "expected a relation: ==, >= or <=" : "unknown relation '\(symbol)'; expected ==, >= or <=", offset: start)
            }
            return relation
        }

        mutating func number() throws -> Double? {
            skipSpaces()
            let start = index
            var text = ""
            while let c = peek, c.isASCIIDigit || c == "." { text.append(c); index += 1 }
            if text.isEmpty { return nil }
            if let c = peek, c == "e" || c == "E" {
                text.append(c); index += 1
                if let s = peek, s == "+" || s == "-" { text.append(s); index += 1 }
                while let d = peek, d.isASCIIDigit { text.append(d); index += 1 }
            }
            guard let value = Double(text), value.isFinite else {
                throw Failure(message: "'\(text)' is not a number", offset: start)
            }
            return value
        }

        mutating func priority(into result: inout ConstraintSyntax) throws {
            skipSpaces()
            if peek == "@" {
                index += 1
                skipSpaces()
                result.priorityOffset = index
                if let value = try number() {
                    guard value >= 1, value <= 1000 else {
                        throw Failure(message: "priority \(NumberText.format(value)) is outside 1...1000", offset: result.priorityOffset)
                    }
                    result.priority = LayoutPriority(Float(value))
                } else {
                    var name = ""
                    while let c = peek, c.isLetter { name.append(c); index += 1 }
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
