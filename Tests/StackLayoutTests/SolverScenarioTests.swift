import Foundation
import XCTest
@testable import StackLayoutSolver

/// The 24 solver scenarios of kiwi's own tests with their expected results, as data
/// (`Fixtures/Solver/kiwi-scenarios.json`, written by the benchmark folder's
/// `solver_scenarios.py --json`), each interpreted step by step on `Solver`. SolverTests holds
/// the same scenarios written out by hand; this replays the file itself, so every scenario and
/// every expected value in it is checked.
///
/// kiwi's strengths become priorities on one scale, monotonic in kiwi's number: weak (1) 250,
/// medium (1e3) 500, strong (1e6) 750, `250 + 250/3 · log10(strength)` in between, required
/// (1,001,001,000 and above) 1000. Where the basis is `kiwi` (several optima, or kiwi's float
/// weights adding up) the solver's answer may legitimately differ: ``strictAnswers`` says how.
final class SolverScenarioTests: XCTestCase {
    struct Scenario: Decodable {
        var id: String
        var title: String
        var basis: String
        var steps: [String]
    }

    static let scenarios: [Scenario] = {
        var path = #filePath
        path = String(path[..<path.lastIndex(of: "/")!]) + "/Fixtures/Solver/kiwi-scenarios.json"
        let data = FileManager.default.contents(atPath: path)!
        return try! JSONDecoder().decode([Scenario].self, from: data)
    }()

    /// Expected values that differ from kiwi's because priorities are strict here (one level
    /// beats any number of lower ones; kiwi adds float weights).
    static let strictAnswers: [String: [String: Double]] = [
        // kiwi: w = 3 (the weights 1001...1004 pull to their weighted mean). Strictly, the
        // highest priority wins outright.
        "kiwi-weights-sum": ["w": 4],
        // kiwi: v = 90 (500 + 10 outweigh 501). Strictly, v >= 100 holds first.
        "kiwi-weights-third-party": ["v": 100],
    ]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// One scenario's state: its solver, and its variables and constraints by name.
    final class Run {
        var solver = Solver()
        var variables: [String: Variable] = [:]
        var constraints: [String: Constraint] = [:]
        let id: String
        init(id: String) { self.id = id }

        func variable(_ name: String) -> Variable {
            if let v = variables[name] { return v }
            let v = Variable(name)
            variables[name] = v
            return v
        }

        /// Performs one step; throws a `Failure` when an expectation fails.
        func perform(_ step: String) throws {
            let (verb, rest) = split(step)
            switch verb {
            case "add":
                let (name, body) = try named(rest)
                let constraint: Constraint
                if let existing = constraints[name] {
                    constraint = existing
                } else {
                    constraint = try parseConstraint(body).labeled(name)
                    constraints[name] = constraint
                }
                try solver.addConstraint(constraint)
            case "remove":
                guard let c = constraints[rest] else { throw SolverError.unknownConstraint(Constraint(StackLayoutSolver.Expression(), .equal)) }
                try solver.removeConstraint(c)
            case "edit":
                let (name, strength) = split(rest)
                try solver.addEditVariable(variable(name), priority: try priority(strength))
            case "unedit":
                try solver.removeEditVariable(variable(rest))
            case "suggest":
                let parts = rest.components(separatedBy: "=").map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2, let value = Double(parts[1]) else { throw Failure(description: "bad step `\(step)`") }
                try solver.suggestValue(variable(parts[0]), value)
            case "reset":
                solver.reset()
            case "expect":
                try expect(try assignments(rest))
            case "expect-any":
                let options = try rest.components(separatedBy: "|").map {
                    try assignments($0.trimmingCharacters(in: CharacterSet(charactersIn: " {}")))
                }
                guard options.contains(where: holds) else {
                    throw Failure(description: "`\(step)`: none holds; values \(values())")
                }
            case "error":
                let colon = rest.firstIndex(of: ":")!
                let kind = String(rest[..<colon])
                let inner = rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                do {
                    try perform(inner)
                    throw Failure(description: "`\(inner)` succeeded; \(kind) expected")
                } catch let error as SolverError {
                    guard error.code == Self.code(kind) else {
                        throw Failure(description: "`\(inner)` threw \(error.code); \(kind) expected")
                    }
                }
            case "has":
                let (name, answer) = split(rest)
                let has = constraints[name].map(solver.hasConstraint) ?? false
                guard has == (answer == "true") else { throw Failure(description: "`\(step)`: hasConstraint is \(has)") }
            case "has-edit":
                let (name, answer) = split(rest)
                let has = solver.hasEditVariable(variable(name))
                guard has == (answer == "true") else { throw Failure(description: "`\(step)`: hasEditVariable is \(has)") }
            case "violated":
                let (name, answer) = split(rest)
                guard let c = constraints[name] else { throw Failure(description: "`\(step)`: no constraint \(name)") }
                solver.updateVariables()
                let e = c.expression.value
                let violated = c.relation == .equal ? abs(e) > 1e-6 : c.relation == .lessThanOrEqual ? e > 1e-6 : e < -1e-6
                guard violated == (answer == "true") else { throw Failure(description: "`\(step)`: violated is \(violated)") }
            default:
                throw Failure(description: "unknown step `\(step)`")
            }
        }

