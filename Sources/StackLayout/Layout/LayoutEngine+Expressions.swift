/// A linear expression kept as `base + 1 × variable` until it is read: a view's origin is the
/// origin of its superview's space (a sum along the ancestors) plus its own position, and a
/// constraint on its width never needs that sum, so it is not copied. Reading it builds the
/// same terms and the same constant as `base + variable` does.
struct PartExpression {
    /// Nil for no terms and a zero constant.
    var base: Expression?
    /// The variable, unretained: a part lives only while the engine builds an expression,
    /// and every variable it names is held for longer by the view's or guide's variables or
    /// the engine's tables (insets, offsets, content sizes, root positions). A translation
    /// makes and drops several parts per constraint, a retain and a release each otherwise.
    private var unretainedVariable: Unmanaged<Variable>?
    var variable: Variable? { unretainedVariable?.takeUnretainedValue() }

    /// No terms and a zero constant.
    init() {}
    init(_ base: Expression) { self.base = base }
    init(_ variable: Variable) { unretainedVariable = Unmanaged.passUnretained(variable) }
    init(_ base: Expression, plus variable: Variable) {
        self.base = base
        unretainedVariable = Unmanaged.passUnretained(variable)
    }

    /// The expression, as the operators build it.
    var expression: Expression {
        switch (base, variable) {
        case let (base?, variable?):
            var terms: [Term] = []
            terms.reserveCapacity(base.terms.count + 1)
            terms.append(contentsOf: base.terms)
            terms.append(Term(variable))
            return Expression(terms, constant: base.constant + 0)
        case let (base?, nil): return base
        case let (nil, variable?): return Expression(variable)
        case (nil, nil): return Expression()
        }
    }

    /// How many terms ``expression`` has.
    var termCount: Int { (base?.terms.count ?? 0) + (unretainedVariable == nil ? 0 : 1) }

    /// How many terms ``expression`` and `other`'s start with in common (the same variables
    /// with the same coefficients), counting on while `accept` takes the variable. Reads the
    /// terms in place: no reference counting per term.
    func sharedPrefix(with other: PartExpression, _ accept: (Variable) -> Bool) -> Int {
        let n = Swift.min(termCount, other.termCount)
        if n == 0 { return 0 }
        return withTerms { a, aVariable in
            other.withTerms { b, bVariable in
                var k = 0
                while k < n {
                    let x: Unmanaged<Variable>, y: Unmanaged<Variable>
                    let cx: Double, cy: Double
                    if k < a.count { x = Unmanaged.passUnretained(a[k].variable); cx = a[k].coefficient } else { x = aVariable!; cx = 1 }
                    if k < b.count { y = Unmanaged.passUnretained(b[k].variable); cy = b[k].coefficient } else { y = bVariable!; cy = 1 }
                    guard x.toOpaque() == y.toOpaque(), cx == cy, x._withUnsafeGuaranteedRef(accept) else { break }
                    k += 1
                }
                return k
            }
        }
    }

    /// Whether the variable of one of the first `count` terms of ``expression`` is in `terms`.
    func hasVariable(ofFirst count: Int, in terms: [Term]) -> Bool {
        withTerms { own, ownVariable in
            terms.withUnsafeBufferPointer { terms in
                for i in 0..<count {
                    let v = i < own.count ? Unmanaged.passUnretained(own[i].variable).toOpaque() : ownVariable!.toOpaque()
                    for term in terms where Unmanaged.passUnretained(term.variable).toOpaque() == v { return true }
                }
                return false
            }
        }
    }

    /// Runs `body` with the base's terms in place and the variable, unretained.
    private func withTerms<T>(_ body: (UnsafeBufferPointer<Term>, Unmanaged<Variable>?) -> T) -> T {
        guard let base else { return body(UnsafeBufferPointer(start: nil, count: 0), unretainedVariable) }
        return base.terms.withUnsafeBufferPointer { body($0, unretainedVariable) }
    }

    /// Appends the terms of ``expression`` to `terms`, each coefficient through `map`, and
    /// returns its constant: the same numbers as reading ``expression`` and mapping them.
    /// The first `skip` terms are left out (the constant is the same).
    func append(to terms: inout [Term], skipping skip: Int = 0, _ map: (Double) -> Double) -> Double {
        let baseCount = base?.terms.count ?? 0
        if let base, skip < baseCount {
            for term in base.terms[skip...] { terms.append(Term(term.variable, map(term.coefficient))) }
        }
        if let variable, skip <= baseCount { terms.append(Term(variable, map(1))) }
        switch (base, variable) {
        case let (base?, _?): return base.constant + 0
        case let (base?, nil): return base.constant
        default: return 0
        }
    }

