import Foundation

/// When an assertion writes its golden file, as swift-snapshot-testing's record modes.
public enum RecordMode: String, Sendable {
    /// Always write the golden, and fail (so a run that records never passes).
    case all
    /// Write the golden only when there is none, and fail (the default).
    case missing
    /// Rewrite the golden when the assertion fails (it still fails).
    case failed
    /// Never write: a missing golden is a failure (for CI).
    case never

    /// The mode of the environment: `STACKLAYOUT_RECORD`, else `SNAPSHOT_TESTING_RECORD`,
    /// else ``missing``. A variable that names no mode is skipped.
    public static var fromEnvironment: RecordMode {
        from(environment: ProcessInfo.processInfo.environment)
    }

    /// ``fromEnvironment`` read from `environment` instead of the process's.
    static func from(environment: [String: String]) -> RecordMode {
        for name in ["STACKLAYOUT_RECORD", "SNAPSHOT_TESTING_RECORD"] {
            if let value = environment[name], let mode = RecordMode(rawValue: value) { return mode }
        }
        return .missing
    }
}
