import StackLayoutUIKit
import XCTest

// Probe: an onboarding screen: a horizontally paging scroll view of full-width pages built in
// a loop (each page constrained to the previous one), a page control and a bottom button
// pinned above the safe area with `constraint(equalTo:constant:)`, an image view aspect ratio
// from its image, a configuration button with an image, closure actions, a child controller.

final class OnboardingPageView: UIView {
    let imageView = UIImageView()
    let titleLabel = UILabel()

    init(title: String, image: UIImage?) {
        super.init(frame: .zero)
        imageView.image = image
        imageView.contentMode = .scaleAspectFit
        titleLabel.text = title
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0
        [imageView, titleLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        let aspect = (image?.size.height ?? 1) / (image?.size.width ?? 1)
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: topAnchor, constant: 40),
            imageView.centerXAnchor.constraint(equalTo: centerXAnchor),
            imageView.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.6),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: aspect),
            titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 24),
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class OnboardingViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let pageControl = UIPageControl()
    private(set) var pages: [OnboardingPageView] = []
    private(set) var finished = false
    private(set) lazy var continueButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        configuration.image = UIImage(systemName: "arrow.right")
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 6
        configuration.cornerStyle = .capsule
        configuration.baseBackgroundColor = .systemIndigo
        let button = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            self?.finished = true
        })
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.pageIndicatorTintColor = .tertiaryLabel
        view.addSubview(scrollView)
        view.addSubview(pageControl)
        view.addSubview(continueButton)

        let images = [UIImage(size: CGSize(width: 300, height: 200)), UIImage(size: CGSize(width: 200, height: 200)),
                      UIImage(size: CGSize(width: 400, height: 100))]
        var previousTrailing = scrollView.contentLayoutGuide.leadingAnchor
        for (index, image) in images.enumerated() {
            let page = OnboardingPageView(title: "Step \(index + 1)", image: image)
            page.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(page)
            NSLayoutConstraint.activate([
                page.leadingAnchor.constraint(equalTo: previousTrailing),
                page.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                page.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                page.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                page.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
            ])
            previousTrailing = page.trailingAnchor
            pages.append(page)
        }
        previousTrailing.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor).isActive = true
        pageControl.numberOfPages = pages.count

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: pageControl.topAnchor, constant: -8),
            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pageControl.bottomAnchor.constraint(equalTo: continueButton.topAnchor, constant: -16),
            continueButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            continueButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            continueButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
            continueButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 50),
        ])
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageControl.currentPage = Int(round(scrollView.contentOffset.x / scrollView.bounds.width))
    }
}

final class ProbeOnboardingPagesTests: XCTestCase {
    func testPagesSitSideBySideAndTheButtonAboveTheHomeIndicator() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPhone15Pro, orientation: .portrait, layoutDirection: direction)
            let controller = OnboardingViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let label = "\(direction)"

            let button = controller.continueButton.frame
            XCTAssertEqual(button.maxY, 852 - 34 - 20, accuracy: 0.001, label)
            XCTAssertEqual(button.minX, 16, accuracy: 0.001, label)
            XCTAssertEqual(button.width, 361, accuracy: 0.001, label)
            XCTAssertEqual(button.height, 50, accuracy: 0.001, label)
            XCTAssertEqual(controller.pageControl.frame.maxY, button.minY - 16, accuracy: 0.001, label)
            let scroll = controller.scrollView.frame
            XCTAssertEqual(scroll.minY, 59, accuracy: 0.001, label)
            XCTAssertEqual(scroll.maxY, controller.pageControl.frame.minY - 8, accuracy: 0.001, label)
            XCTAssertEqual(controller.scrollView.contentSize.width, 3 * 393, accuracy: 0.001, label)
            XCTAssertEqual(controller.scrollView.contentSize.height, scroll.height, accuracy: 0.001, label)
            // Leading-to-trailing chains run right to left in RTL: page 1 is the rightmost.
            let firstX = controller.pages[0].frame.minX, lastX = controller.pages[2].frame.minX
            XCTAssertEqual(direction == .leftToRight ? firstX : lastX, 0, accuracy: 0.001, label)
            XCTAssertEqual(direction == .leftToRight ? lastX : firstX, 2 * 393, accuracy: 0.001, label)
            let image = controller.pages[0].imageView.frame
            XCTAssertEqual(image.width, 393 * 0.6, accuracy: 1.0 / 3 + 0.001, label)
            XCTAssertEqual(image.height, 393 * 0.6 * 2 / 3, accuracy: 1.0 / 3 + 0.001, label)
            XCTAssertEqual(controller.pages[2].imageView.frame.height, 393 * 0.6 / 4, accuracy: 1.0 / 3 + 0.001, label)

            controller.continueButton.sendActions(for: .primaryActionTriggered)
            XCTAssertTrue(controller.finished, label)
        }
    }
}
