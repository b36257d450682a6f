/// UIKit's debugging API for Auto Layout: ambiguity, the constraints that affect a view, and
/// the problems the last layout found.
extension View {
    /// Whether the view's frame is not determined by its constraints, on either axis.
    ///
    /// This is exact, not a heuristic: the solver explores every solution that satisfies each
    /// priority level as well as the chosen one, and the view is ambiguous when its position
    /// or size differs between two of them.
    public var hasAmbiguousLayout: Bool {
        hasAmbiguousLayout(for: .horizontal) || hasAmbiguousLayout(for: .vertical)
    }

    /// Whether the view's position or size on `axis` is not determined by its constraints.
    public func hasAmbiguousLayout(for axis: LayoutAxis) -> Bool {
        let engine = self.engine
        engine.layoutIfNeeded()
        return engine.isAmbiguous(self, axis: axis)
    }

    /// The active constraints that take part in placing the view on `axis`: those that
    /// share variables with its position or size, directly or through other constraints.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        let engine = self.engine
        engine.layoutIfNeeded()
        return engine.constraintsAffecting(self, axis: axis)
    }

    /// Moves an ambiguous view to another of its valid layouts (another call moves it back).
    public func exerciseAmbiguityInLayout() {
        let engine = self.engine
        engine.layoutIfNeeded()
        engine.exerciseAmbiguity(of: self)
    }

    /// The problems the tree's layouts found so far: conflicts resolved by breaking a
    /// constraint, and constraints that could not be activated.
    public var layoutDiagnostics: [LayoutDiagnostic] {
        engine.diagnostics
    }

    /// Every view of the tree whose frame is ambiguous, with the axis and a sentence that
    /// says what is missing. When the solver fails during the search, the one diagnostic is
    /// an ``LayoutDiagnostic/Kind/unexamined`` one, never an empty list.
    public func ambiguityDiagnostics() -> [LayoutDiagnostic] {
        let engine = self.engine
        engine.layoutIfNeeded()
        return engine.ambiguityDiagnostics()
    }
}

extension LayoutEngine {
    /// Every ambiguous view, free layout guide and scroll-view content of the tree, found in
    /// one pass over all their variables (see ``Solver/undeterminedVariables(_:tolerance:)``).
    ///
    /// A view is ambiguous when its frame is: its position in root coordinates, the sum of
    /// its own relative position and its ancestors' (see ``variables(of:)``), or its size.
    /// A position whose every term is determined is; the few whose path holds an undetermined
    /// term are tested as sums (a view pinned to the root inside an ambiguous superview is
    /// determined, its relative position not).
    func ambiguityDiagnostics() -> [LayoutDiagnostic] {
        var views: [View] = []
        var guides: [(LayoutGuide, ViewVariables)] = []
        var candidates: [Variable] = []
        root.forEachInSubtree { view in
            for guide in view.layoutGuides where guide.kind == .free && !guide.isPrivate {
                _ = rect(of: guide)  // a guide nothing constrains has variables nothing fixes
                guard let v = guide.variables else { continue }
                guides.append((guide, v))
                candidates += v.all
            }
            let v = variables(of: view)
            candidates.append(v.x)
            candidates.append(v.y)
            candidates.append(v.width)
            candidates.append(v.height)
            if view.scrolling != nil, let o = offsets[ObjectIdentifier(view)] {
                candidates += [o.x, o.y]
            }
            guard view.superview != nil else { return }
            views.append(view)
            if view.scrolling != nil, let c = contents[ObjectIdentifier(view)] {
                candidates += [c.width, c.height]
            }
        }
        let free: Set<ObjectIdentifier>
        do {
            free = Set(try solver.undeterminedVariables(candidates).map(ObjectIdentifier.init))
        } catch {
            return [LayoutDiagnostic(unexamined: error)]
        }
        // Positions whose path reads an undetermined variable, tested as sums in one batch.
        var positions: [Expression] = []
        var positionIndex: [ObjectIdentifier: [Int]] = [:]  // by the position's own variable
        // (Each view's rectangle is built once for both axes and its positions' terms read in
        // place: a rectangle built whole for each axis, and a path array per position, were a
        // fifth of the search.)
        func collect(_ position: Expression, _ own: Variable) {
            guard position.terms.contains(where: { free.contains(ObjectIdentifier($0.variable)) }) else { return }
            positionIndex[ObjectIdentifier(own), default: []].append(positions.count)
            positions.append(position)
        }
        for view in views {
            let v = variables(of: view)
            let r = rect(of: view)
            collect(r.x, v.x)
            collect(r.y, v.y)
        }
        for (guide, v) in guides {
            let r = rect(of: guide)
            collect(r.x, v.x)
            collect(r.y, v.y)
        }
        let moving: Set<Int>
        do {
            moving = Set(try solver.undeterminedExpressions(positions))
        } catch {
            return [LayoutDiagnostic(unexamined: error)]
        }
        func positionMoves(_ own: Variable) -> Bool {
            positionIndex[ObjectIdentifier(own)]?.contains(where: moving.contains) == true
        }
        /// "position and width (horizontal)" for the undetermined parts of a frame on an axis.
        func undetermined(_ v: ViewVariables, _ axis: LayoutAxis) -> String? {
            let (position, size) = axis == .horizontal ? (v.x, v.width) : (v.y, v.height)
            var what: [String] = []
            if positionMoves(position) { what.append("position") }
            if free.contains(ObjectIdentifier(size)) { what.append(axis == .horizontal ? "width" : "height") }
            guard !what.isEmpty else { return nil }
            return "\(what.joined(separator: " and ")) (\(axis == .horizontal ? "horizontal" : "vertical"))"
        }
        var result: [LayoutDiagnostic] = []
        for view in views {
            for axis in LayoutAxis.allCases {
                guard let what = undetermined(variables(of: view), axis) else { continue }
                result.append(LayoutDiagnostic(ambiguous: view, axis: axis,
                                               message: "\(view.name) has an ambiguous \(what): add constraints that fix it"))
            }
            if view.scrolling != nil, let c = contents[ObjectIdentifier(view)] {
                for (axis, variable) in [(LayoutAxis.horizontal, c.width), (.vertical, c.height)]
                where free.contains(ObjectIdentifier(variable)) {
                    result.append(LayoutDiagnostic(ambiguous: view, axis: axis,
                                                   message: contentAmbiguity(of: view, axis: axis, size: variable)))
                }
            }
        }
        for (guide, v) in guides {
            for axis in LayoutAxis.allCases {
                guard let what = undetermined(v, axis) else { continue }
                let owner = guide.owningView.map { " (owned by \($0.name))" } ?? ""
                result.append(LayoutDiagnostic(ambiguous: guide, axis: axis,
                                               message: "layout guide \(guide.layoutName)\(owner) has an ambiguous \(what): add constraints that fix it"))
            }
        }
        return result
    }