        func values() -> [String: Double] {
            solver.updateVariables()
            return variables.mapValues(\.value)
        }

        /// Whether every variable of `expected` has its value (within 1e-6).
        func holds(_ expected: [String: Double]) -> Bool {
            solver.updateVariables()
            return expected.allSatisfy { abs(variable($0.key).value - $0.value) <= 1e-6 }
        }

        func expect(_ expected: [String: Double]) throws {
            solver.updateVariables()
            for (name, value) in expected.sorted(by: { $0.key < $1.key }) where abs(variable(name).value - value) > 1e-6 {
                throw Failure(description: "\(name) = \(variable(name).value), expected \(value); values \(values())")
            }
        }

        func assignments(_ text: String) throws -> [String: Double] {
            var result: [String: Double] = [:]
            for part in text.components(separatedBy: ",") {
                let pair = part.components(separatedBy: "=").map { $0.trimmingCharacters(in: .whitespaces) }
                guard pair.count == 2, let value = Double(pair[1]) else { throw Failure(description: "bad expectation `\(text)`") }
                result[pair[0]] = value
            }
            return result
        }

        func split(_ text: String) -> (String, String) {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard let space = trimmed.firstIndex(of: " ") else { return (trimmed, "") }
            return (String(trimmed[..<space]), trimmed[trimmed.index(after: space)...].trimmingCharacters(in: .whitespaces))
        }

        func named(_ text: String) throws -> (String, String) {
            guard let colon = text.firstIndex(of: ":") else { throw Failure(description: "no name in `\(text)`") }
            return (String(text[..<colon]), text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }

        /// `EXPR OP EXPR [strength]`.
        func parseConstraint(_ text: String) throws -> Constraint {
            var body = text
            var strength: String?
            if let open = text.lastIndex(of: "["), text.hasSuffix("]") {
                strength = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
                body = String(text[..<open])
            }
            for op in ["==", "<=", ">="] {
                let sides = body.components(separatedBy: op)
                guard sides.count == 2 else { continue }
                let expression = try parseExpression(sides[0]) - parseExpression(sides[1])
                let c = Constraint(expression, Constraint.Relation(symbol: op)!)
                return try strength.map { c.priority(try priority($0)) } ?? c
            }
            throw Failure(description: "no relation in `\(text)`")
        }

        /// kiwi's strength as a priority (see the type's comment).
        func priority(_ text: String) throws -> LayoutPriority {
            let strength: Double
            switch text {
            case "required": return .required
            case "strong": strength = 1e6
            case "medium": strength = 1e3
            case "weak": strength = 1
            default:
                if text.hasPrefix("create("), text.hasSuffix(")") {
                    let numbers = text.dropFirst(7).dropLast().split(separator: ",").compactMap { Double($0) }
                    guard numbers.count >= 3 else { throw Failure(description: "bad strength \(text)") }
                    let clip = { (x: Double) in min(max(x, 0), 1000) }
                    strength = (clip(numbers[0]) * 1e6 + clip(numbers[1]) * 1e3 + clip(numbers[2])) * (numbers.count > 3 ? numbers[3] : 1)
                } else if let number = Double(text) {
                    strength = number
                } else {
                    throw Failure(description: "bad strength \(text)")
                }
            }
            if strength >= 1_001_001_000 { return .required }
            return LayoutPriority(Float(250 + 250 / 3 * log10(max(strength, 1e-3))))
        }

        // A linear expression: terms of `number`, `name`, `number*name`, `name*number`,
        // `(expression)`, `/ number`, joined by + and -.
        func parseExpression(_ text: String) throws -> StackLayoutSolver.Expression {
            var scanner = Tokens(text)
            let e = try sum(&scanner)
            guard scanner.atEnd else { throw Failure(description: "unexpected text in `\(text)`") }
            return e
        }

        struct Tokens {
            var tokens: [String]
            var index = 0
            init(_ text: String) {
                tokens = []
                var current = ""
                for ch in text {
                    if "+-*/()".contains(ch) {
                        if !current.isEmpty { tokens.append(current); current = "" }
                        tokens.append(String(ch))
                    } else if ch == " " {
                        if !current.isEmpty { tokens.append(current); current = "" }
                    } else {
                        current.append(ch)
                    }
                }
                if !current.isEmpty { tokens.append(current) }
            }
            var atEnd: Bool { index == tokens.count }
            var peek: String? { atEnd ? nil : tokens[index] }
            mutating func next() -> String? {
                defer { index += 1 }
                return peek
            }
        }

        func sum(_ t: inout Tokens) throws -> StackLayoutSolver.Expression {
            var e = try product(&t)
            while let op = t.peek, op == "+" || op == "-" {
                _ = t.next()
                let rhs = try product(&t)
                e = op == "+" ? e + rhs : e - rhs
            }
            return e
        }

        func product(_ t: inout Tokens) throws -> StackLayoutSolver.Expression {
            var e = try factor(&t)
            while let op = t.peek, op == "*" || op == "/" {
                _ = t.next()
                let rhs = try factor(&t)
                if op == "/" {
                    guard rhs.terms.isEmpty, rhs.constant != 0 else { throw Failure(description: "division by a non-number") }
                    e = e * (1 / rhs.constant)
                } else if rhs.terms.isEmpty {
                    e = e * rhs.constant
                } else if e.terms.isEmpty {
                    e = rhs * e.constant
                } else {
                    throw Failure(description: "a product of variables is not linear")
                }
            }
            return e
        }

        func factor(_ t: inout Tokens) throws -> StackLayoutSolver.Expression {
            guard let token = t.next() else { throw Failure(description: "an expression ends early") }
            switch token {
            case "-": return try factor(&t) * -1
            case "(":
                let e = try sum(&t)
                guard t.next() == ")" else { throw Failure(description: "no closing parenthesis") }
                return e
            default:
                if let number = Double(token) { return StackLayoutSolver.Expression(constant: number) }
                return StackLayoutSolver.Expression(variable(token))
            }
        }

        static func code(_ kind: String) -> SolverError.Code? {
            switch kind {
            case "DuplicateConstraint": return .duplicateConstraint
            case "UnknownConstraint": return .unknownConstraint
            case "UnsatisfiableConstraint": return .unsatisfiableConstraint
            case "DuplicateEditVariable": return .duplicateEditVariable
            case "UnknownEditVariable": return .unknownEditVariable
            case "BadRequiredStrength": return .requiredEditVariable
            default: return nil
            }
        }
    }

