import CCairo
import Foundation

extension CairoContext {
    /// Draws text line by line from the same `TextLines` that measuring reports, so each
    /// baseline lands where the measurement says; clipped text is cut at its box's sides.
    ///
    /// - Complexity: O(n) in the length of the string.
    func paint(_ text: Scene.Text, pipeline: TextPipeline) {
        let metrics = pipeline.metrics(for: text.font)
        let lineHeight = metrics.lineHeight
        pipeline.withLines(of: text.textKey(metrics: metrics)) { lines in
            let block = text.blockFrame(size: lines.size)
            let clips = text.lineBreakMode == .byClipping && text.wrapWidth != nil
            if clips {
                // Cut at the sides only: glyphs keep what reaches above or below their line.
                cairo_save(pointer)
                cairo_rectangle(pointer, block.minX, block.minY - lineHeight, block.width, block.height + 2 * lineHeight)
                cairo_clip(pointer)
            }
            setSource(text.color)
            for line in lines.lines {
                let x = block.minX + (block.width - line.width) * text.alignment.leadingShare - line.logicalX
                cairo_move_to(pointer, x, block.minY + line.baseline)
                pango_cairo_show_layout_line(pointer, line.line)
            }
            if clips { cairo_restore(pointer) }
        }
    }
}
