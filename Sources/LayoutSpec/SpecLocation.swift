/// Where a value sits in a spec: the file, the line and column the parser marked, and the
/// key path, kept with every decoded value that a later check may need to blame.
struct SpecLocation: Hashable, Sendable {
    let file: String
    /// 1-based, as ``SpecError/line``.
    let line: Int
    /// 1-based, in Unicode scalars, as ``SpecError/column``.
    let column: Int
    let keyPath: String

    /// An error at this place.
    func error(_ message: String) -> SpecError {
        SpecError(file: file, line: line, column: column, keyPath: keyPath, message: message)
    }
}
