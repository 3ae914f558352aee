import CCairo
import Foundation

extension Bitmap {
    /// An image made pixel by pixel, such as the difference of two renders.
    ///
    /// - Parameter pixels: `width × height` pixels, rows from the top, each from the left.
    public init(width: Int, height: Int, pixels: [Pixel]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height,
                     "\(pixels.count) pixels cannot fill a \(width) × \(height) image")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The image encoded as PNG by cairo, so that writing an image needs nothing that drawing
    /// one did not; `Bitmap(png:)` reads back the same pixels, up to the rounding of
    /// translucent ones.
    ///
    /// - Throws: `RenderError.invalidCanvasSize` for an empty image, `.cairo` when cairo fails.
    /// - Complexity: O(width × height).
    public func pngData() throws(RenderError) -> Data {
        guard width > 0, height > 0 else { throw .invalidCanvasSize(CGSize(width: width, height: height)) }
        let image = try CairoSurface.image(width: width, height: height)
        cairo_surface_flush(image.pointer)
        guard let data = cairo_image_surface_get_data(image.pointer) else {
            throw .cairo(operation: "filling a \(width) × \(height) image", message: "the image has no pixel data")
        }
        let stride = Int(cairo_image_surface_get_stride(image.pointer))
        for y in 0 ..< height {
            let row = UnsafeMutableRawPointer(data + y * stride)
            for x in 0 ..< width {
                row.storeBytes(of: Self.premultipliedWord(pixels[y * width + x]), toByteOffset: 4 * x, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(image.pointer)
        let sink = ByteSink()
        try image.writePNG(to: sink)
        return sink.data
    }

    /// Cairo's ARGB32 word for a pixel: alpha in the high byte, each colour multiplied by it.
    private static func premultipliedWord(_ pixel: Pixel) -> UInt32 {
        let alpha = UInt32(pixel.alpha)
        func premultiplied(_ component: UInt8) -> UInt32 { (UInt32(component) * alpha + 127) / 255 }
        return alpha << 24 | premultiplied(pixel.red) << 16 | premultiplied(pixel.green) << 8 | premultiplied(pixel.blue)
    }
}