    /// Appends the terms of ``adding(_:times:)`` to `terms`, each coefficient through `map`,
    /// and returns its constant.
    func append(adding other: PartExpression, times scale: Double, to terms: inout [Term],
                skipping skip: Int = 0, _ map: (Double) -> Double) -> Double {
        guard other.base == nil, let otherVariable = other.variable else {
            let sum = adding(other, times: scale)
            for term in sum.terms.dropFirst(skip) { terms.append(Term(term.variable, map(term.coefficient))) }
            return sum.constant
        }
        let own = append(to: &terms, skipping: skip, map)
        terms.append(Term(otherVariable, map(scale == 1 ? 1 : 1 * scale)))
        return own + (scale == 1 ? 0 : 0 * scale)
    }

    /// `self + other × scale` (`scale` 1 for the plain sum), as the operators build it.
    func adding(_ other: PartExpression, times scale: Double) -> Expression {
        guard other.base == nil, let otherVariable = other.variable else {
            return scale == 1 ? expression + other.expression : expression + other.expression * scale
        }
        // The common case, `origin + length` with a bare length variable: one array.
        let own: Expression
        var terms: [Term] = []
        switch (base, variable) {
        case let (base?, variable?):
            terms.reserveCapacity(base.terms.count + 2)
            terms.append(contentsOf: base.terms)
            terms.append(Term(variable))
            own = Expression([], constant: base.constant + 0)
        case let (base?, nil):
            terms.reserveCapacity(base.terms.count + 1)
            terms.append(contentsOf: base.terms)
            own = Expression([], constant: base.constant)
        case let (nil, variable?):
            terms.reserveCapacity(2)
            terms.append(Term(variable))
            own = Expression([], constant: 0)
        case (nil, nil):
            own = Expression()
        }
        // `Expression(v) * scale` is `scale × v` with the constant `0 × scale`.
        terms.append(Term(otherVariable, scale == 1 ? 1 : 1 * scale))
        return Expression(terms, constant: own.constant + (scale == 1 ? 0 : 0 * scale))
    }
}

/// One axis of a rectangle as linear expressions over the solver's variables, in root
/// coordinates: its origin (minX or minY) and its length (width or height). An attribute reads
/// one axis, so the translation of a constraint builds only that one, and only the part it reads.
struct SpanExpression {
    var origin: PartExpression
    var length: PartExpression

    /// The span narrowed by a margins or safe-area guide's inset variables on `axis`.
    ///
    /// The terms and constants of `origin + near` and `length - near - far`, built in one
    /// array each, with the operators' arithmetic: the origin's constant plus the variable's 0
    /// (which makes a constant of -0 a 0), the length's plus -0 twice (which changes nothing).
    func inset(by insets: InsetVariables, _ axis: LayoutAxis) -> SpanExpression {
        let near = axis == .horizontal ? insets.left : insets.top
        let far = axis == .horizontal ? insets.right : insets.bottom
        var originTerms: [Term] = []
        originTerms.reserveCapacity(origin.termCount + 1)
        let originConstant = origin.append(to: &originTerms) { $0 }
        originTerms.append(Term(near, 1))
        var lengthTerms: [Term] = []
        lengthTerms.reserveCapacity(length.termCount + 2)
        let lengthConstant = length.append(to: &lengthTerms) { $0 }
        lengthTerms.append(Term(near, -1))
        lengthTerms.append(Term(far, -1))
        return SpanExpression(
            origin: PartExpression(Expression(originTerms, constant: originConstant + 0)),
            length: PartExpression(Expression(lengthTerms, constant: lengthConstant)))
    }

    /// The span grown by `insets` on `axis`: a frame's from its alignment rectangle's.
    func outset(by insets: EdgeInsets, _ axis: LayoutAxis) -> SpanExpression {
        if insets == .zero { return self }
        let origin = origin.expression, length = length.expression
        return axis == .horizontal
            ? SpanExpression(origin: PartExpression(origin - insets.left),
                             length: PartExpression(length + insets.left + insets.right))
            : SpanExpression(origin: PartExpression(origin - insets.top),
                             length: PartExpression(length + insets.top + insets.bottom))
    }

