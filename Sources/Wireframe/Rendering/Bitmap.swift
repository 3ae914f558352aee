import CCairo
import Foundation

/// The pixels of a PNG image, for checking what was drawn: decoded with zlib, which writing
/// one needs too, or by cairo for kinds of PNG that Plumb does not write.
public struct Bitmap: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// Rows from the top, each from the left.
    public let pixels: [Pixel]

    /// One pixel with straight (not premultiplied) 8-bit components.
    public struct Pixel: Hashable, Sendable, CustomStringConvertible {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8
        public var alpha: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// The pixel an opaque `color` fills with: each component rounded to 8 bits.
        public init(_ color: Color) {
            func byte(_ component: Double) -> UInt8 { UInt8((min(max(component, 0), 1) * 255).rounded()) }
            self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
        }

        public var description: String {
            Color(
                red: Double(red) / 255,
                green: Double(green) / 255,
                blue: Double(blue) / 255,
                alpha: Double(alpha) / 255
            ).hexString
        }
    }

    /// Decodes a PNG image: 8-bit RGB and RGBA of any height (``PNGReader``), other kinds
    /// through cairo.
    ///
    /// - Throws: `RenderError.unreadablePNG` for data that is not a whole PNG or has more
    ///   than ``Scene/maximumPixels`` pixels, `.cairo` for a PNG cairo cannot read.
    /// - Complexity: O(width × height).
    public init(png data: Data) throws(RenderError) {
        if let bitmap = try PNGReader.read(data) { self = bitmap } else { self = try Bitmap(cairoDecoding: data) }
    }

    /// Decodes a PNG with cairo (libpng): any kind, at most 32767 pixels tall.
    ///
    /// - Throws: `RenderError.cairo` when the data is not a PNG image cairo can read.
    init(cairoDecoding data: Data) throws(RenderError) {
        let decoded = try CairoSurface.image(png: data)
        // Whatever the file's colour type, cairo converts it when painting into ARGB32.
        let width = Int(cairo_image_surface_get_width(decoded.pointer))
        let height = Int(cairo_image_surface_get_height(decoded.pointer))
        let image = try CairoSurface.image(width: width, height: height)
        let context = try CairoContext(drawingOn: image)
        cairo_set_source_surface(context.pointer, decoded.pointer, 0, 0)
        cairo_set_operator(context.pointer, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context.pointer)
        try context.checkStatus("converting the PNG image")
        cairo_surface_flush(image.pointer)
        self.width = width
        self.height = height
        self.pixels = Self.pixels(of: image, width: width, height: height)
    }

    /// The pixel in column `x` and row `y`, both from 0 at the top left.
    public subscript(x x: Int, y y: Int) -> Pixel {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the \(width) × \(height) image")
        return pixels[y * width + x]
    }

    /// Reads cairo's ARGB32 pixels (premultiplied, one native-endian 32-bit word each) as
    /// straight RGBA.
    private static func pixels(of image: CairoSurface, width: Int, height: Int) -> [Pixel] {
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(image.pointer) else { return [] }
        let stride = Int(cairo_image_surface_get_stride(image.pointer))
        var pixels: [Pixel] = []
        pixels.reserveCapacity(width * height)
        for y in 0 ..< height {
            let row = UnsafeRawPointer(data + y * stride)
            for x in 0 ..< width {
                let word = row.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
                let alpha = UInt8(word >> 24)
                func straight(_ shift: UInt32) -> UInt8 {
                    let premultiplied = UInt32((word >> shift) & 0xFF)
                    guard alpha > 0 else { return 0 }
                    return UInt8(min((premultiplied * 255 + UInt32(alpha) / 2) / UInt32(alpha), 255))
                }
                pixels.append(Pixel(red: straight(16), green: straight(8), blue: straight(0), alpha: alpha))
            }
        }
        return pixels
    }
}
