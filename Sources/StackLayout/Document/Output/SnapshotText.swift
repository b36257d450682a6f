/// The text output: an indented tree a person reads at a glance.
///
/// ```
/// tab-strip.json at 390x844
/// root                      0, 0, 390 x 844
///   scroll                  0, 47, 390 x 58    content 1170 x 58, scrolls horizontally
///     stack                 0, 0, 1170 x 58
/// ```
public enum SnapshotText {
    /// The snapshots as text, one block per snapshot, separated by a blank line.
    public static func render(_ snapshots: [LayoutSnapshot]) -> String {
        snapshots.map(render).joined(separator: "\n")
    }

    /// One snapshot as text: a header with the file and size, a line per view (indented by depth), then the problems.
    package static func render(_ snapshot: LayoutSnapshot) -> String {
        var heading = "\(snapshot.file)"
        if let root = snapshot.root {
            let title = snapshot.scene.first { $0.key == "title" }?.value
            heading += ", root \(root)" + (title.map { " (\($0))" } ?? "")
        }
        var lines = [heading + " at \(figure(snapshot.size.width))x\(figure(snapshot.size.height))"]
        let labels = snapshot.views.map { String(repeating: "  ", count: $0.depth) + ($0.label.map { "\($0) \u{2014} " } ?? "") + $0.id }
        let width = min(max(labels.map(\.count).max() ?? 0, 12), 48) + 2
        for (view, label) in zip(snapshot.views, labels) {
            var line = label.padding(to: width)
            let f = view.frame
            line += "\(figure(f.minX)), \(figure(f.minY)), \(figure(f.width)) x \(figure(f.height))"
            var notes: [String] = []
            if view.isHidden { notes.append("hidden") }
            if let content = view.contentSize {
                var note = "content \(figure(content.width)) x \(figure(content.height))"
                if let scrolls = view.scrolls {
                    let axes = [scrolls.horizontal ? "horizontally" : nil, scrolls.vertical ? "vertically" : nil].compactMap { $0 }
                    note += axes.isEmpty ? ", does not scroll" : ", scrolls " + axes.joined(separator: " and ")
                }
                notes.append(note)
            }
            if let pages = view.pages, let page = view.page { notes.append("page \(page + 1) of \(pages)") }
            if !notes.isEmpty { line = line.padding(to: width + 28) + notes.joined(separator: "; ") }
            lines.append(line)
        }
        for diagnostic in snapshot.diagnostics {
            lines.append("\(diagnostic.kind): \(diagnostic.message)")
            if let broken = diagnostic.broken, diagnostic.kind == .unsatisfiable {
                lines.append("    broken:      \(broken)")
                for other in diagnostic.conflicting { lines.append("    conflicting: \(other)") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func figure(_ value: Double) -> String { NumberText.format(value) }
}

extension String {
    /// The string padded with spaces to `width` characters (never truncated).
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
