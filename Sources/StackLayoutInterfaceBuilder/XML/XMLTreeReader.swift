import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import StackLayout

/// Reads XML into a tree of ``XMLElement``s with the toolchain's `XMLParser`, each element at
/// the line and column of its `<`; stops at the first fault with its place.
enum XMLTreeReader {
    /// A fault in the XML itself.
    struct Failure: Error {
        var location: SourceLocation
        var message: String
    }

    static func read(_ bytes: [UInt8]) throws -> XMLElement {
        let delegate = Delegate(bytes: bytes)
        // Interface Builder writes UTF-8; FoundationXML traps on names that are not (a crash
        // the fuzzer found), so a file that is not is refused first, at its first bad byte.
        if let offset = firstInvalidUTF8(bytes) {
            throw Failure(location: delegate.location(ofByte: offset), message: "the file is not valid UTF-8 here")
        }
        // Nor does it write processing instructions, on which FoundationXML crashes when they
        // carry no data (`<?x?>`: found by the fuzzer): only the XML declaration is read.
        if let offset = firstProcessingInstruction(bytes) {
            throw Failure(location: delegate.location(ofByte: offset),
                          message: "a processing instruction ('<?'): Interface Builder files have none but the XML declaration")
        }
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        let finished = parser.parse()
        if let failure = delegate.failure { throw failure }
        if !finished {
            throw Failure(location: delegate.location(line: parser.lineNumber, column: parser.columnNumber),
                          message: message(for: parser.parserError))
        }
        guard let root = delegate.root else {
            throw Failure(location: SourceLocation(line: 1, column: 1), message: "the file holds no XML element")
        }
        return root
    }

    /// The offset of the first `<?` that is not the XML declaration at the start, outside
    /// comments and CDATA sections (in text and attribute values a `<` is always escaped).
    static func firstProcessingInstruction(_ bytes: [UInt8]) -> Int? {
        func matches(_ text: String, at index: Int) -> Bool {
            let pattern = Array(text.utf8)
            return index + pattern.count <= bytes.count && Array(bytes[index..<index + pattern.count]) == pattern
        }
        func skip(to terminator: String, from index: Int) -> Int {
            var i = index
            while i < bytes.count, !matches(terminator, at: i) { i += 1 }
            return i + terminator.utf8.count
        }
        var start = 0
        if matches("\u{FEFF}", at: 0) { start = 3 }
        // The declaration: `<?xml`, whitespace, and a version; `<?xml?>` is an instruction
        // without data to libxml2 (found by the fuzzer).
        if matches("<?xml", at: start), start + 5 < bytes.count, [9, 10, 13, 32].contains(bytes[start + 5]) {
            let end = skip(to: "?>", from: start)
            let declaration = String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self)
            guard declaration.contains("version") else { return start }
            start = end
        }
        var i = start
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "<") {
                if matches("<!--", at: i) { i = skip(to: "-->", from: i + 4); continue }
                if matches("<![CDATA[", at: i) { i = skip(to: "]]>", from: i + 9); continue }
                if matches("<?", at: i) { return i }
            }
            i += 1
        }
        return nil
    }

    /// The offset of the first byte that is not part of a valid UTF-8 sequence, if any.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    static func message(for error: Error?) -> String {
        guard let error else { return "the XML could not be read" }
        let code = (error as NSError).code
        let known: [Int: String] = [
            4: "the file is empty", 5: "the XML ends before its elements are closed",
            9: "a character that XML does not allow", 23: "an unknown entity",
            26: "an undeclared entity", 38: "a malformed attribute value",
            39: "an attribute value is missing its closing quote", 40: "'<' inside an attribute value",
            41: "an attribute without a value", 64: "the XML declaration is malformed",
            65: "whitespace is required here", 68: "a name is expected here",
            73: "'>' is expected here", 76: "a closing tag does not match its opening tag",
            85: "an element is not closed",
        ]
        return known[code] ?? "the XML is malformed (XMLParser error \(code))"
    }

    final class Delegate: NSObject, XMLParserDelegate {
        let bytes: [UInt8]
        /// The byte offset where each line starts.
        let lineStarts: [Int]
        var stack: [XMLElement] = []
        var root: XMLElement?
        var failure: Failure?

        init(bytes: [UInt8]) {
            self.bytes = bytes
            var starts = [0]
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
            lineStarts = starts
        }

        /// The place of the `<` that opens the tag `XMLParser` has just read to (line, column).
        func tagStart(line: Int, column: Int) -> SourceLocation {
            guard line >= 1, line <= lineStarts.count else { return location(line: line, column: column) }
            var offset = min(lineStarts[line - 1] + max(column - 1, 0), bytes.count)
            // Attribute values cannot hold a raw '<': the nearest one before is the tag's.
            while offset > 0 {
                offset -= 1
                if bytes[offset] == UInt8(ascii: "<") { return location(ofByte: offset) }
            }
            return location(line: line, column: column)
        }

        func location(line: Int, column: Int) -> SourceLocation {
            SourceLocation(line: max(line, 1), column: max(column, 1))
        }

        /// Line and column (in Unicode scalars) of the byte at `offset`.
        func location(ofByte offset: Int) -> SourceLocation {
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            let column = bytes[lineStarts[low]..<offset].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
            return SourceLocation(line: low + 1, column: column)
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            guard failure == nil else { return }
            let element = XMLElement(name: elementName, attributes: attributeDict,
                                     location: tagStart(line: parser.lineNumber, column: parser.columnNumber))
            if let parent = stack.last {
                parent.append(element)
            } else if root == nil {
                root = element
            }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?) {
            guard failure == nil else { return }
            _ = stack.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard failure == nil, let current = stack.last else { return }
            current.text += string
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard failure == nil else { return }
            // The first fault is the one reported; the parse is left to finish (calling
            // abortParsing from this callback crashes libxml2 inside FoundationXML on some inputs).
            failure = Failure(location: location(line: parser.lineNumber, column: parser.columnNumber),
                              message: XMLTreeReader.message(for: parseError))
        }
    }
}
