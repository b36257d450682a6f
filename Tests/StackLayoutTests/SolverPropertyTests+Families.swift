import Foundation
import XCTest
@testable import StackLayout
@testable import StackLayoutSolver

/// The shapes of system the property tests generate. `.layout` is the original family (small
/// systems with a layout's coefficients); the others are the shapes an outside LP oracle found
/// disagreements in: sparse generic systems, many priority levels, constants of 1e5-1e6, and
/// long incremental scripts.
enum PropertyFamily: Equatable {
    /// 3-8 variables, 5-30 constraints, coefficients ±0.25-3, constants in [-20, 20], 1-4
    /// optional levels, 6-12 operations after the adds.
    case layout
    /// 12-30 variables, 10-40 constraints of 1-4 terms each with generic coefficients
    /// (three decimals, up to ±5).
    case sparseGeneric
    /// 20-30 distinct optional priorities, random in (0, 1000).
    case manyLevels
    /// Constants (and suggested values) of magnitude 1e5-1e6.
    case bigConstants
    /// 60-120 operations after the adds.
    case longScript

    var variableCounts: ClosedRange<Int> { self == .sparseGeneric ? 12...30 : 3...8 }
    var constraintCounts: ClosedRange<Int> { self == .sparseGeneric ? 10...40 : 5...30 }
    var operationCounts: ClosedRange<Int> { self == .longScript ? 60...120 : 6...12 }

    /// 20-30 distinct optional priorities, three decimals, in (0, 1000).
    static func manyPriorities(_ rng: inout SplitMix64) -> [Float] {
        var set = Set<Float>()
        let count = rng.int(20...30)
        while set.count < count { set.insert(Float(rng.int(1...999_999)) / 1000) }
        return set.sorted()
    }

    /// 1-4 terms on distinct variables, each coefficient a generic number up to ±5 (three
    /// decimals; a third of them integers).
    static func genericTerms(_ variables: [Variable], _ rng: inout SplitMix64) -> [Term] {
        var indices = Array(variables.indices)
        rng.shuffle(&indices)
        return indices.prefix(rng.int(1...4)).map { index in
            var coefficient = rng.chance(0.3) ? Double(rng.int(1...5)) : Double(rng.int(1...5000)) / 1000
            if rng.chance(0.5) { coefficient = -coefficient }
            return Term(variables[index], coefficient)
        }
    }
}

extension SolverPropertyTests {
    /// Runs `count` seeds of `family` (or `PROPERTY_SEED` alone) against the reference, like
    /// ``testRandomSystemsAreLexicographicallyOptimal()``.
    func checkFamily(_ family: PropertyFamily, seeds count: UInt64, file: StaticString = #filePath, line: UInt = #line) {
        let seeds = SolverPropertyTests.seeds(default: count)
        var failing: [UInt64] = []
        var summaries: [String] = []
        var checks = 0, referenceFailures = 0, refactored = 0
        for seed in seeds {
            let scenario = PropertyScenario(seed: seed, verify: true, family: family)
            defer { refactored += scenario.solver.tableau.refactorizations - scenario.refactorizations }
            if let report = scenario.run(shrinking: false) {
                failing.append(seed)
                if failing.count <= 2 { XCTFail("\(family): \(report)", file: file, line: line) }
                summaries.append(String(report.prefix { $0 != "\n" }.prefix(300)))
            }
            checks += scenario.checks
            referenceFailures += scenario.referenceFailures
            // The final system of every seed, passing or not, for an outside LP (HiGHS:
            // `Scripts/lp-oracle.py solve`) when the reference could not judge a seed.
            if ProcessInfo.processInfo.environment["PROPERTY_PRINT_SYSTEM"] != nil { print(scenario.systemJSON()) }
        }
        // A soak's figures, to compare the reference's failures between runs.
        if ProcessInfo.processInfo.environment["PROPERTY_SEED_COUNT"] != nil {
            print("\(family): \(seeds.count) seeds, \(checks) checks, \(failing.count) failing, "
                  + "\(referenceFailures) reference failures, \(refactored) refactorizations of the solver's own")
        }
        XCTAssertEqual(failing, [], "\(family): failing seeds (the first two are reported in full):\n"
                       + summaries.joined(separator: "\n"), file: file, line: line)
        XCTAssertLessThanOrEqual(referenceFailures, seeds.count / 50 + 1,
                                 "\(family): the reference got too many ranges wrong to compare", file: file, line: line)
        XCTAssertGreaterThan(checks, seeds.count * 5, "the scripts must exercise the solver", file: file, line: line)
    }

    // Seed counts keep each family to a few seconds in a debug build; PROPERTY_SEED_COUNT runs
    // longer soaks.
    func testSparseGenericSystems() { checkFamily(.sparseGeneric, seeds: 25) }
    func testTwentyOrMoreLevels() { checkFamily(.manyLevels, seeds: 40) }
    func testConstantsOf1e5To1e6() { checkFamily(.bigConstants, seeds: 80) }
    func testLongIncrementalScripts() { checkFamily(.longScript, seeds: 25) }

