import CCairo

/// Cairo font options pinned so that text is the same on every machine and at every scale,
/// destroyed with their owner.
///
/// Greyscale antialiasing (no subpixel colour fringes, which depend on the display), no
/// hinting (hinting snaps outlines to the pixel grid of one scale) and no metric hinting
/// (advances would be rounded to whole pixels, so widths would change with the scale).
final class CairoFontOptions {
    let pointer: OpaquePointer

    init() throws(RenderError) {
        pointer = cairo_font_options_create()
        cairo_font_options_set_antialias(pointer, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(pointer, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(pointer, CAIRO_HINT_METRICS_OFF)
        try checkCairoStatus(cairo_font_options_status(pointer), "creating font options")
    }

    deinit {
        cairo_font_options_destroy(pointer)
    }
}
