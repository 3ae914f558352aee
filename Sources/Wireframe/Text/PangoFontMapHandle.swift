import CCairo
import Foundation

/// A pango font map of our own, made with cairo font rendering and a fontconfig configuration
/// of a font collection, released with its owner.
///
/// Each font collection's typesetter has a map of its own, so that one collection's fonts
/// never change another's text. (Pango 1.50's default map is per thread, which would tie
/// fonts to whichever thread set text.)
///
/// (Pango's wrappers are named `…Handle` because `PangoLayout`, `PangoContext` and the others
/// are already the names of the C types.)
final class PangoFontMapHandle {
    let pointer: UnsafeMutablePointer<PangoFontMap>
    /// The fontconfig configuration the map finds fonts in: the system's, with the
    /// collection's directories added.
    let configuration: OpaquePointer

    /// The family tried after any other: on every Debian system.
    static let lastResort = "DejaVu Sans"

    init(fonts: FontCollection) {
        pointer = pango_cairo_font_map_new()
        if fonts.files.isEmpty {
            configuration = FcConfigReference(nil)
        } else {
            // The system's configuration, loaded afresh, with the directories' font files added.
            configuration = FcInitLoadConfigAndFonts()
            for file in fonts.files {
                FcConfigAppFontAddFile(configuration, file)
            }
            pango_fc_font_map_set_config(OpaquePointer(pointer), configuration)
        }
    }

    deinit {
        g_object_unref(pointer)
        FcConfigDestroy(configuration)
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

    /// A description of the face whose PostScript or full name is `name` (`Avenir-Heavy`,
    /// `Avenir Heavy`), with its family, weight, slant and width, or nil when no font has it.
    /// When several files have it, the one whose family name sorts first.
    ///
    /// - Complexity: O(n) in the number of installed fonts.
    func faceDescription(named name: String) -> OpaquePointer? {
        for property in [FC_POSTSCRIPT_NAME, FC_FULLNAME] {
            let pattern = FcPatternCreate()
            defer { FcPatternDestroy(pattern) }
            FcPatternAddString(pattern, property, name)
            let objects = FcObjectSetCreate()
            defer { FcObjectSetDestroy(objects) }
            for object in [FC_FAMILY, FC_STYLE, FC_WEIGHT, FC_SLANT, FC_WIDTH] { FcObjectSetAdd(objects, object) }
            guard let found = FcFontList(configuration, pattern, objects) else { continue }
            defer { FcFontSetDestroy(found) }
            let patterns = (0 ..< Int(found.pointee.nfont)).compactMap { found.pointee.fonts[$0] }
            guard let first = patterns.min(by: { familyName(of: $0) < familyName(of: $1) }) else { continue }
            return pango_fc_font_description_from_pattern(first, 0)
        }
        return nil
    }

    private func familyName(of pattern: OpaquePointer) -> String {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch, let value else { return "" }
        return String(cString: value)
    }
}
