import StackLayoutUIKit
import XCTest

// Idioms of ordinary UIKit form code: system spacing, priority arithmetic, the keyboard
// layout guide, text field and scroll view settings that are kept, a layer's corner radius
// from the bounds.

final class FormView: UIView {
    let stack = UIStackView()
    let nameLabel = UILabel()
    let field = UITextField()
    let button = UIButton(type: .system)
    override init(frame: CGRect) {
        super.init(frame: frame)
        stack.axis = .vertical
        stack.spacing = UIStackView.spacingUseSystem
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        stack.distribution = UIStackView.Distribution.fill
        stack.alignment = .leading
        [nameLabel, field, button].forEach(stack.addArrangedSubview)
        addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.setContentHuggingPriority(.defaultHigh + 1, for: .vertical)
        nameLabel.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 999), for: .horizontal)
        nameLabel.textColor = .secondaryLabel
        nameLabel.font = UIFont.systemFont(ofSize: 14, weight: .medium)
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        field.clearButtonMode = .whileEditing
        field.keyboardType = .emailAddress
        field.autocapitalizationType = .none
        field.returnKeyType = .done
        button.layer.masksToBounds = true
        button.layer.cornerRadius = 8
        button.setTitle("Save", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 16)
        let height = button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
        height.priority = .defaultHigh
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalToSystemSpacingAfter: leadingAnchor, multiplier: 1),
            trailingAnchor.constraint(equalToSystemSpacingAfter: stack.trailingAnchor, multiplier: 1),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: keyboardLayoutGuide.topAnchor),
            height,
            field.widthAnchor.constraint(equalTo: stack.layoutMarginsGuide.widthAnchor),
        ])
        let scroll = UIScrollView()
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.keyboardDismissMode = .onDrag
        scroll.scrollIndicatorInsets = .zero
        scroll.verticalScrollIndicatorInsets = .zero
        scroll.alwaysBounceVertical = true
        scroll.contentInset.bottom = 20
        let y: CGFloat = scroll.contentOffset.y
        _ = y
        let w: CGFloat = bounds.width / 2
        _ = w
        let size = systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        _ = size.height + 1
        let priority: UILayoutPriority = .required - 1
        _ = priority
    }
    required init?(coder: NSCoder) { fatalError() }
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 20
    }
}

final class UIKitIdiomsTests: XCTestCase {
    func testAFormAboveTheKeyboardLayoutGuide() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPhone14, layoutDirection: direction)
            let controller = UIViewController()
            window.rootViewController = controller
            let form = FormView()
            controller.view.addSubview(form)
            form.pin(to: controller.view)
            window.makeKeyAndVisible()
            XCTAssertEqual(form.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
            // No keyboard: the guide is the part below the safe area.
            XCTAssertEqual(form.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 810, width: 390, height: 34))
            XCTAssertEqual(form.stack.frame.minX, 8, accuracy: 1e-9)
            XCTAssertEqual(form.stack.frame.width, 390 - 16, accuracy: 1e-9)
            XCTAssertEqual(form.stack.frame.minY, 47, accuracy: 1e-9)
            XCTAssertLessThanOrEqual(form.stack.frame.maxY, 810)
            // Leading alignment inside the stack's margins: 16 from the leading edge.
            let leading = direction == .leftToRight ? form.nameLabel.frame.minX : form.stack.frame.width - form.nameLabel.frame.maxX
            XCTAssertEqual(leading, 16, accuracy: 1e-9)
            XCTAssertEqual(form.field.frame.width, 390 - 16 - 32, accuracy: 1e-9)
            XCTAssertGreaterThanOrEqual(form.button.frame.height, 44)
            XCTAssertEqual(form.layer.cornerRadius, 19.5, accuracy: 1e-9)
            XCTAssertEqual(form.field.keyboardType, .emailAddress)
        }
    }
}
