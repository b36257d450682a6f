import StackLayoutUIKit
import XCTest

/// UILabel, UIButton, UITextField, UIFont and the standard controls as UIKit code makes them:
/// the core's text views under UIKit's names, measured the same way (each is compared with
/// the core view built by hand in the same window, and with TEXT.md's figures where it has one).
final class UIKitTextViewTests: XCTestCase {
    var log: [String] = []

    override func setUp() {
        super.setUp()
        log = []
        UIKitLog.handler = { [unowned self] in self.log.append($0) }
    }

    override func tearDown() {
        UIKitLog.handler = { _ in }
        super.tearDown()
    }

    /// A window on an iPhone 14 (3x) hosting `views` as subviews of a plain controller's view
    /// (keep it: a view's superview is weak, as UIKit's window owns its tree).
    func host(_ views: [View]) -> UIWindow {
        let window = UIWindow(device: .iPhone14)
        let controller = UIViewController()
        for view in views { controller.view.addSubview(view) }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    func testALabelMeasuresItsText() {
        let label = UILabel()
        label.text = "Number of tabs: 9"
        label.font = UIFont.systemFont(ofSize: 17)
        label.textColor = .darkGray
        label.textAlignment = .center
        let core = Label(text: "Number of tabs: 9", font: .systemFont(ofSize: 17))
        label.translatesAutoresizingMaskIntoConstraints = false
        let window = host([label, core])
        NSLayoutConstraint.activate([label.centerXAnchor.constraint(equalTo: window.centerXAnchor),
                                     label.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor)])
        window.layoutIfNeeded()
        XCTAssertEqual(label.intrinsicSize, core.intrinsicSize)
        // 17 pt system text is 20.333 pt high at 3x (TEXT.md).
        XCTAssertEqual(label.intrinsicContentSize.height, 20.333, accuracy: 0.001)
        XCTAssertEqual(label.frame.width, label.intrinsicContentSize.width, accuracy: 1e-9)
        XCTAssertEqual(label.frame.height, label.intrinsicContentSize.height, accuracy: 1e-9)
        XCTAssertEqual(label.frame.minY, 47)
    }

