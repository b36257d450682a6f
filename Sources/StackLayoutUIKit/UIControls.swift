/// `UIControl`: the core's ``Control``, the base of the standard controls.
public typealias UIControl = Control

extension Control {
    /// `UIControl.ContentHorizontalAlignment` (kept: it places content inside the control,
    /// not the control).
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    /// `UIControl.ContentVerticalAlignment` (kept).
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    /// Kept (layout does not depend on it).
    public var contentHorizontalAlignment: ContentHorizontalAlignment {
        get { ContentHorizontalAlignment(rawValue: uikitState.contentAlignment.horizontal) ?? .center }
        set { uikitState.contentAlignment.horizontal = newValue.rawValue }
    }
    /// Kept (layout does not depend on it).
    public var contentVerticalAlignment: ContentVerticalAlignment {
        get { ContentVerticalAlignment(rawValue: uikitState.contentAlignment.vertical) ?? .center }
        set { uikitState.contentAlignment.vertical = newValue.rawValue }
    }

    /// `UIControl.State`: the state a button's title is set for.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }
}

/// What a button's `titleLabel` gives UIKit code (`button.titleLabel?.font = …`): the
/// button's title font and text. Its colour and alignment are kept.
public final class UIButtonTitleLabel {
    private unowned let button: Button
    init(button: Button) { self.button = button }

    /// The title's font: the button's ``Button/titleFont``, which its size is measured with.
    public var font: UIFont! {
        get { button.titleFont }
        set { button.titleFont = newValue ?? .systemFont(ofSize: 15) }
    }
    /// The title shown (for the normal state).
    public var text: String? { button.title }
    /// Kept.
    public var textColor: UIColor! = .systemBlue
    /// Kept.
    public var textAlignment = NSTextAlignment.center
    /// Kept: a title is measured on one line.
    public var numberOfLines = 1
    /// Kept.
    public var adjustsFontSizeToFitWidth = false
    /// Kept.
    public var lineBreakMode = NSLineBreakMode.byTruncatingMiddle
}

/// A button, as `UIButton`: the core's ``Button`` (its size from its title, font, insets or
/// configuration) with UIKit's initializers and `setTitle(_:for:)`. Target-action
/// (`addTarget(_:action:for:)`) needs the Objective-C runtime and is not here (README).
open class UIButton: Button {
    /// `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The type the button was made with.
    public private(set) var buttonType = ButtonType.system
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private lazy var storedTitleLabel = UIButtonTitleLabel(button: self)

    /// A button with `frame`.
    public init(frame: CGRect) {
        super.init(title: nil)
        modelFrame = Rect(frame)
        UIKitLog.install()
    }

    /// A button as from an archive (there are none here): untitled, a zero frame.
    public required init?(coder: NSCoder) {
        super.init(title: nil)
        UIKitLog.install()
    }

    /// An untitled system button.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// A button of `buttonType`, as `UIButton(type: .system)`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button with an iOS 15 configuration, as `UIButton(configuration:)`.
    public convenience init(configuration: Configuration) {
        self.init(frame: .zero)
        self.configuration = configuration
    }

    /// Sets the title for `state`; the normal state's is the one measured.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        if state == .normal { self.title = title }
    }

    /// The title set for `state`.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? (state == .normal ? title : nil)
    }

    /// The title shown now (the normal state's).
    public var currentTitle: String? { title }

    /// The title label, for its font (``UIButtonTitleLabel``).
    public var titleLabel: UIButtonTitleLabel? { storedTitleLabel }

    /// Kept (layout does not depend on it).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
    }

    /// Kept, and logged once: a button's image is not measured here, its size is its title's
    /// (and its insets').
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        if image != nil, images.isEmpty {
            UIKitLog.log("[StackLayoutUIKit] UIButton.setImage(_:for:): a button's image is not measured here; the button is sized by its title and insets.")
        }
        images[state.rawValue] = image
    }

    /// Kept.
    open var isEnabled = true
    /// Kept.
    open var isSelected = false
    /// Kept.
    open var isHighlighted = false

    /// The button's measured size, as UIKit's.
    open func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(intrinsicContentSize) }

    /// Resizes the button to its measured size, keeping its origin.
    open func sizeToFit() { modelFrame.size = intrinsicContentSize }
}

extension Button.Configuration {
    /// `UIButton.Configuration.plain()`.
    public static func plain() -> Self { Self(style: .plain) }
    /// `UIButton.Configuration.gray()`.
    public static func gray() -> Self { Self(style: .gray) }
    /// `UIButton.Configuration.tinted()`.
    public static func tinted() -> Self { Self(style: .tinted) }
    /// `UIButton.Configuration.filled()`.
    public static func filled() -> Self { Self(style: .filled) }
}

