/// A button, as `UIButton`: sized by its title, its font and its insets, the way UIKit sizes a
/// system button (TEXT.md §4).
///
/// - Without a ``configuration`` (a legacy system button, as `UIButton(type: .system)`): the
///   title in system 15 pt; width `max(30, ceil(title) + left + right)`, height
///   `ceil(lineHeight + 12)` with zero ``contentEdgeInsets`` (6 points above and below the
///   title) or `ceil(lineHeight) + top + bottom` with any insets, in whole points.
/// - With a configuration (iOS 15's `UIButton.Configuration`): the title in the body text
///   style (17 pt at the default text size) unless the configuration names a font; `title +
///   leading + trailing` by `lineHeight + top + bottom` with the configuration's content insets
///   (7, 12, 7, 12 by default), rounded up to the pixel grid. "Button" is 75 x 34.5 at 2x.
///
/// The title is centred vertically: its baseline is the top padding plus the font's ascender.
open class Button: Control, ButtonProtocol {
    /// The look and the insets of an iOS 15 button, as `UIButton.Configuration`.
    public struct Configuration: Hashable, Sendable {
        /// The configuration's style. Only ``plain`` is measured against Interface Builder's
        /// frames; the others share its insets, as UIKit's medium size does.
        package enum Style: String, CaseIterable, Hashable, Sendable {
            case plain, gray, tinted, filled
        }

        /// The look (drawing only: every style is sized alike).
        package var style: Style
        /// Space around the title; (7, 12, 7, 12) by default.
        public var contentInsets: DirectionalEdgeInsets
        /// The title's font; nil is the body text style.
        public var titleFont: Font?
        /// The configuration's title (`configuration.title`), measured in place of the button's
        /// own title when set; nil measures the button's title.
        public var title: String?
        /// Where the image sits against the title, as `NSDirectionalRectEdge`'s single edges.
        public enum ImageEdge: String, CaseIterable, Hashable, Sendable {
            case leading, trailing, top, bottom
        }
        /// The size in points of the configuration's image (`configuration.image`), nil
        /// without one. An image beside the title adds its width and ``imagePadding`` to the
        /// width and takes the taller of itself and the title line; above or below, it adds
        /// its height and the padding to the height.
        public var imageSize: Size?
        /// The name of the configuration's image, kept for outputs.
        package var imageName: String?
        /// Space between the image and the title (0 by default, as UIKit's).
        public var imagePadding: Double = 0
        /// The image's side of the title (`imagePlacement`); leading by default.
        public var imageEdge: ImageEdge = .leading
        /// The button's corner style (drawing only), as `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: String, CaseIterable, Hashable, Sendable {
            case dynamic, fixed, small, medium, large, capsule
        }
        /// Kept for drawing.
        public var cornerStyle: CornerStyle = .dynamic
        /// The title and image colour (`baseForegroundColor`; drawing only).
        package var baseForeground: Color?
        /// The filled styles' background colour (`baseBackgroundColor`; drawing only).
        package var baseBackground: Color?

        /// A configuration of `style`, with UIKit's default insets and the body font unless given.
        package init(style: Style, contentInsets: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12),
                    titleFont: Font? = nil) {
            self.style = style
            self.contentInsets = contentInsets
            self.titleFont = titleFont
        }

        /// `UIButton.Configuration.plain()`.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// `UIButton.Configuration.gray()`.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// `UIButton.Configuration.tinted()`.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// `UIButton.Configuration.filled()`.
        public static func filled() -> Configuration { Configuration(style: .filled) }
    }

    /// Creates a button with a title.
    public init(title: String? = nil) {
        super.init(frame: .zero)
        let content = ButtonContent(installingOn: self)
        content.title = title
        content.contentDidChange()
    }

    /// The button's title and its measurement.
    public var buttonContent: ButtonContent { unsafeDowncast(role!, to: ButtonContent.self) }
}

/// What makes a view a button (``ButtonProtocol``): its title, font, insets or configuration,
/// and its measured size and baselines. The core's ``Button`` and the shim's `UIButton` each own one.
public final class ButtonContent: ControlContent {
    /// Makes `view` a button.
    package override init(installingOn view: View) {
        super.init(installingOn: view)
    }

