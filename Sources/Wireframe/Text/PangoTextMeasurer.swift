import AutoLayout
import Foundation

/// Measures text with pango exactly as the renderer draws it: the system font with
/// San Francisco's metrics (docs/text.md), a named font with its own face when `fonts` has
/// it, with a font of the same advance widths when it is one iOS ships that has such a
/// stand-in (Liberation Sans for Helvetica), and with the system font's otherwise.
///
/// All measurers of a font collection share its typesetters, each behind a lock, so a measurer
/// can be used from any thread, and the same text always measures the same.
public struct PangoTextMeasurer: TextMeasuring {
    /// The fonts text is set with.
    public let fonts: FontCollection

    /// The typesetters of `fonts`.
    private let pipeline: TextPipeline

    public init(fonts: FontCollection = .system) {
        self.fonts = fonts
        pipeline = TextPipeline.pipeline(for: fonts)
    }

    /// - Complexity: O(n) in the length of `text` the first time; a hash lookup after.
    public func measure(_ text: String, font: Font, numberOfLines: Int, width: CGFloat?,
                        lineBreakMode: LineBreakMode) -> TextMeasurement {
        pipeline.measure(text, font: font, numberOfLines: numberOfLines, width: width, lineBreakMode: lineBreakMode)
    }

    /// The vertical metrics lines of `font` are stacked by; `lineHeight` is the height of one
    /// line of any text.
    public func metrics(for font: Font) -> FontMetrics {
        pipeline.metrics(for: font)
    }

    /// The family that `font` is set in: for the system font, "Inter" (or "Inter Display")
    /// when fonts-inter is installed, otherwise the fallback.
    public func familyName(for font: Font) -> String {
        pipeline.familyName(for: font)
    }

    /// What sets `font` in its place when `fonts` lack the font it names: its metric-compatible
    /// stand-in, or the system font's (as UIKit falls back to the system font); nil when
    /// `fonts` have it or `font` is the system font.
    public func fallback(for font: Font) -> FontFallback? {
        pipeline.fallback(for: font)
    }

    /// The lines `text` breaks into when measured so, each with its characters (without an
    /// ellipsis) and its width: for tests of where lines break.
    package func lines(of text: String, font: Font, numberOfLines: Int, width: CGFloat?,
                       lineBreakMode: LineBreakMode) -> [(text: String, width: CGFloat)] {
        let key = TextKey(text: text, font: font, numberOfLines: numberOfLines, width: width, lineBreakMode: lineBreakMode)
        return pipeline.withLines(of: key) { lines in lines.lines.map { ($0.text, $0.width) } }
    }
}
