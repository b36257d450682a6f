/// A control, as `UIControl`: a ``UIView`` that owns the core's ``ControlContent`` (what it
/// measures), the base of the standard controls. Target-action (`addTarget(_:action:for:)`)
/// needs the Objective-C runtime and is not here (README).
open class UIControl: UIView {
    /// `UIControl.ContentHorizontalAlignment` (kept: it places content inside the control,
    /// not the control).
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    /// `UIControl.ContentVerticalAlignment` (kept).
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }
    /// The closure actions added with `addAction(_:for:)` (UIAction.swift), in order.
    var controlActions: [(action: UIAction, events: Event)] = []

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

    /// A control with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _ = ControlContent(installingOn: self)
    }

    /// A control as from an archive (there are none here): a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _ = ControlContent(installingOn: self)
    }

    /// Kept (layout does not depend on it).
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    /// Kept (layout does not depend on it).
    open var contentVerticalAlignment = ContentVerticalAlignment.center
    /// Kept.
    open var isEnabled = true
    /// Kept.
    open var isSelected = false
    /// Kept.
    open var isHighlighted = false
}

/// What a button's `titleLabel` gives UIKit code (`button.titleLabel?.font = …`): the
/// button's title font and text. Its colour and alignment are kept.
public final class UIButtonTitleLabel {
    private unowned let button: ButtonContent
    init(button: ButtonContent) { self.button = button }

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

/// A button, as `UIButton`: a ``UIControl`` that owns a ``ButtonContent``, as the core's
/// ``Button`` does (its size from its title, font, insets or configuration), with UIKit's
/// initializers and `setTitle(_:for:)`. Target-action
/// (`addTarget(_:action:for:)`) needs the Objective-C runtime and is not here (README).
open class UIButton: UIControl, ButtonProtocol {
    /// `UIButton.Configuration`.
    public typealias Configuration = Button.Configuration

    /// `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The type the button was made with.
    public private(set) var buttonType = ButtonType.system
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private lazy var storedTitleLabel = UIButtonTitleLabel(button: buttonContent)
    private lazy var storedImageView = UIImageView()

    /// A button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        ButtonContent(installingOn: self).contentDidChange()
    }

    /// A button as from an archive (there are none here): untitled, a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        ButtonContent(installingOn: self).contentDidChange()
    }

    /// The button's title and its measurement.
    public var buttonContent: ButtonContent { unsafeDowncast(role!, to: ButtonContent.self) }

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

    /// The image view, for its content mode and tint (kept; not a subview, as the button's
    /// image is not measured here).
    public var imageView: UIImageView? { storedImageView }

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

    /// The button's measured size, as UIKit's.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
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

/// A text field, as `UITextField`: a ``UIControl`` that owns a ``TextFieldContent``, as the
/// core's ``TextField`` does (its height from its font and border style), with UIKit's
/// initializers.
open class UITextField: UIControl, TextFieldProtocol {
    /// `UITextField.BorderStyle`.
    public typealias BorderStyle = TextField.BorderStyle

    /// A text field with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        TextFieldContent(installingOn: self).contentDidChange()
    }

    /// A text field as from an archive (there are none here): empty, a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        TextFieldContent(installingOn: self).contentDidChange()
    }

    /// The field's text and its measurement.
    public var textFieldContent: TextFieldContent { unsafeDowncast(role!, to: TextFieldContent.self) }

    /// An empty text field.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Kept.
    open var textColor: UIColor?
    /// Kept.
    open var textAlignment = NSTextAlignment.natural
    /// `UITextField.ViewMode`, kept.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    /// Kept.
    open var isSecureTextEntry = false
    /// Kept: there is no keyboard here.
    open var keyboardType = UIKeyboardType.default
    /// Kept.
    open var returnKeyType = UIReturnKeyType.default
    /// Kept.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Kept.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Kept.
    open var clearButtonMode = ViewMode.never
    /// Kept, not laid out: the field's size is its text's (a left or right view does not widen it).
    open var leftView: UIView?
    /// Kept, not laid out.
    open var rightView: UIView?
    /// Kept.
    open var leftViewMode = ViewMode.never
    /// Kept.
    open var rightViewMode = ViewMode.never
    /// Kept: nothing is typed here, so it is never called.
    open weak var delegate: UITextFieldDelegate?
    /// Kept.
    open var adjustsFontSizeToFitWidth = false
}

