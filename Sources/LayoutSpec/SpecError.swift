/// What is wrong with a spec, and where: the file, the line and column the YAML parser marked,
/// and the key path of the value at fault.
///
/// Every error the spec format can raise is one of these, whether the parser found it (a
/// syntax error), the decoder (an unknown key, a value of the wrong type) or the builder
/// (an unknown view in a constraint, a bad visual format); `plumb` prints its
/// ``description`` and exits with 65. docs/spec.md lists the messages.
public struct SpecError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the user named it.
    public let file: String
    /// The 1-based line of the culprit; 0 when the error concerns the whole file (unreadable).
    public let line: Int
    /// The 1-based column of the culprit, in Unicode scalars as libyaml counts them; 0 with
    /// line 0.
    public let column: Int
    /// Where the culprit sits in the document, as `root.views[2].constraints[0]`; empty for
    /// the document itself.
    public let keyPath: String
    /// What is wrong, what was expected, and the nearest valid name when there is one.
    public let message: String

    public init(file: String, line: Int, column: Int, keyPath: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    /// `file:line:column: error: message (at keyPath)`, as compilers write diagnostics, so
    /// editors jump to the place; the position and the key path are left out when unknown.
    public var description: String {
        let position = line > 0 ? "\(file):\(line):\(column)" : file
        let path = keyPath.isEmpty ? "" : " (at \(keyPath))"
        return "\(position): error: \(message)\(path)"
    }
}
