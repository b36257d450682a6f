/// The page that overlays two layouts (``SnapshotDiff``): the first layout's frames dashed
/// blue, the second's solid, the views that moved or resized in red with an arrow from where
/// they were, and a table of every change beside the picture. Tapping a row or a view
/// highlights it in both layouts; `#view=ID` in the URL selects one; the layers can be hidden.
///
/// `stacklayout diff A.json B.json` writes it, and so does a failing golden assertion of
/// StackLayoutTesting (the golden as the first layout, the test's as the second).
public enum SnapshotDiffHTML {
    /// The page; `beforeName` and `afterName` name the two layouts (by default their files and sizes).
    public static func render(_ diff: SnapshotDiff, beforeName: String? = nil, afterName: String? = nil,
                              note: String? = nil) -> String {
        let old = SnapshotDrawing(diff.before), new = SnapshotDrawing(diff.after)
        let oldName = beforeName ?? old.title, newName = afterName ?? new.title
        let changes = diff.changes
        var html = HTMLPage.head(title: "StackLayout diff: \(oldName) → \(newName)")
        html += "<header><h1>\(escapeMarkup(oldName)) → \(escapeMarkup(newName))</h1><span class=\"summary\">"
        html += changes.isEmpty ? "the layouts match" : "\(changes.count) of \(diff.entries.count) views changed"
        html += " (tolerance \(NumberText.format(diff.tolerance)) pt)</span>"
        html += "<nav id=\"tabs\"><label><input type=\"checkbox\" id=\"show-before\" checked> before</label> "
        html += "<label><input type=\"checkbox\" id=\"show-after\" checked> after</label></nav></header>\n"
        html += "<main class=\"diff\" style=\"grid-template-columns: 1fr 420px\">\n<section id=\"pictures\">"
        html += picture(diff, old, new)
        html += "</section>\n<aside id=\"panel\">\n"
        if let note { html += "<p class=\"hint\">\(escapeMarkup(note))</p>\n" }
        html += "<div class=\"legend\"><span><i class=\"swatch\" style=\"background:#4C78A8\"></i>before: \(escapeMarkup(oldName)) (dashed)</span>"
        html += "<span><i class=\"swatch\" style=\"background:#F58518\"></i>after: \(escapeMarkup(newName))</span>"
        html += "<span><i class=\"swatch\" style=\"background:#d62728\"></i>moved or resized</span></div>\n"
        html += "<h3>Changes (\(changes.count))</h3>\n<table class=\"changes\" id=\"changes\"><tbody>"
        if changes.isEmpty { html += "<tr><td>Every frame matches.</td></tr>" }
        for entry in changes {
            let mark = entry.moved || entry.resized ? " class=\"moved\"" : ""
            html += "<tr data-view=\"\(escapeMarkup(entry.id))\"><th\(mark)>\(escapeMarkup(entry.id))</th>"
            html += "<td>\(entry.changes.map(escapeMarkup).joined(separator: "<br>"))</td></tr>"
        }
        html += "</tbody></table>\n"
        let unchanged = diff.entries.count - changes.count
        html += "<h3>Unchanged (\(unchanged))</h3>\n<p class=\"legend\">"
        html += diff.entries.filter { $0.changes.isEmpty }.map { "<span data-view=\"\(escapeMarkup($0.id))\">\(escapeMarkup($0.id))</span>" }
            .joined(separator: " ")
        html += "</p>\n</aside>\n</main>\n"
        html += "<script>\n\(HTMLPageScript.diffPage)\n</script>\n</body>\n</html>\n"
        return html
    }

