/// The JSON output of FORMAT.md: one object per file and size, keys in a stable order,
/// numbers printed the same on every platform (``NumberText``).
public enum SnapshotJSON {
    /// One snapshot as FORMAT.md's object; several as an array of them, each with `"file"`.
    public static func render(_ snapshots: [LayoutSnapshot]) -> String {
        if snapshots.count == 1 { return JSONWriter.string(object(snapshots[0], withFile: false), style: .readable) + "\n" }
        return JSONWriter.string(.array(snapshots.map { object($0, withFile: true) }), style: .readable) + "\n"
    }

    static func object(_ snapshot: LayoutSnapshot, withFile: Bool) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = []
        if withFile { members.append(("file", .string(snapshot.file))) }
        members.append(("size", size(snapshot.size)))
        members.append(("views", .array(snapshot.views.map(view))))
        members.append(("diagnostics", .array(snapshot.diagnostics.map(diagnostic))))
        return .object(members)
    }

    static func size(_ size: Size) -> JSONOutput {
        .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    static func view(_ v: LayoutSnapshot.ViewFrame) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [("id", .string(v.id))]
        if let parent = v.parentID { members.append(("parent", .string(parent))) }
        members.append(("frame", .object([("x", .number(v.frame.minX)), ("y", .number(v.frame.minY)),
                                          ("width", .number(v.frame.width)), ("height", .number(v.frame.height))])))
        if v.isHidden { members.append(("hidden", .bool(true))) }
        if let contentSize = v.contentSize { members.append(("contentSize", size(contentSize))) }
        if let scrolls = v.scrolls {
            members.append(("scrolls", .object([("horizontal", .bool(scrolls.horizontal)), ("vertical", .bool(scrolls.vertical))])))
        }
        if let pages = v.pages { members.append(("pages", .number(Double(pages)))) }
        if let page = v.page { members.append(("page", .number(Double(page)))) }
        return .object(members)
    }

    static func diagnostic(_ d: LayoutSnapshot.Diagnostic) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [("kind", .string(d.kind))]
        if let view = d.view { members.append(("view", .string(view))) }
        if let axis = d.axis { members.append(("axis", .string(axis))) }
        members.append(("message", .string(d.message)))
        if let broken = d.broken { members.append(("broken", .string(broken))) }
        if d.kind == "unsatisfiable" { members.append(("conflicting", .array(d.conflicting.map { .string($0) }))) }
        return .object(members)
    }
}

extension SnapshotJSON {
    /// What `check --format json` prints: per file and size, the size and the diagnostics.
    public static func renderDiagnostics(_ snapshots: [LayoutSnapshot]) -> String {
        let objects: [JSONOutput] = snapshots.map { snapshot in
            .object([("file", .string(snapshot.file)), ("size", size(snapshot.size)),
                     ("diagnostics", .array(snapshot.diagnostics.map(diagnostic)))])
        }
        return JSONWriter.string(.array(objects), style: .readable) + "\n"
    }
}
