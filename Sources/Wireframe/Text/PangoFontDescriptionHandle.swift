import AutoLayout
import CCairo

/// A pango font description: a family at a `Font`'s size and weight, freed with its owner.
final class PangoFontDescriptionHandle {
    let pointer: OpaquePointer

    /// - Parameter families: pango's comma-separated list of families to try, in order.
    init(families: String, font: Font) {
        pointer = pango_font_description_new()
        pango_font_description_set_family(pointer, families)
        // An absolute size is in device units: with an identity matrix, points, whatever the
        // font map's resolution.
        pango_font_description_set_absolute_size(pointer, Double(font.pointSize) * Double(PANGO_SCALE))
        pango_font_description_set_weight(pointer, PangoWeight(rawValue: UInt32(font.weight.weightClass)))
    }

    deinit {
        pango_font_description_free(pointer)
    }
}
