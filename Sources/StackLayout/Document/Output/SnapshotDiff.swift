/// How two layouts differ, view by view: two documents, one document at two sizes, or a golden
/// and the layout a test produced. Views are matched by id; a frame is compared in its
/// superview's coordinates, so a view counts as moved only when it moved within its superview
/// (its subviews move with it and are not marked).
///
/// ```swift
/// let diff = SnapshotDiff(before: portrait, after: landscape)
/// for change in diff.changes { print(change.summary) }   // "avatar: x 16 → 20 (+4), width 64 → 60 (-4)"
/// print(SnapshotDiffHTML.render(diff))
/// ```
public struct SnapshotDiff {
    /// One view in either layout.
    public struct Entry {
        /// The view's id.
        public var id: String
        /// The view in the first layout (nil: it is new).
        public var before: LayoutSnapshot.ViewFrame?
        /// The view in the second layout (nil: it is gone).
        public var after: LayoutSnapshot.ViewFrame?
        /// What changed, one phrase each: `x 16 → 20 (+4)`, `now hidden`, `new view`; empty when
        /// nothing did (within the tolerance).
        public var changes: [String]
        /// Whether the view moved within its superview (x or y).
        public var moved: Bool
        /// Whether its width or height changed.
        public var resized: Bool

        /// `id: change, change`.
        public var summary: String { "\(id): " + changes.joined(separator: ", ") }
    }

    /// The first layout (a golden's, in a failing assertion).
    public var before: LayoutSnapshot
    /// The second layout (the test's).
    public var after: LayoutSnapshot
    /// The tolerance in points below which a difference does not count.
    public var tolerance: Double
    /// Every view of either layout: the first layout's order, then the views only the second has.
    public var entries: [Entry]

    /// The entries with a change.
    public var changes: [Entry] { entries.filter { !$0.changes.isEmpty } }
    /// Whether the layouts agree within the tolerance.
    public var isEmpty: Bool { changes.isEmpty }

    /// Compares every view of `before` with the view of the same id in `after`.
    public init(before: LayoutSnapshot, after: LayoutSnapshot, tolerance: Double = 0.01) {
        self.before = before
        self.after = after
        self.tolerance = tolerance
        var afterByID: [String: LayoutSnapshot.ViewFrame] = [:]
        for view in after.views { afterByID[view.id] = view }
        var seen = Set<String>()
        var entries: [Entry] = []
        for old in before.views {
            seen.insert(old.id)
            entries.append(Self.compare(old, afterByID[old.id], tolerance: tolerance))
        }
        for new in after.views where !seen.contains(new.id) {
            entries.append(Entry(id: new.id, before: nil, after: new,
                                 changes: ["new view at \(SnapshotDrawing.frameText(new.frame))"], moved: false, resized: false))
        }
        self.entries = entries
    }

    private static func compare(_ old: LayoutSnapshot.ViewFrame, _ new: LayoutSnapshot.ViewFrame?,
                                tolerance: Double) -> Entry {
        guard let new else {
            return Entry(id: old.id, before: old, after: nil,
                         changes: ["missing (was at \(SnapshotDrawing.frameText(old.frame)))"], moved: false, resized: false)
        }
        var changes: [String] = []
        func compare(_ label: String, _ a: Double, _ b: Double) -> Bool {
            guard abs(a - b) > tolerance else { return false }
            let delta = b - a
            changes.append("\(label) \(NumberText.format(a)) → \(NumberText.format(b)) (\(delta > 0 ? "+" : "")\(NumberText.format(delta)))")
            return true
        }
        let movedX = compare("x", old.frame.minX, new.frame.minX)
        let movedY = compare("y", old.frame.minY, new.frame.minY)
        let wider = compare("width", old.frame.width, new.frame.width)
        let taller = compare("height", old.frame.height, new.frame.height)
        switch (old.contentSize, new.contentSize) {
        case let (a?, b?):
            _ = compare("content width", a.width, b.width)
            _ = compare("content height", a.height, b.height)
        case (nil, nil): break
        case let (a, b):
            func text(_ s: Size?) -> String { s.map { "\(NumberText.format($0.width)) × \(NumberText.format($0.height))" } ?? "none" }
            changes.append("content size \(text(a)) → \(text(b))")
        }
        if old.isHidden != new.isHidden { changes.append(new.isHidden ? "now hidden" : "now visible") }
        if old.parentID != new.parentID { changes.append("moved from \(old.parentID ?? "the top") to \(new.parentID ?? "the top")") }
        if old.type != new.type { changes.append("type \(old.type) → \(new.type)") }
        return Entry(id: old.id, before: old, after: new, changes: changes, moved: movedX || movedY, resized: wider || taller)
    }
}
