import AutoLayout
import Foundation

/// A font iOS ships whose advance widths a free font repeats glyph for glyph (Debian's
/// fonts-liberation2 and fonts-dejavu-core): when the font itself is not given, its text is
/// set in that stand-in, so a label in Helvetica is as wide as on a device, and its lines are
/// stacked by the iOS font's own line metrics, as `UIFont` reports them. docs/text.md
/// ("Missing fonts") gives the sources.
struct MetricCompatibleFont: Sendable {
    /// The iOS family, also a name `UIFont(name:size:)` takes ("Helvetica", "Times New Roman").
    let family: String
    /// The family of the stand-in ("Liberation Sans").
    let standInFamily: String
    /// The PostScript names of the iOS faces, each with the PostScript name of the stand-in's
    /// face that matches it (`Helvetica-BoldOblique`: `LiberationSans-BoldItalic`).
    let faces: [String: String]
    /// The iOS font's `hhea` ascender, descender (positive) and line gap, in units of
    /// `unitsPerEm`.
    let ascender: CGFloat
    let descender: CGFloat
    let lineGap: CGFloat
    let unitsPerEm: CGFloat
    /// What iOS adds to the ascender (and so to the line height), as a fraction of the point
    /// size: 0.15 for Helvetica, whose ascender and descender make exactly one em.
    let addedAscent: CGFloat

    /// `UIFont.ascender` as a fraction of the point size.
    var ascenderFraction: CGFloat { ascender / unitsPerEm + addedAscent }
    /// `-UIFont.descender` as a fraction of the point size.
    var descenderFraction: CGFloat { descender / unitsPerEm }
    /// `UIFont.lineHeight` as a fraction of the point size: ascender, descender and line gap.
    var lineHeightFraction: CGFloat { ascenderFraction + descenderFraction + lineGap / unitsPerEm }

    /// The lines of this font at `pointSize`, as UIKit stacks them.
    func metrics(pointSize: CGFloat, lineSpacing: CGFloat) -> FontMetrics {
        FontMetrics(ascent: ascenderFraction * pointSize, descent: descenderFraction * pointSize,
                    lineHeight: lineHeightFraction * pointSize, lineSpacing: lineSpacing)
    }

    /// The iOS fonts that have a metric-compatible stand-in, with their vertical metrics.
    static let all: [MetricCompatibleFont] = [
        MetricCompatibleFont(
            family: "Helvetica", standInFamily: "Liberation Sans",
            faces: ["Helvetica": "LiberationSans", "Helvetica-Bold": "LiberationSans-Bold",
                    "Helvetica-Oblique": "LiberationSans-Italic", "Helvetica-BoldOblique": "LiberationSans-BoldItalic"],
            ascender: 1577, descender: 471, lineGap: 0, unitsPerEm: 2048, addedAscent: 0.15),
        MetricCompatibleFont(
            family: "Arial", standInFamily: "Liberation Sans",
            faces: ["ArialMT": "LiberationSans", "Arial-BoldMT": "LiberationSans-Bold",
                    "Arial-ItalicMT": "LiberationSans-Italic", "Arial-BoldItalicMT": "LiberationSans-BoldItalic"],
            ascender: 1854, descender: 434, lineGap: 67, unitsPerEm: 2048, addedAscent: 0),
        MetricCompatibleFont(
            family: "Times New Roman", standInFamily: "Liberation Serif",
            faces: ["TimesNewRomanPSMT": "LiberationSerif", "TimesNewRomanPS-BoldMT": "LiberationSerif-Bold",
                    "TimesNewRomanPS-ItalicMT": "LiberationSerif-Italic",
                    "TimesNewRomanPS-BoldItalicMT": "LiberationSerif-BoldItalic"],
            ascender: 1825, descender: 443, lineGap: 87, unitsPerEm: 2048, addedAscent: 0),
        MetricCompatibleFont(
            family: "Courier New", standInFamily: "Liberation Mono",
            faces: ["CourierNewPSMT": "LiberationMono", "CourierNewPS-BoldMT": "LiberationMono-Bold",
                    "CourierNewPS-ItalicMT": "LiberationMono-Italic", "CourierNewPS-BoldItalicMT": "LiberationMono-BoldItalic"],
            ascender: 1705, descender: 615, lineGap: 0, unitsPerEm: 2048, addedAscent: 0),
        // Menlo is drawn from DejaVu Sans Mono (Bitstream Vera Sans Mono): both set every
        // character 1233/2048 em wide and have the same `hhea`.
        MetricCompatibleFont(
            family: "Menlo", standInFamily: "DejaVu Sans Mono",
            faces: ["Menlo-Regular": "DejaVuSansMono", "Menlo-Bold": "DejaVuSansMono-Bold",
                    "Menlo-Italic": "DejaVuSansMono-Oblique", "Menlo-BoldItalic": "DejaVuSansMono-BoldOblique"],
            ascender: 1901, descender: 483, lineGap: 0, unitsPerEm: 2048, addedAscent: 0),
    ]

    /// Where a name leads: a family (set at the font's weight) or one face.
    enum Match {
        case family(MetricCompatibleFont)
        case face(MetricCompatibleFont, standInFace: String)

        var font: MetricCompatibleFont {
            switch self {
            case .family(let font), .face(let font, _): font
            }
        }
    }

    /// The iOS font `name` (a family name or a face's PostScript name, as iOS spells it) is
    /// one of, or nil when it has no metric-compatible stand-in: `Helvetica-Light` has none,
    /// and a family has one only at the regular and bold weights, the stand-ins' own.
    ///
    /// - Complexity: O(n) in the table's families.
    static func match(_ name: String, weight: Font.Weight) -> Match? {
        for font in all {
            if name == font.family { return weight == .regular || weight == .bold ? .family(font) : nil }
            if let face = font.faces[name] { return .face(font, standInFace: face) }
        }
        return nil
    }
}