    /// The families do generate what they promise (so their tests cannot pass on small systems).
    func testTheFamiliesGenerateTheirShapes() throws {
        let many = PropertyScenario(seed: 3, verify: false, family: .manyLevels)
        XCTAssertNil(many.run())
        XCTAssertGreaterThanOrEqual(Set(many.priorities).count, 20)
        let big = PropertyScenario(seed: 3, verify: false, family: .bigConstants)
        XCTAssertNil(big.run())
        XCTAssertTrue(big.active.contains { abs($0.expression.constant) >= 1e5 })
        let sparse = PropertyScenario(seed: 3, verify: false, family: .sparseGeneric)
        XCTAssertNil(sparse.run())
        XCTAssertGreaterThanOrEqual(sparse.variables.count, 12)
        let long = PropertyScenario(seed: 3, verify: false, family: .longScript)
        XCTAssertNil(long.run())
        XCTAssertGreaterThanOrEqual(long.steps.count - long.log.filter { $0.hasPrefix("add c") }.count, 30)
    }
}

extension SolverPropertyTests {
    /// Sparse generic seed 381 (found by a 1,000-seed soak): `undeterminedVariables` called x0
    /// free while `valueRange` found it fixed. A symbol whose coefficient in x0's row was
    /// rounding residue (1e-11) and whose move was unbounded counted as a move of x0; the face
    /// exploration ignores coefficients under the tolerance, and so does the quick test now.
    func testRegression_sparseGenericSeed381ResidueIsNoMove() {
        assertPasses(381)
    }
}

extension SolverPropertyTests {
    /// Sparse generic seeds 709, 939 and 984 (a 1,000-seed soak): the solver and the reference
    /// disagreed, and each time the reference was wrong (ReferenceLexicographicLPTests checks
    /// two of them against HiGHS): its ratio test took any element above 1e-10, and pivots on
    /// rounding residue sent its answers to 1e16. It now refuses elements under 1e-7 and picks
    /// the largest among the rows that block as soon (Harris).
    func testRegression_sparseGenericSeeds709_939_984TheReferenceWasWrong() {
        assertPasses(709, 939, 984)
    }
}

extension SolverPropertyTests {
    /// Sparse generic seed 1000244 (a 10,000-seed soak from 1,000,000): the check that an
    /// exploration leaves the tableau alone settled the basis first with a variable no
    /// constraint reads (answered without an exploration, so nothing was settled); the next
    /// exploration settled it inside the comparison. A harness error: every variable asked
    /// about now settles it first.
    /// Layout seed 1009889 and long-script seed 1003830 (the same soak) failed the same way.
    func testRegression_sparseGenericSeed1000244SettlesBeforeComparing() {
        assertPasses(1_000_244)
        assertPasses(1_009_889, family: .layout)
        assertPasses(1_003_830, family: .longScript)
    }
}

extension SolverPropertyTests {
    /// Sparse generic seeds 1003843, 1005611, 1006225 (a 10,000-seed soak from 1,000,000): the
    /// solver found a variable fixed, the reference let it move by 1e-6 of its value. HiGHS
    /// agrees with the solver when the levels are fixed exactly, and with the reference when
    /// they may exceed their optima by 1e-12: these systems magnify a level's room 1e5 times.
    /// The property test asks the reference again with a hundredth of the room.
    func testRegression_sparseGenericIllConditionedRanges() {
        assertPasses(1_003_843, 1_005_611, 1_006_225)
    }
}

extension SolverPropertyTests {
    /// Constants of 1e5-1e6, seeds 1001818, 1003580, 1004319, 1004503, 1007114, 1007159 (a
    /// 10,000-seed soak from 1,000,000): the solver called a variable determined, the reference
    /// gave it a width of 1e-3 to 7e-3 at values of 1e5 to 2.5e9, and the test called any width
    /// of 1e-3 free. The solver was right: an exact rational LP gives each of them width 0, and
    /// HiGHS's width is proportional to the room each level is fixed with (0.002 at 1e-12 of a
    /// level of 4.9e6, 0.0002 at 1e-13: seed 1003580's x4 moves 408 times its level's room).
    /// A width is now free only past the tolerance its ends are compared with (1e-6 of their
    /// size), and a disagreement is asked again with a hundredth of the room
    /// (`isClearlyFree`; ReferenceLexicographicLPTests checks the reference on these systems).
    func testRegression_bigConstantsTheReferenceRoomIsNoWidth() {
        assertPasses(1_001_818, 1_003_580, 1_004_319, 1_004_503, 1_007_114, 1_007_159, family: .bigConstants)
    }
}

