/// The text a content view shows, as IB writes it: a label's `text` (or `<string key="text">`),
/// a button's normal-state or configuration title, a text field's text or placeholder.
enum ContentText {
    static func text(of element: ResolvedElement) -> String? {
        let xml = element.element
        switch xml.name {
        case "label", "textView":
            return element["text"] ?? xml.child("string", key: "text")?.text
        case "button":
            // A configuration (Xcode 13 and later) is what the button shows.
            if let title = xml.child("buttonConfiguration", key: "configuration")?["title"] { return title }
            let state = xml.children(named: "state").first { $0.key == "normal" }
            return state?["title"] ?? state?.child("string", key: "title")?.text
        case "textField":
            let text = element["text"] ?? xml.child("string", key: "text")?.text
            return (text?.isEmpty ?? true) ? element["placeholder"] : text
        default:
            return nil
        }
    }
}
