import Foundation
import Wireframe

extension GoldenStore {
    /// Compares a render with its golden, records goldens as `mode` says, and on a failure
    /// writes the render, its frames and a difference image to the artifacts directory.
    ///
    /// The frames are compared first: identical bytes match at once, otherwise both files are
    /// read and compared within `tolerance.frame`. The PNGs likewise match at once when their
    /// bytes are identical, and are otherwise decoded and compared pixel by pixel.
    ///
    /// What `mode` writes: `never` nothing; `missing` the golden files that do not exist;
    /// `failed` those, and both files of a render that does not match; `all` both files of
    /// every render. A recorded file is no longer a failure, but the outcome lists it and what
    /// it replaced. Artifacts of an earlier failure of the same name are removed when the
    /// check no longer fails.
    ///
    /// - Throws: ``GoldenError/cannotRead(path:reason:)`` for a golden that exists but cannot
    ///   be read, ``GoldenError/cannotWrite(path:reason:)`` for a golden or artifact that
    ///   cannot be written, ``GoldenError/render(name:_:)`` when the render's own PNG cannot
    ///   be decoded.
    /// - Complexity: O(1) beyond reading the files when the bytes match; O(pixels) otherwise.
    public func check(_ render: GoldenRender, mode: RecordMode, tolerance: GoldenTolerance) throws(GoldenError) -> GoldenOutcome {
        let pngPath = goldenPath(render.name, "png"), framesPath = goldenPath(render.name, "json")
        let goldenPNG = try contents(of: pngPath), goldenFrames = try contents(of: framesPath)
        var differences = GoldenMismatch()
        if let goldenFrames, goldenFrames != render.frames {
            do throws(GoldenFramesError) {
                let old = try GoldenFrames(json: goldenFrames), new = try GoldenFrames(json: render.frames)
                differences.frameChanges = old.changes(to: new, tolerance: tolerance.frame)
            } catch {
                differences.unreadableFrames = error.reason
            }
        }
        if let goldenPNG, goldenPNG != render.png {
            differences.image = try render.imageDifference(from: goldenPNG, tolerance: tolerance)
        }
        let missing = [(pngPath, goldenPNG), (framesPath, goldenFrames)].filter { $0.1 == nil }.map(\.0)
        let rewritesExisting = mode == .all || (mode == .failed && !differences.isEmpty)
        let recorded = mode == .never ? [] : rewritesExisting ? [pngPath, framesPath] : missing
        for path in recorded { try write(path == pngPath ? render.png : render.frames, to: path) }

        var failure = rewritesExisting ? GoldenMismatch() : differences
        failure.missingGoldens = missing.filter { !recorded.contains($0) }
        let artifacts = failure.isEmpty ? nil : try writeArtifacts(of: render, goldenPNG: goldenPNG, channelTolerance: tolerance.channel)
        if artifacts == nil { removeArtifacts(of: render.name) }
        return GoldenOutcome(name: render.name, failure: failure.isEmpty ? nil : failure, recorded: recorded,
                             replaced: rewritesExisting ? differences : GoldenMismatch(), artifacts: artifacts)
    }

    /// Writes the render, its frames and, when there is a golden image to compare with, the
    /// difference image; removes a difference image left by an earlier run otherwise.
    private func writeArtifacts(of render: GoldenRender, goldenPNG: Data?, channelTolerance: Int) throws(GoldenError) -> GoldenArtifacts {
        let renderPath = artifactPath(render.name, "png"), framesPath = artifactPath(render.name, "json")
        let differencePath = artifactPath(render.name, "diff.png")
        try write(render.png, to: renderPath)
        try write(render.frames, to: framesPath)
        guard let goldenPNG, let difference = try render.differencePNG(from: goldenPNG, channelTolerance: channelTolerance) else {
            remove(differencePath)
            return GoldenArtifacts(render: renderPath, frames: framesPath, difference: nil)
        }
        try write(difference, to: differencePath)
        return GoldenArtifacts(render: renderPath, frames: framesPath, difference: differencePath)
    }

    private func removeArtifacts(of name: String) {
        for fileExtension in ["png", "json", "diff.png"] { remove(artifactPath(name, fileExtension)) }
    }
}
