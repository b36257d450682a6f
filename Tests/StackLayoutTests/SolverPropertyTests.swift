import Foundation
import XCTest
@testable import StackLayout
@testable import StackLayoutSolver

// Property tests: random systems, each solved by `Solver` and by `ReferenceLexicographicLP`
// (ReferenceLexicographicLP.swift), compared level by level. A failure prints the seed, the whole
// script (system and operations), the solver's dump, and a shrunk script that still fails.
// Replay one seed with `PROPERTY_SEED=131 swift test --filter SolverPropertyTests`.

/// One random system and a random script of operations on it, checked against the reference
/// after every step (when `verify`), and recorded bit for bit in `trace`.
final class PropertyScenario {
    struct Failure: Error { var message: String }

    static let coefficients: [Double] = [1, -1, 1, -1, 2, -2, 3, -3, 0.5, -0.5, 1.5, -1.5, 0.25, 0.75]
    static let optionalPriorities: [Float] = [999.5, 999, 750, 500, 251, 250, 1, 0.001]

    let seed: UInt64
    let verify: Bool
    /// The shape of the systems generated (SolverPropertyTests+Families.swift).
    let family: PropertyFamily
    var rng: SplitMix64
    let solver = Solver()
    var variables: [Variable] = []
    /// The point every generated required constraint holds at.
    var point: [Double] = []
    /// The optional priorities this system draws from.
    var priorities: [Float] = []
    /// The constraints in the solver (edit constraints aside), in the order they were added.
    var active: [Constraint] = []
    var edits: [(index: Int, priority: Float, value: Double)] = []
    var nextLabel = 0
    /// The system and every operation, for reproducing a failure.
    var log: [String] = []
    /// The operations as data, for replaying and shrinking a failure.
    var steps: [ScenarioStep] = []
    /// The bit patterns of every value, range and outcome, for the determinism check.
    var trace: [UInt64] = []
    var lastUpdated: [Double] = []
    var checks = 0
    /// Ranges the reference got wrong beyond doubt (its lower end above its upper end): its
    /// dense simplex has no pivot tolerance and can fail on generic systems. Such a variable's
    /// range is not compared; the family tests bound how often this happens.
    var referenceFailures = 0
    /// Whether the solver's rows are solved afresh from the constraints after every step
    /// (`Solver.refactor()`), so the checks that follow judge the refactored tableau;
    /// `PROPERTY_REFACTOR` turns it on for every scenario.
    var refactorsAfterEachStep = ProcessInfo.processInfo.environment["PROPERTY_REFACTOR"] != nil
    /// How many of those refactorizations changed the tableau (the others were refused).
    var refactorizations = 0

    init(seed: UInt64, verify: Bool, family: PropertyFamily = .layout) {
        self.seed = seed
        self.verify = verify
        self.family = family
        rng = SplitMix64(seed: seed)
    }

    /// Runs the scenario; returns a failure report (seed, script, what went wrong, and with
    /// `shrinking` a shrunk script that still fails) or nil.
    func run(shrinking: Bool = true) -> String? {
        guard let message = capture({ try script() }) else { return nil }
        var text = "seed \(seed): \(message)\n--- script (seed \(seed)) ---\n" + log.joined(separator: "\n")
            + "\n--- solver ---\n\(solver.dump())"
            + "\n--- the system at the failure, in the LP oracle's format (Scripts/lp-oracle.py) ---\n\(systemJSON())"
        if verify, shrinking, let shrunk = Self.shrink(steps, variableCount: variables.count, seed: seed) {
            text += "\n--- shrunk script (\(shrunk.steps) steps), which fails with: \(shrunk.message)\n" + shrunk.log
        }
        return text
    }

    /// The failure message of `body`, or nil when it passes.
    func capture(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let failure as Failure {
            return failure.message
        } catch {
            return "unexpected error: \(error)"
        }
    }

    /// Replays `steps` with every check after each step, then checks the range of every variable.
    /// Returns the failure (message and log) or nil.
    static func replay(_ steps: [ScenarioStep], variableCount: Int, seed: UInt64) -> (message: String, log: String)? {
        let scenario = PropertyScenario(seed: seed, verify: true)
        scenario.variables = (0..<variableCount).map { Variable("x\($0)") }
        scenario.lastUpdated = [Double](repeating: 0, count: variableCount)
        let message = scenario.capture {
            for step in steps {
                if try scenario.perform(step) { try scenario.checkOptimal("after `\(scenario.log.last!)`") }
            }
            try scenario.checkRanges(of: Array(0..<variableCount))
        }
        return message.map { ($0, scenario.log.joined(separator: "\n")) }
    }

    /// Deletes steps one at a time while the replay still fails (a 1-minimal script, within a
    /// budget of replays).
    static func shrink(_ steps: [ScenarioStep], variableCount: Int, seed: UInt64)
        -> (steps: Int, message: String, log: String)?
    {
        guard var failure = replay(steps, variableCount: variableCount, seed: seed) else { return nil }
        var steps = steps
        var budget = 1500
        var progress = true
        while progress && budget > 0 {
            progress = false
            var index = steps.count - 1
            while index >= 0 && budget > 0 {
                var trial = steps
                trial.remove(at: index)
                budget -= 1
                if let smaller = replay(trial, variableCount: variableCount, seed: seed) {
                    steps = trial
                    failure = smaller
                    progress = true
                }
                index -= 1
            }
        }
        return (steps.count, failure.message, failure.log)
    }