extension SolverPropertyTests {
    /// Sparse generic seed 3002547 (a 10,000-seed soak from 3,000,000): the last add never
    /// returned. Two pivots alternated for ever: one lowered the highest level by 1.1e-6 (a
    /// cost of -7.9e-8 over a step of 14.4), the other, at a lower level, raised it back by the
    /// same amount through a cost of 3.1e-11 that the tolerance counted as none (over a step of
    /// 36,386). A pivot is now judged by its effect on each level (`levelNoise`). The exact LP
    /// (`Scripts/exact-lp.py`) gives the optima the reference finds after the adds (0, 0, 0,
    /// 38,350.91). Then `valueRange(of: x20)` came out unbounded below where the reference
    /// finds x20 fixed: a move without end of an error whose coefficient in x20's row was
    /// rounding residue (`isRayResidue`).
    func testRegression_sparseGenericSeed3002547TwoPivotsNoLongerAlternate() {
        assertPasses(3002547)
    }

    /// Sparse generic seed 4003650 (a fresh soak from 4,000,000): `valueRange(of: x8)` came
    /// out -2.59 to -1.05 where the reference and HiGHS find x8 fixed at -11.554, because the
    /// point was not the optimum: level 251 stood at 12.583234 for an optimum of 12.583113. The
    /// improving pivot was a slack costing -4.9e-7, under that level's tolerance of 7.0e-7
    /// (terms of 7e4 had been merged into the level once), over a step of 139.8. A cost under
    /// a level's tolerance now counts when the rows confirm it (`Tableau.isCost`).
    func testRegression_sparseGenericSeed4003650ASmallCostTheRowsConfirmCounts() {
        assertPasses(4003650)
    }

    /// Sparse generic seed 5004370 (a fresh soak from 5,000,000): level 250 stood 9e-5 above
    /// its optimum (7.927513 for 7.927423, as HiGHS gives), and the level below 4 under its own.
    /// Values had reached 1e6 once, from constants under 30, and came back to 30; the rounding
    /// a pivot's effect is judged against (`levelNoise`) still said 1e-4, so the pivots that
    /// remained were refused as no change. It now follows the values in use
    /// (`currentValueScale`, measured again every so many pivots).
    func testRegression_sparseGenericSeed5004370TheNoiseFollowsTheValuesInUse() {
        assertPasses(5004370)
    }

    /// Sparse generic seed 7002598 (a fresh soak from 7,000,000): with the noise following the
    /// values in use, a pivot that lowered level 250 by 97 was blocked for raising level 500 by
    /// 2.3e-8, through a cost of 5e-11 at a level whose terms had reached 9e5. A raise is now
    /// judged at the rounding of the levels' history (`levelHistoryNoise`), a gain at that of
    /// the values now.
    func testRegression_sparseGenericSeed7002598ARaiseIsJudgedAtTheLevelsHistory() {
        assertPasses(7002598)
    }

    /// Sparse generic seeds 7001731 and 7003150 (the soak from 7,000,000): after a suggestion a
    /// required inequality was 0.79 off, and a level 35 above what the tableau held for it. The
    /// dual simplex of the suggestion pivoted on cells of 1e-9 to 8e-9 in rows of 50 and took
    /// values from 4e3 to 1e14-6e16, past any precision. Its ratio test now passes over a cell
    /// under `residueRatio` of its row's largest while the row has another candidate, and among
    /// candidates that tie it takes the largest element when the lowest id's is under
    /// `pivotRatio` of it.
    func testRegression_sparseGenericSeeds7001731_7003150TheDualPivotsOnNoResidue() {
        assertPasses(7001731, 7003150)
    }

    /// Sparse generic seeds 5003634 and 6003258 (the soaks from 5,000,000 and 6,000,000): a
    /// primal step on a cell of 4.7e-9 (2.6e-8) in a row of 2.2 (3.2) moved its symbol 3.6e10
    /// (2.2e9) from constants under 560 (84), and the rounding of values that size left a range
    /// wrong (x1 fixed where the exact LP gives -39.25 to infinity; x12 with a lower end of
    /// -4.6e11 where the reference finds none). A pivot on a cell under `runawayElementLimit` that
    /// moves its symbol past `runawayRatio` times the largest constant is on rounding: the cell
    /// goes (`Tableau.isRunaway`).
    func testRegression_sparseGenericSeeds5003634_6003258NoStepRunsAway() {
        assertPasses(5003634, 6003258)
    }

