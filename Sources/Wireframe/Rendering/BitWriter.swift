/// Packs bit fields into bytes, least significant bit first: the order deflate reads them in
/// (RFC 1951 §3.1.1).
///
/// Fields collect in a 64-bit word and leave it 32 bits at a time, stored as words, so that
/// writing a Huffman code is a shift, an or and, one time in two or so, one append.
struct BitWriter {
    /// The bits written so far, 32 to a word, the first in the lowest bit.
    private var words: [UInt32] = []
    /// Bits not yet in `words`, the first in the lowest bit.
    private var pending: UInt64 = 0
    /// How many bits of `pending` are written; always below 32 between calls.
    private var pendingCount = 0

    /// The bytes written, the last padded with zero bits.
    ///
    /// - Complexity: O(n).
    var bytes: [UInt8] {
        let whole = words.map { $0.littleEndian }.withUnsafeBytes { Array($0) }
        return whole + (0..<(pendingCount + 7) / 8).map { UInt8(truncatingIfNeeded: pending >> (8 * $0)) }
    }

    /// Appends the low `count` bits of `bits`, lowest first.
    ///
    /// - Parameters:
    ///   - bits: the field, below `1 << count`.
    ///   - count: at most 32.
    @inline(__always)
    mutating func write(_ bits: UInt32, count: Int) {
        pending |= UInt64(bits) << UInt64(pendingCount)
        pendingCount += count
        moveFullWord()
    }

    /// Pads the last byte with zero bits, so that what follows starts on a byte: deflate's
    /// end, before zlib's trailer.
    mutating func alignToByte() {
        pendingCount = (pendingCount + 7) / 8 * 8
        moveFullWord()
    }

    /// Moves 32 pending bits to `words` if there are as many.
    @inline(__always)
    private mutating func moveFullWord() {
        guard pendingCount >= 32 else { return }
        words.append(UInt32(truncatingIfNeeded: pending))
        pending >>= 32
        pendingCount -= 32
    }
}
