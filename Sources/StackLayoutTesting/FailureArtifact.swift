import Foundation
import StackLayout

/// The page a failing golden assertion writes, as swift-snapshot-testing writes its failure
/// artifacts: the golden's frames (dashed) and the test's (solid) overlaid, the moved views
/// marked (``SnapshotDiffHTML``).
///
/// It goes to `$STACKLAYOUT_ARTIFACTS` (else `$SNAPSHOT_ARTIFACTS`, else the temporary
/// directory), in a folder named after the test file: `<artifacts>/<TestFile>/<golden>.html`
/// for the golden `__Snapshots__/<TestFile>/<golden>.txt`.
enum FailureArtifact {
    /// The folder artifacts go to, from `environment`.
    static func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        for name in ["STACKLAYOUT_ARTIFACTS", "SNAPSHOT_ARTIFACTS"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return NSTemporaryDirectory()
    }

    /// Where the page of the golden at `goldenPath` goes under `directory`.
    static func path(forGolden goldenPath: String, in directory: String) -> String {
        let folder = ((goldenPath as NSString).deletingLastPathComponent as NSString).lastPathComponent
        let name = ((goldenPath as NSString).lastPathComponent as NSString).deletingPathExtension
        return (directory as NSString).appendingPathComponent(folder + "/" + name + ".html")
    }

    /// Writes the overlay of `golden` and `actual`; returns the page's path, or throws why not.
    static func write(golden: LayoutDescription, actual: LayoutDescription, goldenPath: String,
                      tolerance: Double, directory: String) throws -> String {
        let path = path(forGolden: goldenPath, in: directory)
        let diff = SnapshotDiff(before: snapshot(golden, file: goldenPath), after: snapshot(actual, file: "actual"),
                                tolerance: tolerance)
        let page = SnapshotDiffHTML.render(
            diff, beforeName: "golden (\(golden.header))", afterName: "actual (\(actual.header))",
            note: "Golden: \(goldenPath). Frames are drawn from the golden's figures; a scroll view's subviews "
                + "are drawn at content offset zero, since goldens do not record the offset.")
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try page.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A golden's lines as a snapshot: parents from the indentation, kinds as documents name them.
    static func snapshot(_ description: LayoutDescription, file: String) -> LayoutSnapshot {
        var views: [LayoutSnapshot.ViewFrame] = []
        var ancestors: [String] = []
        for line in description.lines {
            ancestors = Array(ancestors.prefix(line.depth))
            let type: String
            switch line.kind {
            case "StackView", "UIStackView": type = "stack"
            case "ScrollView", "UIScrollView": type = "scroll"
            case "FlowLayout": type = "flow"
            case "View", "UIView": type = "view"
            default: type = line.kind
            }
            var view = LayoutSnapshot.ViewFrame(id: line.name, parentID: ancestors.last, type: type, frame: line.frame,
                                                isHidden: line.isHidden, depth: line.depth)
            view.contentSize = line.contentSize
            views.append(view)
            ancestors.append(line.name)
        }
        return LayoutSnapshot(size: description.lines.first?.frame.size ?? Size(width: 0, height: 0), views: views, file: file)
    }
}
