import StackLayoutUIKit
import XCTest

// Probe: a row of a title and a value that compete for width, settled by hugging and
// compression resistance; constraints with priorities set every way UIKit code spells them.

final class KeyValueRow: UIView {
    let keyLabel = UILabel()
    let valueLabel = UILabel()
    let iconView = UIImageView(image: UIImage(systemName: "info.circle"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        keyLabel.font = UIFont.systemFont(ofSize: 17)
        valueLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .medium)
        valueLabel.textAlignment = .right
        keyLabel.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 749), for: .horizontal)
        valueLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        keyLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        valueLabel.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)

        for view in [keyLabel, valueLabel, iconView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let iconWidth = iconView.widthAnchor.constraint(equalToConstant: 24)
        iconWidth.priority = .defaultHigh
        let valueSpread = valueLabel.widthAnchor.constraint(equalToConstant: 1000)
        valueSpread.priority = .defaultLow
        let preferredHeight = heightAnchor.constraint(equalToConstant: 44)
        preferredHeight.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            keyLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            keyLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            valueLabel.leadingAnchor.constraint(equalTo: keyLabel.trailingAnchor, constant: 8),
            valueLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            iconView.leadingAnchor.constraint(equalTo: valueLabel.trailingAnchor, constant: 8),
            iconView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            iconView.centerYAnchor.constraint(equalTo: centerYAnchor),
            iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor),
            iconWidth,
            valueSpread,
            iconView.widthAnchor.constraint(lessThanOrEqualToConstant: 20),
            preferredHeight,
            heightAnchor.constraint(greaterThanOrEqualTo: keyLabel.heightAnchor, constant: 16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ProbePrioritiesTests: XCTestCase {
    private func row(width: CGFloat, key: String, value: String) -> KeyValueRow {
        let row = KeyValueRow(frame: .zero)
        row.keyLabel.text = key
        row.valueLabel.text = value
        row.translatesAutoresizingMaskIntoConstraints = false
        let host = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 400))
        host.addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: host.topAnchor),
            row.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            row.widthAnchor.constraint(equalToConstant: width),
        ])
        host.layoutIfNeeded()
        return row
    }

    func testTheValueStretchesWhenThereIsRoom() {
        let row = row(width: 320, key: "Total", value: "$12.00")
        XCTAssertEqual(row.frame.height, 44, accuracy: 0.001)
        // The required ≤ 20 beats the high-priority 24.
        XCTAssertEqual(row.iconView.frame.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(row.iconView.frame.maxX, 312, accuracy: 0.001)
        // The key hugs at 750, the value at 200: the value takes the slack.
        XCTAssertEqual(row.keyLabel.frame.width, row.keyLabel.intrinsicContentSize.width, accuracy: 0.001)
        XCTAssertEqual(row.valueLabel.frame.maxX, 312 - 20 - 8, accuracy: 0.001)
        XCTAssertEqual(row.keyLabel.center.y, 22, accuracy: 0.001)
    }

    func testTheKeyIsCompressedFirstWhenThereIsNot() {
        let key = "A rather long description of the amount"
        let row = row(width: 200, key: key, value: "$1,234.56")
        XCTAssertEqual(row.valueLabel.frame.width, row.valueLabel.intrinsicContentSize.width, accuracy: 0.001)
        XCTAssertLessThan(row.keyLabel.frame.width, row.keyLabel.intrinsicContentSize.width)
        XCTAssertEqual(row.keyLabel.frame.minX, 8, accuracy: 0.001)
        XCTAssertEqual(row.keyLabel.frame.width, 200 - 16 - 20 - 16 - row.valueLabel.frame.width, accuracy: 0.001)
    }

    func testPrioritiesAreComparableAndArithmetic() {
        XCTAssertEqual((UILayoutPriority.defaultHigh + 1).rawValue, 751)
        XCTAssertEqual((UILayoutPriority.required - 1).rawValue, 999)
        XCTAssertTrue(UILayoutPriority.defaultLow < .defaultHigh)
        XCTAssertEqual(UILayoutPriority.dragThatCanResizeScene.rawValue, 510)
        XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        let c = KeyValueRow(frame: .zero).keyLabel.widthAnchor.constraint(equalToConstant: 10)
        c.priority = .init(rawValue: 300)
        XCTAssertEqual(c.priority.rawValue, 300)
        XCTAssertEqual(c.priority, UILayoutPriority(300))
    }
}
