extension SpecDocument {
    /// How deep a spec may nest: far deeper than any layout (a view nested 50 deep is about
    /// 100 levels), shallow enough that the YAML composer's recursion, which has no limit of
    /// its own below libyaml's 1000, cannot exhaust a thread's stack.
    static let nestingLimit = 200

    /// Throws at the first place the text nests deeper than ``nestingLimit``, estimated before
    /// parsing from the text itself: flow brackets (outside quoted strings and comments), plus
    /// the block indentation levels open, plus the `- ` entries that open a line.
    ///
    /// - Complexity: O(*n*) for *n* bytes, in one pass.
    func checkNesting() throws(SpecError) {
        let bytes = Array(text.utf8)
        var flowDepth = 0
        var indents: [Int] = []
        var quote: UInt8?
        var lineStart = 0
        var line = 1
        while lineStart <= bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            defer { (lineStart, line) = (lineEnd + 1, line + 1) }
            var position = lineStart
            var blockDepth = indents.count
            if flowDepth == 0, quote == nil {
                while position < lineEnd, bytes[position] == UInt8(ascii: " ") { position += 1 }
                let indent = position - lineStart
                guard position < lineEnd, bytes[position] != UInt8(ascii: "#"), bytes[position] != UInt8(ascii: "\r") else { continue }
                while let last = indents.last, last > indent { indents.removeLast() }
                if indents.last.map({ $0 < indent }) ?? true { indents.append(indent) }
                var entries = 0
                while position + 1 < lineEnd, bytes[position] == UInt8(ascii: "-"), bytes[position + 1] == UInt8(ascii: " ") {
                    position += 2
                    entries += 1
                }
                blockDepth = indents.count + entries
                if blockDepth > SpecDocument.nestingLimit { throw tooDeep(line: line, column: 1) }
            }
            var previous = UInt8(ascii: " ")
            while position < lineEnd {
                let byte = bytes[position]
                if let open = quote {
                    if byte == UInt8(ascii: "\\"), open == UInt8(ascii: "\"") { position += 1 } else if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "#"), previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t") {
                    break
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"), " \t[{,:".utf8.contains(previous) {
                    quote = byte
                } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    flowDepth += 1
                    if blockDepth + flowDepth > SpecDocument.nestingLimit {
                        // The column in Unicode scalars: every byte but UTF-8 continuation bytes.
                        let column = bytes[lineStart..<position].filter { $0 & 0xC0 != 0x80 }.count + 1
                        throw tooDeep(line: line, column: column)
                    }
                } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    flowDepth = max(flowDepth - 1, 0)
                }
                previous = byte
                position += 1
            }
        }
    }

    private func tooDeep(line: Int, column: Int) -> SpecError {
        SpecError(file: fileName, line: line, column: column, keyPath: "",
                  message: "the document nests deeper than \(SpecDocument.nestingLimit) levels")
    }
}
