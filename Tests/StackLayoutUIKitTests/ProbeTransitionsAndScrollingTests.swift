import StackLayoutUIKit
import XCTest

// Probe: a content swap with `UIView.transition(from:to:)` (the new view takes the old one's
// place among the subviews), a cross-dissolve `transition(with:)`, keyframes, and a form that
// scrolls a field into view with `scrollRectToVisible(_:animated:)`.

final class ProbeTransitionsAndScrollingTests: XCTestCase {
    func testTransitionFromViewToViewSwapsThemInTheHierarchy() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let below = UIView(), old = UIView(), above = UIView(), new = UIView()
        [below, old, above].forEach(container.addSubview)
        var finished = false
        UIView.transition(from: old, to: new, duration: 0.3, options: [.transitionCrossDissolve]) { finished = $0 }
        XCTAssertTrue(finished)
        XCTAssertNil(old.superview)
        XCTAssertTrue(container.subviews[1] === new)
        XCTAssertEqual(container.subviews.count, 3)

        UIView.transition(from: new, to: old, duration: 0.3, options: [.showHideTransitionViews])
        XCTAssertTrue(new.isHidden)
        XCTAssertFalse(old.isHidden)

        var steps: [Int] = []
        UIView.transition(with: container, duration: 0.2, options: .transitionFlipFromLeft, animations: { steps.append(1) })
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { steps.append(2) }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { steps.append(3) }
        })
        XCTAssertEqual(steps, [1, 2, 3])
    }

    func testScrollRectToVisibleScrollsTheLeastAndStaysInRange() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        scrollView.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 300, height: 1000))

        // A field at y 600...644 comes up just enough to show its bottom edge.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 600, width: 300, height: 44), animated: true)
        XCTAssertEqual(scrollView.contentOffset.y, 644 - 400, accuracy: 0.001)
        // Already visible: nothing moves.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 300, width: 300, height: 44), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 244, accuracy: 0.001)
        // Above the visible part: its top edge comes to the top.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 300, height: 44), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 100, accuracy: 0.001)
        // Past the end: clamped to the last scrollable offset.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 990, width: 300, height: 60), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 600, accuracy: 0.001)
        XCTAssertEqual(scrollView.contentOffset.x, 0, accuracy: 0.001)
    }
}
