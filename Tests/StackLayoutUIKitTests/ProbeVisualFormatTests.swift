import StackLayoutUIKit
import XCTest

// Probe: a toolbar and a two-column header written in the visual format language, with
// metrics, a views dictionary, alignment options, priorities inside the format and
// `addConstraints`.

final class ToolbarView: UIView {
    let backButton = UIButton(type: .system)
    let titleLabel = UILabel()
    let shareButton = UIButton(type: .system)
    let moreButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backButton.setImage(UIImage(systemName: "chevron.left"), for: .normal)
        shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        moreButton.setImage(UIImage(systemName: "ellipsis"), for: .normal)
        titleLabel.text = "Details"
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)

        let views: [String: Any] = ["back": backButton, "title": titleLabel, "share": shareButton, "more": moreButton]
        for case let subview as UIView in views.values {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
        let metrics = ["side": 12, "button": 44, "gap": 4]
        addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-side-[back(button)]-gap-[title]-gap-[share(button)][more(==share)]-side-|",
            options: [.alignAllCenterY], metrics: metrics, views: views))
        addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "V:|[back(button)]|", options: [], metrics: metrics, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
            withVisualFormat: "V:[share(==back)]", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:[more(==back)]", options: [], metrics: nil, views: views))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ProbeVisualFormatTests: XCTestCase {
    func testAToolbarLaidOutByVisualFormat() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPhone14, orientation: .portrait, layoutDirection: direction)
            let controller = UIViewController()
            window.rootViewController = controller
            let toolbar = ToolbarView()
            toolbar.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(toolbar)
            let views = ["toolbar": toolbar]
            controller.view.addConstraints(NSLayoutConstraint.constraints(
                withVisualFormat: "H:|[toolbar]|", options: [], metrics: nil, views: views))
            toolbar.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor).isActive = true
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let label = "\(direction)"

            XCTAssertEqual(toolbar.frame, CGRect(x: 0, y: 47, width: 390, height: 44), label)
            let ltr = direction == .leftToRight
            XCTAssertEqual(toolbar.backButton.frame.size, CGSize(width: 44, height: 44), label)
            XCTAssertEqual(ltr ? toolbar.backButton.frame.minX : toolbar.backButton.frame.maxX, ltr ? 12 : 378, label)
            XCTAssertEqual(ltr ? toolbar.moreButton.frame.maxX : toolbar.moreButton.frame.minX, ltr ? 378 : 12, label)
            XCTAssertEqual(toolbar.shareButton.frame.width, 44, label)
            XCTAssertEqual(toolbar.moreButton.frame.width, 44, label)
            XCTAssertEqual(toolbar.titleLabel.frame.width, 390 - 24 - 3 * 44 - 8, accuracy: 0.001, label)
            XCTAssertEqual(toolbar.titleLabel.center.y, 22, accuracy: 1.0 / 3 + 0.001, label)
            XCTAssertEqual(toolbar.shareButton.frame.minY, 0, accuracy: 0.001, label)
        }
    }

    func testStandardSpacingAndPrioritiesInAFormat() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let name = UILabel()
        name.text = "Name"
        let field = UITextField()
        field.borderStyle = .roundedRect
        [name, field].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview($0)
        }
        let views: [String: UIView] = ["name": name, "field": field]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[name(>=60@750)]-[field(>=100)]-|",
                                           options: .alignAllCenterY, metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-(20)-[field(34)]", options: [], metrics: nil, views: views))
        container.layoutIfNeeded()
        // "-" to the superview is its 8 pt margin; between siblings the standard 8 pt.
        XCTAssertEqual(name.frame.minX, 8, accuracy: 0.001)
        XCTAssertEqual(field.frame.minX, name.frame.maxX + 8, accuracy: 0.001)
        XCTAssertEqual(field.frame.maxX, 292, accuracy: 0.001)
        XCTAssertEqual(field.frame.minY, 20, accuracy: 0.001)
        XCTAssertEqual(name.center.y, 37, accuracy: 0.001)
    }
}
