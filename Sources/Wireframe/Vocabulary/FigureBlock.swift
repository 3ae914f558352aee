import AutoLayout
import Foundation

/// A finished part of a figure (caption, window, legend) drawn at its own origin, so that
/// the figure can size its parts first and then stack them.
struct FigureBlock {
    var items: [Scene.Item]
    var size: CGSize
    /// For a legend, the frame of each entry's sample by the entry's text, in the block's
    /// coordinates.
    var samples: [String: CGRect] = [:]

    /// The block's items moved to `origin`, which must be on whole points so that lines
    /// snapped to the half-point grid stay on it.
    func items(at origin: CGPoint) -> [Scene.Item] {
        [.group(Scene.Group(transform: CGAffineTransform(translationX: origin.x, y: origin.y), items: items))]
    }
}
