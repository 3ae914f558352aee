import AutoLayout
import Yams

/// A value of the parsed document together with where it is: what the decoder reads.
///
/// Every accessor either returns the value in the form asked for or throws a ``SpecError``
/// at the value's mark that says what was expected and what was found, so decoding code
/// reads as a list of expectations.
struct SpecNode {
    let node: Node
    let keyPath: String
    let document: SpecDocument
    /// Whether the value is reached again through an alias (it or a value enclosing it).
    var isRepeated = false

    /// The value's place: its mark, or the document's start for a value without one.
    var location: SpecLocation {
        let mark = node.mark
        return SpecLocation(file: document.fileName, line: mark?.line ?? 1, column: mark?.column ?? 1, keyPath: keyPath)
    }

    /// An error at the value.
    func error(_ message: String) -> SpecError {
        location.error(message)
    }

    /// The node of a child value; one reached again through an alias counts against the
    /// document's budget.
    func child(_ node: Node, keyPath: String) throws(SpecError) -> SpecNode {
        var child = SpecNode(node: node, keyPath: keyPath, document: document, isRepeated: isRepeated)
        if !isRepeated, node.isContainer, let mark = node.mark {
            child.isRepeated = !document.noteContainer(at: mark.line, column: mark.column)
        }
        if child.isRepeated { try document.countRepeatedValue(at: child.location) }
        return child
    }

    /// The value as a list, each element with its key path (`views[2]`).
    func sequence(_ expected: String = "a list") throws(SpecError) -> [SpecNode] {
        guard case .sequence(let sequence) = node else { throw error("expected \(expected), found \(found)") }
        var elements: [SpecNode] = []
        elements.reserveCapacity(sequence.count)
        for (index, element) in sequence.enumerated() {
            elements.append(try child(element, keyPath: "\(keyPath)[\(index)]"))
        }
        return elements
    }

    /// The value as a mapping whose keys are strings, each value with its key path.
    func mapping(_ expected: String = "a mapping") throws(SpecError) -> SpecMapping {
        guard case .mapping(let mapping) = node else { throw error("expected \(expected), found \(found)") }
        var entries: [SpecMapping.Entry] = []
        entries.reserveCapacity(mapping.count)
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else {
                let keyNode = try child(key, keyPath: keyPath)
                throw keyNode.error("expected a name as a key, found \(keyNode.found)")
            }
            let path = keyPath.isEmpty ? scalar.string : "\(keyPath).\(scalar.string)"
            entries.append(SpecMapping.Entry(key: scalar.string, keyNode: try child(key, keyPath: path),
                                             value: try child(value, keyPath: path)))
        }
        return SpecMapping(node: self, entries: entries)
    }

    /// Whether the value is YAML's null: nothing, `~` or `null`.
    var isNull: Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// What the value is, for messages: `'text'`, a list, a mapping, nothing.
    var found: String {
        switch node {
        case .scalar(let scalar):
            if isNull { return "nothing" }
            return "'\(NameSuggestion.shown(scalar.string))'"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .alias: return "an alias"
        }
    }
}

/// The entries of a mapping, in document order, with lookups by key and the check that every
/// key is one the format knows.
struct SpecMapping {
    struct Entry {
        let key: String
        /// The key itself, to blame an unknown key.
        let keyNode: SpecNode
        let value: SpecNode
    }

    let node: SpecNode
    let entries: [Entry]

    /// The value of `key`, if given.
    subscript(key: String) -> SpecNode? {
        entries.first { $0.key == key }?.value
    }

    /// The value of `key`, which must be given.
    func required(_ key: String, in what: String) throws(SpecError) -> SpecNode {
        guard let value = self[key] else { throw node.error("\(what) needs '\(key)'") }
        return value
    }

    /// Throws at the first key that is not in `known`, suggesting the nearest known one.
    func checkKeys(_ known: [String], in what: String) throws(SpecError) {
        for entry in entries where !known.contains(entry.key) {
            throw entry.keyNode.error(NameSuggestion.unknown("key", entry.key, in: what, among: known))
        }
    }
}

extension Node {
    /// Whether the node is a list or a mapping.
    fileprivate var isContainer: Bool {
        switch self {
        case .sequence, .mapping: true
        default: false
        }
    }
}
