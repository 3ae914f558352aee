import AutoLayout
import Foundation

extension Scene.Text {
    /// The box the text occupies when drawn: its measured size, placed by its anchor or
    /// centred vertically in its box.
    ///
    /// - Complexity: O(n) in the length of the string (it is measured).
    public func frame(measuredBy measurer: PangoTextMeasurer = PangoTextMeasurer()) -> CGRect {
        blockFrame(size: measuredSize(measuredBy: measurer, metrics: measurer.metrics(for: font)))
    }

    /// The boxes of the lines drawn, top to bottom, as wide as the widest line, where the
    /// alignment puts it, and tiling the block: each reaches down to the next line's top (the
    /// last is one line high). In a box, the block spans the box's width, the lines only their
    /// own. What a label's short text leaves free of its wide frame is free for names and lines.
    ///
    /// - Complexity: O(n) in the length of the string (it is measured).
    public func lineFrames(measuredBy measurer: PangoTextMeasurer = PangoTextMeasurer()) -> [CGRect] {
        let metrics = measurer.metrics(for: font)
        let size = measuredSize(measuredBy: measurer, metrics: metrics)
        let block = blockFrame(size: size)
        let width = min(size.width, block.width)
        let x = block.minX + alignment.leadingShare * (block.width - width)
        let count = max(1, metrics.lineCount(fittingIn: size.height))
        guard count > 1 else { return [CGRect(x: x, y: block.minY, width: width, height: size.height)] }
        let advance = metrics.lineAdvance
        return (0 ..< count).map { index in
            let top = block.minY + CGFloat(index) * advance
            let bottom = index == count - 1 ? block.maxY : top + advance
            return CGRect(x: x, y: top, width: width, height: bottom - top)
        }
    }

    /// The size of the lines drawn: the block measured at the wrap width and line limit.
    private func measuredSize(measuredBy measurer: PangoTextMeasurer, metrics: FontMetrics) -> CGSize {
        measurer.measure(
            string,
            font: font,
            numberOfLines: lineLimit(metrics: metrics),
            width: wrapWidth,
            lineBreakMode: lineBreakMode
        ).size
    }

    /// What the pipeline sets for the text, in a font of `metrics`: its string and font at its
    /// line limit and wrap width, broken as its mode says.
    func textKey(metrics: FontMetrics) -> TextKey {
        TextKey(text: string, font: font, numberOfLines: lineLimit(metrics: metrics), width: wrapWidth,
                lineBreakMode: lineBreakMode)
    }

    /// The width lines wrap at: the box's width, or none for anchored text.
    var wrapWidth: CGFloat? {
        switch placement {
        case .anchored: nil
        case .box(let box): box.width
        }
    }

    /// `numberOfLines`, lowered in a box to the lines that fit its height (at least one), as
    /// UILabel shows only the lines its bounds can hold; lines of a font of `metrics`, with its
    /// spacing between them.
    func lineLimit(metrics: FontMetrics) -> Int {
        guard case .box(let box) = placement, metrics.lineAdvance > 0 else { return numberOfLines }
        let fitting = max(1, metrics.lineCount(fittingIn: box.height))
        return numberOfLines == 0 ? fitting : min(numberOfLines, fitting)
    }

    /// The box of a block of `size`, placed as `placement` says; in a box, the block spans the
    /// box's width so that alignment works across it.
    func blockFrame(size: CGSize) -> CGRect {
        switch placement {
        case .anchored(let point, let anchor):
            CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
        case .box(let box):
            CGRect(x: box.minX, y: box.midY - size.height / 2, width: box.width, height: size.height)
        }
    }
}
