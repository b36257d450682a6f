/// What a view debugger shows beside a frame: the constraints, margins, safe area and
/// alignment rectangle of each view, in terms of the document's ids.
extension LayoutSnapshot {
    /// A constraint as the layout holds it: how it reads, where it came from, and the views it
    /// relates (a guide's anchors count as its owning view's).
    package struct Constraint {
        /// How it reads: `avatar.width == 64`, `stack.leading == root.layoutMarginsGuide.leading`.
        package var equation: String
        /// UIKit's form, `<LayoutConstraint 'UISV-spacing' b.leading == a.trailing + 8   (active) [origin]>`.
        package var description: String
        /// Where it came from: `file:line:column` in the document, `#fileID:#line` in Swift, or
        /// the stack rule (`header UISV-spacing`).
        package var origin: String
        /// The identifier: a document constraint's `id`, or a stack rule's UIKit name (`UISV-spacing`).
        package var identifier: String?
        /// The ids of the views whose anchors it relates, first item then second (one for a constant).
        package var items: [String]
        /// The attributes on those items, in the same order (`leading`, `width`).
        package var attributes: [String]
        /// For an item that is a guide, which: `margins`, `safeArea`, `readableContent`,
        /// `content`, `frame` (the document's names) or a free guide's id; nil for a view. Same
        /// order as ``items``.
        package var guides: [String?] = []
        /// For an item that is a guide, its `layoutFrame` after the layout, in its owning
        /// view's coordinates; nil for a view.
        package var guideFrames: [Rect?] = []
        /// Whether its leading and trailing are read right to left (the direction of the view
        /// it is installed on), so leading is the right edge.
        package var isRightToLeft = false
        /// Whether the layout broke it to resolve a conflict.
        package var isBroken: Bool
        /// Its group: the constraints that share variables with it, directly or through
        /// others, have the same number (``LayoutSnapshot/constraintsAffecting(view:axis:)``
        /// reads them); nil for a broken constraint, which the solver no longer holds.
        package var group: Int?
        /// The priority, 1...1000 (a content-size constraint's hugging priority).
        package var priority: Double
        /// A content-size constraint's compression resistance priority; nil for the others
        /// (``LayoutConstraint/compressionResistancePriority``).
        package var compressionResistancePriority: Double?

        /// A constraint's description; ids and attributes name the items it relates.
        package init(equation: String, description: String, origin: String, identifier: String? = nil,
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
    package struct Inspection {
        /// The margins in effect (what `layoutMarginsGuide` insets the bounds by).
        package var layoutMargins: EdgeInsets
        /// The safe area insets after the layout.
        package var safeAreaInsets: EdgeInsets
        /// The alignment rectangle, in the frame's coordinates; the frame itself for views
        /// without alignment insets.
        package var alignmentRect: Rect
        /// The groups (``Constraint/group``) of the view's horizontal position and width: the
        /// constraints of these groups are what `constraintsAffectingLayout(for: .horizontal)`
        /// gives. Groups, not lists, since every view of a connected layout is affected by
        /// nearly every constraint of its axis (a list per view would be quadratic).
        package var horizontalGroups: [Int]
        /// The same for the vertical position and height.
        package var verticalGroups: [Int]

        /// A view's inspection; the groups index ``LayoutSnapshot/Constraint/group``.
        package init(layoutMargins: EdgeInsets, safeAreaInsets: EdgeInsets, alignmentRect: Rect,
                    horizontalGroups: [Int] = [], verticalGroups: [Int] = []) {
            self.layoutMargins = layoutMargins
            self.safeAreaInsets = safeAreaInsets
            self.alignmentRect = alignmentRect
            self.horizontalGroups = horizontalGroups
            self.verticalGroups = verticalGroups
        }
    }

    /// Indices into ``constraints`` of what `constraintsAffectingLayout(for: axis)` gives for
    /// the view at `index` of ``views``, in the same order, followed by the broken constraints
    /// that name the view on that axis (the solver no longer holds those, so UIKit's method
    /// leaves them out, though they are what a conflict is about). Empty unless the snapshot
    /// was taken inspecting.
    ///
    /// - Complexity: O(*c*) in the number of constraints.
    package func constraintsAffecting(view index: Int, axis: LayoutAxis) -> [Int] {
        guard views.indices.contains(index), let inspection = views[index].inspection else { return [] }
        let groups = Set(axis == .horizontal ? inspection.horizontalGroups : inspection.verticalGroups)
        let id = views[index].id
        var result: [Int] = [], broken: [Int] = []
        for (position, constraint) in constraints.enumerated() {
            if let group = constraint.group {
                if groups.contains(group) { result.append(position) }
            } else if constraint.items.contains(id), let first = constraint.attributes.first,
                      LayoutAttribute.allCases.first(where: { $0.name == first })?.axis == axis {
                broken.append(position)
            }
        }
        return result + broken
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
        var items: [String] = [], attributes: [String] = [], guides: [String?] = [], guideFrames: [Rect?] = []
        for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute),
                                  (constraint.secondItem, constraint.secondAttribute)] {
            guard let owner = item?.layoutOwner, attribute != .notAnAttribute else { continue }
            items.append(ids[ObjectIdentifier(owner)] ?? owner.name)
            attributes.append(attribute.name)
            if let guide = item as? LayoutGuide {
                switch guide.kind {
                case .margins: guides.append("margins")
                case .safeArea: guides.append("safeArea")
                case .readableContent: guides.append("readableContent")
                case .scrollContent: guides.append("content")
                case .scrollFrame: guides.append("frame")
                case .free: guides.append(guide.identifier)
                }
                guideFrames.append(guide.layoutFrame)
            } else {
                guides.append(nil)
                guideFrames.append(nil)
            }
        }
        var result = LayoutSnapshot.Constraint(
            equation: constraint.equation, description: "\(constraint)", origin: constraint.origin,
            identifier: constraint.identifier, items: items, attributes: attributes,
            isBroken: constraint.isBroken, priority: Double(constraint.priority.rawValue))
        result.compressionResistancePriority = constraint.compressionResistancePriority.map { Double($0.rawValue) }
        result.guides = guides
        result.guideFrames = guideFrames
        result.isRightToLeft = constraint.installedOn?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return result
    }

