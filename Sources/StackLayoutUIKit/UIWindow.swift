/// A window, as `UIWindow`: the root of a tree that hosts a view controller, as UIKit tests
/// host one, with a device preset and an orientation for its size, safe area, scale and
/// size classes.
///
/// ```swift
/// let window = UIWindow(device: .iPhone14)          // or UIWindow(frame: CGRect(...))
/// window.rootViewController = PagerViewController()
/// window.makeKeyAndVisible()                         // loads, appears, lays out
/// window.rotate(to: .landscape)                      // viewWillTransition, traits, layout
/// ```
///
/// Each layout of the window's tree (``View/layoutIfNeeded()`` on any of its views) calls the
/// hosted controllers' `viewWillLayoutSubviews()` before the solve and
/// `viewDidLayoutSubviews()` after it. The root controller's view fills the window.
open class UIWindow: UIView {
    /// The device the window is the screen of, if one was given.
    public private(set) var device: Device?
    /// The window's orientation (portrait unless turned).
    public private(set) var orientation: Device.Orientation = .portrait
    /// Whether ``makeKeyAndVisible()`` was called.
    public private(set) var isKeyWindow = false

    /// The hosted controller; setting it loads its view and puts it in the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            if oldValue?.hostWindow === self { oldValue?.hostWindow = nil }
            installRootView()
        }
    }

    /// A window of `frame`, without a device: no safe area, no pixel rounding, compact width
    /// and regular height.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A window as from an archive (there are none here): a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// The screen of `device` in `orientation`: its size, safe area, scale and size classes.
    public convenience init(device: Device, orientation: Device.Orientation = .portrait,
                            layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) {
        self.init(frame: CGRect(origin: .zero, size: CGSize(device.size(in: orientation))))
        environment.layoutDirection = layoutDirection
        apply(device, orientation)
    }

    /// The window for a preset name, as `--device` takes it (`"iphone-14-landscape"`); nil,
    /// logged with the known names, for an unknown one.
    public convenience init?(deviceNamed name: String) {
        guard let (device, orientation) = Device.named(name) else {
            UIKitLog.log("[StackLayoutUIKit] UIWindow(deviceNamed: \"\(name)\"): unknown device; known: \(Device.all.map(\.name).joined(separator: ", ")).")
            return nil
        }
        self.init(device: device, orientation: orientation)
    }

    private func setUp() {
        UIKitLog.install()
        layoutCallbacks = (willLayout: { [unowned self] in self.willLayout() },
                           didLayout: { [unowned self] in self.didLayout() })
    }

    private func apply(_ device: Device, _ orientation: Device.Orientation) {
        var environment = device.environment(in: orientation, layoutDirection: self.environment.layoutDirection)
        // The window is not a view controller's root; its controller's view is.
        environment.systemMinimumLayoutMargins = nil
        environment.traits.preferredContentSizeCategory = self.environment.traits.preferredContentSizeCategory
        self.device = device
        self.orientation = orientation
        self.environment = environment
        modelFrame = Rect(origin: .zero, size: device.size(in: orientation))
        // The app runs on the window's device: its screen is the main one from now on.
        UIScreen.main = UIScreen(window: self)
    }

    /// The user's Dynamic Type size (`.large` by default): it sets the readable content width.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { environment.traits.preferredContentSizeCategory }
        set { changeEnvironment { $0.traits.preferredContentSizeCategory = newValue } }
    }

    /// Makes the window key and visible: the root controller's view is loaded and added,
    /// `viewWillAppear`, a layout, `viewDidAppear`.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        UIScreen.main = UIScreen(window: self)
        installRootView()
        rootViewController?.forEachLoaded { $0.viewWillAppear(false) }
        layoutIfNeeded()
        rootViewController?.forEachLoaded { $0.viewDidAppear(false) }
    }

    /// Turns the device to `orientation`, as rotating a phone does: the root controller's
    /// `viewWillTransition(to:with:)`, the new size, safe area and size classes,
    /// `traitCollectionDidChange(_:)` where they changed, a layout, then the coordinator's
    /// alongside blocks (and a layout if they changed anything) and completion blocks, and a
    /// last layout. A window without a device keeps its size classes and
    /// swaps its width and height.
    public func rotate(to orientation: Device.Orientation) {
        guard orientation != self.orientation else { return }
        if let device {
            transition(to: device.size(in: orientation)) { $0.apply(device, orientation) }
        } else {
            let size = Size(width: modelFrame.height, height: modelFrame.width)
            transition(to: size) { window in
                window.orientation = orientation
                window.modelFrame = Rect(origin: .zero, size: size)
            }
        }
    }

    /// Moves the window to `device` in `orientation` by the same steps as ``rotate(to:)``.
    public func setDevice(_ device: Device, orientation: Device.Orientation = .portrait) {
        transition(to: device.size(in: orientation)) { $0.apply(device, orientation) }
    }

    private func changeEnvironment(_ change: (inout LayoutEnvironment) -> Void) {
        let previous = traitCollection
        var environment = self.environment
        change(&environment)
        self.environment = environment
        if traitCollection != previous { traitsDidChange(from: previous) }
    }

    /// Tells the hosted controllers, then every view of the window that hears it.
    private func traitsDidChange(from previous: UITraitCollection) {
        rootViewController?.forEachLoaded { $0.traitCollectionDidChange(previous) }
        forEachInSubtree { ($0 as? UIView)?.traitCollectionDidChange(previous) }
    }

    private func transition(to size: Size, _ change: (UIWindow) -> Void) {
        let coordinator = SizeTransitionCoordinator()
        let previous = traitCollection
        if let controller = rootViewController, controller.isViewLoaded, size != modelFrame.size {
            controller.viewWillTransition(to: CGSize(size), with: coordinator)
        }
        change(self)
        if traitCollection != previous { traitsDidChange(from: previous) }
        layoutIfNeeded()
        if coordinator.runAlongside() { layoutIfNeeded() }
        coordinator.runCompletions()
        // The transition ends with a layout of the window after the completion blocks, whatever
        // they changed: the controllers' viewDidLayoutSubviews() come last.
        setNeedsLayout()
        layoutIfNeeded()
    }

    private func installRootView() {
        guard let controller = rootViewController else { return }
        controller.hostWindow = self
        let view: View = controller.view
        if view.superview !== self {
            view.translatesAutoresizingMaskIntoConstraints = true
            view.modelFrame = modelBounds
            addSubview(view)
        }
    }

    private func willLayout() {
        if let view = rootViewController?.viewIfLoaded, view.superview === self, view.modelFrame != modelBounds {
            view.modelFrame = modelBounds
        }
        rootViewController?.forEachLoaded { $0.willLayoutSubviews() }
    }

    private func didLayout() {
        rootViewController?.forEachLoaded { $0.viewDidLayoutSubviews() }
    }
}

/// The screen, as `UIScreen`: the device of the window made or turned last, or made key last
/// (an iPhone 14 in portrait until then).
public final class UIScreen {
    /// The screen of the key window.
    public nonisolated(unsafe) static var main = UIScreen(size: CGSize(Device.iPhone14.size(in: .portrait)), scale: 3)

    /// The screen's rectangle in points.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// Pixels per point of the panel (the same here).
    public var nativeScale: CGFloat { scale }

    init(size: CGSize, scale: CGFloat) {
        self.bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
    }

    convenience init(window: UIWindow) {
        self.init(size: window.frame.size, scale: CGFloat(window.environment.scale ?? 1))
    }
}
