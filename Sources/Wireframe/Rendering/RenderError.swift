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
    /// The figure, not yet composed, will be at least `least` points and at most `most`: as a
    /// PNG at `scale`, even `least` is past the limits ``figureTooLarge(size:scale:)`` names.
    case figureTooLargeToCompose(least: CGSize, most: CGSize, scale: CGFloat)
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
        case .figureTooLargeToCompose(let least, let most, let scale):
            Self.tooLargeDescription(size: least, scale: scale, isLeast: least != most, fittingSize: most)
        case .unreadablePNG(let reason):
            "cannot read the PNG image: \(reason)"
        case .cairo(let operation, let message):
            "cairo failed \(operation): \(message)"
        }
    }

    /// "the figure is 19835 × 802 pt, a PNG of 39670 × 1604 pixels at --scale 2; a PNG may
    /// be at most 32767 pixels wide and 100000000 pixels in all: --scale 1.65 fits, or write SVG
    /// or PDF"; "is at least" and "of at least" for a figure not yet composed (`isLeast`), whose
    /// suggested scale fits the most it can be, `fittingSize`.
    private static func tooLargeDescription(size: CGSize, scale: CGFloat, isLeast: Bool = false, fittingSize: CGSize? = nil) -> String {
        let pixels = Scene.pixelSize(of: size, scale: scale)
        let fitting = Scene.largestScale(fitting: fittingSize ?? size).map { "--scale \(Double($0)) fits, or write SVG or PDF" }
            ?? "no --scale fits; write SVG or PDF"
        let least = isLeast ? "at least " : ""
        return "the figure is \(least)\(Double(size.width)) × \(Double(size.height)) pt, "
            + "a PNG of \(least)\(Int(pixels.width)) × \(Int(pixels.height)) pixels "
            + "at --scale \(Double(scale)); a PNG may be at most \(Int(Scene.maximumWidth)) pixels wide and \(Scene.maximumPixels) pixels in all: "
            + fitting
    }
}
