import StackLayoutUIKit
import XCTest

// Probe: the everyday odds and ends of layout code: the item/attribute initializer with
// `.notAnAttribute`, identifiers looked up later, `updateConstraints`, system spacing anchors,
// layout guides as spacers, `anchorWithOffset(to:)`, autoresizing masks on frame-based views,
// `convert(_:to:)`, `sizeToFit`, `preferredMaxLayoutWidth`, a self-sizing text view,
// segmented controls, text field side views, forced RTL semantic content. (A UITextView note
// and `anchorWithOffset(to:)` were probed too: neither exists yet, see the report.)

extension NSLayoutConstraint {
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}

final class ProfileHeaderView: UIView {
    let avatar = UIView()
    let nameLabel = UILabel()
    let segmented = UISegmentedControl(items: ["Posts", "Likes", "Media"])
    let spacer = UILayoutGuide()
    private var didSetUpConstraints = false
    private(set) var updateConstraintsCalls = 0
    var avatarSize: CGFloat = 64 {
        didSet { setNeedsUpdateConstraints() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layoutMargins = UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 20)
        segmented.selectedSegmentIndex = 0
        nameLabel.font = .boldSystemFont(ofSize: 20)
        nameLabel.lineBreakMode = .byTruncatingTail
        nameLabel.adjustsFontSizeToFitWidth = true
        nameLabel.minimumScaleFactor = 0.8
        addLayoutGuide(spacer)
        [avatar, nameLabel, segmented].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
        updateConstraintsCalls += 1
        if !didSetUpConstraints {
            didSetUpConstraints = true
            let width = NSLayoutConstraint(item: avatar, attribute: .width, relatedBy: .equal,
                                           toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: avatarSize)
            width.identifier = "avatar.width"
            NSLayoutConstraint.activate([
                width,
                NSLayoutConstraint(item: avatar, attribute: .height, relatedBy: .equal, toItem: avatar,
                                   attribute: .width, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: avatar, attribute: .leading, relatedBy: .equal, toItem: self,
                                   attribute: .leadingMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: avatar, attribute: .top, relatedBy: .equal, toItem: self,
                                   attribute: .topMargin, multiplier: 1, constant: 0),
                nameLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 2),
                nameLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
                nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
                spacer.topAnchor.constraint(equalTo: avatar.bottomAnchor),
                spacer.heightAnchor.constraint(equalToConstant: 10),
                spacer.leadingAnchor.constraint(equalTo: leadingAnchor),
                spacer.widthAnchor.constraint(equalToConstant: 1),
                segmented.topAnchor.constraint(equalTo: spacer.bottomAnchor),
                segmented.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                segmented.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                layoutMarginsGuide.bottomAnchor.constraint(equalToSystemSpacingBelow: segmented.bottomAnchor, multiplier: 1)
                    .withPriority(.defaultHigh),
            ])
        }
        // A constant width is installed on the view it sizes, not here.
        avatar.constraints.first { $0.identifier == "avatar.width" }?.constant = avatarSize
        super.updateConstraints()
    }
}

