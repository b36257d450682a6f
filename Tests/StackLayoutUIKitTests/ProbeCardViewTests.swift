import StackLayoutUIKit
import XCTest

// Probe: a reusable card component: shadow and corner properties on the layer, a custom
// intrinsic size that changes with its content and is invalidated, `layoutSubviews` reading
// `bounds` to place a manually framed badge, `init(frame:)` / `init?(coder:)`.

final class BadgeView: UIView {
    var count: Int = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize {
        // One digit is a circle; every extra digit widens it by 8 pt.
        let digits = max(1, String(count).count)
        return CGSize(width: 20 + CGFloat(digits - 1) * 8, height: 20)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        layer.cornerRadius = 10
        layer.masksToBounds = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class CardView: UIView {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let badge = BadgeView()
    let stripe = UIView()
    private(set) var layoutPasses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        layer.cornerCurve = .continuous
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 6
        layer.masksToBounds = false

        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.numberOfLines = 2

        stripe.backgroundColor = .systemBlue
        addSubview(stripe) // frame set in layoutSubviews

        for subview in [titleLabel, subtitleLabel, badge] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: badge.leadingAnchor, constant: -8),
            badge.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
            badge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            subtitleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            subtitleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
        ])
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
        stripe.frame = CGRect(x: 0, y: 0, width: 4, height: bounds.height)
        layer.shadowPath = nil
    }
}

final class ProbeCardViewTests: XCTestCase {
    func testACardInAScreenWithItsBadgeGrowing() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPhone15Pro, orientation: .portrait, layoutDirection: direction)
            let controller = UIViewController()
            window.rootViewController = controller
            let card = CardView()
            card.titleLabel.text = "Inbox"
            card.subtitleLabel.text = "3 unread"
            card.badge.count = 3
            card.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(card)
            NSLayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 20),
                card.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
                card.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -16),
            ])
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let label = "\(direction)"

            XCTAssertEqual(card.frame.minX, 16, accuracy: 0.001, label)
            XCTAssertEqual(card.frame.minY, 59 + 20, accuracy: 0.001, label)
            XCTAssertEqual(card.frame.width, 361, accuracy: 0.001, label)
            let expectedHeight = 16 + card.titleLabel.intrinsicContentSize.height + 4
                + card.subtitleLabel.intrinsicContentSize.height + 16
            XCTAssertEqual(card.frame.height, expectedHeight, accuracy: 0.5, label)
            XCTAssertEqual(card.badge.bounds.size, CGSize(width: 20, height: 20), label)
            // Centred, then rounded to the 3x pixel grid.
            XCTAssertEqual(card.badge.center.y, card.titleLabel.center.y, accuracy: 1.0 / 3 + 0.001, label)
            if direction == .leftToRight {
                XCTAssertEqual(card.badge.frame.maxX, 361 - 16, accuracy: 0.001, label)
                XCTAssertEqual(card.titleLabel.frame.minX, 20, accuracy: 0.001, label)
            } else {
                XCTAssertEqual(card.badge.frame.minX, 16, accuracy: 0.001, label)
                XCTAssertEqual(card.titleLabel.frame.maxX, 361 - 20, accuracy: 0.001, label)
            }
            // layoutSubviews framed the stripe from the bounds the constraints gave.
            XCTAssertEqual(card.stripe.frame, CGRect(x: 0, y: 0, width: 4, height: card.bounds.height), label)
            XCTAssertGreaterThan(card.layoutPasses, 0, label)

            card.badge.count = 120
            card.layoutIfNeeded()
            XCTAssertEqual(card.badge.frame.width, 36, accuracy: 0.001, label)
            XCTAssertEqual(card.layer.shadowOpacity, 0.15, label)
            XCTAssertEqual(card.layer.shadowOffset, CGSize(width: 0, height: 2), label)
        }
    }

    func testAFrameBasedCardSizesItselfWithSizeThatFitsTheConstraints() {
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 300, height: 10))
        card.titleLabel.text = "Title"
        card.subtitleLabel.text = "Sub"
        let fitting = card.systemLayoutSizeFitting(CGSize(width: 300, height: UIView.layoutFittingCompressedSize.height),
                                                   withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(fitting.width, 300, accuracy: 0.001)
        XCTAssertEqual(fitting.height, 16 + card.titleLabel.intrinsicContentSize.height + 4
                       + card.subtitleLabel.intrinsicContentSize.height + 16, accuracy: 0.5)
    }
}
