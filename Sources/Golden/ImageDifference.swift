/// How a render's pixels differ from its golden's beyond the tolerance: the sizes, the
/// pixels, or a golden that is not an image.
public enum ImageDifference: Hashable, Sendable, CustomStringConvertible {
    /// The images have different sizes, in pixels: the figure grew or shrank.
    case sizeMismatch(golden: PixelSize, render: PixelSize)
    /// More pixels differ than the tolerance allows.
    case pixels(PixelDifference)
    /// The golden's PNG cannot be decoded; `reason` is the decoder's.
    case unreadableGolden(reason: String)

    /// An image's width and height in pixels.
    public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
        public let width: Int
        public let height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        public var description: String { "\(width) × \(height) px" }
    }

    /// The pixels that differ by more than the channel tolerance, and where.
    public struct PixelDifference: Hashable, Sendable {
        /// How many pixels differ.
        public let count: Int
        /// How many pixels each image has.
        public let total: Int
        /// The channel tolerance they were counted with.
        public let channelTolerance: Int
        /// The fraction of pixels that was allowed to differ.
        public let allowedFraction: Double
        /// The smallest box holding them, in pixels from the top left, ends included.
        public let minX: Int, minY: Int, maxX: Int, maxY: Int

        public init(count: Int, total: Int, channelTolerance: Int, allowedFraction: Double,
                    minX: Int, minY: Int, maxX: Int, maxY: Int) {
            self.count = count
            self.total = total
            self.channelTolerance = channelTolerance
            self.allowedFraction = allowedFraction
            self.minX = minX
            self.minY = minY
            self.maxX = maxX
            self.maxY = maxY
        }
    }

    public var description: String {
        switch self {
        case .sizeMismatch(let golden, let render):
            "the render is \(render), the golden \(golden)"
        case .pixels(let difference):
            "\(difference.count) of \(difference.total) pixels differ by more than \(difference.channelTolerance) "
                + "in a channel (\((100 * Double(difference.count) / Double(difference.total)).text) %, "
                + "\((100 * difference.allowedFraction).text) % allowed), between "
                + "(\(difference.minX), \(difference.minY)) and (\(difference.maxX), \(difference.maxY))"
        case .unreadableGolden(let reason):
            "the golden is not a PNG image: \(reason)"
        }
    }
}
