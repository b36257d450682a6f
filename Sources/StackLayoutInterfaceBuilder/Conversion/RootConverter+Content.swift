import StackLayout

/// `--intrinsic-sizes measured`: content views become the document's content types (labels,
/// buttons, fields, images, the standard controls), measured from their text, font and image
/// as UIKit measures them (TEXT.md), instead of taking the size IB stored.
extension RootConverter {
    /// The document type and keys of a content view measured from its content; nil keeps the
    /// stored size (a class with nothing to measure here: a segmented control's width, a date
    /// picker, a text view, an image that is not in `<resources>`).
    func measuredContent(_ record: ViewRecord) -> (type: String, members: [(String, JSONValue)])? {
        guard intrinsicSizes == .measured else { return nil }
        let element = record.resolved
        let xml = record.element
        let at = xml.location
        var members: [(String, JSONValue)] = []
        func add(_ key: String, _ text: String?) {
            if let text { members.append((key, .string(text, at: at))) }
        }
        switch xml.name {
        case "label":
            add("text", ContentText.text(of: element) ?? "")
            if let font = font(of: xml) { members.append(("font", font)) }
            let lines = number(element["numberOfLines"]).map { Int($0) } ?? 1
            if lines != 1 { members.append(("numberOfLines", .number(Double(max(lines, 0)), at: at))) }
            if let mode = element["lineBreakMode"].flatMap(lineBreakMode) { add("lineBreakMode", mode) }
            if let width = number(element["preferredMaxLayoutWidth"]), width > 0 {
                members.append(("preferredMaxLayoutWidth", .number(width, at: at)))
            }
            return ("label", members)
        case "button":
            guard let title = ContentText.text(of: element), !title.isEmpty else { return nil }
            add("title", title)
            if let font = font(of: xml) { members.append(("font", font)) }
            if let configuration = xml.child("buttonConfiguration", key: "configuration") {
                add("configuration", ["plain", "gray", "tinted", "filled"].contains(configuration["style"] ?? "") ? configuration["style"] : "plain")
            } else if let inset = xml.child("inset", key: "contentEdgeInsets") {
                members.append(("contentInsets", .insets(EdgeInsets(top: number(inset["minY"]) ?? 0, left: number(inset["minX"]) ?? 0,
                                                                    bottom: number(inset["maxY"]) ?? 0, right: number(inset["maxX"]) ?? 0),
                                                         at: inset.location)))
            }
            return ("button", members)
        case "textField":
            let text = element["text"] ?? xml.child("string", key: "text")?.text
            if let text, !text.isEmpty { add("text", text) }
            add("placeholder", element["placeholder"])
            if let font = font(of: xml) { members.append(("font", font)) }
            if let style = element["borderStyle"], ["none", "line", "bezel", "roundedRect"].contains(style) { add("borderStyle", style) }
            else { add("borderStyle", "none") }
            return ("textField", members)
        case "imageView":
            guard let name = element["image"] else { return nil }
            guard element["catalog"] != "system", let size = context.images[name] else {
                log.warnOnce(kind: "image-size:\(name)",
                             "\(xml.tag): the image '\(name)' has no size in <resources>: its stored size is used", at: xml)
                return nil
            }
            members.append(("imageSize", .size(size, at: at)))
            return ("image", members)
        case "switch":
            // A 49-wide switch (Xcode 9) is stored without the alignment outset (§17).
            if let width = record.storedFrame?.width, abs(width - 49) < 0.01 {
                members.append(("alignmentRectInsets", .insets(EdgeInsets.zero, at: at)))
            }
            return ("switch", members)
        case "slider": return ("slider", members)
        case "stepper": return ("stepper", members)
        case "progressView": return ("progressView", members)
        case "activityIndicatorView":
            add("style", ["large", "whiteLarge"].contains(element["style"] ?? "") ? "large" : "medium")
            return ("activityIndicator", members)
        case "pageControl":
            let pages = number(element["numberOfPages"]).map { max(Int($0), 0) } ?? 3
            members.append(("numberOfPages", .number(Double(pages), at: at)))
            return ("pageControl", members)
        default:
            return nil
        }
    }

    /// `<fontDescription>` as the document's font: the system font at a size and weight, a
    /// text style, or a named font at a size (measured as the system font).
    private func font(of element: XMLElement) -> JSONValue? {
        guard let description = element.child("fontDescription", key: "fontDescription") else { return nil }
        let at = description.location
        if let style = description["style"] {
            return .object([("textStyle", .string(style, at: at))], at: at)
        }
        guard let size = number(description["pointSize"]), size > 0 else { return nil }
        var members: [(String, JSONValue)] = [("size", .number(size, at: at))]
        let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
        if let weight = description["weight"], weights.contains(weight) {
            members.append(("weight", .string(weight, at: at)))
        } else if description["type"] == "boldSystem" {
            members.append(("weight", .string("bold", at: at)))
        }
        if let name = description["name"] { members.append(("name", .string(name, at: at))) }
        return .object(members, at: at)
    }

    /// IB's line break modes as the document names them.
    private func lineBreakMode(_ text: String) -> String? {
        ["wordWrap": "byWordWrapping", "characterWrap": "byCharWrapping", "clipping": "byClipping",
         "headTruncation": "byTruncatingHead", "tailTruncation": "byTruncatingTail",
         "middleTruncation": "byTruncatingMiddle"][text]
    }
}