    /// Fills in every view's inspection and the snapshot's constraint table: the constraints
    /// the solver holds, in the order `constraintsAffectingLayout(for:)` lists them, each with
    /// its group (constraints joined by shared variables, as that method follows them), then
    /// the broken ones.
    func inspect(_ snapshot: inout LayoutSnapshot) {
        let engine = root.engine
        // Groups join constraints by the variables they read in root coordinates, as
        // `constraintsAffectingLayout(for:)` follows them.
        engine.inRootCoordinates { inspect(&snapshot, engine: engine) }
    }

    private func inspect(_ snapshot: inout LayoutSnapshot, engine: LayoutEngine) {
        let ids = viewIDs()
        let all = allActiveConstraints()
        let installed = all.filter { $0.solverConstraint != nil }
        // Union-find over the variables the installed constraints read.
        var slot: [ObjectIdentifier: Int] = [:]
        var parent: [Int] = []
        func node(_ variable: Variable) -> Int {
            if let known = slot[ObjectIdentifier(variable)] { return known }
            slot[ObjectIdentifier(variable)] = parent.count
            parent.append(parent.count)
            return parent.count - 1
        }
        func find(_ x: Int) -> Int {
            var x = x
            while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
            return x
        }
        let expressions = installed.map { engine.rootExpression(of: $0) }
        for expression in expressions {
            let terms = expression.terms
            guard let first = terms.first else { continue }
            let a = find(node(first.variable))
            for term in terms.dropFirst() {
                let b = find(node(term.variable))
                if a != b { parent[b] = a }
            }
        }
        func group(_ variable: Variable) -> Int? { slot[ObjectIdentifier(variable)].map(find) }
        var table: [LayoutSnapshot.Constraint] = []
        for (constraint, expression) in zip(installed, expressions) {
            var described = describe(constraint, ids: ids)
            described.group = expression.terms.first.flatMap { group($0.variable) }
            table.append(described)
        }
        for constraint in all where constraint.isBroken && constraint.solverConstraint == nil {
            table.append(describe(constraint, ids: ids))
        }
        for (position, entry) in entries.enumerated() where position < snapshot.views.count {
            let view = entry.view
            let v = engine.variables(of: view), rootPosition = engine.rootPositionVariables(of: view)
            func groups(_ a: Variable, _ b: Variable) -> [Int] {
                var result: [Int] = []
                for g in [group(a), group(b)].compactMap({ $0 }) where !result.contains(g) { result.append(g) }
                return result
            }
            snapshot.views[position].inspection = LayoutSnapshot.Inspection(
                layoutMargins: view.effectiveLayoutMargins, safeAreaInsets: view.safeAreaInsets,
                alignmentRect: view.alignmentRect(forFrame: view.frame),
                horizontalGroups: groups(rootPosition.x, v.width), verticalGroups: groups(rootPosition.y, v.height))
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
