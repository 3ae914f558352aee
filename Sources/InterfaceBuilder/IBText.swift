/// The text views show, wherever a document keeps it: a label's `text` attribute, its
/// `<string key="text">`, or the fragments of its attributed text; a button's configuration's
/// title, or without one its title for the normal state.
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

    /// The line spacing and line heights of a label's attributed text: its first fragment's
    /// `<paragraphStyle key="NSParagraphStyle" lineSpacing= lineHeightMultiple=
    /// minimumLineHeight= maximumLineHeight=>`.
    static func paragraphStyle(_ element: IBElement) -> IBElement? {
        attribute("paragraphStyle", key: "NSParagraphStyle", of: element)
    }

    /// The attribute `<tag key=key>` of the first fragment of a view's attributed text that
    /// sets it; nil when the view has no attributed text or none sets it.
    static func attribute(_ tag: String, key: String, of element: IBElement) -> IBElement? {
        element.child("attributedString", key: "attributedText")?.children
            .lazy.compactMap { $0.child("attributes")?.child(tag, key: key) }.first
    }

    /// A configured button shows its configuration's title, and none when the configuration
    /// has none, as Xcode measures it: a button dragged from Xcode 13's library keeps "Button"
    /// as its normal state's title beside the configuration's.
    static func buttonTitle(_ element: IBElement) -> String? {
        if let configuration = element.child("buttonConfiguration", key: "configuration") { return configuration["title"] }
        return element.child("state", key: "normal")?["title"]
    }
}
