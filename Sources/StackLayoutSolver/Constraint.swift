/// A linear constraint `expression relation 0` with a priority, the solver's unit of work.
///
/// Build one with `==`, `<=`, `>=` between expressions (`x + w <= 100`), and lower its
/// priority with ``priority(_:)``. A constraint is a reference type: the solver knows it by
/// identity, as kiwi does.
public final class Constraint: CustomStringConvertible {
    /// The expression, normalised so that the constraint reads `expression relation 0`.
    ///
    /// (The solver reads this and the priority and weight on every add and never re-entrantly:
    /// no runtime exclusivity check.)
    @exclusivity(unchecked) public internal(set) var expression: Expression
    /// `==`, `<=` or `>=`.
    public let relation: Relation
    /// The priority; 1000 (`required`) unless lowered.
    @exclusivity(unchecked) public internal(set) var priority: LayoutPriority
    /// A label for dumps and conflict reports.
    public var label: String
    /// The weight of the constraint's error within its priority level (1 by default).
    ///
    /// Priorities stay a strict hierarchy; within one level the errors add up, each times its
    /// weight. The layout layer uses small extra weights to break ties by index, as
    /// UIStackView does, without adding a priority level per item.
    @exclusivity(unchecked) public package(set) var weight: Double = 1
    /// For an optional equality whose two errors are of different strengths: the priority of
    /// the error below zero (`expression < 0`), ``priority`` being that of the error above.
    /// nil for every other constraint (an optional equality's two errors share its priority).
    ///
    /// UIKit's content-size constraint is one: `width == intrinsic`, hugging (above) at one
    /// priority and resisting compression (below) at another. As one row with two errors it
    /// is what the two inequalities `width <= intrinsic @hug` and `width >= intrinsic @cr`
    /// are (at an optimum at most one of the errors is positive), in half the rows and half the
    /// symbols. Both priorities are optional; ``Solver/setPriority(of:to:)`` changes the one
    /// above, ``Solver/setPriorityBelow(of:to:)`` the one below.
    @exclusivity(unchecked) public internal(set) var priorityBelow: LayoutPriority?

    /// The solver that holds this constraint's record at `record`: a fast path for the common
    /// case of a constraint in one solver (other solvers keep their own map), as a variable
    /// keeps its symbol. Retained, so the token is never reused while a constraint names it.
    /// (Never accessed re-entrantly: no runtime exclusivity check.)
    @exclusivity(unchecked) var owner: SolverToken?
    @exclusivity(unchecked) var record: Int32 = -1

    /// Creates `expression relation 0` at `priority`.
    public init(_ expression: Expression, _ relation: Relation,
                priority: LayoutPriority = .required, label: String = "") {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    /// Creates `expression relation 0` at `priority` with `weight` (set here, not through the
    /// property: another module's write of it pays a dynamic exclusivity check).
    package convenience init(_ expression: Expression, _ relation: Relation, priority: LayoutPriority, weight: Double) {
        self.init(expression, relation, priority: priority)
        self.weight = weight
    }

    /// Creates the optional equality `expression == 0` whose error above zero is at `above`
    /// and whose error below zero is at `below` (see ``priorityBelow``), weighted `weight`
    /// within those levels: `Constraint(w - 40, equalAbove: 250, below: 750)` is a width that
    /// hugs 40 at 250 and resists being compressed under it at 750. Both must be optional.
    public convenience init(_ expression: Expression, equalAbove above: LayoutPriority, below: LayoutPriority,
                            weight: Double = 1) {
        self.init(expression, .equal, priority: above)
        self.weight = weight
        priorityBelow = below
    }

    /// Creates `lhs relation rhs` at `priority`.
    public convenience init<L: LinearExpression, R: LinearExpression>(
        _ lhs: L, _ relation: Relation, _ rhs: R,
        priority: LayoutPriority = .required, label: String = ""
    ) {
        self.init(lhs - rhs, relation, priority: priority, label: label)
    }

    /// Sets the priority of a constraint not yet added to a solver and returns it.
    @discardableResult
    public func priority(_ priority: LayoutPriority) -> Constraint {
        self.priority = priority
        return self
    }

    /// Sets the label and returns the constraint.
    @discardableResult
    public func labeled(_ label: String) -> Constraint {
        self.label = label
        return self
    }

    public var description: String {
        var text = ""
        for (index, term) in expression.terms.enumerated() {
            let c = term.coefficient
            if index == 0 {
                text += c == 1 ? "" : c == -1 ? "-" : "\(formatNumber(c))*"
            } else {
                text += c < 0 ? " - " : " + "
                text += abs(c) == 1 ? "" : "\(formatNumber(abs(c)))*"
            }
            text += term.variable.description
        }
        let k = expression.constant
        if expression.terms.isEmpty {
            text = formatNumber(k)
        } else if k != 0 {
            text += k < 0 ? " - \(formatNumber(-k))" : " + \(formatNumber(k))"
        }
        text += " \(relation.symbol) 0"
        if let priorityBelow {
            text += " @\(priority) above, @\(priorityBelow) below"
        } else if !priority.isRequired {
            text += " @\(priority)"
        }
        return label.isEmpty ? text : "\(label): \(text)"
    }
}

public func == <L: LinearExpression, R: LinearExpression>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

public func == <L: LinearExpression>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

public func == <R: LinearExpression>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

public func <= <L: LinearExpression, R: LinearExpression>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

public func <= <L: LinearExpression>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

public func <= <R: LinearExpression>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

public func >= <L: LinearExpression, R: LinearExpression>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

public func >= <L: LinearExpression>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

public func >= <R: LinearExpression>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// A number as dumps print it: integers without a fraction, others with up to six decimals.
package func formatNumber(_ value: Double) -> String {
    if abs(value) < 1e15, let integer = Int64(exactly: value) {
        return String(integer)
    }
    return String(value)
}
