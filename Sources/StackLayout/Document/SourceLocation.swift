/// A position in a text document: a 1-based line and a 1-based column.
///
/// The column counts Unicode scalars from the start of the line, so a line that begins with
/// `"é": 1` has its `1` in column 7, not 8; a tab counts as one column, as in most compilers.
/// A line ends at `\n`, at `\r\n`, or at a lone `\r`.
///
///     let location = SourceLocation(line: 14, column: 9)
///     print("layout.json:\(location): error: ...")   // layout.json:14:9: error: ...
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The line, starting at 1.
    public var line: Int
    /// The column in Unicode scalars, starting at 1.
    public var column: Int

    /// Creates a location.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, the form that follows a file name in a diagnostic.
    public var description: String { formatted(leadingColon: false) }

    /// `:line:column`, what a document's constraint adds to its file's name as its origin
    /// (`layout.json:14:9`).
    var originSuffix: String { formatted(leadingColon: true) }

    /// The numbers written digit by digit into a string that fits inline (an interpolation
    /// cost about a thousand instructions, and a document makes one per constraint).
    private func formatted(leadingColon: Bool) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 44) { bytes in
            var end = 0
            if leadingColon {
                bytes[end] = UInt8(ascii: ":")
                end += 1
            }
            end = Self.write(line, into: bytes, at: end)
            bytes[end] = UInt8(ascii: ":")
            end = Self.write(column, into: bytes, at: end + 1)
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
        }
    }

    /// Writes `value` in decimal at `start`; returns where it ends.
    private static func write(_ value: Int, into bytes: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var start = start
        if value < 0 {
            bytes[start] = UInt8(ascii: "-")
            start += 1
        }
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        var index = start + digits
        repeat {
            index -= 1
            bytes[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        return start + digits
    }
}

extension SourceLocation: Comparable {
    /// Document order: by line, then by column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
