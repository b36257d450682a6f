/// The solved layout of a document at one size: every view's frame, scroll views' content,
/// and the problems found. The command line prints it as text, JSON or SVG.
public struct LayoutSnapshot {
    /// One view's solved state.
    public struct ViewFrame {
        public var id: String
        public var parentID: String?
        /// `view`, `stack`, `scroll` or `flow`.
        public var type: String
        /// In the superview's coordinates (content coordinates inside a scroll view).
        public var frame: Rect
        public var isHidden: Bool
        /// Scroll views: the content size.
        public var contentSize: Size?
        /// Scroll views: the content offset.
        public var contentOffset: Point?
        /// Scroll views: whether the content scrolls on each axis.
        public var scrolls: (horizontal: Bool, vertical: Bool)?
        /// Paging scroll views: the number of pages and the current page.
        public var pages: Int?
        public var page: Int?
        /// The depth in the tree (0 for the root).
        public var depth: Int
        /// A readable name the text and SVG output show with the id (an Interface Builder
        /// view's userLabel, or its class and text); nil shows the id alone.
        public var label: String?
    }

    /// A problem, in terms of the document's ids.
    public struct Diagnostic {
        /// `unsatisfiable`, `ambiguous`, `invalid`, `unused`, or one of the other kinds of
        /// ``LayoutDiagnostic/Kind`` (`unexamined`, `unsettled`, `negativeSize`).
        public var kind: String
        public var message: String
        /// The broken constraint (unsatisfiable) or the refused one (invalid).
        public var broken: String?
        /// The required constraints it conflicts with.
        public var conflicting: [String] = []
        /// The view concerned (ambiguous, unused).
        public var view: String?
        /// `horizontal` or `vertical` (ambiguous).
        public var axis: String?
        /// Where the problem is, `file:line:column`, when the input has places for views
        /// (an Interface Builder file's elements).
        public var location: String?
        /// A misplaced view's frame as stored in its file and as solved.
        public var storedFrame: Rect?
        public var solvedFrame: Rect?

        /// Creates a diagnostic; `kind` is `unsatisfiable`, `ambiguous`, `invalid`, `unused`,
        /// or an input's own (`misplaced` for Interface Builder files).
        public init(kind: String, message: String, broken: String? = nil, conflicting: [String] = [],
                    view: String? = nil, axis: String? = nil, location: String? = nil) {
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
    public var diagnostics: [Diagnostic]
    /// The file the layout came from.
    public var file: String
    /// For a root of an Interface Builder file: the root view's IB id, and its scene as
    /// `(key, value)` pairs (`sceneID`, `controller`, `storyboardIdentifier`, `title`);
    /// JSON output writes them as `"root"` and `"scene"`.
    public var root: String?
    public var scene: [(key: String, value: String)] = []
}

extension DocumentLayout {
    /// The frames and problems of the last solve.
    func snapshot(findAmbiguity: Bool) -> LayoutSnapshot {
        var depths: [String: Int] = [:]
        var views: [LayoutSnapshot.ViewFrame] = []
        for entry in entries {
            let depth = entry.parentID.flatMap { depths[$0] }.map { $0 + 1 } ?? 0
            depths[entry.id] = depth
            var frame = LayoutSnapshot.ViewFrame(id: entry.id, parentID: entry.parentID, type: entry.type,
                                                 frame: entry.view.frame, isHidden: entry.view.isHidden, depth: depth)
            if let scroll = entry.view as? ScrollView {
                frame.contentSize = scroll.contentSize
                frame.contentOffset = scroll.contentOffset
                frame.scrolls = (scroll.scrollsHorizontally, scroll.scrollsVertically)
                if scroll.isPagingEnabled {
                    frame.pages = scroll.numberOfPages
                    frame.page = scroll.currentPage
                }
            }
            views.append(frame)
        }
        return LayoutSnapshot(size: root.frame.size, views: views, diagnostics: diagnostics(findAmbiguity: findAmbiguity),
                              file: file)
    }

    /// The problems of the current layout: constraints broken now, constraints refused, and
    /// (optionally) ambiguous views.
    func diagnostics(findAmbiguity: Bool) -> [LayoutSnapshot.Diagnostic] {
        var result: [LayoutSnapshot.Diagnostic] = []
        var latest: [ObjectIdentifier: LayoutDiagnostic] = [:]
        var order: [ObjectIdentifier] = []
        for diagnostic in root.layoutDiagnostics {
            switch diagnostic.kind {
            case .unsatisfiable:
                guard let constraint = diagnostic.constraint, constraint.isBroken else { continue }
                // In the order of the latest reports: those of the last resolution of conflicts,
                // the order a fresh layout reports them in.
                let id = ObjectIdentifier(constraint)
                if latest[id] != nil { order.removeAll { $0 == id } }
                order.append(id)
                latest[id] = diagnostic
            case .invalid:
                result.append(LayoutSnapshot.Diagnostic(kind: "invalid", message: diagnostic.message,
                                                        broken: diagnostic.constraint.map { "\($0)" },
                                                        location: diagnostic.constraint?.origin))
            case .unexamined, .unsettled, .negativeSize:
                result.append(LayoutSnapshot.Diagnostic(kind: diagnostic.kind.rawValue, message: diagnostic.message))
            case .ambiguous:
                break
            }
        }
        for id in order {
            let diagnostic = latest[id]!
            let broken = diagnostic.constraint!
            result.append(LayoutSnapshot.Diagnostic(
                kind: "unsatisfiable",
                message: "Unable to simultaneously satisfy constraints: broke \(broken.equation) [\(broken.origin)]",
                broken: "\(broken)", conflicting: diagnostic.conflicting.map { "\($0)" }, location: broken.origin))
        }
        if findAmbiguity { result += ambiguityDiagnostics() }
        return result
    }

    /// The views whose position or size the constraints leave undetermined after the last
    /// solve: what ``solve(_:findAmbiguity:)`` adds last to the diagnostics when
    /// `findAmbiguity` is true (the command line calls it apart to time it).
    ///
    /// - Complexity: an exploration of the solution space per view and axis; on large layouts
    ///   this costs far more than the solve itself (see `Benchmarks/DOCUMENT.md`).
    public func ambiguityDiagnostics() -> [LayoutSnapshot.Diagnostic] {
        var ids: [ObjectIdentifier: String] = [:]
        for node in nodes { ids[ObjectIdentifier(node.view)] = node.id }
        return root.ambiguityDiagnostics().map { diagnostic in
            LayoutSnapshot.Diagnostic(
                kind: diagnostic.kind.rawValue, message: diagnostic.message,
                view: diagnostic.view.flatMap { ids[ObjectIdentifier($0)] } ?? diagnostic.guide?.identifier,
                axis: diagnostic.axis.map { $0 == .horizontal ? "horizontal" : "vertical" })
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
                kind: diagnostic.kind.rawValue, message: diagnostic.message,
                conflicting: diagnostic.constraints.map { "\($0)" },
                view: diagnostic.view.flatMap { ids[ObjectIdentifier($0)] },
                axis: diagnostic.axis.map { $0 == .horizontal ? "horizontal" : "vertical" })
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
            result.append(LayoutSnapshot.Diagnostic(
                kind: "unused", message: "\(node.id) is placed by no constraint and has no frame", view: node.id))
        }
        return result
    }
}