    /// Sparse generic seed 5002216 (the soak from 5,000,000): the same runaway, in the primal (a
    /// cost of 1.5e-9 over a cell of 1.5e-9 in a row of 1, a step of 5e9 from constants under 44,
    /// after which level 1 read -5,380) and in the dual simplex (a cell of 5.4e-7 in a row of 275,
    /// a step of 3.8e9); the values ended at 1e12. They now end under 20, at the exact LP's
    /// levels. Then x3's range: the exploration entered a slack whose cell in x3's row, 8.5e-8,
    /// is 6.6e-12 of the terms that row was summed from (12,874), and went 6.4e9 along it to a
    /// block, moving x3 from -3.362 to 540 where the exact LP fixes it. A probe's cell under
    /// `cancellationEpsilon` of its rows' history now moves nothing (`Tableau.probeMagnitude`).
    func testRegression_sparseGenericSeed5002216TheValuesStayNearTheConstants() {
        let scenario = PropertyScenario(seed: 5002216, verify: true, family: .sparseGeneric)
        XCTAssertNil(scenario.run(shrinking: false))
        let largest = scenario.variables.map { abs(scenario.solver.value(of: $0)) }.max() ?? .infinity
        XCTAssertLessThan(largest, 1e3)
    }

    /// Sparse generic seed 7001620 (the soak from 7,000,000): the reference, not the solver. It
    /// gives x18 a width of 0.016 at 6,288 (0.015 with a hundredth of the room) in a system
    /// whose rounding is 0.0136; HiGHS gives 6.5e-4 and the exact LP (`Scripts/exact-lp.py`)
    /// x18 fixed at 6,287.8283, as the solver does. A width within twice the tolerance each end
    /// is compared with is no clear width (`PropertyScenario.isClearlyFree`).
    func testRegression_sparseGenericSeed7001620TheReferencesWidthWasRounding() {
        assertPasses(7001620)
        XCTAssertNil(PropertyScenario.isClearlyFree((6287.818358781972, 6287.833958551882), 0.0136))
        XCTAssertEqual(PropertyScenario.isClearlyFree((6287.0, 6287.1), 0.0136), true)
        XCTAssertEqual(PropertyScenario.isClearlyFree((6287.0, 6287.0), 0.0136), false)
    }

    /// Sparse generic seed 8000563 (a fresh soak from 8,000,000): the reference, not the solver.
    /// It failed at its lowest level, and the point of the level above, 251 at 0, reached 1.4e16
    /// from constants under 70, where HiGHS, the exact LP and the solver give 1,511.91 at values
    /// under 1e4. A reference point whose own rounding exceeds the tolerance the levels compare
    /// with is the reference's failure, whether or not a level below failed.
    func testRegression_sparseGenericSeed8000563TheReferencesPointWentFarOut() {
        assertTheReferenceFails(8000563)
    }

    /// Sparse generic seed 8002016 (the same soak): the reference, not the solver. Level 1 is
    /// 113.935357 in the reference and HiGHS, 113.935404 in the exact LP and the solver: the room
    /// of 1e-12 that level 250 (76.887) keeps buys level 1 5e5 times as much. Levels that
    /// disagree are asked again with a hundredth of the room, as ranges are.
    func testRegression_sparseGenericSeed8002016TheLevelsAreAskedAgainWithLessRoom() {
        assertPasses(8002016)
    }

    /// Sparse generic seed 8009380 (a fresh soak from 8,000,000): x6 came out unbounded below
    /// where the exact LP fixes it at -7.7507. The exploration's ray was an error whose column
    /// held cells of 9e-13 to 1.5e-11 (residue of each row), which its pivots had made 2.4e-9 in
    /// the probe, 8.7e-9 of the probe's largest coefficient. A small probe coefficient over a
    /// column of residue moves nothing (`isRayResidue`).
    func testRegression_sparseGenericSeed8009380ARayOverAColumnOfResidueMovesNothing() {
        assertPasses(8009380)
    }

    /// Sparse generic seed 11000636 (a fresh soak from 11,000,000): x8 came out unbounded above
    /// where the reference and the exact LP give 8.1009. The exploration's blocks were cells of
    /// 1.7e-6 and 5.3e-8 (a chain of coefficients from 0.003 down to 4.8e-5, which the exact
    /// tableau at the same basis has too) at steps of 5.7e7 and 4.8e8 from constants under 32,
    /// and the runaway rule dropped them as rounding. On the face a runaway cell still blocks
    /// when its step moves the probe by no more than the largest value the system has taken
    /// (here by 1.65).
    func testRegression_sparseGenericSeed11000636ALongStepOnTheFaceCanBlock() {
        assertPasses(11000636)
    }

    /// Sparse generic seed 11004278 (a fresh soak from 11,000,000): level 999 ended at 19.9
    /// where its optimum is 0 (HiGHS, and the exact LP with the system's decimals; in binary its
    /// required constraints exclude each other by 1e-16), at values of up to 2.4e6. The gains
    /// that lead there (costs of 1e-5 over steps of 4 to 180) were refused as rounding at a
    /// scale of 1.1e7 that one pivot had taken a value to and the next had left (every value
    /// under 500 since). A gain is now judged at the values measured again before a refusal.
    func testRegression_sparseGenericSeed11004278AGainIsJudgedAtTheValuesNow() {
        assertPasses(11004278)
    }