    /// At most how many terms ``expression(for:)`` has.
    func termCount(for attribute: LayoutAttribute) -> Int {
        switch attribute {
        case .left, .top, .firstBaseline: return origin.termCount
        case .width, .height: return length.termCount
        default: return origin.termCount + length.termCount
        }
    }

    /// Appends the terms of ``expression(for:)`` to `terms`, each coefficient through `map`,
    /// and returns its constant (nil where ``expression(for:)`` is nil, appending nothing).
    /// The first `skip` terms of the origin are left out (only an attribute that
    /// ``readsOrigin(_:)`` has them; the constant is the same).
    func append(_ attribute: LayoutAttribute, to terms: inout [Term], skippingOrigin skip: Int = 0,
                _ map: (Double) -> Double) -> Double? {
        switch attribute {
        case .left, .top, .firstBaseline: return origin.append(to: &terms, skipping: skip, map)
        case .right, .bottom, .lastBaseline:
            return origin.append(adding: length, times: 1, to: &terms, skipping: skip, map)
        case .width, .height: return length.append(to: &terms, map)
        case .centerX, .centerY: return origin.append(adding: length, times: 0.5, to: &terms, skipping: skip, map)
        default: return nil
        }
    }

    /// Whether ``expression(for:)`` starts with the origin's terms (a position, not a length).
    static func readsOrigin(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .left, .top, .firstBaseline, .right, .bottom, .lastBaseline, .centerX, .centerY: return true
        default: return false
        }
    }

    /// A physical attribute of the span's axis (a baseline reads as the top or bottom edge);
    /// nil for leading, trailing, margins and `notAnAttribute`, which the caller resolves first.
    func expression(for attribute: LayoutAttribute) -> Expression? {
        switch attribute {
        case .left, .top, .firstBaseline: return origin.expression
        case .right, .bottom, .lastBaseline: return origin.adding(length, times: 1)
        case .width, .height: return length.expression
        case .centerX, .centerY: return origin.adding(length, times: 0.5)
        default: return nil
        }
    }
}

/// An attribute of a view or guide as the translation reads it: a physical attribute of a
/// span, or an expression made already (a baseline).
///
/// A struct rather than an enum, so that the translation reads a span's parts in place
/// (binding an enum's payload copies it, a retain per part).
struct AttributeValue {
    /// The span the attribute reads (unused when ``made`` is set).
    var span: SpanExpression
    /// A physical attribute of ``span``.
    var attribute: LayoutAttribute
    /// An expression made already (a baseline), or nil for a span's attribute.
    var made: Expression?

    static func span(_ span: SpanExpression, _ attribute: LayoutAttribute) -> AttributeValue {
        AttributeValue(span: span, attribute: attribute, made: nil)
    }

    static func expression(_ expression: Expression) -> AttributeValue {
        AttributeValue(span: SpanExpression(origin: PartExpression(), length: PartExpression()),
                       attribute: .notAnAttribute, made: expression)
    }

    var expression: Expression {
        if let made { return made }
        return span.expression(for: attribute) ?? Expression()
    }

    /// At most how many terms ``expression`` has.
    var termCount: Int {
        if let made { return made.terms.count }
        return span.termCount(for: attribute)
    }

    /// Appends the terms of ``expression`` to `terms`, each coefficient through `map`, and
    /// returns its constant. The first `skip` terms of a span's origin are left out (see
    /// ``LayoutEngine/sharedOriginTerms(_:_:)``; the constant is the same).
    func append(to terms: inout [Term], skippingOrigin skip: Int = 0, _ map: (Double) -> Double) -> Double {
        if let made {
            for term in made.terms { terms.append(Term(term.variable, map(term.coefficient))) }
            return made.constant
        }
        return span.append(attribute, to: &terms, skippingOrigin: skip, map) ?? 0
    }

    /// Whether the expression starts with the span's origin terms.
    var readsOrigin: Bool { made == nil && SpanExpression.readsOrigin(attribute) }
}

/// A rectangle as linear expressions over the solver's variables, in root coordinates: its
/// two spans.
struct RectExpression {
    var horizontal: SpanExpression
    var vertical: SpanExpression

