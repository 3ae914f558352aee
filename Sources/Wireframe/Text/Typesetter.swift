import AutoLayout
import CCairo
import Foundation

/// Pango's objects for setting text, and the fonts set lately. Not thread-safe: only
/// `TextPipeline` uses it, under the lock every use of a font takes.
final class Typesetter {
    let context: PangoContextHandle
    /// Where the fonts come from: the system's and the collection's.
    private let fontMap: PangoFontMapHandle
    /// What sets the system font.
    let systemTypeface: SystemTypeface
    /// The families the font map has.
    private let families: Set<String>
    /// The factor that makes an emoji as wide as Apple Color Emoji's, found the first time text
    /// has emoji: measuring it loads the emoji font, which most figures never need.
    private(set) lazy var emojiScale: CGFloat = Typesetter.emojiScale(in: context)
    private var fonts: [Font: TypesetFont] = [:]
    /// Text set lately, with its layouts: a figure draws the same constants ("8", "20") and
    /// badges thousands of times, and each new layout costs pango some ten microseconds.
    private var setLately: [TextKey: TextLines] = [:]
    /// The most texts kept set; past it the cache starts over, so memory stays bounded.
    private static let setLatelyLimit = 2048

    init(fonts: FontCollection) {
        fontMap = PangoFontMapHandle(fonts: fonts)
        do {
            context = PangoContextHandle(fontMap: fontMap, fontOptions: try CairoFontOptions())
        } catch {
            // Creating font options fails only when memory is exhausted.
            fatalError("cannot set up text: \(error)")
        }
        families = fontMap.familyNames()
        systemTypeface = SystemTypeface(available: families)
    }

    /// The lines of a text, set now or found among those set lately.
    ///
    /// - Complexity: O(n) in the length of the text when it is new; a hash lookup otherwise.
    func recentLines(of key: TextKey) -> TextLines {
        if let lines = setLately[key] { return lines }
        let lines = lines(of: key.text, font: key.font, numberOfLines: key.numberOfLines, width: key.width,
                          lineBreakMode: key.lineBreakMode)
        if setLately.count >= Self.setLatelyLimit { setLately.removeAll(keepingCapacity: true) }
        setLately[key] = lines
        return lines
    }

    /// How `font` is set: the system font by the system typeface, a named font by its own
    /// face when the fonts have it, by its metric-compatible stand-in (with the iOS font's
    /// line metrics) when it is an iOS font that has one, and otherwise, as UIKit falls back,
    /// by the system typeface.
    ///
    /// - Complexity: O(1) once a font has been asked for; the first time, a font lookup.
    func typesetFont(for font: Font) -> TypesetFont {
        if let known = fonts[font] { return known }
        let typeset: TypesetFont
        if let description = namedFaceDescription(for: font) {
            var metrics = loadedMetrics(description)
            metrics.lineSpacing = font.lineSpacing
            typeset = TypesetFont(description: description, letterSpacing: 0, replacesTrackingTable: false, metrics: metrics,
                                  pointSize: font.pointSize)
        } else if let (description, iOSFont) = standInDescription(for: font) {
            typeset = TypesetFont(description: description, letterSpacing: 0, replacesTrackingTable: false,
                                  metrics: iOSFont.metrics(pointSize: font.pointSize, lineSpacing: font.lineSpacing),
                                  pointSize: font.pointSize)
        } else {
            let family = systemTypeface.family(for: font)
            let size = font.pointSize
            typeset = TypesetFont(
                description: PangoFontDescriptionHandle(families: "\(family),\(PangoFontMapHandle.lastResort)", font: font),
                letterSpacing: systemTypeface.spacing(for: font),
                characterWidths: systemTypeface.characterWidths(for: font),
                replacesTrackingTable: true,
                metrics: FontMetrics(ascent: SystemFontMetrics.ascender * size, descent: SystemFontMetrics.descender * size,
                                     lineSpacing: font.lineSpacing),
                pointSize: size)
        }
        fonts[font] = typeset
        return typeset
    }

    /// The ascent and descent lines of `font` are stacked by.
    func metrics(for font: Font) -> FontMetrics {
        typesetFont(for: font).metrics
    }

