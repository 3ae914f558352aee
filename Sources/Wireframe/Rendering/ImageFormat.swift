import Foundation

/// The file formats a scene renders to.
public enum ImageFormat: Hashable, Sendable {
    /// Vectors, one point of the scene per CSS pixel; for documentation and text diffs.
    case svg
    /// Pixels: `scale` pixels per point (1, 2 or 3 as on iOS screens), so the image is
    /// `ceil(width × scale)` by `ceil(height × scale)` pixels.
    case png(scale: CGFloat)
    /// Vectors on a single page the size of the scene in points; for print.
    case pdf

    /// The usual file name extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .svg: "svg"
        case .png: "png"
        case .pdf: "pdf"
        }
    }
}
