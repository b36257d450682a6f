import Foundation
import XCTest

/// `docs/api.md`, the guided tour of the public surface, against the sources: every public
/// type of the core (and of the solver it re-exports) is named there, and every type it names
/// is public in one of the package's libraries. A type made `package`, or a new public one,
/// fails here until the page says so.
final class ApiDocumentationTests: XCTestCase {
    /// The targets `import StackLayout` brings: the page must name all their public types.
    static let coreTargets = ["StackLayout", "StackLayoutSolver"]
    /// Every library a user imports: the page may name their public types.
    static let libraryTargets = coreTargets + ["StackLayoutTesting", "StackLayoutInterfaceBuilder", "StackLayoutUIKit"]
    /// Names from outside the package the page may write in code: the modules, and the
    /// standard library's and Foundation's types.
    static let outsideNames: Set<String> = libraryTargets.reduce(into: Set(["Double", "Int", "Float", "Bool", "String",
        "Character", "Error", "AnyHashable", "Sendable", "Hashable", "Equatable", "OptionSet", "CGFloat", "CGSize",
        "CGRect", "CGPoint", "XCTest", "Foundation"])) { $0.insert($1) }

    func testEveryPublicTypeOfTheCoreIsInTheTour() throws {
        let named = Set(try Self.typeNames(inMarkdown: String(contentsOfFile: packageRoot + "/docs/api.md", encoding: .utf8)))
        let core = try Self.coreTargets.flatMap { try Self.publicTypes(inTarget: $0) }
        XCTAssertGreaterThan(core.count, 80, "the scan found the core's types")
        XCTAssertEqual(core.filter { !named.contains($0) }, [], "public types of the core that docs/api.md does not name")
    }

    func testTheTourNamesOnlyPublicTypes() throws {
        let named = try Self.typeNames(inMarkdown: String(contentsOfFile: packageRoot + "/docs/api.md", encoding: .utf8))
        let known = Set(try Self.libraryTargets.flatMap { try Self.publicTypes(inTarget: $0) }).union(Self.outsideNames)
        XCTAssertGreaterThan(named.count, 100, "the scan found the page's names")
        var unknown: [String] = []
        for name in named where !known.contains(name) && !unknown.contains(name) { unknown.append(name) }
        XCTAssertEqual(unknown, [], "docs/api.md names types that are not public in a library of the package")
    }

    /// The two scans on small inputs: nesting, extensions, access levels, and what a code span names.
    func testTheScansReadNestingAccessAndCodeSpans() {
        let source = """
            public struct Outer {
                public enum Inner: String { case a }
                package struct Hidden {}
                public class func make() -> Outer { Outer() }
            }
            package final class Internal {
                public struct NotReachable {}
            }
            extension Outer {
                public typealias Alias = Inner
            }
            open class Base {}
            struct Plain {}
            """
        XCTAssertEqual(Self.publicTypes(inSource: source), ["Outer", "Outer.Inner", "Outer.Alias", "Base"])
        let markdown = """
            - `Outer` with `Outer.Inner.a`, `Outer.make()`, `Base(frame:)`; not `import Outer`,
              `STACKLAYOUT_RECORD`, `UISV-spacing`, `.zero` or `"name"`.
            """
        XCTAssertEqual(Self.typeNames(inMarkdown: markdown), ["Outer", "Outer.Inner", "Outer", "Base"])
    }

    // MARK: - The scans

    /// The public (or open) types and type aliases of a target's sources, by qualified name
    /// (`Button.Configuration`): nesting is read from the indentation, as the sources are formatted.
    static func publicTypes(inTarget target: String) throws -> [String] {
        let root = packageRoot + "/Sources/" + target
        guard let walker = FileManager.default.enumerator(atPath: root) else { throw CocoaError(.fileNoSuchFile) }
        let files = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
        return try files.flatMap { try publicTypes(inSource: String(contentsOfFile: root + "/" + $0, encoding: .utf8)) }
    }

    /// The public types declared in `source`; a type nested in a non-public type is not public.
    static func publicTypes(inSource source: String) -> [String] {
        var found: [String] = []
        // The enclosing declarations: indentation, name, whether what is inside can be public.
        var enclosing: [(indent: Int, name: String, isVisible: Bool)] = []
        for line in source.components(separatedBy: "\n") {
            guard let declaration = typeDeclaration(line) else { continue }
            while let last = enclosing.last, last.indent >= declaration.indent { enclosing.removeLast() }
            let qualified = (enclosing.map(\.name) + [declaration.name]).joined(separator: ".")
            let isPublic = declaration.access == "public" || declaration.access == "open"
            if declaration.keyword != "extension", isPublic, enclosing.allSatisfy(\.isVisible) {
                found.append(qualified)
            }
            enclosing.append((declaration.indent, declaration.name, declaration.keyword == "extension" || isPublic))
        }
        return found
    }

    /// A line that declares a type or an extension: its indentation, access, keyword and name.
    static func typeDeclaration(_ line: String) -> (indent: Int, access: String, keyword: String, name: String)? {
        let indent = line.prefix { $0 == " " }.count
        var words = line.split(separator: " ").map(String.init)[...]
        while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
        var access = "internal"
        if let first = words.first, ["public", "open", "package", "internal", "private", "fileprivate"].contains(first) {
            access = first
            words = words.dropFirst()
        }
        while let first = words.first, ["final", "indirect"].contains(first) { words = words.dropFirst() }
        guard let keyword = words.first,
              ["class", "struct", "enum", "protocol", "typealias", "actor", "extension"].contains(keyword),
              let word = words.dropFirst().first else { return nil }
        let name = String(word.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        guard let initial = name.first, initial.isLetter || initial == "_",
              !["func", "var", "let", "subscript", "init"].contains(name) else { return nil }
        return (indent, access, keyword, name)
    }

    /// The types the code spans of `markdown` name: a span's leading path of capitalized
    /// components (`Button.Configuration` in `Button.Configuration.plain()`). Spans that start
    /// otherwise, all-capital names (`STACKLAYOUT_RECORD`) and names followed by another
    /// character than a call, a member, a generic or punctuation (`UISV-spacing`) name no type.
    static func typeNames(inMarkdown markdown: String) -> [String] {
        var names: [String] = []
        let spans = markdown.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        for span in spans {
            var components: [String] = []
            var rest = Substring(span)
            while let initial = rest.first, initial.isUppercase {
                let component = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                components.append(String(component))
                rest = rest.dropFirst(component.count)
                guard rest.first == ".", let next = rest.dropFirst().first, next.isUppercase else { break }
                rest = rest.dropFirst()
            }
            guard !components.isEmpty, components.allSatisfy({ $0.contains { $0.isLowercase } }) else { continue }
            if let next = rest.first, !"(.<?!, )[:".contains(next) { continue }
            names.append(components.joined(separator: "."))
        }
        return names
    }
}
