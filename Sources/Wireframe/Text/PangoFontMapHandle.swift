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

    /// The family tried after any other: on every Debian system.
    static let lastResort = "DejaVu Sans"

    init() {
        pointer = pango_cairo_font_map_new()
    }

    deinit {
        g_object_unref(pointer)
    }

    /// The names of the families the map has.
    ///
    /// - Complexity: O(n) in the number of installed families.
    func familyNames() -> Set<String> {
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(pointer, &list, &count)
        defer { g_free(list) }
        return Set((0 ..< Int(count)).compactMap { index in
            list?[index].map { String(cString: pango_font_family_get_name($0)) }
        })
    }
}
