/// The picture of one snapshot, shared by the SVG output and the HTML page: every frame in
/// root coordinates, a scroll view's content beyond its frame dashed, hidden views faint and
/// dashed, labels placed by ``LabelPlacement``, ambiguous views hatched with their axis
/// (upright stripes: horizontal, lying: vertical, crossed: both), and
/// each broken constraint a red line between its items with UIKit's message as its tooltip.
///
/// Each view is a `<g class="view" data-view="ID">` whose `<title>` holds its full name and
/// frame; the page's script finds views by `data-view`.
struct SnapshotDrawing {
    let snapshot: LayoutSnapshot
    /// Each view's frame in root coordinates (content offsets applied).
    private(set) var rects: [Rect] = []
    /// Each scroll view's content rectangle in root coordinates.
    private(set) var contentRects: [Rect?] = []
    /// What the drawing covers: the root, every frame and content beyond a scroll view's
    /// frame (which may lie left of or above the root, as on a pager's second page).
    private(set) var extent: Rect
    /// The label of each view, then one per ambiguous view (`ambiguous: horizontal`), then one
    /// per view with text of its own (``contentIndices``).
    private(set) var labels: [LabelPlacement.Label?] = []
    /// The views whose own text follows the ambiguity labels in ``labels``.
    private(set) var contentIndices: [Int] = []
    /// The ambiguity diagnostics drawn, with the index of their view.
    private(set) var ambiguous: [(view: Int, axis: String, message: String)] = []

    static let palette = ["#4C78A8", "#F58518", "#54A24B", "#E45756", "#72B7B2", "#B279A2", "#FF9DA6", "#9D755D"]

    init(_ snapshot: LayoutSnapshot) {
        self.snapshot = snapshot
        var indexByID: [String: Int] = [:]
        var minX = 0.0, minY = 0.0, maxX = snapshot.size.width, maxY = snapshot.size.height
        for (index, view) in snapshot.views.enumerated() {
            indexByID[view.id] = index
            var base = Point.zero
            if let parentID = view.parentID, let parent = indexByID[parentID] {
                base = rects[parent].origin
                if let offset = snapshot.views[parent].contentOffset {
                    base.x -= offset.x
                    base.y -= offset.y
                }
            }
            let rect = Rect(x: base.x + view.frame.minX, y: base.y + view.frame.minY,
                            width: view.frame.width, height: view.frame.height)
            rects.append(rect)
            var content: Rect?
            if let size = view.contentSize {
                let offset = view.contentOffset ?? .zero
                content = Rect(x: rect.minX - offset.x, y: rect.minY - offset.y, width: size.width, height: size.height)
            }
            contentRects.append(content)
            for r in [rect] + (content.map { [$0] } ?? []) {
                minX = min(minX, r.minX); minY = min(minY, r.minY)
                maxX = max(maxX, r.maxX); maxY = max(maxY, r.maxY)
            }
        }
        extent = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        for diagnostic in snapshot.diagnostics where diagnostic.kind == .ambiguous {
            guard let id = diagnostic.items.first ?? diagnostic.view, let index = indexByID[id] else { continue }
            ambiguous.append((index, diagnostic.axis?.name ?? "", diagnostic.message))
        }
        var boxes = snapshot.views.enumerated().map { index, view in
            LabelPlacement.Box(rect: rects[index], name: (view.label ?? view.id) + (view.isHidden ? " (hidden)" : ""),
                               parent: view.parentID.flatMap { indexByID[$0] })
        }
        for item in ambiguous {
            boxes.append(LabelPlacement.Box(rect: rects[item.view], name: "ambiguous: \(item.axis)", parent: item.view))
        }
        // A label's, button's or field's own text, at its font's size (at most 17 pt), where
        // the names leave room.
        for (index, view) in snapshot.views.enumerated() {
            guard let text = view.text, !text.isEmpty, !view.isHidden else { continue }
            contentIndices.append(index)
            boxes.append(LabelPlacement.Box(rect: rects[index], name: text, parent: index,
                                            fontSize: min(view.fontSize ?? LabelPlacement.fontSize, 17), shrinks: true))
        }
        labels = LabelPlacement.place(boxes)
        self.indexByID = indexByID
    }

    private var indexByID: [String: Int] = [:]

    /// The index of the view with `id`.
    func index(of id: String) -> Int? { indexByID[id] }

    /// `x, y, w × h` in superview coordinates, as the tooltips and the page show a frame.
    static func frameText(_ frame: Rect) -> String {
        "\(NumberText.format(frame.minX)), \(NumberText.format(frame.minY)), "
            + "\(NumberText.format(frame.width)) × \(NumberText.format(frame.height))"
    }

