import StackLayoutUIKit
import XCTest

// Probe: an action sheet-like panel with buttons configured every way UIKit code configures
// them (`UIButton.Configuration`, `setTitle` / `setImage`, content insets), fonts from every
// UIFont factory, named and system colours, image views with content modes.

final class ActionPanelView: UIView {
    let iconView: UIImageView = {
        let view = UIImageView(image: UIImage(systemName: "star.fill"))
        view.contentMode = .scaleAspectFit
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 28, weight: .semibold)
        view.tintColor = UIColor(named: "AccentColor") ?? .systemYellow
        return view
    }()

    let titleLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .title3)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .label
        label.text = "Rate this app"
        return label
    }()

    let scoreLabel: UILabel = {
        let label = UILabel()
        label.font = .monospacedDigitSystemFont(ofSize: 34, weight: .bold)
        label.text = "4.8"
        return label
    }()

    let primaryButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Rate now"
        configuration.image = UIImage(systemName: "hand.thumbsup")
        configuration.imagePadding = 8
        configuration.cornerStyle = .large
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
        return UIButton(configuration: configuration, primaryAction: nil)
    }()

    let secondaryButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Not now", for: .normal)
        button.setTitleColor(.secondaryLabel, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 15)
        return button
    }()

    let closeButton: UIButton = {
        let button = UIButton(type: .close)
        return button
    }()

    let infoButton: UIButton = {
        let button = UIButton(type: .custom)
        button.setImage(UIImage(systemName: "info.circle"), for: .normal)
        button.imageView?.contentMode = .scaleAspectFit
        return button
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 1, alpha: 0.95)
        layer.borderColor = UIColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1).cgColor
        layer.borderWidth = 1.0 / UIScreen.main.scale
        let stack = UIStackView(arrangedSubviews: [iconView, titleLabel, scoreLabel, primaryButton, secondaryButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        [closeButton, infoButton].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
            primaryButton.widthAnchor.constraint(equalTo: stack.widthAnchor),
            closeButton.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            closeButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            infoButton.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            infoButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            infoButton.widthAnchor.constraint(equalToConstant: 44),
            infoButton.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ProbeButtonsAndFontsTests: XCTestCase {
    func testThePanelSizesItselfFromItsContent() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPhone14, orientation: .portrait, layoutDirection: direction)
            let controller = UIViewController()
            window.rootViewController = controller
            let panel = ActionPanelView()
            panel.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(panel)
            NSLayoutConstraint.activate([
                panel.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor),
                panel.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
                panel.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
            ])
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let label = "\(direction)"

            XCTAssertEqual(panel.frame.minX, 16, accuracy: 0.001, label)
            XCTAssertEqual(panel.frame.width, 358, accuracy: 0.001, label)
            XCTAssertEqual(panel.frame.midY, 422, accuracy: 0.5, label)
            XCTAssertEqual(panel.primaryButton.frame.width, 326, accuracy: 0.001, label)
            // A filled button is its title's height plus the 12 + 12 content insets.
            XCTAssertGreaterThan(panel.primaryButton.frame.height, 24 + 17, label)
            XCTAssertEqual(panel.titleLabel.frame.midX, 163, accuracy: 0.001, label)
            XCTAssertEqual(panel.scoreLabel.font.pointSize, 34, label)
            XCTAssertEqual(panel.titleLabel.font, UIFont.preferredFont(forTextStyle: .title3), label)
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17, label)
            XCTAssertEqual(UIFont.boldSystemFont(ofSize: 12).pointSize, 12, label)
            XCTAssertEqual(UIFont.italicSystemFont(ofSize: 12).pointSize, 12, label)
            let height = 24 + panel.iconView.frame.height + 8 + panel.titleLabel.frame.height + 8
                + panel.scoreLabel.frame.height + 8 + panel.primaryButton.frame.height + 8
                + panel.secondaryButton.frame.height + 16
            XCTAssertEqual(panel.frame.height, height, accuracy: 0.01, label)
            XCTAssertEqual(panel.closeButton.frame.size, CGSize(width: 30, height: 30), label)
            let ltr = direction == .leftToRight
            XCTAssertEqual(ltr ? panel.closeButton.frame.maxX : panel.closeButton.frame.minX, ltr ? 350 : 8, label)
            XCTAssertEqual(ltr ? panel.infoButton.frame.minX : panel.infoButton.frame.maxX, ltr ? 8 : 350, label)
            XCTAssertNotNil(panel.infoButton.imageView, label)
        }
    }
}
