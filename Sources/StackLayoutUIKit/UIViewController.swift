/// A view controller, as `UIViewController`: it loads its view on first use (`loadView()`,
/// then `viewDidLoad()`), makes it a view controller's root (the system minimum margins for
/// its size, ``View/isViewControllerRoot``), and hears the layout and trait callbacks of the
/// window that hosts it (``UIWindow``).
///
/// ```swift
/// let window = UIWindow(device: .iPhone14)
/// window.rootViewController = MyViewController()
/// window.makeKeyAndVisible()
/// window.layoutIfNeeded()
/// ```
open class UIViewController {
    private var storedView: UIView?
    private var isLoadingView = false
    private var lastSafeAreaInsets = UIEdgeInsets.zero

    /// The child view controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []
    /// The view controller this one is a child of.
    public private(set) weak var parent: UIViewController?
    /// A title, kept.
    open var title: String?

    /// Creates a view controller; there are no nibs here, so both are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        UIKitLog.install()
    }

    /// Creates a view controller, as UIKit's `init()`.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a view controller as from a storyboard; there are no archives here, so the
    /// coder is not read.
    public required init?(coder: NSCoder) {
        UIKitLog.install()
    }

    // MARK: - The view

    /// The root view, loaded on first use: ``loadView()``, then ``viewDidLoad()``.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.isViewControllerRoot = false
            storedView?.layoutCallbacks = nil
            storedView?.additionalSafeAreaInsets = .zero
            storedView = newValue
            newValue?.isViewControllerRoot = viewRespectsSystemMinimumLayoutMargins
            newValue?.additionalSafeAreaInsets = additionalSafeAreaInsets
            // Laid out on its own (no window): the view's layouts call this controller's
            // callbacks; in a window the window's (the root's) do.
            newValue?.layoutCallbacks = (
                willLayout: { [weak self] in self?.forEachLoaded { $0.willLayoutSubviews() } },
                didLayout: { [weak self] in self?.forEachLoaded { $0.viewDidLayoutSubviews() } })
        }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { storedView }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Makes the view; the default is a plain `UIView`. Override it to make another
    /// (`view = UIScrollView()`), without calling super.
    open func loadView() {
        view = UIView()
    }

    /// Loads the view now if it is not loaded: ``loadView()``, then ``viewDidLoad()``.
    public func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if storedView == nil {
            UIKitLog.log("[StackLayoutUIKit] \(type(of: self)).loadView() did not set view; a plain view is used.")
            view = UIView()
        }
        viewDidLoad()
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view appears in a window (``UIWindow/makeKeyAndVisible()``).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared in a window and was laid out.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves its window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left its window.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before each layout of the view's tree (before the solve).
    open func viewWillLayoutSubviews() {}
    /// Called after each layout of the view's tree, the frames set.
    open func viewDidLayoutSubviews() {}
    /// Called before the view's size changes (a window's rotation); `coordinator` runs blocks
    /// alongside (after the new layout) and on completion.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }
    /// Called after the traits changed (a rotation across size classes).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits of the view's tree (a window's device, orientation and Dynamic Type size).
    /// A view not yet in a tree (in `viewDidLoad`) has the traits of the window the controller
    /// is the root of, or of its parent, as UIKit's controllers inherit them.
    public var traitCollection: UITraitCollection {
        if let view = storedView, view.superview != nil { return view.traitCollection }
        if let window = hostWindow { return window.traitCollection }
        if let parent { return parent.traitCollection }
        return storedView?.traitCollection ?? UITraitCollection()
    }

    /// The window this controller is the root of (set before its view loads).
    weak var hostWindow: UIWindow?

    // MARK: - What UIKit asks a controller (kept)

    /// The status bar's style (kept: the safe area comes from the window's device).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the status bar is hidden (kept: the safe area comes from the window's device).
    open var prefersStatusBarHidden: Bool { false }
    /// The orientations the controller supports (kept: ``UIWindow/rotate(to:)`` turns the window).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// The navigation item (kept: there are no navigation bars here).
    public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

    // MARK: - Safe area and margins

    /// Insets added to the safe area of the controller's view, which its descendants then
    /// measure against, as UIKit's (a custom bar drawn over the content, say). Zero by default.
    /// Called before a layout when the view's safe area changed since the last one (its
    /// window's device or orientation, ``additionalSafeAreaInsets``).
    open func viewSafeAreaInsetsDidChange() {}

    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            storedView?.additionalSafeAreaInsets = additionalSafeAreaInsets
        }
    }


    /// Whether the view's margins are at least ``systemMinimumLayoutMargins`` (true by
    /// default). False makes the view's margins its own ``View/layoutMargins``.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { storedView?.isViewControllerRoot = viewRespectsSystemMinimumLayoutMargins }
    }

    /// The minimum margins UIKit gives this controller's view for its size and safe area
    /// after the last layout, by the rule of
    /// `LayoutEnvironment.systemMinimumLayoutMargins(forViewControllerRootOf:safeAreaInsets:idiom:)`.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        guard let view = storedView else { return .zero }
        return LayoutEnvironment.systemMinimumLayoutMargins(
            forViewControllerRootOf: view.modelFrame.size, safeAreaInsets: view.safeAreaInsets,
            idiom: view.traitCollection.userInterfaceIdiom)
    }

    // MARK: - Children

    /// Adds `child` as a child view controller (add its view yourself, as in UIKit).
    public func addChild(_ child: UIViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent (call it yourself
    /// after `addChild`, as in UIKit).
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - Lifecycle, driven by the window

    /// Before a layout: ``viewSafeAreaInsetsDidChange()`` if the view's safe area changed since
    /// the last one, then ``viewWillLayoutSubviews()``.
    func willLayoutSubviews() {
        if let view = storedView {
            let insets = view.safeAreaInsets
            if insets != lastSafeAreaInsets {
                lastSafeAreaInsets = insets
                viewSafeAreaInsetsDidChange()
            }
        }
        viewWillLayoutSubviews()
    }

    func forEachLoaded(_ body: (UIViewController) -> Void) {
        guard isViewLoaded else { return }
        body(self)
        for child in children { child.forEachLoaded(body) }
    }
}

/// What a view controller's `viewWillTransition(to:with:)` gets: blocks to run with the new
/// layout and after it, as `UIViewControllerTransitionCoordinator`.
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    /// Runs `animation` after the new layout, then `completion`; returns true.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// The context the coordinator's blocks get.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates (false: nothing animates here).
    var isAnimated: Bool { get }
    /// Whether it was cancelled (never).
    var isCancelled: Bool { get }
    /// The duration (0).
    var transitionDuration: TimeInterval { get }
}

/// The window's coordinator for a size change.
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    let isAnimated = false
    let isCancelled = false
    let transitionDuration: TimeInterval = 0

    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks; returns whether there were any.
    func runAlongside() -> Bool {
        let blocks = alongside
        alongside = []
        for block in blocks { block(self) }
        return !blocks.isEmpty
    }

    func runCompletions() {
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}

/// `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    case `default`, lightContent, darkContent
}

/// `UIInterfaceOrientationMask`.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

/// A navigation item, as `UINavigationItem`: kept, since there are no navigation bars here.
public final class UINavigationItem {
    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
    public var title: String?
    public var prompt: String?
    public var backButtonTitle: String?
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    public init(title: String) { self.title = title }
}
