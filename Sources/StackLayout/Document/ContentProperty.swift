/// The keys of the views that show content (labels, buttons, fields, images, the standard
/// controls), read and checked, and the views those types make.
enum ContentProperty: Equatable {
    case text(String?)
    case title(String?)
    case placeholder(String?)
    case font(Font?)
    case numberOfLines(Int)
    case lineBreakMode(LineBreakMode)
    case preferredMaxLayoutWidth(Double)
    case contentInsets(DocumentInsets?)
    case configuration(Button.Configuration.Style?)
    case borderStyle(TextField.BorderStyle)
    case imageSize(Size?)
    case activityIndicatorStyle(ActivityIndicatorView.Style)
    case numberOfPages(Int)

    /// The document types of content views, by their UIKit names.
    static let kinds: [DocumentNode.Kind] = [.label, .button, .textField, .image, .switch, .slider, .segmentedControl,
                                             .stepper, .activityIndicator, .pageControl, .progressView]

    static func keys(for kind: DocumentNode.Kind) -> [String] {
        switch kind {
        case .label: return ["text", "font", "numberOfLines", "lineBreakMode", "preferredMaxLayoutWidth"]
        case .button: return ["title", "font", "contentInsets", "configuration"]
        case .textField: return ["text", "placeholder", "font", "borderStyle"]
        case .image: return ["imageSize"]
        case .activityIndicator: return ["style"]
        case .pageControl: return ["numberOfPages"]
        default: return []
        }
    }

    static let allKeys = ["text", "font", "numberOfLines", "lineBreakMode", "preferredMaxLayoutWidth", "title",
                          "contentInsets", "configuration", "placeholder", "borderStyle", "imageSize", "style",
                          "numberOfPages"]

    /// The view a content type makes.
    static func makeView(_ kind: DocumentNode.Kind) -> View {
        switch kind {
        case .label: return Label()
        case .button: return Button()
        case .textField: return TextField()
        case .image: return ImageView()
        case .switch: return Switch()
        case .slider: return Slider()
        case .segmentedControl: return SegmentedControl()
        case .stepper: return Stepper()
        case .activityIndicator: return ActivityIndicatorView()
        case .pageControl: return PageControl()
        case .progressView: return ProgressView()
        case .view, .stack, .scroll, .flow: return View()
        }
    }

    /// The alignment-rectangle insets a view of `kind` has unless the document sets them.
    static func standardAlignmentRectInsets(_ kind: DocumentNode.Kind) -> EdgeInsets {
        switch kind {
        case .switch: return Switch.standardAlignmentRectInsets
        case .slider: return Slider.standardAlignmentRectInsets
        case .segmentedControl: return SegmentedControl.standardAlignmentRectInsets
        default: return .zero
        }
    }

    static func parse(_ key: String, _ value: JSONValue, _ path: JSONPath, kind: DocumentNode.Kind,
                      context c: DocumentContext) throws -> ContentProperty {
        switch key {
        case "text": return .text(try c.string(value, path, what: "a text"))
        case "title": return .title(try c.string(value, path, what: "a title"))
        case "placeholder": return .placeholder(try c.string(value, path, what: "a placeholder"))
        case "font": return .font(try font(value, path, c))
        case "numberOfLines": return .numberOfLines(try c.integer(value, path, minimum: 0))
        case "lineBreakMode":
            let name = try c.choice(value, path, LineBreakMode.allCases.map(\.rawValue), what: "line break mode")
            return .lineBreakMode(LineBreakMode(rawValue: name)!)
        case "preferredMaxLayoutWidth":
            let width = try c.number(value, path)
            guard width >= 0 else { throw c.error("a preferred max layout width cannot be negative", at: value, path) }
            return .preferredMaxLayoutWidth(width)
        case "contentInsets": return .contentInsets(try c.insets(value, path))
        case "configuration":
            let name = try c.choice(value, path, Button.Configuration.Style.allCases.map(\.rawValue), what: "button configuration")
            return .configuration(Button.Configuration.Style(rawValue: name)!)
        case "borderStyle":
            let name = try c.choice(value, path, TextField.BorderStyle.allCases.map(\.rawValue), what: "border style")
            return .borderStyle(TextField.BorderStyle(rawValue: name)!)
        case "imageSize": return .imageSize(try c.size(value, path))
        case "style":
            let name = try c.choice(value, path, ActivityIndicatorView.Style.allCases.map(\.rawValue), what: "activity indicator style")
            return .activityIndicatorStyle(ActivityIndicatorView.Style(rawValue: name)!)
        case "numberOfPages": return .numberOfPages(try c.integer(value, path, minimum: 0))
        default:
            throw c.error("unknown key '\(key)'", at: value, path)
        }
    }

