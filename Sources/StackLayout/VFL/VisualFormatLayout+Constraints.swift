extension VisualFormatLayout {
    /// The system's standard spacing between two sibling views, printed by UIKit as `NSSpace(8)`.
    static let standardSpacing: Double = 8

    /// The constraints the layout describes, in UIKit's order (AUTOLAYOUT.md §6.2): the leading
    /// bar's connection; for each view the connection before it, then the view's own predicates;
    /// the trailing bar's connection; then one alignment constraint per pair of neighbouring
    /// views for each alignment option, options in ascending bit order.
    ///
    /// Item order and attributes, for a gap of `c` (from `-c-`, a predicate, `-` or nothing):
    ///
    /// | connection | leading to trailing (default) | `V:` |
    /// |---|---|---|
    /// | `\|-c-[a]` | `a.leading == superview.leading + c` | `a.top == superview.top + c` |
    /// | `[a]-c-[b]` | `b.leading == a.trailing + c` | `b.top == a.bottom + c` |
    /// | `[a]-c-\|` | `superview.trailing == a.trailing + c` | `superview.bottom == a.bottom + c` |
    ///
    /// `directionLeftToRight` uses `left`/`right` with the same items. `directionRightToLeft`
    /// mirrors the leading-to-trailing equation, swapping its items so the gap stays the constant:
    /// `superview.right == a.right + c`, `a.left == b.right + c`, `a.left == superview.left + c`
    /// (GSAutoLayoutVFLParser's AppKit-validated tests agree). Direction options are ignored in
    /// `V:` formats.
    ///
    /// A bare `-` between views is `c = 8`; next to a bar it relates to `.superviewMargins` with
    /// `c = 0`, as UIKit since iOS 8. With `spacingBaselineToBaseline` (vertical formats only) a
    /// bare `-` between views relates the lower view's `firstBaseline` to the upper view's
    /// `lastBaseline`, still with `c = 8` marked as standard spacing: UIKit derives the real value
    /// from the fonts, which the adapter may substitute.
    func constraints(options: VisualFormatOptions) -> [VisualFormatConstraint] {
        let edges = Edges(axis: axis, options: options)
        let baselineSpacing = axis == .vertical && options.contains(.spacingBaselineToBaseline)
        var constraints: [VisualFormatConstraint] = []

        if let leadingBar {
            let first = VisualFormatItem.view(views[0].name)
            let bar: VisualFormatItem = leadingBar == .standard ? .superviewMargins : .superview
            constraints += edges.spacing(
                leadingBar, outer: (first, edges.start), inner: (bar, edges.start), standardConstant: 0)
        }
        for (index, view) in views.enumerated() {
            if index > 0 {
                let earlier = VisualFormatItem.view(views[index - 1].name)
                let later = VisualFormatItem.view(view.name)
                let spacing = spacings[index - 1]
                let useBaselines = baselineSpacing && spacing == .standard
                constraints += edges.spacing(
                    spacing,
                    outer: (later, useBaselines ? .firstBaseline : edges.start),
                    inner: (earlier, useBaselines ? .lastBaseline : edges.end),
                    standardConstant: Self.standardSpacing)
            }
            constraints += view.predicates.map { predicate in
                var constraint = VisualFormatConstraint(
                    firstItem: .view(view.name), firstAttribute: edges.size, relation: predicate.relation,
                    priority: predicate.priority)
                switch predicate.object {
                case .constant(let value):
                    constraint.constant = value
                case .view(let other):
                    constraint.secondItem = .view(other)
                    constraint.secondAttribute = edges.size
                }
                return constraint
            }
        }
        if let trailingBar {
            let last = VisualFormatItem.view(views[views.count - 1].name)
            let bar: VisualFormatItem = trailingBar == .standard ? .superviewMargins : .superview
            constraints += edges.spacing(
                trailingBar, outer: (bar, edges.end), inner: (last, edges.end), standardConstant: 0)
        }

        for attribute in options.alignmentAttributes {
            for index in views.indices.dropLast() {
                constraints.append(VisualFormatConstraint(
                    firstItem: .view(views[index].name), firstAttribute: attribute,
                    secondItem: .view(views[index + 1].name), secondAttribute: attribute))
            }
        }
        return constraints
    }
}

/// The attributes connections use along a format's axis, for its direction.
private struct Edges {
    /// The edge a connection leaves from the superview and arrives at a view.
    var start: LayoutAttribute
    /// The edge a connection leaves a view from and arrives at the superview.
    var end: LayoutAttribute
    /// The size the views' predicates constrain.
    var size: LayoutAttribute
    /// Whether equations are mirrored (right to left): items swapped so the gap stays positive.
    var isMirrored = false

    init(axis: LayoutAxis, options: VisualFormatOptions) {
        guard axis == .horizontal else {
            (start, end, size) = (.top, .bottom, .height)
            return
        }
        size = .width
        switch options.intersection(.directionMask) {
        case .directionLeftToRight:
            (start, end) = (.left, .right)
        case .directionRightToLeft:
            (start, end, isMirrored) = (.right, .left, true)
        default:  // leadingToTrailing, or both direction bits (not a UIKit value): the default.
            (start, end) = (.leading, .trailing)
        }
    }

    /// The constraints of `connection` between `outer`, the item farther along the direction
    /// (the later view, or the superview after the last view), and `inner`:
    /// `outer rel inner + c`, or `inner rel outer + c` when mirrored.
    func spacing(
        _ connection: VisualFormatConnection,
        outer: (item: VisualFormatItem, attribute: LayoutAttribute),
        inner: (item: VisualFormatItem, attribute: LayoutAttribute),
        standardConstant: Double
    ) -> [VisualFormatConstraint] {
        let (first, second) = isMirrored ? (inner, outer) : (outer, inner)
        func make(_ relation: LayoutRelation, _ constant: Double, _ priority: LayoutPriority,
                  standard: Bool = false) -> VisualFormatConstraint {
            VisualFormatConstraint(
                firstItem: first.item, firstAttribute: first.attribute, relation: relation,
                secondItem: second.item, secondAttribute: second.attribute, constant: constant,
                priority: priority, isStandardSpacing: standard)
        }
        switch connection {
        case .flush:
            return [make(.equal, 0, .required)]
        case .standard:
            return [make(.equal, standardConstant, .required, standard: true)]
        case .predicates(let predicates):
            return predicates.map { predicate in
                // A connection's predicate is always a constant: the parser rejects view names.
                guard case .constant(let constant) = predicate.object else { return make(.equal, 0, .required) }
                return make(predicate.relation, constant, predicate.priority)
            }
        }
    }
}