    /// What sets a named font in its place when the fonts do not have it (its metric-compatible
    /// stand-in, or the system typeface), or nil when they have it or `font` is the system font.
    func fallback(for font: Font) -> FontFallback? {
        guard !font.isSystemFont, namedFaceDescription(for: font) == nil else { return nil }
        if let (_, iOSFont) = standInDescription(for: font) {
            return FontFallback(family: iOSFont.standInFamily, isMetricCompatible: true)
        }
        return FontFallback(family: systemTypeface.family(for: font), isMetricCompatible: false)
    }

    /// The face of the metric-compatible stand-in of a named iOS font, with the iOS font: the
    /// stand-in's family at the font's weight (regular or bold) for a family name, the matching
    /// face for a PostScript name; nil when the name has no stand-in or the fonts lack it.
    private func standInDescription(for font: Font) -> (PangoFontDescriptionHandle, MetricCompatibleFont)? {
        guard case .named(let name) = font.family, let match = MetricCompatibleFont.match(name, weight: font.weight) else { return nil }
        switch match {
        case .family(let iOSFont):
            guard families.contains(iOSFont.standInFamily) else { return nil }
            return (PangoFontDescriptionHandle(families: "\(iOSFont.standInFamily),\(PangoFontMapHandle.lastResort)", font: font), iOSFont)
        case .face(let iOSFont, let standInFace):
            guard let face = fontMap.faceDescription(named: standInFace) else { return nil }
            return (PangoFontDescriptionHandle(adopting: face, size: font.pointSize), iOSFont)
        }
    }

    /// The face of a named font: its family at the font's weight when the name is a family's,
    /// the face whose PostScript or full name it is otherwise; nil for the system font and for
    /// a name no font has.
    private func namedFaceDescription(for font: Font) -> PangoFontDescriptionHandle? {
        guard case .named(let name) = font.family else { return nil }
        if families.contains(name) {
            return PangoFontDescriptionHandle(families: "\(name),\(PangoFontMapHandle.lastResort)", font: font)
        }
        return fontMap.faceDescription(named: name).map { PangoFontDescriptionHandle(adopting: $0, size: font.pointSize) }
    }

    /// The family of the font pango uses first for `font`.
    func familyName(for font: Font) -> String {
        withLoadedFont(typesetFont(for: font).description) { loaded in
            let description = pango_font_describe(loaded)
            defer { pango_font_description_free(description) }
            return String(cString: pango_font_description_get_family(description))
        }
    }

    /// The factor that makes an emoji as wide as Apple Color Emoji's: Apple's advance over
    /// that of the emoji font pango finds.
    private static func emojiScale(in context: PangoContextHandle) -> CGFloat {
        let probe = PangoFontDescriptionHandle(families: PangoFontMapHandle.lastResort, font: Font(size: 100))
        let layout = PangoLayoutHandle(text: "😀", font: probe, width: nil, attributes: nil, context: context)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout.pointer, nil, &logical)
        let advance = points(logical.width)
        return advance > 0 ? 100 * SystemFontMetrics.emojiAdvance / advance : 1
    }

    /// The ascent and descent of the first font of `description`.
    private func loadedMetrics(_ description: PangoFontDescriptionHandle) -> FontMetrics {
        withLoadedFont(description) { loaded in
            let pangoMetrics = pango_font_get_metrics(loaded, nil)
            defer { pango_font_metrics_unref(pangoMetrics) }
            let ascent = points(pango_font_metrics_get_ascent(pangoMetrics))
            let descent = points(pango_font_metrics_get_descent(pangoMetrics))
            // The line's height includes the font's line gap, as UIFont.lineHeight does.
            let height = points(pango_font_metrics_get_height(pangoMetrics))
            return FontMetrics(ascent: ascent, descent: descent, lineHeight: max(height, ascent + descent))
        }
    }

    /// Runs `body` with the first font of the fallback list of `description`.
    private func withLoadedFont<Result>(_ description: PangoFontDescriptionHandle, _ body: (UnsafeMutablePointer<PangoFont>) -> Result) -> Result {
        guard let loaded = pango_context_load_font(context.pointer, description.pointer) else {
            preconditionFailure("no font at all: install fonts-inter or fonts-dejavu-core")
        }
        defer { g_object_unref(loaded) }
        return body(loaded)
    }
}

/// Pango units (1/1024 point) as points; the division is exact.
func points(_ pangoUnits: Int32) -> CGFloat {
    CGFloat(pangoUnits) / CGFloat(PANGO_SCALE)
}
