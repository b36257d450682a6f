/// What the shim keeps for a view beyond the model: its layer object and UIKit's
/// non-layout properties (``View/uikitStorage``).
final class UIKitViewState {
    var layer: CALayer?
    var keyboardLayoutGuide: LayoutGuide?
    /// During a move in the hierarchy: the window the view was in before it.
    weak var windowBeforeMove: UIWindow?
    var isMoving = false
    var tag = 0
    var contentMode = View.ContentMode.scaleToFill
    var isOpaque = true
    var transform = CGAffineTransform.identity
    var contentAlignment = (horizontal: 0, vertical: 0)
}

/// UIKit's view API over the core's ``View`` (which `UIView` is): drawing properties kept in
/// ``View/appearance``, tags, `center`, the window, fitting sizes, subview order, animations.
extension View {
    var uikitState: UIKitViewState {
        if let state = uikitStorage as? UIKitViewState { return state }
        let state = UIKitViewState()
        uikitStorage = state
        return state
    }

    /// `UIView.ContentMode`: how an image view draws its image (kept; layout ignores it).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The view's layer: its drawing properties (``CALayer``).
    public var layer: CALayer {
        if let layer = uikitState.layer { return layer }
        let layer = CALayer(view: self)
        uikitState.layer = layer
        return layer
    }

    public var backgroundColor: UIColor? {
        get { appearance.backgroundColor.map(UIColor.init) }
        set { appearance.backgroundColor = newValue?.color }
    }
    public var tintColor: UIColor! {
        get { appearance.tintColor.map(UIColor.init) ?? superview?.tintColor ?? .systemBlue }
        set { appearance.tintColor = newValue?.color }
    }
    public var alpha: CGFloat {
        get { CGFloat(appearance.alpha) }
        set { appearance.alpha = Double(newValue) }
    }
    public var clipsToBounds: Bool {
        get { appearance.clipsToBounds }
        set { appearance.clipsToBounds = newValue }
    }
    public var isUserInteractionEnabled: Bool {
        get { appearance.isUserInteractionEnabled }
        set { appearance.isUserInteractionEnabled = newValue }
    }
    public var isOpaque: Bool {
        get { uikitState.isOpaque }
        set { uikitState.isOpaque = newValue }
    }
    public var contentMode: ContentMode {
        get { uikitState.contentMode }
        set { uikitState.contentMode = newValue }
    }
    /// The view's transform: kept, not applied to frames (Auto Layout lays out the
    /// untransformed view, as in UIKit).
    public var transform: CGAffineTransform {
        get { uikitState.transform }
        set { uikitState.transform = newValue }
    }
    /// An integer to find the view by (``viewWithTag(_:)``).
    public var tag: Int {
        get { uikitState.tag }
        set { uikitState.tag = newValue }
    }
    /// The view's name in logs and outputs: the core's ``View/identifier``.
    public var accessibilityIdentifier: String? {
        get { identifier }
        set { identifier = newValue }
    }

    /// The frame in the superview's coordinates (a scroll view's content coordinates), as
    /// `CGRect`: the core's ``View/frame``.
    public var frame: CGRect {
        get { CGRect(modelFrame) }
        set { modelFrame = Rect(newValue) }
    }

