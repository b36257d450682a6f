import Foundation
import StackLayout

/// kiwi's strengths as UIKit priorities: required 1000, strong 750, medium 500, weak 250.
///
/// kiwi weighs strengths (strong = 10^6 x weak) while this solver orders priorities strictly;
/// on these workloads both give the same optimum, so the check values must agree.
enum Strength {
    static let strong = LayoutPriority(750)
    static let medium = LayoutPriority(500)
    static let weak = LayoutPriority(250)
}

/// The spacing between neighbouring views, as in kiwi_bench.
let spacing = 8.0

/// A built constraint system: its constraints in kiwi_bench's order, its edit variables with
/// their first suggestion, the resize sweep, and the values to check after a solve.
final class Workload {
    /// The row label, spelled as kiwi_bench spells it (`chain N=100`, `grid 10x10`).
    let name: String
    /// The number of variables, counted as kiwi_bench counts them.
    var variableCount = 0
    /// Every constraint, in the order kiwi_bench adds them.
    var constraints: [Constraint] = []
    /// The edit variables, each with its priority and first suggested value.
    var edits: [(variable: Variable, priority: LayoutPriority, initial: Double)] = []
    /// The suggested values of the edit variables at resize operation `j`.
    var sweep: (Int) -> [Double] = { _ in [] }
    /// The check values, as the JSON object kiwi_bench prints (same keys, `%.10g` numbers).
    var check: () -> String = { "{}" }

    init(name: String) { self.name = name }
}

/// A number formatted as kiwi_bench.cpp formats check values (`%.10g`).
func fmt(_ value: Double) -> String { String(format: "%.10g", value) }

/// chain N: N views in one row. `left_0 == 0`; `left_i == left_{i-1} + width_{i-1} + 8`
/// (required); `width_i >= 20` (required); `width_i == 100` (weak); last right `<= cw`
/// (required); `cw` is a strong edit variable starting at the natural width `108 N - 8`.
/// Sweep: `cw_j = natural * (0.875 + 0.375 sin(2 pi j / 250))`.
func buildChain(_ n: Int) -> Workload {
    let w = Workload(name: "chain N=\(n)")
    var left: [Variable] = [], width: [Variable] = []
    left.reserveCapacity(n)
    width.reserveCapacity(n)
    for i in 0..<n { left.append(Variable("v\(i).left")) }
    for i in 0..<n { width.append(Variable("v\(i).width")) }
    let cw = Variable("container.width")
    var cs: [Constraint] = []
    cs.reserveCapacity(3 * n + 1)
    cs.append(left[0] == 0)
    for i in 0..<n {
        if i > 0 { cs.append(left[i] == left[i - 1] + width[i - 1] + spacing) }
        cs.append(width[i] >= 20)
        cs.append((width[i] == 100).priority(Strength.weak))
    }
    cs.append(left[n - 1] + width[n - 1] <= cw)
    w.constraints = cs
    let natural = 100.0 * Double(n) + spacing * Double(n - 1)
    w.edits = [(cw, Strength.strong, natural)]
    w.sweep = { j in [natural * (0.875 + 0.375 * sin(2 * Double.pi * Double(j) / 250))] }
    w.variableCount = 2 * n + 1
    w.check = {
        let right = left[n - 1].value + width[n - 1].value
        let sum = width.reduce(0) { $0 + $1.value }
        return "{\"container\": \(fmt(cw.value)), \"last_right\": \(fmt(right)), \"sum_width\": \(fmt(sum))}"
    }
    return w
}

/// The four variables of one view in the grid workload.
struct View {
    let left, top, width, height: Variable
    init(_ name: String) {
        left = Variable(name + ".left")
        top = Variable(name + ".top")
        width = Variable(name + ".width")
        height = Variable(name + ".height")
    }
}

/// grid RxC: a vertical stack of R rows, each a horizontal stack of C cells; fillEqually,
/// spacing 8, alignment fill, and a 44x44 intrinsic size per cell (hugging `<= 44` weak,
/// compression resistance `>= 44` medium). The root's width and height are strong edit
/// variables starting at `(52 C - 8, 52 R - 8)`. Sweep: `(W0, H0) * (1 + 0.5 sin(2 pi j / 250))`.
/// The constraints are appended in exactly kiwi_bench's order.
func buildGrid(_ rows: Int, _ cols: Int) -> Workload {
    let w = Workload(name: "grid \(rows)x\(cols)")
    let root = View("root")
    let rowViews = (0..<rows).map { View("row\($0)") }
    let cells = (0..<rows).map { r in (0..<cols).map { c in View("cell\(r)_\(c)") } }
    var cs: [Constraint] = []
    cs.append(root.left == 0)
    cs.append(root.top == 0)
    for r in 0..<rows {
        let row = rowViews[r]
        cs.append(row.left == root.left)
        cs.append(row.width == root.width)
        if r == 0 {
            cs.append(row.top == root.top)
        } else {
            let prev = rowViews[r - 1]
            cs.append(row.top == prev.top + prev.height + spacing)
            cs.append(row.height == rowViews[0].height)
        }
        if r == rows - 1 { cs.append(row.top + row.height == root.top + root.height) }
        let line = cells[r]
        for c in 0..<cols {
            let cell = line[c]
            if c == 0 {
                cs.append(cell.left == row.left)
            } else {
                let prev = line[c - 1]
                cs.append(cell.left == prev.left + prev.width + spacing)
                cs.append(cell.width == line[0].width)
            }
            if c == cols - 1 { cs.append(cell.left + cell.width == row.left + row.width) }
            cs.append(cell.top == row.top)
            cs.append(cell.height == row.height)
            cs.append((cell.width <= 44).priority(Strength.weak))
            cs.append((cell.height <= 44).priority(Strength.weak))
            cs.append((cell.width >= 44).priority(Strength.medium))
            cs.append((cell.height >= 44).priority(Strength.medium))
        }
    }
    w.constraints = cs
    let w0 = 52.0 * Double(cols) - spacing, h0 = 52.0 * Double(rows) - spacing
    w.edits = [(root.width, Strength.strong, w0), (root.height, Strength.strong, h0)]
    w.sweep = { j in
        let f = 1.0 + 0.5 * sin(2 * Double.pi * Double(j) / 250)
        return [w0 * f, h0 * f]
    }
    w.variableCount = 4 * (1 + rows + rows * cols)
    let last = cells[rows - 1][cols - 1], first = cells[0][0]
    // Keep every view alive for as long as the workload (the constraints hold them anyway).
    w.check = { [cells] in
        _ = cells
        return "{\"root\": [\(fmt(root.width.value)), \(fmt(root.height.value))], "
            + "\"last_cell_right\": \(fmt(last.left.value + last.width.value)), "
            + "\"last_cell_bottom\": \(fmt(last.top.value + last.height.value)), "
            + "\"cell_width\": \(fmt(first.width.value))}"
    }
    return w
}

/// Whether a constraint is violated by the variables' current values, by kiwi's rule
/// (`Constraint::violated`): an equation is violated when `|expr| >= 1e-8`, an inequality
/// when it is on the wrong side of 0 at all.
func isViolated(_ constraint: Constraint) -> Bool {
    let value = constraint.expression.value
    switch constraint.relation {
    case .equal: return !(abs(value) < 1e-8)
    case .greaterThanOrEqual: return value < 0
    case .lessThanOrEqual: return value > 0
    }
}
