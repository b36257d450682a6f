import StackLayoutUIKit
import XCTest

// The UIKit API the probes found missing, each checked on its own: configuration buttons
// measured with their title and image, closure actions, activity indicators hidden when
// stopped, `withSize` fixing a text style's size, `UIColor(named:)`, `UIBezierPath` shadow
// paths, `UIFontMetrics`, and a root controller's traits and screen in `viewDidLoad`.

final class ProbeNewShimAPITests: XCTestCase {
    func testAConfigurationsTitleIsMeasured() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Button"
        let configured = UIButton(configuration: configuration)
        let titled = UIButton(configuration: .plain())
        titled.setTitle("Button", for: .normal)
        XCTAssertEqual(configured.intrinsicContentSize, titled.intrinsicContentSize)
        XCTAssertGreaterThan(configured.intrinsicContentSize.width, 24)
    }

    func testAConfigurationsImageAddsItsSizeAndThePadding() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        let plain = UIButton(configuration: configuration).intrinsicContentSize
        configuration.image = UIImage(size: CGSize(width: 30, height: 40))
        configuration.imagePadding = 8
        let beside = UIButton(configuration: configuration).intrinsicContentSize
        XCTAssertEqual(beside.width, plain.width + 30 + 8, accuracy: 0.5)
        XCTAssertEqual(beside.height, 40 + 7 + 7, accuracy: 0.5)
        configuration.imagePlacement = .top
        let above = UIButton(configuration: configuration).intrinsicContentSize
        XCTAssertEqual(above.width, 30 + 12 + 12, accuracy: 0.5)
        XCTAssertEqual(above.height, plain.height + 40 + 8, accuracy: 0.5)
        XCTAssertEqual(configuration.imagePlacement, .top)
        XCTAssertEqual(configuration.image?.size, CGSize(width: 30, height: 40))
        configuration.title = nil
        let imageOnly = UIButton(configuration: configuration).intrinsicContentSize
        XCTAssertEqual(imageOnly, CGSize(width: 30 + 24, height: 40 + 14))
    }

    func testClosureActionsRunForTheirEvents() {
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Tap me") { _ in taps += 1 })
        XCTAssertEqual(button.title(for: .normal), "Tap me")
        button.sendActions(for: .primaryActionTriggered)
        button.sendActions(for: .valueChanged)
        XCTAssertEqual(taps, 1)
        let toggle = UISwitch()
        let action = UIAction { action in XCTAssertTrue(action.sender === toggle) }
        toggle.addAction(action, for: .valueChanged)
        toggle.sendActions(for: .valueChanged)
        var changes = 0
        let counting = UIAction { _ in changes += 1 }
        toggle.addAction(counting, for: [.valueChanged, .touchUpInside])
        toggle.removeAction(counting, for: .valueChanged)
        toggle.sendActions(for: .valueChanged)
        XCTAssertEqual(changes, 0)
        toggle.sendActions(for: .touchUpInside)
        XCTAssertEqual(changes, 1)
    }

    func testAStoppedIndicatorTakesNoSlotInAStack() {
        let spinner = UIActivityIndicatorView(style: .medium)
        XCTAssertTrue(spinner.isHidden)
        let label = UILabel()
        label.text = "Loading"
        let stack = UIStackView(arrangedSubviews: [spinner, label])
        stack.spacing = 8
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        stack.layoutIfNeeded()
        XCTAssertEqual(label.frame.minX, 0)
        spinner.startAnimating()
        XCTAssertFalse(spinner.isHidden)
        stack.layoutIfNeeded()
        XCTAssertEqual(label.frame.minX, spinner.frame.maxX + 8, accuracy: 0.001)
        spinner.hidesWhenStopped = false
        spinner.stopAnimating()
        XCTAssertFalse(spinner.isHidden)
    }

    func testWithSizeGivesAFixedSize() {
        let font = UIFont.preferredFont(forTextStyle: .body).withSize(20)
        XCTAssertEqual(font.resolved(for: .large).pointSize, 20)
        XCTAssertEqual(font.resolved(for: .accessibilityExtraLarge).pointSize, 20)
        XCTAssertEqual(UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17)),
                       UIFont.preferredFont(forTextStyle: .body))
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 30), maximumPointSize: 24).pointSize, 24)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 12), 12)
        XCTAssertEqual(UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .medium).weight, .medium)
    }

    func testNamedColoursAndPaths() {
        XCTAssertEqual(UIColor(named: "systemBlue"), .systemBlue)
        var log: [String] = []
        let previous = UIKitLog.handler
        UIKitLog.handler = { log.append($0) }
        defer { UIKitLog.handler = previous }
        XCTAssertEqual(UIColor(named: "BrandPrimaryProbe"), UIColor(white: 0.5, alpha: 1))
        XCTAssertTrue(log.contains { $0.contains("BrandPrimaryProbe") }, "\(log)")
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layer.shadowPath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 40).cgPath
        XCTAssertEqual(view.layer.shadowPath?.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(view.layer.shadowPath?.shapes, [.rect(CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 25, cornerHeight: 25)])
        view.layer.cornerCurve = .continuous
        XCTAssertEqual(view.layer.cornerCurve, .continuous)
    }

    private final class TraitReadingController: UIViewController {
        var sizeClassAtLoad: UIUserInterfaceSizeClass?
        var screenWidthAtLoad: CGFloat = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            sizeClassAtLoad = traitCollection.horizontalSizeClass
            screenWidthAtLoad = UIScreen.main.bounds.width
        }
    }

    func testARootControllerSeesItsWindowsTraitsAndScreenInViewDidLoad() {
        let window = UIWindow(device: .iPad, orientation: .portrait)
        let controller = TraitReadingController()
        window.rootViewController = controller
        XCTAssertEqual(controller.sizeClassAtLoad, .regular)
        XCTAssertEqual(controller.screenWidthAtLoad, 820)
        XCTAssertEqual(UIScreen.main.scale, 2)
    }
}
