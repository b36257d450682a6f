/// A rectangle as linear expressions over the solver's variables, in root coordinates.
struct RectExpression {
    var x: Expression
    var y: Expression
    var width: Expression
    var height: Expression

    init(x: Expression, y: Expression, width: Expression, height: Expression) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle of a view's four variables.
    init(_ v: ViewVariables) {
        self.init(x: Expression(v.x), y: Expression(v.y), width: Expression(v.width), height: Expression(v.height))
    }

    func inset(by insets: InsetVariables) -> RectExpression {
        RectExpression(x: x + insets.left, y: y + insets.top,
                       width: width - insets.left - insets.right,
                       height: height - insets.top - insets.bottom)
    }

    /// A physical attribute of the rectangle (a baseline reads as its top or bottom edge);
    /// nil for leading, trailing, margins and `notAnAttribute`, which the caller resolves first.
    func expression(for attribute: LayoutAttribute) -> Expression? {
        switch attribute {
        case .left: return x
        case .right: return x + width
        case .top, .firstBaseline: return y
        case .bottom, .lastBaseline: return y + height
        case .width: return width
        case .height: return height
        case .centerX: return x + width * 0.5
        case .centerY: return y + height * 0.5
        default: return nil
        }
    }
}

/// Turning attributes of views and guides into linear expressions.
///
/// Every view has four variables (x, y in its superview's coordinate space, width, height);
/// its rectangle in root coordinates adds the origins of its ancestors' spaces, and every
/// attribute is an expression of that: right = x + width, centerX = x + width/2, leading is
/// left or right by the layout direction of the view the constraint is installed on. The
/// margins and safe-area guides are the view's rectangle inset by four pinned variables; a
/// scroll view's content guide is its frame origin minus the content offset, with the content
/// size as two variables.
extension LayoutEngine {
    /// The solver constraint for a layout constraint:
    /// `first − multiplier × second − constant  relation  0`.
    ///
    /// Locations are measured in the coordinate space of the view the constraint is installed
    /// on, as UIKit documents; in a right-to-left layout a constraint on leading or trailing is
    /// read in that space mirrored, so `b.leading == a.trailing + 8` puts `b` 8 points to the
    /// left of `a`. (With a multiplier of 1 the container's origin cancels out.)
    func translate(_ c: LayoutConstraint) -> Constraint {
        let container = c.installedOn ?? c.firstItem?.layoutOwner
        let direction = container?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        let mirrored = direction == .rightToLeft
            && (c.firstAttribute.withoutMargin.isDirectional || c.secondAttribute.withoutMargin.isDirectional)
        let relative = c.multiplier != 1 && !c.firstAttribute.isDimension && c.secondItem != nil
        func side(_ item: LayoutItem, _ attribute: LayoutAttribute, _ other: LayoutItem?) -> Expression {
            var e = attributeExpression(item, attribute, direction: direction, relatedTo: other)
            guard !attribute.isDimension, mirrored || relative, let container else { return e }
            let space = container.scrolling != nil ? contentRect(of: container) : frameRect(of: container)
            if attribute.axis == .horizontal {
                e = mirrored ? space.x + space.width - e : e - space.x
            } else if relative {
                e = e - space.y
            }
            return e
        }
        var expression = Expression()
        if let first = c.firstItem {
            expression = side(first, c.firstAttribute, c.secondItem)
        }
        if let second = c.secondItem, c.secondAttribute != .notAnAttribute {
            expression = expression - side(second, c.secondAttribute, c.firstItem) * c.multiplier
        }
        expression.constant -= c.constant
        let constraint = Constraint(expression, c.relation, priority: c.storedPriority)
        constraint.weight = c.weight
        return constraint
    }

    /// The constant the solver constraint of `c` should have now: only `c.constant` changes
    /// between translations, so the installed constant shifts by its change.
    func solverConstant(of c: LayoutConstraint) -> Double {
        guard let installed = c.solverConstraint else { return 0 }
        return installed.expression.constant - (c.constant - c.installedConstant)
    }

