import CCairo
import Foundation

extension Scene {
    /// The scene drawn by cairo as an SVG, PNG or PDF file.
    ///
    /// The output is byte-for-byte the same every time the same scene is drawn, in this process
    /// or another on the same system: text is set with pinned font options, the SVG's
    /// process-wide group names are renumbered, and the PDF has no creation date.
    ///
    /// - Throws: `RenderError.invalidCanvasSize` or `.invalidScale` for a size or scale no
    ///   surface can have, `.figureTooLarge` for a PNG wider than ``maximumWidth`` or of more
    ///   than ``maximumPixels`` (refused before any is painted), `.cairo` when cairo fails.
    /// - Complexity: O(n) in the number of items, plus the pixels of a PNG.
    public func rendered(as format: ImageFormat) throws(RenderError) -> Data {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw .invalidCanvasSize(size)
        }
        let sink = ByteSink()
        switch format {
        case .svg:
            let surface = try CairoSurface.svg(size: size, writingTo: sink)
            try paint(on: surface)
            try surface.finish()
            return SVGIdentifiers.renumbered(sink.data)
        case .pdf:
            let surface = try CairoSurface.pdf(size: size, writingTo: sink)
            try paint(on: surface)
            try surface.finish()
        case .png(let scale):
            guard scale > 0, scale.isFinite else { throw .invalidScale(scale) }
            guard Self.fits(size, scale: scale) else { throw .figureTooLarge(size: size, scale: scale) }
            let pixels = Self.pixelSize(of: size, scale: scale)
            return try png(width: Int(pixels.width), height: Int(pixels.height), scale: scale)
        }
        return sink.data
    }

    /// Scenes as the pages of one PDF document, each page the size of its scene; the bytes are
    /// the same every time, as ``rendered(as:)``'s.
    ///
    /// - Throws: `RenderError.invalidCanvasSize` for a scene no page can have, `.cairo` when
    ///   cairo fails.
    /// - Complexity: O(n) in the items of all the scenes.
    public static func pdf(pages: [Scene]) throws(RenderError) -> Data {
        guard let first = pages.first else { throw .invalidCanvasSize(.zero) }
        for page in pages where !(page.size.width > 0 && page.size.height > 0 && page.size.width.isFinite && page.size.height.isFinite) {
            throw .invalidCanvasSize(page.size)
        }
        let sink = ByteSink()
        let surface = try CairoSurface.pdf(size: first.size, writingTo: sink)
        for page in pages {
            surface.setPageSize(page.size)
            try page.paint(on: surface)
            surface.showPage()
        }
        try surface.finish()
        return sink.data
    }

    /// Refuses, before it is composed, a PNG at `scale` of a figure that will be at least
    /// `least` and at most `most` points (``Figure/compositionSizeBounds(measuredBy:)``): a
    /// figure of thousands of views took seconds to compose before its size could be refused.
    ///
    /// - Throws: `RenderError.figureTooLargeToCompose` when even `least` is past
    ///   ``maximumWidth`` or ``maximumPixels``, with a scale at which `most` fits.
    public static func checkPNG(least: CGSize, most: CGSize, scale: CGFloat) throws(RenderError) {
        guard scale > 0, scale.isFinite else { throw .invalidScale(scale) }
        guard fits(least, scale: scale) else { throw .figureTooLargeToCompose(least: least, most: most, scale: scale) }
    }

    /// The widest image, in pixels, that cairo can paint (the width of every band).
    static let maximumWidth: CGFloat = 32767
    /// The most pixels a PNG figure may have: 100 million, half again the 10 000-view
    /// benchmark's figure at 2x (1208 × 56492). Painted in bands, a figure needs little
    /// memory, but `plumb check` reads a golden and a render back whole (4 bytes a pixel
    /// each) and paints take time in proportion.
    public static let maximumPixels = 100_000_000

    /// The pixels of a PNG of `size` points at `scale`: each side rounded up.
    static func pixelSize(of size: CGSize, scale: CGFloat) -> CGSize {
        CGSize(width: (size.width * scale).rounded(.up), height: (size.height * scale).rounded(.up))
    }

    /// Whether a PNG of `size` points at `scale` is within ``maximumWidth`` and ``maximumPixels``.
    static func fits(_ size: CGSize, scale: CGFloat) -> Bool {
        let pixels = pixelSize(of: size, scale: scale)
        return pixels.width <= maximumWidth && pixels.width * pixels.height <= CGFloat(maximumPixels)
    }

    /// The largest scale in hundredths at which a figure of `size` points fits in a PNG; nil
    /// when not even 0.01 does.
    static func largestScale(fitting size: CGSize) -> CGFloat? {
        let bound = min(maximumWidth / size.width, (CGFloat(maximumPixels) / (size.width * size.height)).squareRoot())
        var hundredths = min((bound * 100).rounded(.down), 800)
        while hundredths >= 1 && !fits(size, scale: hundredths / 100) { hundredths -= 1 }
        return hundredths >= 1 ? hundredths / 100 : nil
    }

    /// Paints the background and the items on a document surface, one unit per point.
    private func paint(on surface: CairoSurface) throws(RenderError) {
        let context = try CairoContext(drawingOn: surface)
        if let background { context.paintBackground(background) }
        context.paint(items, text: TextPipeline.pipeline(for: fonts))
        try context.checkStatus("drawing the scene")
    }
}
