/// The SVG output: every frame drawn and labelled, in root coordinates. A scroll view shows
/// its visible area solid and the content beyond it dashed; hidden views are dashed and faint.
public enum SnapshotSVG {
    static let palette = ["#4C78A8", "#F58518", "#54A24B", "#E45756", "#72B7B2", "#B279A2", "#FF9DA6", "#9D755D"]

    /// One SVG per snapshot, side by side.
    public static func render(_ snapshots: [LayoutSnapshot]) -> String {
        var x = 0.0
        var groups: [String] = []
        var height = 0.0
        for snapshot in snapshots {
            // Content scrolled out of view lies left of or above the root: shift it in.
            let (body, extent) = drawing(snapshot)
            let dx = x + 20 - extent.minX, dy = 40 - extent.minY
            groups.append("<g transform=\"translate(\(NumberText.format(dx)) \(NumberText.format(dy)))\">\n\(body)</g>")
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

    /// The drawing of one snapshot, in root coordinates, and the extent it covers: the root,
    /// every frame, and content beyond a scroll view's frame (which may lie left of or above
    /// the root when the scroll view is scrolled, as on a pager's second page).
    static func drawing(_ snapshot: LayoutSnapshot) -> (String, Rect) {
        var origins: [String: Point] = [:]
        var elements: [String] = []
        var minX = 0.0, minY = 0.0
        var maxX = snapshot.size.width, maxY = snapshot.size.height
        var byID: [String: LayoutSnapshot.ViewFrame] = [:]
        for view in snapshot.views { byID[view.id] = view }
        for view in snapshot.views {
            var base = Point.zero
            if let parentID = view.parentID, let parent = byID[parentID], let parentOrigin = origins[parentID] {
                base = parentOrigin
                if let offset = parent.contentOffset {
                    base.x -= offset.x
                    base.y -= offset.y
                }
            }
            let origin = Point(x: base.x + view.frame.minX, y: base.y + view.frame.minY)
            origins[view.id] = origin
            let color = palette[view.depth % palette.count]
            let dash = view.isHidden ? " stroke-dasharray=\"4 3\" opacity=\"0.45\"" : ""
            if let content = view.contentSize {
                let offset = view.contentOffset ?? .zero
                let cx = origin.x - offset.x, cy = origin.y - offset.y
                elements.append(rect(cx, cy, content.width, content.height,
                                     "fill=\"none\" stroke=\"\(color)\" stroke-dasharray=\"6 4\" stroke-width=\"1\""))
                minX = min(minX, cx)
                minY = min(minY, cy)
                maxX = max(maxX, cx + content.width)
                maxY = max(maxY, cy + content.height)
            }
            elements.append(rect(origin.x, origin.y, view.frame.width, view.frame.height,
                                 "fill=\"\(color)\" fill-opacity=\"0.12\" stroke=\"\(color)\" stroke-width=\"1.5\"\(dash)"))
            let label = view.isHidden ? "\(view.id) (hidden)" : view.id
            elements.append("<text x=\"\(NumberText.format(origin.x + 3))\" y=\"\(NumberText.format(origin.y + 12))\" font-size=\"10\" fill=\"\(color)\">\(escape(label))</text>")
            minX = min(minX, origin.x)
            minY = min(minY, origin.y)
            maxX = max(maxX, origin.x + view.frame.width)
            maxY = max(maxY, origin.y + view.frame.height)
        }
        let title = "\(snapshot.file) \(NumberText.format(snapshot.size.width))x\(NumberText.format(snapshot.size.height))"
        elements.insert("<text x=\"\(NumberText.format(minX))\" y=\"\(NumberText.format(minY - 16))\" font-size=\"13\" fill=\"#333\">\(escape(title))</text>", at: 0)
        return (elements.joined(separator: "\n") + "\n", Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ style: String) -> String {
        "<rect x=\"\(NumberText.format(x))\" y=\"\(NumberText.format(y))\" width=\"\(NumberText.format(max(w, 0)))\" height=\"\(NumberText.format(max(h, 0)))\" \(style)/>"
    }

    static func escape(_ text: String) -> String {
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
}
