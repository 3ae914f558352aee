import Foundation

/// Why a scene could not be drawn or an image read.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The canvas is empty, negative or not finite.
    case invalidCanvasSize(CGSize)
    /// The PNG scale (pixels per point) is not a positive finite number.
    case invalidScale(CGFloat)
    /// The figure of `size` points, as a PNG at `scale`, would be wider than cairo paints
    /// (``Scene/maximumWidth``) or have more pixels than a figure may (``Scene/maximumPixels``).
    case figureTooLarge(size: CGSize, scale: CGFloat)
    /// The data is not a PNG that can be read back, for the reason given.
    case unreadablePNG(String)
    /// Cairo reported an error while doing `operation`; `message` is cairo's own wording.
    case cairo(operation: String, message: String)

    public var description: String {
        switch self {
        case .invalidCanvasSize(let size):
            "cannot draw a \(Double(size.width)) × \(Double(size.height)) pt canvas: both sides must be positive and finite"
        case .invalidScale(let scale):
            "cannot draw at \(Double(scale)) pixels per point: the scale must be positive and finite"
        case .figureTooLarge(let size, let scale):
            Self.tooLargeDescription(size: size, scale: scale)
        case .unreadablePNG(let reason):
            "cannot read the PNG image: \(reason)"
        case .cairo(let operation, let message):
            "cairo failed \(operation): \(message)"
        }
    }

    /// "the figure is 19835 × 802 pt, a PNG of 39670 × 1604 pixels at --scale 2; a PNG may
    /// be at most 32767 pixels wide and 100000000 pixels in all: --scale 1.65 fits, or write SVG
    /// or PDF".
    private static func tooLargeDescription(size: CGSize, scale: CGFloat) -> String {
        let pixels = Scene.pixelSize(of: size, scale: scale)
        let fitting = Scene.largestScale(fitting: size).map { "--scale \(Double($0)) fits, or write SVG or PDF" }
            ?? "no --scale fits; write SVG or PDF"
        return "the figure is \(Double(size.width)) × \(Double(size.height)) pt, a PNG of \(Int(pixels.width)) × \(Int(pixels.height)) pixels "
            + "at --scale \(Double(scale)); a PNG may be at most \(Int(Scene.maximumWidth)) pixels wide and \(Scene.maximumPixels) pixels in all: "
            + fitting
    }
}