    func attributeExpression(_ item: LayoutItem, _ attribute: LayoutAttribute,
                             direction: UserInterfaceLayoutDirection, relatedTo other: LayoutItem?) -> Expression {
        var attribute = attribute
        var rect: RectExpression
        if let view = item as? View {
            if attribute.isBaseline {
                return baselineExpression(view, attribute)
            }
            let useContent = view.scrolling != nil && isEdge(attribute) && isStrictDescendant(other, of: view)
            rect = useContent ? contentRect(of: view) : self.rect(of: view)
            if attribute.isMargin {
                if !useContent { rect = frameRect(of: view) }
                rect = rect.inset(by: insetVariables(of: view.layoutMarginsGuide))
                attribute = attribute.withoutMargin
            }
        } else if let guide = item as? LayoutGuide {
            rect = self.rect(of: guide)
            attribute = attribute.withoutMargin
        } else {
            // Unreachable: activation refuses items other than views and guides
            // (LayoutConstraint.unknownItemError).
            return Expression()
        }
        switch attribute {
        case .leading: attribute = direction == .leftToRight ? .left : .right
        case .trailing: attribute = direction == .leftToRight ? .right : .left
        default: break
        }
        return rect.expression(for: attribute) ?? Expression()
    }

    private func isEdge(_ attribute: LayoutAttribute) -> Bool {
        switch attribute.withoutMargin {
        case .left, .right, .top, .bottom, .leading, .trailing: return true
        default: return false
        }
    }

    private func isStrictDescendant(_ item: LayoutItem?, of view: View) -> Bool {
        guard let owner = item?.layoutOwner, owner !== view else { return false }
        return owner.isDescendant(of: view)
    }

    /// A view's baseline: its top plus the declared offset, or the top (first) / bottom (last)
    /// edge of the view that provides it.
    private func baselineExpression(_ view: View, _ attribute: LayoutAttribute) -> Expression {
        let provider = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        let target = provider.rootView === root ? provider : view
        let r = rect(of: target)
        // Offsets are measured from the top of the frame, which lies above the alignment
        // rectangle by the top inset; without one, the alignment rectangle's edge stands in.
        let top = r.y - target.alignmentRectInsets.top
        if attribute == .firstBaseline {
            if let offset = target.firstBaselineOffsetFromTop { return top + offset }
            return r.y
        }
        if let offset = target.lastBaselineOffsetFromTop { return top + offset }
        return r.y + r.height
    }

    // MARK: Variables

    /// A view's variables: its alignment rectangle's origin in its superview's coordinate space
    /// (a scroll view's content space) and its size, as UIKit's frames are relative. The root's
    /// origin is in root coordinates.
    ///
    /// Relative origins keep the tableau short: a constraint between siblings, or between a
    /// view and its superview, reads only their own variables (the shared ancestors' terms
    /// cancel), so a position deep in a screen is a sum over its stack's items, not over every
    /// height above it in the tree.
    func variables(of view: View) -> ViewVariables {
        if let v = view.variables { return v }
        let v = ViewVariables(view.name)
        view.variables = v
        return v
    }

    /// A view's alignment rectangle in root coordinates: its own variables, its origin moved by
    /// the origin of its superview's coordinate space (the sum along its ancestors).
    func rect(of view: View) -> RectExpression {
        let v = variables(of: view)
        if reportsRootCoordinates {
            let r = rootVariables(v)
            return RectExpression(x: Expression(r.x), y: Expression(r.y), width: Expression(v.width), height: Expression(v.height))
        }
        guard let parent = view.superview else { return RectExpression(v) }
        let origin = subviewOrigin(of: parent)
        return RectExpression(x: origin.x + v.x, y: origin.y + v.y, width: Expression(v.width), height: Expression(v.height))
    }

