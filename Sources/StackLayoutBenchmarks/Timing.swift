import Foundation
import StackLayout

/// A monotonic clock in nanoseconds (`DispatchTime`, i.e. `CLOCK_MONOTONIC` on Linux).
@inline(__always)
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Seconds from `a` to `b`, two readings of ``now()``.
@inline(__always)
func seconds(_ a: UInt64, _ b: UInt64) -> Double { Double(b &- a) * 1e-9 }

/// Writes a line to standard error (progress, so that standard output stays the report).
///
/// Through C's stdio, as kiwi_bench's `fprintf`: the line `runOnce` writes between the adds and
/// the first solve is inside the first solve's timed span on both sides, as kiwi_bench has it.
func printError(_ line: String) {
    fputs(line + "\n", stderr)
}

/// `format` filled in by C's `vsnprintf`, as kiwi_bench formats its lines. Foundation's
/// `String(format:)` and `FileHandle` took 5 to 16 µs for the line written inside the first
/// solve's timed span (chain 100's first solve read 9-20 µs with them, 4 µs without the line).
func cFormat(_ format: String, _ arguments: CVarArg...) -> String {
    withVaList(arguments) { va in
        var buffer = [CChar](repeating: 0, count: 256)
        _ = vsnprintf(&buffer, buffer.count, format, va)
        return String(cString: buffer)
    }
}

/// The median of `values`; the mean of the middle two for an even count, as kiwi_bench.
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let v = values.sorted()
    let n = v.count
    return n % 2 == 1 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2])
}

/// The measurements of one workload: one run, or the median over runs (see ``bench``).
struct BenchResult {
    var workload = ""
    var variables = 0
    var constraints = 0
    var buildMs = 0.0, addMs = 0.0, firstSolveMs = 0.0
    /// Mean, median and maximum of one resize operation (suggest + update), in microseconds.
    var resizeUs = 0.0, resizeP50Us = 0.0, resizeMaxUs = 0.0
    var resizesDone = 0
    /// The first resize operation alone (j = 0: from the initial size to the sweep's first
    /// value, the largest jump of the sweep), in microseconds; 0 when none ran.
    var resizeFirstUs = 0.0
    /// The median of 20 bare `updateVariables()` calls, in microseconds.
    var updateOnlyUs = 0.0
    /// Violated required constraints after the first solve, or -1 when not verified.
    var violated = -1
    /// The tableau after the first solve: rows and non-zero cells.
    var tableauRows = 0, tableauCells = 0
    /// The tableau after the resize sweep (pivots during the sweep change the fill-in).
    var tableauRowsLast = 0, tableauCellsLast = 0
    /// The current RSS right after the first solve, in KiB (what the solved system keeps,
    /// as opposed to the peak, which includes transient allocations), or -1 if unknown.
    var rssAfterFirstSolveKiB = -1
    /// The current RSS right after the resize sweep, in KiB, or -1 if unknown.
    var rssAfterSweepKiB = -1
    /// The peak RSS of this run (build, add, solve, sweep), in KiB, or -1 if unknown.
    var peakRSSKiB = -1
    /// Whether the peak could be reset before the run (otherwise it is process-wide).
    var peakIsPerRun = false
    var checkFirst = "{}", checkLast = "{}"
}

/// A failure to add a constraint or an edit, reported with the workload's name.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String
}

