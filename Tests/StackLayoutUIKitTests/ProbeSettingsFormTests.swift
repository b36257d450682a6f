import StackLayoutUIKit
import XCTest

// Probe: a stack-view-heavy settings form: rows made by a factory, nested stacks, custom
// spacing, margins-relative arrangement with directional margins, rows inserted, removed
// (`removeArrangedSubview` then `removeFromSuperview`) and hidden, a fill-equally button bar.

final class SettingsViewController: UIViewController {
    let contentStack = UIStackView()
    let headerLabel = UILabel()
    private(set) var rows: [UIView] = []
    private(set) var advancedRow: UIView!
    let buttonBar = UIStackView()
    let cancelButton = UIButton(type: .system)
    let saveButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        headerLabel.text = "Notifications"
        headerLabel.font = .preferredFont(forTextStyle: .title2)

        contentStack.axis = .vertical
        contentStack.alignment = .fill
        contentStack.distribution = .fill
        contentStack.spacing = 8
        contentStack.isLayoutMarginsRelativeArrangement = true
        contentStack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 10)
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(contentStack)

        contentStack.addArrangedSubview(headerLabel)
        contentStack.setCustomSpacing(20, after: headerLabel)
        for title in ["Push", "Email", "SMS"] {
            let row = makeRow(title: title)
            rows.append(row)
            contentStack.addArrangedSubview(row)
        }
        advancedRow = makeRow(title: "Advanced")
        contentStack.insertArrangedSubview(advancedRow, at: 2)

        cancelButton.setTitle("Cancel", for: .normal)
        saveButton.setTitle("Save", for: .normal)
        buttonBar.addArrangedSubview(cancelButton)
        buttonBar.addArrangedSubview(saveButton)
        buttonBar.axis = .horizontal
        buttonBar.distribution = .fillEqually
        buttonBar.spacing = 10
        contentStack.addArrangedSubview(buttonBar)

        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            contentStack.topAnchor.constraint(equalTo: guide.topAnchor),
            contentStack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            contentStack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            contentStack.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor),
            buttonBar.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    private func makeRow(title: String) -> UIView {
        let label = UILabel()
        label.text = title
        label.font = .preferredFont(forTextStyle: .body)
        let toggle = UISwitch()
        toggle.isOn = true
        let row = UIStackView(arrangedSubviews: [label, toggle])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 8
        row.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
        return row
    }

    func removeRow(_ row: UIView) {
        contentStack.removeArrangedSubview(row)
        row.removeFromSuperview()
    }
}

final class ProbeSettingsFormTests: XCTestCase {
    func testRowsStackInsideTheMarginsAndFollowInsertsRemovalsAndHiding() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPhone14, orientation: .portrait, layoutDirection: direction)
            let controller = SettingsViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let label = "\(direction)"
            let stack = controller.contentStack
            XCTAssertEqual(stack.frame.minY, 47, accuracy: 0.001, label)
            XCTAssertEqual(stack.frame.width, 390, accuracy: 0.001, label)
            XCTAssertEqual(stack.arrangedSubviews.count, 6, label)
            XCTAssertTrue(stack.arrangedSubviews[2] === controller.advancedRow, label)

            let header = controller.headerLabel.frame
            XCTAssertEqual(header.minY, 12, accuracy: 0.001, label)
            XCTAssertEqual(header.minX, direction == .leftToRight ? 20 : 10, accuracy: 0.001, label)
            XCTAssertEqual(header.width, 360, accuracy: 0.001, label)
            let push = controller.rows[0].frame
            XCTAssertEqual(push.minY, header.maxY + 20, accuracy: 0.001, label)
            // A switch is 51 x 31; the row's 44 pt minimum wins over it.
            XCTAssertEqual(push.height, 44, accuracy: 0.001, label)
            XCTAssertEqual(controller.advancedRow.frame.minY, push.maxY + 8, accuracy: 0.001, label)
            let toggle = (controller.rows[0] as! UIStackView).arrangedSubviews[1]
            XCTAssertEqual(toggle.frame.size, CGSize(width: 51, height: 31), label)
            // Centred: 6.5, rounded to the 3x pixel grid.
            XCTAssertEqual(toggle.frame.minY, 20.0 / 3, accuracy: 0.001, label)
            // A switch's alignment rect is 49 wide, inset 2 from its frame's right edge (in
            // either direction: alignment insets are left / right, not leading / trailing).
            XCTAssertEqual(direction == .leftToRight ? toggle.frame.maxX : toggle.frame.minX,
                           direction == .leftToRight ? 362 : 0, accuracy: 0.001, label)

            // The button bar: two equal halves of 360 with 10 between.
            XCTAssertEqual(controller.cancelButton.frame.width, 175, accuracy: 0.001, label)
            XCTAssertEqual(controller.saveButton.frame.width, 175, accuracy: 0.001, label)
            let firstHalfX = direction == .leftToRight ? controller.cancelButton.frame.minX : controller.saveButton.frame.minX
            XCTAssertEqual(firstHalfX, 0, accuracy: 0.001, label)
            let heightBefore = stack.frame.height
            let rowsBlock = 4 * 44 + 4 * 8
            XCTAssertEqual(heightBefore, 12 + header.height + 20 + CGFloat(rowsBlock) + 44 + 12, accuracy: 0.001, label)

            // Hiding a row closes its slot; removing one drops it from the stack and the view tree.
            controller.rows[1].isHidden = true
            window.layoutIfNeeded()
            XCTAssertEqual(stack.frame.height, heightBefore - 52, accuracy: 0.001, label)
            controller.removeRow(controller.advancedRow)
            window.layoutIfNeeded()
            XCTAssertEqual(stack.arrangedSubviews.count, 5, label)
            XCTAssertNil(controller.advancedRow.superview, label)
            XCTAssertEqual(stack.frame.height, heightBefore - 104, accuracy: 0.001, label)
            XCTAssertEqual(controller.rows[2].frame.minY, push.maxY + 8, accuracy: 0.001, label)
            controller.rows[1].isHidden = false
            window.layoutIfNeeded()
            XCTAssertEqual(stack.frame.height, heightBefore - 52, accuracy: 0.001, label)
        }
    }
}
