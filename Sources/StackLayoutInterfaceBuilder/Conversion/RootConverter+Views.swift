import StackLayout

/// A view's placement, content size, margins and container keys in the document.
extension RootConverter {
    /// Whether IB lays the view out by its frame (§11): every view of a file without Auto
    /// Layout; a non-arranged subview with `fixedFrame`, or without
    /// `translatesAutoresizingMaskIntoConstraints="NO"`.
    func isFrameView(_ record: ViewRecord) -> Bool {
        guard record.role == .subview else { return false }
        return !context.useAutolayout || record.resolved.flag("fixedFrame")
            || record.resolved["translatesAutoresizingMaskIntoConstraints"] == nil
    }

    /// A frame view's `frame`, or the constraints its autoresizing mask makes relative to its
    /// superview's stored size; a content view fills its owner that way.
    func placement(_ record: ViewRecord, members: inout [(String, JSONValue)], constraints: inout [JSONValue]) {
        let fills = record.role == .contentView
        guard fills || isFrameView(record) else { return }
        let at = record.element.location
        guard let frame = record.storedFrame else {
            log.warn("\(record.element.tag) is laid out by its frame but stores none: it is placed at the origin, with no size",
                     at: record.element)
            members.append(("frame", .rect(Rect.zero, at: at)))
            return
        }
        let mask = fills ? AutoresizingMask.fill
            : AutoresizingMask(record.element.child("autoresizingMask", key: "autoresizingMask"))
        guard let parent = record.parentID.flatMap(record(_:)), let parentSize = parent.storedFrame?.size,
              !mask.isFixed else {
            members.append(("frame", .rect(frame, at: at)))
            return
        }
        // The superview's edges seen from inside a scroll view are its content's: its frame
        // guide stands for its bounds.
        let base = parent.element.name == "scrollView" ? "\(parent.documentID).frame" : parent.documentID
        let where_ = record.element.child("autoresizingMask")?.location ?? at
        constraints += axisConstraints(record.documentID, base, parent.documentID, origin: frame.minX, length: frame.width,
                                       parentLength: parentSize.width, flexible: mask.horizontal,
                                       names: ("left", "width", "right"), at: where_)
        constraints += axisConstraints(record.documentID, base, parent.documentID, origin: frame.minY, length: frame.height,
                                       parentLength: parentSize.height, flexible: mask.vertical,
                                       names: ("top", "height", "bottom"), at: where_)
    }

    /// One axis of an autoresizing mask as constraints: the superview's change in size is
    /// shared by the flexible parts (margin before, length, margin after) in proportion to
    /// their stored sizes, equally when those are all 0, as UIKit's autoresizing does
    /// (`View.AutoresizingMask.shares`).
    private func axisConstraints(_ view: String, _ base: String, _ parent: String, origin: Double, length: Double,
                                 parentLength: Double, flexible: (Bool, Bool, Bool),
                                 names: (String, String, String), at: SourceLocation) -> [JSONValue] {
        // The one translation of a mask, the engine's for views made in code.
        let share = View.AutoresizingMask.shares(origin: origin, length: length, parentLength: parentLength,
                                                 flexible: flexible)
        let shares = [share.margin, share.length]
        let name = "autoresizing.\(names.0)"
        var result: [JSONValue] = []
        if shares[0] == 0 {
            result.append(constraint("\(view).\(names.0)", "==", "\(parent).\(names.0)", constant: origin, at: at, id: name))
        } else {
            result.append(constraint("\(view).\(names.0)", "==", "\(base).\(names.2)", multiplier: shares[0],
                                     constant: origin - parentLength * shares[0], at: at, id: name))
        }
        if shares[1] == 0 {
            result.append(constraint("\(view).\(names.1)", "==", nil, constant: length, at: at, id: "autoresizing.\(names.1)"))
        } else {
            result.append(constraint("\(view).\(names.1)", "==", "\(base).\(names.1)", multiplier: shares[1],
                                     constant: length - parentLength * shares[1], at: at, id: "autoresizing.\(names.1)"))
        }
        return result
    }

    // MARK: Content size

