import CCairo

/// A cairo drawing context on a surface, destroyed with its owner.
///
/// Drawing calls record errors in the context rather than failing; `checkStatus` reads that
/// record once drawing is done.
final class CairoContext {
    let pointer: OpaquePointer
    /// The surface drawn on, held so that it lives at least as long as the context.
    private let surface: CairoSurface

    init(drawingOn surface: CairoSurface) throws(RenderError) {
        self.surface = surface
        self.pointer = cairo_create(surface.pointer)
        try checkStatus("creating a drawing context")
    }

    deinit {
        cairo_destroy(pointer)
    }

    /// - Throws: `RenderError.cairo` when any drawing call so far has failed.
    func checkStatus(_ operation: String) throws(RenderError) {
        try checkCairoStatus(cairo_status(pointer), operation)
    }
}
