import CCairo

/// A pango context with the settings every measurement and every drawing shares, released
/// with its owner.
///
/// Its transformation stays the identity: text is laid out in points once, and the same glyph
/// positions are drawn at any scale, so what is measured is what is drawn.
final class PangoContextHandle {
    let pointer: OpaquePointer
    /// The font map the context's fonts come from, held for the context's lifetime.
    private let fontMap: PangoFontMapHandle

    init(fontMap: PangoFontMapHandle, fontOptions: CairoFontOptions) {
        self.fontMap = fontMap
        pointer = pango_font_map_create_context(fontMap.pointer)
        pango_cairo_context_set_font_options(pointer, fontOptions.pointer)
        // Rounding glyph positions to whole device units would tie widths to the scale.
        pango_context_set_round_glyph_positions(pointer, 0)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }
}
