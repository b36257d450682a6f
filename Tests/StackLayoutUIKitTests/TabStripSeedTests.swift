import StackLayoutUIKit
import XCTest

// Seed 000 (../shared/seeds/000_…): "programmatically installing a UIStackView in a
// UIScrollView", the answer's code as written, with `import UIKit` changed. Left out, as the
// README says: the tap gesture recognizer with its `@objc` action (they need the Objective-C
// runtime); the test calls `updateTabs()` where a tap would.

class MyTabView: UIView {

    let imgView = UIImageView()

    init(with image: UIImage) {
        super.init(frame: .zero)
        imgView.image = image
        commonInit()
    }
    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }
    func commonInit() -> Void {
        imgView.translatesAutoresizingMaskIntoConstraints = false
        // light gray background
        backgroundColor = UIColor(white: 0.9, alpha: 1.0)
        addSubview(imgView)
        NSLayoutConstraint.activate([
            // centered
            imgView.centerXAnchor.constraint(equalTo: centerXAnchor),
            imgView.centerYAnchor.constraint(equalTo: centerYAnchor),
            // 50x50
            imgView.widthAnchor.constraint(equalToConstant: 50.0),
            imgView.heightAnchor.constraint(equalTo: imgView.widthAnchor),
        ])

        // a little "styling" for the "tab"
        clipsToBounds = true
        layer.cornerRadius = 12
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.borderWidth = 1
        layer.borderColor = UIColor.darkGray.cgColor
    }

}

class StackAsTabsViewController: UIViewController {

    let stackView: UIStackView = {
        let v = UIStackView()
        v.axis = .horizontal
        v.distribution = .fill
        v.translatesAutoresizingMaskIntoConstraints = false
        return v
    }()

    let scrollView: UIScrollView = {
        let v = UIScrollView()
        v.translatesAutoresizingMaskIntoConstraints = false
        return v
    }()

    // a label to show what's going on
    let statusLabel: UILabel = {
        let v = UILabel()
        v.numberOfLines = 0
        v.translatesAutoresizingMaskIntoConstraints = false
        return v
    }()

    // array to hold our "tab" images
    var images: [UIImage] = []

    // we'll add a "tab" on each tap
    //  until we reach the end of the images array
    //  then we'll remove a "tab" on each tap
    //  until we're back to a single "tab"
    var isAdding: Bool = true

    override func viewDidLoad() {
        super.viewDidLoad()

        // add the "status" label
        view.addSubview(statusLabel)

        // add stackView to scrollView
        scrollView.addSubview(stackView)

        // add scrollView to view
        view.addSubview(scrollView)

        // respect safe area
        let g = view.safeAreaLayoutGuide

        // scrollView Content and Frame Layout Guides
        let contentG = scrollView.contentLayoutGuide
        let frameG = scrollView.frameLayoutGuide

        NSLayoutConstraint.activate([

            // constrain scrollView Top / Leading / Trailing
            scrollView.topAnchor.constraint(equalTo: g.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: g.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: g.trailingAnchor),

            // height = 58 (image will be 50x50, so a little top and bottom padding)
            scrollView.heightAnchor.constraint(equalToConstant: 58.0),

            // constrain stackView all 4 sides to scrollView Content Layout Guide
            stackView.topAnchor.constraint(equalTo: contentG.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: contentG.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: contentG.trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: contentG.bottomAnchor),

            // stackView Height equal to scrollView Frame Height
            stackView.heightAnchor.constraint(equalTo: frameG.heightAnchor),

            // statusLabel in the middle of the view
            statusLabel.topAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: 40.0),
            statusLabel.leadingAnchor.constraint(equalTo: g.leadingAnchor, constant: 40.0),
            statusLabel.trailingAnchor.constraint(equalTo: g.trailingAnchor, constant: -40.0)

        ])

        // let's create 9 images using SF Symbols
        for i in 1...9 {
            guard let img = UIImage(systemName: "\(i).circle.fill") else {
                fatalError("Could not create images!!!")
            }
            images.append(img)
        }

        // add the first "tab view"
        self.updateTabs()
    }

    func updateTabs() -> Void {

        if isAdding {

            // get the next image from the array
            let img = images[stackView.arrangedSubviews.count]

            // create a "tab view"
            let tab = MyTabView(with: img)
            // add it to the stackView
            stackView.addArrangedSubview(tab)
            let frameG = scrollView.frameLayoutGuide
            NSLayoutConstraint.activate([
                // each "tab view" is 1/3rd the width of the scroll view frame
                tab.widthAnchor.constraint(equalTo: frameG.widthAnchor, multiplier: 1.0 / 3.0),
                // each "tab view" is the same height as the scroll view frame
                tab.heightAnchor.constraint(equalTo: frameG.heightAnchor),
            ])

        } else {

            stackView.arrangedSubviews.last?.removeFromSuperview()

        }

        if stackView.arrangedSubviews.count == 1 {
            isAdding = true
        } else if stackView.arrangedSubviews.count == images.count {
            isAdding = false
        }

        updateStatusLabel()

    }

    func updateStatusLabel() -> Void {

        // we'll do this async, to make sure the views have been updated
        DispatchQueue.main.async {
            let numTabs = self.stackView.arrangedSubviews.count
            var str = ""
            if self.isAdding {
                str += "Tap anywhere to ADD a tab"
            } else {
                str += "Tap anywhere to REMOVE a tab"
            }
            str += "\n\n"
            str += "Number of tabs: \(numTabs)"
            str += "\n\n"
            if numTabs > 3 {
                str += "Tabs WILL scroll"
            } else {
                str += "Tabs will NOT scroll"
            }
            self.statusLabel.text = str
        }

    }

}

