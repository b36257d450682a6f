/// The SVG output: every frame drawn and labelled, in root coordinates (``SnapshotDrawing``).
/// A scroll view shows its visible area solid and the content beyond it dashed; hidden views
/// are dashed and faint; labels never overlap each other or leave their box (shortened with
/// `…`, the full name and frame in each view's `<title>` tooltip); ambiguous views are hatched
/// and broken constraints drawn in red.
public enum SnapshotSVG {
    /// One drawing per snapshot, side by side.
    public static func render(_ snapshots: [LayoutSnapshot]) -> String {
        var x = 0.0
        var groups: [String] = []
        var height = 0.0
        for (index, snapshot) in snapshots.enumerated() {
            let drawing = SnapshotDrawing(snapshot)
            var extent = drawing.extent
            // The title above the drawing may be wider than the layout.
            extent.size.width = max(extent.width, LabelPlacement.textWidth(drawing.title, fontSize: 13))
            // Content scrolled out of view lies left of or above the root: shift it in.
            let dx = x + 20 - extent.minX, dy = 40 - extent.minY
            groups.append("<g transform=\"translate(\(NumberText.format(dx)) \(NumberText.format(dy)))\">\n\(drawing.elements(key: index))</g>")
            x += extent.width + 40
            height = max(height, extent.height)
        }
        let width = x
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(NumberText.format(width))\" height=\"\(NumberText.format(height + 60))\" "
        svg += "viewBox=\"0 0 \(NumberText.format(width)) \(NumberText.format(height + 60))\" font-family=\"Helvetica, Arial, sans-serif\">\n"
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        svg += groups.joined(separator: "\n")
        return svg + "\n</svg>\n"
    }
}
