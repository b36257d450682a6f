import Foundation
import StackLayout

// stacklayout-bench: StackLayout's solver on kiwi_bench's workloads (chain N, grid RxC), phase
// by phase, with the same options, table, check values and JSON as kiwi_bench.cpp, plus the
// tableau size after the first solve and the peak RSS. See Options.swift for the options and
// Benchmarks/compare-kiwi.sh for a side-by-side run against kiwi.

if CommandLine.arguments.dropFirst().first == "lp-systems" {
    exit(runLPSystems(Array(CommandLine.arguments.dropFirst(2))))
}

guard let options = BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
    printError(BenchOptions.usage)
    exit(64)
}

var jobs: [() -> Workload] = []
for n in options.chains { jobs.append({ buildChain(n) }) }
for g in options.grids { jobs.append({ buildGrid(g.rows, g.cols) }) }

var results: [BenchResult] = []
do {
    for build in jobs {
        results.append(try bench(build, repeats: options.repeats, resizes: options.resizes,
                                 budgetSeconds: options.resizeBudgetSeconds, verify: options.verify))
    }
} catch {
    printError("error: \(error)")
    exit(1)
}

var layoutResults: [LayoutResult] = []
for n in options.trees {
    layoutResults.append(benchLayout(buildTree(n), resizes: options.resizes, budgetSeconds: options.resizeBudgetSeconds))
}
for shape in options.stacks {
    for distribution in StackView.Distribution.allCases {
        layoutResults.append(benchLayout(buildStacks(shape.rows, shape.cols, distribution), resizes: options.resizes,
                                         budgetSeconds: options.resizeBudgetSeconds))
    }
}

let textResults = options.labels.map(benchLabels)

#if DEBUG
print("StackLayout solver (debug build: timings are not meaningful)")
#else
print("StackLayout solver (release), priorities required 1000 / strong 750 / medium 500 / weak 250")
#endif
if !results.isEmpty {
    print(Report.table(results))
    print(Report.checks(results))
}
if !layoutResults.isEmpty {
    print(layoutTable(layoutResults))
}
if !textResults.isEmpty {
    print(textTable(textResults))
}
if let path = options.jsonPath {
    do {
        try Report.json(results, repeats: options.repeats).write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        printError("error: cannot write \(path): \(error)")
        exit(1)
    }
}
