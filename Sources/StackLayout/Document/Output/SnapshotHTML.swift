/// The HTML output: one self-contained page (no network, no external script, style or font)
/// that draws each snapshot to scale and explains it.
///
/// - The picture is ``SnapshotDrawing``'s, as in the SVG output: labelled frames, a scroll
///   view's content beyond its frame dashed, hidden views faint, ambiguous views hatched with
///   their axis, broken constraints in red between their items with UIKit's message.
/// - Hovering or tapping a view (in the picture, the tree or the problems list) highlights it
///   and shows its frame, alignment rectangle, layout margins, safe area and the constraints
///   affecting it on each axis as `constraintsAffectingLayout(for:)` gives them, each with its
///   origin (document position, Swift line, or the stack rule's UIKit identifier). Those
///   details need snapshots taken inspecting (``DocumentLayout/solve(_:findAmbiguity:inspecting:)``).
/// - A tree of the views beside the picture, with search; several snapshots (sizes, devices,
///   files) as tabs, or all side by side.
/// - A problem in the list, tapped, selects its first view and draws every constraint of the
///   conflict between its items, the broken one in red.
/// - The URL fragment selects: `page.html#snapshot=1&view=avatar&search=row&all=1`, or a
///   problem: `#problem=0`.
///
/// ```swift
/// let snapshot = try layout.solve(LayoutConfiguration(device: "iphone-14"), inspecting: true)
/// let page = SnapshotHTML.render([snapshot])
/// ```
public enum SnapshotHTML {
    /// The page for `snapshots`, in order; `title` heads it (by default the files' names).
    public static func render(_ snapshots: [LayoutSnapshot], title: String? = nil) -> String {
        let drawings = snapshots.map(SnapshotDrawing.init)
        var files: [String] = []
        for snapshot in snapshots where !files.contains(snapshot.file) { files.append(snapshot.file) }
        let heading = title ?? files.joined(separator: ", ")
        let problems = snapshots.reduce(0) { $0 + $1.diagnostics.count }
        var html = HTMLPage.head(title: "StackLayout: \(heading)")
        html += "<header><h1>\(escapeMarkup(heading))</h1>"
        html += "<span class=\"summary\">\(snapshots.count) layout\(snapshots.count == 1 ? "" : "s"), "
        html += problems == 0 ? "no problems" : "\(problems) problem\(problems == 1 ? "" : "s")"
        html += "</span><nav id=\"tabs\">"
        for (index, drawing) in drawings.enumerated() {
            html += "<button type=\"button\" data-tab=\"\(index)\" aria-selected=\"\(index == 0)\">\(escapeMarkup(drawing.title))</button>"
        }
        if snapshots.count > 1 { html += "<button type=\"button\" data-tab=\"all\" aria-selected=\"false\">All side by side</button>" }
        html += "</nav></header>\n<main>\n<aside id=\"tree-pane\">"
        html += "<input id=\"search\" type=\"search\" placeholder=\"Search views\" aria-label=\"Search views\">"
        html += "<div id=\"search-status\" class=\"legend\"></div>\n"
        for (index, snapshot) in snapshots.enumerated() { html += tree(snapshot, index: index) }
        html += "</aside>\n<section id=\"pictures\">\n"
        for (index, drawing) in drawings.enumerated() { html += picture(drawing, index: index) }
        html += "</section>\n<aside id=\"panel\">\n<div id=\"details\"><p class=\"hint\">Hover or tap a view, or pick one in the tree, "
        html += "to see its frame, margins, safe area and constraints.</p></div>\n<h3 id=\"all-problems\">All problems</h3>\n"
        for (index, snapshot) in snapshots.enumerated() { html += problemList(snapshot, index: index) }
        html += legend + "</aside>\n</main>\n"
        html += HTMLPage.data(.object([("snapshots", .array(snapshots.enumerated().map { data($1, drawings[$0]) }))]))
        html += "<script>\n\(HTMLPageScript.layoutPage)\n</script>\n</body>\n</html>\n"
        return html
    }

    static let legend = """
    <div class="legend"><span><i class="swatch" style="background:#1f6feb"></i>selected frame</span>\
    <span><i class="swatch" style="background:#2ca02c"></i>layout margins</span>\
    <span><i class="swatch" style="background:rgba(31,111,235,0.35)"></i>unsafe area</span>\
    <span><i class="swatch" style="background:#9467bd"></i>alignment rect</span>\
    <span><i class="swatch" style="background:#ff7f0e"></i>its constraints</span>\
    <span><i class="swatch" style="background:#d62728"></i>broken / ambiguous (stripes upright: horizontal, lying: vertical)</span>\
    <span>dashed: scroll content, hidden</span></div>

    """

