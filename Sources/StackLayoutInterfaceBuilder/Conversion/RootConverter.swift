import StackLayout

/// Where a root's content sizes come from (`--intrinsic-sizes`, INTERFACE_BUILDER.md §18).
public enum IntrinsicSizeSource: String, Sendable, CaseIterable {
    /// Each content view's size as Interface Builder measured it: its stored frame.
    case stored
    /// Measured from the content: text with the built-in font metrics, images from `<resources>`.
    case measured
}

/// One view of a root as read: its element under the canvas's traits, its stored frame and
/// its place in the tree.
struct ViewRecord {
    let ibID: String
    let documentID: String
    let element: XMLElement
    let resolved: ResolvedElement
    /// The stored frame, in the superview's coordinates (a scroll view's content coordinates).
    let storedFrame: Rect?
    let parentID: String?
    let role: ViewRole
    /// How text and SVG output name it: its userLabel, else its class and text.
    let label: String
}

enum ViewRole {
    case root
    case subview
    case arranged
    /// A cell's or effect view's content view: it fills its owner.
    case contentView
}

/// Turns one root of an Interface Builder file into a layout document (FORMAT.md) for one
/// canvas: the views with their stored content sizes, margins and frames, every installed
/// constraint, the guides, the variations the canvas's traits select. Each value is placed
/// at the element it comes from, so the document's errors and origins point into the file.
final class RootConverter {
    let root: InterfaceBuilderRoot
    let canvas: InterfaceBuilderCanvas
    let intrinsicSizes: IntrinsicSizeSource
    let context: FileContext
    let log: DiagnosticLog
    /// The traits variations are matched against (nil on the Any/Any canvas).
    let traits: TraitCollection?
    let variationsEnabled: Bool

    private(set) var records: [ViewRecord] = []
    private(set) var recordIndex: [String: Int] = [:]
    /// Anchor prefixes of the guides constraints may name, by IB id (`root.safeArea`, a custom guide's id).
    private var guideAnchors: [String: String] = [:]
    /// Custom guides (old top/bottom layout guides, the keyboard guide) the root owns, with
    /// the constraints that place them.
    private var rootGuides: [(id: String, element: XMLElement, constraints: [JSONValue])] = []
    /// Views not installed under the traits, with their subtrees: constraints naming them are dropped.
    private var uninstalled: Set<String> = []
    private var usedDocumentIDs: Set<String> = []
    /// The records' indices by their parent's IB id, in document order.
    private var children: [String: [Int]] = [:]

    init(root: InterfaceBuilderRoot, canvas: InterfaceBuilderCanvas, intrinsicSizes: IntrinsicSizeSource, log: DiagnosticLog) {
        self.root = root
        self.canvas = canvas
        self.intrinsicSizes = intrinsicSizes
        self.context = root.context
        self.log = log
        self.traits = canvas.traits
        self.variationsEnabled = root.context.useTraitCollections
    }

    func record(_ ibID: String) -> ViewRecord? { recordIndex[ibID].map { records[$0] } }
    /// The anchor prefix of a guide constraints may name.
    func guideAnchor(_ ibID: String) -> String? { guideAnchors[ibID] }
    /// Whether the view is left out under these traits (an installed mask excludes it).
    func isUninstalled(_ ibID: String) -> Bool { uninstalled.contains(ibID) }

    /// The document: `{"format": 1, "root": {...}}`.
    func document() -> JSONValue {
        collect(root.element, parent: nil, role: .root)
        addRootGuides()
        let at = root.element.location
        return .object([("format", .number(1, at: at)), ("root", build(records[0]))], at: at)
    }

    // MARK: - Reading the tree

