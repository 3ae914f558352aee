/// The file a document came from, for messages that name the place of their culprit.
struct IBSource: Sendable {
    let file: String

    /// An error at `element`'s start tag.
    func error(at element: IBElement, _ message: String) -> IBError {
        IBError(file: file, line: element.line, column: element.column, message: message)
    }

    /// A warning at `element`'s start tag.
    func warning(at element: IBElement, _ message: String) -> IBWarning {
        IBWarning(file: file, line: element.line, message: message)
    }
}