final class TabStripSeedTests: XCTestCase {
    let tolerance = 0.001

    func assertFrame(_ actual: CGRect, _ expected: CGRect, _ message: String,
                     file: StaticString = #filePath, line: UInt = #line) {
        for (a, e, name) in [(actual.minX, expected.minX, "x"), (actual.minY, expected.minY, "y"),
                             (actual.width, expected.width, "width"), (actual.height, expected.height, "height")] {
            XCTAssertEqual(a, e, accuracy: tolerance, "\(message): \(name) of \(actual), expected \(expected)",
                           file: file, line: line)
        }
    }

    /// The strip hosted as UIKit tests host a controller: 1, 3, 4 and 9 tabs, each a third of
    /// the scroll view's frame, 130 × 58 on an iPhone 14 under its 47 pt status bar, scrolling
    /// past 3; right to left the tabs run from the trailing end. Then back down to one.
    func testTabsAtOneThreeFourAndNine() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPhone14, orientation: .portrait, layoutDirection: direction)
            let controller = StackAsTabsViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            var count = 1
            for target in [1, 3, 4, 9] {
                while count < target {
                    controller.updateTabs()
                    count += 1
                }
                // The status label's text is set on the main queue, as the seed does it.
                RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
                window.layoutIfNeeded()
                let label = "\(direction), \(target) tabs"
                XCTAssertEqual(controller.statusLabel.text?.contains("Number of tabs: \(target)\n"), true, label)
                // Five lines of 17 pt system text (20.333 pt each at 3x, TEXT.md), 40 below
                // the strip and 40 in from each side.
                assertFrame(controller.statusLabel.frame, CGRect(x: 40, y: 145, width: 310, height: 101.667), label)
                XCTAssertEqual(controller.stackView.arrangedSubviews.count, target, label)
                assertFrame(controller.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844), label)
                assertFrame(controller.scrollView.frame, CGRect(x: 0, y: 47, width: 390, height: 58), label)
                assertFrame(controller.stackView.frame, CGRect(x: 0, y: 0, width: 130 * CGFloat(target), height: 58), label)
                XCTAssertEqual(controller.scrollView.contentSize.width, 130 * CGFloat(target), accuracy: tolerance, label)
                XCTAssertEqual(controller.scrollView.contentSize.height, 58, accuracy: tolerance, label)
                XCTAssertEqual(controller.scrollView.scrollsHorizontally, target > 3, label)
                for (index, tab) in controller.stackView.arrangedSubviews.enumerated() {
                    let slot = direction == .leftToRight ? index : target - 1 - index
                    assertFrame(tab.frame, CGRect(x: 130 * CGFloat(slot), y: 0, width: 130, height: 58), "\(label), tab \(index)")
                    let image = try! XCTUnwrap((tab as? MyTabView)?.imgView)
                    assertFrame(image.frame, CGRect(x: 40, y: 4, width: 50, height: 50), "\(label), image \(index)")
                }
            }
            XCTAssertFalse(controller.isAdding)
            while controller.stackView.arrangedSubviews.count > 1 { controller.updateTabs() }
            window.layoutIfNeeded()
            assertFrame(controller.stackView.frame, CGRect(x: 0, y: 0, width: 130, height: 58), "\(direction), back to 1")
            XCTAssertFalse(controller.scrollView.scrollsHorizontally)
        }
    }

    /// Turned to landscape the scroll view spans the safe area (47 on each side), so the tabs
    /// are a third of 750.
    func testTabsInLandscape() {
        let window = UIWindow(device: .iPhone14)
        let controller = StackAsTabsViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        for _ in 1..<4 { controller.updateTabs() }
        window.rotate(to: .landscape)
        assertFrame(controller.scrollView.frame, CGRect(x: 47, y: 0, width: 750, height: 58), "landscape")
        assertFrame(controller.stackView.arrangedSubviews[3].frame, CGRect(x: 750, y: 0, width: 250, height: 58), "tab 3")
        XCTAssertEqual(controller.scrollView.contentSize.width, 1000, accuracy: tolerance)
    }

    /// The tab's drawing properties are kept in the model for the SVG output.
    func testTheTabsStylingIsKept() {
        let tab = MyTabView(with: UIImage(size: CGSize(width: 50, height: 50)))
        XCTAssertEqual(tab.appearance.backgroundColor, Color(white: 0.9))
        XCTAssertTrue(tab.clipsToBounds)
        XCTAssertEqual(tab.layer.cornerRadius, 12)
        XCTAssertEqual(tab.appearance.maskedCorners, [.minXMinY, .maxXMinY])
        XCTAssertEqual(tab.layer.borderWidth, 1)
        XCTAssertEqual(tab.layer.borderColor, UIColor.darkGray.cgColor)
        XCTAssertEqual(tab.imgView.intrinsicContentSize, CGSize(width: 50, height: 50))
    }
}
