/// A font, as `UIFont`: the core's ``Font`` (`.systemFont(ofSize:weight:)`,
/// `.boldSystemFont(ofSize:)`, `.preferredFont(forTextStyle:)`, `UIFont.Weight`, `UIFont.TextStyle`).
public typealias UIFont = Font
/// How a label breaks lines, as `NSLineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode

/// How text lines up in its view, as `NSTextAlignment` (kept: layout does not depend on it).
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

extension Font {
    /// Metrics for named fonts (`UIFont(name:size:)`), which tests register: there are no font
    /// files here. `UIFont.registeredMetrics["Avenir-Book"] = Font.Metrics(...)`.
    public nonisolated(unsafe) static var registeredMetrics: [String: Font.Metrics] = [:]

    /// The font called `name` from ``registeredMetrics``. There are no font files here, so a
    /// font not registered is logged and measured as the system font at that size rather than
    /// nil: the app's `UIFont(name: "Avenir-Heavy", size: 18)!` runs, and the log says how to
    /// give its metrics.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard let metrics = Font.registeredMetrics[fontName] else {
            UIKitLog.log("[StackLayoutUIKit] UIFont(name: \"\(fontName)\", size: \(fontSize)): there are no font files here, so it is measured as the system font; register its metrics in UIFont.registeredMetrics[\"\(fontName)\"].")
            self = .systemFont(ofSize: Double(fontSize))
            return
        }
        self.init(name: fontName, size: Double(fontSize), metrics: metrics)
    }

    /// The same font at another size, fixed (a text style's font no longer takes the style's
    /// size: `preferredFont(forTextStyle: .body).withSize(20)` measures at 20).
    public func withSize(_ fontSize: CGFloat) -> Font {
        var font = self
        font.pointSize = Double(fontSize)
        font.textStyle = nil
        return font
    }
}

/// A label, as `UILabel`: a ``UIView`` that owns the core's ``LabelText`` (its size measured
/// from its text and font, wrapping at the width layout gives it), the same the core's
/// ``Label`` owns, with UIKit's initializers and drawing properties.
open class UILabel: UIView, LabelProtocol {
    /// A label with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _ = LabelText(installingOn: self)
    }

    /// A label as from an archive (there are none here): empty, a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _ = LabelText(installingOn: self)
    }

    /// An empty label.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The label's text and its measurement.
    public var labelText: LabelText { unsafeDowncast(role!, to: LabelText.self) }

    /// The text; nil or empty measures (0, 0).
    open var text: String? {
        get { labelText.text }
        set {
            labelText.text = newValue
            if storedAttributedText?.string != newValue { storedAttributedText = nil }
        }
    }
    /// The font: system 17 pt by default.
    open var font: UIFont! {
        get { labelText.font }
        set { labelText.font = newValue ?? .systemFont(ofSize: 17) }
    }
    /// The most lines the text wraps into; 0 is no limit, 1 (the default) never wraps.
    open var numberOfLines: Int {
        get { labelText.numberOfLines }
        set { labelText.numberOfLines = newValue }
    }
    /// How lines break; every mode but `byCharWrapping` wraps at words.
    open var lineBreakMode: NSLineBreakMode {
        get { labelText.lineBreakMode }
        set { labelText.lineBreakMode = newValue }
    }
    /// The width multi-line text wraps at; 0 (the default) wraps at the width layout gives the label.
    open var preferredMaxLayoutWidth: CGFloat {
        get { CGFloat(labelText.preferredMaxLayoutWidth) }
        set { labelText.preferredMaxLayoutWidth = Double(newValue) }
    }

    /// The text's colour (kept; layout does not depend on it).
    open var textColor: UIColor! = .label
    /// How the text lines up (kept; layout does not depend on it).
    open var textAlignment = NSTextAlignment.natural
    /// Kept: the text is measured at its font's size.
    open var adjustsFontSizeToFitWidth = false
    /// Kept: the text is measured at its font's size.
    open var minimumScaleFactor: CGFloat = 0
    /// Text styles follow the tree's Dynamic Type size whether this is set or not.
    open var adjustsFontForContentSizeCategory = false
    /// Kept.
    open var isEnabled = true

    /// The text with attributes: its string is the text measured, in the `.font` attribute
    /// when one font covers the whole string (it becomes ``font``), else in ``font``; the
    /// other attributes (colours, kerning, paragraph styles) are kept, not measured.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? text.map { NSAttributedString(string: $0) } }
        set {
            if let newValue, newValue.length > 0 {
                var range = NSRange(location: 0, length: 0)
                if let font = newValue.attribute(.font, at: 0, effectiveRange: &range) as? UIFont,
                   range.location == 0, range.length == newValue.length {
                    labelText.font = font
                }
            }
            labelText.text = newValue?.string
            storedAttributedText = newValue
        }
    }
    private var storedAttributedText: NSAttributedString?

    /// For drawing code: nothing is rendered here, so it is never called.
    open func drawText(in rect: CGRect) {}

    /// The rectangle the text is drawn in, for drawing code: `bounds` (nothing is drawn here).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect { bounds }

    /// The text's size (at most `size` wide for wrapping text), as UIKit's.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        sizeFitting(self, width: numberOfLines == 1 ? nil : size.width)
    }

    /// Resizes the label to its text, keeping its origin.
    open override func sizeToFit() {
        modelFrame.size = Size(sizeThatFits(CGSize(width: modelFrame.width > 0 ? modelFrame.width : 10_000_000, height: 0)))
    }
}

/// The size `view`'s content measures, at a width when given (a wrapping label).
func sizeFitting(_ view: View, width: CGFloat?) -> CGSize {
    guard let width, width > 0, width < 10_000_000 else { return CGSize(view.intrinsicSize) }
    return view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                        verticalFittingPriority: .fittingSizeLevel)
}

extension NSAttributedString.Key {
    /// The font of a run of text (a ``UIFont``); a label measures it when it covers the string.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of a run of text (kept).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background colour of a run of text (kept).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The kerning of a run of text (kept: not measured).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline style of a run of text (kept).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
}
