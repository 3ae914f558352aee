import CCairo

/// A pango font map of our own, made with cairo font rendering, released with its owner.
///
/// Each of `TextPipeline`'s typesetters has a map of its own, so that they can set text side
/// by side; they load the same fonts, so they measure the same. (Pango 1.50's default map is
/// per thread, which would tie fonts to whichever thread set text.)
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
