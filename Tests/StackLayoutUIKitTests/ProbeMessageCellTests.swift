import StackLayoutUIKit
import XCTest

// Probe: a self-sizing table view cell (avatar, name, time, multiline body) constrained to
// its `contentView`, sized the way a table sizes it: `systemLayoutSizeFitting` at the
// table's width with a required horizontal and a fitting-level vertical priority.

final class ChatMessageCell: UITableViewCell {
    static let reuseIdentifier = "ChatMessageCell"

    let avatarView: UIImageView = {
        let view = UIImageView()
        view.contentMode = .scaleAspectFill
        view.layer.cornerRadius = 20
        view.clipsToBounds = true
        view.backgroundColor = .systemGray5
        return view
    }()

    let nameLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 16, weight: .semibold)
        return label
    }()

    let timeLabel: UILabel = {
        let label = UILabel()
        label.font = .monospacedDigitSystemFont(ofSize: 13, weight: .regular)
        label.textColor = .tertiaryLabel
        label.textAlignment = .right
        return label
    }()

    let bodyLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        return label
    }()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        [avatarView, nameLabel, timeLabel, bodyLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview($0)
        }
        nameLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
        timeLabel.setContentHuggingPriority(.required, for: .horizontal)
        timeLabel.setContentCompressionResistancePriority(.required, for: .horizontal)

        let bottom = bodyLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            avatarView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            avatarView.widthAnchor.constraint(equalToConstant: 40),
            avatarView.heightAnchor.constraint(equalToConstant: 40),
            avatarView.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -12),

            nameLabel.topAnchor.constraint(equalTo: avatarView.topAnchor),
            nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            timeLabel.firstBaselineAnchor.constraint(equalTo: nameLabel.firstBaselineAnchor),
            timeLabel.leadingAnchor.constraint(greaterThanOrEqualTo: nameLabel.trailingAnchor, constant: 8),
            timeLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),

            bodyLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
            bodyLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: timeLabel.trailingAnchor),
            bottom,
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        nameLabel.text = nil
        bodyLabel.text = nil
    }

    func configure(name: String, time: String, body: String) {
        nameLabel.text = name
        timeLabel.text = time
        bodyLabel.text = body
    }
}

final class ProbeMessageCellTests: XCTestCase {
    private func sized(_ body: String, width: CGFloat = 390) -> (ChatMessageCell, CGSize) {
        let cell = ChatMessageCell(style: .default, reuseIdentifier: ChatMessageCell.reuseIdentifier)
        cell.configure(name: "Grace Hopper", time: "09:41", body: body)
        let size = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        cell.frame = CGRect(origin: .zero, size: size)
        cell.layoutIfNeeded()
        return (cell, size)
    }

    func testAShortMessageIsAsTallAsItsAvatarRow() {
        let (cell, size) = sized("Hi")
        XCTAssertEqual(size.width, 390, accuracy: 0.001)
        // Name + 4 + one body line is shorter than the 40 pt avatar? Then the avatar decides.
        let textHeight = cell.nameLabel.frame.height + 4 + cell.bodyLabel.frame.height
        XCTAssertEqual(size.height, 12 + max(40, textHeight) + 12, accuracy: 0.5)
        XCTAssertEqual(cell.avatarView.frame, CGRect(x: 16, y: 12, width: 40, height: 40))
        XCTAssertEqual(cell.nameLabel.frame.minX, 68, accuracy: 0.001)
        XCTAssertEqual(cell.timeLabel.frame.maxX, 374, accuracy: 0.001)
        XCTAssertEqual(cell.bodyLabel.frame.width, 374 - 68, accuracy: 0.001)
        XCTAssertEqual(cell.timeLabel.frame.width, cell.timeLabel.intrinsicContentSize.width, accuracy: 0.001)
    }

    func testALongMessageWrapsAndGrowsTheCell() {
        let body = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 6)
        let (cell, size) = sized(body)
        XCTAssertGreaterThan(cell.bodyLabel.frame.height, 3 * 17)
        XCTAssertEqual(size.height, cell.bodyLabel.frame.maxY + 12, accuracy: 0.5)
        XCTAssertLessThanOrEqual(cell.bodyLabel.frame.width, 306.001)
    }
}

// Probe: a photo grid cell: a square image filling the content view and a caption below.

final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let imageView = UIImageView()
    let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 8
        contentView.clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        imageView.translatesAutoresizingMaskIntoConstraints = false
        captionLabel.font = .preferredFont(forTextStyle: .caption1)
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(imageView)
        contentView.addSubview(captionLabel)
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 3.0 / 4.0),
            captionLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 6),
            captionLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            captionLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            captionLabel.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        captionLabel.text = nil
    }
}

final class ProbePhotoCellTests: XCTestCase {
    func testACellGivenItsItemSizeLaysOutItsContent() {
        // Three columns on a 390 pt screen, 16 pt insets and 8 pt spacing: (390 - 32 - 16) / 3.
        let itemWidth = (UIScreen.main.bounds.width - 32 - 16) / 3
        let cell = PhotoCell(frame: CGRect(x: 0, y: 0, width: itemWidth, height: itemWidth * 0.75 + 40))
        cell.imageView.image = UIImage(systemName: "photo")
        cell.captionLabel.text = "Sunset"
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.frame, cell.bounds)
        XCTAssertEqual(cell.imageView.frame.width, itemWidth, accuracy: 0.001)
        XCTAssertEqual(cell.imageView.frame.height, itemWidth * 0.75, accuracy: 0.001)
        XCTAssertEqual(cell.captionLabel.frame.minY, itemWidth * 0.75 + 6, accuracy: 0.001)
        XCTAssertEqual(cell.captionLabel.frame.minX, 8, accuracy: 0.001)
    }
}
