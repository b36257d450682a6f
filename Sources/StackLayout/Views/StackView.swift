/// A view that lays out a row or a column of views, as `UIStackView`.
///
/// The stack places its ``arrangedSubviews`` along its ``axis`` in order, sizes them by its
/// ``distribution`` and lines them up across the axis by its ``alignment``. It does so only
/// through constraints it generates for itself, with UIKit's identifiers (`UISV-spacing`,
/// `UISV-canvas-connection`, …) and priorities, so a conflict report reads like UIKit's and
/// the frames are the ones UIKit gives.
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [icon, title, badge])
/// stack.translatesAutoresizingMaskIntoConstraints = false
/// stack.spacing = 8
/// stack.alignment = .center
/// root.addSubview(stack)
/// try LayoutConstraint.activate([
///     stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
///     stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
/// ])
/// root.layoutIfNeeded()
/// ```
///
/// As in current UIKit, a stack made in code has zero layout margins and no intrinsic
/// content size; its size comes from its arranged subviews and the constraints around it.
/// Hidden arranged subviews collapse to zero length and drop out of the chain. Leading and
/// trailing are used everywhere, so a horizontal stack mirrors in a right-to-left layout.
///
/// The constraints are rebuilt at the next layout after any change to a property, to the
/// arranged list, or to an arranged subview's visibility, intrinsic size or priorities;
/// the engine diffs them against the previous set, so a change of spacing or of an intrinsic
/// size takes the cheap path. See `STACKVIEW.md` §8 for the recipe.
open class StackView: View {
    /// How a stack sizes its arranged subviews along its axis, as `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable, CaseIterable {
        /// Items keep their intrinsic lengths; the surplus or deficit goes to the item with the
        /// lowest hugging or compression resistance (ties: the lowest index gives way first).
        case fill = 0
        /// Every visible item has the same length.
        case fillEqually = 1
        /// Items share the stack's length in proportion to their intrinsic (or fitting) lengths.
        case fillProportionally = 2
        /// Items keep their lengths; the gaps between them are equal (at least ``StackView/spacing``).
        case equalSpacing = 3
        /// Items keep their lengths; their centres are equally spaced where the minimum
        /// spacing allows.
        case equalCentering = 4
    }

    /// How a stack places its arranged subviews across its axis, as `UIStackView.Alignment`.
    ///
    /// `top` and `leading` are the same value, and so are `bottom` and `trailing`, as in UIKit.
    public enum Alignment: Int, Sendable, CaseIterable {
        /// Every item spans the stack's full cross size.
        case fill = 0
        /// Items sit at the leading edge (vertical stack) or top (horizontal stack).
        case leading = 1
        /// Items' first baselines line up (horizontal stacks; items without one use their top).
        case firstBaseline = 2
        /// Items are centred across the axis.
        case center = 3
        /// Items sit at the trailing edge (vertical stack) or bottom (horizontal stack).
        case trailing = 4
        /// Items' last baselines line up (horizontal stacks; items without one use their bottom).
        case lastBaseline = 5

        /// Items sit at the top: the same value as ``leading``.
        public static var top: Alignment { .leading }
        /// Items sit at the bottom: the same value as ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    /// As ``spacing``: no spacing (0). As a custom spacing: "not set, use ``spacing``".
    /// The value is UIKit's sentinel, `FLT_MAX`.
    public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
    /// The system spacing between the two neighbours (8 points between two plain views);
    /// the value is UIKit's sentinel, `FLT_MIN`.
    public static let spacingUseSystem = Double(Float.leastNormalMagnitude)

    /// The axis the arranged subviews are laid out along; horizontal by default.
    public var axis: LayoutAxis = .horizontal {
        didSet { if oldValue != axis { arrangementDidChange() } }
    }

    /// How the arranged subviews share the stack's length; ``Distribution/fill`` by default.
    public var distribution: Distribution = .fill {
        didSet { if oldValue != distribution { arrangementDidChange() } }
    }

    /// How the arranged subviews are placed across the axis; ``Alignment/fill`` by default.
    public var alignment: Alignment = .fill {
        didSet { if oldValue != alignment { arrangementDidChange() } }
    }

    /// The gap between neighbouring arranged subviews, 0 by default.
    ///
    /// Exact for fill, fillEqually and fillProportionally; a minimum for equalSpacing and
    /// equalCentering. Negative values let items overlap. ``spacingUseSystem`` asks for the
    /// system spacing; ``spacingUseDefault`` means 0. With a screen scale the gap is rounded
    /// to the pixel grid.
    public var spacing: Double = 0 {
        didSet { if oldValue != spacing { arrangementDidChange() } }
    }

    /// Whether the gaps of a vertical stack run from one item's last baseline to the next
    /// item's first baseline; ignored by horizontal stacks.
    public var isBaselineRelativeArrangement = false {
        didSet { if oldValue != isBaselineRelativeArrangement { arrangementDidChange() } }
    }

    /// Whether the items are laid out inside the stack's ``View/layoutMarginsGuide`` rather
    /// than its bounds.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if oldValue != isLayoutMarginsRelativeArrangement { arrangementDidChange() } }
    }

    /// The views the stack lays out, in order. Each is also one of ``View/subviews``.
    public private(set) var arrangedSubviews: [View] = []

    /// Custom spacings, by the identity of the arranged subview they follow.
    var customSpacings: [ObjectIdentifier: Double] = [:]

    /// The private guide that spans the visible items across the axis (non-fill alignments).
    let alignmentSpanner = LayoutGuide(identifier: "UISV-alignment-spanner")
    /// The private guide the canvas spans when no item is visible.
    let emptySpanningGuide = LayoutGuide(identifier: "UISV-spanning")
    /// The private gap guides of equalSpacing and equalCentering, one per gap; the pool only grows.
    var gapGuides: [LayoutGuide] = []
    /// The canvas width the proportional lengths were measured at (vertical, fill-aligned
    /// fillProportionally stacks), so a change of width re-measures them.
    var proportionalMeasureWidth: Double?

    /// Creates an empty stack with a frame. Its layout margins are zero, as in current UIKit.
    public override init(frame: Rect) {
        super.init(frame: frame)
        storedMargins = SidedInsets(DirectionalEdgeInsets.zero)
        alignmentSpanner.isPrivate = true
        emptySpanningGuide.isPrivate = true
        addLayoutGuide(alignmentSpanner)
        addLayoutGuide(emptySpanningGuide)
    }

    /// Creates a stack that arranges `views`, in order.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: - Arranged subviews

    /// Adds `view` to the end of ``arrangedSubviews``, making it a subview first if needed.
    ///
    /// The view's ``View/translatesAutoresizingMaskIntoConstraints`` becomes false. A view
    /// that is already arranged moves to the end.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into ``arrangedSubviews`` at `index`, making it a subview (frontmost)
    /// if it is not one yet.
    ///
    /// A view that is already arranged moves to `index`, keeping its custom spacing. UIKit
    /// raises for an index beyond the end; this clamps it to the valid range. The stack
    /// itself or one of its ancestors is refused (nothing happens).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard arrange(view, at: index, in: &arrangedSubviews) else { return }
        arrangementDidChange()
    }

    /// Removes `view` from ``arrangedSubviews``; it stays a subview, as in UIKit (call
    /// ``View/removeFromSuperview()`` to take it out of the tree). Its custom spacing is cleared.
    public func removeArrangedSubview(_ view: View) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    // MARK: - Custom spacing

    /// Sets the gap after `arrangedSubview`, replacing ``spacing`` for that gap only.
    ///
    /// Ignored for a view that is not arranged. Pass ``spacingUseDefault`` to go back to
    /// ``spacing``, ``spacingUseSystem`` for the system spacing. A hidden view's custom
    /// spacing is never used: the gap after a visible view is that view's.
    public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let old = customSpacings[key]
        customSpacings[key] = spacing == StackView.spacingUseDefault ? nil : spacing
        if old != customSpacings[key] { arrangementDidChange() }
    }

    /// The custom spacing after `arrangedSubview`, or ``spacingUseDefault`` when none is set.
    public func customSpacing(after arrangedSubview: View) -> Double {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    // MARK: - View overrides

    /// A stack has no intrinsic size (both dimensions are ``View/noIntrinsicMetric``); its
    /// natural size comes from its constraints. Setting it has no effect.
    open override var intrinsicContentSize: Size {
        get { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        set {}
    }

    /// The view whose first baseline is the stack's (§5.8): the tallest visible item
    /// (horizontal) or the first visible item (vertical), recursively; see
    /// `StackView+Baselines.swift`.
    open override var forFirstBaselineLayout: View {
        guard let item = baselineItem(first: true) else { return self }
        return item.forFirstBaselineLayout
    }

    /// The view whose last baseline is the stack's: the tallest visible item (horizontal)
    /// or the last visible item (vertical), recursively.
    open override var forLastBaselineLayout: View {
        guard let item = baselineItem(first: false) else { return self }
        return item.forLastBaselineLayout
    }

    /// A subview that leaves the stack (``View/removeFromSuperview()``, or being added to
    /// another view) leaves ``arrangedSubviews`` too, as in UIKit.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    override func arrangedSubviewDidChange(_ subview: View) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
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
        super.didSolve(engine)
        // Proportional lengths measured at a width that has since changed: measure again.
        if let measured = proportionalMeasureWidth, abs(measured - canvasWidth) > 1e-9 {
            setNeedsUpdate()
        }
    }

    /// Marks the stack for a rebuild of its constraints, makes sure its private guides exist
    /// (never from inside the rebuild, which must not mark the stack again), and tells a
    /// stack that arranges this one, whose proportional lengths may depend on it.
    func arrangementDidChange() {
        ensureGapGuides()
        // The item the stack forwards its baselines to may be another one now.
        rootView.engineStorage?.baselinesDidChange()
        setNeedsUpdate()
        superview?.arrangedSubviewDidChange(self)
    }

    /// Adds gap guides until there is one per possible gap of equalSpacing or equalCentering.
    func ensureGapGuides() {
        guard distribution == .equalSpacing || distribution == .equalCentering else { return }
        while gapGuides.count < arrangedSubviews.count - 1 {
            let guide = LayoutGuide(identifier: "UISV-distributing")
            guide.isPrivate = true
            gapGuides.append(guide)
            addLayoutGuide(guide)
        }
    }

    /// The width of the area the items are laid out in after the last layout.
    var canvasWidth: Double {
        var width = bounds.width
        if isLayoutMarginsRelativeArrangement {
            let margins = effectiveLayoutMargins
            width -= margins.left + margins.right
        }
        return width
    }
}
