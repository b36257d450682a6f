import Foundation
import StackLayout

/// Verifies a layout against its golden file, recording it as the mode says. Returns the
/// failure message, or nil when the layout matches.
///
/// This is the engine of ``assertLayout(of:named:on:record:tolerance:file:testName:line:)``;
/// it reports instead of failing, so it can be tested and used outside XCTest. A `tolerance`
/// finer than goldens store figures (0.0001 pt), negative or not a number is a failure, before
/// anything is read or written. A golden that exists but cannot be read (not UTF-8, no
/// permission) is a failure that says so; only `record: .all` writes over it.
///
/// When the layout does not match, a page overlaying the golden's frames and the actual ones
/// is written under `artifacts` (by default `$STACKLAYOUT_ARTIFACTS`, `$SNAPSHOT_ARTIFACTS` or
/// the temporary directory; see `FailureArtifact`) and the message gives its path.
public func verifyLayout(_ actual: LayoutDescription, golden path: String, record: RecordMode,
                         tolerance: Double, testName: String, artifacts: String? = nil) -> String? {
    guard tolerance >= goldenFigureResolution else {
        return "The tolerance \(tolerance) pt is finer than golden files store figures "
            + "(\(goldenFigureResolution) pt): a layout could not match its own golden. Golden: \(path)"
    }
    let manager = FileManager.default
    func write() -> String? {
        do {
            try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                        withIntermediateDirectories: true)
            try actual.text.write(toFile: path, atomically: true, encoding: .utf8)
            return nil
        } catch {
            return "could not write the golden \(path): \(error)"
        }
    }
    if record == .all {
        if let problem = write() { return problem }
        return """
        Record mode is on. Automatically recorded golden: …
        open "\(URL(fileURLWithPath: path).absoluteString)"
        Turn record mode off and re-run "\(testName)" to assert against the newly-recorded golden.
        """
    }
    var existing: String?
    if manager.fileExists(atPath: path) {
        // A golden that is there but cannot be read is a failure, never a missing one to record over.
        do {
            existing = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            return "could not read the golden \(path): \(error)"
        }
    }
    guard let existing else {
        if record == .never {
            return "No reference was found on disk. New golden was not recorded because recording is disabled: \(path)"
        }
        if let problem = write() { return problem }
        return """
        No reference was found on disk. Automatically recorded golden: …
        open "\(URL(fileURLWithPath: path).absoluteString)"
        Re-run "\(testName)" to assert against the newly-recorded golden.
        """
    }
    guard let golden = LayoutDescription(parsing: existing) else {
        return "The golden \(path) is not a layout description; delete it to record it again."
    }
    let diff = LayoutDiff(golden: golden, actual: actual, tolerance: tolerance)
    if diff.isEmpty { return nil }
    var message = "Layout does not match reference (tolerance \(formatFigure(tolerance)) pt): \(path)\n"
    message += diff.messages.map { "  " + $0 }.joined(separator: "\n")
    message += "\n\n" + LayoutDiff.lineDiff(existing, actual.text)
    do {
        let page = try FailureArtifact.write(golden: golden, actual: actual, goldenPath: path, tolerance: tolerance,
                                             directory: artifacts ?? FailureArtifact.directory())
        message += "\n\nThe golden (dashed) and the actual frames (solid) overlaid, moved views in red:\n"
        message += "open \"\(URL(fileURLWithPath: page).absoluteString)\""
    } catch {
        message += "\n\nCould not write the overlay page: \(error)"
    }
    if record == .failed {
        if let problem = write() { return message + "\n" + problem }
        message += "\nA new golden was automatically recorded."
    }
    return message
}

/// The golden file of a test: `__Snapshots__/<TestFile>/<testName>.<name>.txt` beside the test file.
public func goldenPath(testFile: String, testName: String, name: String) -> String {
    let directory = (testFile as NSString).deletingLastPathComponent
    let fileName = ((testFile as NSString).lastPathComponent as NSString).deletingPathExtension
    return "\(directory)/__Snapshots__/\(fileName)/\(sanitized(testName)).\(sanitized(name)).txt"
}

/// `testFoo()` → `testFoo`: non-word runs become `-`, trimmed at the ends.
func sanitized(_ name: String) -> String {
    var result = ""
    var pendingDash = false
    for c in name {
        if c.isLetter || c.isNumber || c == "_" || c == "." {
            if pendingDash && !result.isEmpty { result.append("-") }
            pendingDash = false
            result.append(c)
        } else {
            pendingDash = true
        }
    }
    return result
}
