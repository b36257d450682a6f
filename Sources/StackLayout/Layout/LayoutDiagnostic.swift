/// A problem the layout found: a conflict it resolved by breaking a constraint, a constraint
/// it could not activate, or a view whose frame the constraints do not determine.
public struct LayoutDiagnostic: CustomStringConvertible {
    /// A kind of problem.
    ///
    /// A struct over an internal enum, as swift-argument-parser's errors are: compare with the
    /// static kinds (`diagnostic.kind == .unsatisfiable`, or `case .ambiguous:` in a `switch`
    /// with a `default`); a new kind of problem adds a static member without breaking anyone's
    /// exhaustive `switch`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kinds, for the package's own exhaustive switches.
        enum Name: String, CaseIterable, Sendable {
            case unsatisfiable, ambiguous, invalid, unexamined, unsettled, negativeSize, unused, misplaced, unoptimized
        }

        let name: Name

        init(_ name: Name) { self.name = name }

        /// The kind with `rawValue` as its name (`unsatisfiable`, `negativeSize`, …), or nil
        /// for a name that is no kind.
        package init?(rawValue: String) {
            guard let name = Name(rawValue: rawValue) else { return nil }
            self.name = name
        }

        /// The kind's name, as the text and JSON output print it: `unsatisfiable`, `ambiguous`, ….
        package var rawValue: String { name.rawValue }
        /// The kind's name (``rawValue``).
        public var description: String { name.rawValue }

        /// Required constraints conflict; one was broken (it stays active, but does not hold).
        public static let unsatisfiable = Kind(.unsatisfiable)
        /// A view's position or size on an axis is not determined by its constraints.
        public static let ambiguous = Kind(.ambiguous)
        /// A constraint UIKit would refuse (illegal attributes, no common ancestor, a bad priority).
        public static let invalid = Kind(.invalid)
        /// The search for ambiguous views could not examine the layout (the solver failed):
        /// the layout is not known to be unambiguous.
        public static let unexamined = Kind(.unexamined)
        /// The layout passes did not settle: frames, insets or content offsets were still
        /// changing after the last pass (see `LayoutEngine+Passes.swift`).
        public static let unsettled = Kind(.unsettled)
        /// A view was laid out with a negative width or height (an extension: UIKit says
        /// nothing); ``LayoutDiagnostic/constraints`` holds the constraints that keep it there.
        public static let negativeSize = Kind(.negativeSize)
        /// A view of a document that nothing places: no frame, not arranged, named by no
        /// constraint (``DocumentLayout/unusedViewDiagnostics()``; snapshots only).
        public static let unused = Kind(.unused)
        /// A view of an Interface Builder file whose stored frame is not where its constraints
        /// put it (snapshots of Interface Builder files only).
        public static let misplaced = Kind(.misplaced)
        /// The solver stopped at its pivot limit before every optional constraint was as well
        /// satisfied as it can be (``Solver/isOptimal``): the frames satisfy every required
        /// constraint, but may not be the layout's. No layout is known to do this.
        public static let unoptimized = Kind(.unoptimized)
    }

    /// What kind of problem it is.
    public var kind: Kind

    /// Told of every conflict and refused constraint as a layout finds it: the UIKit shim
    /// logs them, as UIKit does.
    package nonisolated(unsafe) static var observer: ((LayoutDiagnostic) -> Void)?
    /// The broken constraint (unsatisfiable) or the refused one (invalid).
    public var constraint: LayoutConstraint?
    /// The required constraints that conflict with the broken one: a minimal such set (each
    /// member needed) when it has at most 32 members, else the set the solver found, unreduced.
    public var conflicting: [LayoutConstraint] = []
    /// The ambiguous view.
    public var view: View?
    /// The views still changing when the layout passes stopped (unsettled).
    public var views: [View] = []
    /// The constraints that hold a view at its negative size (negativeSize): those that read
    /// its position or size on the axis and hold with equality.
    public var constraints: [LayoutConstraint] = []
    /// The ambiguous layout guide, when the undetermined frame is a guide's.
    public var guide: LayoutGuide?
    /// The ambiguous axis.
    public var axis: LayoutAxis?
    /// What is wrong, in a sentence.
    public var message: String

    init(unsatisfiable broken: LayoutConstraint, conflicting: [LayoutConstraint]) {
        kind = .unsatisfiable
        constraint = broken
        self.conflicting = conflicting
        message = "Unable to simultaneously satisfy constraints; broke \(broken.equation)"
    }

    init(invalid constraint: LayoutConstraint?, _ error: LayoutError) {
        kind = .invalid
        self.constraint = constraint
        message = error.description
    }

    init(unsettledAfter passes: Int, changing: [View]) {
        kind = .unsettled
        views = changing
        let names = changing.map(\.name).joined(separator: ", ")
        message = "the layout did not settle after \(passes) passes; still changing: \(names.isEmpty ? "(none named)" : names)"
    }

    init(negativeSize view: View, axis: LayoutAxis, size: Double, constraints: [LayoutConstraint]) {
        kind = .negativeSize
        self.view = view
        self.axis = axis
        self.constraints = constraints
        let dimension = axis == .horizontal ? "width" : "height"
        let held = constraints.isEmpty ? "" : "; held there by " + constraints.map(\.description).joined(separator: ", ")
        message = "\(view.name) is laid out with a negative \(dimension) (\(formatNumber(size)))\(held)"
    }

    /// The solver stopped at its pivot limit (``Kind/unoptimized``).
    static let unoptimized = LayoutDiagnostic(
        kind: .unoptimized,
        message: "the solver stopped at its pivot limit before the optional constraints were at their best; "
            + "every required constraint holds, but the frames may not be the layout's")

    private init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    init(unexamined error: Error) {
        kind = .unexamined
        message = "the search for ambiguous views could not examine the layout: \(error)"
    }

    init(ambiguous view: View, axis: LayoutAxis, message: String) {
        kind = .ambiguous
        self.view = view
        self.axis = axis
        self.message = message
    }

    init(ambiguous guide: LayoutGuide, axis: LayoutAxis, message: String) {
        kind = .ambiguous
        self.guide = guide
        self.axis = axis
        self.message = message
    }

    /// Whether `other` reports the same problem: the same kind and message about the same
    /// constraint, view, guide and axis (the conflicting set may differ).
    func isSameProblem(as other: LayoutDiagnostic) -> Bool {
        kind == other.kind && message == other.message && constraint === other.constraint
            && view === other.view && guide === other.guide && axis == other.axis
    }

    /// The report in UIKit's shape, with the origin of every constraint.
    public var description: String {
        switch kind.name {
        case .unsatisfiable:
            var text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
            text += "\tProbably at least one of the constraints in the following list is one you don't want.\n"
            text += "(\n"
            for c in conflicting + (constraint.map { [$0] } ?? []) {
                text += "    \"\(c)\",\n"
            }
            text += ")\n\nWill attempt to recover by breaking constraint \n\(constraint.map { "\($0)" } ?? "")\n"
            return text
        case .invalid, .unexamined, .unsettled, .negativeSize, .unused, .misplaced, .unoptimized:
            return "[LayoutConstraints] \(message)"
        case .ambiguous:
            return "[LayoutConstraints] AMBIGUOUS LAYOUT: \(message)"
        }
    }
}
