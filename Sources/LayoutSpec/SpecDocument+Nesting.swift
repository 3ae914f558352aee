extension SpecDocument {
    /// How deep a spec may nest: far deeper than any layout (a view nested 50 deep is about
    /// 100 levels), shallow enough that the YAML composer's recursion, which has no limit of
    /// its own below libyaml's 1000, cannot exhaust a thread's stack.
    static let nestingLimit = 200

    /// Throws at the first place the text nests deeper than ``nestingLimit``, estimated before
    /// parsing from the text itself: flow brackets (outside quoted strings and comments), plus
    /// the block indentation levels open, plus the `- ` entries that open a line.
    ///
    /// - Complexity: O(*n*) for *n* characters.
    func checkNesting() throws(SpecError) {
        var flowDepth = 0
        var indents: [Int] = []
        var quote: Unicode.Scalar?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let scalars = Array(line.unicodeScalars)
            var column = 0
            var blockDepth = indents.count
            if flowDepth == 0, quote == nil {
                let indent = scalars.prefix { $0 == " " }.count
                guard indent < scalars.count, scalars[indent] != "#", scalars[indent] != "\r" else { continue }
                while let last = indents.last, last > indent { indents.removeLast() }
                if indents.last.map({ $0 < indent }) ?? true { indents.append(indent) }
                column = indent
                while column + 1 < scalars.count, scalars[column] == "-", scalars[column + 1] == " " { column += 2 }
                blockDepth = indents.count + (column - indent) / 2
            }
            var previous: Unicode.Scalar = " "
            while column < scalars.count {
                let scalar = scalars[column]
                if let open = quote {
                    if scalar == "\\", open == "\"" { column += 1 } else if scalar == open { quote = nil }
                } else if scalar == "#", previous == " " || previous == "\t" {
                    break
                } else if scalar == "\"" || scalar == "'", " \t[{,:".unicodeScalars.contains(previous) {
                    quote = scalar
                } else if scalar == "[" || scalar == "{" {
                    flowDepth += 1
                    if blockDepth + flowDepth > SpecDocument.nestingLimit {
                        throw tooDeep(line: index + 1, column: column + 1)
                    }
                } else if scalar == "]" || scalar == "}" {
                    flowDepth = max(flowDepth - 1, 0)
                }
                previous = scalar
                column += 1
            }
            if blockDepth > SpecDocument.nestingLimit {
                throw tooDeep(line: index + 1, column: 1)
            }
        }
    }

    private func tooDeep(line: Int, column: Int) -> SpecError {
        SpecError(file: fileName, line: line, column: column, keyPath: "",
                  message: "the document nests deeper than \(SpecDocument.nestingLimit) levels")
    }
}
