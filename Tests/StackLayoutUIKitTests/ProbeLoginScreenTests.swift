import StackLayoutUIKit
import XCTest

// Probe: a login screen as an iOS engineer writes it programmatically: `lazy var` subviews
// configured in closures, a vertical form stack pinned to the safe area and the layout
// margins, a stored top constraint moved inside `UIView.animate`, a fixed-height button.

final class LoginViewController: UIViewController {
    private(set) lazy var logoImageView: UIImageView = {
        let imageView = UIImageView(image: UIImage(systemName: "lock.shield"))
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = .systemBlue
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.accessibilityIdentifier = "login.logo"
        return imageView
    }()

    private(set) lazy var emailField: UITextField = {
        let field = UITextField()
        field.placeholder = "Email"
        field.borderStyle = .roundedRect
        field.keyboardType = .emailAddress
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.returnKeyType = .next
        return field
    }()

    private(set) lazy var passwordField: UITextField = {
        let field = UITextField()
        field.placeholder = "Password"
        field.borderStyle = .roundedRect
        field.isSecureTextEntry = true
        field.returnKeyType = .done
        return field
    }()

    private(set) lazy var loginButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Sign In", for: .normal)
        button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 17)
        button.backgroundColor = .systemBlue
        button.setTitleColor(.white, for: .normal)
        button.layer.cornerRadius = 10
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    private(set) lazy var formStack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [emailField, passwordField, loginButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.setCustomSpacing(24, after: passwordField)
        return stack
    }()

    private(set) var logoTopConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(logoImageView)
        view.addSubview(formStack)

        logoTopConstraint = logoImageView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40)
        NSLayoutConstraint.activate([
            logoTopConstraint,
            logoImageView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            logoImageView.widthAnchor.constraint(equalToConstant: 80),
            logoImageView.heightAnchor.constraint(equalTo: logoImageView.widthAnchor),

            formStack.topAnchor.constraint(equalTo: logoImageView.bottomAnchor, constant: 32),
            formStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            formStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),

            emailField.heightAnchor.constraint(equalToConstant: 44),
            passwordField.heightAnchor.constraint(equalTo: emailField.heightAnchor),
            loginButton.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    func keyboardWillShow() {
        logoTopConstraint.constant = 8
        UIView.animate(withDuration: 0.25) {
            self.view.layoutIfNeeded()
        }
    }
}

final class ProbeLoginScreenTests: XCTestCase {
    func testTheLoginFormOnAnIPhone14() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPhone14, orientation: .portrait, layoutDirection: direction)
            let controller = LoginViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let label = "\(direction)"

            // iPhone 14: 390 x 844, safe area top 47, root margins 16.
            XCTAssertEqual(controller.logoImageView.frame.minX, 155, accuracy: 0.001, label)
            XCTAssertEqual(controller.logoImageView.frame.minY, 87, accuracy: 0.001, label)
            XCTAssertEqual(controller.logoImageView.frame.size.width, 80, accuracy: 0.001, label)
            XCTAssertEqual(controller.logoImageView.frame.size.height, 80, accuracy: 0.001, label)

            let form = controller.formStack.frame
            XCTAssertEqual(form.minX, 16, accuracy: 0.001, label)
            XCTAssertEqual(form.width, 358, accuracy: 0.001, label)
            XCTAssertEqual(form.minY, 87 + 80 + 32, accuracy: 0.001, label)
            XCTAssertEqual(form.height, 44 + 12 + 44 + 24 + 50, accuracy: 0.001, label)
            XCTAssertEqual(controller.passwordField.frame.minY, 56, accuracy: 0.001, label)
            XCTAssertEqual(controller.loginButton.frame.minY, 124, accuracy: 0.001, label)
            XCTAssertEqual(controller.loginButton.frame.width, 358, accuracy: 0.001, label)

            controller.keyboardWillShow()
            XCTAssertEqual(controller.logoImageView.frame.minY, 47 + 8, accuracy: 0.001, label)
            XCTAssertEqual(controller.formStack.frame.minY, 55 + 80 + 32, accuracy: 0.001, label)
        }
    }
}
