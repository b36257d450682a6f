import XCTest
@testable import StackLayoutSolver

/// An optional equality whose two errors have their own priorities (`Constraint.priorityBelow`):
/// UIKit's content-size constraint, one row where the two inequalities it stands for make two.
final class SolverPriorityBelowTests: XCTestCase {
    func values(_ solver: Solver, _ variables: [Variable]) -> [Double] {
        solver.updateVariables()
        return variables.map(\.value)
    }

    /// `x == 100` hugging at 250 and resisting compression at 750: a pull up at 500 wins over
    /// the hugging, a pull down at 500 loses to the resistance.
    func testEachSideCostsAtItsOwnPriority() throws {
        let solver = Solver(), x = Variable("x")
        try solver.addConstraint(Constraint(x - 100, equalAbove: 250, below: 750))
        XCTAssertEqual(values(solver, [x]), [100])
        let up = (x >= 120).priority(500)
        try solver.addConstraint(up)
        XCTAssertEqual(values(solver, [x]), [120])
        try solver.removeConstraint(up)
        let down = (x <= 80).priority(500)
        try solver.addConstraint(down)
        XCTAssertEqual(values(solver, [x]), [100])
    }

    /// The priority above and the priority below change on their own, and each re-solves.
    func testThePrioritiesAboveAndBelowChangeApart() throws {
        let solver = Solver(), x = Variable("x")
        let content = Constraint(x - 100, equalAbove: 250, below: 750)
        try solver.addConstraint(content)
        let up = (x >= 120).priority(500)
        try solver.addConstraint(up)
        try solver.addConstraint((x <= 60).priority(400))
        XCTAssertEqual(values(solver, [x]), [120])
        try solver.setPriority(of: content, to: 600)
        XCTAssertEqual(content.priority, 600)
        XCTAssertEqual(content.priorityBelow, 750)
        XCTAssertEqual(values(solver, [x]), [100])
        try solver.removeConstraint(up)
        XCTAssertEqual(values(solver, [x]), [100])  // resisting at 750 beats the pull down at 400
        try solver.setPriorityBelow(of: content, to: 300)
        XCTAssertEqual(content.priority, 600)
        XCTAssertEqual(content.priorityBelow, 300)
        XCTAssertEqual(values(solver, [x]), [60])
        try solver.removeConstraint(content)
        XCTAssertFalse(solver.hasConstraint(content))
    }

    /// Both priorities are optional, the relation an equality; a priority below is changed only
    /// on a constraint made with one.
    func testAPriorityBelowIsOptionalOnBothSides() throws {
        let solver = Solver(), x = Variable("x")
        for invalid in [Constraint(x - 1, equalAbove: 1000, below: 750), Constraint(x - 1, equalAbove: 250, below: 1000),
                        Constraint(x - 1, equalAbove: 250, below: 0)] {
            XCTAssertThrowsError(try solver.addConstraint(invalid)) { error in
                XCTAssertEqual((error as? SolverError)?.code, .invalidConstraint, "\(invalid)")
            }
            XCTAssertFalse(solver.hasConstraint(invalid))
        }
        let content = Constraint(x - 1, equalAbove: 250, below: 750)
        try solver.addConstraint(content)
        XCTAssertThrowsError(try solver.setPriority(of: content, to: .required))
        XCTAssertThrowsError(try solver.setPriorityBelow(of: content, to: .required))
        let plain = (x == 2).priority(500)
        try solver.addConstraint(plain)
        XCTAssertThrowsError(try solver.setPriorityBelow(of: plain, to: 300))
        XCTAssertEqual(content.description, "x - 1 == 0 @250 above, @750 below")
    }

    /// Removing it gives its levels and symbols back: adding and removing it a thousand times
    /// leaves the solver as it was.
    func testRemovingItReleasesItsLevelsAndSymbols() throws {
        let solver = Solver(), x = Variable("x")
        try solver.addConstraint(x >= 0)
        let before = solver.dump()
        let symbols = solver.tableau.kinds.count
        for i in 0..<1000 {
            let content = Constraint(x - Double(i % 7), equalAbove: 250, below: 751)
            try solver.addConstraint(content)
            try solver.removeConstraint(content)
        }
        XCTAssertEqual(solver.dump(), before)
        XCTAssertTrue(solver.tableau.levels.isEmpty)
        XCTAssertLessThanOrEqual(solver.tableau.kinds.count, symbols + 2)
    }

