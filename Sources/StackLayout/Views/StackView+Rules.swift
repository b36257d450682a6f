/// The constraints a stack generates (`STACKVIEW.md` §8), collected by one rebuild.
///
/// The recipe in three parts: along the axis (this file: canvas connections, the spacing
/// chain, hidden items), the distribution's extras (`StackView+Distribution.swift`) and the
/// cross axis (`StackView+Alignment.swift`). Every constraint carries UIKit's identifier and
/// an origin that names the stack and the rule.
///
/// Building is free of side effects on the tree: it adds no guide and marks nothing, so the
/// engine's update of the stack converges in one step. (The one thing it records is the
/// width at which proportional lengths were measured.)
struct StackRules {
    unowned let stack: StackArrangement
    /// The stack view.
    var view: View { stack.view }
    /// The constraints built so far, in the order they are generated.
    var constraints: [LayoutConstraint] = []

    /// All arranged subviews (`items`), hidden ones included.
    let items: [View]
    /// The visible items with their index in `items`.
    let visible: [(index: Int, view: View)]
    /// The rectangle the items are laid out in: the stack, or its margins guide.
    let canvas: LayoutItem

    // Axis-generic attributes (§3).
    let lead: LayoutAttribute, trail: LayoutAttribute, len: LayoutAttribute, mid: LayoutAttribute
    let top: LayoutAttribute, bot: LayoutAttribute, cross: LayoutAttribute, cmid: LayoutAttribute
    /// The stack's name and a space, the start of every origin (made once, not per constraint).
    let originPrefix: String

    init(stack: StackArrangement) {
        self.stack = stack
        originPrefix = stack.view.name + " "
        items = stack.arrangedSubviews
        // One array at its size (a filter and a map made two, the first grown by doubling).
        var visible: [(index: Int, view: View)] = []
        visible.reserveCapacity(items.count)
        for (index, view) in items.enumerated() where !view.isHidden { visible.append((index, view)) }
        self.visible = visible
        // About what a stack generates per item (spacing, alignment, spanner, tie-breaks),
        // reserved at once rather than grown by doubling.
        constraints.reserveCapacity(6 * items.count + 8)
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.view.layoutMarginsGuide : stack.view
        if stack.axis == .horizontal {
            (lead, trail, len, mid) = (.leading, .trailing, .width, .centerX)
            (top, bot, cross, cmid) = (.top, .bottom, .height, .centerY)
        } else {
            (lead, trail, len, mid) = (.top, .bottom, .height, .centerY)
            (top, bot, cross, cmid) = (.leading, .trailing, .width, .centerX)
        }
    }

    /// Builds the whole set.
    ///
    /// - Parameter recordingMeasurement: whether the stack remembers the width its
    ///   proportional lengths were measured at (false while a parent measures this stack).
    mutating func build(recordingMeasurement: Bool) {
        buildAxis()
        buildDistribution(recordingMeasurement: recordingMeasurement)
        buildAlignment()
        buildTextWidthDisambiguation()
    }

    /// Adds `a.aa relation multiplier × b.ba + constant @priority` named `identifier`.
    mutating func add(_ identifier: String, _ a: LayoutItem, _ aa: LayoutAttribute, _ relation: LayoutRelation,
                      _ b: LayoutItem?, _ ba: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
                      constant: Double = 0, priority: LayoutPriority = .required, systemSpacing: Bool = false) {
        let constraint = LayoutConstraint(unchecked: a, aa, relation, b, ba, multiplier: multiplier,
                                          constant: constant, priority: priority, identifier: identifier,
                                          origin: originPrefix, originSuffix: identifier)
        if systemSpacing { constraint.isSystemSpacing = true }
        constraints.append(constraint)
    }

    // MARK: - Spacing

    /// The gap after a visible item: its custom spacing, else the stack's spacing, resolved
    /// (the default sentinel is 0, the system sentinel 8) and rounded to the screen scale.
    func gap(after view: View) -> (constant: Double, isSystem: Bool) {
        resolve(stack.customSpacings[ObjectIdentifier(view)] ?? stack.spacing)
    }

    /// The stack's own ``StackView/spacing`` resolved, for the proportional denominator.
    var resolvedSpacing: Double { resolve(stack.spacing).constant }

