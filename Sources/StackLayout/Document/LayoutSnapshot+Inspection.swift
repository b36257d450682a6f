/// What a view debugger shows beside a frame: the constraints, margins, safe area and
/// alignment rectangle of each view, in terms of the document's ids.
extension LayoutSnapshot {
    /// A constraint as the layout holds it: how it reads, where it came from, and the views it
    /// relates (a guide's anchors count as its owning view's).
    public struct Constraint {
        /// How it reads: `avatar.width == 64`, `stack.leading == root.layoutMarginsGuide.leading`.
        public var equation: String
        /// UIKit's form, `<LayoutConstraint 'UISV-spacing' b.leading == a.trailing + 8   (active) [origin]>`.
        public var description: String
        /// Where it came from: `file:line:column` in the document, `#fileID:#line` in Swift, or
        /// the stack rule (`header UISV-spacing`).
        public var origin: String
        /// The identifier: a document constraint's `id`, or a stack rule's UIKit name (`UISV-spacing`).
        public var identifier: String?
        /// The ids of the views whose anchors it relates, first item then second (one for a constant).
        public var items: [String]
        /// The attributes on those items, in the same order (`leading`, `width`).
        public var attributes: [String]
        /// For an item that is a guide, which: `margins`, `safeArea`, `content`, `frame` (the
        /// document's names) or a free guide's id; nil for a view. Same order as ``items``.
        public var guides: [String?] = []
        /// Whether the layout broke it to resolve a conflict.
        public var isBroken: Bool
        /// The priority, 1...1000.
        public var priority: Double

        /// A constraint's description; ids and attributes name the items it relates.
        public init(equation: String, description: String, origin: String, identifier: String? = nil,
                    items: [String], attributes: [String], isBroken: Bool = false, priority: Double = 1000) {
            self.equation = equation
            self.description = description
            self.origin = origin
            self.identifier = identifier
            self.items = items
            self.attributes = attributes
            self.isBroken = isBroken
            self.priority = priority
        }
    }

    /// One view's margins, safe area, alignment rectangle and affecting constraints.
    public struct Inspection {
        /// The margins in effect (what `layoutMarginsGuide` insets the bounds by).
        public var layoutMargins: EdgeInsets
        /// The safe area insets after the layout.
        public var safeAreaInsets: EdgeInsets
        /// The alignment rectangle, in the frame's coordinates; the frame itself for views
        /// without alignment insets.
        public var alignmentRect: Rect
        /// Indices into ``LayoutSnapshot/constraints`` of what
        /// `constraintsAffectingLayout(for: .horizontal)` gives, then the broken constraints
        /// that name the view on that axis (the solver no longer holds those, so UIKit's
        /// method leaves them out).
        public var horizontalConstraints: [Int]
        /// The same for `.vertical`.
        public var verticalConstraints: [Int]

        public init(layoutMargins: EdgeInsets, safeAreaInsets: EdgeInsets, alignmentRect: Rect,
                    horizontalConstraints: [Int] = [], verticalConstraints: [Int] = []) {
            self.layoutMargins = layoutMargins
            self.safeAreaInsets = safeAreaInsets
            self.alignmentRect = alignmentRect
            self.horizontalConstraints = horizontalConstraints
            self.verticalConstraints = verticalConstraints
        }
    }
}

extension DocumentLayout {
    /// Every view's id, by identity.
    func viewIDs() -> [ObjectIdentifier: String] {
        var ids: [ObjectIdentifier: String] = [:]
        for node in nodes { ids[ObjectIdentifier(node.view)] = node.id }
        return ids
    }

    /// A constraint in the document's terms (`ids` from ``viewIDs()``).
    func describe(_ constraint: LayoutConstraint, ids: [ObjectIdentifier: String]) -> LayoutSnapshot.Constraint {
        var items: [String] = [], attributes: [String] = [], guides: [String?] = []
        for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute),
                                  (constraint.secondItem, constraint.secondAttribute)] {
            guard let owner = item?.layoutOwner, attribute != .notAnAttribute else { continue }
            items.append(ids[ObjectIdentifier(owner)] ?? owner.name)
            attributes.append(attribute.name)
            if let guide = item as? LayoutGuide {
                switch guide.kind {
                case .margins: guides.append("margins")
                case .safeArea: guides.append("safeArea")
                case .scrollContent: guides.append("content")
                case .scrollFrame: guides.append("frame")
                case .free: guides.append(guide.identifier)
                }
            } else {
                guides.append(nil)
            }
        }
        var result = LayoutSnapshot.Constraint(
            equation: constraint.equation, description: "\(constraint)", origin: constraint.origin,
            identifier: constraint.identifier, items: items, attributes: attributes,
            isBroken: constraint.isBroken, priority: Double(constraint.priority.rawValue))
        result.guides = guides
        return result
    }

    /// Fills in every view's inspection and the snapshot's constraint table.
    func inspect(_ snapshot: inout LayoutSnapshot) {
        var index: [ObjectIdentifier: Int] = [:]
        var table: [LayoutSnapshot.Constraint] = []
        let ids = viewIDs()
        func indices(_ constraints: [LayoutConstraint]) -> [Int] {
            constraints.map { constraint in
                if let known = index[ObjectIdentifier(constraint)] { return known }
                index[ObjectIdentifier(constraint)] = table.count
                table.append(describe(constraint, ids: ids))
                return table.count - 1
            }
        }
        // A broken constraint is out of the solver, so constraintsAffectingLayout does not
        // give it; the views it names list it all the same, on the axis of its attributes.
        var broken: [ObjectIdentifier: [LayoutConstraint]] = [:]
        for constraint in allActiveConstraints() where constraint.isBroken {
            for item in [constraint.firstItem, constraint.secondItem] {
                guard let owner = item?.layoutOwner else { continue }
                if broken[ObjectIdentifier(owner)]?.contains(where: { $0 === constraint }) != true {
                    broken[ObjectIdentifier(owner), default: []].append(constraint)
                }
            }
        }
        for (position, entry) in entries.enumerated() where position < snapshot.views.count {
            let view = entry.view
            let own = broken[ObjectIdentifier(view)] ?? []
            snapshot.views[position].inspection = LayoutSnapshot.Inspection(
                layoutMargins: view.effectiveLayoutMargins, safeAreaInsets: view.safeAreaInsets,
                alignmentRect: view.alignmentRect(forFrame: view.frame),
                horizontalConstraints: indices(view.constraintsAffectingLayout(for: .horizontal)
                    + own.filter { $0.firstAttribute.axis == .horizontal }),
                verticalConstraints: indices(view.constraintsAffectingLayout(for: .vertical)
                    + own.filter { $0.firstAttribute.axis == .vertical }))
        }
        snapshot.constraints = table
    }

    /// Every constraint installed in the tree, broken ones included.
    func allActiveConstraints() -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        root.forEachInSubtree { result.append(contentsOf: $0.constraints) }
        return result
    }
}
