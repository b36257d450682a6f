import StackLayoutUIKit
import XCTest

// Probe: a scrolling detail screen, built twice: with the scroll view's content and frame
// layout guides (iOS 11+), and the old way (content view pinned to the scroll view's edges
// plus an equal-width constraint). Both must give the same content size and frames.

final class ArticleViewController: UIViewController {
    enum Technique { case layoutGuides, edgesAndEqualWidth }

    let technique: Technique
    let scrollView = UIScrollView()
    let contentView = UIView()
    let heroView = UIView()
    let bodyStack = UIStackView()
    private(set) var blocks: [UIView] = []

    init(technique: Technique) {
        self.technique = technique
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.alwaysBounceVertical = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        contentView.translatesAutoresizingMaskIntoConstraints = false
        heroView.translatesAutoresizingMaskIntoConstraints = false
        bodyStack.translatesAutoresizingMaskIntoConstraints = false
        bodyStack.axis = .vertical
        bodyStack.spacing = 16

        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        contentView.addSubview(heroView)
        contentView.addSubview(bodyStack)
        for index in 0..<6 {
            let block = UIView()
            block.backgroundColor = index.isMultiple(of: 2) ? .systemGray6 : .systemGray5
            block.heightAnchor.constraint(equalToConstant: 120).isActive = true
            blocks.append(block)
            bodyStack.addArrangedSubview(block)
        }

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            heroView.topAnchor.constraint(equalTo: contentView.topAnchor),
            heroView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            heroView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            heroView.heightAnchor.constraint(equalTo: heroView.widthAnchor, multiplier: 9.0 / 16.0),

            bodyStack.topAnchor.constraint(equalTo: heroView.bottomAnchor, constant: 24),
            bodyStack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            bodyStack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            bodyStack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -32),
        ])

        switch technique {
        case .layoutGuides:
            NSLayoutConstraint.activate([
                contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            ])
        case .edgesAndEqualWidth:
            NSLayoutConstraint.activate([
                contentView.topAnchor.constraint(equalTo: scrollView.topAnchor),
                contentView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                contentView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
                contentView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
                contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            ])
        }
    }
}

final class ProbeScrollingDetailTests: XCTestCase {
    func testBothWaysOfBuildingScrollableContentAgree() {
        for technique in [ArticleViewController.Technique.layoutGuides, .edgesAndEqualWidth] {
            for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
                let window = UIWindow(device: .iPhone14, orientation: .portrait, layoutDirection: direction)
                let controller = ArticleViewController(technique: technique)
                window.rootViewController = controller
                window.makeKeyAndVisible()
                window.layoutIfNeeded()
                let label = "\(technique) \(direction)"

                XCTAssertEqual(controller.scrollView.frame, CGRect(x: 0, y: 0, width: 390, height: 844), label)
                XCTAssertEqual(controller.contentView.frame.width, 390, accuracy: 0.001, label)
                                // 219.375 rounded to the 3x pixel grid.
                XCTAssertEqual(controller.heroView.frame.height, 658.0 / 3, accuracy: 0.001, label)
                // A plain view's layout margins are 8 pt.
                XCTAssertEqual(controller.bodyStack.frame.minX, 8, accuracy: 0.001, label)
                XCTAssertEqual(controller.bodyStack.frame.width, 374, accuracy: 0.001, label)
                let bodyHeight: CGFloat = 6 * 120 + 5 * 16
                XCTAssertEqual(controller.bodyStack.frame.height, bodyHeight, accuracy: 0.001, label)
                let contentHeight = 658.0 / 3 + 24 + bodyHeight + 32
                XCTAssertEqual(controller.contentView.frame.height, contentHeight, accuracy: 0.001, label)
                XCTAssertEqual(controller.scrollView.contentSize.width, 390, accuracy: 0.001, label)
                // The content size is the engine's (1075.375): within a pixel of the rounded frame.
                XCTAssertEqual(controller.scrollView.contentSize.height, contentHeight, accuracy: 1.0 / 3 + 0.001, label)
                // The automatic inset adjustment keeps the content clear of the bars.
                XCTAssertEqual(controller.scrollView.adjustedContentInset.top, 47, accuracy: 0.001, label)
                XCTAssertEqual(controller.scrollView.adjustedContentInset.bottom, 34, accuracy: 0.001, label)
                XCTAssertEqual(controller.blocks[5].frame.minY, 5 * 136, accuracy: 0.001, label)

                controller.scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
                XCTAssertEqual(controller.scrollView.bounds.origin.y, 200, accuracy: 0.001, label)
                XCTAssertEqual(controller.contentView.frame.minY, 0, accuracy: 0.001, label)
            }
        }
    }
}
