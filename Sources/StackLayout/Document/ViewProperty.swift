/// A view key of a document with its value, read and checked: what a variant can override.
///
/// Reading a key (``parse(_:_:_:kind:isRoot:)``) can fail with a ``DocumentError``; applying it
/// to a view cannot, so variants are checked when the document is read, not when a size
/// change selects them.
enum ViewProperty: Equatable {
    case frame(Rect?)
    case intrinsicSize(width: Double?, height: Double?)
    case baseline(first: Double?, last: Double?)
    case hugging(horizontal: LayoutPriority, vertical: LayoutPriority)
    case compressionResistance(horizontal: LayoutPriority, vertical: LayoutPriority)
    case hidden(Bool)
    case layoutMargins(DocumentInsets?)
    /// nil: the insets of the view's kind (a switch's, a slider's; zero for most).
    case alignmentRectInsets(DocumentInsets?)
    case preservesSuperviewLayoutMargins(Bool)
    case insetsLayoutMarginsFromSafeArea(Bool)
    /// A view controller's root view: system minimum margins for its size (an extension).
    case viewController(Bool)
    case direction(UserInterfaceLayoutDirection?)
    case size(Size?)
    case safeArea(EdgeInsets?)
    /// Absolute, or leading/trailing resolved with the scroll view's direction at each solve.
    case contentInset(DocumentInsets)
    case contentInsetAdjustmentBehavior(ScrollView.ContentInsetAdjustmentBehavior)
    case pagingEnabled(Bool)
    case contentOffset(Point)
    case page(Int)
    case alwaysBounceHorizontal(Bool)
    case alwaysBounceVertical(Bool)
    case container(ContainerProperty)
    /// How the pictures paint the view (no effect on layout): `#RRGGBB` or `#RRGGBBAA`.
    case backgroundColor(String?)
    /// The corner radius the pictures draw (no effect on layout).
    case cornerRadius(Double)
    case content(ContentProperty)

    /// The keys every view takes, besides the structural ones.
    static let commonKeys = ["frame", "intrinsicSize", "baseline", "hugging", "compressionResistance", "hidden",
                             "layoutMargins", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
                             "direction", "alignmentRectInsets", "viewController", "backgroundColor", "cornerRadius"]
    static let rootKeys = ["size", "safeArea"]
    static let scrollKeys = ["contentInset", "contentInsetAdjustmentBehavior", "pagingEnabled", "contentOffset",
                             "alwaysBounceHorizontal", "alwaysBounceVertical"]
    /// Keys that shape the tree; a variant cannot set them.
    static let structuralKeys = ["id", "type", "guides", "constraints", "subviews", "arrangedSubviews", "variants"]

    /// The property keys a view of `kind` takes.
    static func keys(for kind: DocumentNode.Kind, isRoot: Bool) -> [String] {
        isRoot ? keyTable[kind]!.root : keyTable[kind]!.nested
    }

    /// ``keys(for:isRoot:)`` of every kind, worked out once: a document asks for every view.
    private static let keyTable: [DocumentNode.Kind: (root: [String], nested: [String])] = Dictionary(
        uniqueKeysWithValues: DocumentNode.Kind.allCases.map { ($0, (makeKeys($0, isRoot: true), makeKeys($0, isRoot: false))) })

    private static func makeKeys(_ kind: DocumentNode.Kind, isRoot: Bool) -> [String] {
        var keys = commonKeys
        if isRoot { keys += rootKeys }
        switch kind {
        case .view: break
        case .scroll: keys += scrollKeys
        case .stack, .flow: keys += ContainerProperty.keys(for: kind)
        default: keys += ContentProperty.keys(for: kind)
        }
        return keys
    }

    /// The keys ``parse(_:_:_:kind:context:)`` reads itself (the rest are a container's or a
    /// content view's), found by one lookup in a table (a `switch` over the strings compared
    /// the key with each case in turn).
    private enum ParsedKey: String, CaseIterable {
        case frame, intrinsicSize, baseline, hugging, compressionResistance, hidden, layoutMargins
        case alignmentRectInsets, preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea
        case viewController, direction, size, safeArea, contentInset, contentInsetAdjustmentBehavior
        case pagingEnabled, alwaysBounceHorizontal, alwaysBounceVertical, backgroundColor, cornerRadius
        case contentOffset

        static let table = KeyTable(allCases.lazy.map { ($0.rawValue, $0) })
    }