    /// `intrinsicSize`, `hugging`, `compressionResistance` and `alignmentRectInsets`; a view
    /// `measured` from its content takes its size and alignment insets from its type.
    func sizeMembers(_ record: ViewRecord, measured: Bool) -> [(String, JSONValue)] {
        let element = record.resolved
        let at = record.element.location
        var members: [(String, JSONValue)] = []
        var width: Double?, height: Double?
        let outsets = ElementCatalog.alignmentOutsets(of: element, storedSize: record.storedFrame?.size)
        switch measured ? .none : ElementCatalog.intrinsicDimensions(of: element) {
        case .none:
            break
        case let dimensions:
            if let frame = record.storedFrame {
                let out = outsets ?? .zero
                height = frame.height - out.top - out.bottom
                if dimensions == .both { width = frame.width - out.left - out.right }
            } else {
                log.warnOnce(kind: "no-frame-size",
                             "\(record.element.tag) stores no frame: its content size is unknown with --intrinsic-sizes stored",
                             at: record.element)
            }
        }
        if let designable = context.designables[record.ibID] {
            width = designable.width < 0 ? nil : designable.width
            height = designable.height < 0 ? nil : designable.height
        }
        if let text = element["placeholderIntrinsicWidth"] { width = text == "infinite" ? nil : number(text) }
        if let text = element["placeholderIntrinsicHeight"] { height = text == "infinite" ? nil : number(text) }
        if width != nil || height != nil {
            var size: [(String, JSONValue)] = []
            if let width { size.append(("width", .number(width, at: at))) }
            if let height { size.append(("height", .number(height, at: at))) }
            members.append(("intrinsicSize", .object(size, at: at)))
        }
        if let outsets, record.storedFrame != nil, !measured {
            members.append(("alignmentRectInsets", .insets(outsets, at: at)))
        }
        for (key, names, fallback) in [("hugging", ("horizontalHuggingPriority", "verticalHuggingPriority"), 250.0),
                                       ("compressionResistance", ("horizontalCompressionResistancePriority",
                                                                  "verticalCompressionResistancePriority"), 750.0)] {
            let horizontal = number(element[names.0]), vertical = number(element[names.1])
            guard horizontal != nil || vertical != nil else { continue }
            members.append((key, .object([("horizontal", .number(horizontal ?? fallback, at: at)),
                                          ("vertical", .number(vertical ?? fallback, at: at))], at: at)))
        }
        return members
    }

    // MARK: Margins

