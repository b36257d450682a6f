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
}
