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
    /// than the width; anywhere in character wrapping) and at newlines, never with a hyphen.
    /// With a limit of `numberOfLines` and more lines than that, the last line shown ends the
    /// text as `lineBreakMode` says: the wrapping modes keep it as it wrapped; clipping sets the
    /// rest of its paragraph on it, unwrapped, to be cut at the width; the truncating modes set
    /// the rest of its paragraph on it ellipsized at its head, middle or tail, as UILabel does.
    ///
    /// Each paragraph is set in a layout of its own, and none after the last line shown: pango
    /// sets the paragraphs of one layout in time that grows with the square of their number
    /// (60 000 one-word lines took 13.5 s; 20 000, 1.8 s).
    ///
    /// A paragraph's lines share its letter spacing (`TypesetFont.letterSpacing(for:)`, which
    /// for the system font's stand-in counts each character's difference from San Francisco);
    /// a truncated last line is spaced by its own text.
    ///
    /// Baselines are `ascent + i × (lineHeight + lineSpacing)` for line `i`, whatever fonts the
    /// line falls back to, so the text's height is always `lines × lineHeight` and the spacing
    /// between them (`FontMetrics.height(ofLines:)`).
    ///
    /// - Complexity: O(n) in the length of the paragraphs set.
    func lines(of text: String, font: Font, numberOfLines: Int, width: CGFloat?, lineBreakMode: LineBreakMode) -> TextLines {
        let typeset = typesetFont(for: font)
        let metrics = typeset.metrics
        // Text of no size (a document may say 0 pt) takes no room and draws nothing: cairo cannot
        // draw at a scale of zero.
        guard !text.isEmpty, font.pointSize > 0, font.pointSize.isFinite else { return TextLines(lines: [], metrics: metrics) }
        // Pango fits a line to its width with the letter spacing after the last character
        // counted, as CoreText does.
        let wrapWidth = width.flatMap { $0.isFinite && $0 < Self.unlimitedWidth ? max($0, 0) : nil }
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        let paragraphs = Self.paragraphs(of: text)
        // Each line shown, with whether it wraps (its paragraph goes on on the next line).
        var shown: [(layout: PangoLayoutHandle, line: UnsafeMutablePointer<PangoLayoutLine>, spacing: CGFloat, wraps: Bool)] = []
        for (number, paragraph) in paragraphs.enumerated() {
            let spacing = typeset.letterSpacing(for: paragraph)
            let layout = PangoLayoutHandle(text: paragraph, font: typeset.description, width: wrapWidth,
                                           attributes: typeset.attributes(for: paragraph, letterSpacing: spacing, emojiScale: emojiScale),
                                           breaksBetweenCharacters: lineBreakMode.breaksBetweenCharacters, context: context)
            let lines = layout.lines
            let isLast = number == paragraphs.count - 1
            guard shown.count + lines.count > limit || (shown.count + lines.count == limit && !isLast) else {
                shown += lines.enumerated().map { (layout, $1, spacing, $0 < lines.count - 1) }
                continue
            }
            let cut = limit - 1 - shown.count
            shown += lines[..<cut].map { (layout, $0, spacing, true) }
            guard lineBreakMode.ellipsis != nil || lineBreakMode == .byClipping else {
                // The wrapping modes show the line as it wrapped.
                shown.append((layout, lines[cut], spacing, cut < lines.count - 1))
                break
            }
            let last = truncatedLine(from: lines[cut], of: paragraph, continues: !isLast, font: typeset, width: wrapWidth,
                                     ellipsis: lineBreakMode.ellipsis)
            if let line = last.layout.lines.first { shown.append((last.layout, line, last.spacing, false)) }
            break
        }
        let lines = shown.enumerated().map { position, shown in
            var logical = PangoRectangle()
            pango_layout_line_get_extents(shown.line, nil, &logical)
            // The line's extents leave out the letter spacing after its last character, which
            // CoreText counts: a font's tracking goes after every character.
            let lineWidth = logical.width > 0 ? max(points(logical.width) + points(TypesetFont.units(shown.spacing)), 0) : 0
            let measuredWidth = lineWidth + (shown.wraps ? trailingWhitespaceWidth(of: shown.line, in: shown.layout, font: typeset, spacing: shown.spacing) : 0)
            return TextLines.Line(
                layout: shown.layout,
                line: shown.line,
                // A clipped line is as wide as the width it is cut at.
                width: width.map { min(lineWidth, $0) } ?? lineWidth,
                measuredWidth: width.map { min(measuredWidth, $0) } ?? measuredWidth,
                logicalX: points(logical.x),
                baseline: metrics.baseline(ofLine: position)
            )
        }
        return TextLines(lines: lines, metrics: metrics)
    }

    /// The width of the spaces `line` of `layout` ends with, each with its letter spacing:
    /// pango gives the whitespace a line wraps after no width, where CoreText keeps it in the
    /// line's (`CTLineGetTrailingWhitespaceWidth`), so a wrapped label is as wide as its widest
    /// line with that whitespace.
    ///
    /// - Complexity: O(n) in the length of the line; a layout of the spaces when it ends with any.
    private func trailingWhitespaceWidth(of line: UnsafeMutablePointer<PangoLayoutLine>, in layout: PangoLayoutHandle,
                                         font: TypesetFont, spacing: CGFloat) -> CGFloat {
        let text = TextLines.Line.text(of: line, in: layout)
        let spaces = String(text.reversed().prefix { $0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .spaceSeparator } }
            .reversed())
        guard !spaces.isEmpty else { return 0 }
        let measured = PangoLayoutHandle(text: spaces, font: font.description, width: nil,
                                         attributes: font.attributes(for: spaces, letterSpacing: spacing, emojiScale: emojiScale),
                                         context: context)
        var logical = PangoRectangle()
        pango_layout_get_extents(measured.pointer, nil, &logical)
        return max(points(logical.width) + points(TypesetFont.units(spacing)), 0)
    }

    /// The last line shown when text is cut at `line` of `paragraph`: the rest of the
    /// paragraph on one line, ellipsized to the width where `ellipsis` says, or unwrapped (to
    /// be clipped) without one; when later paragraphs are cut too (`continues`), a truncating
    /// mode adds "…" so that the cut always shows. The line is spaced as its own text is.
    private func truncatedLine(
        from line: UnsafeMutablePointer<PangoLayoutLine>,
        of paragraph: String,
        continues: Bool,
        font: TypesetFont,
        width: CGFloat?,
        ellipsis: LineBreakMode.Ellipsis?
    ) -> (layout: PangoLayoutHandle, spacing: CGFloat) {
        var tail = String(decoding: paragraph.utf8.dropFirst(Int(line.pointee.start_index)), as: UTF8.self)
        if continues, ellipsis != nil {
            while tail.last?.isWhitespace == true { tail.removeLast() }
            tail += "…"
        }
        let spacing = font.letterSpacing(for: tail)
        let attributes = font.attributes(for: tail, letterSpacing: spacing, emojiScale: emojiScale)
        guard let ellipsis, width != nil else {
            return (PangoLayoutHandle(text: tail, font: font.description, width: nil, attributes: attributes, context: context), spacing)
        }
        return (PangoLayoutHandle(text: tail, font: font.description, width: width, attributes: attributes, ellipsis: ellipsis, context: context),
                spacing)
    }

    /// The paragraphs of `text` without their delimiters, split where pango splits them (a
    /// newline, a carriage return, both, or U+2029): "a\n" is "a" and an empty paragraph,
    /// which pango sets as two lines.
    ///
    /// - Complexity: O(n) in the length of the text.
    static func paragraphs(of text: String) -> [String] {
        // NUL-terminated: pango compares the bytes ahead of each character with U+2029.
        let bytes = Array(text.utf8) + [0]
        let length = bytes.count - 1
        return bytes.withUnsafeBufferPointer { buffer in
            let base = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
            var paragraphs: [String] = []
            var start = 0
            while true {
                var delimiter: Int32 = 0, next: Int32 = 0
                pango_find_paragraph_boundary(base + start, Int32(clamping: length - start), &delimiter, &next)
                paragraphs.append(String(decoding: buffer[start ..< start + Int(delimiter)], as: UTF8.self))
                guard next > delimiter else { return paragraphs }
                start += Int(next)
            }
        }
    }
}
