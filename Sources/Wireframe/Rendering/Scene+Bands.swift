import CCairo
import Dispatch
import Foundation

extension Scene {
    /// The rows painted and compressed at a time: enough that a band's fixed costs vanish,
    /// few enough that two bands of the widest image stay small (2 × 32767 × 512 × 4 bytes).
    static let bandHeight = 512

    /// The scene as a PNG of `width × height` pixels, painted band by band, each band while
    /// the one above it is compressed.
    ///
    /// Bands lift cairo's 32767-pixel limit on the height, keep memory to two bands, and let the
    /// two halves of the work run on two cores. A band paints only the items whose bounds
    /// (measured once) reach it, in their order, shifted up by a whole number of pixels, so
    /// every pixel comes out as in a single image and the output does not depend on the band
    /// height. The PNG has an alpha channel unless the background is opaque (it covers every
    /// pixel first).
    ///
    /// - Complexity: O(items × bands + pixels); the bands look only at the items (and the
    ///   groups' items) that reach them, past a bounds check each.
    func png(width: Int, height: Int, scale: CGFloat, bandHeight: Int = Scene.bandHeight) throws(RenderError) -> Data {
        let writer = try PNGWriter(width: width, height: height, hasAlpha: (background?.alpha ?? 0) < 1)
        let measurer = PangoTextMeasurer()
        let bounded = BoundedItems(items, measuredBy: measurer)
        // One surface for painting, and scanlines for two bands: one band is painted and
        // converted while the one above is compressed. Fresh memory for every band would cost
        // more in page faults than the painting.
        let surface = try CairoSurface.image(width: width, height: min(bandHeight, height))
        let buffers = [ScanlineBuffer(), ScanlineBuffer()]
        var compressing: ScanlineBuffer?
        for (index, top) in stride(from: 0, to: height, by: bandHeight).enumerated() {
            let step = BandStep(scene: self, items: bounded, surface: surface, top: top, rows: min(bandHeight, height - top),
                                scale: scale, lines: buffers[index % 2], previous: compressing, writer: writer)
            DispatchQueue.concurrentPerform(iterations: 2, execute: step.run)
            if let error = step.paintError ?? step.compressError { throw error }
            compressing = buffers[index % 2]
        }
        if let compressing { try writer.compress(compressing.bytes) }
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
        context.paint(items, text: TextPipeline.shared, within: visible)
        try context.checkStatus("drawing rows \(top) and below")
    }
}

/// A band's PNG scanlines, shared by the step that writes them and the one that compresses
/// them.
private final class ScanlineBuffer {
    var bytes: [UInt8] = []
}

/// One step of the banded rasteriser: a band to paint and convert to scanlines, and the band
/// above it to compress, on two threads at once.
///
/// It is `@unchecked Sendable` because its two tasks share nothing mutable: painting writes
/// only the surface, `lines` and `paintError` (pango is used by this task alone); compressing
/// reads only `previous` and writes only the writer's compressor and `compressError`. The
/// errors are read after `concurrentPerform` has returned, when both tasks are done.
private final class BandStep: @unchecked Sendable {
    let scene: Scene
    let items: BoundedItems
    let surface: CairoSurface
    let top: Int
    /// How many of the surface's rows belong to the image.
    let rows: Int
    let scale: CGFloat
    let lines: ScanlineBuffer
    /// The band above's scanlines.
    let previous: ScanlineBuffer?
    let writer: PNGWriter
    var paintError: RenderError?
    var compressError: RenderError?

    init(scene: Scene, items: BoundedItems, surface: CairoSurface, top: Int, rows: Int, scale: CGFloat,
         lines: ScanlineBuffer, previous: ScanlineBuffer?, writer: PNGWriter) {
        (self.scene, self.items, self.surface, self.top, self.rows, self.scale) = (scene, items, surface, top, rows, scale)
        (self.lines, self.previous, self.writer) = (lines, previous, writer)
    }

    /// Task 0 paints and converts the band; task 1 compresses the band above.
    func run(_ task: Int) {
        do throws(RenderError) {
            if task == 0 {
                try scene.paint(items, on: surface, fromRow: top, scale: scale)
                try writer.scanlines(of: surface.pointer, rows: rows, into: &lines.bytes)
            } else if let previous {
                try writer.compress(previous.bytes)
            }
        } catch {
            if task == 0 { paintError = error } else { compressError = error }
        }
    }
}
