/// A view, as `UIView`: the core's ``View`` with UIKit's initializers and overridable
/// drawing and sizing methods, for UIKit subclasses as they are written:
///
/// ```swift
/// class MyTabView: UIView {
///     override init(frame: CGRect) { super.init(frame: frame); commonInit() }
///     required init?(coder: NSCoder) { super.init(coder: coder); commonInit() }
/// }
/// ```
///
/// Every UIKit class here (`UIStackView`, `UIScrollView`, `UILabel`, `UIControl` and its
/// subclasses, `UIImageView`, `UIWindow`) is a `UIView`; the core's views have UIKit's
/// properties too (`UIView+UIKit.swift`). This class adds what a subclass overrides, in
/// UIKit's types: `intrinsicContentSize`, `sizeThatFits(_:)`, `draw(_:)`, …
open class UIView: View {
    /// A view with `frame`; it keeps that frame while `translatesAutoresizingMaskIntoConstraints`.
    public init(frame: CGRect) {
        super.init(frame: Rect(frame))
        UIKitLog.install()
        _ = UIView.windowCallbacks
    }

    /// A view as from an archive; there are none here, so the coder is not read and the
    /// frame is zero.
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        UIKitLog.install()
        _ = UIView.windowCallbacks
    }

    /// A view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The view's natural size, as `UIKit`'s: override it in a subclass (either dimension
    /// may be ``noIntrinsicMetric``) and call `invalidateIntrinsicContentSize()` when it
    /// changes. Layout reads it through the core's ``View/intrinsicSize``; the default is what
    /// the kind measures (a label's text, a control's content), none for a plain view.
    open var intrinsicContentSize: CGSize { CGSize(super.intrinsicSize) }

    /// The core's intrinsic size is this view's ``intrinsicContentSize``, overridden or not;
    /// setting it sets what the default returns.
    public final override var intrinsicSize: Size {
        get { Size(intrinsicContentSize) }
        set { super.intrinsicSize = newValue }
    }

    /// For drawing code: nothing is rendered here, so it is never called; the drawing
    /// properties are kept in ``View/appearance`` for the SVG output instead.
    open func draw(_ rect: CGRect) {}

    /// Nothing is rendered here, so this asks for nothing.
    open func setNeedsDisplay() {}

    /// Called when a view is loaded from a nib; no nib is loaded here, so it is not called.
    open func awakeFromNib() {}

    /// The size the view would like within `size`: its current size, as UIKit's default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` its current size, keeping its origin.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// Called before the view gets a new superview (nil: it is being removed, or its new
    /// superview is a core view that is not a `UIView`), as UIKit's. Override this one, not
    /// the core's `willMove(toSuperview: View?)`, which calls it.
    open func willMove(toSuperview newSuperview: UIView?) {}

    public final override func willMove(toSuperview newSuperview: View?) {
        willMove(toSuperview: newSuperview as? UIView)
    }

    /// Called after `subview` was added, as UIKit's (for a subview that is a `UIView`).
    open func didAddSubview(_ subview: UIView) {}

    public final override func didAddSubview(_ subview: View) {
        if let subview = subview as? UIView { didAddSubview(subview) }
    }

    /// Called before `subview` is removed, as UIKit's (for a subview that is a `UIView`).
    open func willRemoveSubview(_ subview: UIView) {}

    public final override func willRemoveSubview(_ subview: View) {
        if let subview = subview as? UIView { willRemoveSubview(subview) }
    }

    /// Called before the view (or an ancestor) moves into another window, or out of its
    /// window (nil), as UIKit's.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view (or an ancestor) moved into another window or out of its window.
    open func didMoveToWindow() {}

    /// Called after the traits of the view's window changed (a rotation across size
    /// classes, a Dynamic Type size), by ``UIWindow``.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether the view needs constraint-based layout (always the case here).
    open class var requiresConstraintBasedLayout: Bool { false }
}

/// A stack view, as `UIStackView`: a ``UIView`` that owns the core's ``StackArrangement``
/// (axis, distribution, alignment, spacing, UIKit's `UISV-…` constraints), the same the core's
/// ``StackView`` owns, so both lay out alike (``StackViewProtocol`` is their API).
open class UIStackView: UIView, StackViewProtocol {
    /// `UIStackView.Distribution`.
    public typealias Distribution = StackView.Distribution
    /// `UIStackView.Alignment`.
    public typealias Alignment = StackView.Alignment

