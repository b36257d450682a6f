import StackLayout

/// A problem found in an Interface Builder file, at its place: an error that stops a file or
/// a root, or a warning for something read but not laid out (an unknown element or attribute,
/// a constraint dropped), so nothing is guessed silently.
///
/// ```
/// Main.storyboard:143:21: warning: <label id="Xy7-aB-c3D">: unknown attribute 'fooBar' ignored
/// ```
public struct InterfaceBuilderDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How bad it is.
    public struct Severity: Hashable, Sendable, CustomStringConvertible {
        let name: String
        /// The file or root could not be read.
        public static let error = Severity(name: "error")
        /// Read, and something in it ignored or changed.
        public static let warning = Severity(name: "warning")
        public var description: String { name }
    }

    public var file: String
    public var location: SourceLocation
    public var severity: Severity
    public var message: String

    public init(file: String, location: SourceLocation, severity: Severity, message: String) {
        self.file = file
        self.location = location
        self.severity = severity
        self.message = message
    }

    /// `file:line:column: severity: message`, as compilers print it.
    public var description: String { "\(file):\(location): \(severity): \(message)" }
}

/// Collects the warnings of one reading, folding repeats of the same kind into one line.
final class DiagnosticLog {
    let file: String
    private(set) var diagnostics: [InterfaceBuilderDiagnostic] = []
    /// Warnings kept once per kind (an unknown attribute of an element): the index of the
    /// first and how many more were seen.
    private var folded: [String: (index: Int, more: Int)] = [:]

    init(file: String) { self.file = file }

    func warn(_ message: String, at element: XMLElement) {
        warn(message, at: element.location)
    }

    func warn(_ message: String, at location: SourceLocation) {
        diagnostics.append(InterfaceBuilderDiagnostic(file: file, location: location, severity: .warning, message: message))
    }

    /// A warning shown once per `kind`; later ones only count ("and 3 more").
    func warnOnce(kind: String, _ message: String, at element: XMLElement) {
        if let seen = folded[kind] {
            folded[kind] = (seen.index, seen.more + 1)
            return
        }
        folded[kind] = (diagnostics.count, 0)
        warn(message, at: element)
    }

    func error(_ message: String, at location: SourceLocation) -> InterfaceBuilderDiagnostic {
        InterfaceBuilderDiagnostic(file: file, location: location, severity: .error, message: message)
    }

    /// The warnings, the folded ones with their count.
    var all: [InterfaceBuilderDiagnostic] {
        var result = diagnostics
        for (_, seen) in folded where seen.more > 0 {
            result[seen.index].message += " (and \(seen.more) more like it)"
        }
        return result
    }
}
