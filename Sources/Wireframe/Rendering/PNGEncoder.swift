import CCairo
import Foundation

/// Writes an image surface as PNG: straight (not premultiplied) RGB or RGBA, no filter,
/// deflated by zlib at a fast level.
///
/// cairo's own PNG writer goes through libpng at its default compression, which is most of
/// the time spent on a large figure; wireframes are mostly flat colour, which compresses
/// almost as well at level 3. The output depends only on the pixels, so it is as
/// deterministic as cairo's.
enum PNGEncoder {
    /// zlib's compression level: fast, and nearly as small as the default on flat images.
    static let compressionLevel: Int32 = 3

    /// The PNG of an image surface's pixels.
    ///
    /// - Complexity: O(pixels).
    static func encode(_ surface: OpaquePointer) throws(RenderError) -> Data {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let pixels = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
            throw RenderError.cairo(operation: "reading the image's pixels", message: "the image has no pixels")
        }
        let isOpaque = (0..<height).allSatisfy { row in
            let line = UnsafeRawPointer(pixels + row * stride).assumingMemoryBound(to: UInt32.self)
            return (0..<width).allSatisfy { line[$0] >> 24 == 0xFF }
        }
        let channels = isOpaque ? 3 : 4
        var scanlines = [UInt8](repeating: 0, count: height * (1 + width * channels))
        scanlines.withUnsafeMutableBufferPointer { output in
            var offset = 0
            for row in 0..<height {
                let line = UnsafeRawPointer(pixels + row * stride).assumingMemoryBound(to: UInt32.self)
                output[offset] = 0  // filter: none
                offset += 1
                for column in 0..<width {
                    offset = write(line[column], channels: channels, into: output, at: offset)
                }
            }
        }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, isOpaque ? 2 : 6, 0, 0, 0]  // depth 8, RGB or RGBA, deflate, no filter, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", try deflate(scanlines), to: &png)
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    /// Writes one premultiplied ARGB32 pixel as straight RGB(A) bytes; returns the next offset.
    @inline(__always)
    private static func write(_ pixel: UInt32, channels: Int, into output: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let alpha = pixel >> 24
        func straight(_ shift: UInt32) -> UInt8 {
            let value = (pixel >> shift) & 0xFF
            guard alpha != 0xFF else { return UInt8(value) }
            guard alpha != 0 else { return 0 }
            return UInt8(min((value * 255 + alpha / 2) / alpha, 255))
        }
        output[offset] = straight(16)
        output[offset + 1] = straight(8)
        output[offset + 2] = straight(0)
        if channels == 4 { output[offset + 3] = UInt8(alpha) }
        return offset + channels
    }

    /// The zlib stream of `bytes`.
    private static func deflate(_ bytes: [UInt8]) throws(RenderError) -> Data {
        var length = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = compress2(&output, &length, bytes, uLong(bytes.count), compressionLevel)
        guard status == Z_OK else {
            throw RenderError.cairo(operation: "compressing the PNG image", message: "zlib error \(status)")
        }
        return Data(output.prefix(Int(length)))
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
