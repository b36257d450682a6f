/// What makes a view a scroll view (``ScrollViewProtocol``): its content and frame guides,
/// its content size, insets, offset and paging, and what it does after each solve (the
/// content size from the constraints, the offset at rest, the page kept across a resize). The
/// engine gives the view content variables and UIKit's rule that its edges, seen from inside,
/// are the content area's. The core's ``ScrollView`` and the shim's `UIScrollView` each own one.
public final class ScrollContent: ViewRole {
    /// Makes `view` a scroll view.
    package override init(installingOn view: View) {
        super.init(installingOn: view)
    }

    /// The content rectangle: its edges place the content, its size is the ``contentSize``.
    package private(set) lazy var contentLayoutGuide = LayoutGuide(insetGuideOf: view, kind: .scrollContent,
                                                                  identifier: "UIScrollView-contentLayoutGuide")
    /// The scroll view's frame, whatever the content offset.
    package private(set) lazy var frameLayoutGuide = LayoutGuide(insetGuideOf: view, kind: .scrollFrame,
                                                                identifier: "UIScrollView-frameLayoutGuide")

    /// The size of the content. After layout it is the content area the constraints
    /// determine; when nothing constrains the content area it keeps the value set here.
    package var contentSize: Size {
        get { solvedContentSize }
        set {
            guard newValue != solvedContentSize else { return }
            solvedContentSize = newValue
            // The adjusted insets, the offset at rest and the pages follow it.
            view.requestLayout()
        }
    }
    /// The content size's storage, which a layout writes without asking for another.
    private var solvedContentSize = Size.zero

    /// Extra space around the content.
    package var contentInset = EdgeInsets.zero {
        didSet { view.setNeedsUpdate() }
    }

    /// How the safe area adds to ``contentInset``.
    package var contentInsetAdjustmentBehavior = ScrollView.ContentInsetAdjustmentBehavior.automatic {
        didSet { view.setNeedsUpdate() }
    }

    /// The point of the content shown at the frame's top-left corner.
    package var contentOffset = Point.zero {
        didSet {
            if contentOffset != oldValue { view.setNeedsUpdate() }
        }
    }

    /// Whether the user can drag horizontally even when the content is no wider than the frame.
    package var alwaysBounceHorizontal = false {
        didSet { if alwaysBounceHorizontal != oldValue { view.requestLayout() } }
    }
    /// Whether the user can drag vertically even when the content is no taller than the frame.
    package var alwaysBounceVertical = false {
        didSet { if alwaysBounceVertical != oldValue { view.requestLayout() } }
    }

    /// Whether scrolling stops on multiples of the frame's size.
    package var isPagingEnabled = false {
        didSet {
            view.setNeedsUpdate()
            // A paged flow inside sizes its items by whether the scroll view pages (FLOW.md).
            view.forEachInSubtree { ($0 as? FlowLayout)?.setNeedsUpdate() }
        }
    }

    /// The page asked for before the frame's size was known; applied at the next layout.
    package var requestedPage: Int?
    /// The frame size of the last layout, to keep the page when it changes.
    package var lastBoundsSize: Size?
    /// The adjusted insets of the last layout: an offset at their negation is at rest at the
    /// top-left corner and follows the insets when they change.
    package var restingInset = EdgeInsets.zero

    /// The bounds' origin is the content offset, as in UIKit.
    override var boundsOrigin: Point { contentOffset }

    // MARK: - Insets and limits

