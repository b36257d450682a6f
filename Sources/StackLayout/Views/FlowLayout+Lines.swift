/// The unpaged recipe (`pagedCount == 0`): lines of `n` items that keep their own sizes, as
/// MyLayout's flow without `pagedCount` (no gravity, top-aligned lines).
extension FlowRules {
    /// - Along the line: the first item at `flow.lead + padLead` (`MyFlow-padding-…`), the next
    ///   ones `itemSpacing` after the previous one (`MyFlow-item-spacing`).
    /// - Across: the first line at `flow.start + padStart`; a later line's first item at least
    ///   `lineSpacing` after every item of the line before (`MyFlow-line-spacing`, ≥) and pulled
    ///   towards the flow's start (`MyFlow-line-pull`, priority 49), so the line starts after the
    ///   line before's farthest edge (MyLayout's `rowMaxHeight`); the other items of a line
    ///   share its start (`MyFlow-line-align`).
    /// - The flow contains its items (`MyFlow-wrap`, ≥, priority 500) and is pulled to the
    ///   smallest such size (`MyFlow-hug`, priority 49).
    mutating func buildLines() {
        let n = perLine
        let itemSpacing = flow.itemSpacing, lineSpacing = flow.lineSpacing
        for (i, item) in items.enumerated() {
            let line = i / n, c = i % n
            if c == 0 {
                add(name("padding", lead), item, lead, .equal, flow, lead, constant: padLead, item: i)
            } else {
                add("MyFlow-item-spacing", item, lead, .equal, items[i - 1], trail, constant: itemSpacing, item: i)
            }
            if line == 0 {
                add(name("padding", start), item, start, .equal, flow, start, constant: padStart, item: i)
            } else if c > 0 {
                add("MyFlow-line-align", item, start, .equal, items[i - c], start, item: i)
            } else {
                for previous in items[(i - n)..<i] {
                    add("MyFlow-line-spacing", item, start, .greaterThanOrEqual, previous, end,
                        constant: lineSpacing, item: i)
                }
                add("MyFlow-line-pull", item, start, .equal, flow, start, constant: padStart,
                    priority: FlowRules.pullPriority, item: i)
            }
        }
        // Every line's last item bounds the flow along the lines (items keep their own sizes,
        // so any line may be the longest); the last line's items bound it across them (each
        // line starts after the one before ends).
        let lines = FlowRules.count(items.count, per: n)
        for line in 0..<lines {
            let last = min((line + 1) * n, items.count) - 1
            add("MyFlow-wrap", flow, trail, .greaterThanOrEqual, items[last], trail, constant: padTrail,
                priority: FlowRules.wrapPriority, item: last)
        }
        if lines > 0 {
            for i in ((lines - 1) * n)..<items.count {
                add("MyFlow-wrap", flow, end, .greaterThanOrEqual, items[i], end, constant: padEnd,
                    priority: FlowRules.wrapPriority, item: i)
            }
        }
        add("MyFlow-hug", flow, length, .equal, nil, constant: padLead + padTrail, priority: FlowRules.pullPriority)
        add("MyFlow-hug", flow, breadth, .equal, nil, constant: padStart + padEnd, priority: FlowRules.pullPriority)
    }
}
