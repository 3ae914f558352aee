/// A string of the document that has a grammar of its own (a constraint equation, a visual
/// format), kept with its node so that an error inside it can point at the character.
struct SpecString {
    let value: String
    let node: SpecNode

    init(_ node: SpecNode, expected: String) throws(SpecError) {
        self.value = try node.string(expected)
        self.node = node
    }

    /// An error at the character `offset` Unicode scalars into the string (0-based; the
    /// string's length for its end), or at the string itself when the source cannot be read
    /// back character by character (a block scalar).
    func error(atOffset offset: Int, _ message: String) -> SpecError {
        let location = node.location
        guard case .scalar(let scalar) = node.node,
              let position = node.document.position(ofOffset: offset, in: scalar) else { return location.error(message) }
        return SpecError(file: location.file, line: position.line, column: position.column,
                         keyPath: location.keyPath, message: message)
    }
}

extension String {
    /// Whether the string is an identifier as ids, names and metrics are: a letter or `_`,
    /// then letters, digits or `_` (ASCII, as in the Visual Format Language).
    var isSpecIdentifier: Bool {
        guard let first = unicodeScalars.first, first.isIdentifierStart else { return false }
        return unicodeScalars.allSatisfy(\.isIdentifierCharacter)
    }
}

extension Unicode.Scalar {
    /// An ASCII letter or `_`.
    var isIdentifierStart: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) || self == "_" }
    /// An ASCII letter, digit or `_`.
    var isIdentifierCharacter: Bool { isIdentifierStart || ("0"..."9").contains(self) }
}
