/// Why a visual format string could not be parsed, and where.
///
/// Its description is laid out as UIKit's exception reason is: the message, the format, and a
/// caret under the column at fault.
///
/// ```
/// Unable to parse constraint format:
/// Unable to find view with name blackBox
/// |[whiteBox2][blackBox]
///                      ^
/// ```
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let fault: Fault
    /// The whole format string, as given.
    public let format: String
    /// The 1-based column, in characters, of the caret: the character that does not fit, or
    /// the one just past a name or number that was read and then rejected (where UIKit puts
    /// its caret).
    public let column: Int

    /// The message alone, without the format and the caret.
    public var message: String { fault.message }

    public var description: String {
        let header = "Unable to parse constraint format:\n" + message
        guard !format.isEmpty else { return header }
        return header + "\n" + format + "\n" + String(repeating: " ", count: column - 1) + "^"
    }
}