    /// A wrapping label in a vertical stack at a fixed width, a headline above it.
    func testLabelsInAStackWrapAtTheirWidth() {
        let title = UILabel()
        title.font = .preferredFont(forTextStyle: .headline)
        title.text = "Settings"
        let body = UILabel()
        body.numberOfLines = 0
        body.lineBreakMode = .byWordWrapping
        body.text = "A long explanation that cannot fit on one line of a narrow column, so it wraps."
        let stack = UIStackView(arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        let window = host([stack])
        let root: View = stack.superview!
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                                     stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                                     stack.widthAnchor.constraint(equalToConstant: 200)])
        window.layoutIfNeeded()
        XCTAssertEqual(title.frame.minY, 0)
        XCTAssertEqual(body.frame.minY, title.frame.maxY + 4, accuracy: 0.001)
        XCTAssertEqual(body.frame.width, 200)
        XCTAssertGreaterThan(body.frame.height, 2 * 20)   // it wraps
        XCTAssertEqual(stack.frame.minX, 16)
        XCTAssertEqual(stack.frame.minY, 47)
        XCTAssertEqual(stack.frame.height, body.frame.maxY, accuracy: 0.001)
    }

    /// A self-sizing cell's content view measured at a width: the wrapping label's height.
    func testSystemLayoutSizeFittingAWidth() {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A long explanation that cannot fit on one line of a narrow cell, so it wraps."
        label.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
                                     label.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
                                     label.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
                                     label.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor)])
        let narrow = content.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        let wide = content.systemLayoutSizeFitting(CGSize(width: 600, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(narrow.width, 200)
        XCTAssertEqual(wide.width, 600)
        XCTAssertGreaterThan(narrow.height, wide.height)
        let core = content.systemLayoutSizeFitting(Size(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(Double(narrow.height), core.height, accuracy: 1e-9)
    }

    func testButtonsAsUIKitMakesThem() {
        let system = UIButton(type: .system)
        system.setTitle("Add tab", for: .normal)
        system.setTitle("Adding", for: .highlighted)
        system.setTitleColor(.white, for: .normal)
        let core = Button(title: "Add tab")
        let filled = UIButton(configuration: .filled())
        filled.setTitle("Add tab", for: .normal)
        let coreFilled = Button(title: "Add tab")
        coreFilled.configuration = Button.Configuration(style: .filled)
        let window = host([system, core, filled, coreFilled])
        defer { withExtendedLifetime(window) {} }
        XCTAssertEqual(system.intrinsicSize, core.intrinsicSize)
        XCTAssertEqual(filled.intrinsicSize, coreFilled.intrinsicSize)
        XCTAssertEqual(system.title(for: .highlighted), "Adding")
        XCTAssertEqual(system.currentTitle, "Add tab")
        XCTAssertEqual(system.buttonType, .system)
        system.contentHorizontalAlignment = .leading
        XCTAssertEqual(system.contentHorizontalAlignment, .leading)
        XCTAssertEqual(system.traitCollection.userInterfaceStyle, .light)
        let before = system.intrinsicContentSize
        system.titleLabel?.font = UIFont.systemFont(ofSize: 22, weight: .bold)
        core.titleFont = .systemFont(ofSize: 22, weight: .bold)
        XCTAssertEqual(system.intrinsicSize, core.intrinsicSize)
        XCTAssertGreaterThan(system.intrinsicContentSize.width, before.width)
        system.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        core.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        XCTAssertEqual(system.intrinsicSize, core.intrinsicSize)
        // An image is kept but not measured, and the log says so.
        system.setImage(UIImage(systemName: "plus"), for: .normal)
        XCTAssertTrue(log.contains { $0.contains("a button's image is not measured here") }, "\(log)")
    }

    func testTextFieldsAndControls() {
        let field = UITextField()
        field.placeholder = "Name"
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 14)
        let coreField = TextField(text: nil, placeholder: "Name")
        let toggle = UISwitch(), stepper = UIStepper(), slider = UISlider()
        let spinner = UIActivityIndicatorView(style: .large), dots = UIPageControl()
        dots.numberOfPages = 5
        let segments = UISegmentedControl(items: ["One", "Two"])
        let progress = UIProgressView(progressViewStyle: .default)
        let window = host([field, coreField, toggle, stepper, slider, spinner, dots, segments, progress])
        defer { withExtendedLifetime(window) {} }
        XCTAssertEqual(field.intrinsicSize, coreField.intrinsicSize)
        XCTAssertEqual(toggle.intrinsicSize, Switch().intrinsicSize)
        XCTAssertEqual(stepper.intrinsicContentSize, CGSize(width: 94, height: 32))
        XCTAssertEqual(spinner.intrinsicSize, ActivityIndicatorView().intrinsicSizeLarge)
        XCTAssertEqual(segments.numberOfSegments, 2)
        XCTAssertEqual(segments.intrinsicContentSize.width, UIView.noIntrinsicMetric)
        toggle.setOn(true, animated: true)
        XCTAssertTrue(toggle.isOn)
    }

    /// Frame-based code: sizeToFit on labels, buttons and image views; attributed text;
    /// a transform kept; an image's rendering mode.
    func testSizeToFitAttributedTextAndTransforms() {
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 0, height: 0))
        label.attributedText = NSAttributedString(string: "Number of tabs: 9")
        let button = UIButton(frame: CGRect(x: 5, y: 5, width: 0, height: 0))
        button.setTitle("Follow", for: .normal)
        let image = UIImageView(frame: .zero)
        image.image = UIImage(size: CGSize(width: 24, height: 24)).withRenderingMode(.alwaysTemplate)
        let window = host([label, button, image])
        defer { withExtendedLifetime(window) {} }
        label.sizeToFit()
        button.sizeToFit()
        image.sizeToFit()
        XCTAssertEqual(label.text, "Number of tabs: 9")
        XCTAssertEqual(label.frame.origin, CGPoint(x: 10, y: 20))
        XCTAssertEqual(label.frame.size, label.intrinsicContentSize)
        XCTAssertEqual(button.frame.size, button.intrinsicContentSize)
        XCTAssertEqual(image.frame.size, CGSize(width: 24, height: 24))
        image.transform = CGAffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 2)
        window.layoutIfNeeded()
        XCTAssertFalse(image.transform.isIdentity)
        XCTAssertEqual(image.frame.size, CGSize(width: 24, height: 24))
    }

    func testFonts() {
        XCTAssertEqual(UIFont(name: "Avenir-Book", size: 15), UIFont.systemFont(ofSize: 15))
        XCTAssertTrue(log.last?.contains("UIFont(name: \"Avenir-Book\", size: 15.0): there are no font files here") == true, "\(log)")
        UIFont.registeredMetrics["Avenir-Book"] = Font.Metrics(ascender: 1.0, descender: -0.3, averageAdvance: 0.5)
        defer { UIFont.registeredMetrics["Avenir-Book"] = nil }
        let avenir = UIFont(name: "Avenir-Book", size: 15)
        XCTAssertEqual(avenir?.pointSize, 15)
        XCTAssertEqual(avenir?.withSize(20).pointSize, 20)
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 13).weight, .bold)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).weight, .semibold)
        let body = UILabel()
        body.font = UIFont.preferredFont(forTextStyle: .body)
        body.adjustsFontForContentSizeCategory = true
        body.text = "Body"
        let window = host([body])
        let large = body.intrinsicContentSize.height
        window.preferredContentSizeCategory = .accessibilityLarge
        window.layoutIfNeeded()
        XCTAssertGreaterThan(body.intrinsicContentSize.height, large)
    }
}

private extension ActivityIndicatorView {
    var intrinsicSizeLarge: Size {
        style = .large
        return intrinsicSize
    }
}
