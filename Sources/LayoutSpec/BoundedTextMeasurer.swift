import AutoLayout
import Foundation

/// The text measurer a built window uses: the one asked for, asked only about wrapping widths
/// it can take.
///
/// Constraints may multiply widths without bound (`b.width == a.width * 1000`, again and
/// again), and a measurer that counts characters per line in an `Int` traps on a width past
/// `Int.max` (FixedAdvanceTextMeasurer does). No text is a billion points long, so a wider
/// width wraps the same as a billion, a narrower than zero the same as zero, and one that is
/// not a number is no width at all.
struct BoundedTextMeasurer: TextMeasuring {
    let base: any TextMeasuring

    /// The widest wrapping width passed on.
    static let widthLimit: CGFloat = 1_000_000_000

    func measure(_ text: String, font: Font, numberOfLines: Int, width: CGFloat?) -> TextMeasurement {
        let bounded = width.flatMap { $0.isFinite ? min(max($0, 0), BoundedTextMeasurer.widthLimit) : nil }
        return base.measure(text, font: font, numberOfLines: numberOfLines, width: bounded)
    }
}
