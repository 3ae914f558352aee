import AutoLayout
import CCairo

/// A pango font description made from a `Font`, freed with its owner.
final class PangoFontDescriptionHandle {
    let pointer: OpaquePointer

    /// The families asked for, in order: Inter, which is close to San Francisco in metrics and
    /// shapes, then DejaVu Sans, which is on every Debian system.
    static let families = "Inter,DejaVu Sans"

    init(_ font: Font) {
        pointer = pango_font_description_new()
        pango_font_description_set_family(pointer, Self.families)
        // An absolute size is in device units: with an identity matrix, points, whatever the
        // font map's resolution.
        pango_font_description_set_absolute_size(pointer, Double(font.pointSize) * Double(PANGO_SCALE))
        pango_font_description_set_weight(pointer, PangoWeight(rawValue: UInt32(font.weight.weightClass)))
    }

    deinit {
        pango_font_description_free(pointer)
    }
}
