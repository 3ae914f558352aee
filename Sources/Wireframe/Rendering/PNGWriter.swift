import CCairo
import Foundation

/// Writes a PNG from rows of cairo image surfaces, band after band: straight (not
/// premultiplied) RGB or RGBA, no filter, deflated by `ScanlineDeflater` as the rows arrive.
///
/// A figure taller than a cairo image may be (32767 pixels) is painted in bands and written
/// here one band at a time, so neither its height nor its memory is bounded by one surface.
/// cairo's own PNG writer goes through libpng and zlib at its default compression, most of the
/// time spent on a large figure; wireframes are mostly flat colour, repeated rows and repeated
/// glyphs, which a deflater that looks only for those compresses several times faster, and as
/// small or smaller. The output depends only on the pixels, so it is as deterministic as cairo's.
final class PNGWriter {
    let width: Int
    let height: Int
    let hasAlpha: Bool
    /// The bytes of a pixel: RGBA or RGB.
    private let channels: Int
    /// The bytes of a scanline: the filter byte, then the pixels.
    private let lineLength: Int
    /// The image data's zlib stream, which also counts the rows compressed so far.
    private var deflater: ScanlineDeflater
    /// The scanlines of `append(rowsOf:count:)`, reused from call to call.
    private var scanlines: [UInt8] = []

    init(width: Int, height: Int, hasAlpha: Bool) {
        (self.width, self.height, self.hasAlpha) = (width, height, hasAlpha)
        channels = hasAlpha ? 4 : 3
        lineLength = 1 + width * channels
        deflater = ScanlineDeflater(rowLength: lineLength, pixelLength: channels, rowCount: height)
    }

    /// Converts and compresses the first `rows` rows (all by default) of an image surface as
    /// wide as the PNG.
    ///
    /// - Complexity: O(pixels appended).
    func append(rowsOf surface: OpaquePointer, count: Int? = nil) throws(RenderError) {
        try scanlines(of: surface, rows: count, into: &scanlines)
        try compress(scanlines)
    }

    /// Writes the first `rows` rows (all by default) of an image surface as wide as the PNG
    /// into `buffer` as PNG scanlines, ready for ``compress(_:)``. It reads nothing that
    /// compressing changes, so one band may be converted while another is compressed.
    ///
    /// - Complexity: O(pixels converted).
    func scanlines(of surface: OpaquePointer, rows count: Int? = nil, into buffer: inout [UInt8]) throws(RenderError) {
        cairo_surface_flush(surface)
        let rows = count ?? Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard Int(cairo_image_surface_get_width(surface)) == width, rows <= Int(cairo_image_surface_get_height(surface)),
              let pixels = cairo_image_surface_get_data(surface) else {
            throw .cairo(operation: "reading the image's pixels", message: "the band does not fit the image")
        }
        if buffer.count != rows * lineLength { buffer = [UInt8](repeating: 0, count: rows * lineLength) }
        buffer.withUnsafeMutableBufferPointer { output in
            for row in 0..<rows {
                let line = UnsafeRawPointer(pixels + row * stride).assumingMemoryBound(to: UInt32.self)
                writeScanline(line, into: output, at: row * lineLength)
            }
        }
    }

    /// Compresses scanlines made by ``scanlines(of:rows:into:)``, the next rows of the image.
    ///
    /// - Complexity: O(bytes).
    func compress(_ lines: [UInt8]) throws(RenderError) {
        let rows = lines.count / lineLength
        guard deflater.rowsDeflated + rows <= height else {
            throw .cairo(operation: "compressing the PNG image", message: "more rows than the image's \(height)")
        }
        lines.withUnsafeBufferPointer { deflater.deflate($0) }
    }

    /// The PNG file, once every row has been appended.
    func data() throws(RenderError) -> Data {
        guard deflater.rowsDeflated == height else {
            throw .cairo(operation: "writing the PNG image", message: "\(deflater.rowsDeflated) of \(height) rows were drawn")
        }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, hasAlpha ? 6 : 2, 0, 0, 0]  // depth 8, RGBA or RGB, deflate, no filter, no interlace
        Self.appendChunk("IHDR", header, to: &png)
        Self.appendChunk("IDAT", Data(deflater.bytes), to: &png)
        Self.appendChunk("IEND", Data(), to: &png)
        return png
    }

    /// One row: the filter byte (none), then each premultiplied ARGB32 pixel as straight
    /// RGB(A) bytes.
    private func writeScanline(_ line: UnsafePointer<UInt32>, into output: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        output[start] = 0
        guard hasAlpha else { return writeOpaqueScanline(line, into: output, at: start + 1) }
        var offset = start + 1
        for column in 0..<width {
            let pixel = line[column]
            let alpha = pixel >> 24
            output[offset] = Self.straight(pixel >> 16, alpha: alpha)
            output[offset + 1] = Self.straight(pixel >> 8, alpha: alpha)
            output[offset + 2] = Self.straight(pixel, alpha: alpha)
            output[offset + 3] = UInt8(alpha)
            offset += channels
        }
    }

    /// The pixels of a row of an image without alpha, as RGB: every pixel is opaque (the
    /// background covered it first), so premultiplied and straight are the same. A branch-free
    /// loop of its own, about twice as fast as the general one, which divides by alpha: each
    /// pixel is one 4-byte store of R, G, B and a spare byte that the next pixel's store
    /// overwrites; the last pixel's bytes go one by one, so that nothing lands past the row.
    private func writeOpaqueScanline(_ line: UnsafePointer<UInt32>, into output: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        guard let row = output.baseAddress.map({ UnsafeMutableRawPointer($0 + start) }), width > 0 else { return }
        // ARGB to 0BGR as a number: R in the lowest byte, first in memory when little-endian.
        func rgb(_ column: Int) -> UInt32 { line[column].byteSwapped >> 8 }
        for column in 0..<width - 1 {
            row.storeBytes(of: rgb(column).littleEndian, toByteOffset: 3 * column, as: UInt32.self)
        }
        for channel in 0..<3 {
            row.storeBytes(of: UInt8(truncatingIfNeeded: rgb(width - 1) >> (8 * channel)), toByteOffset: 3 * (width - 1) + channel,
                           as: UInt8.self)
        }
    }

    /// A colour component (the low byte of `shifted`) divided by its pixel's alpha.
    @inline(__always)
    private static func straight(_ shifted: UInt32, alpha: UInt32) -> UInt8 {
        let value = shifted & 0xFF
        guard alpha != 0xFF else { return UInt8(value) }
        guard alpha != 0 else { return 0 }
        return UInt8(min((value * 255 + alpha / 2) / alpha, 255))
    }

    /// Appends a chunk: length, type, data, and the CRC of type and data.
    private static func appendChunk(_ type: String, _ data: Data, to png: inout Data) {
        png.appendBigEndian(UInt32(data.count))
        let typed = Data(type.utf8) + data
        png += typed
        let checksum = typed.withUnsafeBytes { crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, uInt(typed.count)) }
        png.appendBigEndian(UInt32(checksum))
    }
}

extension Data {
    /// Appends a 32-bit number, most significant byte first, as PNG stores them.
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }
}
