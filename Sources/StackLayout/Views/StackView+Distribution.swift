/// The distributions' extra constraints along the axis (`STACKVIEW.md` §5.2–§5.5, §6.3).
extension StackRules {
    /// The ε of the index tie-break ladder (§6.3).
    static let tieBreakStep: Double = 0.001

    mutating func buildDistribution(recordingMeasurement: Bool) {
        var measuredWidth: Double?
        switch stack.distribution {
        case .fill:
            buildTieBreak()
        case .fillEqually:
            break // Item by item along the axis (`buildAxis`).
        case .fillProportionally:
            if !buildProportional(measuredWidth: &measuredWidth) { buildFillEqually() }
        case .equalSpacing, .equalCentering:
            // The gap guides went in item by item along the axis (`buildAxis`).
            add("UISV-canvas-fit", view, len, .equal, nil, priority: 49)
            buildTieBreak()
        }
        if recordingMeasurement { stack.proportionalMeasureWidth = measuredWidth }
    }

    /// fillEqually: every visible item as long as the first visible one (required), all at
    /// once (the fallback of fillProportionally).
    mutating func buildFillEqually() {
        guard let first = visible.first?.view else { return }
        for (_, view) in visible.dropFirst() {
            addFillEqually(view, first)
        }
    }

    /// `view.len == first.len`, required: one `UISV-fill-equally`.
    ///
    /// A `fillEqually` stack adds each one right after the `UISV-spacing` that places its item,
    /// as UIKit creates them (`_UIOrderedLayoutArrangement` builds item by item, and the
    /// addresses of the constraints in UIKit's conflict logs interleave the two). The order
    /// matters twice: a conflict breaks the constraint added last, and an item's length that
    /// no constraint has read yet is defined by the equality instead of becoming a row over
    /// every earlier item (rows that grow with the square of the items).
    mutating func addFillEqually(_ view: View, _ first: View) {
        add("UISV-fill-equally", view, len, .equal, first, len)
    }

    /// fillProportionally (§5.3): `v.len == (ℓ_v / D) × K.len @max(999 − i, 751)`.
    ///
    /// ℓ_v is the intrinsic length, or for an item without one (a nested stack, a plain view)
    /// its compressed fitting size along the axis, measured by a fitting that lays its subtree
    /// out on its own (``View/compressedFittingSize(fixedWidth:)``: the engine's translation and
    /// passes, wrapping labels wrapped at the fitting's width). In a vertical, fill-aligned stack items
    /// are measured at the stack's current canvas width; `measuredWidth` reports that width
    /// so the stack measures again when it changes.
    ///
    /// - Returns: false when proportional mode is off (`D <= max(spacing × (N − 1), 1)`);
    ///   the caller then installs the fill-equally set.
    mutating func buildProportional(measuredWidth: inout Double?) -> Bool {
        let axis = stack.axis
        let fixedWidth = axis == .vertical && stack.alignment == .fill ? stack.canvasWidth : nil
        let lengths = visible.map { entry -> Double in
            if let intrinsic = StackRules.intrinsicLength(of: entry.view, on: axis) { return intrinsic }
            if fixedWidth != nil { measuredWidth = fixedWidth }
            let size = entry.view.compressedFittingSize(fixedWidth: fixedWidth)
            return axis == .horizontal ? size.width : size.height
        }
        let spacing = resolvedSpacing
        let denominator = lengths.reduce(0) { $0 + max($1, 0) } + spacing * Double(max(visible.count - 1, 0))
        guard denominator > max(spacing * Double(items.count - 1), 1) else {
            measuredWidth = nil
            return false
        }
        for (slot, entry) in visible.enumerated() {
            let length = lengths[slot]
            guard length > 0 else {
                add("UISV-fill-proportionally", entry.view, len, .equal, nil)
                continue
            }
            let multiplier = length / denominator
            let priority = multiplier == 1 ? LayoutPriority.required : LayoutPriority(max(999 - Float(entry.index), 751))
            add("UISV-fill-proportionally", entry.view, len, .equal, canvas, len, multiplier: multiplier, priority: priority)
        }
        return true
    }

    /// equalSpacing and equalCentering (§5.5): the gap guide after visible item `k`, edge to
    /// edge or centre to centre with the next visible item, and from the second guide on, the
    /// guide as long as the first (required, or `max(150 − i, 50)` for centring, i the index of
    /// the item before the gap). `buildAxis` adds them item by item; the stack as short as
    /// allowed @49 comes with the distribution (`buildDistribution`).
    mutating func addGap(_ k: Int, centering: Bool) {
        if stack.gapGuides.count <= k {
            // Not reached: the pool grows whenever the arranged list or distribution changes.
            // Should it happen, adding a guide re-marks the stack and the next update converges.
            stack.ensureGapGuides()
            guard stack.gapGuides.count > k else { return }
        }
        let guides = stack.gapGuides
        let (previous, next) = (visible[k].view, visible[k + 1].view)
        let guide = guides[k]
        add("UISV-distributing-edge", guide, lead, .equal, previous, centering ? mid : trail)
        add("UISV-distributing-edge", guide, trail, .equal, next, centering ? mid : lead)
        if k > 0 {
            let priority = centering ? LayoutPriority(max(150 - Float(visible[k].index), 50)) : .required
            add("UISV-fill-equally", guide, len, .equal, guides[0], len, priority: priority)
        }
    }

    /// The index tie-break of §6.3 for fill, equalSpacing and equalCentering (whose items, on
    /// overflow, also shrink by compression resistance with ties by index, §5.5): each visible
    /// item at index i ≥ 1 with an intrinsic length L also gets `len <= L` and `len >= L` at its hugging and
    /// compression resistance priorities, weighted εi within those levels. Item i's error
    /// then costs (1 + εi) per point, so among equal priorities the lowest index gives way
    /// first, whatever the simplex's pivot order, and no extra priority level is made (the
    /// spec's ladder `hug + εi` would add one per item). Identifier `SL-tie-break` (UIKit has
    /// none). With both priorities optional the two are one equality with an error each way,
    /// as the item's own content-size constraint
    /// (``LayoutConstraint/compressionResistancePriority``); a required priority leaves only
    /// the other side's inequality.
    mutating func buildTieBreak() {
        let axis = stack.axis
        for (index, view) in visible where index > 0 {
            guard let length = StackRules.intrinsicLength(of: view, on: axis) else { continue }
            let weight = StackRules.tieBreakStep * Double(index)
            let hugging = view.contentHuggingPriority(for: axis)
            let resistance = view.contentCompressionResistancePriority(for: axis)
            if !hugging.isRequired && !resistance.isRequired {
                add("SL-tie-break", view, len, .equal, nil, constant: length, priority: hugging)
                constraints[constraints.count - 1].weight = weight
                constraints[constraints.count - 1].resistsCompression(at: resistance)
                continue
            }
            if !hugging.isRequired {
                add("SL-tie-break", view, len, .lessThanOrEqual, nil, constant: length, priority: hugging)
                constraints[constraints.count - 1].weight = weight
            }
            if !resistance.isRequired {
                add("SL-tie-break", view, len, .greaterThanOrEqual, nil, constant: length, priority: resistance)
                constraints[constraints.count - 1].weight = weight
            }
        }
    }

}
