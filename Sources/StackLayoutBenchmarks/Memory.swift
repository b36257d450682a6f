import Foundation

/// The process's resident-set figures from `/proc/self/status` (Linux).
enum Memory {
    /// A field of `/proc/self/status` in KiB (`VmHWM` is the peak RSS, `VmRSS` the current
    /// one), or nil where the file or the field is missing (not Linux).
    static func statusKiB(_ field: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
            return nil
        }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let digits = line.dropFirst(field.count + 1).filter { $0.isNumber }
            return Int(digits)
        }
        return nil
    }

    /// The peak resident set size so far, in KiB (`VmHWM`).
    static var peakKiB: Int? { statusKiB("VmHWM") }

    /// Resets the peak RSS to the current RSS (`echo 5 > /proc/self/clear_refs`, Linux >= 4.0),
    /// so that a later `peakKiB` measures one workload rather than the whole process. Returns
    /// false when the kernel refused; the peak is then process-wide and monotone.
    @discardableResult
    static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
    }
}