    var x: Expression { horizontal.origin.expression }
    var y: Expression { vertical.origin.expression }
    var width: Expression { horizontal.length.expression }
    var height: Expression { vertical.length.expression }
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
    ///
    /// A constraint between plain attributes of views is read by ``translateBetweenViews(_:direction:)``
    /// (a view's size against a constant by ``translateViewSize(_:)``), which makes what the
    /// attribute values below make, more directly; `readingViewSides` false sends every
    /// constraint through the attribute values (the tests compare the two).
    func translate(_ c: LayoutConstraint, readingViewSides: Bool = true) -> Constraint {
        if readingViewSides, let translated = translateViewSize(c) { return translated }
        let container = c.installedOn ?? c.firstItem?.layoutOwner
        let direction = container.map { layoutDirection(of: $0) } ?? .leftToRight
        let mirrored = direction == .rightToLeft
            && (c.firstAttribute.withoutMargin.isDirectional || c.secondAttribute.withoutMargin.isDirectional)
        let relative = c.multiplier != 1 && !c.firstAttribute.isDimension && c.secondItem != nil
        func side(_ item: LayoutItem, _ attribute: LayoutAttribute, _ other: LayoutItem?) -> Expression {
            var e = attributeValue(item, attribute, direction: direction, relatedTo: other).expression
            guard !attribute.isDimension, mirrored || relative, let container else { return e }
            let axis = attribute.axis ?? .horizontal
            let space = container.scrolling != nil ? contentSpan(of: container, axis) : frameSpan(of: container, axis)
            if axis == .horizontal {
                e = mirrored ? space.origin.expression + space.length.expression - e : e - space.origin.expression
            } else if relative {
                e = e - space.origin.expression
            }
            return e
        }
        let firstItem = c.firstItem, secondItem = c.secondItem
        if !mirrored && !relative, let firstItem {
            if readingViewSides, let translated = translateBetweenViews(c, direction: direction) { return translated }
            // Neither side moves into the container's space: both are read straight into one
            // array (their spans made first side first, as below), with the operators' numbers.
            let first = attributeValue(firstItem, c.firstAttribute, direction: direction, relatedTo: secondItem)
            // Bound with `if let`, not `Optional.map`: the generic map copies and destroys the
            // value through its type's witnesses, a release per array it holds.
            var second: AttributeValue?
            if c.secondAttribute != .notAnAttribute, let secondItem {
                second = attributeValue(secondItem, c.secondAttribute, direction: direction, relatedTo: firstItem)
            }
            let m = c.multiplier
            // The origins' shared terms (the common ancestors' positions) cancel in the
            // solver's merge: they are left out here instead (see `sharedOriginTerms`).
            var skip = second.map { m == 1 ? sharedOriginTerms(first, $0) : 0 } ?? 0
            var terms: [Term] = []
            var constant: Double
            while true {
                terms.reserveCapacity(first.termCount + (second?.termCount ?? 0) - 2 * skip)
                constant = first.append(to: &terms, skippingOrigin: skip) { $0 }
                if let second {
                    let k = second.append(to: &terms, skippingOrigin: skip) { ($0 * m) * -1 }
                    constant = constant + (k * m) * -1
                }
                // A variable of the shared terms that appears again would not cancel alone.
                if skip == 0 || originTerms(first, skip, absentFrom: terms) { break }
                terms.removeAll()
                skip = 0
            }
            constant -= c.constant
            return solverConstraint(Expression(terms, constant: constant), of: c)
        }
        var expression = Expression()
        if let firstItem {
            expression = side(firstItem, c.firstAttribute, secondItem)
        }
        if let secondItem, c.secondAttribute != .notAnAttribute {
            // `expression - second × multiplier`, its terms appended in place: the same terms
            // and the same arithmetic as the operators, one array.
            let second = side(secondItem, c.secondAttribute, firstItem)
            let m = c.multiplier
            expression.terms.reserveCapacity(expression.terms.count + second.terms.count)
            for term in second.terms {
                expression.terms.append(Term(term.variable, (term.coefficient * m) * -1))
            }
            expression.constant = expression.constant + (second.constant * m) * -1
        }
        expression.constant -= c.constant
        return solverConstraint(expression, of: c)
    }

    /// The solver's constraint of `c` over its translated expression: a content-size constraint
    /// is one optional equality with an error each way (``Constraint/priorityBelow``).
    func solverConstraint(_ expression: Expression, of c: LayoutConstraint) -> Constraint {
        if let below = c.compressionResistancePriority {
            return Constraint(expression, equalAbove: c.storedPriority, below: below, weight: c.weight)
        }
        return Constraint(expression, c.relation, priority: c.storedPriority, weight: c.weight)
    }

