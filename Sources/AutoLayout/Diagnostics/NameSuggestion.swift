/// The "did you mean …?" of error messages: the known name nearest a mistyped one, shared by
/// the visual format's options, the spec's keys and ids, and the command line's devices.
public enum NameSuggestion {
    /// The known name nearest `name` in single-character edits (a swap of neighbours counts
    /// as one), ignoring case, if it is near enough to be a slip: a third of the name's
    /// length, at most 3 edits; a name of one or two characters matches only up to case. Of
    /// names equally near, the first.
    ///
    /// - Complexity: O(*n* + *k* × *m*²) for *k* candidates of length *m*, a name of length
    ///   *n*: a candidate whose length is more edits from the name's than the limit is not
    ///   compared at all (a 1 M-character option name took 14 s).
    public static func nearest(to name: String, among candidates: [String]) -> String? {
        let count = name.count
        let limit = min(count / 3, 3)
        let near = candidates.filter { abs($0.count - count) <= limit }
        guard !near.isEmpty else { return nil }
        let lowered = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in near {
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
        // Three rows: the one before the previous (for swaps), the previous, the current.
        var older: [Int] = [], previous = Array(0...target.count)
        for (row, character) in source.enumerated() {
            var current = [row + 1]
            current.reserveCapacity(target.count + 1)
            for (column, other) in target.enumerated() {
                var best = min(previous[column] + (character == other ? 0 : 1), previous[column + 1] + 1, current[column] + 1)
                if row > 0, column > 0, character == target[column - 1], source[row - 1] == other {
                    best = min(best, older[column - 1] + 1)
                }
                current.append(best)
            }
            (older, previous) = (previous, current)
        }
        return previous[target.count]
    }

    /// A name as a message shows it: whole up to 40 characters, else its first 40 and "…",
    /// so that a megabyte of a name is not printed back.
    public static func shown(_ name: String) -> String {
        name.unicodeScalars.count > 40 ? String(String.UnicodeScalarView(name.unicodeScalars.prefix(40))) + "…" : name
    }
}