    /// ``contentInset`` plus the safe area, as ``contentInsetAdjustmentBehavior`` decides.
    package var adjustedContentInset: EdgeInsets {
        let safe = view.safeAreaInsets
        var inset = contentInset
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never:
            return inset
        case .always:
            vertical = true
            horizontal = true
        case .automatic, .scrollableAxes:
            vertical = contentSize.height > view.frame.height || alwaysBounceVertical
            horizontal = contentSize.width > view.frame.width || alwaysBounceHorizontal
        }
        if vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }

    /// The smallest content offset: the adjusted insets, negated.
    package var minimumContentOffset: Point {
        let inset = adjustedContentInset
        return Point(x: -inset.left, y: -inset.top)
    }

    /// The largest content offset on each axis.
    package var maximumContentOffset: Point {
        let inset = adjustedContentInset
        let minimum = minimumContentOffset
        return Point(x: max(minimum.x, contentSize.width + inset.right - view.frame.width),
                     y: max(minimum.y, contentSize.height + inset.bottom - view.frame.height))
    }

    /// Whether the content scrolls horizontally: it (with its insets) is wider than the frame,
    /// or the scroll view always bounces horizontally.
    package var scrollsHorizontally: Bool {
        let inset = adjustedContentInset
        return contentSize.width + inset.left + inset.right > view.frame.width + 1e-9 || alwaysBounceHorizontal
    }

    /// Whether the content scrolls vertically.
    package var scrollsVertically: Bool {
        let inset = adjustedContentInset
        return contentSize.height + inset.top + inset.bottom > view.frame.height + 1e-9 || alwaysBounceVertical
    }

    // MARK: - Paging

    /// Whether pages run horizontally (the content is wider than the frame) or vertically.
    package var pagesHorizontally: Bool {
        !(contentSize.height > view.frame.height + 1e-9 && contentSize.width <= view.frame.width + 1e-9)
    }

    /// The number of pages: the content's extent over the frame's, rounded up (at least 1).
    package var numberOfPages: Int {
        let (content, page) = pagesHorizontally ? (contentSize.width, view.frame.width) : (contentSize.height, view.frame.height)
        guard page > 0, content.isFinite else { return 1 }
        return max(1, pageIndex((content / page - 1e-9).rounded(.up)))
    }

    /// The page the offset shows, counted from the resting offset (the adjusted insets,
    /// negated), rounded to the nearest and clamped to the pages; the last page at the end of
    /// the content.
    package var currentPage: Int {
        get {
            if let requestedPage { return requestedPage }
            let minimum = minimumContentOffset, maximum = maximumContentOffset
            let horizontal = pagesHorizontally
            let (offset, page) = horizontal ? (contentOffset.x - minimum.x, view.frame.width)
                                            : (contentOffset.y - minimum.y, view.frame.height)
            guard page > 0 else { return 0 }
            // At the end of the content the last page shows, even a partial one.
            let end = horizontal ? maximum.x - minimum.x : maximum.y - minimum.y
            if end > 0, offset >= end - 1e-9 { return numberOfPages - 1 }
            return min(max(pageIndex((offset / page).rounded()), 0), numberOfPages - 1)
        }
        set { scrollToPage(newValue) }
    }

    /// Scrolls to a page: the offset becomes `page × frame size` from the resting offset
    /// (clamped to the offset's limits).
    /// Before the first layout the request waits until the sizes are known.
    package func scrollToPage(_ page: Int) {
        requestedPage = max(page, 0)
        view.setNeedsUpdate()
    }

    // MARK: - Layout

    override func captureLayoutState() -> (() -> Void)? {
        let state = (solvedContentSize, contentOffset, requestedPage, lastBoundsSize, restingInset)
        return { [unowned self] in
            (solvedContentSize, contentOffset, requestedPage, lastBoundsSize, restingInset) = state
        }
    }

    override func didSolve(_ engine: LayoutEngine) {
        if let size = engine.contentSize(of: view) { solvedContentSize = size }
        let size = view.frame.size
        defer { lastBoundsSize = size }
        // An offset at rest at the top-left corner follows the adjusted insets, so a scroll
        // view under the status bar starts at (−left, −top) as a view controller's does
        // (AUTOLAYOUT.md §5.2), and its content starts below the unsafe area.
        let inset = adjustedContentInset, oldInset = restingInset, oldOffset = contentOffset
        var offset = contentOffset
        if offset.x == -oldInset.left { offset.x = -inset.left }
        if offset.y == -oldInset.top { offset.y = -inset.top }
        restingInset = inset
        if offset != contentOffset { contentOffset = offset }
        if let page = requestedPage {
            requestedPage = nil
            showPage(page)
            return
        }
        guard isPagingEnabled, let old = lastBoundsSize, old != size else { return }
        // Keep the page across a size change (a rotation), as seed 003 does: the page the old
        // offset showed, counted from the old resting offset.
        let (distance, oldPage) = pagesHorizontally ? (oldOffset.x + oldInset.left, old.width)
                                                    : (oldOffset.y + oldInset.top, old.height)
        guard oldPage > 0 else { return }
        showPage(pageIndex((distance / oldPage).rounded()))
    }

    /// Page k is at k × the frame's size, from the resting offset (shifted by the adjusted
    /// inset, §5.4), within the offset's limits.
    private func showPage(_ page: Int) {
        let clamped = Double(min(max(page, 0), numberOfPages - 1))
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        if pagesHorizontally {
            contentOffset = Point(x: min(max(clamped * view.frame.width + minimum.x, minimum.x), maximum.x), y: contentOffset.y)
        } else {
            contentOffset = Point(x: contentOffset.x, y: min(max(clamped * view.frame.height + minimum.y, minimum.y), maximum.y))
        }
    }
}


/// A page count or index from a ratio of lengths, which a huge or non-finite length (a content
/// width of 1e300, say) would otherwise overflow: clamped to ±2^52, NaN as 0.
private func pageIndex(_ value: Double) -> Int {
    guard !value.isNaN else { return 0 }
    let limit = 4_503_599_627_370_496.0
    return Int(min(max(value, -limit), limit))
}