    /// Why a scroll view's content size is undetermined on an axis: nothing reaches the far
    /// edge of the content area (no constraint holds the size variable), or something does but
    /// the content pinned there has no size of its own.
    private func contentAmbiguity(of view: View, axis: LayoutAxis, size: Variable) -> String {
        let (dimension, near, far) = axis == .horizontal ? ("width", "leading", "trailing") : ("height", "top", "bottom")
        var reachesFarEdge = false
        view.forEachInSubtree { v in
            for c in v.constraints where !reachesFarEdge {
                if c.solverConstraint?.expression.terms.contains(where: { $0.variable === size }) == true {
                    reachesFarEdge = true
                }
            }
        }
        if !reachesFarEdge {
            return "\(view.name) has an ambiguous content \(dimension): nothing attaches its content to the \(far) edge of contentLayoutGuide; pin the content to both its \(near) and \(far) edges"
        }
        return "\(view.name) has an ambiguous content \(dimension): its content reaches both edges of contentLayoutGuide but has no \(dimension) of its own; give it one (for example equal to frameLayoutGuide's \(dimension))"
    }

    func isAmbiguous(_ view: View, axis: LayoutAxis) -> Bool {
        !ambiguousParts(of: view, axis: axis).isEmpty
    }

    /// "position" and/or "width"/"height" when those are not determined.
    func ambiguousParts(of view: View, axis: LayoutAxis) -> [String] {
        guard view.rootView === root, view.superview != nil else { return [] }
        let v = variables(of: view)
        var parts: [String] = []
        if !isDetermined(rootPosition(of: view, axis: axis)) { parts.append("position") }
        if !isDetermined(axis == .horizontal ? v.width : v.height) { parts.append(axis == .horizontal ? "width" : "height") }
        return parts
    }

    /// Whether the solver finds `variable` determined. When the solver fails, the failure is
    /// reported (``LayoutDiagnostic/Kind/unexamined``) and the variable counts as not
    /// determined: a layout that could not be examined is not called unambiguous.
    func isDetermined(_ variable: Variable) -> Bool {
        do {
            return try solver.isDetermined(variable)
        } catch {
            report(LayoutDiagnostic(unexamined: error))
            return false
        }
    }

