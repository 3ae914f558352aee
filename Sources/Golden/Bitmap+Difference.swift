import Wireframe

extension Bitmap {
    /// The colour of a changed pixel in a difference image: magenta, which no theme uses, so
    /// it stands out from the faded golden around it.
    public static let changedPixel = Pixel(red: 255, green: 0, blue: 255)

    /// A picture of what changed from `golden` to this image (a render): the golden faded to
    /// a pale grey, and every pixel that differs by more than `channelTolerance` in a channel
    /// in ``changedPixel``.
    ///
    /// When the sizes differ the picture covers both, and what only one image covers counts
    /// as changed.
    ///
    /// - Complexity: O(width × height) of the larger image.
    public func differenceImage(from golden: Bitmap, channelTolerance: Int) -> Bitmap {
        let width = Swift.max(self.width, golden.width), height = Swift.max(self.height, golden.height)
        var result: [Pixel] = []
        result.reserveCapacity(width * height)
        for y in 0 ..< height {
            for x in 0 ..< width {
                guard x < golden.width, y < golden.height, x < self.width, y < self.height else {
                    result.append(Self.changedPixel)
                    continue
                }
                let old = golden[x: x, y: y]
                result.append(self[x: x, y: y].distance(to: old) > channelTolerance ? Self.changedPixel : old.faded)
            }
        }
        return Bitmap(width: width, height: height, pixels: result)
    }
}

extension Bitmap.Pixel {
    /// The pixel as a pale grey: its luminance (Rec. 709) at a quarter of its contrast with
    /// white, over white where it is translucent; opaque.
    var faded: Bitmap.Pixel {
        let luminance = 0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)
        let opacity = Double(alpha) / 255
        let grey = UInt8((255 - (255 - luminance) * opacity / 4).rounded())
        return Bitmap.Pixel(red: grey, green: grey, blue: grey)
    }
}
