import StackLayoutUIKit
import XCTest

/// UIKit's signatures called as UIKit code calls them (no `try`, CG types, UIKit's names), and
/// what UIKit reports at run time read back from the log.
final class UIKitSignatureTests: XCTestCase {
    var log: [String] = []

    override func setUp() {
        super.setUp()
        log = []
        UIKitLog.handler = { [unowned self] in self.log.append($0) }
    }

    override func tearDown() {
        UIKitLog.handler = { _ in }
        super.tearDown()
    }

    func makeRoot(_ width: CGFloat = 300, _ height: CGFloat = 200) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    // MARK: Constraints

    func testItemAttributeInitializerAndIsActive() {
        let root = makeRoot()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let padding: CGFloat = 12
        NSLayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: root,
                           attribute: .leading, multiplier: 1, constant: padding).isActive = true
        NSLayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: root,
                           attribute: .top, multiplier: 1.0, constant: 20).isActive = true
        let width = NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: root,
                                       attribute: .width, multiplier: 0.5, constant: 0)
        let height = NSLayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: nil,
                                        attribute: .notAnAttribute, multiplier: 1, constant: 44)
        NSLayoutConstraint.activate([width, height])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 12, y: 20, width: 150, height: 44))
        width.constant = padding * 10
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 270)
        XCTAssertEqual(log, [])
    }

    /// An illegal pairing does not throw and does not crash: UIKit's reason is logged and
    /// the constraint refuses to activate.
    func testAnIllegalPairingIsLogged() {
        let root = makeRoot()
        let box = UIView()
        root.addSubview(box)
        let bad = NSLayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: nil,
                                     attribute: .notAnAttribute, multiplier: 1, constant: 10)
        XCTAssertEqual(log.count, 1)
        XCTAssertTrue(log[0].hasPrefix("*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "), log[0])
        XCTAssertTrue(log[0].contains("Location attributes must be specified in pairs"), log[0])
        bad.isActive = true
        XCTAssertFalse(bad.isActive)
        XCTAssertEqual(log.count, 2)
        let mixed = NSLayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: root,
                                       attribute: .left, multiplier: 1, constant: 0)
        XCTAssertTrue(log[2].contains("leading/trailing attribute and a right/left attribute"), log[2])
        NSLayoutConstraint.activate([mixed])
        XCTAssertFalse(mixed.isActive)
    }

    func testItemsWithoutACommonAncestorAreLogged() {
        let a = UIView(), b = UIView()
        NSLayoutConstraint.activate([a.widthAnchor.constraint(equalTo: b.widthAnchor)])
        XCTAssertEqual(log.count, 1)
        XCTAssertTrue(log[0].hasPrefix("[LayoutConstraints] Unable to activate constraint with anchors"), log[0])
        XCTAssertTrue(log[0].hasSuffix("That's illegal."), log[0])
    }

    /// The unsatisfiable log as UIKit words it, read back: the conflicting list, the broken
    /// constraint (the newer width), the breakpoint hint.
    func testUnsatisfiableConstraintsAreLoggedInUIKitsWords() {
        let root = makeRoot()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalToConstant: 20),
        ])
        let wider = box.widthAnchor.constraint(equalToConstant: 40)
        wider.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 20)
        XCTAssertEqual(log.count, 1)
        let message = log.first ?? ""
        let lines = message.components(separatedBy: "\n")
        XCTAssertEqual(lines.first, "[LayoutConstraints] Unable to simultaneously satisfy constraints.")
        XCTAssertTrue(message.contains("\tProbably at least one of the constraints in the following list is one you don't want. \n"))
        XCTAssertTrue(message.contains("\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"))
        XCTAssertTrue(message.contains(".width == 20   (active)>\",\n"), message)
        XCTAssertTrue(message.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x"), message)
        XCTAssertTrue(lines.contains { $0.hasPrefix("<NSLayoutConstraint:0x") && $0.hasSuffix(".width == 40   (active)>") }, message)
        XCTAssertTrue(message.contains(" UIView:0x"), message)
        XCTAssertTrue(message.hasSuffix("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."))
        // The throwing API still has it as a value.
        XCTAssertEqual(root.layoutDiagnostics.filter { $0.kind == .unsatisfiable }.count, 1)
        withExtendedLifetime(root) { XCTAssertTrue(wider.isBroken) }  // root owns the tree: released early, it would take the conflict with it
    }

    /// A frame from `translatesAutoresizingMaskIntoConstraints` against a constraint: the
    /// frame wins, as in UIKit, and the log lists it as UIKit does, with UIKit's note.
    func testAnAutoresizingFrameInAConflictIsNamedAsUIKitNamesIt() {
        let root = makeRoot()
        let framed = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(framed)
        framed.widthAnchor.constraint(equalToConstant: 100).isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(framed.frame.width, 50)
        let message = log.joined()
        XCTAssertTrue(message.contains("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"), message)
        XCTAssertTrue(message.contains("\"<NSAutoresizingMaskLayoutConstraint:0x"), message)
        XCTAssertTrue(message.contains(" h=--& v=--& UIView:0x"), message)
        XCTAssertTrue(message.contains(".width == 50   (active)>\","), message)
    }

    func testPrioritiesAsUIKitWritesThem() {
        let root = makeRoot()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let low = box.widthAnchor.constraint(equalToConstant: 100)
        low.priority = UILayoutPriority(rawValue: 999)
        let lower = box.widthAnchor.constraint(equalToConstant: 50)
        lower.priority = .defaultHigh - 1
        NSLayoutConstraint.activate([low, lower, box.heightAnchor.constraint(equalToConstant: 10),
                                     box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 100)
        box.setContentHuggingPriority(.required, for: .horizontal)
        box.setContentCompressionResistancePriority(UILayoutPriority(751), for: .vertical)
        XCTAssertEqual(box.contentHuggingPriority(for: .horizontal), .required)
        // Required to optional on an active constraint: UIKit refuses and says so.
        let required = box.heightAnchor.constraint(equalToConstant: 10)
        required.isActive = true
        required.priority = .defaultLow
        root.layoutIfNeeded()
        XCTAssertTrue(log.contains { $0.contains("Mutating a priority from required to not on an installed constraint") }, "\(log)")
    }

    // MARK: Visual Format Language

    func testVisualFormatWithMetricsOptionsAndOptionalViews() {
        let root = makeRoot()
        var a: UIView! = UIView()
        let b = UIView()
        for v in [a!, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        let gap: CGFloat = 10
        let views: [String: Any] = ["a": a as Any, "b": b]
        let metrics: [String: Any] = ["gap": gap, "side": NSNumber(value: 20), "w": 50]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-side-[a(w)]-gap-[b(==a)]",
                                                         options: [.alignAllCenterY], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a(30)]", metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[b(30)]", options: NSLayoutConstraint.FormatOptions(rawValue: 0),
                                                      metrics: nil, views: views)
        XCTAssertTrue(constraints.allSatisfy { !$0.isActive })
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 20, y: 8, width: 50, height: 30))
        XCTAssertEqual(b.frame, CGRect(x: 80, y: 8, width: 50, height: 30))
        XCTAssertEqual(log, [])
        a = nil
    }

    /// A format UIKit cannot parse gives no constraints and Apple's message with its caret.
    func testAMalformedFormatIsLogged() {
        let root = makeRoot()
        let a = UIView()
        root.addSubview(a)
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a-|", options: [], metrics: nil,
                                                         views: ["a": a])
        XCTAssertEqual(constraints.count, 0)
        XCTAssertEqual(log.count, 1)
        XCTAssertEqual(log.first, "Unable to parse constraint format: \nExpected a ']' here. That is how you give the end of a view.\nH:|-[a-|\n      ^")
    }

    func testAddAndRemoveConstraints() {
        let root = makeRoot()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let constraints = [box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
                           box.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
                           box.widthAnchor.constraint(equalToConstant: 7),
                           box.heightAnchor.constraint(equalToConstant: 8)]
        root.addConstraints(constraints)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 5, y: 6, width: 7, height: 8))
        let wider = box.widthAnchor.constraint(equalToConstant: 70)
        root.removeConstraint(constraints[2])
        root.addConstraint(wider)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 70)
        // A constraint is installed on its items' closest common ancestor: a size on the view.
        // (A root also lists its UIView-Encapsulated-Layout size constraints.)
        let mine = root.constraints.filter { $0.identifier == nil }
        XCTAssertEqual(mine.count, 2, "\(root.constraints)")
        XCTAssertEqual(box.constraints.count, 2)
        root.removeConstraints(mine)
        box.removeConstraints(box.constraints)
        XCTAssertTrue((constraints + [wider]).allSatisfy { !$0.isActive })
        // A constraint added to a view that is not an ancestor of its items: UIKit warns.
        let other = UIView()
        root.addSubview(other)
        other.addConstraint(box.widthAnchor.constraint(equalTo: root.widthAnchor))
        XCTAssertTrue(log.last?.contains("The view hierarchy is not prepared for the constraint") == true, "\(log)")
    }

    // MARK: Views

    /// A subclass as UIKit apps write one, made every way UIKit makes it.
    func testSubclassInitializersAndOverrides() {
        final class Badge: UIView {
            var laidOut = 0, updated = 0
            override init(frame: CGRect) {
                super.init(frame: frame)
                layer.cornerRadius = 4
            }
            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
            override func updateConstraints() {
                updated += 1
                super.updateConstraints()
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                laidOut += 1
                layer.cornerRadius = bounds.height / 2
            }
        }
        let root = makeRoot()
        let badge = Badge()
        let framed = Badge(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        let decoded = Badge(coder: NSCoder())
        XCTAssertEqual(framed.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(decoded?.frame, .zero)
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        NSLayoutConstraint.activate([badge.widthAnchor.constraint(equalToConstant: 60),
                                     badge.heightAnchor.constraint(equalToConstant: 24),
                                     badge.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                     badge.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(badge.center, CGPoint(x: 150, y: 100))
        XCTAssertEqual(badge.layer.cornerRadius, 12)
        XCTAssertEqual(badge.updated, 1)
        XCTAssertGreaterThanOrEqual(badge.laidOut, 1)
        badge.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        XCTAssertEqual(badge.updated, 2)
    }

    /// The two ways to give a view an intrinsic size: UIKit's `CGSize` override, and the
    /// core's settable `intrinsicSize`.
    func testIntrinsicContentSizeOverrideAndSetter() {
        final class Pill: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 28) }
        }
        let root = makeRoot()
        let pill = Pill(), plain = UIView()
        plain.intrinsicSize = Size(width: 30, height: 12)
        for v in [pill, plain] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         v.topAnchor.constraint(equalTo: root.topAnchor)])
        }
        root.layoutIfNeeded()
        XCTAssertEqual(pill.frame.size, CGSize(width: 80, height: 28))
        XCTAssertEqual(plain.frame.size, CGSize(width: 30, height: 12))
        XCTAssertEqual(pill.intrinsicContentSize, CGSize(width: 80, height: 28))
        XCTAssertEqual(plain.intrinsicContentSize, CGSize(width: 30, height: 12))
    }

    func testDrawingPropertiesAreKept() {
        let v = UIView()
        v.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        v.alpha = 0.5
        v.clipsToBounds = true
        v.isUserInteractionEnabled = false
        v.layer.cornerRadius = 8
        v.layer.borderWidth = 2
        v.layer.borderColor = UIColor.red.cgColor
        v.tag = 7
        XCTAssertEqual(v.appearance.backgroundColor, Color(red: 1, green: 0.5, blue: 0))
        XCTAssertEqual(v.appearance.alpha, 0.5)
        XCTAssertTrue(v.appearance.clipsToBounds)
        XCTAssertFalse(v.appearance.isUserInteractionEnabled)
        XCTAssertEqual(v.appearance.cornerRadius, 8)
        XCTAssertEqual(v.appearance.borderWidth, 2)
        XCTAssertEqual(v.appearance.borderColor, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(v.backgroundColor, UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        XCTAssertEqual(UIColor.white.withAlphaComponent(0.3).cgColor.alpha, 0.3, accuracy: 1e-9)
        XCTAssertTrue(v.viewWithTag(7) === v)
    }

    func testImagesAndImageViews() {
        let root = makeRoot()
        let image = UIImage(size: CGSize(width: 40, height: 30))
        let imageView = UIImageView(image: image)
        XCTAssertEqual(imageView.frame, CGRect(x: 0, y: 0, width: 40, height: 30))
        XCTAssertEqual(imageView.intrinsicContentSize, CGSize(width: 40, height: 30))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFit
        root.addSubview(imageView)
        NSLayoutConstraint.activate([imageView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     imageView.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(imageView.frame, CGRect(x: 0, y: 0, width: 40, height: 30))
        imageView.image = UIImage(size: CGSize(width: 64, height: 64))
        root.layoutIfNeeded()
        XCTAssertEqual(imageView.frame.size, CGSize(width: 64, height: 64))
        imageView.image = nil
        XCTAssertEqual(imageView.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        XCTAssertEqual(UIImage(named: "logo")?.size, CGSize.zero)
        XCTAssertTrue(log.last?.contains("UIImage(named: \"logo\"): there are no image assets here") == true)
        UIImage.registeredSizes["logo"] = CGSize(width: 120, height: 40)
        XCTAssertEqual(UIImage(named: "logo")?.size, CGSize(width: 120, height: 40))
        UIImage.registeredSizes["logo"] = nil
    }

    func testStackViewAsUIKitBuildsIt() {
        let root = makeRoot(320, 480)
        let icons = (0..<3).map { _ in UIImageView(image: UIImage(size: CGSize(width: 30, height: 30))) }
        let stack = UIStackView(arrangedSubviews: icons)
        stack.axis = .horizontal
        stack.alignment = .center
        stack.distribution = .equalSpacing
        stack.spacing = 8
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame, CGRect(x: 8, y: 0, width: 304, height: 38))
        XCTAssertEqual(icons.map(\.frame.minX), [10, 137, 264])
        XCTAssertEqual(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 126, height: 38))
    }

    // MARK: View controllers and windows

    func testViewControllerLifecycleInAWindow() {
        final class Controller: UIViewController {
            var events: [String] = []
            let box = UIView()
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
            override func viewDidLoad() {
                super.viewDidLoad()
                events.append("viewDidLoad")
                navigationItem.title = "Tabs"
                navigationItem.largeTitleDisplayMode = .never
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                NSLayoutConstraint.activate([
                    box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    box.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); events.append("viewWillAppear") }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); events.append("viewDidAppear") }
            override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); events.append("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); events.append("viewDidLayoutSubviews") }
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                events.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
                coordinator.animate(alongsideTransition: { _ in self.events.append("alongside \(Int(self.box.frame.width))") },
                                    completion: { _ in self.events.append("completion") })
            }
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                events.append("traitCollectionDidChange \(traitCollection.verticalSizeClass)")
            }
        }
        // The 414 pt and wider phones give a view controller's root 20 pt side margins.
        let window = UIWindow(device: .iPhone14Plus)
        let controller = Controller()
        window.rootViewController = controller
        XCTAssertEqual(controller.events, ["viewDidLoad"])
        XCTAssertEqual(controller.navigationItem.title, "Tabs")
        XCTAssertEqual(controller.preferredStatusBarStyle, .lightContent)
        window.makeKeyAndVisible()
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertEqual(controller.events, ["viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews",
                                           "viewDidLayoutSubviews", "viewDidAppear"])
        XCTAssertEqual(controller.box.frame, CGRect(x: 20, y: 47, width: 388, height: 44))
        XCTAssertEqual(controller.systemMinimumLayoutMargins, NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        XCTAssertEqual(controller.traitCollection.horizontalSizeClass, .compact)
        XCTAssertTrue(controller.view.window === window)
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 428, height: 926))
        controller.events = []
        window.rotate(to: .landscape)
        XCTAssertEqual(controller.events.first, "viewWillTransition 926x428")
        XCTAssertTrue(controller.events.contains("traitCollectionDidChange compact"), "\(controller.events)")
        // Landscape on a notched phone: 16 beyond the 47 pt safe area.
        XCTAssertTrue(controller.events.contains("alongside 800"), "\(controller.events)")
        XCTAssertEqual(controller.events.last, "viewDidLayoutSubviews")
        XCTAssertTrue(controller.events.contains("completion"))
        XCTAssertEqual(controller.box.frame, CGRect(x: 63, y: 0, width: 800, height: 44))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        window.layoutIfNeeded()
        XCTAssertEqual(controller.box.frame.minX, 55)
    }

    /// Views hear trait changes too, and a scroll view's delegate hears code move the offset.
    func testViewsHearTraitChangesAndScrollDelegatesHearOffsets() {
        final class Header: UIView {
            var changes: [UIUserInterfaceSizeClass] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                changes.append(traitCollection.verticalSizeClass)
            }
        }
        final class Delegate: UIScrollViewDelegate {
            var offsets: [CGFloat] = []
            func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
        }
        let window = UIWindow(device: .iPhoneSE)
        let controller = UIViewController()
        let header = Header()
        let scroll = UIScrollView()
        let delegate = Delegate()
        scroll.delegate = delegate
        controller.view.addSubview(header)
        controller.view.addSubview(scroll)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.rotate(to: .landscape)
        window.rotate(to: .portrait)
        XCTAssertEqual(header.changes, [.compact, .regular])
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        scroll.setContentOffset(CGPoint(x: 0, y: 80), animated: true)
        XCTAssertEqual(delegate.offsets, [40, 80])
    }

    func testAWindowByFrameAndLoadViewIfNeeded() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        let controller = UIViewController()
        XCTAssertFalse(controller.isViewLoaded)
        controller.loadViewIfNeeded()
        XCTAssertTrue(controller.isViewLoaded)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.topAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 10),
                                     box.heightAnchor.constraint(equalToConstant: 10)])
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // A 600 pt canvas is a view controller's root with 20 pt sides, as IB's Any/Any canvas.
        XCTAssertEqual(box.frame, CGRect(x: 20, y: 0, width: 10, height: 10))
        XCTAssertEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 600, height: 600))
    }

    /// The readable content guide on an iPad in landscape at two Dynamic Type sizes.
    func testReadableContentGuide() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPadPro, orientation: .landscape, layoutDirection: direction)
            let controller = UIViewController()
            window.rootViewController = controller
            let text = UIView()
            text.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(text)
            let guide = controller.view.readableContentGuide
            NSLayoutConstraint.activate([text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                                         text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                                         text.topAnchor.constraint(equalTo: guide.topAnchor),
                                         text.heightAnchor.constraint(equalToConstant: 100)])
            window.makeKeyAndVisible()
            XCTAssertEqual(text.frame, CGRect(x: 347, y: 24, width: 672, height: 100), "\(direction)")
            XCTAssertEqual(guide.layoutFrame.width, 672)
            window.preferredContentSizeCategory = .extraLarge
            window.layoutIfNeeded()
            XCTAssertEqual(text.frame.width, 751, "\(direction)")
        }
    }

    /// A controller tested without a window, as UIKit unit tests often do: give the view a
    /// frame and lay it out; the layout callbacks still come.
    func testAControllersViewLaidOutWithoutAWindow() {
        final class Controller: UIViewController {
            var layouts = 0
            override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); layouts += 1 }
        }
        let controller = Controller()
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
                                     box.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
                                     box.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
                                     box.heightAnchor.constraint(equalToConstant: 20)])
        controller.view.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 16, y: 100, width: 343, height: 20))
        XCTAssertEqual(controller.layouts, 1)
        // Coordinates between views, and UIKit's CGRect.inset(by:).
        XCTAssertEqual(box.convert(CGPoint(x: 1, y: 2), to: controller.view), CGPoint(x: 17, y: 102))
        XCTAssertEqual(controller.view.convert(CGPoint(x: 17, y: 102), to: box), CGPoint(x: 1, y: 2))
        XCTAssertEqual(box.convert(box.bounds, to: nil), CGRect(x: 16, y: 100, width: 343, height: 20))
        XCTAssertEqual(box.bounds.inset(by: UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5)),
                       CGRect(x: 3, y: 2, width: 335, height: 14))
    }

    func testGeometryTypesAreFoundations() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        scroll.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let offset: CGPoint = scroll.contentOffset
        let size: CGSize = scroll.contentSize
        let width: CGFloat = scroll.frame.width
        XCTAssertEqual(offset.y, 30)
        XCTAssertEqual(size, .zero)
        XCTAssertEqual(width, 100)
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 0, y: 30))
        XCTAssertEqual(UIEdgeInsetsMake(1, 2, 3, 4), scroll.contentInset)
        var done = false
        UIView.animate(withDuration: 0.3, animations: { scroll.alpha = 0 }, completion: { done = $0 })
        XCTAssertTrue(done)
        XCTAssertEqual(scroll.alpha, 0)
    }
}
