import Foundation

/// Lines and columns in a document's bytes, for pointing messages at the start of a tag: the
/// XML parser reports where a start tag ends, and a message should name where it begins.
struct IBTextPositions {
    private let bytes: [UInt8]
    /// The offset of each line's first byte.
    private let lineStarts: [Int]
    /// The UTF-8 continuation bytes before each multiple of ``blockSize``: a column is a count
    /// of Unicode scalars, the bytes less the continuation bytes, and counting them from the
    /// line's start at each tag cost a 13 MB document of one line (a million tags) minutes.
    private let continuationsBeforeBlock: [Int]
    private static let blockSize = 64

    /// - Complexity: O(*n*) in the size of the data.
    init(_ data: Data) {
        bytes = [UInt8](data)
        var starts = [0], continuations = [0], count = 0
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
            if byte & 0xC0 == 0x80 { count += 1 }
            if (offset + 1) % Self.blockSize == 0 { continuations.append(count) }
        }
        lineStarts = starts
        continuationsBeforeBlock = continuations
    }

    /// The 1-based line and column (in Unicode scalars) of the `<` that opens the tag the
    /// parser reports ending at `line` and `column` (1-based, in bytes); the position given
    /// when there is none.
    ///
    /// - Complexity: O(*t* + log *n*) for a tag *t* bytes long in *n* lines.
    func tagStart(line: Int, column: Int) -> (line: Int, column: Int) {
        guard line >= 1, line <= lineStarts.count else { return (line, column) }
        var offset = min(lineStarts[line - 1] + max(column - 1, 0), bytes.count - 1)
        while offset > 0, bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        guard offset >= 0, offset < bytes.count, bytes[offset] == UInt8(ascii: "<") else { return (line, column) }
        return position(ofOffset: offset)
    }

    /// The 1-based line and column (in Unicode scalars) of the parser's position `line` and
    /// `column` (1-based, in bytes); the position given when it is not in the data.
    ///
    /// - Complexity: O(log *n*) in *n* lines.
    func position(line: Int, column: Int) -> (line: Int, column: Int) {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return (line, column) }
        let offset = lineStarts[line - 1] + column - 1
        guard offset <= bytes.count else { return (line, column) }
        return position(ofOffset: offset)
    }

    /// Whether the parser's position `line` and `column` (1-based, in bytes) is at or past the
    /// end of the data.
    ///
    /// - Complexity: O(1).
    func isEnd(line: Int, column: Int) -> Bool {
        guard line >= 1, line <= lineStarts.count else { return line > lineStarts.count }
        return lineStarts[line - 1] + column - 1 >= bytes.count
    }

    /// The byte before the parser's position `line` and `column` (1-based, in bytes); nil at
    /// the start of the data or outside it.
    ///
    /// - Complexity: O(1).
    func byte(before line: Int, column: Int) -> UInt8? {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
        let offset = lineStarts[line - 1] + column - 2
        return offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    private func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        let line = lineIndex(of: offset), lineStart = lineStarts[line]
        let scalars = offset - lineStart - (continuations(before: offset) - continuations(before: lineStart))
        return (line + 1, scalars + 1)
    }

    /// The UTF-8 continuation bytes before `offset`.
    ///
    /// - Complexity: O(1): at most ``blockSize`` bytes are counted.
    private func continuations(before offset: Int) -> Int {
        let block = offset / Self.blockSize
        return continuationsBeforeBlock[block]
            + bytes[block * Self.blockSize ..< offset].count { $0 & 0xC0 == 0x80 }
    }

    /// The 0-based line of a byte offset.
    private func lineIndex(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