final class ProbeMiscIdiomsTests: XCTestCase {
    func testAHeaderBuiltInUpdateConstraints() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPhone14, orientation: .portrait, layoutDirection: direction)
            let controller = UIViewController()
            window.rootViewController = controller
            let header = ProfileHeaderView()
            header.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(header)
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
                header.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            ])
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let label = "\(direction)"
            let ltr = direction == .leftToRight

            XCTAssertGreaterThan(header.updateConstraintsCalls, 0, label)
            XCTAssertEqual(header.avatar.frame.size, CGSize(width: 64, height: 64), label)
            XCTAssertEqual(header.avatar.frame.minY, 12, label)
            XCTAssertEqual(ltr ? header.avatar.frame.minX : header.avatar.frame.maxX, ltr ? 20 : 370, label)
            // System spacing between siblings is 8 pt: twice that.
            XCTAssertEqual(ltr ? header.nameLabel.frame.minX : 390 - header.nameLabel.frame.maxX, 20 + 64 + 16,
                           accuracy: 0.001, label)
            XCTAssertEqual(header.layoutGuides.count, 1, label)
            XCTAssertEqual(header.spacer.layoutFrame.minY, 76, accuracy: 0.001, label)
            XCTAssertEqual(header.segmented.frame.minY, 86, accuracy: 0.001, label)
            XCTAssertEqual(header.segmented.frame.width, 350, accuracy: 0.001, label)
            // A segmented control is 32 tall, its alignment rect 31 (1 pt inset at the bottom).
            XCTAssertEqual(header.frame.height, header.segmented.frame.maxY - 1 + 8 + 12, accuracy: 0.001, label)

            header.avatarSize = 80
            window.layoutIfNeeded()
            XCTAssertEqual(header.avatar.frame.size, CGSize(width: 80, height: 80), label)
            XCTAssertEqual(header.segmented.frame.minY, 12 + 80 + 10, accuracy: 0.001, label)

            // convert(_:to:) between a subview and the window.
            let inWindow = header.avatar.convert(header.avatar.bounds, to: window)
            XCTAssertEqual(inWindow.minY, 47 + 12, accuracy: 0.001, label)
            let back = window.convert(CGPoint(x: inWindow.minX, y: inWindow.minY), to: header.avatar)
            XCTAssertEqual(back.x, 0, accuracy: 0.001, label)
            XCTAssertEqual(back.y, 0, accuracy: 0.001, label)
        }
    }

    func testFrameBasedViewsWithAutoresizingMasksAndSizeToFit() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let banner = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 40))
        banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let badge = UILabel()
        badge.text = "NEW"
        badge.font = .systemFont(ofSize: 12, weight: .bold)
        badge.sizeToFit()
        badge.frame.origin = CGPoint(x: 8, y: 8)
        badge.autoresizingMask = [.flexibleLeftMargin]
        container.addSubview(banner)
        container.addSubview(badge)
        let measured = badge.frame.size
        XCTAssertGreaterThan(measured.width, 20)

        container.frame.size.width = 400
        container.layoutIfNeeded()
        XCTAssertEqual(banner.frame, CGRect(x: 10, y: 10, width: 380, height: 40))
        XCTAssertEqual(badge.frame.minX, 88, accuracy: 0.001)
        XCTAssertEqual(badge.frame.size, measured)
        XCTAssertEqual(container.bounds.insetBy(dx: 10, dy: 20), CGRect(x: 10, y: 20, width: 380, height: 160))
        XCTAssertEqual(container.bounds.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
                       CGRect(x: 2, y: 1, width: 394, height: 196))
    }

    func testAnchorDistancesSemanticContentAndWrappingWidths() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.semanticContentAttribute = .forceRightToLeft
        let a = UIView(), b = UIView(), label = UILabel()
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 120
        label.text = "A label that wraps onto a few lines at its preferred width"
        [a, b, label].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview($0)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50),
            a.heightAnchor.constraint(equalToConstant: 50),
            b.topAnchor.constraint(equalTo: root.topAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2, constant: -20),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 15),
            label.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: root.semanticContentAttribute), .rightToLeft)
        XCTAssertEqual(root.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(a.frame, CGRect(x: 240, y: 0, width: 50, height: 50))
        XCTAssertEqual(b.frame, CGRect(x: 145, y: 0, width: 80, height: 50))
        XCTAssertLessThanOrEqual(label.frame.width, 120)
        XCTAssertGreaterThan(label.frame.height, 40)
        XCTAssertEqual(label.frame.maxX, 300, accuracy: 0.001)
    }

    func testTextFieldSideViewsAndImageRendering() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let icon = UIImageView(image: UIImage(systemName: "magnifyingglass")?.withRenderingMode(.alwaysTemplate))
        icon.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
        field.leftView = icon
        field.leftViewMode = .always
        field.clearButtonMode = .whileEditing
        XCTAssertTrue(field.leftView === icon)
        let image = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
        XCTAssertNotNil(image)
        let delayed = expectation(description: "asyncAfter")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { delayed.fulfill() }
        wait(for: [delayed], timeout: 2)
    }
}