    /// The title above the picture: `file WxH`, `file, DEVICE WxH`; for a root of an Interface
    /// Builder file, `file, root ID (scene title) WxH`.
    var title: String {
        var heading = snapshot.file
        if let root = snapshot.root {
            heading += ", root \(root)" + (snapshot.scene.first { $0.key == "title" }.map { " (\($0.value))" } ?? "")
        }
        if let device = snapshot.device { heading += ", \(device)" }
        return heading + " \(NumberText.format(snapshot.size.width))x\(NumberText.format(snapshot.size.height))"
    }

    /// The picture's SVG elements in root coordinates; `key` makes the hatch pattern's id unique
    /// when several drawings share a page; `titled` writes ``title`` above the picture.
    func elements(key: Int, titled: Bool = true) -> String {
        var out: [String] = []
        // The hatching tells the axis: upright stripes for a view free to move or stretch
        // sideways (horizontal), lying ones for up and down (vertical); both cross.
        out.append("<defs><pattern id=\"sl-hatch-horizontal-\(key)\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\">"
                   + "<rect width=\"2\" height=\"6\" fill=\"#D62728\" fill-opacity=\"0.55\"/></pattern>"
                   + "<pattern id=\"sl-hatch-vertical-\(key)\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\">"
                   + "<rect width=\"6\" height=\"2\" fill=\"#D62728\" fill-opacity=\"0.55\"/></pattern></defs>")
        if titled { out.append("<text class=\"title\" x=\"\(f(extent.minX))\" y=\"\(f(extent.minY - 16))\" font-size=\"13\" fill=\"#333\">\(escape(title))</text>") }
        for (index, view) in snapshot.views.enumerated() {
            let color = Self.palette[view.depth % Self.palette.count]
            var tip = "\(view.id) (\(view.type)): \(Self.frameText(view.frame))"
            if view.isHidden { tip += ", hidden" }
            if let label = view.label { tip = "\(label) \u{2014} " + tip }
            if let text = view.text { tip += "; text \u{201C}\(text)\u{201D}" }
            if let content = view.contentSize {
                tip += "; content \(NumberText.format(content.width)) × \(NumberText.format(content.height))"
            }
            var group = "<g class=\"view\" data-view=\"\(escape(view.id))\"><title>\(escape(tip))</title>"
            if let content = contentRects[index] {
                group += rect(content, "fill=\"none\" stroke=\"\(color)\" stroke-dasharray=\"6 4\" stroke-width=\"1\"")
            }
            let dash = view.isHidden ? " stroke-dasharray=\"4 3\" opacity=\"0.45\"" : ""
            // The document's colour and corner radius where it gives them, else a tint of the depth's colour.
            let fill = view.backgroundColor.map { "fill=\"\($0)\"" } ?? "fill=\"\(color)\" fill-opacity=\"0.12\""
            let corners = view.cornerRadius > 0 ? " rx=\"\(f(view.cornerRadius))\"" : ""
            group += rect(rects[index], "\(fill)\(corners) stroke=\"\(color)\" stroke-width=\"1.5\"\(dash)")
            out.append(group + "</g>")
        }
        for item in ambiguous {
            out.append("<g class=\"ambiguous\" data-view=\"\(escape(snapshot.views[item.view].id))\"><title>\(escape(item.message))</title>"
                       + rect(rects[item.view], "fill=\"url(#sl-hatch-\(item.axis == "vertical" ? "vertical" : "horizontal")-\(key))\" stroke=\"#D62728\" stroke-width=\"1\"") + "</g>")
        }
        let contentStart = snapshot.views.count + ambiguous.count
        for (index, label) in labels.enumerated() {
            guard let label else { continue }
            if index >= contentStart {
                // A view's own text, as the app shows it: dark, without the names' halo.
                out.append("<text class=\"content\" x=\"\(f(label.baseline.x))\" y=\"\(f(label.baseline.y))\" font-size=\"\(f(label.fontSize))\" "
                           + "textLength=\"\(f(label.rect.width))\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#333\" pointer-events=\"none\">"
                           + "\(escape(label.text))</text>")
                continue
            }
            let color = index < snapshot.views.count
                ? Self.palette[snapshot.views[index].depth % Self.palette.count] : "#D62728"
            out.append("<text class=\"label\" x=\"\(f(label.baseline.x))\" y=\"\(f(label.baseline.y))\" font-size=\"\(f(label.fontSize))\" "
                       + "textLength=\"\(f(label.rect.width))\" lengthAdjust=\"spacingAndGlyphs\" fill=\"\(color)\" "
                       + "stroke=\"#fff\" stroke-width=\"2\" stroke-opacity=\"0.6\" paint-order=\"stroke\" pointer-events=\"none\">"
                       + "\(escape(label.text))</text>")
        }
        for diagnostic in snapshot.diagnostics where diagnostic.kind == .unsatisfiable {
            guard let constraint = diagnostic.brokenConstraint else { continue }
            out.append(brokenLine(constraint, message: diagnostic.message))
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// A broken constraint: a red line between the points of its items' attributes, or a red
    /// outline around its one item.
    private func brokenLine(_ constraint: LayoutSnapshot.Constraint, message: String) -> String {
        // Level with the smaller item's centre, so the line spans the gap between the two.
        let smallest = constraint.items.compactMap(index(of:)).min { rects[$0].width * rects[$0].height < rects[$1].width * rects[$1].height }
        let near = smallest.map { Point(x: rects[$0].midX, y: rects[$0].midY) } ?? .zero
        let points = constraint.items.indices.compactMap { k -> Point? in
            guard let i = index(of: constraint.items[k]) else { return nil }
            let frame = k < constraint.guideFrames.count ? constraint.guideFrames[k] : nil
            let attribute = Self.absolute(constraint.attributes[k], rightToLeft: constraint.isRightToLeft)
            return Self.point(of: attribute, in: guideRect(i, frame: frame, attribute: attribute), near: near)
        }
        let ids = constraint.items.map(escape).joined(separator: " ")
        var text = "<g class=\"broken\" data-items=\"\(ids)\"><title>\(escape(message))</title>"
        if points.count == 2 {
            let (a, b) = (points[0], points[1])
            text += "<line x1=\"\(f(a.x))\" y1=\"\(f(a.y))\" x2=\"\(f(b.x))\" y2=\"\(f(b.y))\" stroke=\"#D62728\" stroke-width=\"2.5\"/>"
            for p in [a, b] { text += "<circle cx=\"\(f(p.x))\" cy=\"\(f(p.y))\" r=\"3.5\" fill=\"#D62728\"/>" }
        } else if let id = constraint.items.first, let index = index(of: id) {
            text += rect(rects[index], "fill=\"none\" stroke=\"#D62728\" stroke-width=\"2.5\" stroke-dasharray=\"5 3\"")
        }
        return text + "</g>"
    }

    /// The rectangle in root coordinates of a guide of view `index` (its `layoutFrame` is in
    /// the view's coordinates), or for a margin attribute the view inset by its margins (known
    /// when the snapshot was inspected), else the view's.
    func guideRect(_ index: Int, frame: Rect?, attribute: String) -> Rect {
        let r = rects[index]
        if let frame { return Rect(x: r.minX + frame.minX, y: r.minY + frame.minY, width: frame.width, height: frame.height) }
        if attribute.hasSuffix("Margin") || attribute.hasSuffix("WithinMargins"), let inspection = snapshot.views[index].inspection {
            return r.inset(by: inspection.layoutMargins)
        }
        return r
    }

    /// `leading` and `trailing` (and their margins) as the edges they are in the direction.
    static func absolute(_ attribute: String, rightToLeft: Bool) -> String {
        switch attribute {
        case "leading": return rightToLeft ? "right" : "left"
        case "trailing": return rightToLeft ? "left" : "right"
        case "leadingMargin": return rightToLeft ? "rightMargin" : "leftMargin"
        case "trailingMargin": return rightToLeft ? "leftMargin" : "rightMargin"
        default: return attribute
        }
    }

    /// Where an attribute lies on a rectangle, level with `near` (clamped into the rectangle)
    /// so that a line between two items reads as a dimension line; the centre for sizes.
    /// Leading and trailing are left and right here (``absolute(_:rightToLeft:)`` first).
    static func point(of attribute: String, in r: Rect, near: Point) -> Point {
        let x = min(max(near.x, r.minX), r.maxX), y = min(max(near.y, r.minY), r.maxY)
        switch attribute {
        case "left", "leading", "leftMargin", "leadingMargin": return Point(x: r.minX, y: y)
        case "right", "trailing", "rightMargin", "trailingMargin": return Point(x: r.maxX, y: y)
        case "top", "topMargin", "firstBaseline": return Point(x: x, y: r.minY)
        case "bottom", "bottomMargin", "lastBaseline": return Point(x: x, y: r.maxY)
        case "centerX", "centerXWithinMargins": return Point(x: r.midX, y: y)
        case "centerY", "centerYWithinMargins": return Point(x: x, y: r.midY)
        default: return Point(x: r.midX, y: r.midY)
        }
    }

    func rect(_ r: Rect, _ style: String) -> String {
        "<rect x=\"\(f(r.minX))\" y=\"\(f(r.minY))\" width=\"\(f(max(r.width, 0)))\" height=\"\(f(max(r.height, 0)))\" \(style)/>"
    }

    private func f(_ value: Double) -> String { NumberText.format(value) }
}

/// `text` with `& < > "` escaped for XML and HTML.
func escapeMarkup(_ text: String) -> String {
    var result = ""
    for c in text {
        switch c {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        default: result.append(c)
        }
    }
    return result
}

private func escape(_ text: String) -> String { escapeMarkup(text) }