    /// A document id for an IB id: the IB id itself when FORMAT.md's pattern allows it, else
    /// prefixed with `_` (`8bC-Xf-vdC` → `_8bC-Xf-vdC`, `-1` → `_-1`).
    func documentID(for ibID: String) -> String {
        func isStart(_ s: Unicode.Scalar) -> Bool { s == "_" || (s.isASCII && s.properties.isAlphabetic) }
        func isBody(_ s: Unicode.Scalar) -> Bool { isStart(s) || ("0"..."9").contains(s) || s == "-" }
        var id = String(String.UnicodeScalarView(ibID.unicodeScalars.map { isBody($0) ? $0 : "_" }))
        if id.unicodeScalars.first.map(isStart) != true { id = "_" + id }
        var unique = id
        var counter = 2
        while usedDocumentIDs.contains(unique) {
            unique = "\(id)-\(counter)"
            counter += 1
        }
        usedDocumentIDs.insert(unique)
        return unique
    }

    private func collect(_ element: XMLElement, parent: ViewRecord?, role: ViewRole) {
        guard let ibID = element.id ?? parent.map({ "\($0.ibID)-contentView" }) else {
            log.warn("\(element.tag) has no id: it is left out with its subviews", at: element)
            return
        }
        if recordIndex[ibID] != nil {
            log.warn("the id '\(ibID)' is used twice: the second \(element.tag) is left out", at: element)
            return
        }
        let resolved = element.resolved(traits, enabled: variationsEnabled)
        let frame = storedFrame(resolved, parent: parent)
        let record = ViewRecord(ibID: ibID, documentID: documentID(for: ibID), element: element, resolved: resolved,
                                storedFrame: frame, parentID: parent?.ibID, role: role, label: label(of: resolved))
        recordIndex[ibID] = records.count
        if let parent { children[parent.ibID, default: []].append(records.count) }
        records.append(record)
        checkAttributes(resolved)
        for child in element.children {
            switch child.name {
            case "viewLayoutGuide":
                registerGuide(child, owner: record)
            case "keyboardLayoutGuide":
                registerKeyboardGuide(child, owner: record)
            default:
                break
            }
        }
        if ElementCatalog.leaves.contains(element.name) { return }
        if let content = element.children.first(where: { $0.key == "contentView" }) {
            collect(content, parent: record, role: .contentView)
        }
        guard let subviews = element.child("subviews") else { return }
        let arranged = element.name == "stackView"
        for child in subviews.children {
            if let id = child.id, !element.installs(id, mask: "subviews", traits: traits, enabled: variationsEnabled) {
                child.forEachDescendant { if let id = $0.id { uninstalled.insert(id) } }
                continue
            }
            if !ElementCatalog.knownViews.contains(child.name) {
                log.warnOnce(kind: "view:\(child.name)",
                             "unknown view <\(child.name)>: laid out as a plain view without intrinsic size", at: child)
            }
            collect(child, parent: record, role: arranged ? .arranged : .subview)
        }
    }

    /// The stored frame: `<rect key="frame">` (a variation's where one matches), or Xcode 8.0's
    /// `<frame key="frameInset">`, or for a content view its owner's bounds.
    private func storedFrame(_ element: ResolvedElement, parent: ViewRecord?) -> Rect? {
        if let rect = element.frameElement {
            return Rect(x: number(rect["x"]) ?? 0, y: number(rect["y"]) ?? 0,
                        width: number(rect["width"]) ?? 0, height: number(rect["height"]) ?? 0)
        }
        if let inset = element.element.child("frame", key: "frameInset") {
            let parentSize = parent?.storedFrame?.size
            let width = number(inset["width"]), height = number(inset["height"])
            var x = number(inset["minX"]) ?? 0, y = number(inset["minY"]) ?? 0
            var w = width ?? 0, h = height ?? 0
            if let parentSize, let maxX = number(inset["maxX"]) {
                if width == nil { w = parentSize.width - x - maxX } else if inset["minX"] == nil { x = parentSize.width - maxX - w }
            }
            if let parentSize, let maxY = number(inset["maxY"]) {
                if height == nil { h = parentSize.height - y - maxY } else if inset["minY"] == nil { y = parentSize.height - maxY - h }
            }
            return Rect(x: x, y: y, width: w, height: h)
        }
        if element.element.key == "contentView", let size = parent?.storedFrame?.size {
            return Rect(origin: .zero, size: size)
        }
        return nil
    }

