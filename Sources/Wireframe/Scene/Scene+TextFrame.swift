import AutoLayout
import Foundation

extension Scene.Text {
    /// The box the text occupies when drawn: its measured size, placed by its anchor or
    /// centred vertically in its box.
    ///
    /// - Complexity: O(n) in the length of the string (it is measured).
    public func frame(measuredBy measurer: PangoTextMeasurer = PangoTextMeasurer()) -> CGRect {
        blockFrame(size: measuredSize(measuredBy: measurer))
    }

    /// The boxes of the lines drawn, top to bottom, each one line high and as wide as the
    /// widest line, where the alignment puts it; in a box, the block spans the box's width,
    /// the lines only their own. What a label's short text leaves free of its wide frame is
    /// free for names and lines.
    ///
    /// - Complexity: O(n) in the length of the string (it is measured).
    public func lineFrames(measuredBy measurer: PangoTextMeasurer = PangoTextMeasurer()) -> [CGRect] {
        let size = measuredSize(measuredBy: measurer)
        let block = blockFrame(size: size)
        let width = min(size.width, block.width)
        let x = block.minX + alignment.leadingShare * (block.width - width)
        let lineHeight = measurer.metrics(for: font).lineHeight
        let count = lineHeight > 0 ? max(1, Int((size.height / lineHeight).rounded())) : 1
        let height = size.height / CGFloat(count)
        return (0 ..< count).map { CGRect(x: x, y: block.minY + CGFloat($0) * height, width: width, height: height) }
    }

    /// The size of the lines drawn: the block measured at the wrap width and line limit.
    private func measuredSize(measuredBy measurer: PangoTextMeasurer) -> CGSize {
        measurer.measure(
            string,
            font: font,
            numberOfLines: lineLimit(lineHeight: measurer.metrics(for: font).lineHeight),
            width: wrapWidth,
            lineBreakMode: lineBreakMode
        ).size
    }

    /// What the pipeline sets for the text: its string and font at its line limit and wrap
    /// width, broken as its mode says.
    func textKey(lineHeight: CGFloat) -> TextKey {
        TextKey(text: string, font: font, numberOfLines: lineLimit(lineHeight: lineHeight), width: wrapWidth,
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
    /// UILabel shows only the lines its bounds can hold.
    func lineLimit(lineHeight: CGFloat) -> Int {
        guard case .box(let box) = placement, lineHeight > 0 else { return numberOfLines }
        // A box exactly k lines high holds k lines despite rounding in its height.
        let fitting = max(1, Int(((box.height + 1e-9) / lineHeight).rounded(.down)))
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