    private func resolve(_ raw: Double) -> (constant: Double, isSystem: Bool) {
        if raw == StackArrangement.spacingUseSystem { return (LayoutConstraint.systemSpacing, true) }
        if raw == StackArrangement.spacingUseDefault || !raw.isFinite { return (0, false) }
        if let scale = view.rootView.environment.scale, scale > 0 {
            return ((raw * scale).rounded() / scale, false)
        }
        return (raw, false)
    }

    // MARK: - Along the axis (§5.1, §5.6)

    /// Canvas connections, the spacing chain between consecutive visible items, and the
    /// hidden items: zero length at 999.999, placed at priority 50.
    mutating func buildAxis() {
        let distribution = stack.distribution
        let strict = distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
        let spanning = stack.emptySpanningGuide
        if let first = visible.first?.view, let last = visible.last?.view {
            add("UISV-canvas-connection", canvas, lead, .equal, first, lead)
            add("UISV-canvas-connection", canvas, trail, .equal, last, trail)
        } else {
            // No visible item: the canvas spans an empty guide that would rather be empty.
            add("UISV-canvas-connection", canvas, lead, .equal, spanning, lead)
            add("UISV-canvas-connection", canvas, trail, .equal, spanning, trail)
            add("UISV-spanning-fit", spanning, len, .equal, nil, priority: 0.001)
        }
        if items.isEmpty {
            add("UISV-fix-for-app-bug-ambiguity", view, .height, .equal, nil, priority: 1)
        }

        // Item by item, in UIKit's order (`_UIOrderedLayoutArrangement`): the spacing that
        // places an item after the one before it, its `UISV-fill-equally` (fillEqually), then
        // the gap guide that follows it and the guide's `UISV-fill-equally` (equalSpacing,
        // equalCentering). A conflict breaks the constraint added last. In a fillEqually stack
        // the order also keeps the rows short: an item's length that nothing has read yet is
        // defined by its `UISV-fill-equally`, where with the whole spacing chain first every
        // item's row grew over all the items before it (`Benchmarks/DOCUMENT.md`).
        let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
        let spreads = distribution == .equalSpacing || distribution == .equalCentering
        for k in visible.indices {
            if k > 0 {
                let (previous, next) = (visible[k - 1].view, visible[k].view)
                let (constant, isSystem) = gap(after: previous)
                add("UISV-spacing", next, baselines ? .firstBaseline : lead, strict ? .equal : .greaterThanOrEqual,
                    previous, baselines ? .lastBaseline : trail, constant: constant, systemSpacing: isSystem)
                if distribution == .fillEqually { addFillEqually(next, visible[0].view) }
            }
            if spreads && k < visible.count - 1 { addGap(k, centering: distribution == .equalCentering) }
        }

        // Hidden items (current UIKit): out of the chain, zero length, parked beside a neighbour.
        var previousVisible: View?
        var nextVisibleSlot = 0
        for item in items {
            if !item.isHidden {
                previousVisible = item
                nextVisibleSlot += 1
                continue
            }
            add("UISV-hiding", item, len, .equal, nil, priority: 999.999)
            let next = nextVisibleSlot < visible.count ? visible[nextVisibleSlot].view : nil
            switch (previousVisible, next) {
            case let (p?, _?):
                add("UISV-spacing-hidden", item, lead, .equal, p, trail, constant: gap(after: p).constant / 2, priority: 50)
            case let (p?, nil):
                add("UISV-spacing-hidden", item, lead, .equal, p, trail, priority: 50)
            case let (nil, q?):
                add("UISV-spacing-hidden", q, lead, .equal, item, trail, priority: 50)
            case (nil, nil):
                add("UISV-spacing-hidden", item, lead, .equal, spanning, trail, priority: 50)
            }
        }
    }

    /// The length of `view` on `axis` that its intrinsic size asks for, or nil.
    static func intrinsicLength(of view: View, on axis: LayoutAxis) -> Double? {
        let size = view.intrinsicSize
        let value = axis == .horizontal ? size.width : size.height
        guard value != View.noIntrinsicMetric, value.isFinite, value >= 0 else { return nil }
        return value
    }
}
