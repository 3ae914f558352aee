import Foundation

/// Lines and columns in a document's bytes, for pointing messages at the start of a tag: the
/// XML parser reports where a start tag ends, and a message should name where it begins.
struct IBTextPositions {
    private let bytes: [UInt8]
    /// The offset of each line's first byte.
    private let lineStarts: [Int]

    /// - Complexity: O(*n*) in the size of the data.
    init(_ data: Data) {
        bytes = [UInt8](data)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
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
        let startLine = lineIndex(of: offset)
        let prefix = bytes[lineStarts[startLine] ..< offset]
        let scalars = String(decoding: prefix, as: UTF8.self).unicodeScalars.count
        return (startLine + 1, scalars + 1)
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
