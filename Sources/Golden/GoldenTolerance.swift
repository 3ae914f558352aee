/// How different a render may be from its golden and still match.
///
/// The frames are compared first and most strictly: they say exactly what moved. The
/// pixel tolerances absorb what frames cannot cause: antialiasing that differs between cairo
/// and pixman versions, in the low bits of edge pixels, and the odd isolated pixel.
public struct GoldenTolerance: Hashable, Sendable {
    /// How far one colour channel of a pixel (red, green, blue or alpha, each 0–255) may
    /// differ before the pixel counts as different. The default, 8, is about 3 %: more than
    /// the rounding and antialiasing differences of two cairo builds, far less than any
    /// colour a theme uses is from its neighbours.
    public var channel: Int
    /// The fraction of pixels (0–1) that may count as different. The default, 0.0001, lets
    /// the odd flipped edge pixel through, about 40 in an iPhone 8 figure (480 × 823 px);
    /// a changed word or a moved line changes far more.
    public var pixelFraction: Double
    /// How far, in points, a frame's origin or size may move and still match. The default,
    /// 0.01, is below anything a screen shows (a third of a pixel at @3x is 0.11) and above
    /// the 0.001 the frames are rounded to.
    public var frame: Double

    public init(channel: Int = 8, pixelFraction: Double = 0.0001, frame: Double = 0.01) {
        self.channel = channel
        self.pixelFraction = pixelFraction
        self.frame = frame
    }
}
