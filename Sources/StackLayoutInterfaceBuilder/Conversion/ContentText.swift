/// The text a content view shows, as IB writes it: a label's `text` (or `<string key="text">`),
/// a button's normal-state or configuration title, a text field's text or placeholder.
enum ContentText {
    static func text(of element: ResolvedElement) -> String? {
        let xml = element.element
        switch xml.name {
        case "label", "textView":
            return element["text"] ?? xml.child("string", key: "text")?.text
        case "button":
            if let state = xml.children(named: "state").first(where: { $0.key == "normal" }),
               let title = state["title"] ?? state.child("string", key: "title")?.text {
                return title
            }
            return xml.child("buttonConfiguration", key: "configuration")?["title"]
        case "textField":
            let text = element["text"] ?? xml.child("string", key: "text")?.text
            return (text?.isEmpty ?? true) ? element["placeholder"] : text
        default:
            return nil
        }
    }
}
