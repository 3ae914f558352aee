/// The "did you mean …?" of error messages: the known name nearest a mistyped one.
enum NameSuggestion {
    /// The known name nearest `name` in single-character edits (a swap of neighbours counts
    /// as one), ignoring case, if it is near enough to be a slip: a third of the name's
    /// length, at most 3 edits; a name of one or two characters matches only up to case. Of
    /// names equally near, the first.
    ///
    /// - Complexity: O(*k* × *m* × *n*) for *k* candidates of length *m*, a name of length *n*;
    ///   only error messages pay it.
    static func nearest(to name: String, among candidates: [String]) -> String? {
        let lowered = Array(name.lowercased())
        let limit = min(name.count / 3, 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if distance <= limit, distance < best?.distance ?? Int.max { best = (candidate, distance) }
        }
        return best?.name
    }

    /// "unknown key 'txt' in a label; did you mean 'text'?", or with the valid names listed
    /// when none is near and they are few.
    static func unknown(_ noun: String, _ name: String, in context: String, among candidates: [String]) -> String {
        let head = context.isEmpty ? "unknown \(noun) '\(name)'" : "unknown \(noun) '\(name)' in \(context)"
        return head + hint(for: name, among: candidates)
    }

    /// "; did you mean 'x'?" when a candidate is near `name`, else nothing.
    static func didYouMean(_ name: String, among candidates: [String]) -> String {
        nearest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// "; did you mean 'x'?", or "; expected a, b or c" for a dozen names or fewer, or nothing.
    static func hint(for name: String, among candidates: [String]) -> String {
        let suggestion = didYouMean(name, among: candidates)
        guard suggestion.isEmpty else { return suggestion }
        guard !candidates.isEmpty, candidates.count <= 12 else { return "" }
        return "; expected " + list(candidates)
    }

    /// "a", "a or b", "a, b or c".
    static func list(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }

    /// The optimal-string-alignment distance: the fewest insertions, deletions and
    /// substitutions of one character, and swaps of two neighbours, that turn `source` into
    /// `target`.
    private static func editDistance(_ source: [Character], _ target: [Character]) -> Int {
        var rows = [Array(0...target.count)]
        for (row, character) in source.enumerated() {
            var current = [row + 1]
            for (column, other) in target.enumerated() {
                var best = min(rows[row][column] + (character == other ? 0 : 1), rows[row][column + 1] + 1, current[column] + 1)
                if row > 0, column > 0, character == target[column - 1], source[row - 1] == other {
                    best = min(best, rows[row - 1][column - 1] + 1)
                }
                current.append(best)
            }
            rows.append(current)
        }
        return rows[source.count][target.count]
    }
}
