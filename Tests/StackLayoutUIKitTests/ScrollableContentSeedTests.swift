import StackLayoutUIKit
import XCTest

// Seed 002 (../shared/seeds/002_…): ScrollableController, a content view in a scroll view, all
// in VFL, as written, with `import UIKit` changed. The seed is Swift 3 beta code: its
// `UIColor.blue()` calls are written `UIColor.blue` here, as Swift 3 itself shipped them (the
// form in the seed does not compile on Apple's current SDK either). Its
// `NSLayoutFormatOptions(rawValue: 0)`, `NSDictionary` of views and `as! [String : AnyObject]`
// stay.

class ScrollableController : UIViewController {

    private(set) var scrollView: UIScrollView!
    private(set) var contentView: UIView!
    private(set) var greenView: UIView!
    private(set) var whiteView: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()

        //Setup
        self.initControls()
        self.setTheme()
        self.layoutScrollView()
        self.layoutContentView()

        //Add child views
        self.addChildViews()
    }

    func initControls() {
        self.scrollView = UIScrollView()
        self.contentView = UIView()
    }

    func setTheme() {
        self.scrollView.backgroundColor = UIColor.blue
        self.contentView.backgroundColor = UIColor.orange
    }

    func layoutScrollView() {
        self.view.addSubview(self.scrollView)

        let views: NSDictionary = ["scrollView": self.scrollView]
        var constraints = Array<String>()

        //Constrain the scrollView to our controller's self.view.
        constraints.append("H:|-0-[scrollView]-0-|")
        constraints.append("V:|-0-[scrollView]-0-|")

        for constraint in constraints {
            self.view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: constraint, options: NSLayoutFormatOptions(rawValue: 0), metrics: nil, views: views as! [String : AnyObject]))
        }

        self.scrollView.translatesAutoresizingMaskIntoConstraints = false
    }

    func layoutContentView() {
        self.scrollView.addSubview(self.contentView)

        let views: NSDictionary = ["contentView": self.contentView, "view": self.view]
        var constraints = Array<String>()

        //Constrain the contentView to the scrollView.
        constraints.append("H:|-0-[contentView]-0-|")
        constraints.append("V:|-0-[contentView]-0-|")

        for constraint in constraints {
            self.scrollView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: constraint, options: NSLayoutFormatOptions(rawValue: 0), metrics: nil, views: views as! [String : AnyObject]))
        }

        //Disable Horizontal Scrolling by making the contentView EqualWidth with our controller's self.view (ScrollView's parentView).
        self.view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[contentView(==view)]", options: NSLayoutFormatOptions(rawValue: 0), metrics: nil, views: views as! [String : AnyObject]))

        self.contentView.translatesAutoresizingMaskIntoConstraints = false
    }

    func addChildViews() {
        //Init
        let greenView = UIView()
        let whiteView = UIView()
        self.greenView = greenView
        self.whiteView = whiteView

        //Theme
        greenView.backgroundColor = UIColor.green
        whiteView.backgroundColor = UIColor.orange

        //Layout -- Child views are added to the 'ContentView'
        self.contentView.addSubview(greenView)
        self.contentView.addSubview(whiteView)

        let views: NSDictionary = ["greenView": greenView, "whiteView": whiteView];
        var constraints = Array<String>()

        //Constrain the greenView to the contentView with a height of 400 and 15 spacing all around.
        constraints.append("H:|-15-[greenView]-15-|")
        constraints.append("V:|-15-[greenView(400)]")

        //Constrain the whiteView below the greenView with 15 spacing all around and a height of 500.
        constraints.append("H:|-15-[whiteView]-15-|")
        constraints.append("V:[greenView]-15-[whiteView(500)]-15-|")

        for constraint in constraints {
            self.contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: constraint, options: NSLayoutFormatOptions(rawValue: 0), metrics: nil, views: views as! [String : AnyObject]))
        }

        greenView.translatesAutoresizingMaskIntoConstraints = false
        whiteView.translatesAutoresizingMaskIntoConstraints = false
    }
}

final class ScrollableContentSeedTests: XCTestCase {
    func assertFrame(_ actual: CGRect, _ expected: CGRect, _ message: String,
                     file: StaticString = #filePath, line: UInt = #line) {
        for (a, e) in [(actual.minX, expected.minX), (actual.minY, expected.minY),
                       (actual.width, expected.width), (actual.height, expected.height)] {
            XCTAssertEqual(a, e, accuracy: 0.001, "\(message): \(actual), expected \(expected)", file: file, line: line)
        }
    }

    /// The content is 15 + 400 + 15 + 500 + 15 = 945 high and as wide as the screen, so the
    /// scroll view scrolls vertically only; on an iPhone 14 it fills the screen (its
    /// automatic inset adjustment keeps the content below the status bar, at offset -47),
    /// and the same frames come out right to left (the formats are symmetric). Nothing is
    /// logged: the layout is neither conflicting nor illegal.
    func testVFLContentViewScrollsVertically() {
        var log: [String] = []
        UIKitLog.handler = { log.append($0) }
        defer { UIKitLog.handler = { _ in } }
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPhone14, orientation: .portrait, layoutDirection: direction)
            let controller = ScrollableController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let label = "\(direction)"
            assertFrame(controller.scrollView.frame, CGRect(x: 0, y: 0, width: 390, height: 844), label)
            assertFrame(controller.contentView.frame, CGRect(x: 0, y: 0, width: 390, height: 945), label)
            assertFrame(controller.greenView.frame, CGRect(x: 15, y: 15, width: 360, height: 400), label)
            assertFrame(controller.whiteView.frame, CGRect(x: 15, y: 430, width: 360, height: 500), label)
            XCTAssertEqual(controller.scrollView.contentSize, CGSize(width: 390, height: 945), label)
            XCTAssertTrue(controller.scrollView.scrollsVertically, label)
            XCTAssertFalse(controller.scrollView.scrollsHorizontally, label)
            XCTAssertEqual(controller.scrollView.contentOffset, CGPoint(x: 0, y: -47), label)
            // In landscape the content follows the width: 844 wide, the same height.
            window.rotate(to: .landscape)
            assertFrame(controller.contentView.frame, CGRect(x: 0, y: 0, width: 844, height: 945), "\(label) landscape")
            assertFrame(controller.whiteView.frame, CGRect(x: 15, y: 430, width: 814, height: 500), "\(label) landscape")
        }
        XCTAssertEqual(log, [])
    }

    /// Each `addConstraints` activated what the VFL gave, installed on the items' closest
    /// common ancestor: four on the controller's view for the scroll view and one for the
    /// content width, four on the scroll view, seven on the content view, and the two
    /// heights on the views they size (UIKit lists those on the view `addConstraints` was
    /// sent to; the layout is the same).
    func testTheVisualFormatConstraintsAreInstalled() {
        let controller = ScrollableController()
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.view.constraints.count, 5)
        XCTAssertEqual(controller.scrollView.constraints.count, 4)
        XCTAssertEqual(controller.contentView.constraints.count, 7)
        XCTAssertEqual(controller.greenView.constraints.count + controller.whiteView.constraints.count, 2)
        let all = [controller.view!, controller.scrollView!, controller.contentView!, controller.greenView!,
                   controller.whiteView!].flatMap(\.constraints)
        XCTAssertTrue(all.allSatisfy(\.isActive))
    }
}