    /// Sparse generic seed 11002832 (the same soak): the reference, not the solver. Its dense
    /// simplex gave x6 no lower end where HiGHS, the exact LP and the solver end it at
    /// -3,321,945 (values at the optimum are under 1e5): the column it followed was blocked
    /// only by cells under its pivot tolerance. A ray of the reference is now confirmed with
    /// the variable bounded far out (`ReferenceLexicographicLP.range(of:slack:)`).
    func testRegression_sparseGenericSeed11002832TheReferencesRayIsConfirmed() {
        assertPasses(11002832)
    }

    /// Sparse generic seed 15009672 (a fresh soak from 15,000,000): x18's upper end came out
    /// 7.93 where the exact LP and HiGHS have none. The exploration pivoted on a cell of 1.5e-8,
    /// and the objective's residues of its entering symbol (1e-12) came out of the pivot as
    /// costs of 1e-4 that kept the symbols of the face's ray from entering. What the objective
    /// holds of an entering symbol that costs nothing is rounding, and goes before the pivot.
    func testRegression_sparseGenericSeed15009672AnExplorationCarriesNoResidueIntoTheCosts() {
        assertPasses(15009672)
    }

    /// Sparse generic seed 16002831 (a fresh soak from 16,000,000): the solver accepted a
    /// required constraint that cannot hold (half of another's terms, its bound moved by 0.5).
    /// A required row with cells up to 2.2e6 kept 1.9e-9 of an external variable, the residue
    /// of a cancellation, and was solved for it: the values went to 2.3e16, where every row held
    /// to the rounding. A residue cell is never a new row's subject.
    func testRegression_sparseGenericSeed16002831AResidueIsNeverASubject() {
        assertPasses(16002831)
    }

    /// Sparse generic seed 14002847 (a fresh soak from 14,000,000): the reference, not the
    /// solver. Its dense simplex cycled at a level's optimum (Bland's rule cannot cycle in exact
    /// arithmetic, but its tolerances decide which reduced costs count) and stopped the whole
    /// test process with a precondition. Past `DenseLP.iterationLimit` pivots it now says it
    /// stalled, which counts as its failure; HiGHS agrees with the solver on the seed's final
    /// system.
    func testRegression_sparseGenericSeed14002847TheReferenceStallsWithoutStopping() {
        assertPasses(14002847)
    }

    /// Sparse generic seed 8002385 (a fresh soak from 8,000,000): x15 fixed at 46.14 where the
    /// exact LP and HiGHS give minus infinity to 46.14. The slack that moves it along the face
    /// cost 7.7e-9 at level 0.001 in rows whose cells are about 1, and counted, though those
    /// rows had summed terms of 1e5 (so did a solver built afresh). A cost judged from the rows
    /// is now judged at the largest term each row was summed from (`Row.historicMagnitude`).
    func testRegression_sparseGenericSeed8002385ACostIsJudgedAtItsRowsHistory() {
        assertPasses(8002385)
    }

    /// Sparse generic seed 5004294 (the same soak): the reference, not the solver. Its optimum
    /// of 0 for the lowest level came from a point that breaks a required equality by 0.0065
    /// (terms of 374); HiGHS gives 17.853, as the solver does. A reference point that breaks a
    /// required constraint is now the reference's failure.
    func testRegression_sparseGenericSeed5004294TheReferencesPointBrokeARequiredConstraint() {
        assertTheReferenceFails(5004294)
    }

    /// Constants of 1e5-1e6, seed 5001415 (the same soak): the solver gives x0 fixed at 0, as the
    /// exact LP (`Scripts/exact-lp.py`) does, where the reference and HiGHS both find -0.00049,
    /// 1.4e-10 of the system's largest term. Ranges now agree to 1e-9 of it.
    func testRegression_bigConstantsSeed5001415RangesAgreeToTheSystemsRounding() {
        assertPasses(5001415, family: .bigConstants)
    }

    /// Sparse generic seed 17005871 (a fresh soak from 17,000,000): level 0.001 ended at 741.6
    /// where HiGHS and the exact LP reach 0, at values of 1e7 to 1e8 (x29 = -59,462). The last
    /// add put the solver there: the step that reaches 0 moves a slack by 1.2e8 on a cell of
    /// 6.4e-6, which the runaway rule took for rounding (under 1e-5, and past 1e6 times the
    /// constants, under 47), though the values had reached 6.8e7 before it. A new row's value
    /// now counts among the values the system has taken (`Tableau.valueScale`), and a step on
    /// such a cell is a coefficient's while it moves its symbol by at most `runawayScaleRatio`
    /// times them, in the simplex as in the exploration. (The steps the rule was made for,
    /// 5002216, 5003634, 6003258, went 2,800 to 230,000 times past the values taken.)
    func testRegression_sparseGenericSeed17005871AStepAtTheValuesScaleIsNotRounding() {
        assertPasses(17005871)
    }

