import Foundation

/// One element of an Interface Builder document: its tag, its attributes, its children in
/// document order, and where its start tag is, so that every message can name the line.
///
/// The importer reads documents through these rather than through a typed model of every
/// Interface Builder class: a document is a tree of a few hundred tags, most of which layout
/// ignores, and an element keeps what layout needs to find (a view's `<rect key="frame">`,
/// its `<constraints>`) one step away.
struct IBElement: Sendable {
    let tag: String
    let attributes: [String: String]
    var children: [IBElement]
    /// The element's own character data, for the few elements that hold text
    /// (`<string key="text">`); nil when it has none but whitespace.
    var text: String?
    /// The 1-based line and column of the start tag, as the XML parser reports them.
    let line: Int
    let column: Int

    init(tag: String, attributes: [String: String], children: [IBElement] = [], text: String? = nil, line: Int, column: Int) {
        self.tag = tag
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
        self.column = column
    }

    /// The value of attribute `name`, if present.
    subscript(_ name: String) -> String? { attributes[name] }

    /// The object id Interface Builder gives the element (`"iN0-l3-epB"`), if it has one.
    var id: String? { attributes["id"] }

    /// The `key` attribute: the property of the parent the element stands for
    /// (`<rect key="frame">`, `<view key="view">`).
    var key: String? { attributes["key"] }

    /// The first child with `tag`, and with `key` when one is given.
    func child(_ tag: String, key: String? = nil) -> IBElement? {
        children.first { $0.tag == tag && (key == nil || $0.key == key) }
    }

    /// The first child with `key`, whatever its tag.
    func child(key: String) -> IBElement? {
        children.first { $0.key == key }
    }

    /// The children of the first child with `tag` (the views of `<subviews>`, the
    /// constraints of `<constraints>`); none when there is no such child.
    func grandchildren(of tag: String) -> [IBElement] {
        child(tag)?.children ?? []
    }

    /// Whether the attribute is `"YES"`; `defaultValue` when it is absent.
    func flag(_ name: String, default defaultValue: Bool = false) -> Bool {
        guard let value = attributes[name] else { return defaultValue }
        return value == "YES"
    }
}
