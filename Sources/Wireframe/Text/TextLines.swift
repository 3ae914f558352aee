import AutoLayout
import CCairo
import Foundation

/// Text broken into the lines that show, each with its width and baseline: the one result
/// that both measuring and drawing read.
///
/// The lines hold on to pango layouts, so a `TextLines` must not leave the lock of the
/// pipeline that made it.
struct TextLines {
    struct Line {
        /// The layout the line belongs to (the whole text, or the ellipsized last line), held
        /// for as long as the line is.
        let layout: PangoLayoutHandle
        /// The line, one of `layout`'s.
        let line: UnsafeMutablePointer<PangoLayoutLine>
        /// The width of the line's logical box, in points: where its characters are drawn.
        let width: CGFloat
        /// The width the line measures, in points: ``width`` and, for a line that wraps, the
        /// whitespace it broke after, which CoreText keeps in a line's width
        /// (`CTLineGetTrailingWhitespaceWidth`) and pango gives none; never wider than the
        /// width the text wraps at.
        let measuredWidth: CGFloat
        /// Where the line's logical box starts relative to its drawing origin, in points.
        let logicalX: CGFloat
        /// The distance from the top of the text's box to the line's baseline, in points.
        let baseline: CGFloat

        /// The characters of the text the line holds (an ellipsis it shows is not among them).
        var text: String { Self.text(of: line, in: layout) }

        /// The characters of the text `line`, one of `layout`'s lines, holds.
        ///
        /// - Complexity: O(n) in the length of the line.
        static func text(of line: UnsafeMutablePointer<PangoLayoutLine>, in layout: PangoLayoutHandle) -> String {
            guard let characters = pango_layout_get_text(layout.pointer) else { return "" }
            let bytes = UnsafeRawBufferPointer(start: characters + Int(line.pointee.start_index), count: Int(line.pointee.length))
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    let lines: [Line]
    let metrics: FontMetrics

    /// The widest line's measured width by the lines' height: `lines.count × lineHeight` and
    /// the line spacing between them.
    ///
    /// - Complexity: O(n) in the number of lines.
    var size: CGSize {
        CGSize(width: lines.map(\.measuredWidth).max() ?? 0, height: metrics.height(ofLines: lines.count))
    }

    /// The measurement `TextMeasuring` reports. Text without lines (the empty string) has a
    /// zero size and both baselines at 0, as an empty UILabel has no intrinsic size.
    ///
    /// - Complexity: O(n) in the number of lines.
    var measurement: TextMeasurement {
        TextMeasurement(
            size: size,
            firstBaseline: lines.first?.baseline ?? 0,
            lastBaseline: lines.last?.baseline ?? 0
        )
    }
}