    /// Sparse generic seed 17001247 (the same soak): x1 fixed at -5.25 where the exact LP and
    /// HiGHS give -5.25 to infinity. After removes, an edit and new constants, the objective held
    /// a cost of 3.1e-8 for slack s42 at level 0.001, over the level's tolerance (1.2e-8, its terms
    /// having reached 1,208), while no error row of the level holds s42: its cost is 0. When the
    /// face is explored (`Tableau.costsNothing`), a cost under `residueRatio` of the level's terms
    /// whose level holds the symbol in no row is 0.
    func testRegression_sparseGenericSeed17001247ADriftedCostIsJudgedFromTheRows() {
        assertPasses(17001247)
    }

    /// Sparse generic seed 18003104 (a fresh soak from 18,000,000): x16's lower end came out
    /// 56.36 where the exact LP gives 20.646. The exploration of x16's face raised the scale of
    /// its probe's rounding with each row it substituted, by rows that had once summed terms of
    /// 8.4e11, until a cell of 0.0094 (the one that moves x16 on to 20.646) counted as rounding.
    /// The probe's scale is now its own rows' (`Tableau.probeMagnitude`).
    func testRegression_sparseGenericSeed18003104SubstitutedRowsDoNotRaiseTheProbesFloor() {
        assertPasses(18003104)
    }

    /// Sparse generic seed 17004836 (the same soak): the reference, not the solver. Its level of
    /// 476,351, fixed within 1e-12 of it (4.8e-7), let x11 move by 0.004, and HiGHS's does the
    /// same; with a hundredth of the room the reference's lower end came out above its upper
    /// end. The exact LP (binary and decimal) fixes x11 at -0.6204020737812, as the solver does.
    /// A reference that has no range with less room is now counted as failing, not compared.
    func testRegression_sparseGenericSeed17004836TheReferencesRangeWasItsRoom() {
        assertTheReferenceFails(17004836)
    }

    /// Constants-of-1e5-1e6 seed 17001528 (a fresh soak from 17,000,000): the reference, not the
    /// solver. Once an optional edit was added, the first phase of the reference's whole LP left
    /// a residual of 1.6e-7 over a required set that holds (constants up to 2e6: 8e-14 of them),
    /// and the check stopped with "the reference finds the solver's required set infeasible".
    /// The reference's feasibility is judged at the rounding of the system's constants.
    func testRegression_bigConstantsSeed17001528TheRequiredSetHoldsAtItsConstantsRounding() {
        assertPasses(17001528, family: .bigConstants)
    }

    /// Sparse generic seed 19000534 (a fresh soak from 19,000,000): the reference, not the
    /// solver. After edits, removes and new constants, x9 (defined by a required equality over
    /// x25) has no upper end for the solver, HiGHS and the exact LP; the reference's dense
    /// simplex stopped at 2.06 and called it optimal, while its own LP of the face holds x9 at
    /// 4.12. An end the solver goes past, with a point of the reference's face past it too, is
    /// counted as the reference's failure (`PropertyScenario.reachesPast`).
    func testRegression_sparseGenericSeed19000534TheReferencesEndIsPassedOnItsOwnFace() {
        assertTheReferenceFails(19000534)
    }

    /// Sparse generic seed 20000921 (a fresh soak from 20,000,000): after `remove c14` the
    /// required `c13` was off by 5.4e-5 (terms of 34: 1.6 times the tolerance). Removing c14
    /// pivoted its marker into the first unrestricted row that held it, on a cell of 1.5e-5 in a
    /// row whose largest is 4.4, which scaled the row by 6.6e4 and took values from 352 to
    /// 2.2e5. The unrestricted row chosen is now the one whose cell is largest beside its row's
    /// largest (`Tableau.markerLeavingSlot`).
    func testRegression_sparseGenericSeed20000921AMarkerLeavesThroughItsLargestElement() {
        assertPasses(20000921)
    }

    /// Sparse generic seed 22001375 (a fresh soak from 22,000,000), shrunk to 27 adds
    /// (`Fixtures/Solver/pivots-do-not-alternate.json`): two pivots alternated until the pivot
    /// limit (a million rounds), and level 1 stayed at 7.2 where HiGHS and the exact LP reach 0.
    /// A slack entered at level 1 with 9.5e-10 left at level 999.5, where the rows give 0;
    /// divided by its cell of -0.0053 that became a cost of -1.8e-7 for the leaving error, over
    /// the tolerance, and the error entered at 999.5 and undid the pivot. What the levels above
    /// hold of an entering symbol is dropped before the pivot now (`Tableau.optimize`).
    func testRegression_sparseGenericSeed22001375ShrunkTwoPivotsDoNotAlternate() throws {
        let system = SolverReproducerTests.load("pivots-do-not-alternate.json")["sparseGeneric-22001375-shrunk"]!
        let (solver, _) = try system.solved()
        XCTAssertTrue(solver.isOptimal, "the optimisation stopped at its pivot limit")
        // HiGHS and the exact LP: levels 999.5, 250 and 1 at 0, level 0.001 at 476,085.6318.
        let optima = solver.tableau.objective.map(\.constant)
        XCTAssertEqual(optima.count, 4)
        for level in 0..<3 { XCTAssertEqual(optima[level], 0, accuracy: 1e-6, "level \(solver.tableau.levels[level])") }
        XCTAssertEqual(optima[3], 476_085.6318, accuracy: 1e-3)
        XCTAssertNil(PropertyScenario.replay(system.steps, variableCount: system.variableCount, seed: 0)?.message)
    }