/// A text field, as `UITextField`: the core's ``TextField`` (its height from its font and
/// border style) with UIKit's initializers.
open class UITextField: TextField {
    /// A text field with `frame`.
    public init(frame: CGRect) {
        super.init(text: nil, placeholder: nil)
        modelFrame = Rect(frame)
        UIKitLog.install()
    }

    /// A text field as from an archive (there are none here): empty, a zero frame.
    public required init?(coder: NSCoder) {
        super.init(text: nil, placeholder: nil)
        UIKitLog.install()
    }

    /// An empty text field.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Kept.
    open var textColor: UIColor?
    /// Kept.
    open var textAlignment = NSTextAlignment.natural
    /// Kept.
    open var isSecureTextEntry = false
    /// Kept.
    open var adjustsFontSizeToFitWidth = false
}

/// A switch, as `UISwitch`: the core's ``Switch`` (51 × 31).
open class UISwitch: Switch {
    public init(frame: CGRect) { super.init(frame: Rect(frame)); UIKitLog.install() }
    public required init?(coder: NSCoder) { super.init(frame: .zero); UIKitLog.install() }
    public convenience init() { self.init(frame: .zero) }
    /// Kept.
    open var isOn = false
    /// Kept.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// A slider, as `UISlider`: the core's ``Slider``.
open class UISlider: Slider {
    public init(frame: CGRect) { super.init(frame: Rect(frame)); UIKitLog.install() }
    public required init?(coder: NSCoder) { super.init(frame: .zero); UIKitLog.install() }
    public convenience init() { self.init(frame: .zero) }
    /// Kept.
    open var value: Float = 0.5
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
}

/// A segmented control, as `UISegmentedControl`: the core's ``SegmentedControl`` (its width
/// is not measured from its titles: give it one).
open class UISegmentedControl: SegmentedControl {
    private var items: [Any] = []
    public init(frame: CGRect) { super.init(frame: Rect(frame)); UIKitLog.install() }
    public required init?(coder: NSCoder) { super.init(frame: .zero); UIKitLog.install() }
    public convenience init() { self.init(frame: .zero) }
    /// A control with a segment per item (titles or images), kept.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        self.items = items ?? []
    }
    /// The number of segments.
    public var numberOfSegments: Int { items.count }
    /// Kept.
    open var selectedSegmentIndex = -1
}

/// A stepper, as `UIStepper`: the core's ``Stepper`` (94 × 32).
open class UIStepper: Stepper {
    public init(frame: CGRect) { super.init(frame: Rect(frame)); UIKitLog.install() }
    public required init?(coder: NSCoder) { super.init(frame: .zero); UIKitLog.install() }
    public convenience init() { self.init(frame: .zero) }
    /// Kept.
    open var value: Double = 0
}

/// An activity indicator, as `UIActivityIndicatorView`: the core's ``ActivityIndicatorView``.
open class UIActivityIndicatorView: ActivityIndicatorView {
    public init(frame: CGRect) { super.init(frame: Rect(frame)); UIKitLog.install() }
    public required init?(coder: NSCoder) { super.init(frame: .zero); UIKitLog.install() }
    public convenience init() { self.init(frame: .zero) }
    /// An indicator of `style`, as `UIActivityIndicatorView(style:)`.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }
    /// Kept.
    open func startAnimating() { isAnimating = true }
    /// Kept.
    open func stopAnimating() { isAnimating = false }
    /// Whether ``startAnimating()`` was called last.
    public private(set) var isAnimating = false
}

/// A page control, as `UIPageControl`: the core's ``PageControl``.
open class UIPageControl: PageControl {
    public init(frame: CGRect) { super.init(frame: Rect(frame)); UIKitLog.install() }
    public required init?(coder: NSCoder) { super.init(frame: .zero); UIKitLog.install() }
    public convenience init() { self.init(frame: .zero) }
    /// Kept.
    open var currentPage = 0
}

/// A progress bar, as `UIProgressView`: the core's ``ProgressView``.
open class UIProgressView: ProgressView {
    /// `UIProgressView.Style`, kept.
    public enum Style: Int, Sendable { case `default`, bar }
    public init(frame: CGRect) { super.init(frame: Rect(frame)); UIKitLog.install() }
    public required init?(coder: NSCoder) { super.init(frame: .zero); UIKitLog.install() }
    public convenience init() { self.init(frame: .zero) }
    /// A progress bar of `style`, as `UIProgressView(progressViewStyle:)`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }
    /// Kept.
    open var progressViewStyle = Style.default
    /// Kept.
    open var progress: Float = 0
}
