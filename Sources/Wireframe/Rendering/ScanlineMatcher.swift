/// The LZ77 parse of PNG scanlines, row by row, made for wireframes: most bytes repeat the
/// pixel to their left (flat colour) or the row above (vertical edges, columns of flat colour),
/// and most of the rest is text, whose glyphs recur along the row.
///
/// At each byte it takes the longest of three candidates, found by direct comparison eight
/// bytes at a time: the previous pixel, the row above, and, only where those two fail, the
/// last place in the row where the next four bytes hashed the same. A tie goes to the earlier
/// of them, the nearer distance being the cheaper to code. There is no search beyond that: a
/// general deflater's hash chains and lazy matching cost several times more for a file a few
/// per cent smaller on these images.
///
/// Matches stay within a row and reach no further back than the row above, so a row's parse
/// depends on it and that row only, never on how the rows arrive.
struct ScanlineMatcher {
    /// The bytes of a scanline: the filter byte, then the pixels.
    let rowLength: Int
    /// The bytes of a pixel, the distance to the same channel of the pixel on the left.
    let pixelLength: Int
    /// For each hash of four bytes, where in the stream (counting from its first scanline
    /// byte) they were last seen; positions before the current row are stale.
    private var recentPositions = [Int](repeating: -1, count: 1 << hashBits)
    /// Where the current row starts in the stream.
    private var rowStart = 0
    /// Whether the row above is within deflate's window, so that a row may refer to it.
    private let reachesAbove: Bool

    private static let hashBits = 12

    init(rowLength: Int, pixelLength: Int) {
        (self.rowLength, self.pixelLength) = (rowLength, pixelLength)
        reachesAbove = rowLength <= DeflateToken.maxDistance
    }

    /// Appends the tokens of a scanline to `block`.
    ///
    /// - Parameters:
    ///   - row: `rowLength` bytes.
    ///   - above: the scanline before, or nil for the first. It is not used when it is further
    ///     back than deflate's window.
    /// - Complexity: O(`rowLength`): each byte is compared with at most three others per
    ///   match it falls in, and a match is at least three bytes long unless it is a literal.
    mutating func parse(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, into block: inout DeflateBlock) {
        let above = reachesAbove ? above : nil
        // Taken out for the row, so the loop may read the other properties while it writes
        // the table; the array moves, it is not copied.
        var positions: [Int] = []
        swap(&positions, &recentPositions)
        defer { swap(&positions, &recentPositions) }
        positions.withUnsafeMutableBufferPointer { recent in
            var offset = 0
            while offset < rowLength {
                let (length, distance) = longestMatch(in: row, at: offset, above: above, recent: recent)
                if length >= DeflateToken.minLength {
                    block.append(.match(length: length, distance: distance))
                    offset += length
                } else {
                    block.append(.literal(row[offset]))
                    offset += 1
                }
            }
        }
        rowStart += rowLength
    }

    /// The longest of the three candidates at `offset`, as a length (below the minimum when
    /// none is worth coding) and its distance.
    @inline(__always)
    private func longestMatch(in row: UnsafePointer<UInt8>, at offset: Int, above: UnsafePointer<UInt8>?,
                              recent: UnsafeMutableBufferPointer<Int>) -> (length: Int, distance: Int) {
        let limit = min(DeflateToken.maxLength, rowLength - offset)
        var best = (length: 0, distance: 0)
        if offset >= pixelLength {
            best = (Self.commonPrefix(row + offset, row + offset - pixelLength, limit: limit), pixelLength)
        }
        if best.length < limit, let above {
            let length = Self.commonPrefix(row + offset, above + offset, limit: limit)
            if length > best.length { best = (length, rowLength) }
        }
        guard best.length < DeflateToken.minLength, offset + 4 <= rowLength else { return best }
        let word = UInt32(littleEndian: UnsafeRawPointer(row + offset).loadUnaligned(as: UInt32.self))
        let slot = Int((word &* 0x9E37_79B1) >> UInt32(32 - Self.hashBits))
        let candidate = recent[slot] - rowStart
        recent[slot] = rowStart + offset
        guard candidate >= 0, offset - candidate <= DeflateToken.maxDistance else { return best }
        let length = Self.commonPrefix(row + offset, row + candidate, limit: limit)
        return length > best.length ? (length, offset - candidate) : best
    }

    /// How many bytes from `bytes` on equal those from `earlier` on, up to `limit`: eight at a
    /// time, the first difference found from the lowest set bit of their exclusive or.
    @inline(__always)
    private static func commonPrefix(_ bytes: UnsafePointer<UInt8>, _ earlier: UnsafePointer<UInt8>, limit: Int) -> Int {
        var count = 0
        while count + 8 <= limit {
            let difference = UInt64(littleEndian: UnsafeRawPointer(bytes + count).loadUnaligned(as: UInt64.self))
                ^ UInt64(littleEndian: UnsafeRawPointer(earlier + count).loadUnaligned(as: UInt64.self))
            if difference != 0 { return count + difference.trailingZeroBitCount / 8 }
            count += 8
        }
        while count < limit && bytes[count] == earlier[count] { count += 1 }
        return count
    }
}
