import XCTest
@testable import StackLayoutSolver

/// `Solver.deferringOptimization`: adds inside re-optimise only after every `deferredAddLimit`
/// of them, and once at the end; the engine's layout passes add a screen's constraints that
/// way. The optimum and the constraints refused must be those of adding one by one, and each
/// conflict named a minimal one.
final class SolverDeferredOptimizationTests: XCTestCase {
    /// What a sequence of adds leaves: the constraints refused and the conflict each was
    /// refused with, each level's value, and the solver.
    struct Outcome {
        var refused: [(constraint: Constraint, conflicting: [Constraint])] = []
        var levels: [Double] = []
        var solver = Solver()
    }

    func add(_ steps: [ScenarioStep], variables: [Variable], deferring: Bool) -> Outcome {
        var outcome = Outcome()
        func addAll() {
            for constraint in steps.compactMap({ $0.constraint(over: variables) }) {
                do {
                    try outcome.solver.addConstraint(constraint)
                } catch let error as SolverError where error.code == .unsatisfiableConstraint {
                    outcome.refused.append((constraint, error.conflicting))
                } catch {
                    XCTFail("\(constraint.label): \(error)")
                }
            }
        }
        if deferring { outcome.solver.deferringOptimization(addAll) } else { addAll() }
        outcome.levels = outcome.solver.tableau.objective.map(\.constant)
        return outcome
    }

    /// Random systems of four families (the property tests' generators, every add of their
    /// scripts, up to 45 of them), added one by one and inside a deferral: the same
    /// constraints refused, every level at the same optimum, the solver optimal and every
    /// required constraint holding. The conflict named for a refusal is a minimal one, found
    /// from the basis, and a basis that waited for its optimisation can name another; each is
    /// checked to be one.
    func testDeferredAddsReachTheSameOptimum() {
        var longest = 0
        for family in [PropertyFamily.layout, .sparseGeneric, .manyLevels, .longScript] {
            for seed in UInt64(1)...40 {
                let scenario = PropertyScenario(seed: seed, verify: false, family: family)
                _ = scenario.run(shrinking: false)
                let variables = (0..<scenario.variables.count).map { Variable("x\($0)") }
                let steps = scenario.steps
                longest = max(longest, steps.filter { if case .add = $0 { true } else { false } }.count)
                let one = add(steps, variables: variables, deferring: false)
                let deferred = add(steps, variables: variables, deferring: true)
                let context = "\(family) seed \(seed)"
                XCTAssertEqual(deferred.refused.map(\.constraint.label), one.refused.map(\.constraint.label), context)
                for refusal in deferred.refused {
                    assertMinimalConflict(refusal.conflicting, refusing: refusal.constraint, context)
                }
                XCTAssertTrue(deferred.solver.isOptimal, context)
                #if STACKLAYOUT_INVARIANTS
                XCTAssertNil(deferred.solver.tableau.invariantViolation(), context)
                #endif
                XCTAssertEqual(deferred.levels.count, one.levels.count, context)
                for (a, b) in zip(deferred.levels, one.levels) {
                    XCTAssertEqual(a, b, accuracy: 1e-6 * max(1, abs(b)), context)
                }
                deferred.solver.updateVariables()
                for constraint in deferred.solver.constraints where constraint.priority.isRequired {
                    let value = constraint.expression.value
                    let terms = constraint.expression.terms.map { abs($0.coefficient * $0.variable.value) }
                    let tolerance = 1e-6 * max(1, abs(constraint.expression.constant), terms.max() ?? 0)
                    switch constraint.relation {
                    case .equal: XCTAssertEqual(value, 0, accuracy: tolerance, "\(context): \(constraint)")
                    case .lessThanOrEqual: XCTAssertLessThanOrEqual(value, tolerance, "\(context): \(constraint)")
                    case .greaterThanOrEqual: XCTAssertGreaterThanOrEqual(value, -tolerance, "\(context): \(constraint)")
                    }
                }
            }
        }
        // Systems longer than one stretch of deferred adds, so that optimisations in between
        // are exercised too.
        XCTAssertGreaterThan(longest, Solver.deferredAddLimit)
    }

