import XCTest
@testable import StackLayout
@testable import StackLayoutSolver

/// Required equalities kept out of the tableau as definitions (`Definitions`): the solver must
/// answer exactly as if they were rows, through adds, removals, constant changes, edits,
/// conflicts and ambiguity questions, while the tableau stays linear in size.
final class SolverDefinitionTests: XCTestCase {
    /// The benchmark's chain: `left[i] == left[i-1] + width[i-1] + 8`, widths at least 20 and
    /// preferably 100 (weak), the last right edge inside a container edited at `strong`.
    struct Chain {
        let solver = Solver()
        let left: [Variable], width: [Variable]
        let container = Variable("container")

        init(_ n: Int) throws {
            left = (0..<n).map { Variable("left\($0)") }
            width = (0..<n).map { Variable("width\($0)") }
            try solver.addEditVariable(container, priority: 750)
            try solver.suggestValue(container, Double(108 * n - 8))
            try solver.addConstraint(left[0] == 0)
            for i in 0..<n {
                if i > 0 { try solver.addConstraint(left[i] == left[i - 1] + width[i - 1] + 8) }
                try solver.addConstraint(width[i] >= 20)
                try solver.addConstraint((width[i] == 100).priority(250))
            }
            try solver.addConstraint(left[n - 1] + width[n - 1] <= container)
        }

        var right: Double { left.last!.value + width.last!.value }
    }

    func testAChainStaysLinearInSize() throws {
        for n in [100, 400] {
            let chain = try Chain(n)
            chain.solver.updateVariables()
            XCTAssertEqual(chain.right, Double(108 * n - 8), accuracy: 1e-6)
            // Made basic, the positions fill in quadratically (n²/2 cells and more).
            XCTAssertLessThanOrEqual(chain.solver.tableauSize.cells, 12 * n, "n = \(n)")
            try chain.solver.suggestValue(chain.container, Double(60 * n))
            chain.solver.updateVariables()
            XCTAssertEqual(chain.right, Double(60 * n), accuracy: 1e-6)
            XCTAssertLessThanOrEqual(chain.solver.tableauSize.cells, 12 * n, "n = \(n) squeezed")
        }
    }

    func testSqueezingAChainMovesEveryPosition() throws {
        let chain = try Chain(10)
        chain.solver.updateVariables()
        try chain.solver.suggestValue(chain.container, 10 * 20 + 9 * 8)
        chain.solver.updateVariables()
        for i in 0..<10 {
            XCTAssertEqual(chain.width[i].value, 20, accuracy: 1e-9)
            XCTAssertEqual(chain.left[i].value, Double(28 * i), accuracy: 1e-9)
            XCTAssertEqual(chain.solver.value(of: chain.left[i]), chain.left[i].value, "value(of:) agrees bit for bit")
        }
    }

