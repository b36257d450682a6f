/// A rectangle in a view tree that Auto Layout places, as `UIView`.
///
/// Build a tree with ``addSubview(_:)``, relate views with anchors and ``LayoutConstraint``,
/// then call ``layoutIfNeeded()`` on any view of the tree: the tree's constraints are solved
/// and every ``frame`` is set, in its superview's coordinates.
///
/// ```swift
/// let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
/// let box = View()
/// box.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(box)
/// try LayoutConstraint.activate([
///     box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
///     box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
///     box.widthAnchor.constraint(equalToConstant: 100),
///     box.heightAnchor.constraint(equalTo: box.widthAnchor),
/// ])
/// root.layoutIfNeeded()   // box.frame == (8 20; 100 100)
/// ```
///
/// `View` is open: subclass it as UIKit apps do, and override ``intrinsicSize`` for a
/// view whose natural size depends on its content.
open class View: CustomStringConvertible {
    /// A value for either dimension of ``intrinsicSize``: the view has no natural size
    /// on that axis, as `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: Double = -1

    /// A name for diagnostics and output, as `accessibilityIdentifier`.
    @exclusivity(unchecked) public var identifier: String?
    /// How the view is drawn (background, corners, border); layout never reads it.
    package var appearance: ViewAppearance {
        get { appearanceStorage?.value ?? ViewAppearance() }
        set {
            if let appearanceStorage {
                appearanceStorage.value = newValue
            } else if newValue != ViewAppearance() {
                appearanceStorage = AppearanceBox(newValue)
            }
        }
    }
    /// ``appearance`` once it is set, out of line: most views keep the default, and inline its
    /// 232 bytes made a view 984 where it is now 760.
    private var appearanceStorage: AppearanceBox?
    private final class AppearanceBox {
        var value: ViewAppearance
        init(_ value: ViewAppearance) { self.value = value }
    }
    /// What the UIKit shim keeps for a view beyond the model (its layer object, tag, content mode).
    package var uikitStorage: AnyObject?
    /// What makes the view more than a rectangle (a stack's arrangement, a label's text), if anything.
    @exclusivity(unchecked) package internal(set) var role: ViewRole?