    /// A font: `{"size": 17, "weight": "semibold"}` (the system font), `{"textStyle": "body"}`
    /// (Dynamic Type; IB's `UICTFontTextStyleBody` spelling is accepted too), or a named font
    /// `{"name": "Avenir-Book", "size": 15}`, measured by `"metrics"` (ems: `ascender`,
    /// `descender`, `lineGap`, `averageAdvance`) when given, else as the system font.
    static func font(_ value: JSONValue, _ path: JSONPath, _ c: DocumentContext) throws -> Font {
        let object = try c.object(value, path, what: "a font {\"size\", \"weight\"} or {\"textStyle\"}")
        try c.checkKeys(object, path, allowed: ["size", "weight", "textStyle", "name", "metrics"], what: "a font")
        var weight: Font.Weight?
        if let w = object["weight"] {
            weight = Font.Weight(rawValue: try c.choice(w, path.appending("weight"), Font.Weight.allCases.map(\.rawValue),
                                                        what: "font weight"))
        }
        if let styleValue = object["textStyle"] {
            let stylePath = path.appending("textStyle")
            let name = try c.string(styleValue, stylePath, what: "a text style")
            guard let style = Font.TextStyle(rawValue: name) ?? Font.TextStyle(interfaceBuilderName: name) else {
                _ = try c.choice(styleValue, stylePath, Font.TextStyle.allCases.map(\.rawValue), what: "text style")
                throw c.error("unknown text style '\(name)'", at: styleValue, stylePath)
            }
            for key in ["size", "name", "metrics"] where object[key] != nil {
                throw c.error("a text style sets its own size; '\(key)' does not go with \"textStyle\"",
                              at: object[key]!, path.appending(key))
            }
            var font = Font.preferredFont(forTextStyle: style)
            if let weight { font.weight = weight }
            return font
        }
        guard let sizeValue = object["size"] else {
            throw c.error("a font needs \"size\" (or \"textStyle\")", at: value, path)
        }
        let size = try c.number(sizeValue, path.appending("size"))
        guard size > 0 else { throw c.error("a font size must be positive", at: sizeValue, path.appending("size")) }
        var font = Font.systemFont(ofSize: size, weight: weight ?? .regular)
        if let nameValue = object["name"] {
            font.name = try c.string(nameValue, path.appending("name"), what: "a font name")
        }
        if let metricsValue = object["metrics"] {
            let metricsPath = path.appending("metrics")
            guard font.name != nil else { throw c.error("\"metrics\" are for a named font: give \"name\"", at: metricsValue, metricsPath) }
            let m = try c.object(metricsValue, metricsPath, what: "font metrics")
            try c.checkKeys(m, metricsPath, allowed: ["ascender", "descender", "lineGap", "averageAdvance"], what: "font metrics")
            func figure(_ key: String, required: Bool) throws -> Double {
                guard let v = m[key] else {
                    if required { throw c.error("font metrics need \"\(key)\" (in ems)", at: metricsValue, metricsPath) }
                    return 0
                }
                return try c.number(v, metricsPath.appending(key))
            }
            font.metrics = Font.Metrics(ascender: try figure("ascender", required: true),
                                        descender: try figure("descender", required: true),
                                        lineGap: try figure("lineGap", required: false),
                                        averageAdvance: try figure("averageAdvance", required: true))
        }
        return font
    }

    /// The value a key has when neither the view nor a matching variant sets it.
    static func defaultValue(_ key: String, kind: DocumentNode.Kind) -> ContentProperty? {
        switch key {
        case "text": return .text(nil)
        case "title": return .title(nil)
        case "placeholder": return .placeholder(nil)
        case "font": return .font(nil)
        case "numberOfLines": return .numberOfLines(1)
        case "lineBreakMode": return .lineBreakMode(.byTruncatingTail)
        case "preferredMaxLayoutWidth": return .preferredMaxLayoutWidth(0)
        case "contentInsets": return .contentInsets(nil)
        case "configuration": return .configuration(nil)
        case "borderStyle": return .borderStyle(.roundedRect)
        case "imageSize": return .imageSize(nil)
        case "style": return .activityIndicatorStyle(.medium)
        case "numberOfPages": return .numberOfPages(3)
        default: return nil
        }
    }

    func apply(to node: DocumentNode, in layout: DocumentLayout) {
        switch (self, node.view) {
        case (.text(let text), let label as Label): label.text = text
        case (.font(let font), let label as Label): label.font = font ?? .systemFont(ofSize: 17)
        case (.numberOfLines(let n), let label as Label): label.numberOfLines = n
        case (.lineBreakMode(let mode), let label as Label): label.lineBreakMode = mode
        case (.preferredMaxLayoutWidth(let width), let label as Label): label.preferredMaxLayoutWidth = width
        case (.title(let title), let button as Button): button.title = title
        case (.font(let font), let button as Button):
            button.titleFont = font ?? .systemFont(ofSize: 15)
            if var configuration = button.configuration {
                configuration.titleFont = font
                button.configuration = configuration
            }
        case (.configuration(let style), let button as Button):
            // A configuration keeps the font and insets the document gave (keys apply in order).
            guard let style else { button.configuration = nil; return }
            var configuration = Button.Configuration(style: style)
            if let font = node.base["font"], case .content(.font(let f?)) = font { configuration.titleFont = f }
            if let insets = node.base["contentInsets"], case .content(.contentInsets(let i?)) = insets {
                configuration.contentInsets = ContentProperty.directional(i, button)
            }
            button.configuration = configuration
        case (.contentInsets(let insets), let button as Button):
            if var configuration = button.configuration {
                configuration.contentInsets = insets.map { ContentProperty.directional($0, button) }
                    ?? Button.Configuration(style: configuration.style).contentInsets
                button.configuration = configuration
            } else {
                button.contentEdgeInsets = insets?.edgeInsets(for: button.effectiveUserInterfaceLayoutDirection) ?? .zero
            }
        case (.text(let text), let field as TextField): field.text = text
        case (.placeholder(let placeholder), let field as TextField): field.placeholder = placeholder
        case (.font(let font), let field as TextField): field.font = font ?? .systemFont(ofSize: 14)
        case (.borderStyle(let style), let field as TextField): field.borderStyle = style
        case (.imageSize(let size), let image as ImageView): image.imageSize = size
        case (.activityIndicatorStyle(let style), let indicator as ActivityIndicatorView): indicator.style = style
        case (.numberOfPages(let pages), let control as PageControl): control.numberOfPages = pages
        default: break
        }
    }

    private static func directional(_ insets: DocumentInsets, _ view: View) -> DirectionalEdgeInsets {
        switch insets {
        case .directional(let d): return d
        case .absolute(let e): return DirectionalEdgeInsets(e, direction: view.effectiveUserInterfaceLayoutDirection)
        }
    }
}