    /// The tree of views, nested lists in document order.
    static func tree(_ snapshot: LayoutSnapshot, index: Int) -> String {
        var children: [String: [Int]] = [:]
        var roots: [Int] = []
        var flagged = Set<String>()
        for diagnostic in snapshot.diagnostics { flagged.formUnion(diagnostic.items) }
        for (position, view) in snapshot.views.enumerated() {
            if let parent = view.parentID { children[parent, default: []].append(position) } else { roots.append(position) }
        }
        var html = "<ul class=\"tree\" data-snapshot=\"\(index)\"\(index == 0 ? "" : " hidden")>"
        func visit(_ position: Int) {
            let view = snapshot.views[position]
            let label = view.label.map { " data-label=\"\(escapeMarkup($0))\"" } ?? ""
            html += "<li><button type=\"button\" data-view=\"\(escapeMarkup(view.id))\"\(label) title=\"\(escapeMarkup(SnapshotDrawing.frameText(view.frame)))\">"
            html += escapeMarkup(view.label.map { "\($0) \u{2014} \(view.id)" } ?? view.id) + "<span class=\"kind\">\(escapeMarkup(view.type))\(view.isHidden ? ", hidden" : "")</span>"
            if flagged.contains(view.id) { html += "<span class=\"problem\" title=\"has a problem\">!</span>" }
            html += "</button>"
            if let kids = children[view.id], !kids.isEmpty {
                html += "<ul>"
                kids.forEach(visit)
                html += "</ul>"
            }
            html += "</li>"
        }
        roots.forEach(visit)
        return html + "</ul>\n"
    }

    /// One snapshot's picture, to scale (one point, one CSS pixel).
    static func picture(_ drawing: SnapshotDrawing, index: Int) -> String {
        let e = drawing.extent
        let pad = 12.0, top = 12.0
        let width = e.width + 2 * pad, height = e.height + pad + top
        func f(_ v: Double) -> String { NumberText.format(v) }
        var html = "<figure class=\"snapshot\(index == 0 ? "" : " inactive")\" data-snapshot=\"\(index)\">"
        html += "<div class=\"figure-title\">\(escapeMarkup(drawing.title))</div>"
        html += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"picture\" width=\"\(f(width))\" height=\"\(f(height))\" "
        html += "viewBox=\"\(f(e.minX - pad)) \(f(e.minY - top)) \(f(width)) \(f(height))\" font-family=\"Helvetica, Arial, sans-serif\" "
        html += "role=\"img\" aria-label=\"\(escapeMarkup(drawing.title))\">\n"
        html += "<rect x=\"\(f(e.minX - pad))\" y=\"\(f(e.minY - top))\" width=\"\(f(width))\" height=\"\(f(height))\" fill=\"white\"/>\n"
        html += drawing.elements(key: index, titled: false)
        html += "<g class=\"overlay\"></g>\n</svg>"
        let problems = drawing.snapshot.diagnostics.count
        html += "<figcaption>\(drawing.snapshot.views.count) views; "
        html += problems == 0 ? "no problems" : "\(problems) problem\(problems == 1 ? "" : "s") (listed on the right)"
        return html + "</figcaption></figure>\n"
    }

    /// The diagnostics of one snapshot, each selecting its first view.
    static func problemList(_ snapshot: LayoutSnapshot, index: Int) -> String {
        var html = "<ul class=\"problems\" data-snapshot=\"\(index)\"\(index == 0 ? "" : " hidden")>"
        if snapshot.diagnostics.isEmpty { html += "<li class=\"none\">No problems: every view is determined and no constraint conflicts.</li>" }
        for (number, diagnostic) in snapshot.diagnostics.enumerated() {
            let target = diagnostic.items.first.map { " data-view=\"\(escapeMarkup($0))\"" } ?? ""
            html += "<li class=\"\(diagnostic.kind.rawValue)\" data-problem=\"\(number)\"\(target)><span class=\"kind\">\(diagnostic.kind.rawValue)"
            if let axis = diagnostic.axis { html += " (\(axis.name))" }
            html += ":</span> \(escapeMarkup(diagnostic.message))"
            if let broken = diagnostic.brokenConstraint {
                html += "<div class=\"equation\">broken: \(escapeMarkup(broken.equation)) <span class=\"origin\">\(escapeMarkup(broken.origin))</span></div>"
                for other in diagnostic.conflictingConstraints {
                    html += "<div class=\"equation\">conflicting: \(escapeMarkup(other.equation)) <span class=\"origin\">\(escapeMarkup(other.origin))</span></div>"
                }
            }
            html += "</li>"
        }
        return html + "</ul>\n"
    }