    /// Reads the value of `key`.
    static func parse(_ key: String, _ value: JSONValue, _ path: JSONPath, kind: DocumentNode.Kind,
                      context c: DocumentContext) throws -> ViewProperty {
        let parsed = ParsedKey.table[key]
        switch parsed {
        case .frame?: return .frame(try c.rect(value, path))
        case .intrinsicSize?:
            let object = try c.object(value, path, what: "an intrinsic size")
            try c.checkKeys(object, path, allowed: ["width", "height"], what: "an intrinsic size")
            func dimension(_ name: String) throws -> Double? {
                guard let figure = object[name] else { return nil }
                let number = try c.number(figure, path.appending(name))
                guard number >= 0 else { throw c.error("an intrinsic \(name) cannot be negative", at: figure, path.appending(name)) }
                return number
            }
            return .intrinsicSize(width: try dimension("width"), height: try dimension("height"))
        case .baseline?:
            let object = try c.object(value, path, what: "baselines {\"first\", \"last\"}")
            try c.checkKeys(object, path, allowed: ["first", "last"], what: "baselines")
            return .baseline(first: try object["first"].map { try c.number($0, path.appending("first")) },
                             last: try object["last"].map { try c.number($0, path.appending("last")) })
        case .hugging?, .compressionResistance?:
            let object = try c.object(value, path, what: "priorities per axis {\"horizontal\", \"vertical\"}")
            try c.checkKeys(object, path, allowed: ["horizontal", "vertical"], what: "priorities per axis")
            let isHugging = parsed == .hugging
            let fallback: LayoutPriority = isHugging ? .defaultLow : .defaultHigh
            let h = try object["horizontal"].map { try c.priority($0, path.appending("horizontal")) } ?? fallback
            let v = try object["vertical"].map { try c.priority($0, path.appending("vertical")) } ?? fallback
            return isHugging ? .hugging(horizontal: h, vertical: v) : .compressionResistance(horizontal: h, vertical: v)
        case .hidden?: return .hidden(try c.bool(value, path))
        case .layoutMargins?: return .layoutMargins(try c.insets(value, path))
        case .alignmentRectInsets?: return .alignmentRectInsets(try c.insets(value, path))
        case .preservesSuperviewLayoutMargins?: return .preservesSuperviewLayoutMargins(try c.bool(value, path))
        case .insetsLayoutMarginsFromSafeArea?: return .insetsLayoutMarginsFromSafeArea(try c.bool(value, path))
        case .viewController?: return .viewController(try c.bool(value, path))
        case .direction?:
            let name = try c.choice(value, path, ["leftToRight", "rightToLeft"], what: "direction")
            return .direction(name == "leftToRight" ? .leftToRight : .rightToLeft)
        case .size?: return .size(try c.size(value, path))
        case .safeArea?:
            guard case .absolute(let insets) = try c.insets(value, path) else {
                throw c.error("the safe area takes top, left, bottom and right", at: value, path)
            }
            return .safeArea(insets)
        case .contentInset?:
            return .contentInset(try c.insets(value, path))
        case .contentInsetAdjustmentBehavior?:
            let name = try c.choice(value, path, ["automatic", "scrollableAxes", "never", "always"], what: "content inset adjustment behavior")
            return .contentInsetAdjustmentBehavior(ScrollView.ContentInsetAdjustmentBehavior(rawValue: name)!)
        case .pagingEnabled?: return .pagingEnabled(try c.bool(value, path))
        case .alwaysBounceHorizontal?: return .alwaysBounceHorizontal(try c.bool(value, path))
        case .alwaysBounceVertical?: return .alwaysBounceVertical(try c.bool(value, path))
        case .backgroundColor?:
            let text = try c.string(value, path, what: "a colour")
            let hex = text.dropFirst()
            guard text.hasPrefix("#"), [3, 6, 8].contains(hex.count), hex.allSatisfy({ $0.isASCII && $0.isHexDigit }) else {
                throw c.error("a colour is #RGB, #RRGGBB or #RRGGBBAA, not \(JSONWriter.quoted(text, limit: 40))", at: value, path)
            }
            return .backgroundColor(text)
        case .cornerRadius?:
            let radius = try c.number(value, path, what: "a corner radius")
            guard radius >= 0 else { throw c.error("a corner radius is 0 or more, not \(formatFigure(radius))", at: value, path) }
            return .cornerRadius(radius)
        case .contentOffset?:
            if let object = value.asObject, object["page"] != nil {
                try c.checkKeys(object, path, allowed: ["page"], what: "a content offset by page")
                return .page(try c.integer(object["page"]!, path.appending("page"), minimum: 0))
            }
            return .contentOffset(try c.point(value, path))
        case nil:
            if ContentProperty.keys(for: kind).contains(key) {
                return .content(try ContentProperty.parse(key, value, path, kind: kind, context: c))
            }
            return .container(try ContainerProperty.parse(key, value, path, kind: kind, context: c))
        }
    }

