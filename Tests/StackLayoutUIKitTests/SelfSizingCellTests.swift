import StackLayoutUIKit
import XCTest

// Self-sizing cells as UIKit code writes them: subviews in `contentView`, constrained to its
// margins, the height from `systemLayoutSizeFitting` at the table's width.

final class MessageCell: UITableViewCell {
    static let reuseIdentifier = "MessageCell"
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let avatar = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = .boldSystemFont(ofSize: 17)
        bodyLabel.numberOfLines = 0
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        let text = UIStackView(arrangedSubviews: [titleLabel, bodyLabel])
        text.axis = .vertical
        text.spacing = 4
        [avatar, text].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview($0)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: margins.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            avatar.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            text.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            text.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            text.topAnchor.constraint(equalTo: margins.topAnchor),
            text.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, body: String) {
        titleLabel.text = title
        bodyLabel.text = body
    }
}

final class TagCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class SelfSizingCellTests: XCTestCase {
    let body = "The Analytical Engine has no pretensions whatever to originate anything. It can do whatever we know how to order it to perform."

    /// The height a wrapping label of `text` needs at `width`, by the core.
    func wrappedHeight(_ text: String, font: UIFont, width: Double) -> Double {
        let label = Label(text: text, font: font)
        label.numberOfLines = 0
        return label.systemLayoutSizeFitting(Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel).height
    }

    func testATableCellSizesItselfFromItsContentView() {
        let cell = MessageCell(style: .default, reuseIdentifier: MessageCell.reuseIdentifier)
        XCTAssertEqual(cell.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(cell.contentView.frame, cell.bounds)
        XCTAssertEqual(cell.reuseIdentifier, "MessageCell")
        cell.configure(title: "Ada", body: body)
        let size = cell.systemLayoutSizeFitting(CGSize(width: 375, height: UIView.layoutFittingCompressedSize.height),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        let textWidth = 375.0 - 16 - 16 - 40 - 12
        let title = Label(text: "Ada", font: .boldSystemFont(ofSize: 17)).intrinsicSize.height
        let bodyHeight = wrappedHeight(body, font: .preferredFont(forTextStyle: .body), width: textWidth)
        XCTAssertGreaterThan(bodyHeight, 2 * UIFont.preferredFont(forTextStyle: .body).lineHeight)
        XCTAssertEqual(size.width, 375, accuracy: 1e-6)
        XCTAssertEqual(size.height, 11 + title + 4 + bodyHeight + 11, accuracy: 1e-6)
        // The content view measured inside its cell gives the same.
        let content = cell.contentView.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
                                                               withHorizontalFittingPriority: .required,
                                                               verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(content.height, size.height, accuracy: 1e-6)
        // Frames are left as they were.
        XCTAssertEqual(cell.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    /// A cell placed in a host at the height it measured: the content view follows the cell,
    /// and the content lies on its margins, in both directions.
    func testACellInAHostLaysOutItsContentView() {
        for direction in [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft] {
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
            host.semanticContentAttribute = direction
            let cell = MessageCell(style: .default, reuseIdentifier: nil)
            cell.configure(title: "Ada", body: body)
            let height = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
            cell.frame = CGRect(x: 0, y: 100, width: 375, height: height)
            host.addSubview(cell)
            host.layoutIfNeeded()
            XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 375, height: height))
            let rtl = direction == .forceRightToLeft
            XCTAssertEqual(cell.avatar.frame.minX, rtl ? 375 - 16 - 40 : 16, accuracy: 1e-6, "\(direction)")
            XCTAssertEqual(cell.avatar.frame.minY, 11, accuracy: 1e-6)
            XCTAssertEqual(cell.bodyLabel.frame.width, 375 - 16 - 16 - 40 - 12, accuracy: 1e-6)
            XCTAssertEqual(cell.bodyLabel.superview!.frame.maxY, height - 11, accuracy: 1e-6)
            // Resized by a frame, the content view follows at once and after the layout.
            cell.frame = CGRect(x: 0, y: 100, width: 320, height: height + 20)
            XCTAssertEqual(cell.contentView.frame.size, CGSize(width: 320, height: height + 20))
            host.layoutIfNeeded()
            XCTAssertEqual(cell.contentView.frame.size, CGSize(width: 320, height: height + 20))
        }
    }

    func testACollectionCellFitsItsLabel() {
        let cell = TagCell(frame: .zero)
        cell.label.text = "Swift"
        let size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let label = Label(text: "Swift").intrinsicSize
        XCTAssertEqual(size.width, CGFloat(label.width + 24), accuracy: 1e-6)
        XCTAssertEqual(size.height, CGFloat(label.height + 12), accuracy: 1e-6)
        XCTAssertNil(cell.reuseIdentifier)
    }
}
