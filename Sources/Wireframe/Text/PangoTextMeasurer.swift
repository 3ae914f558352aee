import AutoLayout
import Foundation

/// Measures text with pango exactly as the renderer draws it: Inter, falling back to DejaVu
/// Sans, at the font's size and weight class.
///
/// All measurers share one typesetter behind a lock, so a measurer can be used from any
/// thread, and the same text always measures the same.
public struct PangoTextMeasurer: TextMeasuring {
    public init() {}

    /// - Complexity: O(n) in the length of `text` the first time; a hash lookup after.
    public func measure(_ text: String, font: Font, numberOfLines: Int, width: CGFloat?) -> TextMeasurement {
        TextPipeline.shared.measure(text, font: font, numberOfLines: numberOfLines, width: width)
    }

    /// The vertical metrics lines of `font` are stacked by; `lineHeight` is the height of one
    /// line of any text.
    public func metrics(for font: Font) -> FontMetrics {
        TextPipeline.shared.metrics(for: font)
    }

    /// The family that `font` is set in: "Inter" when fonts-inter is installed, otherwise the
    /// fallback.
    public func familyName(for font: Font) -> String {
        TextPipeline.shared.familyName(for: font)
    }
}
