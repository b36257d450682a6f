import StackLayoutUIKit
import XCTest

// Probe: the helper extensions every codebase grows (pin edges, add many subviews, centre in
// a superview), arrays of views configured in `forEach`, `performWithoutAnimation`,
// `DispatchQueue.main.async` around layout, accessibility identifiers.

extension UIView {
    func addSubviews(_ views: UIView...) {
        views.forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
    }

    @discardableResult
    func pinEdges(to other: UIView, insets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
        translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top),
            leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets.left),
            other.trailingAnchor.constraint(equalTo: trailingAnchor, constant: insets.right),
            other.bottomAnchor.constraint(equalTo: bottomAnchor, constant: insets.bottom),
        ]
        NSLayoutConstraint.activate(constraints)
        return constraints
    }

    func pinEdges(to guide: UILayoutGuide) {
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: guide.topAnchor),
            leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    func centerInSuperview(size: CGSize) {
        guard let superview = superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            centerXAnchor.constraint(equalTo: superview.centerXAnchor),
            centerYAnchor.constraint(equalTo: superview.centerYAnchor),
            widthAnchor.constraint(equalToConstant: size.width),
            heightAnchor.constraint(equalToConstant: size.height),
        ])
    }
}

final class EmptyStateViewController: UIViewController {
    let container = UIView()
    let backdrop = UIView()
    let spinner = UIActivityIndicatorView(style: .large)
    let messageLabel = UILabel()
    let retryButton = UIButton(type: .system)
    let dots: [UIView] = (0..<3).map { _ in UIView() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubviews(backdrop, container)
        backdrop.pinEdges(to: view)
        container.pinEdges(to: view.safeAreaLayoutGuide)
        container.accessibilityIdentifier = "emptyState.container"
        container.addSubviews(spinner, messageLabel, retryButton)
        spinner.startAnimating()
        spinner.hidesWhenStopped = true
        messageLabel.text = "Nothing here yet"
        messageLabel.textAlignment = .center
        retryButton.setTitle("Retry", for: .normal)
        NSLayoutConstraint.activate([
            spinner.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: -40),
            messageLabel.topAnchor.constraint(equalTo: spinner.bottomAnchor, constant: 16),
            messageLabel.leadingAnchor.constraint(equalTo: container.readableContentGuide.leadingAnchor),
            messageLabel.trailingAnchor.constraint(equalTo: container.readableContentGuide.trailingAnchor),
            retryButton.topAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: 8),
            retryButton.centerXAnchor.constraint(equalTo: container.centerXAnchor),
        ])
        var previous: UIView?
        dots.forEach { dot in
            dot.backgroundColor = .tertiaryLabel
            dot.layer.cornerRadius = 4
            container.addSubviews(dot)
            NSLayoutConstraint.activate([
                dot.widthAnchor.constraint(equalToConstant: 8),
                dot.heightAnchor.constraint(equalToConstant: 8),
                dot.topAnchor.constraint(equalTo: retryButton.bottomAnchor, constant: 12),
            ])
            if let previous = previous {
                dot.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 6).isActive = true
            }
            previous = dot
        }
        dots[1].centerXAnchor.constraint(equalTo: container.centerXAnchor).isActive = true
    }

    func showLoaded() {
        UIView.performWithoutAnimation {
            spinner.stopAnimating()
            view.layoutIfNeeded()
        }
    }
}

final class ProbeViewHelpersTests: XCTestCase {
    func testHelperExtensionsBuildTheSameConstraintsAsInlineCode() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPhone15Pro, orientation: .portrait, layoutDirection: direction)
            let controller = EmptyStateViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let label = "\(direction)"
            XCTAssertEqual(controller.backdrop.frame, CGRect(x: 0, y: 0, width: 393, height: 852), label)
            XCTAssertEqual(controller.container.frame, CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34), label)
            XCTAssertEqual(controller.container.accessibilityIdentifier, "emptyState.container", label)
            let spinner = controller.spinner.frame
            XCTAssertEqual(spinner.size, CGSize(width: 37, height: 37), label)
            XCTAssertEqual(spinner.midX, 196.5, accuracy: 0.001, label)
            XCTAssertEqual(spinner.midY, (852 - 59 - 34) / 2 - 40, accuracy: 0.001, label)
            XCTAssertEqual(controller.messageLabel.frame.minX, 8, accuracy: 0.001, label)
            XCTAssertEqual(controller.messageLabel.frame.width, 377, accuracy: 0.001, label)
            // Centred at 196.5, an 8 pt dot is rounded to the 3x pixel grid.
            XCTAssertEqual(controller.dots[1].frame.midX, 196.5, accuracy: 1.0 / 3 + 0.001, label)
            // Leading-to-trailing constraints flip in RTL: the first dot is on the right.
            let first = controller.dots[0].frame, last = controller.dots[2].frame
            if direction == .leftToRight {
                XCTAssertEqual(first.minX, 196.5 - 4 - 6 - 8, accuracy: 1.0 / 3 + 0.001, label)
                XCTAssertEqual(last.minX, 196.5 + 4 + 6, accuracy: 1.0 / 3 + 0.001, label)
            } else {
                XCTAssertEqual(first.minX, 196.5 + 4 + 6, accuracy: 1.0 / 3 + 0.001, label)
                XCTAssertEqual(last.minX, 196.5 - 4 - 6 - 8, accuracy: 1.0 / 3 + 0.001, label)
            }

            controller.showLoaded()
            XCTAssertTrue(controller.spinner.isHidden, label)
            XCTAssertFalse(controller.spinner.isAnimating, label)
        }
    }

    func testLayoutScheduledOnTheMainQueueStillCompilesAndRuns() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        host.addSubview(child)
        let constraints = child.pinEdges(to: host, insets: UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
        XCTAssertEqual(constraints.count, 4)
        let done = expectation(description: "laid out on the main queue")
        DispatchQueue.main.async {
            host.setNeedsLayout()
            host.layoutIfNeeded()
            XCTAssertEqual(child.frame, CGRect(x: 20, y: 10, width: 160, height: 80))
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
    }
}
