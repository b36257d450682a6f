/// A document that is not valid JSON: what is wrong and where.
///
/// The message is a lower-case sentence without a location, so a caller can prefix its file
/// name: `layout.json:3:14: error: expected ',' or '}' after an object member, found '"'`.
struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, e.g. `unterminated string` or `invalid escape '\q'`.
    var message: String
    /// Where the fault is.
    var location: SourceLocation

    /// Creates an error.
    init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// `line:column: message`.
    var description: String { "\(location): \(message)" }
}
