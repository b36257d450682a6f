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
    public var description: String { "\(line):\(column)" }
}

extension SourceLocation: Comparable {
    /// Document order: by line, then by column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
