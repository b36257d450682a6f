/// The constraints a flow generates (`FLOW.md`), collected by one rebuild.
///
/// The recipe is written once for both orientations, in terms of the axis items run along
/// inside a line (`lead`, `trail`, `length`) and the axis lines advance along (`start`, `end`,
/// `breadth`). The paged recipe is in `FlowLayout+Paging.swift`, the unpaged one in
/// `FlowLayout+Lines.swift`. Every constraint carries a `MyFlow-…` identifier and an origin
/// that names the flow, the rule and the item.
///
/// Building is free of side effects on the tree: it marks nothing, so the engine's update of
/// the flow converges in one step.
struct FlowRules {
    /// The priority of the constraints that make an unpaged flow contain its items: above
    /// hugging, below compression resistance, so a flow whose size is fixed lets its items
    /// overflow rather than squeezing them (MyLayout does not resize items to fit either).
    static let wrapPriority = LayoutPriority(500)
    /// The priority of the constraints that pull unpaged lines and the flow's size to their
    /// smallest values; below ``LayoutPriority/fittingSizeLevel`` so a fitting-size target wins.
    static let pullPriority = LayoutPriority(49)

    unowned let flow: FlowLayout
    /// The constraints built so far, in the order they are generated.
    var constraints: [LayoutConstraint] = []

    /// The visible arranged subviews, in order: the items the lines are made of.
    let items: [View]
    /// The hidden arranged subviews.
    let hiddenItems: [View]
    /// Items per line (`n`, at least 1).
    let perLine: Int
    /// Lines per page (`R`), 0 without paging.
    let linesPerPage: Int
    /// Items per page (`P = R·n`), 0 without paging.
    let perPage: Int

    // Along a line.
    let lead: LayoutAttribute, trail: LayoutAttribute, length: LayoutAttribute
    let padLead: Double, padTrail: Double
    // Across the lines.
    let start: LayoutAttribute, end: LayoutAttribute, breadth: LayoutAttribute
    let padStart: Double, padEnd: Double

    /// The number of groups of `size` that hold `count` items (the last one may be partial),
    /// without the overflow of `(count + size - 1) / size` when `size` is near `Int.max`.
    static func count(_ count: Int, per size: Int) -> Int {
        count / size + (count % size == 0 ? 0 : 1)
    }

    init(flow: FlowLayout) {
        self.flow = flow
        items = flow.arrangedSubviews.filter { !$0.isHidden }
        hiddenItems = flow.arrangedSubviews.filter { $0.isHidden }
        perLine = max(1, flow.arrangedCount)
        if flow.pagedCount > 0 {
            linesPerPage = max(1, flow.pagedCount / perLine)
            perPage = linesPerPage * perLine
        } else {
            linesPerPage = 0
            perPage = 0
        }
        // MyLayout lays out in leading coordinates: the leading padding is the right one in a
        // right-to-left layout, and leading/trailing attributes mirror the rest.
        let rightToLeft = flow.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let padding = flow.padding
        let padLeading = rightToLeft ? padding.right : padding.left
        let padTrailing = rightToLeft ? padding.left : padding.right
        switch flow.orientation {
        case .vertical:
            (lead, trail, length, padLead, padTrail) = (.leading, .trailing, .width, padLeading, padTrailing)
            (start, end, breadth, padStart, padEnd) = (.top, .bottom, .height, padding.top, padding.bottom)
        case .horizontal:
            (lead, trail, length, padLead, padTrail) = (.top, .bottom, .height, padding.top, padding.bottom)
            (start, end, breadth, padStart, padEnd) = (.leading, .trailing, .width, padLeading, padTrailing)
        }
    }

    /// Builds the whole set.
    mutating func build() {
        if perPage > 0 {
            buildPages()
        } else {
            buildLines()
        }
        buildHidden()
    }

    /// Adds `a.aa relation multiplier × b.ba + constant @priority` named `identifier`; `item`
    /// is the index of the item the rule is about, for the origin.
    mutating func add(_ identifier: String, _ a: LayoutItem, _ aa: LayoutAttribute, _ relation: LayoutRelation,
                      _ b: LayoutItem?, _ ba: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
                      constant: Double = 0, priority: LayoutPriority = .required, item: Int? = nil) {
        var origin = "\(flow.name) \(identifier)"
        if let item { origin += " item \(item)" }
        constraints.append(LayoutConstraint(unchecked: a, aa, relation, b, ba, multiplier: multiplier,
                                            constant: constant, priority: priority, identifier: identifier,
                                            origin: origin))
    }

    /// The identifier of a rule about an attribute: `MyFlow-padding-leading`, `MyFlow-item-height`.
    func name(_ rule: String, _ attribute: LayoutAttribute) -> String {
        "MyFlow-\(rule)-\(attribute.name)"
    }

    /// Hidden items take no place: their corner is pinned to the padded corner of the flow
    /// and their size is left to their own constraints.
    mutating func buildHidden() {
        for view in hiddenItems {
            add("MyFlow-hidden", view, lead, .equal, flow, lead, constant: padLead)
            add("MyFlow-hidden", view, start, .equal, flow, start, constant: padStart)
        }
    }
}
