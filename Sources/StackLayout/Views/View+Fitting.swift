/// Measuring a view by its own subtree's constraints, as `systemLayoutSizeFitting`.
extension View {
    /// The smallest size the constraints inside the view's subtree allow, as UIKit's
    /// `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`; with `fixedWidth`, the
    /// height the subtree needs at that width (horizontal fitting priority required).
    ///
    /// How: a copy of the subtree is solved in a scratch ``Solver`` with fresh variables. It
    /// holds each view's intrinsic-size constraints, the frames of views that translate
    /// their autoresizing mask (relative to their superview's size where the mask says so;
    /// the measured view's own frame excluded), the rules of every
    /// ``StackView`` and ``FlowLayout`` in it, and every active constraint installed inside the subtree whose
    /// items all belong to it; constraints to views outside are ignored. The measured view
    /// sits at the origin and its width and height are pulled to 0 at `fittingSizeLevel`
    /// (50). Leading and trailing are read left to right: sizes do not depend on direction.
    /// A margins or safe-area guide uses the insets of the last layout, a scroll view's
    /// content guide stands for its frame. Conflicting constraints are skipped, as the
    /// engine breaks them. Nothing in the tree changes.
    ///
    /// - Complexity: one solve of the subtree's constraints.
    func compressedFittingSize(fixedWidth: Double? = nil) -> Size {
        var measurer = FittingMeasurer(root: self)
        return measurer.measure(fixedWidth: fixedWidth)
    }
}

/// The scratch solve behind ``View/compressedFittingSize(fixedWidth:)``.
struct FittingMeasurer {
    let root: View
    let solver = Solver()
    private var variables: [ObjectIdentifier: ViewVariables] = [:]
    private var members = Set<ObjectIdentifier>()

    init(root: View) {
        self.root = root
    }

    mutating func measure(fixedWidth: Double?) -> Size {
        if let fixedWidth {
            return measure(target: Size(width: fixedWidth, height: 0), horizontal: .required, vertical: .fittingSizeLevel)
        }
        return measure(target: .zero, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// The subtree's size with its width and height pulled toward `target` at the priorities.
    mutating func measure(target: Size, horizontal: LayoutPriority, vertical: LayoutPriority) -> Size {
        var views: [View] = []
        root.forEachInSubtree { views.append($0) }
        members = Set(views.map { ObjectIdentifier($0) })
        solver.explainsConflicts = false
        var required: [Constraint] = []
        var optional: [Constraint] = []
        func take(_ constraint: Constraint?) {
            guard let constraint else { return }
            if constraint.priority.isRequired { required.append(constraint) } else { optional.append(constraint) }
        }
        for view in views {
            for constraint in FittingMeasurer.intrinsicConstraints(of: view) { take(translate(constraint)) }
            if view !== root, view.followsAutoresizingMask, let parent = view.superview {
                // A mask: the frame relative to the superview's size, as the engine has it.
                let frame = view.storedFrame.inset(by: view.alignmentRectInsets)
                for constraint in view.autoresizingConstraints(frame: frame, in: parent, origin: "autoresizing mask") {
                    take(translate(constraint))
                }
            } else if view !== root, view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
                // The frame is a frame; the variables are alignment rectangles.
                let frame = view.frame.inset(by: view.alignmentRectInsets)
                let v = vars(view), p = frameRect(parent)
                take(v.x - p.x == frame.minX)
                take(v.y - p.y == frame.minY)
                take(v.width == frame.width)
                take(v.height == frame.height)
            }
            if let stack = view.role as? StackArrangement {
                var rules = StackRules(stack: stack)
                rules.build(recordingMeasurement: false)
                for constraint in rules.constraints { take(translate(constraint)) }
            } else {
                // Other containers' rules (a flow's lines); those that reach outside drop out.
                for constraint in view.internalConstraints() { take(translate(constraint)) }
            }
            for constraint in view.constraints where constraint.isActive { take(translate(constraint)) }
        }
        for constraint in required + optional { try? solver.addConstraint(constraint) }
        let r = vars(root)
        try? solver.addConstraint(r.x == 0)
        try? solver.addConstraint(r.y == 0)
        try? solver.addConstraint((r.width == target.width).priority(horizontal))
        try? solver.addConstraint((r.height == target.height).priority(vertical))
        return Size(width: solver.value(of: r.width), height: solver.value(of: r.height))
    }

    /// Hugging and compression resistance, as the engine generates them.
    static func intrinsicConstraints(of view: View) -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        for axis in LayoutAxis.allCases {
            guard let value = StackRules.intrinsicLength(of: view, on: axis) else { continue }
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            constraints.append(LayoutConstraint(unchecked: view, attribute, .lessThanOrEqual, nil, .notAnAttribute,
                                                constant: value, priority: view.contentHuggingPriority(for: axis),
                                                origin: "fitting: hugging"))
            constraints.append(LayoutConstraint(unchecked: view, attribute, .greaterThanOrEqual, nil, .notAnAttribute,
                                                constant: value, priority: view.contentCompressionResistancePriority(for: axis),
                                                origin: "fitting: compression resistance"))
        }
        return constraints
    }

