/// What makes a view a stack (``StackViewProtocol``): its properties, its arranged subviews
/// and private guides, and the hooks that turn them into UIKit's `UISV-…` constraints
/// (``StackRules``). The core's ``StackView`` and the shim's `UIStackView` each own one.
public final class StackArrangement: ViewRole {
    static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
    static let spacingUseSystem = Double(Float.leastNormalMagnitude)

    // The stack's state is read by every rebuild of its rules and every change of an arranged
    // subview, never re-entrantly: no dynamic exclusivity check (a begin and an end access
    // per read otherwise).

    @exclusivity(unchecked) package var axis: LayoutAxis = .horizontal {
        didSet { if oldValue != axis { arrangementDidChange() } }
    }
    @exclusivity(unchecked) package var distribution: StackView.Distribution = .fill {
        didSet { if oldValue != distribution { arrangementDidChange() } }
    }
    @exclusivity(unchecked) package var alignment: StackView.Alignment = .fill {
        didSet { if oldValue != alignment { arrangementDidChange() } }
    }
    @exclusivity(unchecked) package var spacing: Double = 0 {
        didSet { if oldValue != spacing { arrangementDidChange() } }
    }
    @exclusivity(unchecked) package var isBaselineRelativeArrangement = false {
        didSet { if oldValue != isBaselineRelativeArrangement { arrangementDidChange() } }
    }
    @exclusivity(unchecked) package var isLayoutMarginsRelativeArrangement = false {
        didSet { if oldValue != isLayoutMarginsRelativeArrangement { arrangementDidChange() } }
    }
    /// The arranged subviews, in order. Whether a view is one of them is a flag on the view
    /// (``View/isArranging(_:)``): every change of an arranged subview asks, and a long stack
    /// must not scan its list for that.
    @exclusivity(unchecked) package private(set) var arrangedSubviews: [View] = []

    /// Custom spacings, by the identity of the arranged subview they follow.
    package var customSpacings: [ObjectIdentifier: Double] = [:]

    /// The private guide that spans the visible items across the axis (non-fill alignments).
    let alignmentSpanner = LayoutGuide(identifier: "UISV-alignment-spanner")
    /// The private guide the canvas spans when no item is visible.
    let emptySpanningGuide = LayoutGuide(identifier: "UISV-spanning")
    /// The private gap guides of equalSpacing and equalCentering, one per gap; the pool only grows.
    package var gapGuides: [LayoutGuide] = []
    /// The canvas width the proportional lengths were measured at (vertical, fill-aligned
    /// fillProportionally stacks), so a change of width re-measures them.
    package var proportionalMeasureWidth: Double?

    /// Makes `view` a stack: zero layout margins, as in current UIKit, and the private guides.
    package override init(installingOn view: View) {
        super.init(installingOn: view)
        view.storedMargins = SidedInsets(DirectionalEdgeInsets.zero)
        alignmentSpanner.isPrivate = true
        emptySpanningGuide.isPrivate = true
        view.addLayoutGuide(alignmentSpanner)
        view.addLayoutGuide(emptySpanningGuide)
    }

    // MARK: - Arranged subviews

    package func insertArrangedSubview(_ subview: View, at index: Int) {
        guard view.arrange(subview, at: index, in: &arrangedSubviews) else { return }
        arrangementDidChange()
    }

    package func removeArrangedSubview(_ subview: View) {
        guard view.unarrange(subview, in: &arrangedSubviews) else { return }
        customSpacings[ObjectIdentifier(subview)] = nil
        arrangementDidChange()
    }

    package func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        guard view.isArranging(arrangedSubview) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let old = customSpacings[key]
        customSpacings[key] = spacing == StackArrangement.spacingUseDefault ? nil : spacing
        if old != customSpacings[key] { arrangementDidChange() }
    }

    // MARK: - Hooks

    /// A stack has no intrinsic size (both dimensions are ``View/noIntrinsicMetric``); its
    /// natural size comes from its constraints. Setting one has no effect.
    override var intrinsicSize: Size? { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
    override func setIntrinsicSize(_ size: Size) -> Bool { true }

    /// The view whose first baseline is the stack's (§5.8): the tallest visible item
    /// (horizontal) or the first visible item (vertical), recursively; the last baseline's
    /// likewise (`StackView+Baselines.swift`).
    override func viewForBaselineLayout(first: Bool) -> View? {
        guard let item = baselineItem(first: first) else { return nil }
        return first ? item.forFirstBaselineLayout : item.forLastBaselineLayout
    }

    /// A subview that leaves the stack (``View/removeFromSuperview()``, or being added to
    /// another view) leaves ``arrangedSubviews`` too, as in UIKit.
    override func willRemoveSubview(_ subview: View) {
        removeArrangedSubview(subview)
    }

    override func arrangedSubviewDidChange(_ subview: View) {
        guard view.isArranging(subview) else { return }
        arrangementDidChange()
    }

    override func internalConstraints() -> [LayoutConstraint] {
        var rules = StackRules(stack: self)
        rules.build(recordingMeasurement: true)
        return rules.constraints
    }

    override func captureLayoutState() -> (() -> Void)? {
        let measured = proportionalMeasureWidth
        return { [unowned self] in proportionalMeasureWidth = measured }
    }

    override func didSolve(_ engine: LayoutEngine) {
        // Proportional lengths measured at a width that has since changed: measure again.
        if let measured = proportionalMeasureWidth, abs(measured - canvasWidth) > 1e-9 {
            view.setNeedsUpdate()
        }
    }

    /// Marks the stack for a rebuild of its constraints, makes sure its private guides exist
    /// (never from inside the rebuild, which must not mark the stack again), and tells a
    /// stack that arranges this one, whose proportional lengths may depend on it.
    func arrangementDidChange() {
        arrangementDidChange(engine: view.rootView.engineStorage)
    }

    /// ``arrangementDidChange()`` with the tree's engine found once: a change climbs through
    /// every stack that arranges this one, and each would otherwise walk to the root again.
    private func arrangementDidChange(engine: LayoutEngine?) {
        ensureGapGuides()
        // A tree that was never laid out has nothing to mark: its first layout builds every
        // stack's rules, and the stacks around this one keep their own arranged subviews (and
        // so their gap guides). A document's properties, applied once its tree is built, climbed
        // every enclosing stack for nothing: 6% of building a 5,000-view screen.
        guard let engine else { return }
        // The item the stack forwards its baselines to may be another one now.
        engine.baselinesDidChange()
        engine.viewNeedsUpdate(view)
        guard let superview = view.superview else { return }
        if let outer = superview.role as? StackArrangement {
            if superview.isArranging(view) { outer.arrangementDidChange(engine: engine) }
        } else {
            superview.arrangedSubviewDidChange(view)
        }
    }

    /// Adds gap guides until there is one per possible gap of equalSpacing or equalCentering.
    func ensureGapGuides() {
        guard distribution == .equalSpacing || distribution == .equalCentering else { return }
        while gapGuides.count < arrangedSubviews.count - 1 {
            let guide = LayoutGuide(identifier: "UISV-distributing")
            guide.isPrivate = true
            gapGuides.append(guide)
            view.addLayoutGuide(guide)
        }
    }

    /// The width of the area the items are laid out in after the last layout.
    package var canvasWidth: Double {
        var width = view.bounds.width
        if isLayoutMarginsRelativeArrangement {
            let margins = view.effectiveLayoutMargins
            width -= margins.left + margins.right
        }
        return width
    }
}
