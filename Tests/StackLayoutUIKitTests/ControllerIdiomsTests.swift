import StackLayoutUIKit
import XCTest

// A controller as UIKit code writes one: a lazy view, a constraint kept to change its constant
// in viewWillLayoutSubviews, the readable content guide, a free guide, a symbol image, an
// attributed label, a blur with a content view, the safe-area and transition callbacks.

final class HeaderViewController: UIViewController {
    var safeAreaChanges = 0
    let label = UILabel()
    var effect: UIVisualEffectView!
    lazy var tableHeader: UIView = {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        return v
    }()
    private var heightConstraint: NSLayoutConstraint!
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Scratch"
        view.addSubview(tableHeader)
        heightConstraint = tableHeader.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            tableHeader.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableHeader.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            tableHeader.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            heightConstraint,
        ])
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        guide.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5).isActive = true
        let image = UIImageView(image: UIImage(systemName: "star.fill"))
        image.tintColor = .systemYellow
        image.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        label.attributedText = NSAttributedString(string: "x", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        label.setContentHuggingPriority(.required, for: .horizontal)
        effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        effect.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        effect.contentView.addSubview(label)
        view.insertSubview(effect, at: 0)
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        heightConstraint.constant = view.bounds.height > view.bounds.width ? 100 : 60
    }
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        safeAreaChanges += 1
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.view.layoutIfNeeded() }, completion: nil)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.horizontalSizeClass == .regular { }
        if traitCollection.preferredContentSizeCategory.isAccessibilityCategory { }
    }
}

final class ControllerIdiomsTests: XCTestCase {
    func testAControllerThatAdaptsItsHeader() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPhone14, layoutDirection: direction)
            let controller = HeaderViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            XCTAssertEqual(controller.safeAreaChanges, 1)
            // Compact width: the readable content guide is the margins guide.
            XCTAssertEqual(controller.tableHeader.frame, CGRect(x: 16, y: 47, width: 358, height: 100))
            XCTAssertEqual(controller.label.font.pointSize, 12)
            let plain = UILabel()
            plain.font = .systemFont(ofSize: 12)
            plain.text = "x"
            controller.view.addSubview(plain)
            XCTAssertEqual(controller.label.intrinsicContentSize, plain.intrinsicContentSize)
            XCTAssertLessThan(plain.intrinsicContentSize.height, UILabel().font.lineHeight)
            XCTAssertEqual(controller.effect.contentView.frame, CGRect(x: 0, y: 0, width: 200, height: 50))
            window.rotate(to: .landscape)
            XCTAssertEqual(controller.safeAreaChanges, 2)
            XCTAssertEqual(controller.tableHeader.frame.height, 60, accuracy: 1e-9)
            XCTAssertEqual(controller.tableHeader.frame.minY, 0, accuracy: 1e-9)
        }
    }
}
