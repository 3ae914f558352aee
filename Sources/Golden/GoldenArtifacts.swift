/// The files a failed check leaves in the artifacts directory, under the golden's name, so
/// that copying the render and frames over the golden accepts the change.
public struct GoldenArtifacts: Hashable, Sendable {
    /// The render: `<artifacts>/<name>.png`.
    public let render: String
    /// The render's frames: `<artifacts>/<name>.json`.
    public let frames: String
    /// The difference image, `<artifacts>/<name>.diff.png`: nil when there was no golden image
    /// to compare with.
    public let difference: String?

    public init(render: String, frames: String, difference: String?) {
        self.render = render
        self.frames = frames
        self.difference = difference
    }
}