    /// Whether a root-coordinate position is determined: every variable on its path is, or
    /// else the sum is (reported as ``isDetermined(_:)-variable`` reports).
    func isDetermined(_ position: (expression: Expression, path: [Variable])) -> Bool {
        do {
            if try solver.undeterminedVariables(position.path).isEmpty { return true }
            return try solver.undeterminedExpressions([position.expression]).isEmpty
        } catch {
            report(LayoutDiagnostic(unexamined: error))
            return false
        }
    }

    /// Follows the constraints in root coordinates (every position one variable, as a
    /// frame is one rectangle): a constraint between a view and its superview joins the two.
    func constraintsAffecting(_ view: View, axis: LayoutAxis) -> [LayoutConstraint] {
        inRootCoordinates {
            let position = rootPositionVariables(of: view)
            let v = variables(of: view)
            var frontier: [ObjectIdentifier] = axis == .horizontal
                ? [ObjectIdentifier(position.x), ObjectIdentifier(v.width)]
                : [ObjectIdentifier(position.y), ObjectIdentifier(v.height)]
            var installed: [LayoutConstraint] = []
            root.forEachInSubtree { view in
                installed.append(contentsOf: view.constraints.filter { $0.solverConstraint != nil })
            }
            let expressions = installed.map { rootExpression(of: $0) }
            var byVariable: [ObjectIdentifier: [Int]] = [:]
            for (index, expression) in expressions.enumerated() {
                for term in expression.terms {
                    byVariable[ObjectIdentifier(term.variable), default: []].append(index)
                }
            }
            var seenVariables = Set<ObjectIdentifier>()
            var reached = Set<Int>()
            while let variable = frontier.popLast() {
                guard seenVariables.insert(variable).inserted else { continue }
                for index in byVariable[variable] ?? [] where reached.insert(index).inserted {
                    frontier.append(contentsOf: expressions[index].terms.map { ObjectIdentifier($0.variable) })
                }
            }
            return reached.sorted().map { installed[$0] }
        }
    }

    func exerciseAmbiguity(of view: View) {
        if !exercised.isEmpty {
            for c in exercised { removeFromSolver(c) }
            exercised = []
        } else {
            // The frame's parts in root coordinates: its position, as UIKit moves a frame.
            let v = variables(of: view)
            let parts = [rootPosition(of: view, axis: .horizontal).expression, rootPosition(of: view, axis: .vertical).expression,
                         Expression(v.width), Expression(v.height)]
            for part in parts {
                let range: (lower: Double, upper: Double)
                do {
                    range = try solver.valueRange(of: part)
                } catch {
                    report(LayoutDiagnostic(unexamined: error))
                    return
                }
                guard range.upper - range.lower > 1e-6 else { continue }
                let current = part.terms.reduce(part.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
                let target: Double
                if range.upper.isFinite && abs(range.upper - current) > 1e-6 {
                    target = range.upper
                } else if range.lower.isFinite && abs(range.lower - current) > 1e-6 {
                    target = range.lower
                } else {
                    target = current + 100
                }
                let pin = Constraint(part - target, .equal, priority: 0.0001, label: "exercise ambiguity")
                if addToSolver(pin) { exercised.append(pin) }
                break
            }
        }
        solver.updateVariables()
        writeFrames()
    }
}

extension View {
    /// The size of the tree's simplex tableau (rows and cells), for benchmarks.
    package var layoutTableauSize: (rows: Int, cells: Int) {
        engine.solver.tableauSize
    }

    /// How many layout passes the tree's engine ran (each a solve, the frames written and every
    /// view's `layoutSubviews()`), for tests: a ``layoutIfNeeded()`` with nothing to do runs none.
    package var layoutPassCount: Int {
        rootView.engineStorage?.layoutPassCount ?? 0
    }
}

extension LayoutGuide {
    /// Whether a free guide's frame is not determined by its constraints, on either axis, as
    /// `UILayoutGuide.hasAmbiguousLayout`. The margins, safe-area and scroll guides follow
    /// their view, so they are ambiguous only when it is.
    public var hasAmbiguousLayout: Bool {
        guard let owner = owningView else { return false }
        guard kind == .free else { return owner.hasAmbiguousLayout }
        let engine = owner.engine
        engine.layoutIfNeeded()
        _ = engine.rect(of: self)
        guard let v = variables else { return false }
        return !engine.isDetermined(engine.rootPosition(of: self, axis: .horizontal))
            || !engine.isDetermined(engine.rootPosition(of: self, axis: .vertical))
            || !engine.isDetermined(v.width) || !engine.isDetermined(v.height)
    }
}
