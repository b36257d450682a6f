import StackLayoutUIKit
import XCTest

// A screen written the way UIKit tutorials write one (closures making the views, a custom
// card view, a stack of labels, a button, layout margins, safe area, `setCustomSpacing`,
// hugging priorities, a `layoutSubviews` corner radius), as a check that ordinary UIKit code
// beyond the seeds compiles unchanged.

final class AvatarView: UIView {
    let imageView: UIImageView = {
        let imageView = UIImageView(image: UIImage(systemName: "person.crop.circle"))
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.translatesAutoresizingMaskIntoConstraints = false
        return imageView
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setup() {
        addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: topAnchor),
            imageView.leadingAnchor.constraint(equalTo: leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: trailingAnchor),
            imageView.bottomAnchor.constraint(equalTo: bottomAnchor),
            widthAnchor.constraint(equalTo: heightAnchor),
        ])
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 2
    }
}

final class ProfileViewController: UIViewController {
    private let avatarView = AvatarView()

    private let nameLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 22, weight: .bold)
        label.text = "Ada Lovelace"
        label.textColor = .label
        return label
    }()

    private let bioLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.numberOfLines = 0
        label.textColor = .secondaryLabel
        label.text = "Wrote the first algorithm intended for a machine, a century before one was built."
        return label
    }()

    private let followButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        return button
    }()

    private lazy var textStack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [nameLabel, bioLabel])
        stack.axis = .vertical
        stack.spacing = 4
        return stack
    }()

    private lazy var headerStack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [avatarView, textStack])
        stack.axis = .horizontal
        stack.alignment = .top
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()

    private(set) var laidOut = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(headerStack)
        view.addSubview(followButton)
        followButton.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.setContentHuggingPriority(.required, for: .vertical)

        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 64),
            headerStack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            headerStack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            headerStack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            followButton.topAnchor.constraint(equalTo: headerStack.bottomAnchor, constant: 20),
            followButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        laidOut = true
    }

    var frames: (avatar: CGRect, name: CGRect, bio: CGRect, header: CGRect, button: CGRect) {
        (avatarView.frame, nameLabel.frame, bioLabel.frame, headerStack.frame, followButton.frame)
    }
    var avatarCornerRadius: CGFloat { avatarView.layer.cornerRadius }
}

final class TypicalScreenTests: XCTestCase {
    func testAProfileHeaderAsTutorialsWriteIt() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPhone15Pro, orientation: .portrait, layoutDirection: direction)
            let controller = ProfileViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            XCTAssertTrue(controller.laidOut)
            let f = controller.frames
            let label = "\(direction)"
            // 393 pt wide: 16 pt margins; the header starts 16 below the 59 pt safe area.
            XCTAssertEqual(f.header.minX, 16, label)
            XCTAssertEqual(f.header.minY, 59 + 16, label)
            XCTAssertEqual(f.header.width, 361, label)
            XCTAssertEqual(f.avatar.size, CGSize(width: 64, height: 64), label)
            XCTAssertEqual(controller.avatarCornerRadius, 32, label)
            // The text column takes what the avatar and the spacing leave: 361 - 64 - 12.
            XCTAssertEqual(f.name.width, 285, accuracy: 0.001, label)
            XCTAssertEqual(f.bio.minY, f.name.maxY + 4, accuracy: 0.001, label)
            XCTAssertGreaterThan(f.bio.height, 2 * 20, label)
            XCTAssertEqual(direction == .leftToRight ? f.avatar.minX : f.avatar.maxX,
                           direction == .leftToRight ? 0 : 361, label)
            XCTAssertEqual(f.header.height, max(64, f.bio.maxY), accuracy: 0.001, label)
            XCTAssertEqual(f.button.minY, f.header.maxY + 20, accuracy: 0.001, label)
            XCTAssertEqual(f.button.midX, 196.5, accuracy: 0.5, label)
        }
    }
}
