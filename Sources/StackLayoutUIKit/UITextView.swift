// `UITextView` as layout code uses it: a multi-line text area. With scrolling off
// (`isScrollEnabled = false`, the self-sizing idiom of forms and cells) it is as tall as its
// text wrapped at its width inside the text container: `textContainerInset` (8 pt above and
// below by default) and `textContainer.lineFragmentPadding` (5 pt each side), and at least one
// line tall when empty. With scrolling on (the default) it has no size of its own: its
// constraints size it and the text scrolls inside.
//
// Built from the shim's parts, no layout rules of its own: the text is a wrapping label inside
// the view, pinned by the insets (required edges when scrolling is off; top and sides only,
// when on). The default font is the system font at 12 pt (UIKit's is Helvetica 12 pt).

/// `NSTextContainer`: the region text lays out in; only its padding affects layout.
public final class NSTextContainer {
    /// Space at each end of every line, inside the insets (5 pt by default).
    public var lineFragmentPadding: CGFloat = 5 { didSet { owner?.containerDidChange() } }
    /// The most lines shown; 0 (the default) is no limit.
    public var maximumNumberOfLines = 0 { didSet { owner?.containerDidChange() } }
    /// How the last line breaks when lines are limited.
    public var lineBreakMode = NSLineBreakMode.byWordWrapping { didSet { owner?.containerDidChange() } }
    weak var owner: UITextView?
}

/// The text view's delegate, as `UITextViewDelegate` (kept; there is no editing here).
public protocol UITextViewDelegate: AnyObject {
    func textViewDidChange(_ textView: UITextView)
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
}

/// A text view, as `UITextView` (see the note at the top of this file).
open class UITextView: UIView {
    private let textLabel = UILabel()
    private var insetConstraints: (top: NSLayoutConstraint, left: NSLayoutConstraint,
                                   right: NSLayoutConstraint, bottom: NSLayoutConstraint)!
    private var oneLine: NSLayoutConstraint!

    /// The text container (its `lineFragmentPadding`).
    public let textContainer = NSTextContainer()
    /// Kept (there is no editing here).
    open weak var delegate: UITextViewDelegate?
    /// Kept.
    open var isEditable = true
    /// Kept.
    open var isSelectable = true
    /// Kept.
    open var textColor: UIColor? {
        get { textLabel.textColor }
        set { textLabel.textColor = newValue }
    }
    /// Kept.
    open var keyboardType = UIKeyboardType.default
    /// Kept.
    open var returnKeyType = UIReturnKeyType.default
    /// Kept.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Kept.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Kept (scroll position is not modelled inside a text view).
    open var contentInset = UIEdgeInsets.zero
    /// Kept.
    open var showsVerticalScrollIndicator = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// A text view, as `UITextView(frame:textContainer:)` (the container is this view's own).
    public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
        self.init(frame: frame)
    }

    private func setUp() {
        textContainer.owner = self
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        textLabel.font = .systemFont(ofSize: 12)
        textLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(textLabel)
        insetConstraints = (textLabel.topAnchor.constraint(equalTo: topAnchor),
                            textLabel.leftAnchor.constraint(equalTo: leftAnchor),
                            rightAnchor.constraint(equalTo: textLabel.rightAnchor),
                            bottomAnchor.constraint(equalTo: textLabel.bottomAnchor))
        oneLine = textLabel.heightAnchor.constraint(greaterThanOrEqualToConstant: 0)
        NSLayoutConstraint.activate([insetConstraints.top, insetConstraints.left, insetConstraints.right, oneLine])
        containerDidChange()
        fontDidChange()
        scrollingDidChange()
    }

    /// The text.
    open var text: String! {
        get { textLabel.text ?? "" }
        set { textLabel.text = newValue; delegate?.textViewDidChange(self) }
    }

    /// The font (system 12 pt by default).
    open var font: UIFont? {
        get { textLabel.font }
        set { textLabel.font = newValue ?? .systemFont(ofSize: 12); fontDidChange() }
    }

    /// Kept (the text is measured the same in every alignment).
    open var textAlignment: NSTextAlignment {
        get { textLabel.textAlignment }
        set { textLabel.textAlignment = newValue }
    }

    /// Whether the font follows the Dynamic Type size.
    open var adjustsFontForContentSizeCategory: Bool {
        get { textLabel.adjustsFontForContentSizeCategory }
        set { textLabel.adjustsFontForContentSizeCategory = newValue }
    }

    /// Space around the text container (8 pt above and below by default).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { containerDidChange() }
    }

    /// Whether the text scrolls inside the view (true by default); off, the view is as tall
    /// as its text.
    open var isScrollEnabled = true { didSet { scrollingDidChange() } }

    func containerDidChange() {
        let padding = textContainer.lineFragmentPadding
        insetConstraints.top.constant = textContainerInset.top
        insetConstraints.left.constant = textContainerInset.left + padding
        insetConstraints.right.constant = textContainerInset.right + padding
        insetConstraints.bottom.constant = textContainerInset.bottom
        textLabel.numberOfLines = textContainer.maximumNumberOfLines
        textLabel.lineBreakMode = textContainer.lineBreakMode
    }

    private func fontDidChange() {
        // Empty text still takes a line, as UIKit's text view does.
        oneLine.constant = ((textLabel.font ?? .systemFont(ofSize: 12)).lineHeight * 3).rounded(.up) / 3
    }

    private func scrollingDidChange() {
        insetConstraints.bottom.isActive = !isScrollEnabled
        // Scrolling text does not widen the view either.
        if isScrollEnabled {
            textLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        } else {
            textLabel.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        }
    }

    /// The size the text view takes at `size`'s width (the text's height with the insets
    /// when scrolling is off).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        systemLayoutSizeFitting(CGSize(width: size.width, height: 0), withHorizontalFittingPriority: .required,
                                verticalFittingPriority: .fittingSizeLevel)
    }
}
