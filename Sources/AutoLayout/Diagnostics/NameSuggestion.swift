/// The "did you mean …?" of error messages: the known name nearest a mistyped one, shared by
/// the visual format's options, the spec's keys and ids, and the command line's devices.
public enum NameSuggestion {
    /// The known name nearest `name` in single-character edits (a swap of neighbours counts
    /// as one), ignoring case, if it is near enough to be a slip: a third of the name's
    /// length, at most 3 edits; a name of one or two characters matches only up to case. Of
    /// names equally near, the first.
    ///
    /// - Complexity: O(*k* × *m* × *n*) for *k* candidates of length *m*, a name of length *n*;
    ///   only error messages pay it.
    public static func nearest(to name: String, among candidates: [String]) -> String? {
        let lowered = Array(name.lowercased())
        let limit = min(name.count / 3, 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if distance <= limit, distance < best?.distance ?? Int.max { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The optimal-string-alignment distance: the fewest insertions, deletions and
    /// substitutions of one character, and swaps of two neighbours, that turn `source` into
    /// `target`.
    ///
    /// - Complexity: O(*m* × *n*) for *m* and *n* characters.
    static func editDistance(_ source: [Character], _ target: [Character]) -> Int {
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
