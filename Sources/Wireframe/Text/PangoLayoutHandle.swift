import AutoLayout
import CCairo
import Foundation

/// A pango layout, released with its owner: a paragraph set in one font, broken into lines.
final class PangoLayoutHandle {
    let pointer: OpaquePointer
    /// The context the layout was made in, held for the layout's lifetime.
    private let context: PangoContextHandle

    /// Sets `text` in `font` with `attributes`, wrapping at `width` points (words first, then
    /// characters) or only at newlines when `width` is nil.
    ///
    /// - Parameters:
    ///   - breaksBetweenCharacters: wrap anywhere rather than between words.
    ///   - ellipsis: cut the text to a single line per paragraph, with "…" where it says, when
    ///     it would need more (needs a `width`).
    init(
        text: String,
        font: PangoFontDescriptionHandle,
        width: CGFloat?,
        attributes: PangoAttributeListHandle?,
        breaksBetweenCharacters: Bool = false,
        ellipsis: LineBreakMode.Ellipsis? = nil,
        context: PangoContextHandle
    ) {
        self.context = context
        pointer = pango_layout_new(context.pointer)
        pango_layout_set_font_description(pointer, font.pointer)
        if let width {
            pango_layout_set_width(pointer, Int32((width * CGFloat(PANGO_SCALE)).rounded(.down)))
            pango_layout_set_wrap(pointer, breaksBetweenCharacters ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        }
        if let ellipsis {
            switch ellipsis {
            case .head: pango_layout_set_ellipsize(pointer, PANGO_ELLIPSIZE_START)
            case .middle: pango_layout_set_ellipsize(pointer, PANGO_ELLIPSIZE_MIDDLE)
            case .tail: pango_layout_set_ellipsize(pointer, PANGO_ELLIPSIZE_END)
            }
            pango_layout_set_height(pointer, -1)
        }
        if let attributes { pango_layout_set_attributes(pointer, attributes.pointer) }
        pango_layout_set_text(pointer, text, -1)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// Every line, in order, each valid while this layout lives and is not changed.
    ///
    /// One walk down pango's list of lines: asking for line i by its index walks i links, so
    /// reading a text's lines one by one cost the square of their number (a label of 60 000
    /// lines took 13.5 s to explain).
    ///
    /// - Complexity: O(n) in the number of lines.
    var lines: [UnsafeMutablePointer<PangoLayoutLine>] {
        var lines: [UnsafeMutablePointer<PangoLayoutLine>] = []
        var node = pango_layout_get_lines_readonly(pointer)
        while let current = node {
            if let line = current.pointee.data { lines.append(line.assumingMemoryBound(to: PangoLayoutLine.self)) }
            node = current.pointee.next
        }
        return lines
    }
}