    /// Sparse generic seed 22001375 itself: after `remove c35`, level 0.001 ended at 17,403.5
    /// where HiGHS and the exact LP give 717.4. Slack s2, which lowers it, was held back by a
    /// cost of 1.76e-9 at level 1, over the absolute tolerance (1e-9), where the rows give 0.
    /// A cost under a millionth is now judged from the rows (`rowsJudgedCostLimit`).
    func testRegression_sparseGenericSeed22001375ASmallCostIsJudgedFromTheRows() {
        assertPasses(22001375)
    }

    /// Sparse generic seed 22010475 (the same soak): the solver accepted the required `c28`,
    /// twice `c10` with its constant moved by 0.5, which cannot hold beside it. Substituted, its
    /// row kept cells of 1e-12 to 5e-8 after terms of 8.8e4 (the rounding of terms that cancel)
    /// and no subject, and phase one made it hold by moving them 1.4e7. A new row whose cells
    /// but the dummies' are all under `residueRatio` of its terms loses them, and its constant
    /// decides: `c28` is rejected, with `c10` in its conflict.
    func testRegression_sparseGenericSeed22010475ARowOfResidueIsACombination() {
        assertPasses(22010475)
    }

    /// Sparse generic seed 24000408 (a fresh soak from 24,000,000): `undeterminedVariables`
    /// called x9 free where `x9 >= 2.5` and `x9 <= 2.5` fix it. Adding `x9 >= 2.5` went through
    /// phase one, whose first entering symbol (Bland's lowest id) was s3 at 6.8e-7 beside
    /// cells of 0.7; its ratio test met the same tiny cell in the slack row of `x9 <= 2.5` and
    /// in the new row, a step of 1e8 that runs away, and both cells were dropped as rounding,
    /// while x9's own row kept its 6.8e-7: x9 moved with s3 and nothing held it. Phase one
    /// now enters by Bland's rule among the symbols whose cell is at least `pivotRatio` of the
    /// row's largest (`Tableau.auxiliaryEntering`).
    func testRegression_sparseGenericSeed24000408PhaseOneEntersAWellScaledCell() {
        assertPasses(24000408)
    }

    /// Constants of 1e5-1e6, seed 34002325 (a fresh soak from 34,000,000): the reference, not
    /// the solver. It gives x5 from -3931.995324 to -3931.995322 (HiGHS -3931.99532), where the
    /// solver and the exact LP fix x5 at -3932 (HiGHS reaches level 1 7.7e-3 under its exact
    /// optimum, the rounding its feasibility allows at values of 1e6). The solver's point is on
    /// the reference's face by the reference's own judgement, and its range leaves it out.
    func testRegression_bigConstantsSeed34002325TheReferencesRangeLeavesOutItsPoint() {
        assertTheReferenceFails(34002325, family: .bigConstants)
    }

    /// Sparse generic seed 24003084: a required constraint that cannot hold was accepted. The
    /// values had reached 5.2e8 from constants under 73 and come back under 50, and the rows
    /// kept cells of 1e-13 to 2e-8 from that history; phase one entered seven of them and took
    /// the artificial to 0 by a step of 1.3e8. The rows are now solved afresh from the
    /// constraints when the values they went through outgrow the values in use
    /// (`Solver.reoptimize()`, `Tableau.historyRatio`), and the constraint is refused.
    func testRegression_sparseGenericSeed24003084RowsSolvedAfreshHoldNoHistory() {
        assertPasses(24003084)
    }

    /// Sparse generic seed 29008691 (a fresh soak from 29,000,000): level 500 stayed at 41.8
    /// where its optimum is 16.34. A symbol entered at level 250 with a cost of -9.3e-7 at
    /// level 500 that was real, but the rows it was judged from had once summed terms of
    /// 219,492, and at 1e-11 of that it counted as rounding: it was dropped, and with it the
    /// cost of -8e-5 the pivot made for the error that leads to the optimum. A cost from the
    /// rows now counts over `freshCostRatio` (1e-12) of that scale.
    func testRegression_sparseGenericSeed29008691ARealCostUnderTheHistoryCounts() {
        assertPasses(29008691)
    }

    /// Sparse generic seed 29004548: level 500 ended 1.9e-7 over its optimum, the slack that
    /// lowers it costing -1.2e-8 in rows whose history reached 1.06e5 (taken for rounding at
    /// 1e-11 of it; it counts at `freshCostRatio`).
    func testRegression_sparseGenericSeed29004548ASmallSlackCostCounts() {
        assertPasses(29004548)
    }