    func testTheFixtureHoldsTwentyFourScenarios() {
        XCTAssertEqual(Self.scenarios.count, 24)
        XCTAssertEqual(Set(Self.scenarios.map(\.id)).count, 24)
    }

    /// Every scenario, every step: expected values (or the strict answer where kiwi's weights
    /// differ), errors, membership and violations; where several answers are optimal (basis
    /// `kiwi`), the answer lies in the optimal range.
    func testEveryScenarioBehavesAsExpected() {
        var expectations = 0
        for scenario in Self.scenarios {
            let run = Run(id: scenario.id)
            for step in scenario.steps {
                do {
                    if step.hasPrefix("expect "), let strict = Self.strictAnswers[scenario.id] {
                        try run.expect(strict)
                    } else {
                        try run.perform(step)
                    }
                    if step.hasPrefix("expect") {
                        expectations += 1
                        if scenario.basis == "kiwi" { try checkOptimalRange(run, scenario) }
                    }
                } catch {
                    XCTFail("\(scenario.id) (\(scenario.title), basis \(scenario.basis)): step `\(step)`: \(error)")
                    break
                }
            }
        }
        XCTAssertGreaterThanOrEqual(expectations, 20)
    }

    /// The scenarios that depend on the order of adds (basis `kiwi`: many optima) answer a value
    /// in the optimal range, and the same value on every run.
    func checkOptimalRange(_ run: Run, _ scenario: Scenario) throws {
        for (name, variable) in run.variables {
            let range = try run.solver.valueRange(of: variable)
            let value = run.solver.value(of: variable)
            guard range.lower - 1e-9 <= value && value <= range.upper + 1e-9 else {
                throw Failure(description: "\(name) = \(value) lies outside its optimal range \(range)")
            }
        }
    }

    /// The interpreter itself rejects wrong expectations (so the scenario test can fail).
    func testTheInterpreterRejectsAWrongExpectation() throws {
        let run = Run(id: "check")
        try run.perform("add a: x + y == 10")
        try run.perform("add b: x - y == 4")
        XCTAssertThrowsError(try run.perform("expect x = 6"))
        XCTAssertThrowsError(try run.perform("error UnsatisfiableConstraint: add c: y == 3"))
        XCTAssertThrowsError(try run.perform("has a false"))
        try run.perform("expect x = 7, y = 3")
        try run.perform("add d: xm == (x + y) / 2 [weak]")
        try run.perform("expect xm = 5")
    }
}
