import Yams

/// The text of a spec being decoded: its file name, for errors; its lines, to place an error
/// inside a string; and a budget for values reached again through aliases, so that a
/// document of aliases that expand without end (a "billion laughs") stops with an error
/// instead of running for ever. Without aliases a document holds fewer values than
/// characters, so only repeated ones need counting.
final class SpecDocument {
    let fileName: String
    let text: String
    /// The most values a spec may reach again through aliases: generous for shared styles or
    /// constraint lists, small enough to decode in a moment.
    static let repeatedValueBudget = 100_000
    private var repeatedValues = 0
    /// The marks of the lists and mappings decoded so far, packed as `line << 32 | column`:
    /// meeting one again means an alias.
    private var containers: Set<Int> = []
    /// The text's lines, as Unicode scalars, split on first use (only errors inside strings
    /// need them).
    private lazy var lines: [[Unicode.Scalar]] = text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { line in Array(line.unicodeScalars.filter { $0 != "\r" }) }

    init(fileName: String, text: String) {
        self.fileName = fileName
        self.text = text
    }

    /// Notes a list or mapping about to be decoded; returns false when it was decoded before
    /// (an alias to it).
    func noteContainer(at line: Int, column: Int) -> Bool {
        containers.insert(line << 32 | column).inserted
    }

    /// Counts one more value reached through an alias against ``repeatedValueBudget``.
    func countRepeatedValue(at location: SpecLocation) throws(SpecError) {
        repeatedValues += 1
        guard repeatedValues <= SpecDocument.repeatedValueBudget else {
            throw location.error("aliases repeat more than \(SpecDocument.repeatedValueBudget) values; "
                + "the document would take too long to read")
        }
    }

    /// The scalar at `line` (1-based), or nil past the end.
    func line(_ number: Int) -> [Unicode.Scalar]? {
        lines.indices.contains(number - 1) ? lines[number - 1] : nil
    }
}
