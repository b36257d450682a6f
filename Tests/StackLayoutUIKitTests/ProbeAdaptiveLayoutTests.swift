import StackLayoutUIKit
import XCTest

// Probe: a dashboard that picks its arrangement from the size class (two columns when
// regular, one when compact), reads `UIScreen.main`, and switches constraint sets when the
// trait collection changes (rotation).

final class DashboardViewController: UIViewController {
    let stack = UIStackView()
    let tiles: [UIView] = (0..<4).map { _ in UIView() }
    private var compactConstraints: [NSLayoutConstraint] = []
    private var regularConstraints: [NSLayoutConstraint] = []
    private(set) var pixel: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        pixel = 1 / UIScreen.main.scale
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.distribution = .fillEqually
        stack.spacing = 12
        view.addSubview(stack)
        tiles.forEach { stack.addArrangedSubview($0) }
        let margins = view.layoutMarginsGuide
        compactConstraints = [
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.heightAnchor.constraint(equalToConstant: 4 * 100 + 3 * 12),
        ]
        regularConstraints = [
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            stack.widthAnchor.constraint(equalTo: margins.widthAnchor, multiplier: 0.8),
            stack.heightAnchor.constraint(equalToConstant: 160),
        ]
        applyLayout(for: traitCollection)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.verticalSizeClass != previousTraitCollection?.verticalSizeClass {
            applyLayout(for: traitCollection)
        }
    }

    private func applyLayout(for traits: UITraitCollection) {
        let wide = traits.horizontalSizeClass == .regular || traits.verticalSizeClass == .compact
        if wide {
            NSLayoutConstraint.deactivate(compactConstraints)
            NSLayoutConstraint.activate(regularConstraints)
            stack.axis = .horizontal
        } else {
            NSLayoutConstraint.deactivate(regularConstraints)
            NSLayoutConstraint.activate(compactConstraints)
            stack.axis = .vertical
        }
    }
}

final class ProbeAdaptiveLayoutTests: XCTestCase {
    func testCompactPortraitStacksTheTilesAndLandscapeLinesThemUp() {
        let window = UIWindow(device: .iPhone14, orientation: .portrait)
        let controller = DashboardViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(controller.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(controller.pixel, 1.0 / 3.0, accuracy: 0.0001)
        XCTAssertEqual(controller.stack.axis, .vertical)
        XCTAssertEqual(controller.stack.frame, CGRect(x: 16, y: 47, width: 358, height: 436))
        XCTAssertEqual(controller.tiles[1].frame, CGRect(x: 0, y: 112, width: 358, height: 100))

        window.rotate(to: .landscape)
        window.layoutIfNeeded()
        XCTAssertEqual(controller.traitCollection.verticalSizeClass, .compact)
        XCTAssertEqual(controller.stack.axis, .horizontal)
        // Landscape iPhone 14: 844 x 390, safe area 47 left and right; margins 16 beyond it.
        let marginsWidth: CGFloat = 844 - 2 * (47 + 16)
        // Frames are rounded to the 3x pixel grid: within a pixel of the exact values.
        XCTAssertEqual(controller.stack.frame.width, marginsWidth * 0.8, accuracy: 1.0 / 3 + 0.001)
        XCTAssertEqual(controller.stack.frame.midX, 422, accuracy: 1.0 / 3 + 0.001)
        XCTAssertEqual(controller.stack.frame.minY, 0, accuracy: 0.001)
        XCTAssertEqual(controller.tiles[0].frame.width, (marginsWidth * 0.8 - 36) / 4, accuracy: 1.0 / 3 + 0.001)
    }

    func testARegularWidthIPadUsesTheRegularSet() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPad, orientation: .portrait, layoutDirection: direction)
            let controller = DashboardViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            XCTAssertEqual(controller.traitCollection.horizontalSizeClass, .regular)
            XCTAssertEqual(controller.stack.axis, .horizontal)
            // iPad regular width: 20 pt root margins.
            XCTAssertEqual(controller.stack.frame.width, (820 - 40) * 0.8, accuracy: 0.001)
            XCTAssertEqual(controller.stack.frame.midX, 410, accuracy: 0.001)
            let firstTile = direction == .leftToRight ? controller.tiles[0] : controller.tiles[3]
            XCTAssertEqual(firstTile.frame.minX, 0, accuracy: 0.001)
        }
    }
}
