import Yams

/// The text of a spec being decoded: its file name, for errors; its lines, to place an error
/// inside a string; and a budget of values, so that a document of aliases that expand
/// without end (a "billion laughs") stops with an error instead of running out of memory.
final class SpecDocument {
    let fileName: String
    let text: String
    /// The most values (scalars, lists and mappings, counting each alias expansion again)
    /// a spec may hold: a 100 000-view spec needs a few million.
    static let valueBudget = 5_000_000
    private(set) var valuesDecoded = 0
    /// The text's lines, as Unicode scalars, split on first use (only errors inside strings
    /// need them).
    private lazy var lines: [[Unicode.Scalar]] = text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { line in Array(line.unicodeScalars.filter { $0 != "\r" }) }

    init(fileName: String, text: String) {
        self.fileName = fileName
        self.text = text
    }

    /// Counts one more value against ``valueBudget``.
    func countValue(at location: SpecLocation) throws(SpecError) {
        valuesDecoded += 1
        guard valuesDecoded <= SpecDocument.valueBudget else {
            throw location.error(
                "the document holds more than \(SpecDocument.valueBudget) values (aliases count each time they are used)")
        }
    }

    /// The scalar at `line` (1-based), or nil past the end.
    func line(_ number: Int) -> [Unicode.Scalar]? {
        lines.indices.contains(number - 1) ? lines[number - 1] : nil
    }
}
