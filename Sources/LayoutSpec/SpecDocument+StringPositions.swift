import Yams

extension SpecDocument {
    /// Where in the file the character at `offset` (in Unicode scalars, 0-based) of a string
    /// scalar's value is written, so that an error found inside a constraint string points
    /// at its culprit: the source is read as the scalar's style writes it (escapes in double
    /// quotes, doubled quotes in single ones, lines folded into spaces).
    ///
    /// Nil for block scalars (`|`, `>`), and whenever the source does not read back as the
    /// value; the caller then points at the scalar itself.
    ///
    /// - Complexity: O(*offset*).
    func position(ofOffset offset: Int, in scalar: Node.Scalar) -> (line: Int, column: Int)? {
        guard let mark = scalar.mark else { return nil }
        let value = Array(scalar.string.unicodeScalars)
        let style = scalar.style
        var line = mark.line
        var column: Int
        switch style {
        case .plain, .any: column = mark.column
        case .singleQuoted, .doubleQuoted: column = mark.column + 1
        case .literal, .folded: return nil
        }
        var produced = 0
        while produced < offset {
            guard let source = self.line(line), produced < value.count else { return nil }
            guard column - 1 < source.count else {
                (line, column) = (line + 1, firstNonBlankColumn(ofLine: line + 1))
                produced += 1  // a line break folds into one space
                continue
            }
            let character = source[column - 1]
            let next: Unicode.Scalar? = column < source.count ? source[column] : nil
            if style == .doubleQuoted, character == "\\" {
                guard let next else {  // an escaped line break: nothing in the value
                    (line, column) = (line + 1, firstNonBlankColumn(ofLine: line + 1))
                    continue
                }
                let escapeLength = switch next {
                case "x": 4
                case "u": 6
                case "U": 10
                default: 2
                }
                column += escapeLength
            } else if style == .singleQuoted, character == "'", next == "'" {
                column += 2
            } else {
                guard character == value[produced] else { return nil }
                column += 1
            }
            produced += 1
        }
        return (line, column)
    }

    /// The column of the first character of `line` that is not a space or a tab.
    private func firstNonBlankColumn(ofLine number: Int) -> Int {
        let source = line(number) ?? []
        return (source.firstIndex { $0 != " " && $0 != "\t" } ?? source.count) + 1
    }
}