    /// Where the coordinate space of a view's subviews starts, in root coordinates: its frame's
    /// origin, less the content offset inside a scroll view.
    ///
    /// Kept until the tree or an alignment inset changes (see ``forgetOrigins()``): a deep
    /// view's constraints read it many times.
    func subviewOrigin(of view: View) -> (x: Expression, y: Expression) {
        let id = ObjectIdentifier(view)
        if !reportsRootCoordinates, let origin = origins[id] { return origin }
        let frame = frameRect(of: view)
        var origin = (x: frame.x, y: frame.y)
        if view.scrolling != nil {
            let offset = offsetVariables(of: view)
            origin = (frame.x - offset.x, frame.y - offset.y)
        }
        if !reportsRootCoordinates { origins[id] = origin }
        return origin
    }

    /// Drops the kept origins (views moved, or insets changed).
    func forgetOrigins() {
        if !origins.isEmpty { origins = [:] }
    }

    /// A view's frame: its alignment rectangle grown by ``View/alignmentRectInsets``. Its
    /// guides, its margins and the coordinate space of its subviews start from here.
    func frameRect(of view: View) -> RectExpression {
        rect(of: view).outset(by: view.alignmentRectInsets)
    }

    func rect(of guide: LayoutGuide) -> RectExpression {
        guard let owner = guide.owningView else { return RectExpression(x: Expression(), y: Expression(), width: Expression(), height: Expression()) }
        switch guide.kind {
        case .free:
            // A free guide's origin is relative to its owning view's frame.
            let v = guide.variables ?? ViewVariables(guide.layoutName)
            guide.variables = v
            if reportsRootCoordinates {
                let r = rootVariables(v)
                return RectExpression(x: Expression(r.x), y: Expression(r.y), width: Expression(v.width), height: Expression(v.height))
            }
            let frame = frameRect(of: owner)
            return RectExpression(x: frame.x + v.x, y: frame.y + v.y, width: Expression(v.width), height: Expression(v.height))
        case .margins, .safeArea, .readableContent:
            // A scroll view's guides stay on its frame, as frameLayoutGuide does (its margin
            // attributes, used from inside, attach to the content: the legacy rule).
            return frameRect(of: owner).inset(by: insetVariables(of: guide))
        case .scrollContent:
            guard owner.scrolling != nil else { return rect(of: owner) }
            return contentRect(of: owner)
        case .scrollFrame:
            return frameRect(of: owner)
        }
    }

    /// A scroll view's content rectangle in root coordinates: its frame origin minus the
    /// content offset (the origin of its subviews' space), and the content size.
    func contentRect(of scroll: View) -> RectExpression {
        let c = contentVariables(of: scroll)
        let origin = subviewOrigin(of: scroll)
        return RectExpression(x: origin.x, y: origin.y, width: Expression(c.width), height: Expression(c.height))
    }

    /// A scroll view's content offset as two variables pinned to
    /// ``ScrollContent/contentOffset``, created on first use.
    func offsetVariables(of scroll: View) -> OffsetVariables {
        let id = ObjectIdentifier(scroll)
        if let o = offsets[id] { return o }
        let name = scroll.name
        let x = Variable(name + ".contentOffset.x"), y = Variable(name + ".contentOffset.y")
        let offset = scroll.scrolling?.contentOffset ?? .zero
        let pins = [Constraint(x - offset.x, .equal, label: "\(name) contentOffset.x"),
                    Constraint(y - offset.y, .equal, label: "\(name) contentOffset.y")]
        for pin in pins { addToSolver(pin) }
        let o = OffsetVariables(x: x, y: y, pins: pins, offset: offset, scroll: scroll)
        offsets[id] = o
        return o
    }

    /// A scroll view's content size as two variables, created on first use.
    func contentVariables(of scroll: View) -> ContentVariables {
        let id = ObjectIdentifier(scroll)
        if let c = contents[id] { return c }
        _ = offsetVariables(of: scroll)
        let name = scroll.name
        let c = ContentVariables(width: Variable(name + ".contentSize.width"), height: Variable(name + ".contentSize.height"))
        contents[id] = c
        return c
    }

