/// A problem the layout found: a conflict it resolved by breaking a constraint, a constraint
/// it could not activate, or a view whose frame the constraints do not determine.
public struct LayoutDiagnostic: CustomStringConvertible {
    /// The kinds of problem.
    public enum Kind: String, Sendable {
        /// Required constraints conflict; one was broken (it stays active, but does not hold).
        case unsatisfiable
        /// A view's position or size on an axis is not determined by its constraints.
        case ambiguous
        /// A constraint UIKit would refuse (illegal attributes, no common ancestor, a bad priority).
        case invalid
    }

    public var kind: Kind

    /// Told of every conflict and refused constraint as a layout finds it: the UIKit shim
    /// logs them, as UIKit does.
    package nonisolated(unsafe) static var observer: ((LayoutDiagnostic) -> Void)?
    /// The broken constraint (unsatisfiable) or the refused one (invalid).
    public var constraint: LayoutConstraint?
    /// The required constraints that conflict with the broken one: a smallest such set.
    public var conflicting: [LayoutConstraint] = []
    /// The ambiguous view.
    public var view: View?
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

    /// The report in UIKit's shape, with the origin of every constraint.
    public var description: String {
        switch kind {
        case .unsatisfiable:
            var text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
            text += "\tProbably at least one of the constraints in the following list is one you don't want.\n"
            text += "(\n"
            for c in conflicting + (constraint.map { [$0] } ?? []) {
                text += "    \"\(c)\",\n"
            }
            text += ")\n\nWill attempt to recover by breaking constraint \n\(constraint.map { "\($0)" } ?? "")\n"
            return text
        case .invalid:
            return "[LayoutConstraints] \(message)"
        case .ambiguous:
            return "[LayoutConstraints] AMBIGUOUS LAYOUT: \(message)"
        }
    }
}
