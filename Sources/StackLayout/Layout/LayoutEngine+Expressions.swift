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
/// Every view has four variables (x, y, width, height in the root's coordinates); every
/// attribute is an expression of them: right = x + width, centerX = x + width/2, leading is
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
        let v = variables(of: target)
        // Offsets are measured from the top of the frame, which lies above the alignment
        // rectangle by the top inset; without one, the alignment rectangle's edge stands in.
        let top = v.y - target.alignmentRectInsets.top
        if attribute == .firstBaseline {
            if let offset = target.firstBaselineOffsetFromTop { return top + offset }
            return Expression(v.y)
        }
        if let offset = target.lastBaselineOffsetFromTop { return top + offset }
        return v.y + v.height
    }

    // MARK: Variables

    func variables(of view: View) -> ViewVariables {
        if let v = view.variables { return v }
        let v = ViewVariables(view.name)
        view.variables = v
        return v
    }

    /// A view's alignment rectangle: its four variables, what its attributes are made of.
    func rect(of view: View) -> RectExpression {
        let v = variables(of: view)
        return RectExpression(v)
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
            let v = guide.variables ?? ViewVariables(guide.layoutName)
            guide.variables = v
            return RectExpression(v)
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
    /// content offset, and the content size.
    func contentRect(of scroll: View) -> RectExpression {
        let c = contentVariables(of: scroll)
        let frame = frameRect(of: scroll)
        return RectExpression(x: frame.x - c.offsetX, y: frame.y - c.offsetY,
                              width: Expression(c.width), height: Expression(c.height))
    }

    func contentVariables(of scroll: View) -> ContentVariables {
        let id = ObjectIdentifier(scroll)
        if let c = contents[id] { return c }
        let name = scroll.name
        let offsetX = Variable(name + ".contentOffset.x"), offsetY = Variable(name + ".contentOffset.y")
        let offset = scroll.scrolling?.contentOffset ?? .zero
        let pins = [Constraint(offsetX - offset.x, .equal, label: "\(name) contentOffset.x"),
                    Constraint(offsetY - offset.y, .equal, label: "\(name) contentOffset.y")]
        for pin in pins { try? solver.addConstraint(pin) }
        let c = ContentVariables(offsetX: offsetX, offsetY: offsetY, width: Variable(name + ".contentSize.width"),
                                 height: Variable(name + ".contentSize.height"), offsetPins: pins, offset: offset,
                                 scroll: scroll)
        contents[id] = c
        return c
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
        for pin in pins { try? solver.addConstraint(pin) }
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