    /// The view's own layout margins, as written.
    func ownMargins(_ record: ViewRecord) -> SidedMargins? {
        let xml = record.element
        if let insets = xml.child("edgeInsets", key: "layoutMargins") {
            return .absolute(EdgeInsets(top: number(insets["top"]) ?? 0, left: number(insets["left"]) ?? 0,
                                        bottom: number(insets["bottom"]) ?? 0, right: number(insets["right"]) ?? 0))
        }
        if let insets = xml.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            return .directional(DirectionalEdgeInsets(top: number(insets["top"]) ?? 0, leading: number(insets["leading"]) ?? 0,
                                                      bottom: number(insets["bottom"]) ?? 0,
                                                      trailing: number(insets["trailing"]) ?? 0))
        }
        return nil
    }

    /// `layoutMargins`: a root's system minimum on the sides (§16.1–16.2), a cell content
    /// view's (§16.3), a stack's 0, else the view's own; nil keeps the document's 8.
    func margins(_ record: ViewRecord) -> JSONValue? {
        let at = record.element.location
        let own = ownMargins(record)
        if record.role == .root, let minimum = canvas.rootMargins {
            let insets = own?.edgeInsets ?? EdgeInsets(top: minimum.top, left: 0, bottom: minimum.bottom, right: 0)
            return .insets(EdgeInsets(top: insets.top, left: max(insets.left, minimum.left),
                                      bottom: insets.bottom, right: max(insets.right, minimum.right)), at: at)
        }
        if let own { return own.json(at: at) }
        if record.role == .contentView, let owner = record.parentID.flatMap(self.record(_:)) {
            switch owner.element.name {
            case "tableViewCell":
                // Before Xcode 10: 8 on every side; from Xcode 10 11 above and below, 16 or 20 on the sides.
                guard context.xcode >= 10 else { return .insets(EdgeInsets(all: 8), at: at) }
                let side: Double = canvasWidth >= 414 ? 20 : 16
                return .insets(EdgeInsets(top: 11, left: side, bottom: 11, right: side), at: at)
            case "collectionViewCell":
                let side: Double = canvasWidth >= 414 ? 20 : 16
                return .insets(EdgeInsets(top: 8, left: side, bottom: 8, right: side), at: at)
            default:
                return nil
            }
        }
        if record.element.name == "stackView" { return .insets(EdgeInsets.zero, at: at) }
        return nil
    }

    /// The canvas device's width in portrait, for the cell margins that follow it.
    private var canvasWidth: Double {
        guard let id = canvas.device, let device = CanvasDevice.all[id] else { return min(canvas.size.width, canvas.size.height) }
        return device.portraitSize.width
    }

    // MARK: Stacks and scroll views

    func stackMembers(_ record: ViewRecord) -> [(String, JSONValue)] {
        let element = record.resolved
        let at = record.element.location
        var members: [(String, JSONValue)] = []
        let vertical = element["axis"] == "vertical"
        if vertical { members.append(("axis", .string("vertical", at: at))) }
        if let distribution = element["distribution"] {
            let known = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
            if known.contains(distribution) {
                members.append(("distribution", .string(distribution, at: at)))
            } else {
                log.warn("\(record.element.tag): unknown distribution '\(distribution)': fill is used", at: record.element)
            }
        }
        if let alignment = element["alignment"] {
            // IB writes one token for both axes: on a vertical stack top is leading (§7).
            let mapped: String?
            switch (alignment, vertical) {
            case ("fill", _), ("center", _), ("firstBaseline", _), ("lastBaseline", _): mapped = alignment
            case ("baseline", _): mapped = "lastBaseline"
            case ("top", true), ("leading", true), ("leading", false): mapped = vertical ? "leading" : "top"
            case ("bottom", true), ("trailing", true), ("trailing", false): mapped = vertical ? "trailing" : "bottom"
            case ("top", false), ("bottom", false): mapped = alignment
            default: mapped = nil
            }
            if let mapped {
                members.append(("alignment", .string(mapped, at: at)))
            } else {
                log.warn("\(record.element.tag): unknown alignment '\(alignment)': fill is used", at: record.element)
            }
        }
        if element["spacingType"] == "standard" {
            members.append(("spacing", .string("system", at: at)))
        } else if let spacing = number(element["spacing"]) {
            members.append(("spacing", .number(spacing, at: at)))
        }
        if element.flag("baselineRelativeArrangement") {
            members.append(("baselineRelativeArrangement", .bool(true, at: at)))
        }
        // No attribute says it: a stack whose margins are set arranges inside them (§7).
        if ownMargins(record) != nil || element.flag("layoutMarginsRelativeArrangement") {
            members.append(("layoutMarginsRelativeArrangement", .bool(true, at: at)))
        }
        return members
    }

    func scrollMembers(_ record: ViewRecord) -> [(String, JSONValue)] {
        let element = record.resolved
        let at = record.element.location
        var members: [(String, JSONValue)] = []
        if let behavior = element["contentInsetAdjustmentBehavior"] {
            if ["automatic", "scrollableAxes", "never", "always"].contains(behavior) {
                members.append(("contentInsetAdjustmentBehavior", .string(behavior, at: at)))
            } else {
                log.warn("\(record.element.tag): unknown contentInsetAdjustmentBehavior '\(behavior)': automatic is used",
                         at: record.element)
            }
        }
        if element.flag("pagingEnabled") { members.append(("pagingEnabled", .bool(true, at: at))) }
        if element.flag("alwaysBounceHorizontal") { members.append(("alwaysBounceHorizontal", .bool(true, at: at))) }
        if element.flag("alwaysBounceVertical") { members.append(("alwaysBounceVertical", .bool(true, at: at))) }
        if let inset = record.element.child("inset", key: "contentInset") {
            let insets = EdgeInsets(top: number(inset["minY"]) ?? 0, left: number(inset["minX"]) ?? 0,
                                    bottom: number(inset["maxY"]) ?? 0, right: number(inset["maxX"]) ?? 0)
            if insets != .zero { members.append(("contentInset", .insets(insets, at: inset.location))) }
        }
        return members
    }
}

/// Layout margins in the form IB wrote them.
enum SidedMargins {
    case absolute(EdgeInsets)
    case directional(DirectionalEdgeInsets)

    /// Left to right.
    var edgeInsets: EdgeInsets {
        switch self {
        case .absolute(let insets): return insets
        case .directional(let insets): return insets.edgeInsets(for: .leftToRight)
        }
    }

    func json(at location: SourceLocation) -> JSONValue {
        switch self {
        case .absolute(let insets): return .insets(insets, at: location)
        case .directional(let insets): return .insets(insets, at: location)
        }
    }
}

/// `<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" widthSizable="YES" …/>`: which
/// parts of each axis (margin before, length, margin after) follow the superview's size.
struct AutoresizingMask {
    var horizontal: (Bool, Bool, Bool)
    var vertical: (Bool, Bool, Bool)

    /// Width and height follow the superview (a content view filling its owner).
    static let fill = AutoresizingMask(horizontal: (false, true, false), vertical: (false, true, false))

    init(horizontal: (Bool, Bool, Bool), vertical: (Bool, Bool, Bool)) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No element: UIKit's default, nothing flexible.
    init(_ element: XMLElement?) {
        func flag(_ name: String) -> Bool { element?.flag(name) ?? false }
        horizontal = (flag("flexibleMinX"), flag("widthSizable"), flag("flexibleMaxX"))
        vertical = (flag("flexibleMinY"), flag("heightSizable"), flag("flexibleMaxY"))
    }

    /// Whether the view keeps its left, top, width and height whatever the superview does
    /// (only the margins after it flexible, or nothing).
    var isFixed: Bool { !horizontal.0 && !horizontal.1 && !vertical.0 && !vertical.1 }
}
