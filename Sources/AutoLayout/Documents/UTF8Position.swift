import Foundation

/// Where the first byte that is not UTF-8 stands in a file: its line, and its column in
/// characters, as the parsers count them. Specs and Interface Builder documents are UTF-8; a
/// file that is not is refused at that byte, before a parser sees it.
public struct UTF8Position: Sendable {
    public private(set) var line = 1
    public private(set) var column = 1
    /// The byte, as `0xE9`; empty when every byte is UTF-8.
    public private(set) var byteText = ""

    /// - Complexity: O(n) in the bytes before the first that is not UTF-8.
    public init(ofFirstInvalidByteIn data: Data) {
        var bytes = data.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
            case .emptyInput:
                return
            case .error:
                byteText = String(format: "0x%02X", data[data.startIndex + offset])
                return
            }
        }
    }

    /// "the byte 0xE9 here begins no UTF-8 character", for a message at the position.
    public var problem: String { "the file is not UTF-8: the byte \(byteText) here begins no UTF-8 character" }
}
