// View transitions and keyframe animations as layout code calls them. As with
// `UIView.animate`, nothing animates here: the blocks run at once and the completion gets
// `true`, so the end state (what layout code cares about) is reached; a view-to-view
// transition swaps the views in the hierarchy as UIKit's does.

extension UIView.AnimationOptions {
    public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)
    /// A view-to-view transition hides the old view and shows the new one, keeping both in
    /// the hierarchy.
    public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)
    public static let allowAnimatedContent = UIView.AnimationOptions(rawValue: 1 << 4)
    public static let repeatAnimation = UIView.AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = UIView.AnimationOptions(rawValue: 1 << 5)
}

extension UIView {
    /// `UIView.KeyframeAnimationOptions` (accepted).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    }

    /// Runs `animations` at once, then `completion(true)`.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }

    /// Replaces `fromView` with `toView`: `toView` takes `fromView`'s place among its
    /// superview's subviews and `fromView` is removed, or, with `.showHideTransitionViews`,
    /// `fromView` is hidden and `toView` shown. Then `completion(true)`.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            let index = superview.subviews.firstIndex { $0 === fromView } ?? superview.subviews.count
            superview.insertSubview(toView, at: index)
            fromView.removeFromSuperview()
        }
        completion?(true)
    }

    /// Runs `animations` (and the keyframes it adds) at once, then `completion(true)`.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `animations` at once, in the order keyframes are added.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: () -> Void) {
        animations()
    }
}

extension UIScrollView {
    /// Scrolls the least that makes `rect` (in content coordinates) visible, as UIKit's, within
    /// the scrollable range (the content size and the adjusted insets).
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds.size
        let insets = adjustedContentInset
        func axis(_ offset: CGFloat, _ minEdge: CGFloat, _ maxEdge: CGFloat, _ length: CGFloat,
                  _ lowInset: CGFloat, _ highInset: CGFloat, _ content: CGFloat) -> CGFloat {
            var offset = offset
            if maxEdge > offset + length - highInset { offset = maxEdge - length + highInset }
            if minEdge < offset + lowInset { offset = minEdge - lowInset }
            let lowest = -lowInset, highest = max(lowest, content + highInset - length)
            return min(max(offset, lowest), highest)
        }
        let x = axis(contentOffset.x, rect.minX, rect.maxX, visible.width, insets.left, insets.right, contentSize.width)
        let y = axis(contentOffset.y, rect.minY, rect.maxY, visible.height, insets.top, insets.bottom, contentSize.height)
        setContentOffset(CGPoint(x: x, y: y), animated: animated)
    }
}
