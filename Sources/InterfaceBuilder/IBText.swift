/// The text views show, wherever a document keeps it: a label's `text` attribute, its
/// `<string key="text">`, or the fragments of its attributed text; a button's title for the
/// normal state, or its configuration's title.
enum IBText {
    static func labelText(_ element: IBElement) -> String? {
        if let text = element["text"] { return text }
        if let text = element.child("string", key: "text")?.text { return text }
        if let attributed = element.child("attributedString", key: "attributedText") {
            return attributed.children.filter { $0.tag == "fragment" }
                .compactMap { $0["content"] ?? $0.child("string", key: "content")?.text }
                .joined()
        }
        return nil
    }

    static func buttonTitle(_ element: IBElement) -> String? {
        if let normal = element.child("state", key: "normal"), let title = normal["title"] { return title }
        return element.child("buttonConfiguration", key: "configuration")?["title"]
    }
}