    /// How many terms the origins of two sides of a constraint (`first - 1 × second`) start
    /// with in common: the same variables with the same coefficients, which the solver's merge
    /// would cancel exactly (`+c x` and `-c x`, nothing else in between for a variable that
    /// appears nowhere else, which ``originTerms(_:_:absentFrom:)`` checks). A constraint
    /// between siblings shares their superview's origin, the sum of every ancestor's position.
    ///
    /// Only variables the solver already reads are counted (``Solver/isInUse(_:)``): a
    /// cancelled term of a variable without a symbol gives it one in the merge, in the order
    /// the variables come, which the solver's later choices depend on.
    func sharedOriginTerms(_ first: AttributeValue, _ second: AttributeValue) -> Int {
        guard first.readsOrigin, second.readsOrigin else { return 0 }
        let solver = self.solver
        return first.span.origin.sharedPrefix(with: second.span.origin) { solver.isInUse($0) }
    }

    /// Whether none of the first `count` origin terms of `value` has its variable in `terms`.
    func originTerms(_ value: AttributeValue, _ count: Int, absentFrom terms: [Term]) -> Bool {
        !value.span.origin.hasVariable(ofFirst: count, in: terms)
    }

    /// The constant the solver constraint of `c` should have now: only `c.constant` changes
    /// between translations, so the installed constant shifts by its change.
    func solverConstant(of c: LayoutConstraint) -> Double {
        guard let installed = c.solverConstraint else { return 0 }
        return installed.expression.constant - (c.constant - c.installedConstant)
    }

    /// An attribute of an item, as the span it is read from (or, for a baseline, its
    /// expression). `other` is the constraint's other item.
    ///
    /// The items come as `LayoutItem`s, cast to a view or a guide. (Read through the
    /// constraint's item handles instead, without the casts, a 5,000-view layout took about
    /// a million instructions fewer but some 100,000 more retains and releases, each atomic:
    /// binding a handle's unowned reference retains the item.)
    func attributeValue(_ item: LayoutItem, _ attribute: LayoutAttribute,
                        direction: UserInterfaceLayoutDirection, relatedTo other: LayoutItem?) -> AttributeValue {
        var attribute = attribute
        // The axis of the attribute (a margin's, leading's and trailing's are their edge's).
        let axis = attribute.axis ?? .horizontal
        var span: SpanExpression
        if let view = item as? View {
            if attribute.isBaseline {
                return .expression(baselineExpression(view, attribute))
            }
            if attribute.isDimension {
                // A width or a height reads the length alone: the origin (the ancestors'
                // positions) is not built.
                let v = variables(of: view)
                return .span(SpanExpression(origin: PartExpression(),
                                            length: PartExpression(axis == .horizontal ? v.width : v.height)), attribute)
            }
            let useContent = view.scrolling != nil && isEdge(attribute) && isStrictDescendant(other, of: view)
            if attribute.isMargin {
                let guide = view.layoutMarginsGuide
                span = useContent ? contentSpan(of: view, axis).inset(by: insetVariables(of: guide), axis)
                                  : insetFrameSpan(of: view, guide, axis)
                attribute = attribute.withoutMargin
            } else {
                span = useContent ? contentSpan(of: view, axis) : self.span(of: view, axis)
            }
        } else if let guide = item as? LayoutGuide {
            span = self.span(of: guide, axis)
            attribute = attribute.withoutMargin
        } else {
            // Unreachable: activation refuses items other than views and guides
            // (LayoutConstraint.unknownItemError).
            return .expression(Expression())
        }
        switch attribute {
        case .leading: attribute = direction == .leftToRight ? .left : .right
        case .trailing: attribute = direction == .leftToRight ? .right : .left
        default: break
        }
        return .span(span, attribute)
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
        RectExpression(horizontal: span(of: view, .horizontal), vertical: span(of: view, .vertical))
    }

    /// One axis of a view's alignment rectangle in root coordinates (`rect(of:)`).
    func span(of view: View, _ axis: LayoutAxis) -> SpanExpression {
        let v = variables(of: view)
        let horizontal = axis == .horizontal
        let length = PartExpression(horizontal ? v.width : v.height)
        if reportsRootCoordinates {
            let r = rootVariables(v)
            return SpanExpression(origin: PartExpression(horizontal ? r.x : r.y), length: length)
        }
        guard let parent = view.superview else {
            return SpanExpression(origin: PartExpression(horizontal ? v.x : v.y), length: length)
        }
        return SpanExpression(origin: PartExpression(subviewOrigin(of: parent, axis), plus: horizontal ? v.x : v.y),
                              length: length)
    }

