extension String {
    /// The Levenshtein distance to `other`: the fewest single-character insertions, deletions
    /// and substitutions that turn one into the other. Used to suggest a known name for a
    /// mistyped one.
    ///
    /// - Complexity: O(*m* × *n*) for strings of *m* and *n* characters.
    func editDistance(to other: String) -> Int {
        let target = Array(other)
        var previousRow = Array(0...target.count)
        for (row, character) in enumerated() {
            var currentRow = [row + 1]
            for (column, targetCharacter) in target.enumerated() {
                let substitution = previousRow[column] + (character == targetCharacter ? 0 : 1)
                currentRow.append(Swift.min(substitution, previousRow[column + 1] + 1, currentRow[column] + 1))
            }
            previousRow = currentRow
        }
        return previousRow[target.count]
    }
}
