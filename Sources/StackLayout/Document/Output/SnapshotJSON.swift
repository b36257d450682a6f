/// The JSON output of FORMAT.md: one object per file and size, keys in a stable order,
/// numbers printed the same on every platform (``NumberText``).
public enum SnapshotJSON {
    /// One snapshot as FORMAT.md's object; several as an array of them, each with `"file"`.
    /// Roots of Interface Builder files are always an array, one object per root with its
    /// `"root"` and `"scene"` (and `"file"` when there are several files).
    public static func render(_ snapshots: [LayoutSnapshot]) -> String {
        if snapshots.contains(where: { $0.root != nil }) {
            let several = Set(snapshots.map(\.file)).count > 1
            return JSONWriter.string(.array(snapshots.map { object($0, withFile: several) }), style: .readable) + "\n"
        }
        if snapshots.count == 1 { return JSONWriter.string(object(snapshots[0], withFile: false), style: .readable) + "\n" }
        return JSONWriter.string(.array(snapshots.map { object($0, withFile: true) }), style: .readable) + "\n"
    }

    static func object(_ snapshot: LayoutSnapshot, withFile: Bool) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = []
        if let root = snapshot.root {
            members.append(("root", .string(root)))
            if !snapshot.scene.isEmpty { members.append(("scene", .object(snapshot.scene.map { ($0.key, .string($0.value)) }))) }
        }
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
        members.append(("frame", rect(v.frame)))
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
        var members: [(key: String, value: JSONOutput)] = [("kind", .string(d.kind.rawValue))]
        if let view = d.view { members.append(("view", .string(view))) }
        if let axis = d.axis { members.append(("axis", .string(axis.name))) }
        members.append(("message", .string(d.message)))
        if let broken = d.broken { members.append(("broken", .string(broken))) }
        if d.kind == .unsatisfiable { members.append(("conflicting", .array(d.conflicting.map { .string($0) }))) }
        if let stored = d.storedFrame { members.append(("stored", rect(stored))) }
        if let solved = d.solvedFrame { members.append(("solved", rect(solved))) }
        return .object(members)
    }

    static func rect(_ r: Rect) -> JSONOutput {
        .object([("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)), ("height", .number(r.height))])
    }
}

extension SnapshotJSON {
    /// What `check --format json` prints: per file and size (and root, for Interface Builder
    /// files), the size and the diagnostics, each with its `"location"` where it has one.
    public static func renderDiagnostics(_ snapshots: [LayoutSnapshot]) -> String {
        let objects: [JSONOutput] = snapshots.map { snapshot in
            var members: [(key: String, value: JSONOutput)] = [("file", .string(snapshot.file))]
            if let root = snapshot.root { members.append(("root", .string(root))) }
            members.append(("size", size(snapshot.size)))
            members.append(("diagnostics", .array(snapshot.diagnostics.map { d in
                guard snapshot.root != nil, let location = d.location, case .object(var fields) = diagnostic(d) else {
                    return diagnostic(d)
                }
                fields.insert(("location", .string(location)), at: 1)
                return .object(fields)
            })))
            return .object(members)
        }
        return JSONWriter.string(.array(objects), style: .readable) + "\n"
    }
}
