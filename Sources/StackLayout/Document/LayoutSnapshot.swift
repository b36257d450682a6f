/// The solved layout of a document at one size: every view's frame, scroll views' content,
/// and the problems found. The command line prints it as text, JSON, SVG or HTML.
///
/// What the HTML page shows beyond the frames (each view's margins, safe area and the
/// constraints that affect it) is filled in only when asked for
/// (``DocumentLayout/solve(_:findAmbiguity:inspecting:)``), for ``SnapshotHTML`` to draw; it is
/// the page's data, kept at `package` access (in Swift, ask the model:
/// ``View/constraintsAffectingLayout(for:)``). JSON output never prints it.
public struct LayoutSnapshot {
    /// One view's solved state.
    public struct ViewFrame {
        /// The view's document id (or path name, `stack/3`).
        public var id: String
        /// The superview's id; nil for the root.
        public var parentID: String?
        /// `view`, `stack`, `scroll` or `flow`.
        public var type: String
        /// In the superview's coordinates (content coordinates inside a scroll view).
        public var frame: Rect
        /// Whether the view is hidden (hidden views keep their frame).
        public var isHidden: Bool
        /// Scroll views: the content size.
        public var contentSize: Size?
        /// Scroll views: the content offset.
        public var contentOffset: Point?
        /// Scroll views: whether the content scrolls on each axis.
        public var scrolls: (horizontal: Bool, vertical: Bool)?
        /// Paging scroll views: the number of pages and the current page.
        public var pages: Int?
        /// Paging scroll views: the current page, from 0.
        public var page: Int?
        /// The depth in the tree (0 for the root).
        public var depth: Int
        /// The text a label, button or text field shows (a field's placeholder when it has no
        /// text), which the pictures write in the box; nil for other views.
        package var text: String?
        /// The point size of that text.
        package var fontSize: Double?
        /// The document's `backgroundColor` (`#RRGGBB` or `#RRGGBBAA`), which the pictures paint.
        package var backgroundColor: String?
        /// The document's `cornerRadius`, which the pictures draw; 0 for square corners.
        package var cornerRadius: Double = 0
        /// A readable name the text and SVG output show with the id (an Interface Builder
        /// view's userLabel, or its class and text); nil shows the id alone.
        public var label: String?
        /// Margins, safe area, alignment rectangle and the constraints affecting the view;
        /// nil unless the snapshot was taken inspecting.
        package var inspection: Inspection?

        /// A view's frame; the rest is set by property.
        package init(id: String, parentID: String?, type: String = "view", frame: Rect, isHidden: Bool = false,
                    depth: Int) {
            self.id = id
            self.parentID = parentID
            self.type = type
            self.frame = frame
            self.isHidden = isHidden
            self.depth = depth
        }
    }

    /// A problem, in terms of the document's ids.
    public struct Diagnostic {
        /// What kind of problem: `unsatisfiable`, `ambiguous`, `invalid`, `unused`, or
        /// another of ``LayoutDiagnostic/Kind`` (`unexamined`, `unsettled`, `negativeSize`,
        /// `misplaced` for Interface Builder files).
        public var kind: LayoutDiagnostic.Kind
        /// What is wrong, in a sentence.
        public var message: String
        /// The broken constraint (unsatisfiable) or the refused one (invalid).
        public var broken: String?
        /// The required constraints it conflicts with.
        public var conflicting: [String] = []
        /// The view concerned (ambiguous, unused).
        public var view: String?
        /// The axis concerned (ambiguous, negativeSize).
        public var axis: LayoutAxis?
        /// The ids of the views the problem concerns: the items of the broken and conflicting
        /// constraints (unsatisfiable, invalid), the view (ambiguous, unused).
        public var items: [String] = []
        /// The broken (or refused) constraint, with its items and origin.
        package var brokenConstraint: Constraint?
        /// The conflicting constraints, with their items and origins.
        package var conflictingConstraints: [Constraint] = []
        /// Where the problem is, `file:line:column`, when the input has places for views
        /// (an Interface Builder file's elements).
        public var location: String?
        /// A misplaced view's frame as stored in its file and as solved.
        public var storedFrame: Rect?
        /// A misplaced view's frame as solved.
        public var solvedFrame: Rect?

        /// Creates a diagnostic.
        package init(kind: LayoutDiagnostic.Kind, message: String, broken: String? = nil, conflicting: [String] = [],
                    view: String? = nil, axis: LayoutAxis? = nil, location: String? = nil) {
            self.kind = kind
            self.message = message
            self.broken = broken
            self.conflicting = conflicting
            self.view = view
            self.axis = axis
            self.location = location
        }
    }

