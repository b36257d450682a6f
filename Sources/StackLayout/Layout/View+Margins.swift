/// Layout margins and the safe area.
///
/// The safe area of the root comes from its ``LayoutEnvironment``; a descendant's safe area is
/// the part of the root's unsafe area its frame overlaps, as UIKit computes it. Effective
/// margins start from ``directionalLayoutMargins`` (a view controller's root view is at least
/// the system minimum), grow to keep content inside the superview's margins when
/// ``preservesSuperviewLayoutMargins`` is set, and add the safe area on each edge when
/// ``insetsLayoutMarginsFromSafeArea`` is set (the additive reading of UIKit's rule; see the README).
extension View {
    /// The margins, leading and trailing by reading direction; 8 on each side by default.
    ///
    /// The margins keep the form they were last set in: set here, they follow the reading
    /// direction (leading is the right side in a right-to-left layout); set through
    /// ``layoutMargins``, they keep their absolute sides, and this property reads them through
    /// the current direction. So margins set before the view joins a right-to-left tree
    /// mean what they said.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { storedMargins.directionalInsets(for: effectiveUserInterfaceLayoutDirection) }
        set {
            storedMargins = SidedInsets(newValue)
            marginsWereSet = true
            setNeedsUpdate()
        }
    }

    /// The margins by absolute edge, synchronised with ``directionalLayoutMargins`` through the
    /// view's layout direction (see there for which form is kept).
    public var layoutMargins: EdgeInsets {
        get { storedMargins.edgeInsets(for: effectiveUserInterfaceLayoutDirection) }
        set {
            storedMargins = SidedInsets(newValue)
            marginsWereSet = true
            setNeedsUpdate()
        }
    }

    /// Whether the view's margins grow so its content also respects the superview's margins.
    public var preservesSuperviewLayoutMargins: Bool {
        get { flags.contains(.preservesSuperviewLayoutMargins) }
        set { setFlag(.preservesSuperviewLayoutMargins, newValue) }
    }

    /// Whether the margins are measured from the safe area rather than the bounds (default true).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { !flags.contains(.ignoresSafeAreaForMargins) }
        set { setFlag(.ignoresSafeAreaForMargins, !newValue) }
    }

    private func setFlag(_ flag: ViewFlags, _ value: Bool) {
        if value { flags.insert(flag) } else { flags.remove(flag) }
        setNeedsUpdate()
    }

    /// The safe area insets after the last layout: the root's come from its environment,
    /// a descendant's are the part of the root's unsafe area its frame overlaps, measured
    /// from each of its edges that lies on screen. An edge beyond the root's bounds (content
    /// scrolled off screen) has no inset: the bars and the sensor housing cover only the
    /// screen, and measuring past it would make content that grows with its margins grow
    /// without end.
    ///
    /// A view with ``additionalSafeAreaInsets`` (a view controller's view, as
    /// `UIViewController.additionalSafeAreaInsets` sets them) adds them to its own insets,
    /// and its descendants measure against its safe area so extended.
    public var safeAreaInsets: EdgeInsets {
        guard let parent = superview else { return environment.safeAreaInsets.adding(additionalSafeAreaInsets) }
        let root = parent.rootView
        let bounds = Rect(origin: .zero, size: root.storedFrame.size)
        let safe = parent.safeRectInRoot
        let r = rectInRoot
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), max(limit, 0)) }
        let overlap = EdgeInsets(
            top: r.minY < bounds.minY ? 0 : clamp(safe.minY - r.minY, r.height),
            left: r.minX < bounds.minX ? 0 : clamp(safe.minX - r.minX, r.width),
            bottom: r.maxY > bounds.maxY ? 0 : clamp(r.maxY - safe.maxY, r.height),
            right: r.maxX > bounds.maxX ? 0 : clamp(r.maxX - safe.maxX, r.width))
        return overlap.adding(additionalSafeAreaInsets)
    }

    /// Insets added to the safe area the view would have (the part of its ancestors' unsafe
    /// area it overlaps), for it and its descendants: what UIKit's
    /// `UIViewController.additionalSafeAreaInsets` does to the controller's view. Zero by default.
    public var additionalSafeAreaInsets: EdgeInsets {
        get { storedAdditionalSafeAreaInsets }
        set {
            guard newValue != storedAdditionalSafeAreaInsets else { return }
            storedAdditionalSafeAreaInsets = newValue
            setNeedsUpdate()
        }
    }

    /// The safe rectangle, in root coordinates, that the view's subviews measure their safe
    /// area against: the root's bounds inset by its safe area, or the safe area of the
    /// nearest view on the way that adds insets.
    private var safeRectInRoot: Rect {
        var view: View? = self
        while let current = view {
            if current.superview == nil {
                return Rect(origin: .zero, size: current.storedFrame.size).inset(by: current.safeAreaInsets)
            }
            if current.storedAdditionalSafeAreaInsets != .zero {
                return current.rectInRoot.inset(by: current.safeAreaInsets)
            }
            view = current.superview
        }
        return .zero
    }

    /// The margins in effect after the last layout (what ``layoutMarginsGuide`` insets by).
    package var effectiveLayoutMargins: EdgeInsets {
        var base = layoutMargins
        if let minimum = systemMinimumLayoutMargins {
            let floor = minimum.edgeInsets(for: effectiveUserInterfaceLayoutDirection)
            if !marginsWereSet { base = .zero }
            base = EdgeInsets(top: max(base.top, floor.top), left: max(base.left, floor.left),
                              bottom: max(base.bottom, floor.bottom), right: max(base.right, floor.right))
        }
        if preservesSuperviewLayoutMargins, let parent = superview {
            let outer = parent.effectiveLayoutMargins
            let r = storedFrame
            let p = parent.bounds
            base.left = max(base.left, outer.left - (r.minX - p.minX))
            base.top = max(base.top, outer.top - (r.minY - p.minY))
            base.right = max(base.right, outer.right - (p.maxX - r.maxX))
            base.bottom = max(base.bottom, outer.bottom - (p.maxY - r.maxY))
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            base.top += safe.top
            base.left += safe.left
            base.bottom += safe.bottom
            base.right += safe.right
        }
        return base
    }

    /// Whether the view is a view controller's root view (`UIViewController.view`), whatever
    /// its place in the tree: its margins are then at least the system minimum for its size
    /// and safe area after the last layout
    /// (``LayoutEnvironment/systemMinimumLayoutMargins(forViewControllerRootOf:safeAreaInsets:idiom:)``,
    /// with the root environment's idiom), and margins it was never given count as 0.
    ///
    /// A root whose ``environment`` has ``LayoutEnvironment/systemMinimumLayoutMargins`` (a
    /// ``Device`` preset's) is a view controller's root without this flag, with those margins.
    public var isViewControllerRoot: Bool {
        get { flags.contains(.viewControllerRoot) }
        set { setFlag(.viewControllerRoot, newValue) }
    }

    /// The system minimum margins the view gets as a view controller's root, after the last
    /// layout; nil for a view that is not one.
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets? {
        if superview == nil, let minimum = environment.systemMinimumLayoutMargins { return minimum }
        guard isViewControllerRoot else { return nil }
        return LayoutEnvironment.systemMinimumLayoutMargins(
            forViewControllerRootOf: storedFrame.size, safeAreaInsets: safeAreaInsets,
            idiom: rootView.environment.traits.userInterfaceIdiom)
    }

    /// The insets of ``readableContentGuide`` after the last layout: the effective margins,
    /// and in a regular width, wider sides that center a guide no wider than
    /// ``LayoutEnvironment/readableContentWidth(for:)`` for the Dynamic Type size. In a compact
    /// width the guide is the margins guide.
    package var readableContentInsets: EdgeInsets {
        var insets = effectiveLayoutMargins
        let traits = rootView.environment.traits
        guard traits.horizontalSizeClass == .regular else { return insets }
        let available = storedFrame.width - insets.left - insets.right
        let readable = LayoutEnvironment.readableContentWidth(for: traits.preferredContentSizeCategory)
        guard available > readable else { return insets }
        let extra = (available - readable) / 2
        insets.left += extra
        insets.right += extra
        return insets
    }

    /// The view's frame in the root's coordinates, after the last layout.
    package var rectInRoot: Rect {
        var rect = storedFrame
        var view = self
        while let parent = view.superview {
            rect.origin.x += parent.storedFrame.minX - parent.bounds.minX
            rect.origin.y += parent.storedFrame.minY - parent.bounds.minY
            view = parent
        }
        rect.origin.x -= view.storedFrame.minX
        rect.origin.y -= view.storedFrame.minY
        return rect
    }
}

/// Boolean settings of a view, packed.
struct ViewFlags: OptionSet {
    let rawValue: UInt8
    static let preservesSuperviewLayoutMargins = ViewFlags(rawValue: 1)
    static let ignoresSafeAreaForMargins = ViewFlags(rawValue: 2)
    static let viewControllerRoot = ViewFlags(rawValue: 4)
    /// ``View/updateConstraints()`` has run since the last ``View/setNeedsUpdateConstraints()``.
    static let constraintsUpdated = ViewFlags(rawValue: 8)
    /// The subviews' autoresizing masks do not apply (``View/autoresizesSubviews`` is false).
    static let doesNotAutoresizeSubviews = ViewFlags(rawValue: 16)
    /// The view is one of its superview's arranged subviews (a stack's or a flow's).
    static let arranged = ViewFlags(rawValue: 32)
}

extension EdgeInsets {
    /// Each inset plus `other`'s.
    func adding(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}
