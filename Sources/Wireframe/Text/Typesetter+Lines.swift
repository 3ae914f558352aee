import AutoLayout
import CCairo
import Foundation

extension Typesetter {
    /// Widths at or beyond this many points mean "no limit": UIKit code passes
    /// `.greatestFiniteMagnitude`, which pango's 32-bit widths cannot hold.
    static let unlimitedWidth: CGFloat = 1_000_000

    /// Breaks `text` into the lines that show.
    ///
    /// Lines wrap at `width` (at word boundaries, then between characters for words longer
    /// than the width) and at newlines. With a limit of `numberOfLines` and more lines than
    /// that, the last line shown is set again from where it starts to the end of its paragraph
    /// and ellipsized, so that it ends in "…" as UILabel's tail truncation does.
    ///
    /// Baselines are `ascent + i × lineHeight` for line `i`, whatever fonts the line falls back
    /// to, so the text's height is always `lines × lineHeight`.
    ///
    /// - Complexity: O(n) in the length of the text.
    func lines(of text: String, font: Font, numberOfLines: Int, width: CGFloat?) -> TextLines {
        let typeset = typesetFont(for: font)
        let metrics = typeset.metrics
        guard !text.isEmpty else { return TextLines(lines: [], metrics: metrics) }
        // Pango fits a line to its width with the letter spacing after the last character
        // counted, which the line's width does not include; so it is given that much more.
        let wrapWidth = width.flatMap { $0.isFinite && $0 < Self.unlimitedWidth ? max($0 + typeset.letterSpacing, 0) : nil }
        let layout = PangoLayoutHandle(text: text, font: typeset.description, width: wrapWidth,
                                       attributes: typeset.attributes(for: text), context: context)
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        var shown = (0 ..< min(layout.lineCount, limit)).map { (layout: layout, index: $0) }
        if layout.lineCount > limit {
            let last = truncatedLine(startingLine: limit - 1, of: layout, text: text, font: typeset, width: wrapWidth)
            shown[limit - 1] = (last, 0)
        }
        let lines = shown.enumerated().map { position, line in
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line.layout.line(line.index), nil, &logical)
            return TextLines.Line(
                layout: line.layout,
                index: line.index,
                width: points(logical.width),
                logicalX: points(logical.x),
                baseline: metrics.ascent + CGFloat(position) * metrics.lineHeight
            )
        }
        return TextLines(lines: lines, metrics: metrics)
    }

    /// The last line shown when text is cut at line `index`: the rest of that line's
    /// paragraph on one line, ellipsized to the width; when later paragraphs are cut too, "…"
    /// is added so that the cut always shows.
    private func truncatedLine(
        startingLine index: Int,
        of layout: PangoLayoutHandle,
        text: String,
        font: TypesetFont,
        width: CGFloat?
    ) -> PangoLayoutHandle {
        var paragraphEnd = index
        while paragraphEnd + 1 < layout.lineCount, layout.line(paragraphEnd + 1).pointee.is_paragraph_start == 0 {
            paragraphEnd += 1
        }
        let start = Int(layout.line(index).pointee.start_index)
        let endLine = layout.line(paragraphEnd).pointee
        let end = Int(endLine.start_index + endLine.length)
        var tail = String(decoding: Array(text.utf8)[start ..< end], as: UTF8.self)
        if paragraphEnd + 1 < layout.lineCount {
            while tail.last?.isWhitespace == true { tail.removeLast() }
            tail += "…"
        }
        return PangoLayoutHandle(text: tail, font: font.description, width: width, attributes: font.attributes(for: tail),
                                 ellipsizesFirstLine: width != nil, context: context)
    }
}
