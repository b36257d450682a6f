/// Explaining an unsatisfiable required constraint: which required constraints in the solver
/// contradict it.
extension Solver {
    /// A set of required constraints in the solver that, with `constraint`, cannot hold.
    /// `markers` are the symbols left in the failing row, a first candidate set (the simplex's
    /// certificate, with the definitions its rows read); when that set is not infeasible on
    /// its own, the required constraints connected to `constraint` are taken instead (all of
    /// them, unchecked, past 256). A set of at most 32 members is then reduced by deletion
    /// filtering to a minimal one: removing any member makes it satisfiable. That is minimal,
    /// not smallest (another conflicting set may have fewer members), and a larger set is
    /// returned as found.
    func explainConflict(adding constraint: Constraint, markers: [Int32]) -> [Constraint] {
        guard explainsConflicts else { return [] }
        var seen = Set<Int32>()
        var candidates: [Int32] = []
        for marker in markers {
            let owner = ownerOf[Int(marker)]
            if owner >= 0, seen.insert(owner).inserted, records[Int(owner)]!.constraint.priority.isRequired {
                candidates.append(owner)
            }
        }
        // The rows hold the expansions of the definitions they read; those are in the conflict too.
        var symbols = constraint.expression.terms.compactMap { existingSymbol(for: $0.variable) }
        for owner in candidates { symbols += readSymbols(of: owner) }
        var visited = Set<Int32>()
        while let symbol = symbols.popLast() {
            guard visited.insert(symbol).inserted, definitions.isDefined(symbol) else { continue }
            let definition = definitions.definition(of: symbol)
            if seen.insert(definition.record).inserted { candidates.append(definition.record) }
            symbols += definition.symbols
        }
        return minimalConflict(constraint, candidates: candidates.sorted(), excluding: nil)
    }

    /// The conflict of `constraint` (not in the solver in this form) with the required
    /// constraints in the solver, leaving out `excluded` (the constraint it replaces).
    func explainConflict(adding constraint: Constraint, excluding excluded: Constraint) -> [Constraint] {
        guard explainsConflicts else { return [] }
        return minimalConflict(constraint, candidates: [], excluding: excluded)
    }

    private func minimalConflict(_ constraint: Constraint, candidates: [Int32],
                                 excluding excluded: Constraint?) -> [Constraint] {
        var set = candidates.compactMap { records[Int($0)]?.constraint }
        if !isInfeasible(set + [constraint]) {
            set = connectedRequiredConstraints(of: constraint, excluding: excluded)
            // Deletion filtering costs a solve per member; past a few hundred members the
            // whole connected set is the more useful answer.
            guard set.count <= 256, isInfeasible(set + [constraint]) else { return set }
        }
        // A certificate from the simplex is usually irreducible already; filtering a large one
        // would cost a solve per member, so only small sets are filtered.
        guard set.count <= 32 else { return set }
        var index = 0
        while index < set.count {
            var trial = set
            trial.remove(at: index)
            if isInfeasible(trial + [constraint]) {
                set = trial
            } else {
                index += 1
            }
        }
        return set
    }

    /// Whether the required versions of `constraints` cannot all hold.
    private func isInfeasible(_ constraints: [Constraint]) -> Bool {
        let probe = Solver()
        probe.explainsConflicts = false
        for constraint in constraints {
            let copy = Constraint(constraint.expression, constraint.relation)
            do {
                try probe.addConstraint(copy)
            } catch {
                return true
            }
        }
        return false
    }

    /// The required constraints that share variables, directly or through others, with
    /// `constraint`, in the order they were added.
    private func connectedRequiredConstraints(of constraint: Constraint,
                                              excluding excluded: Constraint?) -> [Constraint] {
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        let all = records.compactMap { $0?.constraint }.filter {
            $0.priority.isRequired && $0 !== excluded
        }
        for (index, c) in all.enumerated() {
            for term in c.expression.terms {
                byVariable[ObjectIdentifier(term.variable), default: []].append(index)
            }
        }
        var reached = Set<Int>()
        var visitedVariables = Set<ObjectIdentifier>()
        var queue = constraint.expression.terms.map { ObjectIdentifier($0.variable) }
        while let variable = queue.popLast() {
            guard visitedVariables.insert(variable).inserted else { continue }
            for index in byVariable[variable] ?? [] where reached.insert(index).inserted {
                queue.append(contentsOf: all[index].expression.terms.map { ObjectIdentifier($0.variable) })
            }
        }
        return reached.sorted().map { all[$0] }
    }
}
