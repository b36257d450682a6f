import StackLayout

/// How a layout differs from its golden: the views that moved or resized (and by how much),
/// the views that appeared or disappeared, and a line diff.
struct LayoutDiff {
    var messages: [String] = []

    var isEmpty: Bool { messages.isEmpty }

    /// Compares frames with an absolute `tolerance` in points; structure must match exactly.
    init(golden: LayoutDescription, actual: LayoutDescription, tolerance: Double) {
        if golden.header != actual.header {
            messages.append("configuration: \"\(golden.header)\" → \"\(actual.header)\"")
        }
        var goldenByName: [String: LayoutDescription.Line] = [:]
        for line in golden.lines { goldenByName[line.name] = line }
        var actualNames = Set<String>()
        for line in actual.lines {
            actualNames.insert(line.name)
            guard let expected = goldenByName[line.name] else {
                messages.append("\(line.name): new view \(line.kind) at \(goldenText(line.frame))")
                continue
            }
            var changes: [String] = []
            func compare(_ label: String, _ old: Double, _ new: Double) {
                if abs(old - new) > tolerance {
                    let delta = new - old
                    changes.append("\(label) \(goldenFigure(old)) → \(goldenFigure(new)) (\(delta > 0 ? "+" : "")\(goldenFigure(delta)))")
                }
            }
            compare("x", expected.frame.minX, line.frame.minX)
            compare("y", expected.frame.minY, line.frame.minY)
            compare("width", expected.frame.width, line.frame.width)
            compare("height", expected.frame.height, line.frame.height)
            if let old = expected.contentSize, let new = line.contentSize {
                compare("content width", old.width, new.width)
                compare("content height", old.height, new.height)
            } else if (expected.contentSize == nil) != (line.contentSize == nil) {
                changes.append("content size \(expected.contentSize.map(goldenText) ?? "none") → \(line.contentSize.map(goldenText) ?? "none")")
            }
            if expected.isHidden != line.isHidden { changes.append(line.isHidden ? "now hidden" : "now visible") }
            if expected.kind != line.kind { changes.append("class \(expected.kind) → \(line.kind)") }
            if expected.depth != line.depth { changes.append("moved in the tree") }
            if !changes.isEmpty { messages.append("\(line.name): " + changes.joined(separator: ", ")) }
        }
        for line in golden.lines where !actualNames.contains(line.name) {
            messages.append("\(line.name): missing (the golden has \(line.kind) at \(goldenText(line.frame)))")
        }
    }

    /// A unified diff of the two texts, in swift-snapshot-testing's style (`−` removed, `+` added).
    static func lineDiff(_ old: String, _ new: String) -> String {
        let a = old.split(separator: "\n").map(String.init), b = new.split(separator: "\n").map(String.init)
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1; j += 1
            } else if j < b.count, i == a.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                lines.append("+" + b[j]); j += 1
            } else {
                lines.append("\u{2212}" + a[i]); i += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
