import CCairo
import Foundation

/// A cairo surface (an image in memory, or an SVG or PDF document written to a byte sink),
/// destroyed with its owner.
///
/// Cairo never returns NULL from a constructor: it returns an inert surface carrying an error
/// status. Every factory here checks that status, so a `CairoSurface` that exists is usable.
final class CairoSurface {
    let pointer: OpaquePointer
    /// The sink a stream surface writes to; held so that it outlives every callback.
    private let sink: ByteSink?

    private init(_ pointer: OpaquePointer, sink: ByteSink?, operation: String) throws(RenderError) {
        self.pointer = pointer
        self.sink = sink
        try checkCairoStatus(cairo_surface_status(pointer), operation)
    }

    deinit {
        if sink == nil {
            cairo_surface_destroy(pointer)
        } else {
            // A document destroyed unfinished is finished now, writing its fonts.
            TextPipeline.withFonts { cairo_surface_destroy(pointer) }
        }
    }

    /// A transparent 32-bit ARGB image of the given size in pixels.
    static func image(width: Int, height: Int) throws(RenderError) -> CairoSurface {
        try CairoSurface(
            cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            sink: nil,
            operation: "creating a \(width) × \(height) image"
        )
    }

    /// An SVG document of `size` points, measured in CSS pixels (`px`) so that one point of
    /// the scene is one CSS pixel, as an iOS point is on the web.
    static func svg(size: CGSize, writingTo sink: ByteSink) throws(RenderError) -> CairoSurface {
        let surface = try CairoSurface(
            cairo_svg_surface_create_for_stream(ByteSink.write, sink.closure, size.width, size.height),
            sink: sink,
            operation: "creating an SVG document"
        )
        cairo_svg_surface_set_document_unit(surface.pointer, CAIRO_SVG_UNIT_PX)
        return surface
    }

    /// A one-page PDF document of `size` points.
    ///
    /// Cairo stamps the current time as the creation date, so two runs would differ. Setting
    /// the date to an empty string, which cairo cannot parse as a date, removes the entry
    /// (an explicit date would be written without the "D:" prefix PDF requires).
    static func pdf(size: CGSize, writingTo sink: ByteSink) throws(RenderError) -> CairoSurface {
        let surface = try CairoSurface(
            cairo_pdf_surface_create_for_stream(ByteSink.write, sink.closure, size.width, size.height),
            sink: sink,
            operation: "creating a PDF document"
        )
        cairo_pdf_surface_set_metadata(surface.pointer, CAIRO_PDF_METADATA_CREATE_DATE, "")
        return surface
    }

    /// Sets the size of the PDF page drawn next, in points.
    func setPageSize(_ size: CGSize) {
        cairo_pdf_surface_set_size(pointer, size.width, size.height)
    }

    /// Ends the page drawn so far: what is drawn next goes on a new page. Cairo draws the
    /// page's text into the document only now, reading its fonts.
    func showPage() {
        TextPipeline.withFonts { cairo_surface_show_page(pointer) }
    }

    /// The image a PNG file holds.
    static func image(png data: Data) throws(RenderError) -> CairoSurface {
        let source = ByteSource(data)
        return try withExtendedLifetime(source) { () throws(RenderError) -> CairoSurface in
            try CairoSurface(
                cairo_image_surface_create_from_png_stream(ByteSource.read, source.closure),
                sink: nil,
                operation: "reading a PNG image"
            )
        }
    }

    /// Encodes an image surface as PNG into `sink`: RGB when every pixel is opaque, else RGBA.
    ///
    /// - Complexity: O(pixels).
    func writePNG(to sink: ByteSink) throws(RenderError) {
        let writer = PNGWriter(width: Int(cairo_image_surface_get_width(pointer)),
                               height: Int(cairo_image_surface_get_height(pointer)), hasAlpha: !isOpaque)
        try writer.append(rowsOf: pointer)
        sink.append(try writer.data())
    }

    /// Whether every pixel of an image surface is opaque.
    private var isOpaque: Bool {
        cairo_surface_flush(pointer)
        let width = Int(cairo_image_surface_get_width(pointer)), stride = Int(cairo_image_surface_get_stride(pointer))
        guard let pixels = cairo_image_surface_get_data(pointer) else { return true }
        return (0..<Int(cairo_image_surface_get_height(pointer))).allSatisfy { row in
            let line = UnsafeRawPointer(pixels + row * stride).assumingMemoryBound(to: UInt32.self)
            return (0..<width).allSatisfy { line[$0] >> 24 == 0xFF }
        }
    }

    /// Completes a document: an SVG or PDF surface writes most of its output only now,
    /// reading its fonts for their subsets.
    func finish() throws(RenderError) {
        TextPipeline.withFonts { cairo_surface_finish(pointer) }
        try checkCairoStatus(cairo_surface_status(pointer), "finishing the document")
    }
}
