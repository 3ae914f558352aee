import Foundation
import Wireframe

extension GoldenRender {
    /// How the render's image differs from the golden image `goldenPNG` beyond the
    /// tolerance; nil when it matches.
    ///
    /// - Throws: ``GoldenError/render(name:_:)`` when the render's own PNG cannot be decoded.
    /// - Complexity: O(pixels).
    public func imageDifference(from goldenPNG: Data, tolerance: GoldenTolerance) throws(GoldenError) -> ImageDifference? {
        let golden: Bitmap
        do {
            golden = try Bitmap(png: goldenPNG)
        } catch {
            return .unreadableGolden(reason: error.description)
        }
        return try bitmap().difference(from: golden, tolerance: tolerance)
    }

    /// The difference image from the golden image `goldenPNG`, as PNG; nil when the golden
    /// is not an image.
    ///
    /// - Throws: ``GoldenError/render(name:_:)`` when the render's PNG cannot be decoded or
    ///   the difference encoded.
    /// - Complexity: O(pixels).
    public func differencePNG(from goldenPNG: Data, channelTolerance: Int) throws(GoldenError) -> Data? {
        guard let golden = try? Bitmap(png: goldenPNG) else { return nil }
        let difference = try bitmap().differenceImage(from: golden, channelTolerance: channelTolerance)
        do {
            return try difference.pngData()
        } catch {
            throw .render(name: name, error)
        }
    }

    /// The render's pixels.
    private func bitmap() throws(GoldenError) -> Bitmap {
        do {
            return try Bitmap(png: png)
        } catch {
            throw .render(name: name, error)
        }
    }
}
