import AutoLayout
import CCairo
import Foundation

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

    /// Takes `face` (a description fontconfig made of a face: family, weight, slant, width) at
    /// `size`, with the last resort after its family.
    init(adopting face: OpaquePointer, size: CGFloat) {
        pointer = face
        let family = pango_font_description_get_family(face).map { String(cString: $0) } ?? ""
        pango_font_description_set_family(pointer, "\(family),\(PangoFontMapHandle.lastResort)")
        pango_font_description_set_absolute_size(pointer, Double(size) * Double(PANGO_SCALE))
    }

    deinit {
        pango_font_description_free(pointer)
    }
}
