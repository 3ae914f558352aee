import CCairo

/// A pango font map of our own, made with cairo font rendering, released with its owner.
///
/// Pango 1.50's default font map is per thread; a private map shared under `TextPipeline`'s
/// lock gives every thread the same fonts, and so the same measurements.
///
/// (Pango's wrappers are named `…Handle` because `PangoLayout`, `PangoContext` and the others
/// are already the names of the C types.)
final class PangoFontMapHandle {
    let pointer: UnsafeMutablePointer<PangoFontMap>

    init() {
        pointer = pango_cairo_font_map_new()
    }

    deinit {
        g_object_unref(pointer)
    }
}
