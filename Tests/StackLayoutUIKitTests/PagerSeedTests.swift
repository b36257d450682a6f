import StackLayoutUIKit
import XCTest

// Seed 003 (../shared/seeds/003_…): "paging with Auto Layout", the first (Auto Layout only)
// version, written in Swift as a UIKit engineer writes the Objective-C: the scroll view as the
// controller's view, a container pinned to its edges and as high as it, three pages chained by
// their left anchors, each the scroll view's size; and the seed's traitCollectionDidChange
// that keeps the page across a rotation. (The MyLayout versions are not UIKit; the library's
// FlowLayout covers them.)

class PagingViewController: UIViewController {

    private(set) var pageViews: [UIView] = []

    override func loadView() {

        let scrollView = UIScrollView()
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.isPagingEnabled = true
        scrollView.backgroundColor = UIColor.white
        self.view = scrollView

        // the container view
        let containerView = UIView()
        containerView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(containerView)

        // the container's four edges follow the scroll view's
        containerView.leftAnchor.constraint(equalTo: scrollView.leftAnchor).isActive = true
        containerView.topAnchor.constraint(equalTo: scrollView.topAnchor).isActive = true
        containerView.rightAnchor.constraint(equalTo: scrollView.rightAnchor).isActive = true
        containerView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor).isActive = true
        // the container is as high as the scroll view
        containerView.heightAnchor.constraint(equalTo: scrollView.heightAnchor).isActive = true

        // the pages
        let colors: [UIColor] = [UIColor.red, UIColor.green, UIColor.blue]
        var pageViews: [UIView] = []
        var prevLeftAnchor = containerView.leftAnchor
        for i in 0..<colors.count {
            // a page
            let pageView = UIView()
            pageView.backgroundColor = colors[i]
            pageView.translatesAutoresizingMaskIntoConstraints = false
            containerView.addSubview(pageView)

            // pages run left to right: the first's left is the container's, the others' the
            // right of the page before
            pageView.leftAnchor.constraint(equalTo: prevLeftAnchor).isActive = true
            // each page's top is the container's
            pageView.topAnchor.constraint(equalTo: containerView.topAnchor).isActive = true
            // each page is as wide as the scroll view
            pageView.widthAnchor.constraint(equalTo: scrollView.widthAnchor).isActive = true
            // and as high
            pageView.heightAnchor.constraint(equalTo: scrollView.heightAnchor).isActive = true

            prevLeftAnchor = pageView.rightAnchor

            pageViews.append(pageView)
        }

        // the key step: the last page's right edge is the container's right edge
        pageViews.last!.rightAnchor.constraint(equalTo: containerView.rightAnchor).isActive = true
        self.pageViews = pageViews
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)

        let scrollView = self.view as! UIScrollView

        // move to the right content offset for the current page
        var pageIndex = Int(scrollView.contentOffset.x / scrollView.frame.size.width)
        let pages = Int(scrollView.contentSize.width / scrollView.frame.size.width)
        if pageIndex >= pages {
            pageIndex = pages - 1
        }
        if pageIndex < 0 {
            pageIndex = 0
        }

        scrollView.contentOffset = CGPoint(x: CGFloat(pageIndex) * scrollView.frame.size.width, y: scrollView.contentOffset.y)
    }
}

final class PagerSeedTests: XCTestCase {
    func assertFrame(_ actual: CGRect, _ expected: CGRect, _ message: String,
                     file: StaticString = #filePath, line: UInt = #line) {
        for (a, e) in [(actual.minX, expected.minX), (actual.minY, expected.minY),
                       (actual.width, expected.width), (actual.height, expected.height)] {
            XCTAssertEqual(a, e, accuracy: 0.001, "\(message): \(actual), expected \(expected)", file: file, line: line)
        }
    }

    /// Three full-screen pages side by side; on page 2 (index 1) the phone turns to
    /// landscape and back, and the page stays: the offset follows the width. The pages are
    /// chained by left and right anchors, which do not flip, so right to left gives the
    /// same frames.
    func testThePageIsKeptAcrossRotation() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPhone14, orientation: .portrait, layoutDirection: direction)
            let controller = PagingViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let scrollView = controller.view as! UIScrollView
            let label = "\(direction)"
            XCTAssertEqual(scrollView.contentSize, CGSize(width: 1170, height: 844), label)
            for (index, page) in controller.pageViews.enumerated() {
                assertFrame(page.frame, CGRect(x: 390 * CGFloat(index), y: 0, width: 390, height: 844), "\(label) page \(index)")
            }
            XCTAssertEqual(scrollView.numberOfPages, 3, label)

            scrollView.contentOffset = CGPoint(x: 390, y: 0)
            window.layoutIfNeeded()
            XCTAssertEqual(scrollView.currentPage, 1, label)

            window.rotate(to: .landscape)
            XCTAssertEqual(scrollView.frame.size, CGSize(width: 844, height: 390), label)
            XCTAssertEqual(scrollView.contentSize, CGSize(width: 2532, height: 390), label)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 844, y: 0), label)
            XCTAssertEqual(scrollView.currentPage, 1, label)
            for (index, page) in controller.pageViews.enumerated() {
                assertFrame(page.frame, CGRect(x: 844 * CGFloat(index), y: 0, width: 844, height: 390), "\(label) landscape page \(index)")
            }

            window.rotate(to: .portrait)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 390, y: 0), label)
            XCTAssertEqual(scrollView.currentPage, 1, label)
        }
    }

    /// The last page, kept across a rotation too (the seed's clamp to `pages - 1`).
    func testTheLastPageIsKept() {
        let window = UIWindow(device: .iPhone14)
        let controller = PagingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let scrollView = controller.view as! UIScrollView
        scrollView.setContentOffset(CGPoint(x: 780, y: 0), animated: true)
        window.rotate(to: .landscape)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 1688, y: 0))
    }
}