    /// The root's size.
    public var size: Size
    /// Every view, depth first in document order; hidden views included.
    public var views: [ViewFrame]
    /// The problems found: conflicts, refused constraints, ambiguous and unused views.
    public var diagnostics: [Diagnostic]
    /// The file the layout came from.
    public var file: String
    /// For a root of an Interface Builder file: the root view's IB id, and its scene as
    /// `(key, value)` pairs (`sceneID`, `controller`, `storyboardIdentifier`, `title`);
    /// JSON output writes them as `"root"` and `"scene"`.
    public var root: String?
    /// The scene of an Interface Builder root, as `(key, value)` pairs.
    public var scene: [(key: String, value: String)] = []
    /// The device preset the configuration named (`--device iphone-se`), if any, which the
    /// pictures name beside the size (JSON output does not print it); a document's own
    /// `device` is not repeated.
    public var device: String?
    /// The active constraints of the tree, in activation order, when the snapshot was taken
    /// inspecting (``ViewFrame/inspection`` indexes into it); empty otherwise.
    package var constraints: [Constraint] = []

    /// A snapshot of frames; diagnostics and inspection are set by property.
    package init(size: Size, views: [ViewFrame], diagnostics: [Diagnostic] = [], file: String) {
        self.size = size
        self.views = views
        self.diagnostics = diagnostics
        self.file = file
    }
}

extension DocumentLayout {
    /// The frames and problems of the last solve; `inspecting` adds each view's margins, safe
    /// area and affecting constraints.
    func snapshot(findAmbiguity: Bool, inspecting: Bool = false) -> LayoutSnapshot {
        var views: [LayoutSnapshot.ViewFrame] = []
        views.reserveCapacity(entries.count)
        // The entries are the nodes', in the same order (`read(_:)`): the depth and the
        // pictures' properties come from the node, not from tables by id.
        for (entry, node) in zip(entries, nodes) {
            // A plain view or stack view is none of the kinds below: no dynamic cast (four per
            // view, each a conformance lookup). Their subclasses may be, and are cast.
            let kind = type(of: entry.view)
            let isPlain = kind == View.self || kind == StackView.self
            let depth = node.depth
            // Made in place in the list (a frame copied in and the local destroyed cost a
            // retain and a release per string it holds).
            views.append(LayoutSnapshot.ViewFrame(id: entry.id, parentID: entry.parentID, type: entry.type,
                                                  frame: entry.view.frame, isHidden: entry.view.isHidden, depth: depth))
            fill(&views[views.count - 1], entry, node, isPlain: isPlain)
        }
        var snapshot = LayoutSnapshot(size: root.frame.size, views: views,
                                      diagnostics: diagnostics(findAmbiguity: findAmbiguity), file: file)
        if inspecting { inspect(&snapshot) }
        return snapshot
    }

    /// What a view's kind and its node add to its frame in the snapshot: the text and font
    /// size of a label, button or field, the picture's properties, a scroll view's content.
    private func fill(_ frame: inout LayoutSnapshot.ViewFrame, _ entry: Entry, _ node: DocumentNode, isPlain: Bool) {
        switch entry.view {
        case _ where isPlain: break
        case let label as any LabelProtocol: (frame.text, frame.fontSize) = (label.text, label.font.pointSize)
        case let button as any ButtonProtocol: (frame.text, frame.fontSize) = (button.title, button.titleFont.pointSize)
        case let field as any TextFieldProtocol: (frame.text, frame.fontSize) = (field.text ?? field.placeholder, field.font.pointSize)
        default: break
        }
        frame.backgroundColor = node.backgroundColor
        frame.cornerRadius = node.cornerRadius
        if !isPlain, let scroll = entry.view as? any ScrollViewProtocol {
            frame.contentSize = scroll.contentSize
            frame.contentOffset = scroll.contentOffset
            frame.scrolls = (scroll.scrollsHorizontally, scroll.scrollsVertically)
            if scroll.isPagingEnabled {
                frame.pages = scroll.numberOfPages
                frame.page = scroll.currentPage
            }
        }
    }