    private func registerGuide(_ guide: XMLElement, owner: ViewRecord) {
        guard let id = guide.id else { return }
        switch guide.key {
        case "safeArea": guideAnchors[id] = "\(owner.documentID).safeArea"
        case "contentLayoutGuide": guideAnchors[id] = "\(owner.documentID).content"
        case "frameLayoutGuide": guideAnchors[id] = "\(owner.documentID).frame"
        case "keyboard": registerKeyboardGuide(guide, owner: owner)
        default:
            log.warn("unknown layout guide '\(guide.key ?? "")': constraints naming it are dropped", at: guide)
        }
    }

    /// The keyboard layout guide with no keyboard shown: from the safe area's bottom to the
    /// root's bottom, across the root (§5.4).
    private func registerKeyboardGuide(_ guide: XMLElement, owner: ViewRecord) {
        guard let id = guide.id else { return }
        let guideID = documentID(for: id)
        guideAnchors[id] = guideID
        let rootID = records[0].documentID
        let at = guide.location
        rootGuides.append((guideID, guide, [
            constraint("\(guideID).top", "==", "\(rootID).safeArea.bottom", at: at, id: "keyboard.top"),
            constraint("\(guideID).bottom", "==", "\(rootID).bottom", at: at, id: "keyboard.bottom"),
            constraint("\(guideID).leading", "==", "\(rootID).leading", at: at, id: "keyboard.leading"),
            constraint("\(guideID).trailing", "==", "\(rootID).trailing", at: at, id: "keyboard.trailing"),
        ]))
    }

    /// A controller's old top and bottom layout guides (§5.3): the top guide runs from the
    /// root's top to below the status bar and bars, the bottom one from above the bottom bars
    /// to the root's bottom (in files with safe areas: to and from the safe area's edges).
    private func addRootGuides() {
        guard let guides = root.controller?.child("layoutGuides") else { return }
        let rootID = records[0].documentID
        for guide in guides.children(named: "viewControllerLayoutGuide") {
            guard let id = guide.id, let type = guide["type"] else { continue }
            let guideID = documentID(for: id)
            guideAnchors[id] = guideID
            let at = guide.location
            let name = type == "top" ? "topLayoutGuide" : "bottomLayoutGuide"
            var constraints = [
                constraint("\(guideID).leading", "==", "\(rootID).leading", at: at, id: "\(name).leading"),
                constraint("\(guideID).trailing", "==", "\(rootID).trailing", at: at, id: "\(name).trailing"),
            ]
            let safe = context.useSafeAreas
            if type == "top" {
                constraints.append(constraint("\(guideID).top", "==", "\(rootID).top", at: at, id: "\(name).top"))
                constraints.append(safe
                    ? constraint("\(guideID).bottom", "==", "\(rootID).safeArea.top", at: at, id: "\(name).bottom")
                    : constraint("\(guideID).height", "==", nil, constant: canvas.topLayoutGuideLength, at: at, id: "\(name).length"))
            } else {
                constraints.append(constraint("\(guideID).bottom", "==", "\(rootID).bottom", at: at, id: "\(name).bottom"))
                constraints.append(safe
                    ? constraint("\(guideID).top", "==", "\(rootID).safeArea.bottom", at: at, id: "\(name).top")
                    : constraint("\(guideID).height", "==", nil, constant: canvas.bottomLayoutGuideLength, at: at, id: "\(name).length"))
            }
            rootGuides.append((guideID, guide, constraints))
        }
    }

    /// A constraint in FORMAT.md's object form.
    func constraint(_ first: String, _ relation: String, _ second: String?, multiplier: Double = 1, constant: Double = 0,
                    priority: Double = 1000, at location: SourceLocation, id: String) -> JSONValue {
        var members: [(String, JSONValue)] = [("first", .string(first, at: location))]
        if relation != "==" { members.append(("relation", .string(relation, at: location))) }
        if let second {
            members.append(("second", .string(second, at: location)))
            if multiplier != 1 { members.append(("multiplier", .number(multiplier, at: location))) }
        }
        if constant != 0 { members.append(("constant", .number(constant, at: location))) }
        if priority != 1000 { members.append(("priority", .number(priority, at: location))) }
        members.append(("id", .string(id, at: location)))
        return .object(members, at: location)
    }

