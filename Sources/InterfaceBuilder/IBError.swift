/// What is wrong with an Interface Builder document, and where: the file, and the line and
/// column of the element at fault (or of the XML syntax error).
///
/// `plumb` prints its ``description`` and exits with 65. Parts of a document that Plumb does
/// not model are not errors: they become ``IBWarning``s and placeholders.
public struct IBError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the user named it.
    public let file: String
    /// The 1-based line of the culprit; 0 when the error concerns the whole file.
    public let line: Int
    /// The 1-based column of the culprit; 0 with line 0.
    public let column: Int
    /// What is wrong, and what would be right.
    public let message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: error: message`, as compilers write diagnostics.
    public var description: String {
        let position = line > 0 ? "\(file):\(line):\(column)" : file
        return "\(position): error: \(message)"
    }
}

/// Something in a document that the import left out or approximated, with its line: an
/// element of a kind Plumb does not model (`unsupported <tableView>`), which is drawn as a
/// placeholder at its stored frame, or a font that had to fall back.
public struct IBWarning: Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: warning: message`.
    public var description: String { "\(file):\(line): warning: \(message)" }
}
