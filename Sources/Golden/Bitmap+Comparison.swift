import Wireframe

extension Bitmap {
    /// How this image (a render) differs from `golden` beyond the tolerance, or nil when it
    /// matches: the same size, and at most `pixelFraction` of the pixels differing by more
    /// than `channel` in any of red, green, blue and alpha.
    ///
    /// - Complexity: O(width × height).
    public func difference(from golden: Bitmap, tolerance: GoldenTolerance) -> ImageDifference? {
        guard width == golden.width, height == golden.height else {
            return .sizeMismatch(golden: ImageDifference.PixelSize(width: golden.width, height: golden.height),
                                 render: ImageDifference.PixelSize(width: width, height: height))
        }
        var count = 0
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for index in pixels.indices where pixels[index].distance(to: golden.pixels[index]) > tolerance.channel {
            let x = index % width, y = index / width
            count += 1
            minX = Swift.min(minX, x)
            maxX = Swift.max(maxX, x)
            minY = Swift.min(minY, y)
            maxY = Swift.max(maxY, y)
        }
        let total = width * height
        guard Double(count) > tolerance.pixelFraction * Double(total) else { return nil }
        return .pixels(ImageDifference.PixelDifference(
            count: count, total: total, channelTolerance: tolerance.channel, allowedFraction: tolerance.pixelFraction,
            minX: minX, minY: minY, maxX: maxX, maxY: maxY))
    }
}

extension Bitmap.Pixel {
    /// The largest difference of one channel, red, green, blue or alpha: 0 to 255.
    func distance(to other: Bitmap.Pixel) -> Int {
        Swift.max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
                  abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha)))
    }
}
