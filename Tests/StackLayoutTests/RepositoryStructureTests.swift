import Foundation
import XCTest

/// Checks on the repository's own text: the one-way structure DESIGN.md asks for, and
/// documentation that a clone can follow.
final class RepositoryStructureTests: XCTestCase {
    /// The Swift files under `folder` (relative to the package root), recursively.
    func swiftFiles(under folder: String) throws -> [String] {
        let root = packageRoot + "/" + folder
        guard let walker = FileManager.default.enumerator(atPath: root) else {
            XCTFail("no folder \(root)")
            return []
        }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { root + "/" + $0 }
    }

    /// The document builds its variants and conditional constraints with the model's API
    /// (`setVariant`, `activate(when:)`), not by setting constraint internals.
    func testTheDocumentDoesNotReachIntoConstraintInternals() throws {
        let files = try swiftFiles(under: "Sources/StackLayout/Document")
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for name in ["storedPriority", "activationOrder", "activationClock"] {
                XCTAssertFalse(text.contains(name), "\(file) uses the constraint internal \(name)")
            }
        }
    }

    /// Every `public` or `open` declaration of the core (`Sources/StackLayout`) has a `///`
    /// doc comment (above its attributes), so the public surface reads on its own.
    func testEveryPublicDeclarationOfTheCoreIsDocumented() throws {
        var undocumented: [String] = []
        var count = 0
        for file in try swiftFiles(under: "Sources/StackLayout") {
            let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                let text = line.drop { $0 == " " }
                guard Self.isPublicDeclaration(text) else { continue }
                count += 1
                var above = index - 1
                while above >= 0, Self.isAttribute(lines[above].drop { $0 == " " }) { above -= 1 }
                if above < 0 || !lines[above].drop(while: { $0 == " " }).hasPrefix("///") {
                    undocumented.append("\(file):\(index + 1): \(text)")
                }
            }
        }
        XCTAssertGreaterThan(count, 100, "the scan found the declarations")
        XCTAssertEqual(undocumented, [], "public declarations without a /// doc")
    }

    /// `public …` or `open …` after any attributes, but not `public import` or `public extension`.
    static func isPublicDeclaration(_ text: Substring) -> Bool {
        var rest = text
        while rest.hasPrefix("@"), let space = rest.firstIndex(of: " ") {
            rest = rest[rest.index(after: space)...].drop { $0 == " " }
        }
        guard rest.hasPrefix("public ") || rest.hasPrefix("open ") else { return false }
        return !rest.hasPrefix("public import ") && !rest.hasPrefix("public extension ")
    }

    /// A line that is only an attribute (`@discardableResult`, `@_disfavoredOverload`).
    static func isAttribute(_ text: Substring) -> Bool {
        text.hasPrefix("@") && !text.contains(" ")
    }

    /// The README and `docs/` link only to what a clone has: no `../shared` (the project's
    /// working folder beside the repository), and every local link names a file that exists.
    func testTheReadmeAndDocsLinkOnlyToFilesOfTheRepository() throws {
        let docs = packageRoot + "/docs"
        let pages = ["README.md"] + (try FileManager.default.contentsOfDirectory(atPath: docs))
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        XCTAssertTrue(pages.contains("docs/format.md") && pages.contains("docs/cli.md"), "\(pages)")
        var faults: [String] = []
        for page in pages {
            let text = try String(contentsOfFile: packageRoot + "/" + page, encoding: .utf8)
            for (number, line) in text.components(separatedBy: "\n").enumerated() where line.contains("../shared") {
                faults.append("\(page):\(number + 1): names ../shared, which a clone does not have")
            }
            let folder = (page as NSString).deletingLastPathComponent
            for target in Self.linkTargets(in: text) {
                if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:")
                    || target.hasPrefix("#") { continue }
                let file = String(target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                let path = packageRoot + "/" + (folder.isEmpty ? file : folder + "/" + file)
                if !FileManager.default.fileExists(atPath: path) {
                    faults.append("\(page): links to \(target), which does not exist")
                }
            }
        }
        XCTAssertEqual(faults, [])
    }

    /// The targets of the Markdown links and images of `text`: what stands in `](…)`.
    static func linkTargets(in text: String) -> [String] {
        var targets: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            let target = after[..<close].split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
            if !target.isEmpty { targets.append(target) }
            rest = after[close...]
        }
        return targets
    }
}