    // MARK: Root coordinates, for diagnostics

    /// Runs `body` with every view's and free guide's position read as one variable in root
    /// coordinates (the form the constraints had before origins were relative): what the
    /// diagnostics that follow constraints from variable to variable read. The variables stand
    /// for positions only; they are never in the solver.
    func inRootCoordinates<T>(_ body: () throws -> T) rethrows -> T {
        let saved = reportsRootCoordinates
        reportsRootCoordinates = true
        defer {
            reportsRootCoordinates = saved
            if !saved { rootPositions = [:] }
        }
        return try body()
    }

    /// The expression of a constraint as `inRootCoordinates` reads it.
    func rootExpression(of constraint: LayoutConstraint) -> Expression {
        inRootCoordinates { translate(constraint).expression }
    }

    /// The root-coordinate position variables of a view or free guide (the same ones until
    /// the outermost `inRootCoordinates` ends).
    private func rootVariables(_ v: ViewVariables) -> (x: Variable, y: Variable) {
        let id = ObjectIdentifier(v.x)
        if let r = rootPositions[id] { return r }
        let r = (x: Variable(v.x.name), y: Variable(v.y.name))
        rootPositions[id] = r
        return r
    }

    /// Inside `inRootCoordinates`: the variables that stand for a view's root-coordinate position.
    func rootPositionVariables(of view: View) -> (x: Variable, y: Variable) {
        rootVariables(variables(of: view))
    }

    /// A view's position in root coordinates as expressions over the solver's variables, and
    /// the variables they read (its own position and each ancestor's, with the content offsets
    /// of the scroll views on the way), on one axis.
    func rootPosition(of view: View, axis: LayoutAxis) -> (expression: Expression, path: [Variable]) {
        let r = rect(of: view)
        let expression = axis == .horizontal ? r.x : r.y
        return (expression, expression.terms.map(\.variable))
    }

    /// A free guide's position in root coordinates, as ``rootPosition(of:axis:)`` gives a view's.
    func rootPosition(of guide: LayoutGuide, axis: LayoutAxis) -> (expression: Expression, path: [Variable]) {
        let r = rect(of: guide)
        let expression = axis == .horizontal ? r.x : r.y
        return (expression, expression.terms.map(\.variable))
    }

    /// The pinned inset variables of a margins or safe-area guide, created on first use.
    func insetVariables(of guide: LayoutGuide) -> InsetVariables {
        let id = ObjectIdentifier(guide)
        if let inset = insets[id] { return inset }
        let values = currentInsets(of: guide)
        let name = guide.layoutName
        let top = Variable(name + ".top"), left = Variable(name + ".left")
        let bottom = Variable(name + ".bottom"), right = Variable(name + ".right")
        let pins = [Constraint(top - values.top, .equal, label: name + ".top"),
                    Constraint(left - values.left, .equal, label: name + ".left"),
                    Constraint(bottom - values.bottom, .equal, label: name + ".bottom"),
                    Constraint(right - values.right, .equal, label: name + ".right")]
        for pin in pins { addToSolver(pin) }
        let inset = InsetVariables(top: top, left: left, bottom: bottom, right: right, pins: pins, values: values)
        insets[id] = inset
        insetGuides.append(guide)
        if isFitting { guideFramesBeforeFitting.append((guide, guide.layoutFrame)) }
        return inset
    }

    /// The insets a margins or safe-area guide has with the current frames.
    func currentInsets(of guide: LayoutGuide) -> EdgeInsets {
        guard let owner = guide.owningView else { return .zero }
        switch guide.kind {
        case .margins: return owner.effectiveLayoutMargins
        case .readableContent: return owner.readableContentInsets
        default: return owner.safeAreaInsets
        }
    }
}
