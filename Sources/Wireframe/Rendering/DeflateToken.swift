/// One step of an LZ77 parse as deflate codes it: a literal byte, or a copy of `length` bytes
/// from `distance` bytes back, with the symbols and extra bits RFC 1951 §3.2.5 gives each.
///
/// Packed in 32 bits, because a block keeps all its tokens until its Huffman codes are known:
/// a literal is its byte; a match sets the top bit, with the length above the distance.
struct DeflateToken {
    /// The longest match deflate can code.
    static let maxLength = 258
    /// The shortest: a shorter one costs more than its literals.
    static let minLength = 3
    /// How far back a match may reach: deflate's window.
    static let maxDistance = 32768
    /// The literal/length alphabet's end-of-block symbol; lengths come after it.
    static let endOfBlock = 256
    /// The literal/length alphabet's size.
    static let literalSymbolCount = 286
    /// The distance alphabet's size.
    static let distanceSymbolCount = 30

    private let packed: UInt32

    static func literal(_ byte: UInt8) -> DeflateToken {
        DeflateToken(packed: UInt32(byte))
    }

    /// - Parameters:
    ///   - length: in `minLength...maxLength`.
    ///   - distance: in `1...maxDistance`.
    static func match(length: Int, distance: Int) -> DeflateToken {
        DeflateToken(packed: 1 << 31 | UInt32(length) << 16 | UInt32(distance))
    }

    var isMatch: Bool { packed >> 31 != 0 }

    /// The literal/length symbol: the byte of a literal, or the symbol of a match's length.
    @inline(__always)
    var symbol: Int { isMatch ? lengthCode.symbol : Int(packed) }

    /// A match's length symbol (257 to 285) and the extra bits after it: eight lengths with
    /// none, then four symbols to each doubling of the length, the last symbol 258 alone.
    @inline(__always)
    var lengthCode: (symbol: Int, extra: UInt32, extraCount: Int) {
        let excess = Int(packed >> 16 & 0x1FF) - Self.minLength
        guard excess >= 8 else { return (257 + excess, 0, 0) }
        guard excess < Self.maxLength - Self.minLength else { return (285, 0, 0) }
        let extraCount = Self.log2(excess) - 2
        let quarter = excess >> extraCount & 3
        return (257 + 4 * (extraCount + 1) + quarter, UInt32(excess - (4 + quarter) << extraCount), extraCount)
    }

    /// A match's distance symbol (0 to 29) and the extra bits after it: four distances with
    /// none, then two symbols to each doubling of the distance.
    @inline(__always)
    var distanceCode: (symbol: Int, extra: UInt32, extraCount: Int) {
        let excess = Int(packed & 0xFFFF) - 1
        guard excess >= 4 else { return (excess, 0, 0) }
        let extraCount = Self.log2(excess) - 1
        let half = excess >> extraCount & 1
        return (2 * (extraCount + 1) + half, UInt32(excess - (2 + half) << extraCount), extraCount)
    }

    /// ⌊log₂ value⌋ of a positive value.
    @inline(__always)
    private static func log2(_ value: Int) -> Int {
        Int.bitWidth - 1 - value.leadingZeroBitCount
    }
}
