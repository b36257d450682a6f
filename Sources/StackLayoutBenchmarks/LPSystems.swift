import Foundation
import StackLayout

// `stacklayout-bench lp-systems FILE [--ranges K]`: the solver's answers to the systems of an LP
// oracle file (`Scripts/lp-oracle.py`'s format: `{"systems": [{"id", "n", "cons": [{"r", "p",
// "k", "t"}]}]}`, each constraint `Σ coefficient·x + k  r  0` at priority `p`, added in order),
// one JSON line per system, for `lp-oracle.py compare` to check against scipy's HiGHS:
//
//   {"id": ..., "rejected": [indices of the required constraints refused as unsatisfiable],
//    "values": [x0, x1, ...], "ranges": {"3": [lower, upper], ...}}
//
// or `{"id": ..., "error": "..."}` when the solver failed otherwise (any other error is a bug:
// the oracle counts it as a disagreement). Infinite range ends are null. `--ranges K` asks
// `valueRange(of:)` for K variables spread over the system (default 3).

/// Runs the `lp-systems` command; returns the exit status.
func runLPSystems(_ arguments: [String]) -> Int32 {
    var path: String?
    var rangeCount = 3
    var i = 0
    while i < arguments.count {
        if arguments[i] == "--ranges", i + 1 < arguments.count, let k = Int(arguments[i + 1]), k >= 0 {
            rangeCount = k
            i += 2
        } else if path == nil, !arguments[i].hasPrefix("-") {
            path = arguments[i]
            i += 1
        } else {
            printError("usage: stacklayout-bench lp-systems FILE [--ranges K]")
            return 64
        }
    }
    guard let path else {
        printError("usage: stacklayout-bench lp-systems FILE [--ranges K]")
        return 64
    }
    guard let data = FileManager.default.contents(atPath: path) else {
        printError("error: cannot read \(path)")
        return 1
    }
    let systems: [LPSystem]
    do {
        systems = try JSONDecoder().decode(LPSystemFile.self, from: data).systems
    } catch {
        printError("error: \(path) is not an LP system file: \(error)")
        return 1
    }
    var output = ""
    for system in systems {
        output += system.solve(rangeCount: rangeCount) + "\n"
        if output.utf8.count > 1 << 16 {
            print(output, terminator: "")
            output = ""
        }
    }
    print(output, terminator: "")
    return 0
}

struct LPSystemFile: Decodable {
    var systems: [LPSystem]
}

/// One system of an LP oracle file.
struct LPSystem: Decodable {
    struct Term: Decodable {
        var variable: Int
        var coefficient: Double
        init(from decoder: Decoder) throws {
            var pair = try decoder.unkeyedContainer()
            variable = try pair.decode(Int.self)
            coefficient = try pair.decode(Double.self)
        }
    }
    struct Row: Decodable {
        var r: String
        var p: Double
        var k: Double
        var t: [Term]
    }
    var id: String
    var n: Int
    var cons: [Row]

    /// Adds the constraints in order and answers as one JSON line.
    func solve(rangeCount: Int) -> String {
        let variables = (0..<n).map { Variable("x\($0)") }
        let solver = Solver()
        var rejected: [Int] = []
        do {
            for (index, row) in cons.enumerated() {
                guard let relation = Constraint.Relation(symbol: row.r),
                      row.t.allSatisfy({ (0..<n).contains($0.variable) }) else {
                    return answer(error: "constraint \(index) is malformed")
                }
                let expression = Expression(row.t.map { StackLayout.Term(variables[$0.variable], $0.coefficient) },
                                            constant: row.k)
                let constraint = Constraint(expression, relation, priority: LayoutPriority(Float(row.p)))
                    .labeled("c\(index)")
                do {
                    try solver.addConstraint(constraint)
                } catch let error as SolverError where error.code == .unsatisfiableConstraint && row.p >= 1000 {
                    rejected.append(index)
                }
            }
            let values = variables.map { solver.value(of: $0) }
            var ranges: [String] = []
            let picked = rangeCount >= n ? Array(0..<n)
                : rangeCount == 0 ? [] : (0..<rangeCount).map { $0 * n / rangeCount }
            for index in picked {
                let range = try solver.valueRange(of: variables[index])
                ranges.append("\"\(index)\": [\(number(range.lower)), \(number(range.upper))]")
            }
            return "{\"id\": \(quoted(id)), \"rejected\": \(rejected), \"values\": [\(values.map(number).joined(separator: ", "))], "
                + "\"ranges\": {\(ranges.joined(separator: ", "))}}"
        } catch {
            return answer(error: "\(error)")
        }
    }

    func answer(error: String) -> String { "{\"id\": \(quoted(id)), \"error\": \(quoted(error))}" }

    func number(_ x: Double) -> String { x.isFinite ? "\(x)" : "null" }

    /// `text` as a JSON string.
    func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
