import StackLayoutUIKit
import XCTest

// Probe: an expandable "Show more" section: a stored height constraint toggled between a
// collapsed constant and inactive, a second constraint set swapped with `isActive`, both
// animated with `UIView.animate(withDuration:delay:options:animations:completion:)` and the
// spring variant; `setNeedsLayout` + `layoutIfNeeded`.

final class ExpandableSectionView: UIView {
    let headerButton = UIButton(type: .system)
    let chevron = UIImageView(image: UIImage(systemName: "chevron.down"))
    let bodyLabel = UILabel()
    let footer = UIView()
    private(set) var bodyHeight: NSLayoutConstraint!
    private(set) var isExpanded = false
    private(set) var completions = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        headerButton.setTitle("Show more", for: .normal)
        headerButton.contentHorizontalAlignment = .leading
        bodyLabel.numberOfLines = 0
        bodyLabel.text = String(repeating: "Details about the order and its delivery. ", count: 5)
        footer.backgroundColor = .separator
        [headerButton, chevron, bodyLabel, footer].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        bodyHeight = bodyLabel.heightAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([
            headerButton.topAnchor.constraint(equalTo: topAnchor),
            headerButton.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            headerButton.heightAnchor.constraint(equalToConstant: 44),
            chevron.centerYAnchor.constraint(equalTo: headerButton.centerYAnchor),
            chevron.leadingAnchor.constraint(equalTo: headerButton.trailingAnchor, constant: 8),
            chevron.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            chevron.widthAnchor.constraint(equalToConstant: 16),
            chevron.heightAnchor.constraint(equalToConstant: 16),
            bodyLabel.topAnchor.constraint(equalTo: headerButton.bottomAnchor),
            bodyLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            bodyHeight,
            footer.topAnchor.constraint(equalTo: bodyLabel.bottomAnchor, constant: 8),
            footer.leadingAnchor.constraint(equalTo: leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 1),
            footer.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func toggle() {
        isExpanded.toggle()
        bodyHeight.isActive = !isExpanded
        headerButton.setTitle(isExpanded ? "Show less" : "Show more", for: .normal)
        setNeedsLayout()
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: {
            self.chevron.transform = self.isExpanded ? CGAffineTransform(rotationAngle: .pi) : .identity
            self.superview?.layoutIfNeeded()
        }, completion: { finished in
            if finished { self.completions += 1 }
        })
    }

    func collapse(to height: CGFloat) {
        bodyHeight.constant = height
        bodyHeight.isActive = true
        UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5,
                       options: .allowUserInteraction, animations: { self.superview?.layoutIfNeeded() })
    }
}

final class ProbeExpandableSectionTests: XCTestCase {
    func testExpandingAndCollapsingMovesTheFooter() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPhone14, orientation: .portrait, layoutDirection: direction)
            let controller = UIViewController()
            window.rootViewController = controller
            let section = ExpandableSectionView()
            section.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(section)
            NSLayoutConstraint.activate([
                section.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 10),
                section.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                section.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            ])
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let label = "\(direction)"

            XCTAssertEqual(section.frame, CGRect(x: 0, y: 57, width: 390, height: 44 + 8 + 1), label)
            XCTAssertEqual(section.bodyLabel.frame.height, 0, label)
            XCTAssertEqual(section.bodyLabel.frame.width, 374, accuracy: 0.001, label)
            let ltr = direction == .leftToRight
            XCTAssertEqual(ltr ? section.chevron.frame.maxX : section.chevron.frame.minX, ltr ? 382 : 8, label)
            XCTAssertEqual(section.headerButton.frame.width, 374 - 24, accuracy: 0.001, label)

            section.toggle()
            XCTAssertEqual(section.completions, 1, label)
            XCTAssertGreaterThan(section.bodyLabel.frame.height, 3 * 20, label)
            XCTAssertEqual(section.footer.frame.minY, section.bodyLabel.frame.maxY + 8, accuracy: 0.001, label)
            XCTAssertEqual(section.frame.height, 44 + section.bodyLabel.frame.height + 9, accuracy: 0.001, label)
            XCTAssertEqual(section.chevron.transform.a, -1, accuracy: 0.0001, label)
            // The transform leaves the chevron's frame where the constraints put it (a 16 pt square).
            XCTAssertEqual(section.chevron.bounds.size, CGSize(width: 16, height: 16), label)

            section.collapse(to: 40)
            XCTAssertEqual(section.bodyLabel.frame.height, 40, accuracy: 0.001, label)
            XCTAssertEqual(section.frame.height, 44 + 40 + 9, accuracy: 0.001, label)
        }
    }
}
