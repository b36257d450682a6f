import StackLayoutUIKit
import XCTest

// Frame-based UIKit code: autoresizing masks on views made with frames, followed when the
// superview resizes (by a frame set, or by constraints); a controller's
// `additionalSafeAreaInsets`; the log handler replaced and called from several threads.

final class AutoresizingAndSafeAreaTests: XCTestCase {
    private func assertFrame(_ actual: CGRect, _ expected: CGRect, _ note: String = "",
                             file: StaticString = #filePath, line: UInt = #line) {
        let tolerance: CGFloat = 1e-6
        let close = abs(actual.minX - expected.minX) < tolerance && abs(actual.minY - expected.minY) < tolerance
            && abs(actual.width - expected.width) < tolerance && abs(actual.height - expected.height) < tolerance
        XCTAssertTrue(close, "\(note) \(actual) is not \(expected)", file: file, line: line)
    }

    func testMasksFollowASuperviewWhoseFrameIsSet() {
        for direction in [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            root.semanticContentAttribute = direction
            let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
            let badge = UIView(frame: CGRect(x: 280, y: 10, width: 30, height: 24))
            badge.autoresizingMask = .flexibleLeftMargin
            let centered = UIView(frame: CGRect(x: 110, y: 200, width: 100, height: 80))
            centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
            let fixed = UIView(frame: CGRect(x: 10, y: 400, width: 50, height: 50))
            header.addSubview(badge)
            root.addSubview(header)
            root.addSubview(centered)
            root.addSubview(fixed)
            root.layoutIfNeeded()
            assertFrame(header.frame, CGRect(x: 0, y: 0, width: 320, height: 44), "\(direction)")
            assertFrame(badge.frame, CGRect(x: 280, y: 10, width: 30, height: 24), "\(direction)")

            // Turned: the masks apply at once, as UIKit's autoresizesSubviews, and the layout keeps them.
            root.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
            assertFrame(header.frame, CGRect(x: 0, y: 0, width: 480, height: 44), "\(direction) at once")
            root.layoutIfNeeded()
            assertFrame(header.frame, CGRect(x: 0, y: 0, width: 480, height: 44), "\(direction)")
            assertFrame(badge.frame, CGRect(x: 440, y: 10, width: 30, height: 24), "\(direction)")
            // 160 more points shared by equal margins; 160 fewer shared the same way.
            assertFrame(centered.frame, CGRect(x: 190, y: 120, width: 100, height: 80), "\(direction)")
            assertFrame(fixed.frame, CGRect(x: 10, y: 400, width: 50, height: 50), "\(direction)")

            root.autoresizesSubviews = false
            root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            root.layoutIfNeeded()
            assertFrame(header.frame, CGRect(x: 0, y: 0, width: 480, height: 44), "\(direction) not autoresized")
        }
    }

    /// A superview sized by constraints: its subviews' masks become constraints relative to
    /// it, so they follow the solve.
    func testMasksFollowASuperviewSizedByConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            container.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            container.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        assertFrame(container.frame, CGRect(x: 20, y: 40, width: 280, height: 240))
        let banner = UIView(frame: CGRect(x: 10, y: 10, width: 260, height: 40))
        banner.autoresizingMask = .flexibleWidth
        let corner = UIView(frame: CGRect(x: 240, y: 200, width: 30, height: 30))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let half = UIView(frame: CGRect(x: 0, y: 60, width: 140, height: 120))
        half.autoresizingMask = [.flexibleWidth, .flexibleRightMargin, .flexibleHeight, .flexibleBottomMargin]
        container.addSubviews([banner, corner, half])
        root.layoutIfNeeded()
        assertFrame(banner.frame, CGRect(x: 10, y: 10, width: 260, height: 40))

        root.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        root.layoutIfNeeded()
        assertFrame(container.frame, CGRect(x: 20, y: 40, width: 440, height: 160))
        assertFrame(banner.frame, CGRect(x: 10, y: 10, width: 420, height: 40))
        assertFrame(corner.frame, CGRect(x: 400, y: 120, width: 30, height: 30))
        // Width and right margin share 160 points by their sizes, 140 : 140; the height and the
        // bottom margin 80 fewer, 120 : 60.
        XCTAssertEqual(half.frame.width, 220, accuracy: 1e-6)
        XCTAssertEqual(half.frame.minX, 0, accuracy: 1e-6)
        XCTAssertEqual(half.frame.minY, 60, accuracy: 1e-6)
        XCTAssertEqual(half.frame.height, 120 - 80 * 120 / 180, accuracy: 1e-6)
    }

    func testAdditionalSafeAreaInsetsExtendTheSafeAreaOfTheViewAndItsSubviews() {
        final class BarViewController: UIViewController {
            let content = UIView(), label = UILabel(), bottomBar = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
                label.text = "Inbox"
                for view in [content, label, bottomBar] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    self.view.addSubview(view)
                }
                NSLayoutConstraint.activate([
                    content.topAnchor.constraint(equalTo: view.topAnchor),
                    content.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    bottomBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                    bottomBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    bottomBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    bottomBar.heightAnchor.constraint(equalToConstant: 49),
                ])
            }
        }
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPhone14, layoutDirection: direction)
            let controller = BarViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let rtl = direction == .rightToLeft
            XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 47 + 44, left: 0, bottom: 34, right: 0))
            // A subview measures against the extended safe area.
            XCTAssertEqual(controller.content.safeAreaInsets.top, 91, accuracy: 1e-9)
            XCTAssertEqual(controller.label.frame.minY, 91, accuracy: 1e-9)
            XCTAssertEqual(rtl ? 390 - controller.label.frame.maxX : controller.label.frame.minX, 16, accuracy: 1e-9)
            XCTAssertEqual(controller.bottomBar.frame.maxY, 844 - 34, accuracy: 1e-9)

            // Measured inside its tree, the view keeps its safe area once (not twice).
            let bar = UIView()
            bar.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(bar)
            NSLayoutConstraint.activate([bar.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
                                         bar.heightAnchor.constraint(equalToConstant: 10),
                                         bar.bottomAnchor.constraint(lessThanOrEqualTo: controller.view.bottomAnchor)])
            let fitted = controller.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            XCTAssertEqual(fitted.height, 91 + 10, accuracy: 1e-9)
            bar.removeFromSuperview()

            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 60, right: 0)
            window.layoutIfNeeded()
            XCTAssertEqual(controller.label.frame.minY, 47, accuracy: 1e-9)
            XCTAssertEqual(controller.bottomBar.frame.maxY, 844 - 34 - 60, accuracy: 1e-9)
            XCTAssertEqual(controller.bottomBar.safeAreaInsets.bottom, 0, accuracy: 1e-9)
        }
    }

    func testTheLogHandlerCanBeReplacedAndCalledFromManyThreads() {
        let lock = NSLock()
        var received: [String] = []
        UIKitLog.handler = { message in
            lock.lock()
            received.append(message)
            lock.unlock()
        }
        defer { UIKitLog.handler = { _ in } }
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for index in 0..<50 {
                UIKitLog.log("worker \(worker) message \(index)")
                if index % 10 == 0 {
                    // Replacing the handler while others log: each message reaches one handler.
                    let current = UIKitLog.handler
                    UIKitLog.handler = current
                }
            }
        }
        lock.lock()
        defer { lock.unlock() }
        XCTAssertEqual(received.count, 400)
        XCTAssertEqual(Set(received).count, 400)
    }
}
