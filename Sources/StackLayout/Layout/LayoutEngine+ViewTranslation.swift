import StackLayoutSolver

/// The translation of the constraints most of a screen is made of, between plain attributes of
/// views (edges, centers, sizes; not margins, baselines or a scroll view's content), read in
/// place from the views' variables and their superviews' kept origins; and of a view's size
/// against a constant (content sizes, most of all), read without its container.
///
/// It makes the same terms, in the same order, with the same arithmetic as the general path of
/// ``LayoutEngine/translate(_:readingViewSides:)`` (attribute values, spans and their parts): the general path
/// builds an attribute value per side and a span per value, copying the kept origins into each,
/// and frees them after; this reads one side at a time into the constraint's terms. The two are
/// held equal by a property test over random trees and constraints
/// (`ViewTranslationTests`).
extension LayoutEngine {
    /// One side of a constraint: a view's attribute as `base + own + scale × length`, where
    /// `base` is the origin of the view's superview's space (absent for the root and for a size),
    /// `own` the view's position on the axis (absent for a size) and `length` its size (scale
    /// 0 for a leading edge, 1 for a trailing one, 0.5 for a center).
    struct ViewSide {
        /// The superview's kept origin on the axis; nil for the root or a size.
        var base: Expression?
        /// The view's position variable (unretained: the view's variables hold it); nil for a size.
        var own: Unmanaged<Variable>?
        /// The view's size variable (unretained, as `own`); nil for a leading edge.
        var length: Unmanaged<Variable>?
        /// The length's coefficient: 1 for a trailing edge or a size, 0.5 for a center.
        var scale: Double
        /// Whether the side reads an origin (an edge or a center, not a size).
        var readsOrigin: Bool { own != nil }
        /// How many terms the origin has.
        var originCount: Int { (base?.terms.count ?? 0) + (own == nil ? 0 : 1) }
        /// How many terms the side appends at most (no origin term skipped).
        var termCount: Int { originCount + (length == nil ? 0 : 1) }

        /// The `index`th origin term, unretained.
        @inline(__always)
        func originTerm(_ index: Int) -> (Unmanaged<Variable>, Double) {
            if let base, index < base.terms.count {
                return (Unmanaged.passUnretained(base.terms[index].variable), base.terms[index].coefficient)
            }
            return (own!, 1)
        }

        /// Appends the side's terms after the first `skip` origin terms, each coefficient
        /// through `map`, and returns its constant: what `AttributeValue.append` gives.
        @inline(__always)
        func append(to terms: inout [Term], skipping skip: Int, _ map: (Double) -> Double) -> Double {
            guard let own else {
                // A size: the length alone, with no constant.
                terms.append(Term(length!.takeUnretainedValue(), map(1)))
                return 0
            }
            let baseCount = base?.terms.count ?? 0
            if let base, skip < baseCount {
                for term in base.terms[skip...] { terms.append(Term(term.variable, map(term.coefficient))) }
            }
            if skip <= baseCount { terms.append(Term(own.takeUnretainedValue(), map(1))) }
            let origin = base.map { $0.constant + 0 } ?? 0
            guard let length else { return origin }
            terms.append(Term(length.takeUnretainedValue(), map(scale == 1 ? 1 : 1 * scale)))
            return origin + (scale == 1 ? 0 : 0 * scale)
        }
    }

    /// The side of `view`'s `attribute`, or nil where the general path reads something else (a
    /// margin, a baseline, a scroll view's edge, root coordinates).
    @inline(__always)
    func viewSide(_ view: View, _ attribute: LayoutAttribute, _ direction: UserInterfaceLayoutDirection) -> ViewSide? {
        let horizontal: Bool
        var scale: Double = 0
        var size = false
        switch attribute {
        case .left: horizontal = true
        case .top: horizontal = false
        case .right: horizontal = true; scale = 1
        case .bottom: horizontal = false; scale = 1
        case .leading: horizontal = true; scale = direction == .leftToRight ? 0 : 1
        case .trailing: horizontal = true; scale = direction == .leftToRight ? 1 : 0
        case .centerX: horizontal = true; scale = 0.5
        case .centerY: horizontal = false; scale = 0.5
        case .width: horizontal = true; size = true
        case .height: horizontal = false; size = true
        default: return nil
        }
        let v = variables(of: view)
        let length = Unmanaged.passUnretained(horizontal ? v.width : v.height)
        if size { return ViewSide(base: nil, own: nil, length: length, scale: 1) }
        // A scroll view's edges read its content for a view inside it: the general path's.
        guard view.scrolling == nil else { return nil }
        let own = Unmanaged.passUnretained(horizontal ? v.x : v.y)
        let base = view.superview.map { subviewOrigin(of: $0, horizontal ? .horizontal : .vertical) }
        return ViewSide(base: base, own: own, length: scale == 0 ? nil : length, scale: scale)
    }