    /// Sparse generic seed 28004377 (a fresh soak from 28,000,000): the reference, not the
    /// solver. It gave x13 a range of -1.26 to -0.2431 where the solver and the exact LP fix it
    /// at -0.2431315 (HiGHS within 6.5e-5). Its lower end's point had level 1 at 106,906.6617
    /// for an optimum of 106,906.6601, 1.7e-3 over where its LP allowed 1.1e-7, and was judged
    /// on the face at 1e-6 of the system's largest term (122,508). A level is judged at the
    /// room its LP gave it and 1e-8 of that term now, and the end is the reference's failure.
    func testRegression_sparseGenericSeed28004377TheReferencesEndIsOffItsFace() {
        assertTheReferenceFails(28004377)
    }

    /// Sparse generic seed 21003658 (a fresh soak from 21,000,000): the reference, not the
    /// solver. After the last add its level 0.001 came out at 979,049 from a point where that
    /// level's errors sum to 2,750,061 (the solver's, HiGHS's and the exact LP's optimum) and
    /// level 999.5, fixed at 0, is at 20,406. A level whose point does not have the optimum
    /// reported, or leaves a level above its optimum, is asked again with more room and then
    /// counted as the reference's failure.
    func testRegression_sparseGenericSeed21003658TheReferencesOptimumIsItsPoints() {
        assertTheReferenceFails(21003658)
    }

    /// Sparse generic seed 19013928 (the same soak): the reference, not the solver. It gave x3 a
    /// range of 3.5 to 5.24 where the solver, HiGHS and the exact LP fix it at 3.5. Its ends'
    /// points broke required constraints by 0.03 (terms of 40) and a level whose optimum is 0 by
    /// 0.15, but were judged at the system's scale at its optimal point, where a free x0 sat at
    /// -1.2e9 (a scale of 1e11). Points are judged at the smallest optimal point now
    /// (`ReferenceLexicographicLP.smallestSolution`, terms under 200), and those ends are the
    /// reference's failures.
    func testRegression_sparseGenericSeed19013928TheReferenceJudgesAtItsSmallestPoint() {
        assertTheReferenceFails(19013928)
    }

    /// Sparse generic seed 15005420 (a fresh soak from 15,005,000): the reference, not the
    /// solver. It gave x16 no upper end, where the solver, HiGHS and the exact LP fix it at
    /// -6.1666667. Its ray was "confirmed" by an optimum of 5.8e9 under a bound of 5.15e9, at
    /// a point with values of 8e24: the bounded LP broke its own bound. An optimum past the
    /// bound is now the reference's failure.
    func testRegression_sparseGenericSeed15005420TheReferencesRayBrokeItsBound() {
        assertTheReferenceFails(15005420)
    }

    /// Sparse generic seeds 3007133 and 3007653 (the same soak): the reference, not the solver.
    /// 3007133: its dense simplex found no optimum for level 251 with any room and stopped the
    /// test on a precondition; HiGHS gives the solver's level values (0, 51.6963, 668.2080). It
    /// is now counted as the reference's failure. 3007653: it gave x7 a range of 205 to 29,400
    /// where the solver found it fixed; the point of its lower end had x14 = 8.5e14 and its
    /// level at 403 for an optimum of 34.2, and the exact LP and HiGHS give x7 fixed at
    /// 29,399.98. An end whose point is off the optimal face is now the reference's failure.
    func testRegression_sparseGenericSeeds3007133_3007653TheReferenceWasWrong() {
        assertTheReferenceFails(3007133, 3007653)
    }
}

extension SolverPropertyTests {
    /// Asserts that the scenario of each of `seeds` in `family` passes every check (a
    /// regression test's seeds).
    func assertPasses(_ seeds: UInt64..., family: PropertyFamily = .sparseGeneric,
                      file: StaticString = #filePath, line: UInt = #line) {
        for seed in seeds {
            XCTAssertNil(PropertyScenario(seed: seed, verify: true, family: family).run(shrinking: false),
                         "seed \(seed)", file: file, line: line)
        }
    }

    /// Asserts that the scenario of each of `seeds` in `family` passes with the reference's
    /// failure counted (a seed where the reference, not the solver, was wrong).
    func assertTheReferenceFails(_ seeds: UInt64..., family: PropertyFamily = .sparseGeneric,
                                 file: StaticString = #filePath, line: UInt = #line) {
        for seed in seeds {
            let scenario = PropertyScenario(seed: seed, verify: true, family: family)
            XCTAssertNil(scenario.run(shrinking: false), "seed \(seed)", file: file, line: line)
            XCTAssertGreaterThan(scenario.referenceFailures, 0, "seed \(seed): the reference's failure is counted",
                                 file: file, line: line)
        }
    }
}
