/// The cross axis (`STACKVIEW.md` §4, §6.4, §8 step 3): alignment to the reference item,
/// the alignment spanner, the canvas connections and the small fitting priorities.
///
/// The reference item `ref` is the first arranged subview even when it is hidden. Hidden
/// items stay in the alignment set but not in the spanner, so with a non-fill alignment
/// they do not affect the stack's cross size.
extension StackRules {
    /// The edge an alignment pins, on the cross axis, for the items that use it.
    private enum Pin {
        case leadingEdge, trailingEdge, center, baselines(first: Bool)
    }

    private var pin: Pin? {
        switch stack.alignment {
        case .fill: return nil
        case .leading: return .leadingEdge
        case .trailing: return .trailingEdge
        case .center: return .center
        case .firstBaseline: return .baselines(first: true)
        case .lastBaseline: return .baselines(first: false)
        }
    }

    mutating func buildAlignment() {
        guard let ref = items.first else { return }
        guard let pin else {
            // fill: every item spans the canvas's cross size, through `ref`.
            for item in items.dropFirst() {
                add("UISV-alignment", ref, top, .equal, item, top)
                add("UISV-alignment", ref, bot, .equal, item, bot)
            }
            add("UISV-canvas-connection", canvas, top, .equal, ref, top)
            add("UISV-canvas-connection", canvas, bot, .equal, ref, bot)
            return
        }
        for item in items.dropFirst() {
            let (attribute, other) = alignmentAttributes(pin, ref, item)
            add("UISV-alignment", ref, attribute, .equal, item, other)
        }
        for item in items {
            add("UISV-ambiguity-suppression", item, cross, .equal, nil, priority: 25)
        }
        if items.count == 1 {
            buildSingleItemCanvas(pin, ref)
        } else {
            buildSpanner(pin, ref)
        }
    }

    /// The attributes `ref` and `item` are aligned by. Baselines apply to horizontal stacks
    /// whose two items both declare one; otherwise the top (first) or bottom (last) edge
    /// stands in on both sides (§6.4). A vertical stack has no horizontal baselines, so its
    /// baseline alignments use the leading (first) or trailing (last) edge.
    private func alignmentAttributes(_ pin: Pin, _ ref: View, _ item: View) -> (LayoutAttribute, LayoutAttribute) {
        switch pin {
        case .leadingEdge: return (top, top)
        case .trailingEdge: return (bot, bot)
        case .center: return (cmid, cmid)
        case .baselines(let first):
            if stack.axis == .horizontal && ref.hasBaseline(first: first) && item.hasBaseline(first: first) {
                let baseline: LayoutAttribute = first ? .firstBaseline : .lastBaseline
                return (baseline, baseline)
            }
            return first ? (top, top) : (bot, bot)
        }
    }

    /// Two or more items: the spanner `S` encloses the visible items (an equality at 999.5 on
    /// the pinned edge of top and bottom alignment, required inequalities otherwise), would
    /// rather have no cross size (@51, or @0.001 when every item is hidden), and the canvas
    /// connects to it and to `ref` as §4 lists.
    private mutating func buildSpanner(_ pin: Pin, _ ref: View) {
        let spanner = stack.alignmentSpanner
        for (_, item) in visible {
            switch pin {
            case .leadingEdge:
                add("UISV-spanning-boundary", spanner, top, .equal, item, top, priority: 999.5)
                add("UISV-spanning-boundary", spanner, bot, .greaterThanOrEqual, item, bot)
            case .trailingEdge:
                add("UISV-spanning-boundary", spanner, top, .lessThanOrEqual, item, top)
                add("UISV-spanning-boundary", spanner, bot, .equal, item, bot, priority: 999.5)
            case .center, .baselines:
                add("UISV-spanning-boundary", spanner, top, .lessThanOrEqual, item, top)
                add("UISV-spanning-boundary", spanner, bot, .greaterThanOrEqual, item, bot)
            }
        }
        add("UISV-spanning-fit", spanner, cross, .equal, nil, priority: visible.isEmpty ? 0.001 : 51)
        switch pin {
        case .leadingEdge:
            add("UISV-canvas-connection", canvas, top, .equal, ref, top)
            add("UISV-canvas-connection", canvas, bot, .equal, spanner, bot)
        case .trailingEdge:
            add("UISV-canvas-connection", canvas, top, .equal, spanner, top)
            add("UISV-canvas-connection", canvas, bot, .equal, ref, bot)
        case .center:
            add("UISV-canvas-connection", canvas, top, .equal, spanner, top)
            add("UISV-canvas-connection", canvas, bot, .equal, spanner, bot)
            add("UISV-canvas-connection", canvas, cmid, .equal, ref, cmid)
        case .baselines(first: true):
            add("UISV-canvas-connection", canvas, top, .equal, spanner, top)
            add("UISV-canvas-connection", canvas, bot, .equal, spanner, bot)
            add("UISV-canvas-fit", view, cross, .equal, nil, priority: 49)
        case .baselines(first: false):
            // As iOS 10 dumped it: the bottom is only held below `ref`, and the canvas fits.
            add("UISV-canvas-connection", canvas, top, .equal, spanner, top)
            add("UISV-canvas-connection", canvas, bot, .greaterThanOrEqual, ref, bot)
            add("UISV-canvas-fit", view, cross, .equal, nil, priority: 49)
        }
    }

    /// A single item: no spanner; the canvas ties to the item, by an equality on the pinned
    /// edge and inequalities on the free side(s), and fits it at 49. Baseline alignments
    /// pin like top (first) or bottom (last), so the item's position stays determined.
    private mutating func buildSingleItemCanvas(_ pin: Pin, _ item: View) {
        switch pin {
        case .leadingEdge, .baselines(first: true):
            add("UISV-canvas-connection", canvas, top, .equal, item, top)
            add("UISV-canvas-connection", canvas, bot, .greaterThanOrEqual, item, bot)
        case .trailingEdge, .baselines(first: false):
            add("UISV-canvas-connection", canvas, top, .lessThanOrEqual, item, top)
            add("UISV-canvas-connection", canvas, bot, .equal, item, bot)
        case .center:
            add("UISV-canvas-connection", canvas, top, .lessThanOrEqual, item, top)
            add("UISV-canvas-connection", canvas, bot, .greaterThanOrEqual, item, bot)
            add("UISV-canvas-connection", canvas, cmid, .equal, item, cmid)
        }
        add("UISV-canvas-fit", view, cross, .equal, nil, priority: 49)
    }
}
