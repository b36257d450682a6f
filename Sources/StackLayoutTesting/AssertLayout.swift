import StackLayout
import XCTest

/// Lays `view`'s tree out in each configuration and asserts its frames against golden files
/// beside the test (`__Snapshots__/<TestFile>/<testName>.<name>.<configuration>.txt`).
///
/// The first run records the goldens and fails, so CI never passes on a fresh baseline; later
/// runs compare every view's frame with an absolute `tolerance` (in points) and print a diff
/// that names the views that moved and by how much.
///
/// ```swift
/// func testProfileScreen() {
///     assertLayout(of: ProfileScreen(), named: "profile", on: [.iPhone14, .iPhone14.rightToLeft])
/// }
/// ```
///
/// - Parameters:
///   - view: the root of the tree; its frame and environment are set from each configuration.
///   - record: the record mode; by default the environment's (`STACKLAYOUT_RECORD`), else `.missing`.
public func assertLayout(of view: View, named name: String = "layout",
                         on configurations: [LayoutTestConfiguration] = [.iPhone14],
                         record: RecordMode? = nil, tolerance: Double = 0.01,
                         file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    for failure in layoutFailures(of: view, named: name, on: configurations, record: record ?? .fromEnvironment,
                                  tolerance: tolerance, testFile: "\(file)", testName: testName) {
        XCTFail(failure, file: file, line: line)
    }
}

/// Solves a layout document in each configuration and asserts its frames against golden files,
/// as ``assertLayout(of:named:on:record:tolerance:file:testName:line:)`` does for a view tree.
///
/// Each golden is named by its configuration: the device (else the root's size), then every
/// other setting the configuration gives, and `rtl` when it was solved right to left
/// (`profile.iphone-14.txt`, `profile.iphone-14-wR-2x-rtl.txt`, `profile.320x480.txt`).
public func assertLayout(ofDocument path: String, named name: String? = nil,
                         on configurations: [LayoutConfiguration] = [LayoutConfiguration()],
                         record: RecordMode? = nil, tolerance: Double = 0.01,
                         file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    for failure in layoutFailures(ofDocument: path, named: name, on: configurations, record: record ?? .fromEnvironment,
                                  tolerance: tolerance, testFile: "\(file)", testName: testName) {
        XCTFail(failure, file: file, line: line)
    }
}

/// The engine of ``assertLayout(of:named:on:record:tolerance:file:testName:line:)``: the
/// failures, one per configuration that does not match, without asserting.
func layoutFailures(of view: View, named name: String, on configurations: [LayoutTestConfiguration],
                    record: RecordMode, tolerance: Double, testFile: String, testName: String) -> [String] {
    var checker = GoldenChecker(record: record, tolerance: tolerance, testFile: testFile, testName: testName)
    for configuration in configurations {
        view.frame = Rect(origin: .zero, size: configuration.size)
        view.environment = configuration.environment
        view.layoutIfNeeded()
        checker.check(LayoutDescription(of: view, header: configuration.header), name: "\(name).\(configuration.name)")
    }
    return checker.failures
}

/// The engine of ``assertLayout(ofDocument:named:on:record:tolerance:file:testName:line:)``.
func layoutFailures(ofDocument path: String, named name: String?, on configurations: [LayoutConfiguration],
                    record: RecordMode, tolerance: Double, testFile: String, testName: String) -> [String] {
    let layout: DocumentLayout
    do {
        layout = try DocumentLayout(contentsOfFile: path)
    } catch {
        return ["\(error)"]
    }
    let base = name ?? ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    var checker = GoldenChecker(record: record, tolerance: tolerance, testFile: testFile, testName: testName)
    for configuration in configurations {
        do {
            try layout.solve(configuration, findAmbiguity: false)
        } catch {
            checker.failures.append("\(error)")
            continue
        }
        let root = layout.root
        let direction = root.environment.layoutDirection
        let label = GoldenName.of(configuration, rootSize: root.frame.size, direction: direction)
        let header = "\(label) \(GoldenName.size(root.frame.size))"
            + (direction == .rightToLeft ? " rightToLeft" : " leftToRight")
        checker.check(LayoutDescription(of: root, header: header), name: "\(base).\(label)")
    }
    return checker.failures
}

/// Checks one assertion's layouts against their goldens, collecting the failures; two
/// configurations that would share a golden are a failure, not a silent overwrite.
private struct GoldenChecker {
    let record: RecordMode, tolerance: Double, testFile: String, testName: String
    var failures: [String] = []
    var paths: Set<String> = []

    init(record: RecordMode, tolerance: Double, testFile: String, testName: String) {
        self.record = record
        self.tolerance = tolerance
        self.testFile = testFile
        self.testName = testName
    }

    mutating func check(_ description: LayoutDescription, name: String) {
        let path = goldenPath(testFile: testFile, testName: testName, name: name)
        guard paths.insert(path).inserted else {
            failures.append("Two configurations share the golden \(path) (\"\(description.header)\"); give them different names.")
            return
        }
        if let failure = verifyLayout(description, golden: path, record: record, tolerance: tolerance, testName: testName) {
            failures.append(failure)
        }
    }
}