    /// The title (for the normal state).
    package var title: String? { didSet { if title != oldValue { contentDidChange() } } }
    /// The title's font of a button without a configuration (`titleLabel.font`): system 15 pt.
    package var titleFont: Font = .systemFont(ofSize: 15) { didSet { if titleFont != oldValue { contentDidChange() } } }
    /// Space around the title of a button without a configuration, as `contentEdgeInsets`.
    package var contentEdgeInsets: EdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { contentDidChange() } }
    }
    /// The iOS 15 configuration; nil for a legacy system button.
    package var configuration: Button.Configuration? { didSet { if configuration != oldValue { contentDidChange() } } }

    /// The title's font as measured: the configuration's, or the legacy one, resolved for the
    /// tree's text size.
    package var effectiveTitleFont: Font {
        let font = configuration.map { $0.titleFont ?? .preferredFont(forTextStyle: .body) } ?? titleFont
        return font.resolved(for: view.contentSizeCategory)
    }

    override func measuredContentSize() -> Size {
        let font = effectiveTitleFont
        if let configuration {
            let insets = configuration.contentInsets
            let scale = view.measurementScale
            let shownTitle = configuration.title ?? title
            var width = singleLineWidth(shownTitle, font)
            var height = shownTitle == nil && configuration.imageSize != nil ? 0 : font.lineHeight
            if let image = configuration.imageSize {
                let padding = shownTitle == nil ? 0 : configuration.imagePadding
                switch configuration.imageEdge {
                case .leading, .trailing:
                    width += image.width + padding
                    height = max(height, image.height)
                case .top, .bottom:
                    width = max(width, image.width)
                    height += image.height + padding
                }
            }
            return Size(width: ceilToPixel(width + insets.leading + insets.trailing, scale: scale),
                        height: ceilToPixel(height + insets.top + insets.bottom, scale: scale))
        }
        let titleWidth = singleLineWidth(title, font)
        let insets = contentEdgeInsets
        let width = max(30, ceilToPixel(ceilToPixel(titleWidth, scale: 1) + insets.left + insets.right, scale: 1))
        let height = insets == .zero
            ? ceilToPixel(font.lineHeight + 12, scale: 1)
            : ceilToPixel(ceilToPixel(font.lineHeight, scale: 1) + insets.top + insets.bottom, scale: 1)
        return Size(width: width, height: height)
    }

    override func measuredBaselines() -> (first: Double, last: Double)? {
        let font = effectiveTitleFont
        let height = measuredContentSize().height
        let top: Double
        if let configuration {
            let insets = configuration.contentInsets
            let image = (configuration.title ?? title) == nil ? nil : configuration.imageSize
            switch (image, configuration.imageEdge) {
            case (let image?, .top): top = insets.top + image.height + configuration.imagePadding
            case (_, .bottom), (nil, _): top = insets.top
            case (_?, .leading), (_?, .trailing):
                top = insets.top + max(0, (height - insets.top - insets.bottom - font.lineHeight) / 2)
            }
        } else if contentEdgeInsets == .zero {
            top = (height - font.lineHeight) / 2
        } else {
            top = contentEdgeInsets.top + (height - contentEdgeInsets.top - contentEdgeInsets.bottom - font.lineHeight) / 2
        }
        return (top + font.ascender, top + font.ascender)
    }
}

/// A view that is a button: the core's ``Button`` and the UIKit shim's `UIButton`, each
/// owning a ``ButtonContent``.
public protocol ButtonProtocol: View {
    /// The content the button owns (made by its initializer).
    var buttonContent: ButtonContent { get }
}

extension ButtonProtocol {
    /// The title (for the normal state).
    public var title: String? {
        get { buttonContent.title }
        set { buttonContent.title = newValue }
    }
    /// The title's font of a button without a configuration (`titleLabel.font`): system 15 pt.
    public var titleFont: Font {
        get { buttonContent.titleFont }
        set { buttonContent.titleFont = newValue }
    }
    /// Space around the title of a button without a configuration, as `contentEdgeInsets`.
    public var contentEdgeInsets: EdgeInsets {
        get { buttonContent.contentEdgeInsets }
        set { buttonContent.contentEdgeInsets = newValue }
    }
    /// The iOS 15 configuration; nil for a legacy system button.
    public var configuration: Button.Configuration? {
        get { buttonContent.configuration }
        set { buttonContent.configuration = newValue }
    }
}