    /// The view this one is a subview of; nil for a root.
    ///
    /// (Set inside the module only by the hierarchy, and by a fitting, which measures a subtree
    /// as a tree of its own for its duration: `View+Fitting.swift`.)
    ///
    /// Not retained, and not weak either (a weak reference would slow every retain of the
    /// superview): an `unowned(unsafe)` reference that the superview clears in its `deinit`, as
    /// it holds every view that names it here among its ``subviews``. Not a safe `unowned`, which
    /// traps when read during the superview's deinitialization: a subclass's `deinit` that
    /// removes its subviews reads their superview, itself (see ``ItemHandle``).
    public internal(set) var superview: View? {
        get { superviewStorage?.takeUnretainedValue() }
        set { superviewStorage = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// The superview as an unmanaged reference (what `unowned(unsafe)` is): the walks up the
    /// tree (``rootView``, the layout direction, ``isDescendant(of:)``) step through it without
    /// retaining and releasing every ancestor.
    @exclusivity(unchecked) private(set) var superviewStorage: Unmanaged<View>?
    /// The subviews, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// The active constraints installed on this view: those whose closest common ancestor it is.
    @exclusivity(unchecked) public internal(set) var constraints: [LayoutConstraint] = []
    /// The layout guides this view owns (its margins and safe-area guides are not listed).
    @exclusivity(unchecked) public private(set) var layoutGuides: [LayoutGuide] = []

    /// What constraints and guides refer to this view by (``ItemHandle``), made on first use.
    @exclusivity(unchecked) private var handleStorage: ItemHandle?
    var handle: ItemHandle {
        if let handleStorage { return handleStorage }
        let handle = ItemHandle(view: self)
        handleStorage = handle
        return handle
    }

    deinit {
        handleStorage?.itemDidEnd()
        for subview in subviews { subview.superview = nil }
    }

    /// The layout engine, on the root of a tree once it has been laid out.
    @exclusivity(unchecked) var engineStorage: LayoutEngine?
    /// On a root: the last activation stamp handed to a constraint of its tree
    /// (``LayoutConstraint/activationOrder``). A tree that joins another brings its clock along.
    @exclusivity(unchecked) var activationClock: UInt64 = 0
    /// The view's variables in its tree's engine (x, y in its superview's coordinate space, width, height).
    @exclusivity(unchecked) var variables: ViewVariables?
    /// The constraints the view generates for itself (frame, intrinsic size), by kind.
    @exclusivity(unchecked) var generated = GeneratedConstraints()

    // The state below is read and written by the engine's loops and never re-entrantly: no
    // dynamic exclusivity check (a begin and an end access, about 200 instructions, per use).
    @exclusivity(unchecked) var storedFrame: Rect
    @exclusivity(unchecked) var flags = ViewFlags()
    @exclusivity(unchecked) var storedIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    @exclusivity(unchecked) var hugging = AxisPriorities(.defaultLow)
    @exclusivity(unchecked) var compressionResistance = AxisPriorities(.defaultHigh)
    /// The alignment-rectangle insets, in the form they were last set in; nil is zero.
    @exclusivity(unchecked) var storedAlignmentInsets: SidedInsets?
    /// For a view that measures its content (a label, a control): the intrinsic size given
    /// explicitly, per dimension (nil: measured). Set by the document's `intrinsicSize`.
    var intrinsicSizeOverride: (width: Double?, height: Double?)?
    /// On a root: the measurer of the tree's text (``textMeasurer``); nil is the built-in one.
    var storedTextMeasurer: (any TextMeasuring)?
    /// The layout margins, in the form they were last set in.
    @exclusivity(unchecked) var storedMargins = SidedInsets(DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    /// Constraints whose `isActive = true` failed, reported at the next layout of this root.
    var activationFailures: [(LayoutConstraint, LayoutError)] = []
    /// Whether the layout margins were set (a view controller's root then keeps them).
    var marginsWereSet = false
    /// The insets the engine computed in the last layout pass.
    @exclusivity(unchecked) var resolvedSafeAreaInsets = EdgeInsets.zero
    /// The insets added to the safe area (``additionalSafeAreaInsets``).
    var storedAdditionalSafeAreaInsets = EdgeInsets.zero
    /// The autoresizing mask (``autoresizingMask``).
    var storedAutoresizingMask: AutoresizingMask = []
    @exclusivity(unchecked) var resolvedLayoutMargins = EdgeInsets(all: 8)
    /// The view's trait-dependent property values (`View+TraitVariants.swift`).
    var traitVariants: TraitVariantStore?

    /// Creates a view with a frame; it keeps that frame (`translatesAutoresizingMaskIntoConstraints`).
    public init(frame: Rect) {
        storedFrame = frame
    }

    /// Creates a view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: - Geometry

    /// The frame in the superview's coordinates (in a scroll view, content coordinates).
    ///
    /// Setting it fixes the view there while ``translatesAutoresizingMaskIntoConstraints`` is
    /// true; after layout it reads the solved frame. A new size moves and resizes the subviews
    /// that follow their ``autoresizingMask``, as UIKit does.
    public var frame: Rect {
        get { storedFrame }
        set {
            let old = storedFrame, oldSize = old.size
            storedFrame = newValue
            if translatesAutoresizingMaskIntoConstraints {
                setNeedsUpdate()
            } else if newValue != old {
                // The constraints place the view: the next layout puts it back.
                requestLayout()
            }
            if newValue.size != oldSize, !subviews.isEmpty, autoresizesSubviews {
                resizeSubviewsByAutoresizingMask(from: oldSize)
            }
        }
    }

    /// The view's own coordinate space: its size, at the origin (a scroll view's origin is
    /// its content offset).
    open var bounds: Rect { Rect(origin: role?.boundsOrigin ?? .zero, size: storedFrame.size) }

    /// Whether the view's frame becomes constraints: true for a view made in code, as in UIKit;
    /// false once it is an arranged subview of a stack.
    @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { setNeedsUpdate() } }
    }

    /// Whether the view is hidden. Hidden views are still laid out; in a stack they collapse.
    @exclusivity(unchecked) public var isHidden = false {
        didSet {
            guard oldValue != isHidden else { return }
            superview?.arrangedSubviewDidChange(self)
            setNeedsUpdate()
        }
    }

    // MARK: - Alignment rectangle

    /// The insets from the view's frame to its alignment rectangle, the rectangle Auto Layout
    /// places, as `UIView.alignmentRectInsets`: zero unless set or overridden.
    ///
    /// Constraints, stack rules and ``intrinsicSize`` all act on the alignment
    /// rectangle; ``frame`` (the rectangle read after layout, and a frame given while
    /// ``translatesAutoresizingMaskIntoConstraints`` is true) is the alignment rectangle grown
    /// by these insets. A switch, for instance, is 51 x 31 with insets (0, 0, 0, 2): it lines
    /// up by a 49 x 31 rectangle.
    ///
    /// Read-only, as UIKit's: set the insets with ``setAlignmentRectInsets(_:)``, or override
    /// the property in a subclass:
    ///
    /// ```swift
    /// final class Knob: View {
    ///     override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 0, right: 2) }
    /// }
    /// ```
    ///
    /// The insets are read when the tree's constraints are translated; setting them
    /// re-translates the tree at the next layout (an override whose value changes calls
    /// ``invalidateAlignmentRectInsets()``).
    open var alignmentRectInsets: EdgeInsets {
        guard let stored = storedAlignmentInsets else { return .zero }
        return stored.edgeInsets(for: effectiveUserInterfaceLayoutDirection)
    }

    // MARK: - Intrinsic size

    /// The view's natural size; either dimension may be ``noIntrinsicMetric``.
    ///
    /// Each dimension with a value becomes two optional constraints: `size <= value` at the
    /// content hugging priority and `size >= value` at the compression resistance priority.
    /// Subclasses may override it. The property is settable, so Swift needs the override to
    /// have a setter too (UIKit's is read-only, where a getter alone is enough):
    ///
    /// ```swift
    /// final class Badge: View {
    ///     var text = "" { didSet { invalidateIntrinsicContentSize() } }
    ///     override var intrinsicSize: Size {
    ///         get { Size(width: 8 * Double(text.count) + 12, height: 20) }
    ///         set { super.intrinsicSize = newValue }
    ///     }
    /// }
    /// ```
    ///
    /// Call ``invalidateIntrinsicContentSize()`` when the value the override returns changes.
    open var intrinsicSize: Size {
        get { role?.intrinsicSize ?? storedIntrinsicContentSize }
        set {
            if let role, role.setIntrinsicSize(newValue) { return }
            storedIntrinsicContentSize = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// Tells the layout that ``intrinsicSize`` changed.
    open func invalidateIntrinsicContentSize() {
        superview?.arrangedSubviewDidChange(self)
        setNeedsUpdate()
    }

    /// The priority with which the view resists growing beyond its intrinsic size on `axis`.
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { hugging[axis] }

    /// Sets the content hugging priority for `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        hugging[axis] = priority
        superview?.arrangedSubviewDidChange(self)
        setNeedsUpdate()
    }

    /// The priority with which the view resists shrinking below its intrinsic size on `axis`.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        compressionResistance[axis]
    }

    /// Sets the compression resistance priority for `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        compressionResistance[axis] = priority
        superview?.arrangedSubviewDidChange(self)
        setNeedsUpdate()
    }