    private mutating func vars(_ view: View) -> ViewVariables {
        if let v = variables[ObjectIdentifier(view)] { return v }
        let v = ViewVariables("fitting." + view.name)
        variables[ObjectIdentifier(view)] = v
        return v
    }

    /// A view's frame over the scratch variables: its alignment rectangle grown by its insets.
    private mutating func frameRect(_ view: View) -> RectExpression {
        RectExpression(vars(view)).outset(by: view.alignmentRectInsets)
    }

    private mutating func vars(_ guide: LayoutGuide) -> ViewVariables {
        if let v = variables[ObjectIdentifier(guide)] { return v }
        let v = ViewVariables("fitting." + guide.layoutName)
        variables[ObjectIdentifier(guide)] = v
        return v
    }

    private func isMember(_ item: LayoutItem?) -> Bool {
        guard let owner = item?.layoutOwner else { return false }
        return members.contains(ObjectIdentifier(owner))
    }

    /// The solver constraint for `c` over the scratch variables, or nil when it reaches
    /// outside the subtree or is not valid.
    private mutating func translate(_ c: LayoutConstraint) -> Constraint? {
        guard c.invalidity == nil, c.storedPriority.isValid, let first = c.firstItem, isMember(first) else { return nil }
        guard var lhs = expression(first, c.firstAttribute) else { return nil }
        if let second = c.secondItem, c.secondAttribute != .notAnAttribute {
            guard isMember(second), var rhs = expression(second, c.secondAttribute) else { return nil }
            if c.multiplier != 1, !c.firstAttribute.isDimension,
               let a = first.layoutOwner, let b = second.layoutOwner,
               let container = LayoutConstraint.closestCommonAncestor(a, b) {
                // A location with a multiplier is measured from the container's origin.
                let origin = c.firstAttribute.axis == .horizontal ? vars(container).x : vars(container).y
                lhs = lhs - origin
                rhs = rhs - origin
            }
            lhs = lhs - rhs * c.multiplier
        }
        return Constraint(lhs - c.constant, c.relation, priority: c.storedPriority)
    }

    private mutating func expression(_ item: LayoutItem, _ attribute: LayoutAttribute) -> Expression? {
        let rect: RectExpression
        if let view = item as? View {
            if attribute.isBaseline {
                let first = attribute == .firstBaseline
                let provider = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
                let target = members.contains(ObjectIdentifier(provider)) ? provider : view
                let v = vars(target)
                if let offset = first ? target.firstBaselineOffsetFromTop : target.lastBaselineOffsetFromTop {
                    return v.y - target.alignmentRectInsets.top + offset
                }
                return first ? Expression(v.y) : v.y + v.height
            }
            rect = attribute.isMargin ? frameRect(view).inset(by: view.effectiveLayoutMargins) : RectExpression(vars(view))
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
            switch guide.kind {
            case .free: rect = RectExpression(vars(guide))
            case .margins: rect = frameRect(owner).inset(by: owner.effectiveLayoutMargins)
            case .safeArea: rect = frameRect(owner).inset(by: owner.safeAreaInsets)
            case .readableContent: rect = frameRect(owner).inset(by: owner.readableContentInsets)
            case .scrollContent, .scrollFrame: rect = frameRect(owner)
            }
        } else {
            return nil
        }
        // Fitting measures sizes, which do not depend on the layout direction: leading is left.
        switch attribute.withoutMargin {
        case .leading: return rect.expression(for: .left)
        case .trailing: return rect.expression(for: .right)
        case let physical: return rect.expression(for: physical)
        }
    }
}
