import CCairo
import Foundation
import Testing

@testable import Wireframe

/// The PNG writer's own deflater: whatever the rows, zlib must inflate its stream to exactly
/// those rows, and the stream must not depend on how the rows are handed over.
@Suite("Scanline deflater")
struct ScanlineDeflaterTests {
    /// Scanlines of `rows` rows of `width` pixels: the filter byte (0), then `pixel(x, y)`'s
    /// bytes for each pixel.
    static func scanlines(width: Int, rows: Int, pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
        (0..<rows).flatMap { y in [0] + (0..<width).flatMap { x in pixel(x, y) } }
    }

    /// A reproducible byte stream: Knuth's MMIX linear congruential generator, high bits.
    static func noise(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    /// The zlib stream of `lines`, handed over `rowsPerCall` rows at a time, in blocks of
    /// `blockLength` bytes.
    static func deflated(_ lines: [UInt8], rowLength: Int, pixelLength: Int = 3, rowsPerCall: Int? = nil,
                         blockLength: Int = ScanlineDeflater.blockLength) -> [UInt8] {
        let rowCount = lines.count / rowLength
        var deflater = ScanlineDeflater(rowLength: rowLength, pixelLength: pixelLength, rowCount: rowCount,
                                        blockLength: blockLength)
        let step = (rowsPerCall ?? rowCount) * rowLength
        for start in stride(from: 0, to: lines.count, by: step) {
            Array(lines[start..<min(start + step, lines.count)]).withUnsafeBufferPointer { deflater.deflate($0) }
        }
        return deflater.bytes
    }

    /// What zlib inflates `stream` to, or nil when it reports an error or the size differs.
    static func inflated(_ stream: [UInt8], count: Int) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: count)
        var length = uLongf(count)
        let status = output.withUnsafeMutableBufferPointer { output in
            stream.withUnsafeBufferPointer { uncompress(output.baseAddress, &length, $0.baseAddress, uLong(stream.count)) }
        }
        return status == Z_OK && length == uLongf(count) ? output : nil
    }

    /// An RGB image made pixel by pixel.
    struct Sample: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let width: Int
        let rows: Int
        let pixel: @Sendable (Int, Int) -> [UInt8]

        var scanlines: [UInt8] { ScanlineDeflaterTests.scanlines(width: width, rows: rows, pixel: pixel) }

        var bitmap: Bitmap {
            let pixels = (0..<rows).flatMap { y in
                (0..<width).map { x in
                    let bytes = pixel(x, y)
                    return Bitmap.Pixel(red: bytes[0], green: bytes[1], blue: bytes[2])
                }
            }
            return Bitmap(width: width, height: rows, pixels: pixels)
        }
    }

    static let samples = [
        Sample(testDescription: "flat", width: 40, rows: 30) { _, _ in [0xF2, 0xF2, 0xF7] },
        Sample(testDescription: "noise", width: 37, rows: 23) { x, y in noise(3, seed: UInt64(y * 37 + x)) },
        // Runs of every length from 1 to 300 pixels, alternating two colours, so matches
        // of every length and every cut at the 258-byte limit occur.
        Sample(testDescription: "runs", width: 300, rows: 12) { x, y in
            (x / (y * 25 + 1)) % 2 == 0 ? [0x10, 0x20, 0x30] : [0x10, 0x20, 0x31]
        },
        // Each row repeats the one above but for a changed pixel that moves along.
        Sample(testDescription: "row repeats", width: 50, rows: 60) { x, y in
            x == y % 50 ? [UInt8(y), 0, 0] : [UInt8(x % 7), 0x80, 0xFF]
        },
        // A glyph-like pattern repeated along the row, which only the hashed candidate finds.
        Sample(testDescription: "repeated text", width: 200, rows: 16) { x, y in noise(3, seed: UInt64((x % 23) * 16 + y)) },
        Sample(testDescription: "width 1", width: 1, rows: 70) { _, y in [UInt8(y / 10), 1, 2] },
        Sample(testDescription: "height 1", width: 90, rows: 1) { x, _ in [UInt8(x / 4), 7, 7] },
    ]

    @Test("zlib inflates the stream to the rows", arguments: samples)
    func roundTrip(sample: Sample) {
        let lines = sample.scanlines
        let stream = Self.deflated(lines, rowLength: 1 + 3 * sample.width)
        #expect(Self.inflated(stream, count: lines.count) == lines)
    }

    /// After the first, each row is one 258-byte match with the row above (distance 3001: a
    /// short code and 10 extra bits) and eleven or twelve with the pixel to the left (distance
    /// 3, length 258: a short code each, no extra bits): about 50 bits, some 6 bytes. 800 bytes
    /// for the 100 rows allows 8 a row.
    @Test("Flat colour compresses to a few bytes a row")
    func flatIsSmall() {
        let lines = Self.scanlines(width: 1000, rows: 100) { _, _ in [0xFF, 0xFF, 0xFF] }
        let stream = Self.deflated(lines, rowLength: 3001)
        #expect(Self.inflated(stream, count: lines.count) == lines)
        #expect(stream.count < 800)
    }

    /// 11 000 pixels of RGB: 33 001 bytes a row, further than deflate may look back, so the
    /// row above is out of reach even where it is equal.
    @Test("Rows longer than deflate's window still round-trip")
    func rowsLongerThanTheWindow() {
        let lines = Self.scanlines(width: 11_000, rows: 3) { x, _ in x % 5_000 < 3 ? [9, 9, 9] : [UInt8(x % 251), 3, 4] }
        let stream = Self.deflated(lines, rowLength: 33_001)
        #expect(Self.inflated(stream, count: lines.count) == lines)
    }

    @Test("RGBA rows round-trip, matching at a distance of four bytes")
    func rgbaRows() {
        let lines = Self.scanlines(width: 64, rows: 20) { x, y in
            x < 32 ? [0x40, 0x80, 0xC0, UInt8(y * 12)] : [UInt8(x), 0, 0, 0x80]
        }
        let stream = Self.deflated(lines, rowLength: 257, pixelLength: 4)
        #expect(Self.inflated(stream, count: lines.count) == lines)
    }

    /// 200 pixels wide, 10 rows to a block of 6 KiB: 95 rows are ten blocks, the last short,
    /// cut wherever the calls fall.
    @Test("The stream does not depend on how many rows each call brings", arguments: [1, 7, 10, 64])
    func independentOfCalls(rowsPerCall: Int) {
        let lines = Self.scanlines(width: 200, rows: 95) { x, y in
            (x / 40 + y / 9) % 3 == 0 ? Self.noise(3, seed: UInt64(x % 40 + y)) : [0xF2, 0xF2, 0xF7]
        }
        let whole = Self.deflated(lines, rowLength: 601, blockLength: 6 << 10)
        #expect(Self.deflated(lines, rowLength: 601, rowsPerCall: rowsPerCall, blockLength: 6 << 10) == whole)
        #expect(Self.inflated(whole, count: lines.count) == lines)
    }

    /// A block of one row each (the length is less than a row), down a tall narrow image.
    @Test("Blocks of a row each round-trip")
    func blockPerRow() {
        let lines = Self.scanlines(width: 30, rows: 40) { x, y in [UInt8(x * y % 7), UInt8(y), 0x55] }
        let stream = Self.deflated(lines, rowLength: 91, blockLength: 50)
        #expect(Self.inflated(stream, count: lines.count) == lines)
        #expect(stream.count > Self.deflated(lines, rowLength: 91).count)
    }

    /// Through the PNG writer and back through cairo's reader (libpng), pixel for pixel.
    @Test("cairo reads back the pixels written", arguments: samples)
    func cairoRoundTrip(sample: Sample) throws {
        let bitmap = sample.bitmap
        let png = try bitmap.pngData()
        #expect(png[25] == 2)  // IHDR's colour type, after 8 bytes of signature, 8 of chunk head, 8 of size, 1 of depth: RGB
        #expect(try Bitmap(cairoDecoding: png) == bitmap)
        #expect(try Bitmap(png: png) == bitmap)
    }

    /// Translucent pixels are stored straight, so a premultiplied value must survive the trip
    /// out of and back into cairo: these are exact both ways.
    @Test("cairo reads back translucent pixels written as RGBA")
    func translucentRoundTrip() throws {
        let pixels = (0..<120).map { index in
            index % 3 == 0 ? Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 0)
                : Bitmap.Pixel(red: 0xFF, green: index % 2 == 0 ? 0 : 0xFF, blue: 0, alpha: index < 60 ? 0xFF : 0x33)
        }
        let bitmap = Bitmap(width: 12, height: 10, pixels: pixels)
        let png = try bitmap.pngData()
        #expect(png[25] == 6)  // IHDR's colour type: RGBA
        #expect(try Bitmap(cairoDecoding: png) == bitmap)
        #expect(try Bitmap(png: png) == bitmap)
    }
}
