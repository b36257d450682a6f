import StackLayoutUIKit
import XCTest

// Probe: a feedback form with a self-sizing note (`UITextView` with scrolling off, the
// container padding removed as forms often do) and a scrolling message box of fixed height.

final class FeedbackViewController: UIViewController, UITextViewDelegate {
    let noteView: UITextView = {
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.font = .systemFont(ofSize: 17)
        textView.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
        textView.textContainer.lineFragmentPadding = 0
        textView.layer.borderWidth = 1
        textView.layer.cornerRadius = 8
        textView.translatesAutoresizingMaskIntoConstraints = false
        return textView
    }()

    let messageView: UITextView = {
        let textView = UITextView()
        textView.font = .preferredFont(forTextStyle: .body)
        textView.text = String(repeating: "A long message that scrolls inside its box. ", count: 30)
        textView.translatesAutoresizingMaskIntoConstraints = false
        return textView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        noteView.delegate = self
        view.addSubview(noteView)
        view.addSubview(messageView)
        NSLayoutConstraint.activate([
            noteView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            noteView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            noteView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            messageView.topAnchor.constraint(equalTo: noteView.bottomAnchor, constant: 12),
            messageView.leadingAnchor.constraint(equalTo: noteView.leadingAnchor),
            messageView.trailingAnchor.constraint(equalTo: noteView.trailingAnchor),
            messageView.heightAnchor.constraint(equalToConstant: 120),
        ])
    }
}

final class ProbeNotesFormTests: XCTestCase {
    func testANonScrollingTextViewIsAsTallAsItsText() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPhone14, orientation: .portrait, layoutDirection: direction)
            let controller = FeedbackViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let label = "\(direction)"
            // 17 pt system: a 20.287 line, 20.333 on the 3x grid, and 8 + 8 of insets; empty
            // text still takes the line.
            let oneLine: CGFloat = 61.0 / 3 + 16
            XCTAssertEqual(controller.noteView.frame, CGRect(x: 16, y: 63, width: 358, height: oneLine), label)
            controller.noteView.text = "Short note"
            window.layoutIfNeeded()
            XCTAssertEqual(controller.noteView.frame.height, oneLine, accuracy: 0.001, label)
            controller.noteView.text = String(repeating: "More words to wrap across the note. ", count: 8)
            window.layoutIfNeeded()
            XCTAssertGreaterThan(controller.noteView.frame.height, oneLine + 3 * 20, label)
            XCTAssertEqual(controller.messageView.frame.minY, controller.noteView.frame.maxY + 12, accuracy: 0.001, label)
            // Scrolling text does not size its view.
            XCTAssertEqual(controller.messageView.frame.height, 120, accuracy: 0.001, label)
            XCTAssertEqual(controller.messageView.frame.width, 358, accuracy: 0.001, label)
        }
    }

    func testSizeThatFitsMeasuresTheTextAtAWidth() {
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.font = .systemFont(ofSize: 17)
        textView.text = "One line"
        let size = textView.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual(size.width, 200, accuracy: 0.001)
        // Outside a window the line is rounded up to whole points here (21); UIKit rounds to the
        // main screen's pixels: within a point.
        XCTAssertEqual(size.height, 20.287 + 16, accuracy: 1)
    }
}