    /// The guide of the part of the view the keyboard covers, as `keyboardLayoutGuide`. There
    /// is no keyboard here, so it is always UIKit's guide of a hidden keyboard: the view's
    /// width, from the bottom of its safe area to its bottom edge.
    public var keyboardLayoutGuide: UILayoutGuide {
        if let guide = uikitState.keyboardLayoutGuide { return guide }
        let guide = LayoutGuide(identifier: "UIKeyboardLayoutGuide")
        addLayoutGuide(guide)
        uikitState.keyboardLayoutGuide = guide
        let constraints = [
            guide.leadingAnchor.constraint(equalTo: leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor),
            guide.topAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor),
        ]
        for constraint in constraints { constraint.identifier = "UIKeyboardLayoutGuide-hidden" }
        NSLayoutConstraint.activate(constraints)
        return guide
    }

    /// The superview, as UIKit's `UIView?`: nil at the root, and for a core view that is not a
    /// `UIView` (the core's `View` API reads it as a `View`).
    public var superview: UIView? { modelSuperview as? UIView }

    /// The subviews, back to front, as UIKit's `[UIView]` (core views that are not `UIView`s
    /// are left out; the core's `View` API lists them).
    public var subviews: [UIView] { modelSubviews.compactMap { $0 as? UIView } }

    /// The view's own coordinate space (a scroll view's origin is its content offset).
    public var bounds: CGRect { CGRect(modelBounds) }

    /// The frame's centre in the superview's coordinates; setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: modelFrame.midX, y: modelFrame.midY) }
        set {
            var rect = modelFrame
            rect.origin = Point(x: Double(newValue.x) - rect.width / 2, y: Double(newValue.y) - rect.height / 2)
            modelFrame = rect
        }
    }

    /// The window the view is in, if any.
    public var window: UIWindow? {
        var current: View? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.modelSuperview
        }
        return nil
    }

    /// The traits of the view's tree: its root's environment.
    public var traitCollection: UITraitCollection { rootView.environment.traits }

    /// The first view in the subtree (the view itself first) whose ``tag`` is `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in modelSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Moves `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: modelSubviews.count)
    }

    /// Moves `view` to the back of the subviews.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Inserts `view` just behind `sibling`.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        let index = modelSubviews.firstIndex { $0 === sibling } ?? 0
        insertSubview(view, at: index)
    }

    /// Inserts `view` just in front of `sibling`.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let index = modelSubviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? modelSubviews.count
        insertSubview(view, at: index)
    }

    // MARK: Coordinates

    /// `point`, given in this view's coordinates, in `view`'s (nil: the root's), after the
    /// last layout. Views in different trees are not related: the point comes back unchanged.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let target = view ?? rootView
        guard target.rootView === rootView else { return point }
        let from = originInRoot, to = target.originInRoot
        return CGPoint(x: Double(point.x) + from.x - to.x, y: Double(point.y) + from.y - to.y)
    }

    /// `point`, given in `view`'s coordinates (nil: the root's), in this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        (view ?? rootView).convert(point, to: self)
    }

    /// `rect`, given in this view's coordinates, in `view`'s (nil: the root's).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, given in `view`'s coordinates (nil: the root's), in this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Where this view's bounds origin lies in the root's coordinates.
    private var originInRoot: Point {
        let r = rectInRoot, b = modelBounds
        return Point(x: r.minX - b.minX, y: r.minY - b.minY)
    }

    // MARK: Fitting

    /// `UIView.layoutFittingCompressedSize`: the smallest size the constraints allow.
    public static var layoutFittingCompressedSize: CGSize { CGSize(width: 0, height: 0) }
    /// `UIView.layoutFittingExpandedSize`.
    public static var layoutFittingExpandedSize: CGSize { CGSize(width: 10_000_000, height: 10_000_000) }

    /// The size the view's constraints give it, as UIKit's `systemLayoutSizeFitting(_:)`
    /// (the core's, in `CGSize`): both dimensions at the fitting-size level, so content decides.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        CGSize(modelSystemLayoutSizeFitting(Size(targetSize), horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel))
    }

    /// The size the view's constraints give it at `targetSize`, each dimension pulled toward
    /// the target at its priority: a self-sizing cell's height at a required width, wrapping
    /// labels wrapped at it (the core's `systemLayoutSizeFitting`, in `CGSize`).
    public func systemLayoutSizeFitting(_ targetSize: CGSize,
                                        withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                        verticalFittingPriority: LayoutPriority) -> CGSize {
        CGSize(modelSystemLayoutSizeFitting(Size(targetSize), horizontal: horizontalFittingPriority,
                                            vertical: verticalFittingPriority))
    }

    // MARK: Animation

    /// `UIView.AnimationOptions` (accepted; nothing animates here).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// Runs `animations` at once, then `completion(true)`: the end state of an animation is
    /// what layout code cares about, and there is no screen to animate on.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// The spring form of ``animate(withDuration:delay:options:animations:completion:)``: runs at once.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `actions` at once (nothing animates here anyway).
    public static func performWithoutAnimation(_ actions: () -> Void) {
        actions()
    }
}

extension LayoutGuide {
    /// The guide's rectangle in its owning view's coordinates after the last layout.
    public var layoutFrame: CGRect { CGRect(modelLayoutFrame) }
}

extension CGRect {
    /// The rectangle with each edge moved in by `insets`, as UIKit's `inset(by:)`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
