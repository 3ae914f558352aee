import Foundation
import TestSupport
import Testing
@testable import Wireframe

/// Plumb's own PNG reader: what cairo reads, it reads the same; it reads images taller than
/// cairo can; and a damaged or oversized file is refused with what is wrong.
@Suite("PNG reader")
struct PNGReaderTests {
    /// A bitmap of `width` × `height` pixels, each different from its neighbours.
    static func bitmap(width: Int, height: Int, alpha: Bool = false) -> Bitmap {
        Bitmap(width: width, height: height, pixels: (0..<width * height).map { index in
            Bitmap.Pixel(red: UInt8(index % 251), green: UInt8(index / width % 256), blue: UInt8(index % 7 * 30),
                         alpha: alpha ? UInt8(index % 3 * 120) : 255)
        })
    }

    /// 40 000 rows, past the 32 767 cairo reads: written and read back whole.
    @Test func readsImagesTallerThanCairoDoes() throws {
        let bitmap = Self.bitmap(width: 3, height: 40_000)
        let png = try bitmap.pngData()
        #expect(try Bitmap(png: png) == bitmap)
        #expect(throws: RenderError.self) { try Bitmap(cairoDecoding: png) }
    }

    /// Translucent pixels come back exactly: the file holds them straight.
    @Test func readsTranslucentPixelsExactly() throws {
        let bitmap = Self.bitmap(width: 17, height: 9, alpha: true)
        #expect(try Bitmap(png: bitmap.pngData()) == bitmap)
    }

    /// libpng (through librsvg) filters rows with sub, up, average and Paeth; the reader
    /// undoes each as cairo's reader does.
    @Test func readsFilteredRowsAsCairoDoes() throws {
        let svg = Data("""
            <svg xmlns="http://www.w3.org/2000/svg" width="61" height="47">
            <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stop-color="#12a0ff"/><stop offset="1" stop-color="#ff3010"/></linearGradient></defs>
            <rect width="61" height="47" fill="url(#g)"/><circle cx="30" cy="23" r="17" fill="#ffffff" fill-opacity="0.5"/>
            </svg>
            """.utf8)
        let data = try #require(try SVGRasterizer.png(of: svg).png)
        let read = try #require(try PNGReader.read(data))
        #expect(read == (try Bitmap(cairoDecoding: data)))
        #expect(Set(read.pixels).count > 100)
    }

    /// A PNG Plumb writes, changed by `change`.
    static func damaged(_ change: (inout [UInt8]) -> Void) throws -> Data {
        var bytes = [UInt8](try Self.bitmap(width: 5, height: 4).pngData())
        change(&bytes)
        return Data(bytes)
    }

    @Test(arguments: [
        ("not a PNG", try Data("not a png".utf8), "cannot read the PNG image: the file does not begin with PNG's signature"),
        ("100 000 × 100 000 pixels", try damaged { bytes in bytes[16..<24] = [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0] },
         "cannot read the PNG image: the image is 100000 × 100000 pixels; an image read back has at most 100000000"),
        ("cut in its image data", try damaged { bytes in bytes.removeLast(30) },
         "cannot read the PNG image: the IDAT chunk runs past the end of the file"),
        ("no IEND", try damaged { bytes in bytes.removeLast(12) }, "cannot read the PNG image: the file ends before its IEND chunk"),
        ("a first chunk that is not IHDR", try damaged { bytes in bytes[12..<16] = [0x74, 0x45, 0x58, 0x74] },
         "cannot read the PNG image: the first chunk is tEXt, not a 13-byte IHDR"),
    ])
    func refusesDamagedFiles(_ name: String, _ data: Data, _ message: String) {
        let error = #expect(throws: RenderError.self) { try Bitmap(png: data) }
        #expect(error?.description == message, "\(name)")
    }

    /// Image data whose zlib stream is cut short, in an IDAT chunk of the right length.
    @Test func refusesImageDataCutShort() throws {
        let png = try Self.damaged { bytes in
            // IDAT's length is at 33 (after the signature and IHDR's 25 bytes); keep 6 bytes of its data.
            let length = Int(bytes[33]) << 24 | Int(bytes[34]) << 16 | Int(bytes[35]) << 8 | Int(bytes[36])
            bytes.removeSubrange(41 + 6 ..< 41 + length)
            bytes[33..<37] = [0, 0, 0, 6]
        }
        let error = #expect(throws: RenderError.self) { try Bitmap(png: png) }
        #expect(error?.description.hasPrefix("cannot read the PNG image: the image data ends or is damaged before its last row") == true)
    }
}
