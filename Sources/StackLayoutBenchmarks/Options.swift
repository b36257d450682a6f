/// Command-line options, parsed the way `kiwi_bench.cpp` and `kiwi_bench.py` parse them, so the
/// same command line runs the same workloads on both.
///
/// ```
/// stacklayout-bench [--chain N...] [--grid RxC...] [--tree N...] [--stacks RxC...] [--labels N...]
///                   [--repeats K] [--resizes K] [--resize-budget-s S] [--no-verify] [--quick]
///                   [--json FILE]
///
/// `--tree` and `--stacks` are layout workloads (whole view trees through the engine; see
/// LayoutWorkloads.swift), run once each with at most `--resizes` resizes.
/// ```
///
/// Without `--chain` or `--grid` the defaults are chain 100 1000 and grid 10x10 30x30, as in
/// kiwi's scripts. `--quick` means chain 100 and grid 10x10 (unless given) with one repeat.
/// kiwi's `--enaml` workload (read from a kiwi checkout) is not implemented here.
struct BenchOptions {
    /// The chain sizes to run, in order.
    var chains: [Int] = []
    /// The grid shapes to run, in order, as (rows, columns).
    var grids: [(rows: Int, cols: Int)] = []
    /// How many times each workload is run; the table reports the median of each phase.
    var repeats = 3
    /// How many resize operations each run performs at most.
    var resizes = 1000
    /// The resize loop stops after the first operation that ends past this many seconds.
    var resizeBudgetSeconds = 120.0
    /// Whether to count violated required constraints after the first solve of the first run.
    var verify = true
    /// Whether `--quick` was given.
    var quick = false
    /// Where to write the JSON results, if anywhere.
    var jsonPath: String?
    /// Layout workloads: trees of about N views.
    var trees: [Int] = []
    /// Layout workloads: a vertical stack of R horizontal stacks of C views.
    var stacks: [(rows: Int, cols: Int)] = []
    /// Text workloads: N labels measured and laid out (TextWorkloads.swift).
    var labels: [Int] = []

    /// The usage text printed on a bad command line.
    static let usage = """
        usage: stacklayout-bench [--chain N...] [--grid RxC...] [--tree N...] [--stacks RxC...] [--labels N...]
                                 [--repeats K] [--resizes K] [--resize-budget-s S] [--no-verify]
                                 [--quick] [--json FILE]
        """

    /// Parses `arguments` (without the program name); returns nil on a bad command line.
    static func parse(_ arguments: [String]) -> BenchOptions? {
        var o = BenchOptions()
        var any = false
        var i = 0
        /// Whether the next argument is a value (does not start with `-`), as kiwi_bench.cpp.
        func isValue() -> Bool { i + 1 < arguments.count && !arguments[i + 1].hasPrefix("-") }
        func next() -> String? {
            guard i + 1 < arguments.count else { return nil }
            i += 1
            return arguments[i]
        }
        while i < arguments.count {
            switch arguments[i] {
            case "--chain":
                any = true
                while isValue() {
                    i += 1
                    guard let n = Int(arguments[i]), n >= 1 else { return nil }
                    o.chains.append(n)
                }
            case "--grid":
                any = true
                while isValue() {
                    i += 1
                    let parts = arguments[i].lowercased().split(separator: "x")
                    guard parts.count == 2, let r = Int(parts[0]), let c = Int(parts[1]),
                          r >= 1, c >= 1 else { return nil }
                    o.grids.append((r, c))
                }
            case "--repeats":
                guard let v = next().flatMap(Int.init), v >= 1 else { return nil }
                o.repeats = v
            case "--resizes":
                guard let v = next().flatMap(Int.init), v >= 0 else { return nil }
                o.resizes = v
            case "--resize-budget-s":
                guard let v = next().flatMap(Double.init), v >= 0 else { return nil }
                o.resizeBudgetSeconds = v
            case "--tree":
                any = true
                while isValue() {
                    i += 1
                    guard let n = Int(arguments[i]), n >= 10 else { return nil }
                    o.trees.append(n)
                }
            case "--stacks":
                any = true
                while isValue() {
                    i += 1
                    let parts = arguments[i].lowercased().split(separator: "x")
                    guard parts.count == 2, let r = Int(parts[0]), let c = Int(parts[1]),
                          r >= 1, c >= 1 else { return nil }
                    o.stacks.append((r, c))
                }
            case "--labels":
                any = true
                while isValue() {
                    i += 1
                    guard let n = Int(arguments[i]), n >= 1 else { return nil }
                    o.labels.append(n)
                }
            case "--no-verify":
                o.verify = false
            case "--quick":
                o.quick = true
            case "--json":
                guard let v = next() else { return nil }
                o.jsonPath = v
            default:
                return nil
            }
            i += 1
        }
        if o.quick {
            if o.chains.isEmpty { o.chains = [100] }
            if o.grids.isEmpty { o.grids = [(10, 10)] }
            o.repeats = 1
        } else if !any {
            o.chains = [100, 1000]
            o.grids = [(10, 10), (30, 30)]
        }
        return o
    }
}