    // MARK: - Baselines

    /// The distance of the first baseline from the top, for a view that shows text; nil
    /// means the top edge stands in for it.
    public var firstBaselineOffsetFromTop: Double? { didSet { baselineDidChange() } }
    /// The distance of the last baseline from the top; nil means the bottom edge stands in.
    public var lastBaselineOffsetFromTop: Double? { didSet { baselineDidChange() } }

    /// Constraints on this view's baselines (and a stack's choice of baseline) follow the change.
    private func baselineDidChange() {
        rootView.engineStorage?.baselinesDidChange()
        superview?.arrangedSubviewDidChange(self)
        setNeedsUpdate()
    }

    /// The view whose first baseline is this view's, as `viewForFirstBaselineLayout`.
    open var forFirstBaselineLayout: View { role?.viewForBaselineLayout(first: true) ?? self }
    /// The view whose last baseline is this view's, as `viewForLastBaselineLayout`.
    open var forLastBaselineLayout: View { role?.viewForBaselineLayout(first: false) ?? self }

    // MARK: - Direction

    /// How the view decides its layout direction.
    @exclusivity(unchecked) public var semanticContentAttribute = SemanticContentAttribute.unspecified {
        didSet { setNeedsUpdateSubtree() }
    }

    /// The layout direction the view uses for leading and trailing: a forced direction of
    /// the view or its nearest ancestor that forces one, else the root's environment.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        // One walk up, without retaining the ancestors.
        var view = Unmanaged.passUnretained(self)
        while true {
            let (attribute, parent) = view._withUnsafeGuaranteedRef { ($0.semanticContentAttribute, $0.superviewStorage) }
            switch attribute {
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            case .unspecified: break
            }
            guard let parent else { return view._withUnsafeGuaranteedRef { $0.storedEnvironment.layoutDirection } }
            view = parent
        }
    }

    // MARK: - Environment

    /// The device the tree is laid out for: safe area, scale, direction, size classes.
    /// Only the root's environment is used.
    public var environment: LayoutEnvironment {
        get { storedEnvironment }
        set {
            let oldValue = storedEnvironment
            storedEnvironment = newValue
            // Only the direction changes how constraints translate; the safe area, margins and
            // scale are applied by the next pass, incrementally (a rotation rebuilds nothing).
            if environment.layoutDirection != oldValue.layoutDirection {
                setNeedsUpdateSubtree()
            } else if environment != oldValue {
                setNeedsUpdate()
            }
            if environment.scale != oldValue.scale
                || environment.traits.preferredContentSizeCategory != oldValue.traits.preferredContentSizeCategory {
                measuringEnvironmentDidChange()
            }
        }
    }
    /// The environment's storage: a fitting lends it to the subtree it measures, silently.
    @exclusivity(unchecked) var storedEnvironment = LayoutEnvironment()

    // MARK: - Hierarchy

    /// The root of the view's tree.
    package var rootView: View {
        var view = Unmanaged.passUnretained(self)
        while let parent = view._withUnsafeGuaranteedRef({ $0.superviewStorage }) { view = parent }
        return view.takeUnretainedValue()
    }

    /// Adds `view` as the frontmost subview, removing it from its old superview first.
    open func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range).
    open func insertSubview(_ view: View, at index: Int) {
        if view.superview === self {
            subviews.removeAll { $0 === view }
        } else {
            view.removeFromSuperview()
        }
        let moves = view.superview !== self
        if moves {
            View.hierarchyObserver?.willMove(view, self)
            view.willMove(toSuperview: self)
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        let root = rootView
        root.activationClock = max(root.activationClock, view.activationClock)
        if let old = view.engineStorage {
            old.detachAll()
            view.engineStorage = nil
        }
        rootView.engineStorage?.adopt(view)
        if moves {
            view.didMoveToSuperview()
            didAddSubview(view)
            View.hierarchyObserver?.didMove(view)
        }
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        let target = Unmanaged.passUnretained(view).toOpaque()
        var current: Unmanaged<View>? = Unmanaged.passUnretained(self)
        while let candidate = current {
            if candidate.toOpaque() == target { return true }
            current = candidate._withUnsafeGuaranteedRef { $0.superviewStorage }
        }
        return false
    }

    /// Removes the view from its superview. As in UIKit, the constraints between the view's
    /// subtree and views outside it are deactivated.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let root = rootView
        View.hierarchyObserver?.willMove(self, nil)
        willMove(toSuperview: nil)
        parent.role?.willRemoveSubview(self)
        parent.willRemoveSubview(self)
        root.engineStorage?.detach(self)
        // Deactivate the constraints that cross the subtree's boundary.
        var ancestor: View? = parent
        while let holder = ancestor {
            for constraint in holder.constraints where constraint.references(subtreeOf: self) {
                constraint.deactivateSilently()
            }
            ancestor = holder.superview
        }
        parent.subviews.removeAll { $0 === self }
        // Arranged by the superview it leaves (its hooks took it out of the list above,
        // unless an override skipped them): not by the next one.
        flags.remove(.arranged)
        superview = nil
        activationClock = root.activationClock
        didMoveToSuperview()
        View.hierarchyObserver?.didMove(self)
    }

    /// Called before `subview` is removed; a stack drops it from its arranged subviews.
    open func willRemoveSubview(_ subview: View) {}

    /// Called when an arranged subview's visibility or intrinsic size changed.
    func arrangedSubviewDidChange(_ subview: View) { role?.arrangedSubviewDidChange(subview) }

    /// The shared rule of a container's arranged subviews (a stack's, a flow's): puts `view`
    /// into `arranged` at `index` (clamped), moving it there when already listed, and makes
    /// it a subview (frontmost) managed by constraints. Returns false, changing nothing, for
    /// this view itself or one of its ancestors.
    func arrange(_ view: View, at index: Int, in arranged: inout [View]) -> Bool {
        guard !isDescendant(of: view) else { return false }
        // Only a view arranged here already is in the list (a scan of a long stack per item
        // otherwise: quadratic in building one).
        if isArranging(view) { arranged.removeAll { $0 === view } }
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arranged.insert(view, at: min(max(index, 0), arranged.count))
        view.flags.insert(.arranged)
        return true
    }

    /// Takes `view` out of `arranged`, this view's arranged subviews, if it is there; it stays
    /// a subview. Returns whether it was there.
    func unarrange(_ view: View, in arranged: inout [View]) -> Bool {
        guard isArranging(view), let index = arranged.firstIndex(where: { $0 === view }) else { return false }
        arranged.remove(at: index)
        view.flags.remove(.arranged)
        return true
    }

    /// Whether `view` is one of this view's arranged subviews (a stack's or a flow's): a flag
    /// on the view, which can be arranged only by its superview, not a search of the list.
    func isArranging(_ view: View) -> Bool {
        view.flags.contains(.arranged) && view.superview === self
    }

    // MARK: - Guides

    /// Adds a layout guide owned by this view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
        setNeedsUpdate()
    }

    /// Removes a layout guide this view owns; the constraints that use it are deactivated.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        var ancestor: View? = self
        while let holder = ancestor {
            for constraint in holder.constraints where constraint.firstItem === guide || constraint.secondItem === guide {
                constraint.deactivateSilently()
            }
            ancestor = holder.superview
        }
        rootView.engineStorage?.forget(guide)
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The guide of the view's bounds inset by its layout margins.
    public private(set) lazy var layoutMarginsGuide = LayoutGuide(insetGuideOf: self, kind: .margins,
                                                                  identifier: "UIViewLayoutMarginsGuide")
    /// The guide of the part of the view the device's bars and corners do not cover.
    public private(set) lazy var safeAreaLayoutGuide = LayoutGuide(insetGuideOf: self, kind: .safeArea,
                                                                   identifier: "UIViewSafeAreaLayoutGuide")

    /// The guide of the part of the view text is comfortable to read in, as
    /// `readableContentGuide`: the margins guide, narrowed and centered in a regular width
    /// (``readableContentInsets``).
    public private(set) lazy var readableContentGuide = LayoutGuide(insetGuideOf: self, kind: .readableContent,
                                                                    identifier: "UIViewReadableContentGuide")

    // MARK: - Layout

    /// Solves the tree's constraints if anything changed, and sets every frame.
    ///
    /// As UIKit's layout pass: first ``updateConstraints()`` on each view that needs it
    /// (subviews before their superview), then the solve, then ``layoutSubviews()`` on every
    /// view (superviews first). What a `layoutSubviews()` changes is solved in another pass,
    /// up to eight, as UIKit's passes go on while views keep changing their constraints.
    ///
    /// When nothing changed since the last layout, it returns at once, as UIKit's does: no
    /// solve, no frame written, no `layoutSubviews()` called. Every change that can move a frame
    /// asks for the next layout by itself (a constraint's activation, constant or priority, the
    /// tree, an intrinsic size, margins, the root's size or environment, a stack's or scroll
    /// view's properties, a frame set by hand); ``setNeedsLayout()`` asks for one explicitly.
    public func layoutIfNeeded() {
        let root = rootView
        if let engine = root.engineStorage, !engine.isLayoutNeeded { return }
        let engine = root.engineStorage ?? {
            let engine = LayoutEngine(root: root)
            root.engineStorage = engine
            return engine
        }()
        root.layoutCallbacks?.willLayout()
        root.updateConstraintsIfNeeded()
        // The engine's passes call every view's layoutSubviews() and updateConstraints() again
        // until nothing changes, and say so when it does not settle (LayoutEngine+Passes.swift).
        engine.layoutIfNeeded()
        root.layoutCallbacks?.didLayout()
    }

    /// Called after each solve of the view's tree, the frames set, as UIKit calls it in a
    /// layout pass: override it to adjust what depends on the frames (a corner radius from the
    /// height, say). The default does nothing. A ``layoutIfNeeded()`` with nothing to do calls
    /// none.
    open func layoutSubviews() {}

    /// Asks for a layout at the next ``layoutIfNeeded()``, even when nothing changed: every
    /// view's ``layoutSubviews()`` is called again. Changes the layout depends on ask for it by
    /// themselves; call this when a `layoutSubviews()` override depends on state of your own.
    /// An override should call `super`, as in UIKit.
    open func setNeedsLayout() {
        requestLayout()
    }

    /// Asks the tree's engine for a layout at the next ``layoutIfNeeded()`` (what the model's
    /// own changes call, whatever an override of ``setNeedsLayout()`` does).
    func requestLayout() {
        rootView.engineStorage?.setNeedsLayout()
    }

    /// Called before the solve for a view that needs it: once for every view on its first
    /// layout, and after ``setNeedsUpdateConstraints()``. Override it to add or change
    /// constraints, as UIKit's `updateConstraints()`; the default does nothing.
    open func updateConstraints() {}

    /// Asks for ``updateConstraints()`` before the next solve.
    public func setNeedsUpdateConstraints() {
        flags.remove(.constraintsUpdated)
        requestLayout()
    }

    /// Whether ``updateConstraints()`` will be called before the next solve.
    public func needsUpdateConstraints() -> Bool {
        !flags.contains(.constraintsUpdated)
    }

    /// Calls ``updateConstraints()`` now on the view and its subviews that need it, subviews first.
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if !flags.contains(.constraintsUpdated) {
            flags.insert(.constraintsUpdated)
            updateConstraints()
        }
    }

    /// Called when the view is about to get a new superview (nil: it is being removed).
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called after the view got a new superview or was removed from its old one.
    open func didMoveToSuperview() {}

    /// Called after `subview` was added to this view.
    open func didAddSubview(_ subview: View) {}

    /// What the UIKit shim runs around every move of a view in a hierarchy (UIKit's window
    /// callbacks): `willMove(view, newSuperview)` before, `didMove(view)` after. Set once.
    /// Read on every move without a dynamic exclusivity check (it is set once, before any).
    @exclusivity(unchecked) package nonisolated(unsafe) static var hierarchyObserver: (willMove: (View, View?) -> Void, didMove: (View) -> Void)?

    /// What the UIKit shim runs around a layout of a tree whose root has it (a window hosting
    /// a view controller: `viewWillLayoutSubviews`, `viewDidLayoutSubviews`).
    package var layoutCallbacks: (willLayout: () -> Void, didLayout: () -> Void)?

    /// The engine of the view's tree, created on first use.
    var engine: LayoutEngine {
        let root = rootView
        if let engine = root.engineStorage { return engine }
        let engine = LayoutEngine(root: root)
        root.engineStorage = engine
        return engine
    }

    /// Marks the view's generated constraints for an update at the next layout.
    func setNeedsUpdate() {
        rootView.engineStorage?.viewNeedsUpdate(self)
    }

    /// Marks the view and its descendants for an update (direction, environment changes).
    func setNeedsUpdateSubtree() {
        guard let engine = rootView.engineStorage else { return }
        forEachInSubtree { engine.viewNeedsUpdate($0) }
        engine.setNeedsReinstallAll()
    }

    /// Calls `body` for the view and every descendant, depth first, in document order.
    package func forEachInSubtree(_ body: (View) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInSubtree(body) }
    }

    /// Hook for views that generate constraints of their own (stacks, scroll views, flows):
    /// called by the engine before solving when the view was marked for an update.
    /// Return the constraints the view wants active now; the engine diffs them against the
    /// last list.
    func internalConstraints() -> [LayoutConstraint] { role?.internalConstraints() ?? [] }

    /// Called after each solve with the view's new frame; scroll views derive their content
    /// size here, and a wrapping label measures its text again at its new width.
    func didSolve(_ engine: LayoutEngine) { role?.didSolve(engine) }

    /// What a layout leaves in the view beyond its frame and constraints (a label's wrapping
    /// width, a scroll view's content size, a stack's measured width), captured before a
    /// fitting lays the view out on its own: calling the result puts it back, so measuring a
    /// subtree changes nothing in the tree. Nil when the view keeps no such state.
    func captureLayoutState() -> (() -> Void)? { role?.captureLayoutState() }

    /// Called when a layout with changes begins, before its first pass: a view whose intrinsic
    /// size depends on its width (a wrapping label) returns to its unwrapped size, as UIKit's
    /// first constraint pass measures it (`_prepareForFirstIntrinsicContentSizeCalculation`).
    func prepareForFirstIntrinsicContentSizeCalculation() { role?.prepareForFirstIntrinsicContentSizeCalculation() }

    /// Called when what text is measured with changed (the scale, the content size category,
    /// the measurer): views that measure their content measure again.
    func contentMeasurementDidChange() { role?.contentMeasurementDidChange() }

    /// The name the view has in descriptions: its identifier, else its class and index path.
    package var name: String {
        if let identifier { return identifier }
        return "\(type(of: self))"
    }

    /// `<Type name; frame = …>`, as UIKit prints a view.
    open var description: String {
        "<\(type(of: self)) \(name); frame = \(frame)>"
    }
}
