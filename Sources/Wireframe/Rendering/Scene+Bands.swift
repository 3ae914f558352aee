import CCairo
import Dispatch
import Foundation

extension Scene {
    /// The rows painted and compressed at a time: enough that a band's fixed costs vanish,
    /// few enough that two bands of the widest image stay small (2 × 32767 × 512 × 4 bytes).
    static let bandHeight = 512

    /// The scene as a PNG of `width × height` pixels, painted band by band on two cores.
    ///
    /// Bands lift cairo's 32767-pixel limit on the height, keep memory to a few bands, and let
    /// the work run on two cores: bands are painted two at a time, one on each core, while the
    /// two painted before are compressed, one by each core before or after its painting (see
    /// ``BandPairStep``). A band paints only the items whose bounds (measured once) reach it,
    /// in their order, shifted up by a whole number of pixels, so every pixel comes out as in a
    /// single image and the output does not depend on the band height. The PNG has an alpha
    /// channel unless the background is opaque (it covers every pixel first).
    ///
    /// - Complexity: O(items × bands + pixels); the bands look only at the items (and the
    ///   groups' items) that reach them, past a bounds check each.
    func png(width: Int, height: Int, scale: CGFloat, bandHeight: Int = Scene.bandHeight) throws(RenderError) -> Data {
        let writer = PNGWriter(width: width, height: height, hasAlpha: (background?.alpha ?? 0) < 1)
        let measurer = PangoTextMeasurer(fonts: fonts)
        let bounded = BoundedItems(items, measuredBy: measurer)
        // A surface for each core, and scanlines for four bands: two painted while the two
        // above are compressed. Fresh memory for every band would cost more in page faults
        // than the painting.
        let surfaces = try (0..<2).map { _ throws(RenderError) in try CairoSurface.image(width: width, height: min(bandHeight, height)) }
        let buffers = (0..<4).map { _ in ScanlineBuffer() }
        let tops = Array(stride(from: 0, to: height, by: bandHeight))
        var compressing: [ScanlineBuffer] = []
        for (pair, first) in stride(from: 0, to: tops.count, by: 2).enumerated() {
            let bands = tops[first..<min(first + 2, tops.count)].enumerated().map { offset, top in
                PaintedBand(top: top, rows: min(bandHeight, height - top), surface: surfaces[offset],
                            lines: buffers[2 * (pair % 2) + offset])
            }
            let step = BandPairStep(scene: self, items: bounded, scale: scale, bands: bands, previous: compressing, writer: writer)
            DispatchQueue.concurrentPerform(iterations: 2, execute: step.run)
            if let error = step.error { throw error }
            compressing = bands.map(\.lines)
        }
        for lines in compressing { try writer.compress(lines.bytes) }
        return try writer.data()
    }

    /// Paints the background and the items that reach an image band whose first row is row
    /// `top` of the whole image.
    fileprivate func paint(_ items: BoundedItems, on band: CairoSurface, fromRow top: Int, scale: CGFloat) throws(RenderError) {
        let context = try CairoContext(drawingOn: band)
        context.clear()
        cairo_translate(context.pointer, 0, -Double(top))
        cairo_scale(context.pointer, scale, scale)
        if let background { context.paintBackground(background) }
        let rows = CGFloat(cairo_image_surface_get_height(band.pointer))
        let visible = CGRect(x: 0, y: CGFloat(top) / scale, width: size.width, height: rows / scale)
        context.paint(items, text: TextPipeline.pipeline(for: fonts), within: visible)
        try context.checkStatus("drawing rows \(top) and below")
    }
}

/// A band's PNG scanlines, shared by the step that writes them and the one that compresses
/// them.
private final class ScanlineBuffer {
    var bytes: [UInt8] = []
}

/// A band of the image to paint: its first row, how many of the surface's rows belong to the
/// image, the surface to paint on and the scanlines to convert into.
private struct PaintedBand {
    let top: Int
    let rows: Int
    let surface: CairoSurface
    let lines: ScanlineBuffer
}

/// One step of the banded rasteriser, on two threads: each paints one of (up to) two bands and
/// compresses one of the two bands painted in the step before.
///
/// Compressing is one stream, so the upper of the previous bands must be compressed first:
/// task 0 compresses it and then paints, task 1 paints and then, once task 0 has signalled,
/// compresses the lower. Each core then does one painting and one compression a step, where
/// one core painting while the other only compressed left the second idle for a third of
/// the time.
///
/// It is `@unchecked Sendable` because its tasks share nothing mutable: each paints on its own
/// surface into its own scanlines (pango only behind `TextPipeline`'s lock) and writes only its
/// own error; the compressions, the writer's one mutable state, are ordered by `upperCompressed`.
/// The errors are read after `concurrentPerform` has returned.
private final class BandPairStep: @unchecked Sendable {
    let scene: Scene
    let items: BoundedItems
    let scale: CGFloat
    let bands: [PaintedBand]
    /// The scanlines of the step before's bands, top first.
    let previous: [ScanlineBuffer]
    let writer: PNGWriter
    /// Signalled by task 0 once the upper previous band is compressed, or failed to be.
    /// Dispatch hands out iterations in order, so on a single thread task 0 runs first and
    /// task 1 never waits for a task that cannot start.
    let upperCompressed = DispatchSemaphore(value: 0)
    var firstError: RenderError?
    var secondError: RenderError?

    init(scene: Scene, items: BoundedItems, scale: CGFloat, bands: [PaintedBand], previous: [ScanlineBuffer], writer: PNGWriter) {
        (self.scene, self.items, self.scale, self.bands, self.previous, self.writer) = (scene, items, scale, bands, previous, writer)
    }

    /// The first error of either task.
    var error: RenderError? { firstError ?? secondError }

    func run(_ task: Int) {
        do throws(RenderError) {
            if task == 0 { try compressUpper() }
            if task < bands.count { try paint(bands[task]) }
            if task == 1 { try compressLower() }
        } catch {
            if task == 0 { firstError = error } else { secondError = error }
        }
    }

    private func compressUpper() throws(RenderError) {
        defer { upperCompressed.signal() }
        guard let upper = previous.first else { return }
        try writer.compress(upper.bytes)
    }

    private func compressLower() throws(RenderError) {
        upperCompressed.wait()
        // Compressed even when the upper band failed: the writer is then thrown away, and
        // task 0's error is the one reported.
        guard previous.count > 1 else { return }
        try writer.compress(previous[1].bytes)
    }

    private func paint(_ band: PaintedBand) throws(RenderError) {
        try scene.paint(items, on: band.surface, fromRow: band.top, scale: scale)
        try writer.scanlines(of: band.surface.pointer, rows: band.rows, into: &band.lines.bytes)
    }
}