    /// Both layouts in one picture, to scale, in root coordinates.
    static func picture(_ diff: SnapshotDiff, _ old: SnapshotDrawing, _ new: SnapshotDrawing) -> String {
        let minX = min(old.extent.minX, new.extent.minX), minY = min(old.extent.minY, new.extent.minY)
        let maxX = max(old.extent.maxX, new.extent.maxX), maxY = max(old.extent.maxY, new.extent.maxY)
        let pad = 12.0
        let width = maxX - minX + 2 * pad, height = maxY - minY + 2 * pad
        func f(_ v: Double) -> String { NumberText.format(v) }
        var svg = "<figure class=\"snapshot\" data-snapshot=\"0\"><svg xmlns=\"http://www.w3.org/2000/svg\" class=\"picture\" "
        svg += "width=\"\(f(width))\" height=\"\(f(height))\" viewBox=\"\(f(minX - pad)) \(f(minY - pad)) \(f(width)) \(f(height))\" "
        svg += "font-family=\"Helvetica, Arial, sans-serif\" role=\"img\">\n"
        svg += "<defs><marker id=\"sl-arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\">"
        svg += "<path d=\"M0 0L10 5L0 10z\" fill=\"#d62728\"/></marker></defs>\n"
        svg += "<rect x=\"\(f(minX - pad))\" y=\"\(f(minY - pad))\" width=\"\(f(width))\" height=\"\(f(height))\" fill=\"white\"/>\n"
        var byID: [String: SnapshotDiff.Entry] = [:]
        for entry in diff.entries { byID[entry.id] = entry }
        svg += "<g class=\"layer before\">\n"
        for (index, view) in diff.before.views.enumerated() {
            let entry = byID[view.id]
            let changed = entry.map { !$0.changes.isEmpty } ?? false
            svg += "<g class=\"view\" data-view=\"\(escapeMarkup(view.id))\"><title>before: \(escapeMarkup(view.id)): \(SnapshotDrawing.frameText(view.frame))</title>"
            svg += old.rect(old.rects[index], "fill=\"none\" stroke=\"#4C78A8\" stroke-width=\"\(changed ? "1.5" : "1")\" stroke-dasharray=\"5 3\"")
            svg += "</g>\n"
        }
        svg += "</g>\n<g class=\"layer after\">\n"
        for (index, view) in diff.after.views.enumerated() {
            let entry = byID[view.id]
            let marked = entry.map { $0.moved || $0.resized || $0.before == nil } ?? false
            let tip = entry.map { $0.changes.isEmpty ? "unchanged" : $0.changes.joined(separator: ", ") } ?? ""
            svg += "<g class=\"view\(marked ? " changed" : "")\" data-view=\"\(escapeMarkup(view.id))\"><title>after: \(escapeMarkup(view.id)): "
            svg += "\(SnapshotDrawing.frameText(view.frame)) (\(escapeMarkup(tip)))</title>"
            let style = marked ? "fill=\"#d62728\" fill-opacity=\"0.04\" stroke=\"#d62728\" stroke-width=\"2\""
                : "fill=\"#F58518\" fill-opacity=\"0.06\" stroke=\"#F58518\" stroke-width=\"1\""
            svg += new.rect(new.rects[index], style) + "</g>\n"
        }
        for (index, label) in new.labels.prefix(diff.after.views.count).enumerated() {
            guard let label else { continue }
            let marked = byID[diff.after.views[index].id].map { $0.moved || $0.resized } ?? false
            svg += "<text class=\"label\" x=\"\(f(label.baseline.x))\" y=\"\(f(label.baseline.y))\" font-size=\"\(f(label.fontSize))\" "
            svg += "textLength=\"\(f(label.rect.width))\" lengthAdjust=\"spacingAndGlyphs\" fill=\"\(marked ? "#d62728" : "#9a5a12")\" "
            svg += "pointer-events=\"none\">\(escapeMarkup(label.text))</text>\n"
        }
        // An arrow from where each view that moved in its superview was (its old centre) to
        // where it is; views that only grew or shrank are outlined in red.
        for entry in diff.entries where entry.moved {
            guard let i = old.index(of: entry.id), let j = new.index(of: entry.id) else { continue }
            let a = old.rects[i], b = new.rects[j]
            guard abs(a.midX - b.midX) > 0.5 || abs(a.midY - b.midY) > 0.5 else { continue }
            svg += "<line class=\"arrow\" data-view=\"\(escapeMarkup(entry.id))\" x1=\"\(f(a.midX))\" y1=\"\(f(a.midY))\" x2=\"\(f(b.midX))\" y2=\"\(f(b.midY))\" "
            svg += "stroke=\"#d62728\" stroke-width=\"1.5\" marker-end=\"url(#sl-arrow)\" pointer-events=\"none\"/>\n"
        }
        svg += "</g>\n<g class=\"overlay\"></g>\n</svg><figcaption>dashed: before; solid: after; red: moved or resized</figcaption></figure>\n"
        return svg
    }
}

extension HTMLPageScript {
    /// The diff page's script: selection by row, view or `#view=ID`; the layer toggles.
    static let diffPage = """
    (function () {
      "use strict";
      function select(id) {
        document.querySelectorAll(".selected").forEach(function (e) { e.classList.remove("selected"); });
        if (!id) return;
        var sel = '[data-view="' + CSS.escape(id) + '"]';
        document.querySelectorAll("tr" + sel + ", g.view" + sel + ", span" + sel).forEach(function (e) { e.classList.add("selected"); });
        var row = document.querySelector("tr" + sel);
        if (row) row.scrollIntoView({ block: "nearest" });
        document.getElementById("panel").setAttribute("data-view", id);
      }
      function init() {
        document.getElementById("changes").addEventListener("click", function (e) {
          var tr = e.target.closest("tr[data-view]");
          if (tr) { select(tr.getAttribute("data-view")); history.replaceState(null, "", "#view=" + encodeURIComponent(tr.getAttribute("data-view"))); }
        });
        document.querySelector("figure.snapshot").addEventListener("click", function (e) {
          var g = e.target.closest("g.view");
          select(g ? g.getAttribute("data-view") : null);
        });
        [["show-before", "before"], ["show-after", "after"]].forEach(function (pair) {
          document.getElementById(pair[0]).addEventListener("change", function (e) {
            document.querySelector("g.layer." + pair[1]).style.display = e.target.checked ? "" : "none";
          });
        });
        function applyHash() {
          var params = new URLSearchParams(location.hash.replace(/^#/, ""));
          select(params.get("view"));
        }
        window.addEventListener("hashchange", applyHash);
        applyHash();
        document.body.setAttribute("data-state", "ready");
      }
      try { init(); } catch (error) { window.stackLayoutReport("script error: " + (error && error.stack || error)); }
    })();
    """
}