/// A one-line text input, as `UITextField`: sized by its text (or its placeholder) in its font
/// and its border style (TEXT.md §5).
///
/// - Height: `roundedRect` (and, unmeasured, `bezel` and `line`) at least 34 (Xcode 12+ /
///   iOS 14+: 34 for 14 and 17 pt), `ceil(lineHeight) + 13` for larger fonts; `none`
///   `ceil(lineHeight) + 1` (22 for 17 pt).
/// - Width: the text's width, else the placeholder's, rounded up to the pixel grid, plus 7
///   points each side for a bordered field (inferred: TEXT.md did not measure widths).
///
/// The defaults are Interface Builder's: system 14 pt, `roundedRect`.
open class TextField: Control, TextFieldProtocol {
    /// The border drawn around the field, as `UITextField.BorderStyle`.
    public enum BorderStyle: String, CaseIterable, Hashable, Sendable {
        case none, line, bezel, roundedRect
    }

    /// Creates a field with a text and a placeholder.
    public init(text: String? = nil, placeholder: String? = nil) {
        super.init(frame: .zero)
        let content = TextFieldContent(installingOn: self)
        content.text = text
        content.placeholder = placeholder
        content.contentDidChange()
    }

    /// The field's text and its measurement.
    public var textFieldContent: TextFieldContent { unsafeDowncast(role!, to: TextFieldContent.self) }
}

/// What makes a view a text field (``TextFieldProtocol``): its text, placeholder, font and
/// border, and its measured size and baselines. The core's ``TextField`` and the shim's
/// `UITextField` each own one.
public final class TextFieldContent: ControlContent {
    /// Makes `view` a text field.
    package override init(installingOn view: View) {
        super.init(installingOn: view)
    }

    /// The text; when empty, the placeholder sets the width.
    package var text: String? { didSet { if text != oldValue { contentDidChange() } } }
    /// The text shown while the field is empty.
    package var placeholder: String? { didSet { if placeholder != oldValue { contentDidChange() } } }
    /// The font of the text and the placeholder: system 14 pt by default.
    package var font: Font = .systemFont(ofSize: 14) { didSet { if font != oldValue { contentDidChange() } } }
    /// The border: `roundedRect` by default.
    package var borderStyle = TextField.BorderStyle.roundedRect { didSet { if borderStyle != oldValue { contentDidChange() } } }

    override func measuredContentSize() -> Size {
        let font = self.font.resolved(for: view.contentSizeCategory)
        let shown = (text?.isEmpty ?? true) ? placeholder : text
        let padding = borderStyle == .none ? 0.0 : 14
        let width = ceilToPixel(singleLineWidth(shown, font), scale: view.measurementScale) + padding
        let line = ceilToPixel(font.lineHeight, scale: 1)
        let height = borderStyle == .none ? line + 1 : max(34, line + 13)
        return Size(width: width, height: height)
    }

    override func measuredBaselines() -> (first: Double, last: Double)? {
        let font = self.font.resolved(for: view.contentSizeCategory)
        let baseline = (measuredContentSize().height - font.lineHeight) / 2 + font.ascender
        return (baseline, baseline)
    }
}

/// A view that is a text field: the core's ``TextField`` and the UIKit shim's `UITextField`,
/// each owning a ``TextFieldContent``.
public protocol TextFieldProtocol: View {
    /// The content the field owns (made by its initializer).
    var textFieldContent: TextFieldContent { get }
}

extension TextFieldProtocol {
    /// The text; when empty, the placeholder sets the width.
    public var text: String? {
        get { textFieldContent.text }
        set { textFieldContent.text = newValue }
    }
    /// The text shown while the field is empty.
    public var placeholder: String? {
        get { textFieldContent.placeholder }
        set { textFieldContent.placeholder = newValue }
    }
    /// The font of the text and the placeholder: system 14 pt by default.
    public var font: Font {
        get { textFieldContent.font }
        set { textFieldContent.font = newValue }
    }
    /// The border: `roundedRect` by default.
    public var borderStyle: TextField.BorderStyle {
        get { textFieldContent.borderStyle }
        set { textFieldContent.borderStyle = newValue }
    }
}