    func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw Failure(message: message()) }
    }

    // MARK: The script

    func script() throws {
        let n = rng.int(family.variableCounts)
        variables = (0..<n).map { Variable("x\($0)") }
        lastUpdated = [Double](repeating: 0, count: n)
        point = (0..<n).map { _ in randomConstant() / 2 }
        priorities = family == .manyLevels
            ? PropertyFamily.manyPriorities(&rng)
            : Array(Self.optionalPriorities.shuffledPrefix(rng.int(1...4), &rng))
        log.append("variables x0...x\(n - 1); required constraints generated at \(point)")

        var system: [Constraint] = []
        for _ in 0..<rng.int(family.constraintCounts) { system.append(randomConstraint()) }
        if rng.chance(0.4) {
            for _ in 0..<rng.int(1...2) { system.append(conflictCandidate(among: system)) }
        }
        rng.shuffle(&system)
        for constraint in system { try perform(step(adding: constraint)) }
        try checkOptimal("after the adds")
        try checkRanges(of: [rng.below(n), rng.below(n)])

        for _ in 0..<rng.int(family.operationCounts) {
            if let step = randomOperation() {
                try perform(step)
                try checkOptimal("after `\(log.last!)`")
            }
        }
        try checkRanges(of: [rng.below(n), rng.below(n)])
    }

    /// A random operation on the current system, as data (nil when it would change nothing).
    func randomOperation() -> ScenarioStep? {
        // Weights: remove 2, setConstant 3, setPriority 2, add edit 1, suggest 3, remove edit 1, add 1.
        let roll = rng.below(13)
        if active.isEmpty && roll < 7 { return step(adding: randomConstraint()) }
        if edits.isEmpty && (8..<12).contains(roll) { return addEditStep() }
        switch roll {
        case 0..<2:
            return .remove(rng.pick(active).label)
        case 2..<5:
            let c = rng.pick(active)
            if c.priority.isRequired && rng.chance(0.5) {
                return .setConstant(c.label, constantHoldingAtPoint(c.expression.terms, c.relation))
            }
            return .setConstant(c.label, c.expression.constant + rng.pick([-10, -5, -1, -0.5, 0.5, 1, 3, 10]))
        case 5..<7:
            let c = rng.pick(active)
            let new: Float = !c.priority.isRequired && rng.chance(0.25) ? 1000 : rng.pick(priorities)
            return new == c.priority.rawValue ? nil : .setPriority(c.label, new)
        case 7:
            return addEditStep()
        case 8..<11:
            return .suggest(rng.pick(edits).index, randomConstant())
        case 11:
            return .removeEdit(rng.pick(edits).index)
        default:
            return step(adding: rng.chance(0.3) ? conflictCandidate(among: active) : randomConstraint())
        }
    }

    func addEditStep() -> ScenarioStep? {
        let free = variables.indices.filter { i in !edits.contains { $0.index == i } }
        guard edits.count < 2, !free.isEmpty else { return nil }
        let index = rng.pick(free)
        return .addEdit(index, rng.pick(priorities))
    }

    func step(adding c: Constraint) -> ScenarioStep {
        .add(c.expression.terms.map { t in (variables.firstIndex { $0 === t.variable }!, t.coefficient) },
             c.expression.constant, c.relation, c.priority.rawValue, c.label)
    }

    // MARK: Generating constraints

    /// An integer or a half in [-20, 20].
    func randomConstant() -> Double {
        if family == .bigConstants { return Double(rng.int(100_000...1_000_000)) * (rng.chance(0.5) ? 1 : -1) }
        return rng.chance(0.7) ? Double(rng.int(-20...20)) : Double(rng.int(-40...40)) / 2
    }

    func randomTerms() -> [Term] {
        if family == .sparseGeneric { return PropertyFamily.genericTerms(variables, &rng) }
        let count = rng.pick([1, 2, 2, 3])
        var indices = Array(variables.indices)
        rng.shuffle(&indices)
        var terms = indices.prefix(count).map { Term(variables[$0], rng.pick(Self.coefficients)) }
        if rng.chance(0.05) { terms.append(Term(terms[0].variable, rng.pick(Self.coefficients))) }
        return terms
    }

    func labeled(_ constraint: Constraint) -> Constraint {
        nextLabel += 1
        return constraint.labeled("c\(nextLabel)")
    }

    func label(_ c: Constraint) -> String { c.label }

    /// The value of `Σ terms` at `point`.
    func valueAtPoint(_ terms: [Term]) -> Double {
        terms.reduce(0) { sum, term in sum + term.coefficient * point[variables.firstIndex { $0 === term.variable }!] }
    }

    /// A constant that makes `terms relation 0` hold at the point, sometimes with slack.
    func constantHoldingAtPoint(_ terms: [Term], _ relation: LayoutRelation) -> Double {
        let slack = relation == .equal ? 0 : rng.pick([0, 0, 1, 2.5, 5])
        let base = -valueAtPoint(terms)
        switch relation {
        case .equal: return base
        case .lessThanOrEqual: return base - slack
        case .greaterThanOrEqual: return base + slack
        }
    }

    /// A required constraint that holds at the point (30%), or an optional one with a random constant.
    func randomConstraint() -> Constraint {
        let terms = randomTerms()
        let relation = rng.pick([LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        if rng.chance(0.3) {
            return labeled(Constraint(Expression(terms, constant: constantHoldingAtPoint(terms, relation)), relation))
        }
        return labeled(Constraint(Expression(terms, constant: randomConstant()), relation,
                                  priority: LayoutPriority(rng.pick(priorities))))
    }

    /// A required constraint that may conflict: a random one, one that contradicts (or
    /// restates, scaled) a required constraint of `system`, or a combination of two required
    /// equalities (redundant, or contradicting when shifted).
    func conflictCandidate(among system: [Constraint]) -> Constraint {
        let required = system.filter { $0.priority.isRequired }
        let equalities = required.filter { $0.relation == .equal }
        if equalities.count >= 2 && rng.chance(0.3) {
            var pair = equalities
            rng.shuffle(&pair)
            var expression = pair[0].expression * rng.pick([1, -1, 2, 0.5]) + pair[1].expression * rng.pick([1, -1, 3])
            if rng.chance(0.3) { expression.constant += rng.pick([-1, 0.5, 2]) }
            return labeled(Constraint(expression, .equal))
        }
        if required.isEmpty || rng.chance(0.3) {
            let terms = randomTerms()
            let relation = rng.pick([LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
            return labeled(Constraint(Expression(terms, constant: randomConstant()), relation))
        }
        let base = rng.pick(required)
        let scale = rng.pick([1, 1, 2, -1, 0.5])
        let gap = rng.pick([0.5, 1, 3])
        var expression = base.expression * scale
        var relation = base.relation
        if scale < 0 { relation = LayoutRelation(rawValue: -relation.rawValue)! }
        if rng.chance(0.8) {
            // Contradict: e == 0 becomes e == ±gap; e <= 0 becomes e >= gap; e >= 0 becomes e <= -gap.
            switch relation {
            case .equal: expression.constant += rng.chance(0.5) ? gap : -gap
            case .lessThanOrEqual: relation = .greaterThanOrEqual; expression.constant -= gap
            case .greaterThanOrEqual: relation = .lessThanOrEqual; expression.constant += gap
            }
        }
        return labeled(Constraint(expression, relation))
    }

    // MARK: Operations with checks

    func reference(_ c: Constraint, constant: Double? = nil, priority: Float? = nil) -> ReferenceConstraint {
        ReferenceConstraint(c, variables: variables, constant: constant, priority: priority)
    }

    /// The current system as the reference sees it, edits included.
    func currentSystem() -> [ReferenceConstraint] {
        active.map { reference($0) } + edits.map {
            ReferenceConstraint(edit: $0.index, value: $0.value, priority: $0.priority, name: "x\($0.index)")
        }
    }

    func requiredSystem(replacing replaced: Constraint? = nil) -> [ReferenceConstraint] {
        active.filter { $0.priority.isRequired && $0 !== replaced }.map { reference($0) }
    }

    func isFeasible(_ system: [ReferenceConstraint]) -> Bool {
        ReferenceLexicographicLP.isFeasible(system, variableCount: variables.count)
    }

    /// Performs `step` on the solver with the checks that belong to it; returns false when the
    /// step does not apply (it names a constraint or edit that is not there, in a shrunk replay).
    @discardableResult
    func perform(_ step: ScenarioStep) throws -> Bool {
        func constraint(_ label: String) -> Constraint? { active.first { $0.label == label } }
        func edit(_ index: Int) -> Int? { edits.firstIndex { $0.index == index } }
        let applies: Bool
        switch step {
        case .add: applies = true
        case .remove(let label), .setConstant(let label, _): applies = constraint(label) != nil
        case .setPriority(let label, let priority): applies = constraint(label).map { $0.priority.rawValue != priority } ?? false
        case .addEdit(let index, _): applies = edit(index) == nil
        case .suggest(let index, _), .removeEdit(let index): applies = edit(index) != nil
        }
        guard applies else { return false }
        steps.append(step)
        switch step {
        case .add:
            try add(step.constraint(over: variables)!)
        case .remove(let label):
            let c = constraint(label)!
            log.append("remove \(label)")
            try solver.removeConstraint(c)
            active.removeAll { $0 === c }
        case .setConstant(let label, let value):
            try changeConstant(constraint(label)!, to: value)
        case .setPriority(let label, let priority):
            try changePriority(constraint(label)!, to: priority)
        case .addEdit(let index, let priority):
            log.append("add edit x\(index) @\(LayoutPriority(priority))")
            try solver.addEditVariable(variables[index], priority: LayoutPriority(priority))
            edits.append((index, priority, 0))
        case .suggest(let index, let value):
            let e = edit(index)!
            log.append("suggest x\(index) = \(value)")
            try solver.suggestValue(variables[index], value)
            edits[e].value = value
        case .removeEdit(let index):
            let e = edit(index)!
            log.append("remove edit x\(index)")
            try solver.removeEditVariable(variables[index])
            edits.remove(at: e)
        }
        if refactorsAfterEachStep && solver.refactor() {
            refactorizations += 1
            log.append("refactor")
        }
        return true
    }

    func add(_ c: Constraint) throws {
        log.append("add \(c)")
        let feasible = verify && c.priority.isRequired ? isFeasible(requiredSystem() + [reference(c)]) : true
        let before = verify ? solver.dump() : ""
        do {
            try solver.addConstraint(c)
            trace.append(1)
            active.append(c)
            try expect(!verify || feasible,
                       "the solver accepted \(label(c)) although the reference finds the required set infeasible")
        } catch let error as SolverError where error.code == .unsatisfiableConstraint {
            let bad = error.constraint!, conflicting = error.conflicting
            trace.append(2)
            log.append("  -> unsatisfiable; conflicting: \(conflicting.map(label))")
            guard verify else { return }
            try expect(bad === c, "the error names \(bad), not \(label(c))")
            try expect(c.priority.isRequired, "an optional constraint was reported unsatisfiable")
            try expect(!feasible, "the solver rejected \(label(c)) but the reference finds the required set feasible")
            try expect(!solver.hasConstraint(c), "a rejected constraint stayed in the solver")
            let after = solver.dump()
            try expect(sameTableau(before, after),
                       "a failed add changed the tableau:\n--- before ---\n\(before)\n--- after ---\n\(after)")
            try checkConflict(conflicting, with: reference(c), replacing: nil)
        }
    }

    func changeConstant(_ c: Constraint, to new: Double) throws {
        let old = c.expression.constant
        log.append("setConstant \(label(c)) to \(new)")
        let feasible = verify && c.priority.isRequired
            ? isFeasible(requiredSystem(replacing: c) + [reference(c, constant: new)]) : true
        do {
            try solver.setConstant(of: c, to: new)
            trace.append(1)
            guard verify else { return }
            try expect(c.expression.constant == new, "setConstant did not store the constant")
            try expect(feasible, "the solver accepted constant \(new) for \(label(c)) but the reference finds it infeasible")
        } catch let error as SolverError where error.code == .unsatisfiableConstraint {
            let bad = error.constraint!, conflicting = error.conflicting
            trace.append(2)
            log.append("  -> unsatisfiable; conflicting: \(conflicting.map(label))")
            guard verify else { return }
            try expect(bad === c, "the error names \(bad), not \(label(c))")
            try expect(!feasible, "the solver rejected constant \(new) for \(label(c)) but the reference finds it feasible")
            try expect(c.expression.constant == old, "a rejected constant was stored")
            try checkConflict(conflicting, with: reference(c, constant: new), replacing: c)
        }
    }

    func changePriority(_ c: Constraint, to new: Float) throws {
        let old = c.priority
        log.append("setPriority \(label(c)) to \(LayoutPriority(new))")
        let feasible = verify && new >= 1000 ? isFeasible(requiredSystem() + [reference(c, priority: 1000)]) : true
        do {
            try solver.setPriority(of: c, to: LayoutPriority(new))
            trace.append(1)
            guard verify else { return }
            try expect(c.priority.rawValue == new, "setPriority did not store the priority")
            try expect(feasible, "the solver made \(label(c)) required but the reference finds that infeasible")
        } catch let error as SolverError where error.code == .unsatisfiableConstraint {
            let bad = error.constraint!, conflicting = error.conflicting
            trace.append(2)
            log.append("  -> unsatisfiable; conflicting: \(conflicting.map(label))")
            guard verify else { return }
            try expect(bad === c, "the error names \(bad), not \(label(c))")
            try expect(!feasible, "the solver refused to make \(label(c)) required but the reference finds it feasible")
            try expect(c.priority == old, "a refused priority was stored")
            try expect(solver.hasConstraint(c), "a refused priority change dropped the constraint")
            try checkConflict(conflicting, with: reference(c, priority: 1000), replacing: c)
        }
    }

    /// The conflicting set, with `new`, must be infeasible, made of required constraints in the
    /// solver, and minimal when small.
    func checkConflict(_ conflicting: [Constraint], with new: ReferenceConstraint, replacing replaced: Constraint?) throws {
        for member in conflicting {
            try expect(member !== replaced, "the conflict of \(new) contains the constraint being changed")
            try expect(active.contains { $0 === member } && solver.hasConstraint(member),
                       "conflicting member \(member) is not in the solver")
            try expect(member.priority.isRequired, "conflicting member \(member) is not required")
        }
        let set = conflicting.map { reference($0) }
        try expect(!isFeasible(set + [new]),
                   "the conflicting set \(conflicting.map(label)) with \(new) is feasible by the reference")
        guard set.count <= 12 else { return }
        for index in set.indices {
            var smaller = set
            smaller.remove(at: index)
            try expect(isFeasible(smaller + [new]),
                       "the conflicting set \(conflicting.map(label)) is not minimal: it stays infeasible without \(label(conflicting[index]))")
        }
    }

    /// Whether two dumps show the same tableau: the same text, except that numbers may differ by
    /// rounding (undoing a pivot is not exact in floating point: see
    /// `testRegression_failedAddRestoresTheTableauExactly`).
    /// The `Infeasible` section lists only rows that really are infeasible: it may keep stale
    /// entries (parametric symbols, or rows at -1e-16) that a failed add clears.
    func sameTableau(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let x = Self.withoutStaleInfeasibleRows(a), y = Self.withoutStaleInfeasibleRows(b)
        guard x.count == y.count else { return false }
        for (l, r) in zip(x, y) where l != r {
            guard let p = DumpRow(l), let q = DumpRow(r), p.head == q.head,
                  p.cells.keys == q.cells.keys,
                  close(p.constant, q.constant),
                  p.cells.allSatisfy({ close($0.value, q.cells[$0.key]!) }) else { return false }
        }
        return true
    }

    /// The dump's lines, without the entries of the `Infeasible` section whose row is feasible.
    static func withoutStaleInfeasibleRows(_ dump: String) -> [Substring] {
        let lines = dump.split(separator: "\n", omittingEmptySubsequences: false)
        var constants: [Substring: Double] = [:]
        for line in lines {
            if let bar = line.range(of: " | "), let row = DumpRow(line) { constants[line[..<bar.lowerBound]] = row.constant }
        }
        var result: [Substring] = []
        var inInfeasible = false
        for line in lines {
            if line == "Infeasible" { inInfeasible = true }
            if line.isEmpty { inInfeasible = false }
            if inInfeasible && line != "Infeasible" && line != "----------" && !((constants[line] ?? 0) < -1e-9) { continue }
            result.append(line)
        }
        return result
    }

    private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }

    // MARK: Checking the solution

    func checkOptimal(_ when: String) throws {
        #if STACKLAYOUT_INVARIANTS
        if let violation = solver.tableau.invariantViolation() {
            throw Failure(message: "\(when): tableau invariant broken: \(violation)")
        }
        #endif
        let values = variables.map { solver.value(of: $0) }
        trace += values.map(\.bitPattern)
        // updateVariables writes exactly these values and reports every variable that changed.
        var changedList: [ObjectIdentifier] = []
        solver.updateVariables { changedList.append(ObjectIdentifier($0)) }
        let changed = Set(changedList)
        guard verify else { lastUpdated = values; return }
        checks += 1
        for (i, v) in variables.enumerated() {
            try expect(v.value == values[i], "\(when): after updateVariables \(v) = \(v.value), but value(of:) = \(values[i])")
            if values[i] != lastUpdated[i] {
                try expect(changed.contains(ObjectIdentifier(v)),
                           "\(when): \(v) changed from \(lastUpdated[i]) to \(values[i]) but updateVariables did not report it")
            }
        }
        lastUpdated = values
        try expect(Set(solver.constraints.map(ObjectIdentifier.init)) == Set(active.map(ObjectIdentifier.init)),
                   "\(when): solver.constraints differs from the constraints added")

        let system = currentSystem()
        var reference = ReferenceLexicographicLP(variableCount: variables.count, constraints: system)
        try expect(reference.isFeasible, "\(when): the reference finds the solver's required set infeasible")
        let scale = system.reduce(1) { max($0, $1.scale(at: values)) }
        let tolerance = 1e-6 * scale
        let valueText = "values \(values)"
        // 1. Every required constraint holds, to a millionth of its own terms, or to 1e-10 of
        // the largest term in the system (rounding at the system's scale: with values of 1e6,
        // a constraint whose terms are near 0 still carries errors of 1e-5 from the rows it
        // was computed through).
        for c in system where c.isRequired {
            try expect(c.holds(at: values, systemScale: scale),
                       "\(when): required \(c) is violated by \(c.error(at: values)); \(valueText)")
        }
        // 2. Each level's error sum is the lexicographic optimum.
        let errors = reference.levelErrors(at: values)
        // A level the reference could not solve is its failure: the levels above it compare.
        if reference.failedLevel != nil { referenceFailures += 1 }
        // Unless the point of the last level it solved breaks a required constraint, or is so
        // far out that its own rounding exceeds the tolerance the levels compare with: then its
        // optima are not ones, and nothing compares (sparse generic seed 5004294: a required
        // equality off by 0.0065 of terms of 374, for a level at 0 where HiGHS and the solver
        // give 17.853; seed 8000563, a reference that failed at its lowest level, with level 251
        // at 0 from a point of 1.4e16, where HiGHS, the exact LP and the solver give 1,511.91
        // at values under 1e4).
        if reference.solution.count == variables.count {
            let point = reference.solution
            let referenceScale = system.reduce(1) { max($0, $1.scale(at: point)) }
            guard 1e-10 * referenceScale <= tolerance,
                  system.allSatisfy({ !$0.isRequired || $0.holds(at: point, systemScale: referenceScale) }) else {
                if reference.failedLevel == nil { referenceFailures += 1 }
                return
            }
        }
        // Ill-conditioned: the room a level above gets (1e-12 of it) can buy a level below far
        // more than the tolerance (sparse generic seed 8002016: level 1 at 113.935357 in the
        // reference and HiGHS, 113.935404 in the exact LP and the solver). With a hundredth of
        // that room its optima are the ones to compare, as with the ranges.
        if zip(errors, reference.optima).contains(where: { abs($0 - $1) > tolerance }) {
            let tighter = ReferenceLexicographicLP(variableCount: variables.count, constraints: system,
                                                   slack: ReferenceLexicographicLP.levelSlack / 100)
            if tighter.failedLevel == nil || reference.failedLevel != nil { reference = tighter }
        }
        for (k, level) in zip(reference.optima.indices, reference.levels) {
            try expect(abs(errors[k] - reference.optima[k]) <= tolerance,
                       "\(when): level @\(LayoutPriority(level)) has error \(errors[k]) but the optimum is \(reference.optima[k]) "
                       + "(levels \(reference.levels.map { LayoutPriority($0) }), solver errors \(errors), optima \(reference.optima)); "
                       + "\(valueText); a reference optimum is \(reference.solution)")
        }
    }

    /// `valueRange(of:)` of the variables at `indices` against the reference; it must not change
    /// the tableau.
    func checkRanges(of indices: [Int]) throws {
        let reference = verify
            ? ReferenceLexicographicLP(variableCount: variables.count, constraints: currentSystem()) : nil
        // The first exploration after a change may settle the basis (degenerate pivots, no
        // value changes); values must not move, and later explorations leave the dump alone.
        // Bit for bit, but a zero is a zero whatever its sign (layout seed 5001548: a degenerate
        // pivot wrote x3's -0.0 as 0.0).
        func bits() -> [UInt64] { variables.map { (solver.value(of: $0) + 0).bitPattern } }
        let valuesBefore = bits()
        // Rounding at the system's scale (1e-9 of its largest term) bounds how closely two
        // solvers can agree on a range, besides a millionth of the range's own ends. (With
        // constants of 1e6, bigConstants seed 5001415 gives x0 fixed at 0, as the exact LP does,
        // where the reference and HiGHS both find -0.00049: 1.4e-10 of the largest term.)
        let values = variables.map { solver.value(of: $0) }
        let roundingScale = 1e-9 * currentSystem().reduce(1) { max($0, $1.scale(at: values)) }
        // Every variable asked about settles it: one that no constraint reads has no symbol, and
        // its range is answered without an exploration (sparse generic seed 1000244 settled on
        // such a variable, so the next exploration settled the basis inside the comparison).
        for index in indices { _ = try solver.valueRange(of: variables[index]) }
        try expect(bits() == valuesBefore,
                   "settling the basis for an exploration changed a value: \(valuesBefore.map { Double(bitPattern: $0) }) "
                   + "became \(variables.map { solver.value(of: $0) })")
        for index in indices {
            let before = verify ? solver.dump() : ""
            let range = try solver.valueRange(of: variables[index])
            trace += [range.lower.bitPattern, range.upper.bitPattern]
            guard let reference else { continue }
            let after = solver.dump()
            try expect(sameTableau(before, after),
                       "valueRange(of: x\(index)) changed the tableau:\n--- before ---\n\(before)\n--- after ---\n\(after)")
            var expected = reference.range(of: index)
            guard isConsistent(expected, roundingScale) else { referenceFailures += 1; continue }
            func close(_ a: Double, _ b: Double) -> Bool {
                a.isInfinite || b.isInfinite ? a == b : abs(a - b) <= max(1e-6 * max(1, abs(b)), roundingScale)
            }
            if !(close(range.lower, expected.lower) && close(range.upper, expected.upper)) {
                // Ill-conditioned: the reference's room at each level (1e-12 of it) moved the
                // variable; with a hundredth of that room its range is the one to compare. When
                // it has none with less room, its range with the room is the room's doing, and
                // the reference's failure (sparse generic seed 17004836: a level of 476,351 fixed
                // within 4.8e-7 let x11 move by 0.004, as HiGHS's does; with less room its lower
                // end came out above its upper end; the exact LP fixes x11, as the solver does).
                let tighter = reference.range(of: index, slack: ReferenceLexicographicLP.levelSlack / 100)
                guard isConsistent(tighter, roundingScale) else { referenceFailures += 1; continue }
                expected = tighter
                // An end the solver's range goes past, with a point of the reference's own face
                // past it too, is the reference's failure.
                if Self.reachesPast(reference, index, expected, range, close) { referenceFailures += 1; continue }
                // So is a range that leaves out the solver's own value at a point the
                // reference's own judgement puts on its face.
                if Self.leavesOutItsPoint(reference, index, expected, values, close) { referenceFailures += 1; continue }
            }
            try expect(close(range.lower, expected.lower) && close(range.upper, expected.upper),
                       "valueRange(of: x\(index)) is \(range) but the reference gives \(expected)")
            let value = solver.value(of: variables[index])
            try expect(range.lower <= value + 1e-6 * max(1, abs(value)) && value <= range.upper + 1e-6 * max(1, abs(value)),
                       "x\(index) = \(value) lies outside its valueRange \(range)")
            // isDetermined (which answers without a pivot when it can) agrees with the reference.
            let width = expected.upper - expected.lower
            if width <= 1e-9 || width >= 1e-3 {
                let determined = try solver.isDetermined(variables[index])
                if let free = Self.isClearlyFree(expected, roundingScale), free == determined {
                    // With less room, the reference's range or its failure (as above).
                    let tighter = reference.range(of: index, slack: ReferenceLexicographicLP.levelSlack / 100)
                    guard isConsistent(tighter, roundingScale) else { referenceFailures += 1; continue }
                    let answer = Self.isClearlyFree(tighter, roundingScale)
                    try expect(answer != determined,
                               "isDetermined(x\(index)) is \(determined) but the reference range is \(expected) "
                               + "(\(tighter) with a hundredth of the room)")
                }
            }
        }
        // The group test over every variable agrees with the reference, variable by variable.
        guard let reference else { return }
        let free = Set(try solver.undeterminedVariables(variables).map(ObjectIdentifier.init))
        for (index, variable) in variables.enumerated() {
            let expected = reference.range(of: index)
            guard isConsistent(expected, roundingScale) else { referenceFailures += 1; continue }
            let solverFree = free.contains(ObjectIdentifier(variable))
            guard let referenceFree = Self.isClearlyFree(expected, roundingScale), referenceFree != solverFree else { continue }
            let tighter = reference.range(of: index, slack: ReferenceLexicographicLP.levelSlack / 100)
            guard isConsistent(tighter, roundingScale) else { referenceFailures += 1; continue }
            let answer = Self.isClearlyFree(tighter, roundingScale)
            try expect(answer != !solverFree,
                       "undeterminedVariables says x\(index) is \(solverFree ? "free" : "fixed") but the reference range is "
                       + "\(expected) (\(tighter) with a hundredth of the room)")
        }
    }

    /// Whether the solver's `range` goes past an end of the reference's `expected` that the
    /// reference's own optimal face goes past too (`ReferenceLexicographicLP.reaches`): a point
    /// halfway to the solver's end, or a whole unit (or the end's size) beyond it when the
    /// solver's end is infinite, asked with a hundredth of the room. Such an end is the dense
    /// simplex stopping short, not a bound (sparse generic seed 19000534).
    /// Whether the reference's range of variable `index` leaves out its value in `values`, a
    /// point the reference's own judgement puts on its face (``ReferenceLexicographicLP/isOptimal(_:room:)``):
    /// the range must hold every point of the face, so it is the reference's failure.
    /// (bigConstants seed 34002325: the reference gives x5 from -3931.995324 to -3931.995322 and
    /// HiGHS -3931.99532, where the solver and the exact LP fix it at -3932; HiGHS puts level 1
    /// 7.7e-3 under its exact optimum of 4,972,977.5833, the rounding its feasibility allows at
    /// values of 1e6, and the reference's range is off the exact point as HiGHS's is.)
    static func leavesOutItsPoint(_ reference: ReferenceLexicographicLP, _ index: Int,
                                  _ expected: (lower: Double, upper: Double), _ values: [Double],
                                  _ close: (Double, Double) -> Bool) -> Bool {
        let value = values[index]
        let outside = (value < expected.lower && !close(value, expected.lower))
            || (value > expected.upper && !close(value, expected.upper))
        return outside && reference.isOptimal(values, room: ReferenceLexicographicLP.levelSlack)
    }

    static func reachesPast(_ reference: ReferenceLexicographicLP, _ index: Int,
                            _ expected: (lower: Double, upper: Double), _ range: (lower: Double, upper: Double),
                            _ close: (Double, Double) -> Bool) -> Bool {
        func target(_ end: Double, _ solverEnd: Double, _ sign: Double) -> Double {
            solverEnd.isInfinite ? end + sign * max(1, abs(end)) : (end + solverEnd) / 2
        }
        let slack = ReferenceLexicographicLP.levelSlack / 100
        if expected.upper.isFinite, range.upper > expected.upper, !close(range.upper, expected.upper),
           reference.reaches(index, target(expected.upper, range.upper, 1), upward: true, slack: slack) {
            return true
        }
        if expected.lower.isFinite, range.lower < expected.lower, !close(range.lower, expected.lower),
           reference.reaches(index, target(expected.lower, range.lower, -1), upward: false, slack: slack) {
            return true
        }
        return false
    }

    /// Whether a reference range clearly shows its variable fixed (false: no wider than 1e-9)
    /// or free (true: wider than twice the tolerance each end is compared with, 1e-6 of their
    /// size or the rounding at the system's scale, and than 1e-3); nil in between.
    ///
    /// The reference fixes each level within 1e-12 of its error sum, and an ill-conditioned
    /// variable moves hundreds of times that room: with constants of 1e5-1e6, levels of 5e6
    /// gave determined variables widths of 1e-3 to 7e-3 at values of 1e5 to 2.5e9
    /// (bigConstants seeds 1001818, 1003580, 1004319, 1004503, 1007114, 1007159; HiGHS's width
    /// falls with the room, and an exact rational LP gives 0). A width the comparison of the
    /// ends cannot tell from zero is not a width: two ends each within the tolerance of one
    /// value are up to twice it apart (sparse generic seed 7001620: the reference gives x18 a
    /// width of 0.016 at 6,288, 1.15 times the system's rounding of 0.0136, with a hundredth
    /// of the room too; HiGHS gives 6.5e-4 and the exact LP 0, as the solver does). A
    /// disagreement is asked again with a hundredth of the room, as the ranges are.
    static func isClearlyFree(_ range: (lower: Double, upper: Double), _ roundingScale: Double) -> Bool? {
        let width = range.upper - range.lower
        if width <= 1e-9 { return false }
        let size = [range.lower, range.upper].filter(\.isFinite).reduce(1) { max($0, abs($1)) }
        return width >= max(1e-3, 2 * max(1e-6 * size, roundingScale)) ? true : nil
    }
}

extension PropertyScenario {
    /// The current system (edits as equalities at their priority) as one system of the LP
    /// oracle's JSON format: `{"id", "n", "cons": [{"r", "p", "k", "t": [[variable, coefficient]]}]}`,
    /// meaning `Σ coefficient·x + k  r  0`, in the order added (Scripts/lp-oracle.py reads it).
    func systemJSON() -> String {
        func number(_ x: Double) -> String { "\(x)" }
        let constraints = currentSystem().map { c -> String in
            let terms = c.coefficients.sorted { $0.key < $1.key }.map { "[\($0.key), \(number($0.value))]" }
            return "{\"r\": \"\(c.relation.symbol)\", \"p\": \(c.isRequired ? 1000 : Double(c.priority)), "
                + "\"k\": \(number(c.constant)), \"t\": [\(terms.joined(separator: ", "))]}"
        }
        return "{\"systems\": [{\"id\": \"\(family)-\(seed)\", \"n\": \(variables.count), \"cons\": [\n"
            + constraints.joined(separator: ",\n") + "\n]}]}"
    }

    /// Whether a reference range is a range: its lower end not above its upper end (beyond
    /// rounding).
    func isConsistent(_ range: (lower: Double, upper: Double), _ roundingScale: Double) -> Bool {
        range.lower <= range.upper + max(1e-6 * max(1, abs(range.upper)), roundingScale)
    }
}

/// An operation of a scenario, as data.
enum ScenarioStep {
    case add([(Int, Double)], Double, LayoutRelation, Float, String)
    case remove(String)
    case setConstant(String, Double)
    case setPriority(String, Float)
    case addEdit(Int, Float)
    case suggest(Int, Double)
    case removeEdit(Int)

    /// The constraint an `.add` step adds, over `variables` (nil for any other step).
    func constraint(over variables: [Variable]) -> Constraint? {
        guard case .add(let terms, let constant, let relation, let priority, let label) = self else { return nil }
        let expression = Expression(terms.map { Term(variables[$0.0], $0.1) }, constant: constant)
        return Constraint(expression, relation, priority: LayoutPriority(priority), label: label)
    }
}

/// A line of `Solver.dump()` that shows a row, `head constant ± c * symbol ...`, parsed.
struct DumpRow {
    var head: String
    var constant: Double
    var cells: [String: Double] = [:]

    init?(_ line: Substring) {
        let split: Range<Substring.Index>
        if line.hasPrefix("@"), let r = line.range(of: ": ") { split = r }
        else if let r = line.range(of: " | ") { split = r }
        else { return nil }
        head = String(line[..<split.upperBound])
        var tokens = line[split.upperBound...].split(separator: " ").map(String.init)[...]
        guard let k = tokens.popFirst().flatMap(Double.init) else { return nil }
        constant = k
        while let sign = tokens.popFirst() {
            guard sign == "+" || sign == "-", let next = tokens.popFirst() else { return nil }
            var coefficient = 1.0, symbol = next
            if let number = Double(next) {
                guard tokens.popFirst() == "*", let s = tokens.popFirst() else { return nil }
                coefficient = number
                symbol = s
            }
            cells[symbol] = sign == "-" ? -coefficient : coefficient
        }
    }
}

extension Array {
    /// The first `count` elements of a seeded shuffle.
    func shuffledPrefix(_ count: Int, _ rng: inout SplitMix64) -> ArraySlice<Element> {
        var copy = self
        rng.shuffle(&copy)
        return copy.prefix(count)
    }
}

final class SolverPropertyTests: XCTestCase {
    /// Seeds 0..<seedCount; each runs one system and 6-12 operations.
    static let seedCount: UInt64 = 400

    /// The seeds to run: `0..<seedCount`; only `PROPERTY_SEED` (e.g. `PROPERTY_SEED=131 swift test
    /// --filter SolverPropertyTests`) to replay one failure in full; or `PROPERTY_SEED_COUNT`
    /// seeds from `PROPERTY_SEED_START` (default 0) for a longer soak. With `PROPERTY_PRINT_SYSTEM`
    /// set, the families' tests print each seed's final system in the LP oracle's format.
    static var seeds: [UInt64] { seeds(default: seedCount) }

    /// The seeds a property test runs, `0..<count` unless the environment says otherwise (see
    /// ``seeds``). A soak of unseen seeds, in an optimized build:
    /// `PROPERTY_SEED_START=1000000 PROPERTY_SEED_COUNT=10000 swift test -c release --filter SolverPropertyTests`.
    static func seeds(default count: UInt64) -> [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let text = environment["PROPERTY_SEED"], let seed = UInt64(text) { return [seed] }
        let start = environment["PROPERTY_SEED_START"].flatMap { UInt64($0) } ?? 0
        let n = environment["PROPERTY_SEED_COUNT"].flatMap { UInt64($0) } ?? count
        return Array(start..<start + n)
    }

    func testRandomSystemsAreLexicographicallyOptimal() {
        var failing: [UInt64] = []
        var summaries: [String] = []
        var checks = 0
        for seed in Self.seeds {
            let scenario = PropertyScenario(seed: seed, verify: true)
            // Shrinking costs seconds; only the first failure is shrunk.
            if let report = scenario.run(shrinking: failing.isEmpty) {
                failing.append(seed)
                if failing.count <= 3 { XCTFail(report) }
                summaries.append(String(report.prefix { $0 != "\n" }.prefix(300)))
            }
            checks += scenario.checks
        }
        XCTAssertEqual(failing, [], "failing seeds (the first three are reported in full):\n"
                       + summaries.joined(separator: "\n"))
        // The script must exercise the solver, not return early.
        XCTAssertGreaterThan(checks, Self.seeds.count * 5)
    }

    func testSameSeedGivesBitIdenticalValues() {
        for seed in Self.seeds {
            let first = PropertyScenario(seed: seed, verify: false), second = PropertyScenario(seed: seed, verify: false)
            let a = first.run(), b = second.run()
            XCTAssertNil(a)
            XCTAssertNil(b)
            if first.trace != second.trace || first.log != second.log {
                XCTFail("seed \(seed) is not deterministic\n" + first.log.joined(separator: "\n"))
            }
            XCTAssertGreaterThan(first.trace.count, 20)
        }
    }

    // MARK: Regressions: solver bugs the property tests found (each fails until the bug is fixed)

    /// Seeds 131, 225 and 257 (shrunk to 5-7 steps in their reports). A required equality that is
    /// redundant with others (a copy, or a combination of other equalities) becomes a
    /// basic dummy row. Removing one of the constraints it depends on pivots that constraint's
    /// marker into an error or slack row (`markerLeavingSlot` ranks a restricted row with a
    /// negative coefficient above the dummy row), so the dummy row is left with a nonzero
    /// constant that nothing enforces: the redundant twin silently stops holding.
    /// A dummy row with a nonzero constant can later leave the basis at ratio 0 and push slack
    /// rows negative, so the symptom may also be a suboptimal level (seed 225).
    /// `setPriority(of:to:)` from required to optional goes through the same removal (seed 131).
    func testRegression_removingARequiredEqualityDropsItsRedundantTwin() throws {
        let s = Solver(), x = Variable("x")
        let a = x == 10, twin = x == 10
        try s.addConstraint(a)
        try s.addConstraint(twin)
        try s.addConstraint((x == 5).priority(251))
        try s.removeConstraint(a)
        XCTAssertTrue(s.hasConstraint(twin))
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9, "the required `x == 10` still in the solver must hold\n\(s.dump())")
    }

    /// Found by checking that a failed add leaves `dump()` unchanged (the property test now compares
    /// dumps up to rounding, so it does not report this). A failed add undoes its phase-one pivots by pivoting back, which is not exact in
    /// floating point: the tableau and the value of x1 (12.666666666666666) change in the last
    /// bit, though a failed add is documented to leave the solver exactly as it was.
    func testRegression_failedAddRestoresTheTableauExactly() throws {
        let s = Solver(), x1 = Variable("x1"), x4 = Variable("x4")
        try s.addConstraint(x4 + 1.5 * x1 - 4 >= 0)
        try s.addConstraint((1.5 * x1 - 19 <= 0).priority(0.001))
        try s.addConstraint(-x1 - 3 * x4 + 17.25 <= 0)
        let before = s.dump(), value = s.value(of: x1)
        XCTAssertThrowsError(try s.addConstraint(-x4 - 1.5 * x1 + 1 >= 0))
        XCTAssertEqual(s.value(of: x1).bitPattern, value.bitPattern, "\(s.value(of: x1)) != \(value)")
        XCTAssertEqual(s.dump(), before)
    }

    /// Found like the previous one. `valueRange(of:)` is documented to leave the tableau as it was, but undoing its
    /// exploration pivots rounds: x 1.3333333333333333 -> 1.333333333333333.
    func testRegression_valueRangeRestoresTheTableauExactly() throws {
        let s = Solver(), x = Variable("x")
        try s.addConstraint((-3 * x + 4 <= 0).priority(250))
        try s.addConstraint((1.5 * x - 11.5 <= 0).priority(500))
        let value = s.value(of: x)
        _ = try s.valueRange(of: x)
        XCTAssertEqual(s.value(of: x).bitPattern, value.bitPattern, "\(s.value(of: x)) != \(value)")
        // The first exploration may settle the basis (degenerate pivots only); after that an
        // exploration leaves the tableau exactly as it was.
        let before = s.dump()
        _ = try s.valueRange(of: x)
        XCTAssertEqual(s.dump(), before)
        XCTAssertEqual(s.value(of: x).bitPattern, value.bitPattern)
    }

    /// Seed 790, past the default 400 (found by an audit running 8,000 seeds): a definition
    /// removed by a priority change left a restricted row at 8.9e-16, and the first
    /// exploration's degenerate pivot on it moved values in their last bits. A restricted row
    /// within rounding of 0 now pivots as 0.
    func testRegression_seed790DegeneratePivotMovesNoValue() {
        let scenario = PropertyScenario(seed: 790, verify: true)
        XCTAssertNil(scenario.run(shrinking: false))
    }

    /// Seed 5001548 (a fresh soak from 5,000,000): the exploration's settling wrote x3's -0.0
    /// as 0.0, which the bit-for-bit check of the values called a change. A zero is a zero.
    func testRegression_seed5001548ASignedZeroIsNoChange() {
        XCTAssertNil(PropertyScenario(seed: 5001548, verify: true).run(shrinking: false))
    }

    /// Minor; found like the previous ones. `substitute` queues every row whose constant is
    /// below zero, including rounding residue like -1.7e-15, and only the dual simplex or a
    /// failed add drains the queue: after plain adds the dump lists a feasible row as infeasible
    /// (stale entries and duplicates accumulate), and a later failed add changes the dump by
    /// clearing them.
    func testRegression_dumpListsNoFeasibleRowAsInfeasible() throws {
        let s = Solver(), x0 = Variable("x0"), x1 = Variable("x1"), x2 = Variable("x2")
        try s.addConstraint(-2 * x0 - x2 - 5 >= 0)
        try s.addConstraint(2 * x0 - x2 - 1.5 * x1 - 6.25 == 0)
        try s.addConstraint(-2 * x0 - x1 - 5.5 == 0)
        try s.addConstraint(3 * x2 - 0.5 * x0 + x1 + 12 <= 0)
        try s.addConstraint(-1.5 * x0 + x1 - 0.5 * x0 + 1.5 == 0)
        let dump = s.dump()
        let infeasible = dump.components(separatedBy: "Infeasible\n----------\n")[1]
            .components(separatedBy: "\nEdit Variables")[0]
        XCTAssertEqual(infeasible.trimmingCharacters(in: .whitespacesAndNewlines), "", dump)
    }

    // MARK: The checkers themselves

    /// The conflict and tableau checks reject wrong answers (so the property test can fail).
    func testTheCheckersRejectWrongAnswers() throws {
        let scenario = PropertyScenario(seed: 0, verify: true)
        scenario.variables = [Variable("x0")]
        scenario.lastUpdated = [0]
        let x = scenario.variables[0]
        for c in [(x >= 1).labeled("low"), (x >= 2).labeled("lower"), (x <= 5).labeled("high"),
                  (x == 3).priority(500).labeled("soft")] {
            try scenario.perform(scenario.step(adding: c))
        }
        try scenario.checkOptimal("setup")
        try scenario.checkRanges(of: [0])
        func constraint(_ label: String) -> Constraint { scenario.active.first { $0.label == label }! }
        let new = ReferenceConstraint((x <= 0).labeled("new"), variables: scenario.variables)
        XCTAssertNoThrow(try scenario.checkConflict([constraint("lower")], with: new, replacing: nil))
        XCTAssertThrowsError(try scenario.checkConflict([constraint("low"), constraint("lower")], with: new, replacing: nil),
                             "not minimal")
        XCTAssertThrowsError(try scenario.checkConflict([constraint("high")], with: new, replacing: nil), "feasible")
        XCTAssertThrowsError(try scenario.checkConflict([constraint("soft")], with: new, replacing: nil), "optional")

        let dump = scenario.solver.dump()
        let row = dump.split(separator: "\n").first { $0.hasPrefix("x0 | ") }!
        let value = DumpRow(row)!.constant
        let nudged = dump.replacingOccurrences(of: row, with: row.replacingOccurrences(
            of: "x0 | \(formatNumber(value))", with: "x0 | \(value.nextUp)"))
        let moved = dump.replacingOccurrences(of: row, with: row.replacingOccurrences(
            of: "x0 | \(formatNumber(value))", with: "x0 | \(value + 1e-6)"))
        XCTAssertNotEqual(nudged, dump)
        XCTAssertTrue(scenario.sameTableau(dump, nudged))
        XCTAssertFalse(scenario.sameTableau(dump, moved))
    }

    // MARK: The reference itself

    func ref(_ c: Constraint, _ variables: [Variable]) -> ReferenceConstraint {
        ReferenceConstraint(c, variables: variables)
    }

    func testReferenceSolvesKnownSystems() {
        let x = Variable("x"), y = Variable("y"), vars = [x, y]
        // x >= 10 required; x == 20 @250 and x == 0 @251: 251 wins (x = 10, error 10), then 250 costs 10.
        var lp = ReferenceLexicographicLP(variableCount: 2, constraints: [
            ref(x >= 10, vars), ref((x == 20).priority(250), vars), ref((x == 0).priority(251), vars),
        ])
        XCTAssertTrue(lp.isFeasible)
        XCTAssertEqual(lp.levels, [251, 250])
        XCTAssertEqual(lp.optima[0], 10, accuracy: 1e-9)
        XCTAssertEqual(lp.optima[1], 10, accuracy: 1e-9)
        XCTAssertEqual(lp.solution[0], 10, accuracy: 1e-9)
        XCTAssertEqual(lp.range(of: 0).lower, 10, accuracy: 1e-9)
        XCTAssertEqual(lp.range(of: 0).upper, 10, accuracy: 1e-9)
        XCTAssertEqual(lp.range(of: 1).lower, -.infinity)
        XCTAssertEqual(lp.range(of: 1).upper, .infinity)
        // A non-optimal point has a larger error at the first level.
        XCTAssertGreaterThan(lp.levelErrors(at: [20, 0])[0], lp.optima[0] + 1)

        // Errors add up within a level: x + y == 10 @500, x == 0 @500, y == 0 @500, x,y >= 0.
        lp = ReferenceLexicographicLP(variableCount: 2, constraints: [
            ref(x >= 0, vars), ref(y >= 0, vars), ref((x + y == 10).priority(500), vars),
            ref((x == 0).priority(500), vars), ref((2 * y <= 0).priority(500), vars),
        ])
        XCTAssertEqual(lp.optima, [10])
        XCTAssertEqual(lp.range(of: 1).lower, 0, accuracy: 1e-9)
        XCTAssertEqual(lp.range(of: 1).upper, 0, accuracy: 1e-9)
        XCTAssertEqual(lp.range(of: 0).lower, 0, accuracy: 1e-9)
        XCTAssertEqual(lp.range(of: 0).upper, 10, accuracy: 1e-9)

        // One-sided unboundedness, and a half-open optimal set.
        lp = ReferenceLexicographicLP(variableCount: 2, constraints: [
            ref(x + y <= 4, vars), ref((y >= 1).priority(0.001), vars), ref(y <= 3, vars),
        ])
        XCTAssertEqual(lp.optima, [0])
        XCTAssertEqual(lp.range(of: 0).lower, -.infinity)
        XCTAssertEqual(lp.range(of: 0).upper, 3, accuracy: 1e-9)
        XCTAssertEqual(lp.range(of: 1).lower, 1, accuracy: 1e-9)
        XCTAssertEqual(lp.range(of: 1).upper, 3, accuracy: 1e-9)

        // Infeasible required sets, including through a chain and through a redundant equality.
        XCTAssertFalse(ReferenceLexicographicLP.isFeasible([ref(x >= 1, vars), ref(x <= 0, vars)], variableCount: 2))
        XCTAssertFalse(ReferenceLexicographicLP.isFeasible(
            [ref(x == y + 1, vars), ref(y >= 3, vars), ref(x <= 3.5, vars)], variableCount: 2))
        XCTAssertTrue(ReferenceLexicographicLP.isFeasible(
            [ref(x == y + 1, vars), ref(2 * x == 2 * y + 2, vars), ref(x <= 4, vars)], variableCount: 2))
        XCTAssertFalse(ReferenceLexicographicLP.isFeasible(
            [ref(x == y + 1, vars), ref(2 * x == 2 * y + 2.5, vars)], variableCount: 2))
    }
}
