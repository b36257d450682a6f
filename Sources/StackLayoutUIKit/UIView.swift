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
/// Every view (a stack, a scroll view, the core's own) has UIKit's properties
/// (`UIView+UIKit.swift`); this class adds what a subclass overrides.
open class UIView: View {
    /// A view with `frame`; it keeps that frame while `translatesAutoresizingMaskIntoConstraints`.
    public init(frame: CGRect) {
        super.init(frame: Rect(frame))
        UIKitLog.install()
    }

    /// A view as from an archive; there are none here, so the coder is not read and the
    /// frame is zero.
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        UIKitLog.install()
    }

    /// A view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
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

    /// Called after the traits of the view's window changed (a rotation across size
    /// classes, a Dynamic Type size), by ``UIWindow``.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether the view needs constraint-based layout (always the case here).
    open class var requiresConstraintBasedLayout: Bool { false }
}

/// A stack view, as `UIStackView`: the core's ``StackView`` (axis, distribution, alignment,
/// spacing, UIKit's `UISV-…` constraints) with UIKit's initializers.
open class UIStackView: StackView {
    /// A stack with `frame`.
    public init(frame: CGRect) {
        super.init(frame: Rect(frame))
        UIKitLog.install()
    }

    /// A stack as from an archive (there are none here): empty, a zero frame.
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        UIKitLog.install()
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

    /// Called after the traits of the view's window changed, by ``UIWindow``.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
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

/// A scroll view, as `UIScrollView`: the core's ``ScrollView`` (content and frame layout
/// guides, content size from the constraints, insets, paging) with UIKit's initializers and
/// `CGSize`/`CGPoint` geometry.
open class UIScrollView: ScrollView {
    /// Told when code moves the content offset.
    open weak var delegate: UIScrollViewDelegate?
    /// Kept: nothing scrolls by touch here.
    open var isScrollEnabled = true
    open var showsHorizontalScrollIndicator = true
    open var showsVerticalScrollIndicator = true
    open var bounces = true

    /// A scroll view with `frame`.
    public init(frame: CGRect) {
        super.init(frame: Rect(frame))
        UIKitLog.install()
    }

    /// A scroll view as from an archive (there are none here): a zero frame.
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        UIKitLog.install()
    }

    /// A scroll view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Called after the traits of the view's window changed, by ``UIWindow``.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Moves the content offset (at once: nothing animates here).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}

extension ScrollView {
    /// The point of the content shown at the frame's top-left corner, as `CGPoint`; setting
    /// it tells a ``UIScrollView``'s delegate.
    public var contentOffset: CGPoint {
        get { CGPoint(modelContentOffset) }
        set {
            let old = modelContentOffset
            modelContentOffset = Point(newValue)
            if old != modelContentOffset, let scroll = self as? UIScrollView {
                scroll.delegate?.scrollViewDidScroll(scroll)
            }
        }
    }

    /// The content's size, as `CGSize`: from the constraints on the content layout guide
    /// after each layout, or as set.
    public var contentSize: CGSize {
        get { CGSize(modelContentSize) }
        set { modelContentSize = Size(newValue) }
    }
}