    /// `conflicting` cannot hold with `refused`, and without any one of its members it can.
    func assertMinimalConflict(_ conflicting: [Constraint], refusing refused: Constraint, _ context: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        func holds(_ constraints: [Constraint]) -> Bool {
            let probe = Solver()
            for c in constraints {
                do { try probe.addConstraint(Constraint(c.expression, c.relation)) } catch { return false }
            }
            return true
        }
        XCTAssertFalse(conflicting.isEmpty, "\(context): \(refused.label) refused with no conflict", file: file, line: line)
        XCTAssertFalse(holds(conflicting + [refused]), "\(context): \(refused.label) holds with its conflict", file: file, line: line)
        for i in conflicting.indices {
            var rest = conflicting
            rest.remove(at: i)
            XCTAssertTrue(holds(rest + [refused]), "\(context): \(refused.label)'s conflict holds no more without "
                          + conflicting[i].label, file: file, line: line)
        }
    }

    /// Inside a deferral the objective waits: an add does not move the variables to the
    /// optimum until the deferral ends (or `deferredAddLimit` adds came), and a nested deferral
    /// leaves the optimisation to the outermost.
    func testTheOptimisationWaitsForTheOutermostDeferral() throws {
        let solver = Solver(), x = Variable("x")
        try solver.addConstraint(x >= 0)
        try solver.deferringOptimization {
            try solver.deferringOptimization {
                try solver.addConstraint((x == 40).priority(500))
            }
            solver.updateVariables()
            XCTAssertEqual(x.value, 0, "optimised inside the outer deferral")
        }
        solver.updateVariables()
        XCTAssertEqual(x.value, 40)
        XCTAssertTrue(solver.isOptimal)
    }

    /// A deferral re-optimises after every `deferredAddLimit` adds: the objective never falls
    /// further behind than that. (Each `x >= 0` makes its variable basic over a slack, so the
    /// optional `x == i + 1` after it needs a pivot to move it.)
    func testADeferralOptimisesAfterEveryStretchOfAdds() throws {
        let solver = Solver()
        let variables = (0..<Solver.deferredAddLimit + 1).map { Variable("x\($0)") }
        for x in variables { try solver.addConstraint(x >= 0) }
        try solver.deferringOptimization {
            for (i, x) in variables.enumerated() {
                try solver.addConstraint((x == Double(i + 1)).priority(500))
                solver.updateVariables()
                XCTAssertEqual(x.value, i + 1 == Solver.deferredAddLimit ? Double(i + 1) : 0, "x\(i) after \(i + 1) adds")
            }
        }
        solver.updateVariables()
        XCTAssertEqual(variables.map(\.value), (1...variables.count).map(Double.init))
    }

    /// A refused add inside a deferral is reported as it would be outside, leaves the solver
    /// as it was, and the adds after it go in.
    func testARefusedAddInsideADeferralLeavesTheRest() throws {
        let solver = Solver(), x = Variable("x"), y = Variable("y")
        let low = x <= 10, high = x >= 20, link = y == x + 5
        try solver.deferringOptimization {
            try solver.addConstraint(low)
            XCTAssertThrowsError(try solver.addConstraint(high)) { error in
                XCTAssertEqual((error as? SolverError)?.code, .unsatisfiableConstraint)
                XCTAssertEqual((error as? SolverError)?.conflicting.map { $0 === low }, [true])
            }
            XCTAssertFalse(solver.hasConstraint(high))
            try solver.addConstraint(link)
            try solver.addConstraint((x == 8).priority(250))
        }
        solver.updateVariables()
        XCTAssertEqual(x.value, 8)
        XCTAssertEqual(y.value, 13)
    }
}