    /// The readable name of a view: its userLabel, else its class and text (`label "Sign in"`).
    private func label(of element: ResolvedElement) -> String {
        if let userLabel = element["userLabel"] { return userLabel }
        let name = element["customClass"] ?? element.element.name
        guard let text = ContentText.text(of: element), !text.isEmpty else { return name }
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
        return "\(name) \"\(line.count > 24 ? String(line.prefix(23)) + "…" : line)\""
    }

    /// Warns once per element kind about attributes and children the importer does not know.
    private func checkAttributes(_ element: ResolvedElement) {
        let xml = element.element
        for name in xml.attributes.keys.sorted()
        where !ElementCatalog.layoutAttributes.contains(name) && !ElementCatalog.drawingAttributes.contains(name) {
            log.warnOnce(kind: "attribute:\(xml.name).\(name)",
                         "\(xml.tag): unknown attribute '\(name)' ignored", at: xml)
        }
        // A table or collection lays out its own children (cells, headers): they are not read.
        let ownsChildren = xml.name == "tableView" || xml.name == "collectionView"
        for child in xml.children where !ownsChildren
        && !ElementCatalog.layoutChildren.contains(child.name) && !ElementCatalog.ignoredChildren.contains(child.name) {
            log.warnOnce(kind: "child:\(xml.name).\(child.name)",
                         "\(xml.tag): unknown element <\(child.name)> ignored", at: child)
        }
    }

    func number(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    // MARK: - Building the document

    /// The document's view object for a record and, recursively, its subviews.
    private func build(_ record: ViewRecord) -> JSONValue {
        let element = record.resolved
        let at = record.element.location
        var members: [(String, JSONValue)] = [("id", .string(record.documentID, at: at))]
        let content = measuredContent(record)
        let type = content?.type ?? documentType(record)
        if type != "view" { members.append(("type", .string(type, at: at))) }
        members += content?.members ?? []
        var constraints: [JSONValue] = []
        if record.role == .root {
            members.append(("size", .size(canvas.size, at: at)))
            if canvas.safeAreaInsets != .zero { members.append(("safeArea", .insets(canvas.safeAreaInsets, at: at))) }
        } else {
            placement(record, members: &members, constraints: &constraints)
        }
        members += sizeMembers(record, measured: content != nil)
        if element.flag("hidden") { members.append(("hidden", .bool(true, at: at))) }
        if let margins = margins(record) { members.append(("layoutMargins", margins)) }
        if element.flag("preservesSuperviewLayoutMargins") {
            members.append(("preservesSuperviewLayoutMargins", .bool(true, at: at)))
        }
        if element["insetsLayoutMarginsFromSafeArea"] == "NO" {
            members.append(("insetsLayoutMarginsFromSafeArea", .bool(false, at: at)))
        }
        switch element["semanticContentAttribute"] {
        case "forceRightToLeft"?: members.append(("direction", .string("rightToLeft", at: at)))
        case "forceLeftToRight"?, "playback"?, "spatial"?: members.append(("direction", .string("leftToRight", at: at)))
        default: break
        }
        if type == "stack" { members += stackMembers(record) }
        if type == "scroll" { members += scrollMembers(record) }
        if record.role == .root, !rootGuides.isEmpty {
            members.append(("guides", .array(rootGuides.map { .string($0.id, at: $0.element.location) }, at: at)))
            constraints += rootGuides.flatMap(\.constraints)
        }
        constraints += heldConstraints(record)
        if !constraints.isEmpty { members.append(("constraints", .array(constraints, at: at))) }
        if let indices = children[record.ibID] {
            let key = type == "stack" ? "arrangedSubviews" : "subviews"
            members.append((key, .array(indices.map { build(records[$0]) }, at: at)))
        }
        return .object(members, at: at)
    }

    private func documentType(_ record: ViewRecord) -> String {
        switch record.element.name {
        case "stackView": return "stack"
        case "scrollView": return "scroll"
        default: return "view"
        }
    }
}