    /// One axis of ``subviewOrigin(of:)`` (the kept one read alone, not both copied).
    func subviewOrigin(of view: View, _ axis: LayoutAxis) -> Expression {
        if reportsRootCoordinates {
            let origin = subviewOrigin(of: view)
            return axis == .horizontal ? origin.x : origin.y
        }
        let v = variables(of: view)
        if v.originEpoch !== originEpoch { _ = subviewOrigin(of: view) }
        return axis == .horizontal ? v.subviewOriginX : v.subviewOriginY
    }

    /// Where the coordinate space of a view's subviews starts, in root coordinates: its frame's
    /// origin, less the content offset inside a scroll view.
    ///
    /// Kept until the tree or an alignment inset changes (see ``forgetOrigins()``): a deep
    /// view's constraints read it many times.
    func subviewOrigin(of view: View) -> (x: Expression, y: Expression) {
        // Kept with the view's variables, stamped with the engine's current epoch (a
        // dictionary lookup per read was a tenth of the translation).
        let v = variables(of: view)
        if !reportsRootCoordinates, v.originEpoch === originEpoch { return (v.subviewOriginX, v.subviewOriginY) }
        var origin = (x: frameSpan(of: view, .horizontal).origin.expression,
                      y: frameSpan(of: view, .vertical).origin.expression)
        if view.scrolling != nil {
            let offset = offsetVariables(of: view)
            origin = (origin.x - offset.x, origin.y - offset.y)
        }
        if !reportsRootCoordinates {
            v.subviewOriginX = origin.x
            v.subviewOriginY = origin.y
            v.originEpoch = originEpoch
            originsKept = true
        }
        return origin
    }

    /// A view's ``View/effectiveUserInterfaceLayoutDirection``, kept with its variables for the
    /// epoch of the kept origins: what changes it (the tree, a view's semantic content
    /// attribute, the root's direction) starts a new epoch (``forgetOrigins()``), as the
    /// origins' alignment insets depend on it too. Every constraint's translation asks for its
    /// container's, a walk to the root each time.
    func layoutDirection(of view: View) -> UserInterfaceLayoutDirection {
        let v = variables(of: view)
        if v.directionEpoch === originEpoch { return v.direction }
        let direction = view.effectiveUserInterfaceLayoutDirection
        v.direction = direction
        v.directionEpoch = originEpoch
        originsKept = true
        return direction
    }

    /// Drops the kept origins (views moved, or insets changed): a new epoch.
    func forgetOrigins() {
        if originsKept {
            originEpoch = OriginEpoch()
            originsKept = false
        }
    }

    /// One axis of a view's frame: its alignment rectangle grown by ``View/alignmentRectInsets``.
    /// Its guides, its margins and the coordinate space of its subviews start from here.
    func frameSpan(of view: View, _ axis: LayoutAxis) -> SpanExpression {
        span(of: view, axis).outset(by: view.alignmentRectInsets, axis)
    }

    func rect(of guide: LayoutGuide) -> RectExpression {
        RectExpression(horizontal: span(of: guide, .horizontal), vertical: span(of: guide, .vertical))
    }

    /// One axis of a guide's rectangle in root coordinates (`rect(of:)`).
    func span(of guide: LayoutGuide, _ axis: LayoutAxis) -> SpanExpression {
        guard let owner = guide.owningView else {
            return SpanExpression(origin: PartExpression(Expression()), length: PartExpression(Expression()))
        }
        let horizontal = axis == .horizontal
        switch guide.kind {
        case .free:
            // A free guide's origin is relative to its owning view's frame.
            let v = guide.variables ?? ViewVariables(guide.layoutName)
            guide.variables = v
            let length = PartExpression(horizontal ? v.width : v.height)
            if reportsRootCoordinates {
                let r = rootVariables(v)
                return SpanExpression(origin: PartExpression(horizontal ? r.x : r.y), length: length)
            }
            let frame = frameSpan(of: owner, axis)
            return SpanExpression(origin: PartExpression(frame.origin.expression, plus: horizontal ? v.x : v.y),
                                  length: length)
        case .margins, .safeArea, .readableContent:
            // A scroll view's guides stay on its frame, as frameLayoutGuide does (its margin
            // attributes, used from inside, attach to the content: the legacy rule).
            return insetFrameSpan(of: owner, guide, axis)
        case .scrollContent:
            guard owner.scrolling != nil else { return span(of: owner, axis) }
            return contentSpan(of: owner, axis)
        case .scrollFrame:
            return frameSpan(of: owner, axis)
        }
    }