    /// The problems of the current layout: constraints broken now, constraints refused, and
    /// (optionally) ambiguous views.
    func diagnostics(findAmbiguity: Bool) -> [LayoutSnapshot.Diagnostic] {
        var result: [LayoutSnapshot.Diagnostic] = []
        let ids = viewIDs()
        var latest: [ObjectIdentifier: LayoutDiagnostic] = [:]
        var order: [ObjectIdentifier] = []
        for diagnostic in root.layoutDiagnostics {
            switch diagnostic.kind.name {
            case .unsatisfiable:
                guard let constraint = diagnostic.constraint, constraint.isBroken else { continue }
                // In the order of the latest reports: those of the last resolution of conflicts,
                // the order a fresh layout reports them in.
                let id = ObjectIdentifier(constraint)
                if latest[id] != nil { order.removeAll { $0 == id } }
                order.append(id)
                latest[id] = diagnostic
            case .invalid:
                var invalid = LayoutSnapshot.Diagnostic(kind: .invalid, message: diagnostic.message,
                                                        broken: diagnostic.constraint.map { "\($0)" },
                                                        location: diagnostic.constraint?.origin)
                if let constraint = diagnostic.constraint {
                    invalid.brokenConstraint = describe(constraint, ids: ids)
                    invalid.items = invalid.brokenConstraint!.items
                }
                result.append(invalid)
            case .unexamined, .unsettled, .negativeSize, .unused, .misplaced, .unoptimized:
                var other = LayoutSnapshot.Diagnostic(kind: diagnostic.kind, message: diagnostic.message)
                // The pictures outline the views concerned and draw the constraints that hold them.
                other.items = ([diagnostic.view].compactMap { $0 } + diagnostic.views).compactMap { ids[ObjectIdentifier($0)] }
                other.conflictingConstraints = diagnostic.constraints.map { describe($0, ids: ids) }
                result.append(other)
            case .ambiguous:
                break
            }
        }
        for id in order {
            let diagnostic = latest[id]!
            let broken = diagnostic.constraint!
            var unsatisfiable = LayoutSnapshot.Diagnostic(
                kind: .unsatisfiable,
                message: "Unable to simultaneously satisfy constraints: broke \(broken.equation) [\(broken.origin)]",
                broken: "\(broken)", conflicting: diagnostic.conflicting.map { "\($0)" }, location: broken.origin)
            unsatisfiable.brokenConstraint = describe(broken, ids: ids)
            unsatisfiable.conflictingConstraints = diagnostic.conflicting.map { describe($0, ids: ids) }
            var items: [String] = []
            for constraint in [unsatisfiable.brokenConstraint!] + unsatisfiable.conflictingConstraints {
                for item in constraint.items where !items.contains(item) { items.append(item) }
            }
            unsatisfiable.items = items
            result.append(unsatisfiable)
        }
        if findAmbiguity { result += ambiguityDiagnostics() }
        return result
    }

    /// The views whose position or size the constraints leave undetermined after the last
    /// solve: what ``solve(_:findAmbiguity:inspecting:)`` adds last to the diagnostics when
    /// `findAmbiguity` is true (the command line calls it apart to time it).
    ///
    /// - Complexity: an exploration of the solution space per view and axis; on large layouts
    ///   this costs far more than the solve itself (see `Benchmarks/DOCUMENT.md`).
    public func ambiguityDiagnostics() -> [LayoutSnapshot.Diagnostic] {
        let ids = viewIDs()
        return root.ambiguityDiagnostics().map { diagnostic in
            let view = diagnostic.view.flatMap { ids[ObjectIdentifier($0)] } ?? diagnostic.guide?.identifier
            var result = LayoutSnapshot.Diagnostic(
                kind: diagnostic.kind, message: diagnostic.message, view: view,
                axis: diagnostic.axis)
            // A free guide's ambiguity concerns the view that owns it.
            let owner = diagnostic.view.flatMap { ids[ObjectIdentifier($0)] }
                ?? diagnostic.guide?.owningView.flatMap { ids[ObjectIdentifier($0)] }
            result.items = owner.map { [$0] } ?? []
            return result
        }
    }
}

extension DocumentLayout {
    /// Views laid out with a negative width or height, with the constraints that hold them there
    /// (what `check` adds to its report).
    public func negativeSizeDiagnostics() -> [LayoutSnapshot.Diagnostic] {
        var ids: [ObjectIdentifier: String] = [:]
        for node in nodes { ids[ObjectIdentifier(node.view)] = node.id }
        return root.negativeSizeDiagnostics().map { diagnostic in
            LayoutSnapshot.Diagnostic(
                kind: diagnostic.kind, message: diagnostic.message,
                conflicting: diagnostic.constraints.map { "\($0)" },
                view: diagnostic.view.flatMap { ids[ObjectIdentifier($0)] },
                axis: diagnostic.axis)
        }
    }

    /// Views nothing places: not the root, no frame, not arranged, and named by no constraint.
    public func unusedViewDiagnostics() -> [LayoutSnapshot.Diagnostic] {
        var referenced = Set<ObjectIdentifier>()
        for constraint in allConstraints {
            for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
                if let owner = item.layoutOwner { referenced.insert(ObjectIdentifier(owner)) }
            }
        }
        var result: [LayoutSnapshot.Diagnostic] = []
        for node in nodes where node.parent != nil {
            let view = node.view
            let arranged = node.parent!.arrangedIDs.contains(node.id)
            if view.translatesAutoresizingMaskIntoConstraints || arranged || referenced.contains(ObjectIdentifier(view)) {
                continue
            }
            var unused = LayoutSnapshot.Diagnostic(
                kind: .unused, message: "\(node.id) is placed by no constraint and has no frame", view: node.id)
            unused.items = [node.id]
            result.append(unused)
        }
        return result
    }
}
