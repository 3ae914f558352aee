import Foundation

/// Why a scene could not be drawn or an image read.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The canvas is empty, negative or not finite, or as a PNG wider than 32767 pixels (the
    /// widest image cairo paints) or taller than PNG allows.
    case invalidCanvasSize(CGSize)
    /// The PNG scale (pixels per point) is not a positive finite number.
    case invalidScale(CGFloat)
    /// Cairo reported an error while doing `operation`; `message` is cairo's own wording.
    case cairo(operation: String, message: String)

    public var description: String {
        switch self {
        case .invalidCanvasSize(let size):
            "cannot draw a \(Double(size.width)) × \(Double(size.height)) pt canvas: both sides must be positive and finite, and a PNG at most 32767 pixels wide (try a smaller --scale)"
        case .invalidScale(let scale):
            "cannot draw at \(Double(scale)) pixels per point: the scale must be positive and finite"
        case .cairo(let operation, let message):
            "cairo failed \(operation): \(message)"
        }
    }
}
