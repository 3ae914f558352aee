import CCairo
import Foundation

extension CairoContext {
    /// Draws text line by line from the same `TextLines` that measuring reports, so each
    /// baseline lands where the measurement says.
    ///
    /// - Complexity: O(n) in the length of the string.
    func paint(_ text: Scene.Text, pipeline: TextPipeline) {
        let lineHeight = pipeline.metrics(for: text.font).lineHeight
        pipeline.withLines(
            of: text.string,
            font: text.font,
            numberOfLines: text.lineLimit(lineHeight: lineHeight),
            width: text.wrapWidth
        ) { lines in
            let block = text.blockFrame(size: lines.size)
            setSource(text.color)
            for line in lines.lines {
                let x = block.minX + (block.width - line.width) * text.alignment.leadingShare - line.logicalX
                cairo_move_to(pointer, x, block.minY + line.baseline)
                pango_cairo_show_layout_line(pointer, line.line)
            }
        }
    }
}
