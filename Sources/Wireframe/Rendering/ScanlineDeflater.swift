/// A zlib stream (RFC 1950) of a PNG's scanlines, deflated as they arrive, some rows at a time:
/// `ScanlineMatcher`'s parse, in blocks of whole rows each with its own Huffman codes.
///
/// It replaces zlib's deflate, which spent most of a large render's encoding time hashing and
/// searching for matches a wireframe mostly has at two distances; this finds them by direct
/// comparison, at several times the speed, into a file as small or smaller (13 % smaller on the
/// 10 000-view benchmark).
///
/// The output depends only on the rows: the parse of a row looks at that row and the one
/// above (kept from the call before when needed), and blocks end every `rowsPerBlock` rows
/// of the image, wherever the calls divide it.
struct ScanlineDeflater {
    /// The scanline bytes a block takes, by default: enough that its header (some 60 bytes)
    /// and building its codes are negligible, few enough that the codes follow the image as it
    /// changes down the page. 256 KiB made the 10 000-view benchmark's file 1 % larger.
    static let blockLength = 1 << 20
    /// The rows of a block: as many whole rows as `blockLength` holds, at least one.
    let rowsPerBlock: Int
    let rowLength: Int
    let rowCount: Int
    /// The rows deflated so far.
    private(set) var rowsDeflated = 0
    private var matcher: ScanlineMatcher
    private var block = DeflateBlock()
    private var output = BitWriter()
    /// The checksum of the rows so far, zlib's trailer.
    private var checksum = Adler32()
    /// The last row of the call before, what the next call's first row refers to.
    private var lastRow: [UInt8] = []

    /// - Parameters:
    ///   - rowLength: the bytes of a scanline, filter byte included.
    ///   - pixelLength: the bytes of a pixel.
    ///   - rowCount: the image's height: the stream ends after that many rows.
    ///   - blockLength: the scanline bytes a block takes, at least a row's.
    init(rowLength: Int, pixelLength: Int, rowCount: Int, blockLength: Int = Self.blockLength) {
        (self.rowLength, self.rowCount) = (rowLength, rowCount)
        rowsPerBlock = max(1, blockLength / rowLength)
        matcher = ScanlineMatcher(rowLength: rowLength, pixelLength: pixelLength)
        // Deflate with a 32 KiB window, no preset dictionary; the check bits make the pair a
        // multiple of 31.
        output.write(0x78, count: 8)
        output.write(0x01, count: 8)
    }

    /// The zlib stream, complete once all `rowCount` rows are deflated.
    var bytes: [UInt8] { output.bytes }

    /// Deflates the next rows of the image.
    ///
    /// - Parameter rows: whole scanlines, no more than the image has left.
    /// - Complexity: O(bytes).
    mutating func deflate(_ rows: UnsafeBufferPointer<UInt8>) {
        guard let base = rows.baseAddress else { return }
        let count = rows.count / rowLength
        checksum.update(with: UnsafeBufferPointer(rebasing: rows.prefix(count * rowLength)))
        for row in 0..<count {
            let line = base + row * rowLength
            guard row == 0 else {
                deflateRow(line, above: line - rowLength)
                continue
            }
            let previous = lastRow
            previous.withUnsafeBufferPointer { deflateRow(line, above: previous.isEmpty ? nil : $0.baseAddress) }
        }
        if count > 0 { lastRow = Array(rows[(count - 1) * rowLength ..< count * rowLength]) }
    }

    /// Parses a row into the block, writes the block if the row ends it, and ends the stream
    /// after the last row.
    ///
    /// - Parameter above: the row before, if there is one.
    private mutating func deflateRow(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?) {
        matcher.parse(row, above: above, into: &block)
        rowsDeflated += 1
        if rowsDeflated == rowCount {
            block.write(to: &output, isFinal: true)
            finish()
        } else if rowsDeflated % rowsPerBlock == 0 {
            block.write(to: &output, isFinal: false)
        }
    }

    /// Ends the stream after the last block: its padding, then the checksum of all the rows
    /// (summed as each call began), most significant byte first.
    private mutating func finish() {
        output.alignToByte()
        for shift in stride(from: 24, through: 0, by: -8) { output.write(checksum.value >> UInt32(shift) & 0xFF, count: 8) }
    }
}