    /// On random systems of chains and sums (layouts' shapes: widths, positions, a container),
    /// each content size given as one two-way equality solves to the values and the optimal
    /// ranges of the same system with the two inequalities it stands for, after every add and
    /// after changes of constants and priorities.
    func testItSolvesAsTheTwoInequalitiesItStandsFor() throws {
        var checked = 0
        for seed in 0..<300 {
            var rng = SplitMix64(seed: UInt64(seed))
            let count = rng.int(2...6)
            let levels: [LayoutPriority] = [250, 251, 500, 749, 750, 751]
            // Each item: an intrinsic length, its hugging and its resistance (equal, at times).
            let items = (0..<count).map { _ in
                (length: Double(rng.int(0...80)), hug: levels[rng.below(4)], resist: levels[2 + rng.below(4)])
            }
            let container = Double(rng.int(60...400)), gap = Double(rng.int(0...12))
            let pull = Double(rng.int(0...120)), pullPriority = levels[rng.below(levels.count)]
            func build(twoWay: Bool) throws -> System {
                let solver = Solver()
                let widths = (0..<count).map { Variable("w\($0)") }
                let total = Variable("total")
                var sum = Expression()
                for w in widths { sum = sum + w }
                try solver.addConstraint(total == sum + gap * Double(count - 1))
                let fits = total <= container
                try solver.addConstraint(fits)
                for w in widths { try solver.addConstraint(w >= 0) }
                var hugs: [Constraint] = [], resists: [Constraint] = []
                for (w, item) in zip(widths, items) {
                    if twoWay {
                        let c = Constraint(w - item.length, equalAbove: item.hug, below: item.resist)
                        try solver.addConstraint(c)
                        hugs.append(c)
                        resists.append(c)
                    } else {
                        hugs.append((w <= item.length).priority(item.hug))
                        resists.append((w >= item.length).priority(item.resist))
                        try solver.addConstraint(hugs[hugs.count - 1])
                        try solver.addConstraint(resists[resists.count - 1])
                    }
                }
                try solver.addConstraint((total == container).priority(pullPriority))
                try solver.addConstraint((widths[0] == pull).priority(pullPriority))
                return System(solver: solver, variables: widths + [total], hugs: hugs, resists: resists, fits: fits)
            }
            let twoWay = try build(twoWay: true), pair = try build(twoWay: false)
            try assertSameSolutions(twoWay, pair, "seed \(seed)", checked: &checked)
            // A narrower container, and the first item's priorities moved.
            let narrower = Double(rng.int(60...200)), hug = levels[rng.below(4)], resist = levels[2 + rng.below(4)]
            try twoWay.solver.setConstant(of: twoWay.fits, to: -narrower)
            try pair.solver.setConstant(of: pair.fits, to: -narrower)
            try twoWay.solver.setPriority(of: twoWay.hugs[0], to: hug)
            try twoWay.solver.setPriorityBelow(of: twoWay.resists[0], to: resist)
            try pair.solver.setPriority(of: pair.hugs[0], to: hug)
            try pair.solver.setPriority(of: pair.resists[0], to: resist)
            try assertSameSolutions(twoWay, pair, "seed \(seed), changed", checked: &checked)
        }
        XCTAssertGreaterThan(checked, 2000)
    }

    struct System {
        var solver: Solver
        var variables: [Variable]
        var hugs: [Constraint]
        var resists: [Constraint]
        var fits: Constraint
    }

    /// Every variable has the same optimal range in both systems (the same value where fixed),
    /// and each system's value lies in the other's range.
    func assertSameSolutions(_ a: System, _ b: System, _ message: String, checked: inout Int,
                             file: StaticString = #filePath, line: UInt = #line) throws {
        let va = values(a.solver, a.variables), vb = values(b.solver, b.variables)
        for i in va.indices {
            let ra = try a.solver.valueRange(of: a.variables[i]), rb = try b.solver.valueRange(of: b.variables[i])
            let name = "\(message), \(a.variables[i])"
            XCTAssertEqual(ra.lower, rb.lower, accuracy: 1e-9, "\(name) lower", file: file, line: line)
            XCTAssertEqual(ra.upper, rb.upper, accuracy: 1e-9, "\(name) upper", file: file, line: line)
            XCTAssertTrue(va[i] >= rb.lower - 1e-9 && va[i] <= rb.upper + 1e-9, name, file: file, line: line)
            XCTAssertTrue(vb[i] >= ra.lower - 1e-9 && vb[i] <= ra.upper + 1e-9, name, file: file, line: line)
            checked += 1
        }
    }
}