/// A switch, as `UISwitch`: 51 × 31, as the core's ``Switch`` (one content measures both).
open class UISwitch: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _ = StandardControlContent(installingOn: self, kind: .switch)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _ = StandardControlContent(installingOn: self, kind: .switch)
    }
    public convenience init() { self.init(frame: .zero) }
    /// Kept.
    open var isOn = false
    /// Kept.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// A slider, as `UISlider`: a ``UIControl`` measured as the core's ``Slider``.
open class UISlider: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _ = StandardControlContent(installingOn: self, kind: .slider)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _ = StandardControlContent(installingOn: self, kind: .slider)
    }
    public convenience init() { self.init(frame: .zero) }
    /// Kept.
    open var value: Float = 0.5
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
}

/// A segmented control, as `UISegmentedControl`: a ``UIControl`` measured as the core's
/// ``SegmentedControl`` (its width is not measured from its titles: give it one).
open class UISegmentedControl: UIControl {
    private var items: [Any] = []
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _ = StandardControlContent(installingOn: self, kind: .segmentedControl)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _ = StandardControlContent(installingOn: self, kind: .segmentedControl)
    }
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

/// A stepper, as `UIStepper`: a ``UIControl`` measured as the core's ``Stepper`` (94 × 32).
open class UIStepper: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _ = StandardControlContent(installingOn: self, kind: .stepper)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _ = StandardControlContent(installingOn: self, kind: .stepper)
    }
    public convenience init() { self.init(frame: .zero) }
    /// Kept.
    open var value: Double = 0
}

/// An activity indicator, as `UIActivityIndicatorView`: a ``UIControl`` measured as the
/// core's ``ActivityIndicatorView``.
open class UIActivityIndicatorView: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _ = StandardControlContent(installingOn: self, kind: .activityIndicator)
        isHidden = true
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _ = StandardControlContent(installingOn: self, kind: .activityIndicator)
        isHidden = true
    }
    public convenience init() { self.init(frame: .zero) }
    /// `UIActivityIndicatorView.Style`.
    public typealias Style = ActivityIndicatorView.Style
    /// The indicator's size: medium by default.
    open var style: Style {
        get { standardControl.style }
        set { standardControl.style = newValue }
    }
    /// An indicator of `style`, as `UIActivityIndicatorView(style:)`.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }
    /// Starts the (undrawn) animation; shows the indicator.
    open func startAnimating() { isAnimating = true; applyHidesWhenStopped() }
    /// Stops it; hides the indicator when ``hidesWhenStopped``.
    open func stopAnimating() { isAnimating = false; applyHidesWhenStopped() }
    /// Whether ``startAnimating()`` was called last.
    public private(set) var isAnimating = false
    /// Whether a stopped indicator is hidden (true by default, as UIKit's: an indicator not
    /// yet started is hidden, so a stack view leaves no slot for it).
    open var hidesWhenStopped = true { didSet { applyHidesWhenStopped() } }
    private func applyHidesWhenStopped() {
        if hidesWhenStopped { isHidden = !isAnimating }
    }
}

/// A page control, as `UIPageControl`: a ``UIControl`` measured as the core's ``PageControl``.
open class UIPageControl: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _ = StandardControlContent(installingOn: self, kind: .pageControl)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _ = StandardControlContent(installingOn: self, kind: .pageControl)
    }
    public convenience init() { self.init(frame: .zero) }
    /// The number of pages (dots); its width follows.
    open var numberOfPages: Int {
        get { standardControl.numberOfPages }
        set { standardControl.numberOfPages = newValue }
    }
    /// Kept.
    open var currentPage = 0
    /// Kept (drawing only).
    open var pageIndicatorTintColor: UIColor?
    /// Kept (drawing only).
    open var currentPageIndicatorTintColor: UIColor?
    /// Kept: the (undrawn) dots are there with a single page too.
    open var hidesForSinglePage = false
}

/// A progress bar, as `UIProgressView`: a ``UIControl`` measured as the core's ``ProgressView``.
open class UIProgressView: UIControl {
    /// `UIProgressView.Style`, kept.
    public enum Style: Int, Sendable { case `default`, bar }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _ = StandardControlContent(installingOn: self, kind: .progressView)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _ = StandardControlContent(installingOn: self, kind: .progressView)
    }
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

/// What a text field tells its delegate, as `UITextFieldDelegate`: nothing is typed here, so
/// none is called; the methods exist so that conforming code compiles.
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField) {}
}

/// `UIKeyboardType`, kept.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// `UIReturnKeyType`, kept.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// `UITextAutocapitalizationType`, kept.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// `UITextAutocorrectionType`, kept.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
