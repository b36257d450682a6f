/// The keys of a stack (`"type": "stack"`) and a flow (`"type": "flow"`), read and checked.
enum ContainerProperty: Equatable {
    case axis(LayoutAxis)
    case distribution(StackView.Distribution)
    case alignment(StackView.Alignment)
    case spacing(Double)
    case customSpacing([(id: String, spacing: Double)])
    case baselineRelativeArrangement(Bool)
    case layoutMarginsRelativeArrangement(Bool)
    case orientation(FlowLayout.Orientation)
    case arrangedCount(Int)
    case pagedCount(Int)
    case itemSpacing(Double)
    case lineSpacing(Double)
    case padding(DocumentInsets)

    static let stackKeys = ["axis", "distribution", "alignment", "spacing", "customSpacing",
                            "baselineRelativeArrangement", "layoutMarginsRelativeArrangement"]
    static let flowKeys = ["orientation", "arrangedCount", "pagedCount", "itemSpacing", "lineSpacing", "padding"]

    static func keys(for kind: DocumentNode.Kind) -> [String] {
        switch kind {
        case .stack: return stackKeys
        case .flow: return flowKeys
        default: return []
        }
    }

    static let distributions: [String: StackView.Distribution] = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]
    static let alignments: [String: StackView.Alignment] = [
        "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline, "center": .center,
        "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline,
    ]

    static func parse(_ key: String, _ value: JSONValue, _ path: JSONPath, kind: DocumentNode.Kind,
                      context c: DocumentContext) throws -> ContainerProperty {
        switch key {
        case "axis":
            return .axis(try c.choice(value, path, ["horizontal", "vertical"], what: "axis") == "horizontal" ? .horizontal : .vertical)
        case "distribution":
            let names = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
            return .distribution(distributions[try c.choice(value, path, names, what: "distribution")]!)
        case "alignment":
            let names = ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"]
            return .alignment(alignments[try c.choice(value, path, names, what: "alignment")]!)
        case "spacing":
            if value.asString != nil {
                _ = try c.choice(value, path, ["system"], what: "spacing")
                return .spacing(StackView.spacingUseSystem)
            }
            return .spacing(try c.number(value, path, what: "a number or \"system\""))
        case "customSpacing":
            let object = try c.object(value, path, what: "custom spacings {\"arrangedId\": n}")
            return .customSpacing(try object.members.map { member in
                let spacing: Double
                if member.value.asString == "system" {
                    spacing = StackView.spacingUseSystem
                } else {
                    spacing = try c.number(member.value, path.appending(member.key), what: "a number or \"system\"")
                }
                return (member.key, spacing)
            })
        case "baselineRelativeArrangement": return .baselineRelativeArrangement(try c.bool(value, path))
        case "layoutMarginsRelativeArrangement": return .layoutMarginsRelativeArrangement(try c.bool(value, path))
        case "orientation":
            return .orientation(FlowLayout.Orientation(rawValue: try c.choice(value, path, ["vertical", "horizontal"], what: "orientation"))!)
        case "arrangedCount": return .arrangedCount(try c.integer(value, path, minimum: 1))
        case "pagedCount": return .pagedCount(try c.integer(value, path, minimum: 0))
        case "itemSpacing": return .itemSpacing(try c.number(value, path))
        case "lineSpacing": return .lineSpacing(try c.number(value, path))
        case "padding": return .padding(try c.insets(value, path))
        default:
            throw c.error("unknown key '\(key)'", at: value, path)
        }
    }

    static func defaultValue(_ key: String, kind: DocumentNode.Kind) -> ContainerProperty? {
        switch key {
        case "axis": return .axis(.horizontal)
        case "distribution": return .distribution(.fill)
        case "alignment": return .alignment(.fill)
        case "spacing": return .spacing(0)
        case "customSpacing": return .customSpacing([])
        case "baselineRelativeArrangement": return .baselineRelativeArrangement(false)
        case "layoutMarginsRelativeArrangement": return .layoutMarginsRelativeArrangement(false)
        case "orientation": return .orientation(.vertical)
        case "arrangedCount": return .arrangedCount(1)
        case "pagedCount": return .pagedCount(0)
        case "itemSpacing": return .itemSpacing(0)
        case "lineSpacing": return .lineSpacing(0)
        case "padding": return .padding(.absolute(.zero))
        default: return nil
        }
    }

    func apply(to node: DocumentNode, in layout: DocumentLayout) {
        if let stack = node.view as? any StackViewProtocol {
            switch self {
            case .axis(let axis): stack.axis = axis
            case .distribution(let distribution): stack.distribution = distribution
            case .alignment(let alignment): stack.alignment = alignment
            case .spacing(let spacing): stack.spacing = spacing
            case .customSpacing(let spacings):
                for view in stack.arrangedSubviews {
                    stack.setCustomSpacing(StackView.spacingUseDefault, after: view)
                }
                for (id, spacing) in spacings {
                    if let view = layout.view(withID: id) { stack.setCustomSpacing(spacing, after: view) }
                }
            case .baselineRelativeArrangement(let value): stack.isBaselineRelativeArrangement = value
            case .layoutMarginsRelativeArrangement(let value): stack.isLayoutMarginsRelativeArrangement = value
            default: break
            }
        } else if let flow = node.view as? FlowLayout {
            switch self {
            case .orientation(let orientation): flow.orientation = orientation
            case .arrangedCount(let count): flow.arrangedCount = count
            case .pagedCount(let count): flow.pagedCount = count
            case .itemSpacing(let spacing): flow.itemSpacing = spacing
            case .lineSpacing(let spacing): flow.lineSpacing = spacing
            case .padding(.absolute(let insets)): flow.padding = insets
            case .padding(.directional(let insets)): flow.directionalPadding = insets
            default: break
            }
        }
    }

    static func == (lhs: ContainerProperty, rhs: ContainerProperty) -> Bool {
        switch (lhs, rhs) {
        case (.customSpacing(let a), .customSpacing(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.id == $1.id && $0.spacing == $1.spacing }
        case (.axis(let a), .axis(let b)): return a == b
        case (.distribution(let a), .distribution(let b)): return a == b
        case (.alignment(let a), .alignment(let b)): return a == b
        case (.spacing(let a), .spacing(let b)): return a == b
        case (.baselineRelativeArrangement(let a), .baselineRelativeArrangement(let b)): return a == b
        case (.layoutMarginsRelativeArrangement(let a), .layoutMarginsRelativeArrangement(let b)): return a == b
        case (.orientation(let a), .orientation(let b)): return a == b
        case (.arrangedCount(let a), .arrangedCount(let b)): return a == b
        case (.pagedCount(let a), .pagedCount(let b)): return a == b
        case (.itemSpacing(let a), .itemSpacing(let b)): return a == b
        case (.lineSpacing(let a), .lineSpacing(let b)): return a == b
        case (.padding(let a), .padding(let b)): return a == b
        default: return false
        }
    }
}
