import Foundation

/// One layout drawn as goldens are: the figure as PNG and the frames as the JSON of
/// `plumb explain --format json`, under the golden's name.
///
/// A render is compared with `<name>.png` and `<name>.json` in the golden directory, and
/// written there when recorded (see ``GoldenStore``).
public struct GoldenRender: Hashable, Sendable {
    /// The golden's name without an extension, as ``GoldenEnvironment/goldenName(forSpecNamed:)``
    /// makes it.
    public let name: String
    /// The figure, as ``GoldenRender/format`` draws it.
    public let png: Data
    /// The layout report (`LayoutReport.jsonData()`): window, traits, frames, diagnostics.
    public let frames: Data

    public init(name: String, png: Data, frames: Data) {
        self.name = name
        self.png = png
        self.frames = frames
    }
}