    func testRemovingADefinitionLetsItsRowsReadTheVariable() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        let definition = x == y + 10
        try s.addConstraint(definition)           // x := y + 10
        try s.addConstraint(x <= 50)              // a row holding y + 10 <= 50
        try s.addConstraint((y == 45).priority(250))
        try s.addConstraint((x == 70).priority(100))
        s.updateVariables()
        XCTAssertEqual(x.value, 50, accuracy: 1e-9)
        XCTAssertEqual(y.value, 40, accuracy: 1e-9)
        try s.removeConstraint(definition)
        s.updateVariables()
        // Now x only has `x <= 50` and its weak pull to 70; y is free to reach 45.
        XCTAssertEqual(x.value, 50, accuracy: 1e-9)
        XCTAssertEqual(y.value, 45, accuracy: 1e-9)
        XCTAssertTrue(s.dump().contains("Definitions\n-----------\n\nInfeasible"), s.dump())
    }

    func testRemovingTheHeadOfAChainKeepsTheRest() throws {
        let chain = try Chain(5)
        chain.solver.updateVariables()
        let head = chain.solver.constraints.first { $0.description.hasPrefix("left0") }!
        try chain.solver.removeConstraint(head)
        try chain.solver.addConstraint(chain.left[0] == 30)
        chain.solver.updateVariables()
        XCTAssertEqual(chain.left[0].value, 30)
        XCTAssertEqual(chain.right, Double(108 * 5 - 8), accuracy: 1e-9, "the container still holds")
        XCTAssertEqual(chain.width.map(\.value).reduce(0, +), 500 - 30, accuracy: 1e-9, "the widths give way")
        for i in 1..<5 {
            XCTAssertEqual(chain.left[i].value, chain.left[i - 1].value + chain.width[i - 1].value + 8, accuracy: 1e-9)
        }
    }

    func testChangingADefinitionsConstantShiftsTheRowsThatReadIt() throws {
        let chain = try Chain(4)
        chain.solver.updateVariables()
        let link = chain.solver.constraints.first { $0.description.hasPrefix("left2") }!
        // left2 == left1 + width1 + 8 → + 18: the natural row is 10 wider than the container.
        try chain.solver.setConstant(of: link, to: link.expression.constant - 10)
        chain.solver.updateVariables()
        XCTAssertEqual(chain.right, Double(108 * 4 - 8), accuracy: 1e-9)
        XCTAssertEqual(chain.width.map(\.value).reduce(0, +), 400 - 10, accuracy: 1e-9)
        XCTAssertEqual(chain.left[3].value - chain.left[2].value - chain.width[2].value, 8, accuracy: 1e-9)
        XCTAssertEqual(chain.left[2].value - chain.left[1].value - chain.width[1].value, 18, accuracy: 1e-9)
    }

    func testAnInfeasibleDefinitionConstantIsRefusedAndNamesTheConflict() throws {
        let chain = try Chain(3)
        let limit = chain.container <= 400
        try chain.solver.addConstraint(limit)
        chain.solver.updateVariables()
        let link = chain.solver.constraints.first { $0.description.hasPrefix("left1") }!
        let old = link.expression.constant
        let before = (0..<3).map { chain.left[$0].value }
        // A gap of 400 cannot fit in a container of at most 400 with widths of at least 20.
        XCTAssertThrowsError(try chain.solver.setConstant(of: link, to: -400)) { error in
            guard case .unsatisfiableConstraint(let bad, let conflicting)? = (error as? SolverError)?.kind else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(bad === link)
            XCTAssertTrue(conflicting.contains { $0 === limit }, "\(conflicting)")
            XCTAssertFalse(conflicting.contains { $0 === link })
        }
        XCTAssertEqual(link.expression.constant, old)
        chain.solver.updateVariables()
        XCTAssertEqual((0..<3).map { chain.left[$0].value }, before)
    }

    /// A redundant copy of a row shifts with the row it copies: checked after every shift, the
    /// first one alone looked like a violated equality (found on the tab-strip example turning
    /// to landscape: the safe area's top could not move from 47 to 0).
    func testRedundantReadersShiftTogether() throws {
        let s = Solver(), top = Variable("top"), a = Variable("a"), b = Variable("b")
        let inset = top == 47
        try s.addConstraint(inset)                 // top := 47
        try s.addConstraint(a >= 0)
        try s.addConstraint(b >= 0)                // a and b are read: neither can be defined
        try s.addConstraint(a == top + b)          // rows reading top
        try s.addConstraint(a - b == top)          // redundant with the one before
        XCTAssertEqual(s.dump().components(separatedBy: ":=").count, 2, "only top is defined\n\(s.dump())")
        try s.addConstraint((b == 3).priority(250))
        try s.setConstant(of: inset, to: 0)        // top == 0
        s.updateVariables()
        XCTAssertEqual(top.value, 0, accuracy: 1e-12)
        XCTAssertEqual(a.value, 3, accuracy: 1e-12)
    }

    func testUpdateReportsChangedDefinedVariablesOnly() throws {
        let chain = try Chain(4)
        chain.solver.updateVariables()
        var changed: [String] = []
        try chain.solver.suggestValue(chain.container, 1000)   // slack: nothing moves but the container
        chain.solver.updateVariables { changed.append($0.name) }
        XCTAssertEqual(changed, ["container"])
        changed = []
        try chain.solver.suggestValue(chain.container, 400)    // squeezed by 24: one width gives way
        chain.solver.updateVariables { changed.append($0.name) }
        XCTAssertTrue(changed.contains("container"))
        let movedWidths = chain.width.filter { changed.contains($0.name) }
        XCTAssertEqual(movedWidths.count, 1, "\(changed)")
        let index = chain.width.firstIndex { $0 === movedWidths[0] }!
        // Exactly the positions after the squeezed width move.
        for i in 0..<4 {
            XCTAssertEqual(changed.contains("left\(i)"), i > index, "left\(i) in \(changed)")
        }
    }

    func testAmbiguitySeesThroughDefinitions() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y"), z = Variable("z")
        try s.addConstraint(x == y + 10)                   // x := y + 10, y free
        try s.addConstraint(z == 2 * x)                    // z := 2x
        XCTAssertFalse(try s.isDetermined(x))
        XCTAssertFalse(try s.isDetermined(z))
        XCTAssertEqual(try s.undeterminedVariables([x, y, z]).map(\.name), ["x", "y", "z"])
        try s.addConstraint(y >= 5)
        try s.addConstraint(y <= 5)
        XCTAssertTrue(try s.isDetermined(x))
        XCTAssertTrue(try s.isDetermined(z))
        XCTAssertEqual(try s.undeterminedVariables([x, y, z]).map(\.name), [])
        let range = try s.valueRange(of: z)
        XCTAssertEqual(range.lower, 30, accuracy: 1e-9)
        XCTAssertEqual(range.upper, 30, accuracy: 1e-9)
    }

    /// A width between two edges that slide together is determined although both edges move:
    /// the inputs' moves cancel in the expansion.
    func testMovesThatCancelLeaveADefinedVariableDetermined() throws {
        let s = Solver(), x = Variable("x"), left = Variable("left"), right = Variable("right"), width = Variable("width")
        try s.addConstraint(left == x + 10)                // x is free: both edges slide
        try s.addConstraint(right == x + 30)
        try s.addConstraint(width == right - left)         // width := right - left, 20 wherever x is
        XCTAssertEqual(try s.undeterminedVariables([left, width, right, x]).map(\.name), ["left", "right", "x"])
        XCTAssertTrue(try s.isDetermined(width))
        XCTAssertFalse(try s.isDetermined(right))
    }

    /// An input that moves by less than the tolerance does not make a definition determined
    /// when the definition multiplies the move past it (found by an audit: `isDetermined` said
    /// true while `valueRange` spanned 0.01).
    func testASmallMoveMagnifiedByADefinitionIsNotDetermined() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        try s.addConstraint(y >= 0)
        try s.addConstraint(y <= 1e-7)
        try s.addConstraint(x == 1e5 * y)                  // x := 1e5 y
        let range = try s.valueRange(of: x)
        XCTAssertEqual(range.upper - range.lower, 0.01, accuracy: 1e-9)
        XCTAssertFalse(try s.isDetermined(x))
        XCTAssertEqual(try s.undeterminedVariables([x, y]).map(\.name), ["x"])
        let ys = (0..<20).map { Variable("y\($0)") }, sum = Variable("sum")
        for y in ys {
            try s.addConstraint(y >= 0)
            try s.addConstraint(y <= 9e-7)
        }
        try s.addConstraint(Constraint(Expression(sum) - Expression(ys.map { Term($0) }), .equal))
        XCTAssertFalse(try s.isDetermined(sum), "20 moves of 9e-7 add up to 1.8e-5")
    }

    /// Every position of a long chain is determined, worked out from its inputs link by link
    /// (expanding each position instead made asking about 3,000 of them take 14 s in debug).
    func testEveryPositionOfALongChainIsDetermined() throws {
        let chain = try Chain(2000)
        chain.solver.updateVariables()
        XCTAssertEqual(try chain.solver.undeterminedVariables(chain.left + chain.width).count, 0)
    }

    func testAnEditVariableOnADefinedVariable() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        try s.addConstraint(x == 2 * y + 1)                // x := 2y + 1
        try s.addEditVariable(x, priority: 750)
        try s.suggestValue(x, 21)
        s.updateVariables()
        XCTAssertEqual(y.value, 10, accuracy: 1e-9)
        XCTAssertEqual(x.value, 21, accuracy: 1e-9)
    }

    func testAConflictThroughADefinitionNamesIt() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        let definition = x == y + 10
        let floor = y >= 0
        try s.addConstraint(definition)
        try s.addConstraint(floor)
        XCTAssertThrowsError(try s.addConstraint(x <= 5)) { error in
            guard case .unsatisfiableConstraint(_, let conflicting)? = (error as? SolverError)?.kind else { return XCTFail("\(error)") }
            XCTAssertEqual(Set(conflicting.map(ObjectIdentifier.init)),
                           Set([definition, floor].map(ObjectIdentifier.init)))
        }
    }
}
