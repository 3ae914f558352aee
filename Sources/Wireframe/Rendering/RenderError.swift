import Foundation

/// Why a scene could not be drawn or an image read.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The canvas is empty, negative or not finite, or as a PNG longer than 32767 pixels on a
    /// side: no surface has such a size.
    case invalidCanvasSize(CGSize)
    /// The PNG scale (pixels per point) is not a positive finite number.
    case invalidScale(CGFloat)
    /// Cairo reported an error while doing `operation`; `message` is cairo's own wording.
    case cairo(operation: String, message: String)

    public var description: String {
        switch self {
        case .invalidCanvasSize(let size):
            "cannot draw a \(Double(size.width)) × \(Double(size.height)) pt canvas: both sides must be positive, finite and, in pixels, at most 32767"
        case .invalidScale(let scale):
            "cannot draw at \(Double(scale)) pixels per point: the scale must be positive and finite"
        case .cairo(let operation, let message):
            "cairo failed \(operation): \(message)"
        }
    }
}