/// Runs `build` once, phase by phase, exactly as kiwi_bench's `runOnce`:
///
/// - build: create the variables and constraints;
/// - add: `Solver()`, each edit variable with its first suggestion, then every constraint;
/// - first solve: `updateVariables()`;
/// - resize: up to `resizes` operations (suggest every edit variable, then update), stopping
///   after the first operation that ends past `budgetSeconds`;
/// - update only: 20 bare `updateVariables()` calls.
///
/// The check values are read after the first solve and after the sweep; violated required
/// constraints are counted after the first solve when `verify` is set (outside the timings).
func runOnce(_ build: () -> Workload, resizes: Int, budgetSeconds: Double, verify: Bool) throws -> BenchResult {
    var r = BenchResult()
    r.peakIsPerRun = Memory.resetPeak()
    let t0 = now()
    let wl = build()
    let t1 = now()
    let solver = Solver()
    do {
        for e in wl.edits {
            try solver.addEditVariable(e.variable, priority: e.priority)
            try solver.suggestValue(e.variable, e.initial)
        }
        for c in wl.constraints { try solver.addConstraint(c) }
    } catch {
        throw BenchFailure(description: "[\(wl.name)] add failed: \(error)")
    }
    let t2 = now()
    printError("  [\(wl.name)] " + cFormat("built in %.1f ms, added in %.1f ms",
                                           seconds(t0, t1) * 1e3, seconds(t1, t2) * 1e3))
    solver.updateVariables()
    let t3 = now()
    r.checkFirst = wl.check()
    let size = solver.tableauSize
    r.tableauRows = size.rows
    r.tableauCells = size.cells
    r.rssAfterFirstSolveKiB = Memory.statusKiB("VmRSS") ?? -1
    if verify {
        r.violated = wl.constraints.reduce(0) { $0 + ($1.priority.isRequired && isViolated($1) ? 1 : 0) }
    }

    let editVariables = wl.edits.map(\.variable)
    var perOp: [Double] = []
    perOp.reserveCapacity(resizes)
    var done = 0
    let start = now()
    let deadline = start &+ UInt64(budgetSeconds * 1e9)
    do {
        while done < resizes {
            let a = now()
            let values = wl.sweep(done)
            for k in editVariables.indices { try solver.suggestValue(editVariables[k], values[k]) }
            solver.updateVariables()
            let b = now()
            perOp.append(seconds(a, b))
            done += 1
            if b > deadline { break }
        }
    } catch {
        throw BenchFailure(description: "[\(wl.name)] resize \(done) failed: \(error)")
    }
    let t4 = now()
    r.checkLast = wl.check()
    let lastSize = solver.tableauSize
    r.tableauRowsLast = lastSize.rows
    r.tableauCellsLast = lastSize.cells
    r.rssAfterSweepKiB = Memory.statusKiB("VmRSS") ?? -1
    var upd: [Double] = []
    for _ in 0..<20 {
        let a = now()
        solver.updateVariables()
        upd.append(seconds(a, now()))
    }
    r.peakRSSKiB = Memory.peakKiB ?? -1

    r.workload = wl.name
    r.variables = wl.variableCount
    r.constraints = wl.constraints.count
    r.buildMs = seconds(t0, t1) * 1e3
    r.addMs = seconds(t1, t2) * 1e3
    r.firstSolveMs = seconds(t2, t3) * 1e3
    r.resizeUs = done > 0 ? seconds(start, t4) * 1e6 / Double(done) : 0
    r.resizesDone = done
    r.resizeP50Us = median(perOp) * 1e6
    r.resizeMaxUs = (perOp.max() ?? 0) * 1e6
    r.resizeFirstUs = (perOp.first ?? 0) * 1e6
    r.updateOnlyUs = median(upd) * 1e6
    return r
}

/// Runs a workload `repeats` times and returns the first run with every timing replaced by
/// its median over the runs (as kiwi_bench). The memory figures stay the first run's: later
/// runs start with the heap the earlier ones freed but the allocator kept, so only the first
/// is clean.
func bench(_ build: () -> Workload, repeats: Int, resizes: Int, budgetSeconds: Double,
           verify: Bool) throws -> BenchResult {
    var runs: [BenchResult] = []
    for k in 0..<repeats {
        let r = try runOnce(build, resizes: resizes, budgetSeconds: budgetSeconds, verify: verify && k == 0)
        runs.append(r)
        printError("  [\(r.workload)] run \(k + 1)/\(repeats): "
            + String(format: "add %.1f ms, resize %.1f us/op (%d ops), tableau %d rows / %d cells, peak RSS %.1f MiB",
                     r.addMs, r.resizeUs, r.resizesDone, r.tableauRows, r.tableauCells,
                     Double(r.peakRSSKiB) / 1024))
    }
    var m = runs[0]
    func med(_ field: KeyPath<BenchResult, Double>) -> Double { median(runs.map { $0[keyPath: field] }) }
    m.buildMs = med(\.buildMs)
    m.addMs = med(\.addMs)
    m.firstSolveMs = med(\.firstSolveMs)
    m.resizeUs = med(\.resizeUs)
    m.resizeP50Us = med(\.resizeP50Us)
    m.resizeMaxUs = med(\.resizeMaxUs)
    m.updateOnlyUs = med(\.updateOnlyUs)
    m.resizeFirstUs = med(\.resizeFirstUs)
    return m
}
