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

    /// The image encoded as PNG, RGB when every pixel is opaque, else RGBA, by the writer
    /// that writes figures: of any height, where a cairo image is at most 32767 pixels tall;
    /// `Bitmap(png:)` reads back the same pixels.
    ///
    /// - Throws: `RenderError.invalidCanvasSize` for an empty image.
    /// - Complexity: O(width × height).
    public func pngData() throws(RenderError) -> Data {
        guard width > 0, height > 0 else { throw .invalidCanvasSize(CGSize(width: width, height: height)) }
        let hasAlpha = pixels.contains { $0.alpha != 255 }
        let writer = PNGWriter(width: width, height: height, hasAlpha: hasAlpha)
        let channels = hasAlpha ? 4 : 3, lineLength = 1 + width * channels
        for top in stride(from: 0, to: height, by: Scene.bandHeight) {
            let rows = min(Scene.bandHeight, height - top)
            var lines = [UInt8](repeating: 0, count: rows * lineLength)
            for row in 0..<rows {
                for column in 0..<width {
                    let pixel = pixels[(top + row) * width + column], offset = row * lineLength + 1 + column * channels
                    (lines[offset], lines[offset + 1], lines[offset + 2]) = (pixel.red, pixel.green, pixel.blue)
                    if hasAlpha { lines[offset + 3] = pixel.alpha }
                }
            }
            try writer.compress(lines)
        }
        return try writer.data()
    }
}
