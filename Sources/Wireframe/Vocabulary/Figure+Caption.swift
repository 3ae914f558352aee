import AutoLayout
import Foundation

extension Figure {
    /// The title over the device and traits, left-aligned, wrapped at `width`.
    func captionBlock(_ caption: Caption, width: CGFloat, measuredBy measurer: PangoTextMeasurer) -> FigureBlock {
        Self.captionBlock(caption, width: width, theme: theme, measuredBy: measurer)
    }

    /// The most lines a caption's title or subtitle takes; past them the text ends with "…".
    static let captionLineLimit = 3

    /// The caption in `theme`: a figure's, or a contact sheet's heading.
    ///
    /// A line that fits in `width` is set on one line; a longer one (a title of a few thousand
    /// characters made a figure wider than a PNG can be) wraps at `width`, in at most
    /// ``captionLineLimit`` lines, the last ending in "…" when the text goes on.
    ///
    /// - Complexity: O(n) in the caption's characters.
    static func captionBlock(_ caption: Caption, width: CGFloat, theme: Theme, measuredBy measurer: PangoTextMeasurer) -> FigureBlock {
        var lines: [(String, Font, Color)] = [(caption.title, theme.titleFont, theme.primaryText)]
        if let subtitle = caption.subtitle { lines.append((subtitle, theme.subtitleFont, theme.secondaryText)) }
        var items: [Scene.Item] = []
        var size = CGSize.zero
        for (text, font, color) in lines {
            let origin = CGPoint(x: 0, y: size.height)
            var measured = measurer.measure(text, font: font, numberOfLines: 1, width: nil).size
            if measured.width <= width {
                items.append(.text(Scene.Text(text, font: font, color: color, placement: .anchored(at: origin, anchor: .topLeft), numberOfLines: 1)))
            } else {
                measured = measurer.measure(text, font: font, numberOfLines: captionLineLimit, width: width).size
                let box = CGRect(origin: origin, size: CGSize(width: width, height: measured.height.rounded(.up)))
                items.append(.text(Scene.Text(text, font: font, color: color, placement: .box(box), numberOfLines: captionLineLimit)))
            }
            size = CGSize(width: max(size.width, measured.width.rounded(.up)), height: size.height + measured.height.rounded(.up))
        }
        return FigureBlock(items: items, size: size)
    }
}
