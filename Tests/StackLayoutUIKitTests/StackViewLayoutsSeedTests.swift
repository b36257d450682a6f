import StackLayoutUIKit
import XCTest

// Seed 001 (../shared/seeds/001_…) describes UIStackView's documented layouts in prose (no
// code). Here they are in UIKit code, as a UIKit engineer would build the screen of
// Examples/stack-view-layouts-text.json, and the frames must be the document's: the shim
// builds the same model the document does, so the two agree to the pixel.

final class StackLayoutsViewController: UIViewController {
    private(set) var named: [String: View] = [:]

    private func label(_ id: String, _ text: String, _ style: UIFont.TextStyle? = nil) -> UILabel {
        let label = UILabel()
        label.text = text
        if let style { label.font = .preferredFont(forTextStyle: style) }
        named[id] = label
        return label
    }

    private func field(_ id: String, _ placeholder: String) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        named[id] = field
        return field
    }

    private func stack(_ id: String, _ views: [View], axis: NSLayoutConstraint.Axis = .horizontal,
                       alignment: UIStackView.Alignment = .fill) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.spacing = 8
        stack.alignment = alignment
        stack.translatesAutoresizingMaskIntoConstraints = false
        named[id] = stack
        return stack
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        // 1. Position only: two labels, 8 apart, the stack pinned by its top and leading edge.
        let positionOnly = stack("positionOnly", [label("firstName", "First Name"), label("lastName", "Last Name")],
                                 alignment: .leading)

        // 2. Along the axis: a label that hugs and a field that takes the rest, by baseline.
        let nameLabel = label("nameLabel", "Name")
        nameLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let alongAxis = stack("alongAxis", [nameLabel, field("nameField", "Enter your name")], alignment: .firstBaseline)
        alongAxis.distribution = .fill

        // 3. A centred column of text, a wrapping body, a filled button.
        let body = label("body", "A stack view lays out its arranged subviews in a line, and a label that wraps takes the width the stack gives it before it knows its height.", .body)
        body.numberOfLines = 0
        let button = UIButton(configuration: .filled())
        button.setTitle("Continue", for: .normal)
        button.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        button.setContentHuggingPriority(.defaultHigh, for: .vertical)
        named["button"] = button
        let column = stack("column", [label("title", "Stack Views", .title1), label("subtitle", "Arranged by UIStackView", .subheadline),
                                      body, label("footnote", "Updated just now", .footnote), button],
                           axis: .vertical, alignment: .center)

        // 4. Position and size: an image that gives way, and its caption.
        let photo = UIImageView(image: UIImage(size: CGSize(width: 240, height: 160)))
        photo.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        photo.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        photo.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
        named["photo"] = photo
        let pinned = stack("pinned", [photo, label("caption", "A photo, pinned top and bottom", .caption1)],
                           axis: .vertical, alignment: .center)
        pinned.distribution = .fill

        // 5. A form of nested stacks: label and field rows.
        let userLabel = label("userLabel", "Username")
        userLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let passwordLabel = label("passwordLabel", "Password")
        passwordLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let row1 = stack("row1", [userLabel, field("userField", "Required")], alignment: .firstBaseline)
        let row2 = stack("row2", [passwordLabel, field("passwordField", "Required")], alignment: .firstBaseline)
        let form = stack("form", [row1, row2], axis: .vertical)

        for v in [positionOnly, alongAxis, column, pinned, form] { view.addSubview(v) }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            positionOnly.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            positionOnly.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            alongAxis.topAnchor.constraint(equalTo: positionOnly.bottomAnchor, constant: 20),
            alongAxis.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            alongAxis.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            column.topAnchor.constraint(equalTo: alongAxis.bottomAnchor, constant: 20),
            column.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            form.topAnchor.constraint(equalTo: column.bottomAnchor, constant: 20),
            form.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            pinned.topAnchor.constraint(equalTo: form.bottomAnchor, constant: 20),
            pinned.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            pinned.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            pinned.heightAnchor.constraint(equalToConstant: 220),
        ])
    }
}

final class StackViewLayoutsSeedTests: XCTestCase {
    /// Every view of the UIKit screen against the document's solved frame, on an iPhone 14
    /// in portrait and landscape, left to right and right to left.
    func testTheUIKitScreenLaysOutAsTheDocument() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/stack-view-layouts-text.json").standardized.path
        for orientation in [Device.Orientation.portrait, .landscape] {
            for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
                let document = try DocumentLayout(contentsOfFile: examples)
                let snapshot = try document.solve(LayoutConfiguration(device: orientation == .portrait ? "iphone-14" : "iphone-14-landscape",
                                                                      layoutDirection: direction))
                let window = UIWindow(device: .iPhone14, orientation: orientation, layoutDirection: direction)
                let controller = StackLayoutsViewController()
                window.rootViewController = controller
                window.makeKeyAndVisible()
                XCTAssertEqual(controller.named.count, 22)
                for (id, view) in controller.named {
                    let expected = try XCTUnwrap(snapshot.views.first { $0.id == id }?.frame, id)
                    let label = "\(orientation) \(direction) \(id)"
                    XCTAssertEqual(view.frame.minX, expected.minX, accuracy: 0.001, label)
                    XCTAssertEqual(view.frame.minY, expected.minY, accuracy: 0.001, label)
                    XCTAssertEqual(view.frame.width, expected.width, accuracy: 0.001, label)
                    XCTAssertEqual(view.frame.height, expected.height, accuracy: 0.001, label)
                }
            }
        }
    }
}
