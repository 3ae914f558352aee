import CCairo
import Foundation

/// Reads a PNG of 8-bit RGB or RGBA, not interlaced (what ``PNGWriter`` writes), of any
/// height, a row at a time with zlib.
///
/// Cairo reads a PNG into one image surface, at most 32767 pixels tall, so a figure that
/// `plumb render` had written in bands could not be read back as a golden. Every number the
/// file holds is checked before it is used: a golden is a file anyone may change.
enum PNGReader {
    /// The most pixels an image read back may have: a figure's limit (``Scene/maximumPixels``).
    static let maximumPixels = Scene.maximumPixels

    /// The image's size and pixels; nil for a PNG of another kind (a palette, 16 bits, grey,
    /// interlaced), which cairo reads instead.
    ///
    /// - Throws: `RenderError.unreadablePNG` for data that is not a whole PNG, or an image
    ///   past ``maximumPixels``.
    /// - Complexity: O(bytes + pixels).
    static func read(_ data: Data) throws(RenderError) -> Bitmap? {
        var chunks = try PNGChunks(data)
        guard let header = try chunks.header() else { return nil }
        let channels = header.colorType == 6 ? 4 : 3
        guard header.width > 0, header.height > 0, header.width * header.height <= maximumPixels else {
            throw .unreadablePNG("the image is \(header.width) × \(header.height) pixels; an image read back has at most \(maximumPixels)")
        }
        let imageData = try chunks.imageData()
        let rows = try ScanlineInflater(imageData, lineLength: 1 + header.width * channels, pixelLength: channels)
        var pixels: [Bitmap.Pixel] = []
        pixels.reserveCapacity(header.width * header.height)
        for _ in 0..<header.height {
            let line = try rows.next()
            for column in 0..<header.width {
                let offset = 1 + column * channels
                pixels.append(Bitmap.Pixel(red: line[offset], green: line[offset + 1], blue: line[offset + 2],
                                           alpha: channels == 4 ? line[offset + 3] : 255))
            }
        }
        return Bitmap(width: header.width, height: header.height, pixels: pixels)
    }
}

/// The chunks of a PNG file, read in order with their lengths checked.
private struct PNGChunks {
    struct Header {
        let width: Int
        let height: Int
        /// 2 for RGB, 6 for RGBA.
        let colorType: UInt8
    }

    private let bytes: [UInt8]
    private var offset = 8

    init(_ data: Data) throws(RenderError) {
        bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw .unreadablePNG("the file does not begin with PNG's signature")
        }
    }

    /// The next chunk's type and the range of its data.
    private mutating func next() throws(RenderError) -> (type: String, data: Range<Int>) {
        guard offset + 8 <= bytes.count else { throw .unreadablePNG("the file ends before its IEND chunk") }
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
        let start = offset + 8
        guard length <= bytes.count - start - 4 else { throw .unreadablePNG("the \(type) chunk runs past the end of the file") }
        offset = start + length + 4
        return (type, start..<start + length)
    }

    /// The IHDR chunk, when it describes an 8-bit RGB or RGBA image that is not interlaced.
    mutating func header() throws(RenderError) -> Header? {
        let (type, range) = try next()
        guard type == "IHDR", range.count == 13 else { throw .unreadablePNG("the first chunk is \(type), not a 13-byte IHDR") }
        let fields = Array(bytes[range])
        func number(at index: Int) -> Int { fields[index..<index + 4].reduce(0) { $0 << 8 | Int($1) } }
        guard fields[8] == 8, fields[9] == 2 || fields[9] == 6, fields[10] == 0, fields[11] == 0, fields[12] == 0 else { return nil }
        return Header(width: number(at: 0), height: number(at: 4), colorType: fields[9])
    }

    /// The IDAT chunks' data, joined, up to IEND.
    mutating func imageData() throws(RenderError) -> [UInt8] {
        var joined: [UInt8] = []
        while true {
            let (type, range) = try next()
            if type == "IEND" { return joined }
            if type == "IDAT" { joined += bytes[range] }
        }
    }
}

/// The scanlines of a PNG's zlib stream, inflated one at a time and unfiltered against the
/// row above.
private final class ScanlineInflater {
    private var stream = z_stream()
    private let input: UnsafeMutableBufferPointer<UInt8>
    private let pixelLength: Int
    private var previous: [UInt8]
    private var current: [UInt8]

    init(_ compressed: [UInt8], lineLength: Int, pixelLength: Int) throws(RenderError) {
        input = .allocate(capacity: max(compressed.count, 1))
        _ = input.initialize(from: compressed)
        self.pixelLength = pixelLength
        previous = [UInt8](repeating: 0, count: lineLength)
        current = previous
        stream.next_in = input.baseAddress
        stream.avail_in = uInt(compressed.count)
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            input.deallocate()
            throw .unreadablePNG("zlib could not start inflating")
        }
    }

    deinit {
        inflateEnd(&stream)
        input.deallocate()
    }

    /// The next row: its filter byte, then its pixels' bytes, unfiltered.
    ///
    /// - Complexity: O(row length).
    func next() throws(RenderError) -> [UInt8] {
        swap(&previous, &current)
        let lineLength = current.count
        let status = current.withUnsafeMutableBufferPointer { line -> Int32 in
            stream.next_out = line.baseAddress
            stream.avail_out = uInt(lineLength)
            while stream.avail_out > 0 {
                let status = inflate(&stream, Z_SYNC_FLUSH)
                guard status == Z_OK || (status == Z_STREAM_END && stream.avail_out == 0) else { return status }
            }
            return Z_OK
        }
        guard status == Z_OK else { throw .unreadablePNG("the image data ends or is damaged before its last row (zlib status \(status))") }
        try unfilter()
        return current
    }

    /// Undoes the row's filter (PNG's five: none, sub, up, average, Paeth).
    private func unfilter() throws(RenderError) {
        let filter = current[0], step = pixelLength
        guard filter <= 4 else { throw .unreadablePNG("a row has filter \(filter); PNG's filters are 0 to 4") }
        guard filter != 0 else { return }
        for index in 1..<current.count {
            let left = index > step ? Int(current[index - step]) : 0
            let above = Int(previous[index])
            let aboveLeft = index > step ? Int(previous[index - step]) : 0
            let predicted: Int
            switch filter {
            case 1: predicted = left
            case 2: predicted = above
            case 3: predicted = (left + above) / 2
            default: predicted = Self.paeth(left: left, above: above, aboveLeft: aboveLeft)
            }
            current[index] = current[index] &+ UInt8(truncatingIfNeeded: predicted)
        }
    }

    /// Of the three neighbours, the one nearest to left + above - aboveLeft.
    private static func paeth(left: Int, above: Int, aboveLeft: Int) -> Int {
        let estimate = left + above - aboveLeft
        let (toLeft, toAbove, toAboveLeft) = (abs(estimate - left), abs(estimate - above), abs(estimate - aboveLeft))
        if toLeft <= toAbove && toLeft <= toAboveLeft { return left }
        return toAbove <= toAboveLeft ? above : aboveLeft
    }
}
