/// A view that shows a larger content area through its frame, as `UIScrollView`.
///
/// Its subviews live in content coordinates. The content area is
/// ``contentLayoutGuide`` (origin at the content's (0, 0), size the ``contentSize``) and the
/// visible rectangle is ``frameLayoutGuide``. As in UIKit since iOS 6, a constraint between
/// an edge or margin of the scroll view and one of its descendants attaches to the content
/// area, and one between its width, height or centres and a descendant attaches to its frame;
/// constraints to views outside attach to its frame.
///
/// ```swift
/// let scroll = ScrollView()
/// let stack = StackView()
/// scroll.addSubview(stack)
/// try LayoutConstraint.activate([
///     stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
///     stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
///     stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
///     stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
///     stack.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor),
/// ])
/// ```
open class ScrollView: View, ScrollViewProtocol {
    /// How the safe area adds to the content inset, as `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: String, Sendable {
        /// As `scrollableAxes` here: the scroll view is not inside a navigation or tab bar
        /// controller, which is the case where UIKit adjusts vertically regardless.
        case automatic
        /// The safe area adds on the axes the content scrolls along (or always bounces on).
        case scrollableAxes
        /// The safe area never adds.
        case never
        /// The safe area always adds.
        case always
    }

    /// Creates a scroll view with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        _ = ScrollContent(installingOn: self)
    }

    /// The scroll view's content, which lays it out.
    public var scrollContent: ScrollContent { unsafeDowncast(role!, to: ScrollContent.self) }
}

/// A view that is a scroll view: the core's ``ScrollView`` and the UIKit shim's
/// `UIScrollView`, each owning a ``ScrollContent``. The members below are the scroll view's
/// API, as `UIScrollView`'s.
public protocol ScrollViewProtocol: View {
    /// The content the scroll view owns (made by its initializer).
    var scrollContent: ScrollContent { get }
}

extension ScrollViewProtocol {
    /// The content rectangle: its edges place the content, its size is the ``contentSize``.
    public var contentLayoutGuide: LayoutGuide { scrollContent.contentLayoutGuide }
    /// The scroll view's frame, whatever the content offset.
    public var frameLayoutGuide: LayoutGuide { scrollContent.frameLayoutGuide }

    /// The size of the content. After layout it is the content area the constraints
    /// determine; when nothing constrains the content area it keeps the value set here.
    public var contentSize: Size {
        get { scrollContent.contentSize }
        set { scrollContent.contentSize = newValue }
    }

    /// Extra space around the content.
    public var contentInset: EdgeInsets {
        get { scrollContent.contentInset }
        set { scrollContent.contentInset = newValue }
    }

    /// How the safe area adds to ``contentInset``.
    public var contentInsetAdjustmentBehavior: ScrollView.ContentInsetAdjustmentBehavior {
        get { scrollContent.contentInsetAdjustmentBehavior }
        set { scrollContent.contentInsetAdjustmentBehavior = newValue }
    }

    /// The point of the content shown at the frame's top-left corner.
    public var contentOffset: Point {
        get { scrollContent.contentOffset }
        set { scrollContent.contentOffset = newValue }
    }

    /// Whether the user can drag horizontally even when the content is no wider than the frame.
    public var alwaysBounceHorizontal: Bool {
        get { scrollContent.alwaysBounceHorizontal }
        set { scrollContent.alwaysBounceHorizontal = newValue }
    }

    /// Whether the user can drag vertically even when the content is no taller than the frame.
    public var alwaysBounceVertical: Bool {
        get { scrollContent.alwaysBounceVertical }
        set { scrollContent.alwaysBounceVertical = newValue }
    }

    /// Whether scrolling stops on multiples of the frame's size.
    public var isPagingEnabled: Bool {
        get { scrollContent.isPagingEnabled }
        set { scrollContent.isPagingEnabled = newValue }
    }

    /// ``contentInset`` plus the safe area, as ``contentInsetAdjustmentBehavior`` decides.
    public var adjustedContentInset: EdgeInsets { scrollContent.adjustedContentInset }
    /// The smallest content offset: the adjusted insets, negated.
    package var minimumContentOffset: Point { scrollContent.minimumContentOffset }
    /// The largest content offset on each axis.
    package var maximumContentOffset: Point { scrollContent.maximumContentOffset }
    /// Whether the content scrolls horizontally: it (with its insets) is wider than the frame,
    /// or the scroll view always bounces horizontally.
    public var scrollsHorizontally: Bool { scrollContent.scrollsHorizontally }
    /// Whether the content scrolls vertically.
    public var scrollsVertically: Bool { scrollContent.scrollsVertically }
    /// Whether pages run horizontally (the content is wider than the frame) or vertically.
    package var pagesHorizontally: Bool { scrollContent.pagesHorizontally }
    /// The number of pages: the content's extent over the frame's, rounded up (at least 1).
    public var numberOfPages: Int { scrollContent.numberOfPages }

    /// The page the offset shows, counted from the resting offset (the adjusted insets,
    /// negated), rounded to the nearest and clamped to the pages; the last page at the end of
    /// the content. Setting it scrolls there (``scrollToPage(_:)``).
    public var currentPage: Int {
        get { scrollContent.currentPage }
        set { scrollContent.scrollToPage(newValue) }
    }

    /// Scrolls to a page: the offset becomes `page × frame size` from the resting offset
    /// (clamped to the offset's limits).
    /// Before the first layout the request waits until the sizes are known.
    public func scrollToPage(_ page: Int) {
        scrollContent.scrollToPage(page)
    }
}
