/// Why the solver refused a request. Every error carries what it refused, so the layout layer
/// can say which constraint and where it came from.
///
/// A struct over an internal enum, as swift-argument-parser's errors are: compare ``code``
/// with the static codes (`error.code == .unsatisfiableConstraint`) and read the members that
/// apply; a new kind of failure adds a code without breaking anyone's `switch`.
public struct SolverError: Error, CustomStringConvertible {
    /// A kind of failure.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        let name: String
        public var description: String { name }

        /// The constraint is already in the solver.
        public static let duplicateConstraint = Code(name: "duplicateConstraint")
        /// The constraint is not in the solver.
        public static let unknownConstraint = Code(name: "unknownConstraint")
        /// A required constraint cannot hold together with ``SolverError/conflicting``,
        /// required constraints already in the solver that contradict it: a minimal such set
        /// (without any one member the rest and the constraint can hold) when it has at most
        /// 32 members, else the set the search found, unreduced. Minimal is not smallest. The
        /// solver is left exactly as it was before the request.
        public static let unsatisfiableConstraint = Code(name: "unsatisfiableConstraint")
        /// The priority is outside `0 < p <= 1000`, or a number in the constraint is not
        /// finite (``SolverError/reason`` says which).
        public static let invalidConstraint = Code(name: "invalidConstraint")
        /// The variable is already an edit variable.
        public static let duplicateEditVariable = Code(name: "duplicateEditVariable")
        /// The variable is not an edit variable.
        public static let unknownEditVariable = Code(name: "unknownEditVariable")
        /// Edit variables must be optional: a required edit would make suggestions conflicts.
        public static let requiredEditVariable = Code(name: "requiredEditVariable")
        /// An invariant of the simplex broke; this is a bug in the solver.
        public static let internalError = Code(name: "internalError")
    }

    enum Kind {
        case duplicateConstraint(Constraint)
        case unknownConstraint(Constraint)
        case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
        case invalidConstraint(Constraint, reason: String)
        case duplicateEditVariable(Variable)
        case unknownEditVariable(Variable)
        case requiredEditVariable(Variable)
        case internalError(String)
    }

    let kind: Kind

    static func duplicateConstraint(_ c: Constraint) -> SolverError { SolverError(kind: .duplicateConstraint(c)) }
    static func unknownConstraint(_ c: Constraint) -> SolverError { SolverError(kind: .unknownConstraint(c)) }
    static func unsatisfiableConstraint(_ c: Constraint, conflicting: [Constraint]) -> SolverError {
        SolverError(kind: .unsatisfiableConstraint(c, conflicting: conflicting))
    }
    static func invalidConstraint(_ c: Constraint, reason: String) -> SolverError {
        SolverError(kind: .invalidConstraint(c, reason: reason))
    }
    static func duplicateEditVariable(_ v: Variable) -> SolverError { SolverError(kind: .duplicateEditVariable(v)) }
    static func unknownEditVariable(_ v: Variable) -> SolverError { SolverError(kind: .unknownEditVariable(v)) }
    static func requiredEditVariable(_ v: Variable) -> SolverError { SolverError(kind: .requiredEditVariable(v)) }
    static func internalError(_ message: String) -> SolverError { SolverError(kind: .internalError(message)) }

    /// The kind of failure.
    public var code: Code {
        switch kind {
        case .duplicateConstraint: return .duplicateConstraint
        case .unknownConstraint: return .unknownConstraint
        case .unsatisfiableConstraint: return .unsatisfiableConstraint
        case .invalidConstraint: return .invalidConstraint
        case .duplicateEditVariable: return .duplicateEditVariable
        case .unknownEditVariable: return .unknownEditVariable
        case .requiredEditVariable: return .requiredEditVariable
        case .internalError: return .internalError
        }
    }

    /// The constraint refused (duplicate, unknown, unsatisfiable, invalid), or nil.
    public var constraint: Constraint? {
        switch kind {
        case .duplicateConstraint(let c), .unknownConstraint(let c), .unsatisfiableConstraint(let c, _),
             .invalidConstraint(let c, _):
            return c
        case .duplicateEditVariable, .unknownEditVariable, .requiredEditVariable, .internalError:
            return nil
        }
    }

    /// The required constraints in the solver that contradict ``constraint``
    /// (unsatisfiable; see ``Code/unsatisfiableConstraint`` for what the set guarantees).
    public var conflicting: [Constraint] {
        if case .unsatisfiableConstraint(_, let conflicting) = kind { return conflicting }
        return []
    }

    /// The edit variable refused (duplicate, unknown, required), or nil.
    public var variable: Variable? {
        switch kind {
        case .duplicateEditVariable(let v), .unknownEditVariable(let v), .requiredEditVariable(let v): return v
        default: return nil
        }
    }

    /// Why a constraint is invalid, or what broke (internal errors); nil otherwise.
    public var reason: String? {
        switch kind {
        case .invalidConstraint(_, let reason), .internalError(let reason): return reason
        default: return nil
        }
    }

    public var description: String {
        switch kind {
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
