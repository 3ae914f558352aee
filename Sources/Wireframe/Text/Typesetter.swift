import AutoLayout
import CCairo
import Foundation

/// Pango's objects for setting text, and a cache of font metrics. Not thread-safe: only
/// `TextPipeline` uses it, each typesetter under its own lock.
final class Typesetter {
    let context: PangoContextHandle
    private var metricsByFont: [Font: FontMetrics] = [:]
    /// Text set lately, with its layouts: a figure draws the same constants ("8", "20") and
    /// badges thousands of times, and each new layout costs pango some ten microseconds.
    private var setLately: [TextKey: TextLines] = [:]
    /// The most texts kept set; past it the cache starts over, so memory stays bounded.
    private static let setLatelyLimit = 2048

    init() {
        do {
            context = PangoContextHandle(fontMap: PangoFontMapHandle(), fontOptions: try CairoFontOptions())
        } catch {
            // Creating font options fails only when memory is exhausted.
            fatalError("cannot set up text: \(error)")
        }
    }

    /// The lines of a text, set now or found among those set lately.
    ///
    /// - Complexity: O(n) in the length of the text when it is new; a hash lookup otherwise.
    func recentLines(of key: TextKey) -> TextLines {
        if let lines = setLately[key] { return lines }
        let lines = lines(of: key.text, font: key.font, numberOfLines: key.numberOfLines, width: key.width)
        if setLately.count >= Self.setLatelyLimit { setLately.removeAll(keepingCapacity: true) }
        setLately[key] = lines
        return lines
    }

    /// The ascent and descent of the font pango uses first for `font` (Inter when installed).
    ///
    /// - Complexity: O(1) once a font has been asked for; the first time, a font lookup.
    func metrics(for font: Font) -> FontMetrics {
        if let metrics = metricsByFont[font] { return metrics }
        let metrics = withLoadedFont(font) { loaded in
            let pangoMetrics = pango_font_get_metrics(loaded, nil)
            defer { pango_font_metrics_unref(pangoMetrics) }
            return FontMetrics(
                ascent: points(pango_font_metrics_get_ascent(pangoMetrics)),
                descent: points(pango_font_metrics_get_descent(pangoMetrics))
            )
        }
        metricsByFont[font] = metrics
        return metrics
    }

    /// The family name of the font pango uses first for `font`.
    func familyName(for font: Font) -> String {
        withLoadedFont(font) { loaded in
            let description = pango_font_describe(loaded)
            defer { pango_font_description_free(description) }
            return String(cString: pango_font_description_get_family(description))
        }
    }

    /// Runs `body` with the first font of the fallback list that has `font`'s weight and size.
    private func withLoadedFont<Result>(_ font: Font, _ body: (UnsafeMutablePointer<PangoFont>) -> Result) -> Result {
        let description = PangoFontDescriptionHandle(font)
        guard let loaded = pango_context_load_font(context.pointer, description.pointer) else {
            preconditionFailure("no font for \(font): install fonts-inter or fonts-dejavu-core")
        }
        defer { g_object_unref(loaded) }
        return body(loaded)
    }
}

/// Pango units (1/1024 point) as points; the division is exact.
func points(_ pangoUnits: Int32) -> CGFloat {
    CGFloat(pangoUnits) / CGFloat(PANGO_SCALE)
}