    /// What the script reads of one snapshot.
    static func data(_ snapshot: LayoutSnapshot, _ drawing: SnapshotDrawing) -> JSONOutput {
        func rect(_ r: Rect) -> JSONOutput { .array([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)]) }
        func insets(_ i: EdgeInsets) -> JSONOutput { .array([.number(i.top), .number(i.left), .number(i.bottom), .number(i.right)]) }
        let views: [JSONOutput] = snapshot.views.enumerated().map { index, view in
            var members: [(key: String, value: JSONOutput)] = [
                ("id", .string(view.id)), ("parent", view.parentID.map { .string($0) } ?? .null), ("type", .string(view.type)),
                ("frame", rect(view.frame)), ("rect", rect(drawing.rects[index])), ("hidden", .bool(view.isHidden)),
            ]
            if let label = view.label { members.append(("label", .string(label))) }
            if let text = view.text { members.append(("text", .string(text))) }
            if let color = view.backgroundColor { members.append(("color", .string(color))) }
            if view.cornerRadius > 0 { members.append(("radius", .number(view.cornerRadius))) }
            if let content = view.contentSize { members.append(("content", .array([.number(content.width), .number(content.height)]))) }
            if let inspection = view.inspection {
                members.append(("margins", insets(inspection.layoutMargins)))
                members.append(("safeArea", insets(inspection.safeAreaInsets)))
                members.append(("alignment", rect(inspection.alignmentRect)))
                members.append(("hg", .array(inspection.horizontalGroups.map { .number(Double($0)) })))
                members.append(("vg", .array(inspection.verticalGroups.map { .number(Double($0)) })))
            }
            return .object(members)
        }
        let diagnostics: [JSONOutput] = snapshot.diagnostics.map { d in
            .object([("kind", .string(d.kind.rawValue)), ("message", .string(d.message)), ("axis", d.axis.map { .string($0.name) } ?? .null),
                     ("items", .array(d.items.map { .string($0) })),
                     ("broken", d.brokenConstraint.map(constraint) ?? .null),
                     ("conflicting", .array(d.conflictingConstraints.map(constraint)))])
        }
        return .object([("title", .string(drawing.title)), ("views", .array(views)),
                        ("constraints", .array(snapshot.constraints.map(constraint))), ("diagnostics", .array(diagnostics))])
    }

    static func constraint(_ c: LayoutSnapshot.Constraint) -> JSONOutput {
        func rect(_ r: Rect) -> JSONOutput { .array([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)]) }
        let guides: [JSONOutput] = c.guides.map { $0.map { .string($0) } ?? .null }
        let guideFrames: [JSONOutput] = c.guideFrames.map { $0.map(rect) ?? .null }
        var members: [(key: String, value: JSONOutput)] = []
        members.append(("equation", .string(c.equation)))
        members.append(("origin", .string(c.origin)))
        members.append(("identifier", c.identifier.map { .string($0) } ?? .null))
        members.append(("items", .array(c.items.map { .string($0) })))
        members.append(("attributes", .array(c.attributes.map { .string($0) })))
        members.append(("guides", .array(guides)))
        members.append(("guideFrames", .array(guideFrames)))
        members.append(("broken", .bool(c.isBroken)))
        members.append(("priority", .number(c.priority)))
        if let resistance = c.compressionResistancePriority { members.append(("compressionResistance", .number(resistance))) }
        members.append(("group", c.group.map { .number(Double($0)) } ?? .null))
        members.append(("rtl", .bool(c.isRightToLeft)))
        return .object(members)
    }

}

/// The parts every page shares: the head with its style and error catcher, and the data island.
enum HTMLPage {
    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escapeMarkup(title))</title>
        <style>
        \(HTMLPageStyle.css)
        </style>
        </head>
        <body data-state="loading">
        <pre id="errors" hidden></pre>
        <script>
        \(HTMLPageScript.errorCatcher)
        </script>

        """
    }

    /// The data as a JSON island: `<` written `\u003c`, so no string can close the script.
    static func data(_ value: JSONOutput) -> String {
        var json = JSONWriter.string(value, style: .compact)
        json = json.replacingAll("<", with: "\\u003c")
        return "<script type=\"application/json\" id=\"stacklayout-data\">\(json)</script>\n"
    }
}

extension String {
    /// Every occurrence of `target` replaced (the core has no Foundation).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for c in self { if c == target { result += replacement } else { result.append(c) } }
        return result
    }
}