    /// The value a key has when neither the view nor a matching variant sets it.
    static func defaultValue(_ key: String, kind: DocumentNode.Kind) -> ViewProperty? {
        switch key {
        case "frame": return .frame(nil)
        case "intrinsicSize": return .intrinsicSize(width: nil, height: nil)
        case "baseline": return .baseline(first: nil, last: nil)
        case "hugging": return .hugging(horizontal: .defaultLow, vertical: .defaultLow)
        case "compressionResistance": return .compressionResistance(horizontal: .defaultHigh, vertical: .defaultHigh)
        case "hidden": return .hidden(false)
        case "layoutMargins": return .layoutMargins(nil)
        case "alignmentRectInsets": return .alignmentRectInsets(nil)
        case "preservesSuperviewLayoutMargins": return .preservesSuperviewLayoutMargins(false)
        case "insetsLayoutMarginsFromSafeArea": return .insetsLayoutMarginsFromSafeArea(true)
        case "viewController": return .viewController(false)
        case "direction": return .direction(nil)
        case "size": return .size(nil)
        case "safeArea": return .safeArea(nil)
        case "contentInset": return .contentInset(.absolute(.zero))
        case "contentInsetAdjustmentBehavior": return .contentInsetAdjustmentBehavior(.automatic)
        case "pagingEnabled": return .pagingEnabled(false)
        case "contentOffset": return .contentOffset(.zero)
        case "alwaysBounceHorizontal": return .alwaysBounceHorizontal(false)
        case "alwaysBounceVertical": return .alwaysBounceVertical(false)
        case "backgroundColor": return .backgroundColor(nil)
        case "cornerRadius": return .cornerRadius(0)
        default:
            if ContentProperty.keys(for: kind).contains(key) {
                return ContentProperty.defaultValue(key, kind: kind).map { .content($0) }
            }
            return ContainerProperty.defaultValue(key, kind: kind).map { .container($0) }
        }
    }

    /// Sets the property on the node's view. Root-level keys (size, safe area) are applied
    /// by ``DocumentLayout`` when it configures the root.
    func apply(to node: DocumentNode, in layout: DocumentLayout) {
        let view = node.view
        switch self {
        case .frame(let rect):
            if let rect {
                view.frame = rect
                view.translatesAutoresizingMaskIntoConstraints = true
            } else if view.superview != nil {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
        case .intrinsicSize(let width, let height):
            if ContentProperty.kinds.contains(node.kind) {
                // A view that measures its content: the dimensions given win, the others stay measured.
                view.setIntrinsicSizeOverride(width: width, height: height)
            } else {
                view.intrinsicSize = Size(width: width ?? View.noIntrinsicMetric, height: height ?? View.noIntrinsicMetric)
            }
        case .baseline(let first, let last):
            view.firstBaselineOffsetFromTop = first
            view.lastBaselineOffsetFromTop = last
        case .hugging(let h, let v):
            view.setContentHuggingPriority(h, for: .horizontal)
            view.setContentHuggingPriority(v, for: .vertical)
        case .compressionResistance(let h, let v):
            view.setContentCompressionResistancePriority(h, for: .horizontal)
            view.setContentCompressionResistancePriority(v, for: .vertical)
        case .hidden(let hidden): view.isHidden = hidden
        case .layoutMargins(let insets):
            switch insets {
            case .absolute(let e)?: view.layoutMargins = e
            case .directional(let d)?: view.directionalLayoutMargins = d
            case nil:
                view.directionalLayoutMargins = node.kind == .stack
                    ? .zero : DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
                view.marginsWereSet = false
            }
        case .alignmentRectInsets(let insets):
            switch insets {
            case .absolute(let e)?: view.setAlignmentRectInsets(SidedInsets(e))
            case .directional(let d)?: view.setAlignmentRectInsets(SidedInsets(d))
            case nil: view.setAlignmentRectInsets(SidedInsets(ContentProperty.standardAlignmentRectInsets(node.kind)))
            }
        case .preservesSuperviewLayoutMargins(let value): view.preservesSuperviewLayoutMargins = value
        case .insetsLayoutMarginsFromSafeArea(let value): view.insetsLayoutMarginsFromSafeArea = value
        case .viewController(let value): view.isViewControllerRoot = value
        case .direction(let direction):
            if view.superview == nil {
                layout.documentDirection = direction
            } else {
                switch direction {
                case .leftToRight?: view.semanticContentAttribute = .forceLeftToRight
                case .rightToLeft?: view.semanticContentAttribute = .forceRightToLeft
                case nil: view.semanticContentAttribute = .unspecified
                }
            }
        case .size(let size): layout.documentSize = size
        case .safeArea(let insets): layout.documentSafeArea = insets
        case .contentInset(let insets):
            if let scroll = view as? any ScrollViewProtocol {
                scroll.contentInset = insets.edgeInsets(for: scroll.effectiveUserInterfaceLayoutDirection)
            }
        case .contentInsetAdjustmentBehavior(let behavior): (view as? any ScrollViewProtocol)?.contentInsetAdjustmentBehavior = behavior
        case .pagingEnabled(let value): (view as? any ScrollViewProtocol)?.isPagingEnabled = value
        case .contentOffset(let offset): (view as? any ScrollViewProtocol)?.contentOffset = offset
        case .page(let page): (view as? any ScrollViewProtocol)?.scrollToPage(page)
        case .alwaysBounceHorizontal(let value): (view as? any ScrollViewProtocol)?.alwaysBounceHorizontal = value
        case .alwaysBounceVertical(let value): (view as? any ScrollViewProtocol)?.alwaysBounceVertical = value
        case .container(let property): property.apply(to: node, in: layout)
        case .backgroundColor(let color): node.backgroundColor = color
        case .cornerRadius(let radius): node.cornerRadius = radius
        case .content(let property): property.apply(to: node, in: layout)
        }
    }
}
