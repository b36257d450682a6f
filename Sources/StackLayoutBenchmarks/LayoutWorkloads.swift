import Foundation
import StackLayout

/// The library's view (the solver workloads have a `View` of their own).
typealias LayoutView = StackLayout.View

/// Layout workloads: whole view trees through the engine, not bare solver systems.
///
/// - tree N: nested rows and columns (alternating axes, 10 children per container, leaves
///   with a 10×10 intrinsic size), about N views, built with anchors;
/// - stacks RxC: a vertical `StackView` of R horizontal `StackView`s of C views (10×10 intrinsic
///   size, spacing 2), once with each distribution.
///
/// Each is laid out once (the first layout: building the engine, adding every constraint,
/// solving, writing frames), then resized K times by changing the root's width (a sweep between
/// 0.75× and 1.25× of its natural width), re-solving incrementally each time.
struct LayoutWorkload {
    let name: String
    let views: Int
    let root: LayoutView
    let naturalWidth: Double
}

func buildTree(_ target: Int) -> LayoutWorkload {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    root.identifier = "root"
    // Levels of 10 children: 1 + 10 + … + 10^depth ≈ target (10,000 → depth 4, 11,111 views).
    var depth = 1
    var count = 10
    while count * 10 <= target { count *= 10; depth += 1 }
    var made = 1
    func fill(_ container: LayoutView, level: Int, horizontal: Bool) {
        var previous: LayoutView?
        var first: LayoutView?
        for index in 0..<10 {
            let child = LayoutView()
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child)
            made += 1
            var constraints: [LayoutConstraint] = []
            if horizontal {
                constraints.append(child.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? container.leadingAnchor, constant: 2))
                constraints.append(child.topAnchor.constraint(equalTo: container.topAnchor, constant: 2))
                constraints.append(child.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -2))
                if let first { constraints.append(child.widthAnchor.constraint(equalTo: first.widthAnchor)) }
                if index == 9 { constraints.append(child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -2)) }
            } else {
                constraints.append(child.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? container.topAnchor, constant: 2))
                constraints.append(child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 2))
                constraints.append(child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -2))
                if let first { constraints.append(child.heightAnchor.constraint(equalTo: first.heightAnchor)) }
                if index == 9 { constraints.append(child.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -2)) }
            }
            try! LayoutConstraint.activate(constraints)
            if level + 1 < depth {
                fill(child, level: level + 1, horizontal: !horizontal)
            } else {
                child.intrinsicSize = Size(width: 10, height: 10)
            }
            previous = child
            if first == nil { first = child }
        }
    }
    fill(root, level: 0, horizontal: true)
    return LayoutWorkload(name: "tree \(made) views", views: made, root: root, naturalWidth: 1000)
}

func buildStacks(_ rows: Int, _ cols: Int, _ distribution: StackView.Distribution) -> LayoutWorkload {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: Double(cols) * 12, height: Double(rows) * 12))
    root.identifier = "root"
    let column = StackView()
    column.axis = .vertical
    column.spacing = 2
    root.addSubview(column)
    column.translatesAutoresizingMaskIntoConstraints = false
    try! LayoutConstraint.activate([
        column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        column.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    for _ in 0..<rows {
        let row = StackView()
        row.axis = .horizontal
        row.spacing = 2
        row.distribution = distribution
        for _ in 0..<cols {
            let item = LayoutView()
            item.intrinsicSize = Size(width: 10, height: 10)
            row.addArrangedSubview(item)
        }
        column.addArrangedSubview(row)
    }
    let name = "\(distribution)"
    return LayoutWorkload(name: "stacks \(rows)x\(cols) \(name)", views: 2 + rows * (cols + 1), root: root,
                          naturalWidth: Double(cols) * 12 - 2)
}

/// The figures of one layout workload.
struct LayoutResult {
    var name: String
    var views: Int
    var constraints: Int
    var firstLayoutMs: Double
    var resizeMs: [Double]
    var tableau: (rows: Int, cells: Int)
    /// nil where the platform does not say (not Linux).
    var rssMiB: Double?
}

func benchLayout(_ workload: LayoutWorkload, resizes: Int, budgetSeconds: Double) -> LayoutResult {
    let root = workload.root
    let start = now()
    root.layoutIfNeeded()
    let first = elapsedMs(since: start)
    var times: [Double] = []
    let sweepStart = now()
    for j in 0..<resizes {
        let width = workload.naturalWidth * (1 + 0.25 * sin(2 * Double.pi * Double(j + 1) / 50))
        let t = now()
        root.frame = Rect(x: 0, y: 0, width: width, height: root.frame.height)
        root.layoutIfNeeded()
        times.append(elapsedMs(since: t))
        if elapsedMs(since: sweepStart) > budgetSeconds * 1000 { break }
    }
    var constraints = 0
    root.forEachInSubtree { constraints += $0.constraints.count }
    return LayoutResult(name: workload.name, views: workload.views, constraints: constraints, firstLayoutMs: first,
                        resizeMs: times, tableau: root.layoutTableauSize, rssMiB: residentMiB())
}

func layoutTable(_ results: [LayoutResult]) -> String {
    var lines = ["| layout workload | views | constraints | first layout ms | resize ms/op: mean / p50 / max (ops) | tableau rows / cells | RSS MiB |",
                 "|---|---|---|---|---|---|---|"]
    for r in results {
        let sorted = r.resizeMs.sorted()
        let mean = sorted.isEmpty ? 0 : sorted.reduce(0, +) / Double(sorted.count)
        let p50 = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        let max = sorted.last ?? 0
        lines.append("| \(r.name) | \(r.views) | \(r.constraints) | \(figure(r.firstLayoutMs)) | \(figure(mean)) / \(figure(p50)) / \(figure(max)) (\(sorted.count)) | \(r.tableau.rows) / \(r.tableau.cells) | \(r.rssMiB.map(figure) ?? "n/a") |")
    }
    return lines.joined(separator: "\n")
}

private func elapsedMs(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 }
private func figure(_ value: Double) -> String { String(format: value >= 100 ? "%.0f" : "%.2f", value) }
/// The resident set now, in MiB; nil where `/proc/self/status` has no figure (not Linux).
private func residentMiB() -> Double? {
    Memory.statusKiB("VmRSS").map { Double($0) / 1024 }
}