    /// The translation of `c` when both its items are views read by ``viewSide(_:_:_:)``, the
    /// constraint is neither mirrored nor relative (its container's origin does not enter), and
    /// the engine reads relative origins; nil otherwise.
    func translateBetweenViews(_ c: LayoutConstraint, direction: UserInterfaceLayoutDirection) -> Constraint? {
        guard !reportsRootCoordinates, let firstView = c.firstHandle?.view,
              let first = viewSide(firstView, c.firstAttribute, direction) else { return nil }
        var second: ViewSide?
        if c.secondAttribute != .notAnAttribute, let secondHandle = c.secondHandle {
            guard let secondView = secondHandle.view,
                  let side = viewSide(secondView, c.secondAttribute, direction) else { return nil }
            second = side
        }
        let m = c.multiplier
        var skip = 0
        if m == 1, let second, first.readsOrigin, second.readsOrigin {
            // The origins' shared terms, as `sharedOriginTerms`: equal cells of variables the
            // solver already reads.
            let n = Swift.min(first.originCount, second.originCount)
            while skip < n {
                let (x, cx) = first.originTerm(skip), (y, cy) = second.originTerm(skip)
                guard x.toOpaque() == y.toOpaque(), cx == cy,
                      x._withUnsafeGuaranteedRef({ solver.isInUse($0) }) else { break }
                skip += 1
            }
        }
        var terms: [Term] = []
        terms.reserveCapacity(first.termCount + (second?.termCount ?? 0) - 2 * skip)
        var constant = first.append(to: &terms, skipping: skip) { $0 }
        if let second {
            let k = second.append(to: &terms, skipping: skip) { ($0 * m) * -1 }
            constant = constant + (k * m) * -1
        }
        // The general path starts again without the shared terms when one of them appears
        // among the rest (`originTerms(_:_:absentFrom:)`). Between views none can: an origin
        // holds each ancestor's position (and each scroll view's offset) once, and the rest
        // are those same origins past the shared prefix and the two views' own positions and
        // sizes. Checked in debug builds.
        assert(skip == 0 || !sharedTermsReappear(first, skip, in: terms), "a shared origin term appears again")
        constant -= c.constant
        return solverConstraint(Expression(terms, constant: constant), of: c)
    }

    /// The translation of a view's width or height against a constant (a content size, a
    /// frame's size, a fixed size): `length - constant`, what ``translateBetweenViews(_:direction:)``
    /// makes of it, without the container and its direction (a size is neither mirrored nor
    /// relative); nil for any other constraint.
    @inline(__always)
    func translateViewSize(_ c: LayoutConstraint) -> Constraint? {
        guard c.firstAttribute.isDimension, c.secondAttribute == .notAnAttribute || c.secondHandle == nil,
              !reportsRootCoordinates, let view = c.firstHandle?.view else { return nil }
        let v = variables(of: view)
        let length = c.firstAttribute == .width ? v.width : v.height
        return solverConstraint(Expression([Term(length, 1)], constant: 0 - c.constant), of: c)
    }

    /// Whether a variable of the first `count` origin terms of `side` is in `terms` (a shared
    /// term that appears again would not cancel alone): `originTerms(_:_:absentFrom:)`'s test.
    private func sharedTermsReappear(_ side: ViewSide, _ count: Int, in terms: [Term]) -> Bool {
        terms.withUnsafeBufferPointer { terms in
            for i in 0..<count {
                let v = side.originTerm(i).0.toOpaque()
                for term in terms where Unmanaged.passUnretained(term.variable).toOpaque() == v { return true }
            }
            return false
        }
    }
}