    /// A stack with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _ = StackArrangement(installingOn: self)
    }

    /// A stack as from an archive (there are none here): empty, a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _ = StackArrangement(installingOn: self)
    }

    /// An empty stack.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// A stack that arranges `views`, in order.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The stack's arrangement, which lays it out.
    public var stackArrangement: StackArrangement { unsafeDowncast(role!, to: StackArrangement.self) }

    /// The views the stack lays out, in order, as UIKit's `[UIView]` (a core view arranged
    /// here is left out; ``StackViewProtocol/arrangedSubviews`` lists every one).
    public var arrangedSubviews: [UIView] { stackArrangement.arrangedSubviews.compactMap { $0 as? UIView } }

    /// Adds `view` at the end of the arranged subviews (a subview first if needed); open, as
    /// UIKit's, for subclasses.
    open func addArrangedSubview(_ view: UIView) {
        stackArrangement.insertArrangedSubview(view, at: stackArrangement.arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged subviews at `stackIndex` (clamped).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        stackArrangement.insertArrangedSubview(view, at: stackIndex)
    }

    /// Removes `view` from the arranged subviews; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        stackArrangement.removeArrangedSubview(view)
    }

    /// Sets the gap after `arrangedSubview` (``StackViewProtocol/spacingUseDefault`` clears it).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        stackArrangement.setCustomSpacing(Double(spacing), after: arrangedSubview)
    }

    /// The gap after `arrangedSubview`, or ``StackViewProtocol/spacingUseDefault``.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        CGFloat(stackArrangement.customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault)
    }
}

/// What a scroll view tells its delegate, as `UIScrollViewDelegate`. Nothing scrolls here
/// (no touches, no deceleration), so only ``scrollViewDidScroll(_:)`` is ever called: when
/// code sets the content offset.
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
}

/// A scroll view, as `UIScrollView`: a ``UIView`` that owns the core's ``ScrollContent``
/// (content and frame layout guides, content size from the constraints, insets, paging), the
/// same the core's ``ScrollView`` owns (``ScrollViewProtocol`` is their API), with
/// `CGSize`/`CGPoint` geometry and a delegate.
open class UIScrollView: UIView, ScrollViewProtocol {
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public typealias ContentInsetAdjustmentBehavior = ScrollView.ContentInsetAdjustmentBehavior

    /// Told when code moves the content offset.
    open weak var delegate: UIScrollViewDelegate?
    /// Kept: nothing scrolls by touch here.
    open var isScrollEnabled = true
    open var showsHorizontalScrollIndicator = true
    open var showsVerticalScrollIndicator = true
    open var bounces = true
    /// `UIScrollView.KeyboardDismissMode`, kept.
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
    /// `UIScrollView.DecelerationRate`, kept.
    public struct DecelerationRate: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    /// Kept: there is no keyboard here.
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// Kept.
    open var decelerationRate = DecelerationRate.normal
    /// Kept: indicators are not drawn.
    open var scrollIndicatorInsets = UIEdgeInsets.zero
    /// Kept.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Kept.
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Kept: nothing zooms here.
    open var minimumZoomScale: CGFloat = 1
    /// Kept.
    open var maximumZoomScale: CGFloat = 1
    /// Kept.
    open var zoomScale: CGFloat = 1

    /// A scroll view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _ = ScrollContent(installingOn: self)
    }

    /// A scroll view as from an archive (there are none here): a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _ = ScrollContent(installingOn: self)
    }

    /// A scroll view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The scroll view's content, which lays it out.
    public var scrollContent: ScrollContent { unsafeDowncast(role!, to: ScrollContent.self) }

    /// The point of the content shown at the frame's top-left corner; setting it tells the
    /// ``delegate``.
    open var contentOffset: CGPoint {
        get { CGPoint(scrollContent.contentOffset) }
        set {
            let old = scrollContent.contentOffset
            scrollContent.contentOffset = Point(newValue)
            if old != scrollContent.contentOffset { delegate?.scrollViewDidScroll(self) }
        }
    }

    /// The content's size: from the constraints on the content layout guide after each
    /// layout, or as set.
    open var contentSize: CGSize {
        get { CGSize(scrollContent.contentSize) }
        set { scrollContent.contentSize = Size(newValue) }
    }

    /// Moves the content offset (at once: nothing animates here).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}

extension ScrollView {
    /// The point of the content shown at the frame's top-left corner, as `CGPoint`.
    public var contentOffset: CGPoint {
        get { CGPoint(modelContentOffset) }
        set { modelContentOffset = Point(newValue) }
    }

    /// The content's size, as `CGSize`: from the constraints on the content layout guide
    /// after each layout, or as set.
    public var contentSize: CGSize {
        get { CGSize(modelContentSize) }
        set { modelContentSize = Size(newValue) }
    }
}

extension UIView {
    /// Calls `willMove(toWindow:)` and `didMoveToWindow()` on the `UIView`s of a moved subtree
    /// whose window changes, as UIKit does. Installed once, by the first `UIView`.
    static let windowCallbacks: Void = {
        View.hierarchyObserver = (
            willMove: { view, newSuperview in
                let old = view.window
                let new = newSuperview.flatMap { ($0 as? UIWindow) ?? $0.window }
                // Views outside any window (most trees) keep no state.
                guard old != nil || new != nil else { return }
                view.uikitState.windowBeforeMove = old
                view.uikitState.isMoving = true
                guard old !== new else { return }
                view.forEachInSubtree { ($0 as? UIView)?.willMove(toWindow: new) }
            },
            didMove: { view in
                guard let state = view.uikitStorage as? UIKitViewState, state.isMoving else { return }
                state.isMoving = false
                let old = state.windowBeforeMove
                state.windowBeforeMove = nil
                guard old !== view.window else { return }
                view.forEachInSubtree { ($0 as? UIView)?.didMoveToWindow() }
            })
    }()
}
