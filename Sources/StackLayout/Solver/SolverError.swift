/// Why the solver refused a request. Every case carries what it refused, so the layout layer
/// can say which constraint and where it came from.
public enum SolverError: Error, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// A required constraint cannot hold together with `conflicting`, required constraints
    /// already in the solver that contradict it: a minimal such set (without any one member
    /// the rest and the constraint can hold) when it has at most 32 members, else the set the
    /// search found, unreduced (see `explainConflict`). Minimal is not smallest. The solver is
    /// left exactly as it was before the request.
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// The priority is outside `0 < p <= 1000`, or a number in the constraint is not finite.
    case invalidConstraint(Constraint, reason: String)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit would make suggestions conflicts.
    case requiredEditVariable(Variable)
    /// An invariant of the simplex broke; this is a bug in the solver.
    case internalError(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
        case .unknownConstraint(let c): return "unknown constraint: \(c)"
        case .unsatisfiableConstraint(let c, let conflicting):
            var text = "unsatisfiable constraint: \(c)"
            if !conflicting.isEmpty {
                text += "; it conflicts with: " + conflicting.map { "\($0)" }.joined(separator: "; ")
            }
            return text
        case .invalidConstraint(let c, let reason): return "invalid constraint (\(reason)): \(c)"
        case .duplicateEditVariable(let v): return "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): return "unknown edit variable: \(v)"
        case .requiredEditVariable(let v): return "an edit variable cannot be required: \(v)"
        case .internalError(let message): return "internal solver error: \(message)"
        }
    }
}
