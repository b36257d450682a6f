import XCTest
@testable import StackLayout
@testable import StackLayoutSolver

/// The exploration of the optimal face (`Tableau.extreme(of:)`), what the ambiguity search's
/// group tests run: its faster parts against the plain ones they replace, bit for bit, on
/// random systems and on a screen's tableau.
final class FaceExplorationTests: XCTestCase {
    /// Solved random systems of the property tests' families, each with its variables.
    func randomSystems(_ count: UInt64) -> [(solver: Solver, variables: [Variable], seed: UInt64)] {
        var systems: [(Solver, [Variable], UInt64)] = []
        for family in [PropertyFamily.layout, .sparseGeneric, .manyLevels, .bigConstants] {
            for seed in 0..<count {
                let scenario = PropertyScenario(seed: seed, verify: false, family: family)
                // A failing script is the property tests' business; its solver is still solved.
                _ = scenario.run(shrinking: false)
                systems.append((scenario.solver, scenario.variables, seed))
            }
        }
        return systems
    }

    /// A probe of a group test: some of the solver's symbols with generic weights, the same
    /// symbol twice at times, and weights that cancel or are negligible.
    func randomCombination(_ symbols: [Int32], _ rng: inout SplitMix64) -> [(symbol: Int32, weight: Double)] {
        var combination: [(symbol: Int32, weight: Double)] = []
        for _ in 0..<rng.int(1...max(1, 2 * symbols.count)) {
            let symbol = rng.pick(symbols)
            let weight: Double
            switch rng.below(10) {
            case 0: weight = 1e-12
            case 1: weight = -(combination.last(where: { $0.symbol == symbol })?.weight ?? 1)
            default: weight = (rng.chance(0.5) ? 1 : -1) * (0.5 + Double(rng.below(1 << 20)) / Double(1 << 20))
            }
            combination.append((symbol, weight))
        }
        return combination
    }

    /// Every symbol of the tableau: the basic ones (their rows go into a probe) and the others.
    func symbols(of solver: Solver) -> [Int32] {
        Array(0..<Int32(solver.tableau.kinds.count)).filter { solver.tableau.kinds[Int($0)] != .dummy }
    }

    func testSortedProbeIsTheMergedOneBitForBit() throws {
        var rng = SplitMix64(seed: 17)
        var compared = 0, longest = 0
        for (solver, _, seed) in randomSystems(60) {
            let symbols = symbols(of: solver)
            guard !symbols.isEmpty else { continue }
            for _ in 0..<20 {
                let combination = randomCombination(symbols, &rng)
                let merged = solver.tableau.probeRowByMerging(combination)
                let sorted = solver.tableau.probeRowBySorting(combination)
                XCTAssertEqual(sorted.symbols, merged.symbols, "seed \(seed): \(combination)")
                XCTAssertEqual(sorted.coefficients.map(\.bitPattern), merged.coefficients.map(\.bitPattern), "seed \(seed)")
                XCTAssertEqual(sorted.constant.bitPattern, merged.constant.bitPattern, "seed \(seed)")
                compared += 1
                longest = max(longest, merged.count)
            }
        }
        XCTAssertGreaterThan(compared, 4000)
        XCTAssertGreaterThan(longest, 20)
    }

    /// The candidate heap finds the entering symbol the scan of the whole probe finds, pivot
    /// after pivot, so the exploration is the same one (checked by its entering symbols and
    /// its value, bit for bit), and the tableau is left as it was.
    func testTheCandidateHeapMakesTheScansPivots() throws {
        var rng = SplitMix64(seed: 29)
        var explorations = 0, pivots = 0
        for (solver, _, seed) in randomSystems(60) {
            let symbols = symbols(of: solver)
            guard !symbols.isEmpty else { continue }
            for _ in 0..<10 {
                let combination = randomCombination(symbols, &rng)
                let before = solver.dump()
                var heap: [Int32]? = [], scan: [Int32]? = []
                let a = try solver.tableau.extreme(of: combination, scanning: false, entering: &heap)
                let b = try solver.tableau.extreme(of: combination, scanning: true, entering: &scan)
                XCTAssertEqual(heap, scan, "seed \(seed): \(combination)")
                XCTAssertEqual(a.bitPattern, b.bitPattern, "seed \(seed): \(combination)")
                XCTAssertEqual(solver.dump(), before, "seed \(seed)")
                explorations += 1
                pivots += heap!.count
            }
        }
        XCTAssertGreaterThan(explorations, 2000)
        XCTAssertGreaterThan(pivots, 100, "the explorations must pivot for the comparison to mean something")
    }

    let fixtures: String = {
        let path = #filePath
        return String(path[..<path.lastIndex(of: "/")!]) + "/Fixtures/Documents/"
    }()

    /// The document benchmark's screen (`Benchmarks/make-document.py 300`), and the same with
    /// some intrinsic sizes and constraints taken out at random (so some views are ambiguous).
    static let screens = ["benchmark-300.json", "benchmark-300-ambiguous.json"]

    /// The same on a screen: the probe of every variable with generic weights (what the
    /// ambiguity search's group test builds), both ways.
    func testTheCandidateHeapMakesTheScansPivotsOnAScreen() throws {
        for name in Self.screens {
            for direction in bothDirections {
                let layout = try DocumentLayout(contentsOfFile: fixtures + name)
                _ = try layout.solve(LayoutConfiguration(size: Size(width: 390, height: 844), layoutDirection: direction))
                let solver = layout.root.engine.solver
                // The symbols the quick pass cannot decide, as the group test takes them.
                var memo = FaceMemo()
                var undecided: [(symbol: Int32, weight: Double)] = []
                for symbol in symbols(of: solver) where solver.tableau.kinds[Int(symbol)] == .external {
                    let terms = solver.combination(of: symbol).terms
                    if try solver.tableau.quickDetermined(terms, tolerance: 1e-12, memo: &memo) == nil { undecided += terms }
                }
                XCTAssertGreaterThan(undecided.count, 10, name)
                var rng = SplitMix64(seed: 3)
                var pivots = 0
                for round in 0..<6 {
                    // All of them, then random halves (as the bisection of a failing group).
                    let members = round == 0 ? undecided : undecided.filter { _ in rng.chance(0.5) }
                    let combination = members.map { (symbol: $0.symbol, weight: $0.weight * (rng.chance(0.5) ? 1 : -1) * (0.5 + Double(rng.below(1000)) / 1000)) }
                    for sign in [1.0, -1.0] {
                        let probe = combination.map { ($0.symbol, sign * $0.weight) }
                        var heap: [Int32]? = [], scan: [Int32]? = []
                        let before = solver.dump()
                        let a = try solver.tableau.extreme(of: probe, scanning: false, entering: &heap)
                        let b = try solver.tableau.extreme(of: probe, scanning: true, entering: &scan)
                        XCTAssertEqual(heap, scan, name)
                        XCTAssertEqual(a.bitPattern, b.bitPattern, name)
                        XCTAssertEqual(solver.dump(), before, name)
                        pivots += heap!.count
                    }
                }
                XCTAssertGreaterThan(pivots, 30, name)
            }
        }
    }
}
