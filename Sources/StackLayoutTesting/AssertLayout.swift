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
    for configuration in configurations {
        view.frame = Rect(origin: .zero, size: configuration.size)
        view.environment = configuration.environment
        view.layoutIfNeeded()
        let description = LayoutDescription(of: view, header: configuration.header)
        check(description, name: "\(name).\(configuration.name)", record: record, tolerance: tolerance,
              file: file, testName: testName, line: line)
    }
}

/// Solves a layout document in each configuration and asserts its frames against golden files,
/// as ``assertLayout(of:named:on:record:tolerance:file:testName:line:)`` does for a view tree.
public func assertLayout(ofDocument path: String, named name: String? = nil,
                         on configurations: [LayoutConfiguration] = [LayoutConfiguration()],
                         record: RecordMode? = nil, tolerance: Double = 0.01,
                         file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    let layout: DocumentLayout
    do {
        layout = try DocumentLayout(contentsOfFile: path)
    } catch {
        return XCTFail("\(error)", file: file, line: line)
    }
    let base = name ?? ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    for configuration in configurations {
        do {
            try layout.solve(configuration, findAmbiguity: false)
        } catch {
            XCTFail("\(error)", file: file, line: line)
            continue
        }
        let root = layout.root!
        var label = configuration.device ?? "\(formatFigure(root.frame.width))x\(formatFigure(root.frame.height))"
        if configuration.layoutDirection == .rightToLeft { label += "-rtl" }
        let header = "\(label) \(formatFigure(root.frame.width))x\(formatFigure(root.frame.height))"
            + (root.environment.layoutDirection == .rightToLeft ? " rightToLeft" : " leftToRight")
        check(LayoutDescription(of: root, header: header), name: "\(base).\(label)", record: record,
              tolerance: tolerance, file: file, testName: testName, line: line)
    }
}

private func check(_ description: LayoutDescription, name: String, record: RecordMode?, tolerance: Double,
                   file: StaticString, testName: String, line: UInt) {
    let path = goldenPath(testFile: "\(file)", testName: testName, name: name)
    if let failure = verifyLayout(description, golden: path, record: record ?? .fromEnvironment,
                                  tolerance: tolerance, testName: testName) {
        XCTFail(failure, file: file, line: line)
    }
}