    /// One axis of `owner`'s frame narrowed by the insets of `guide` (its margins, safe-area or
    /// readable-content guide): the guide's span.
    ///
    /// Kept with the guide's inset variables until the origins are forgotten, as the origins
    /// are (``subviewOrigin(of:)``): every constraint on a stack's margins or on a VFL `|-`
    /// reads it, and building it makes two arrays of terms each time.
    func insetFrameSpan(of owner: View, _ guide: LayoutGuide, _ axis: LayoutAxis) -> SpanExpression {
        let insets = insetVariables(of: guide)
        let horizontal = axis == .horizontal
        if !reportsRootCoordinates, insets.spanEpoch === originEpoch,
           let kept = horizontal ? insets.horizontalSpan : insets.verticalSpan {
            return kept
        }
        let span = frameSpan(of: owner, axis).inset(by: insets, axis)
        if !reportsRootCoordinates {
            if insets.spanEpoch !== originEpoch {
                insets.horizontalSpan = nil
                insets.verticalSpan = nil
                insets.spanEpoch = originEpoch
            }
            if horizontal { insets.horizontalSpan = span } else { insets.verticalSpan = span }
            originsKept = true
        }
        return span
    }

    /// One axis of a scroll view's content rectangle in root coordinates: its frame origin
    /// minus the content offset (the origin of its subviews' space), and the content size.
    func contentSpan(of scroll: View, _ axis: LayoutAxis) -> SpanExpression {
        let c = contentVariables(of: scroll)
        let origin = subviewOrigin(of: scroll, axis)
        return SpanExpression(origin: PartExpression(origin), length: PartExpression(axis == .horizontal ? c.width : c.height))
    }

    /// A scroll view's content offset as two variables pinned to
    /// ``ScrollContent/contentOffset``, created on first use.
    func offsetVariables(of scroll: View) -> OffsetVariables {
        let id = ObjectIdentifier(scroll)
        if let o = offsets[id] { return o }
        let name = scroll.name
        let x = Variable(name, suffix: ".contentOffset.x"), y = Variable(name, suffix: ".contentOffset.y")
        let offset = scroll.scrolling?.contentOffset ?? .zero
        let pins = [Constraint(x - offset.x, .equal, label: "\(name) contentOffset.x"),
                    Constraint(y - offset.y, .equal, label: "\(name) contentOffset.y")]
        for pin in pins { addToSolver(pin) }
        let o = OffsetVariables(x: x, y: y, pins: pins, offset: offset, scrollHandle: scroll.handle)
        offsets[id] = o
        return o
    }

    /// A scroll view's content size as two variables, created on first use.
    func contentVariables(of scroll: View) -> ContentVariables {
        let id = ObjectIdentifier(scroll)
        if let c = contents[id] { return c }
        _ = offsetVariables(of: scroll)
        let name = scroll.name
        let c = ContentVariables(width: Variable(name, suffix: ".contentSize.width"),
                                 height: Variable(name, suffix: ".contentSize.height"))
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
        let expression = span(of: view, axis).origin.expression
        return (expression, expression.terms.map(\.variable))
    }

    /// A free guide's position in root coordinates, as ``rootPosition(of:axis:)`` gives a view's.
    func rootPosition(of guide: LayoutGuide, axis: LayoutAxis) -> (expression: Expression, path: [Variable]) {
        let expression = span(of: guide, axis).origin.expression
        return (expression, expression.terms.map(\.variable))
    }

    /// The pinned inset variables of a margins or safe-area guide, created on first use.
    func insetVariables(of guide: LayoutGuide) -> InsetVariables {
        let id = ObjectIdentifier(guide)
        if let inset = insets[id] { return inset }
        let values = currentInsets(of: guide)
        let name = guide.layoutName
        let top = Variable(name, suffix: ".top"), left = Variable(name, suffix: ".left")
        let bottom = Variable(name, suffix: ".bottom"), right = Variable(name, suffix: ".right")
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
