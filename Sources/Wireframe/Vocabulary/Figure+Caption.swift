import AutoLayout
import Foundation

extension Figure {
    /// The title over the device and traits, left-aligned.
    func captionBlock(_ caption: Caption, measuredBy measurer: PangoTextMeasurer) -> FigureBlock {
        Self.captionBlock(caption, theme: theme, measuredBy: measurer)
    }

    /// The caption in `theme`: a figure's, or a contact sheet's heading.
    static func captionBlock(_ caption: Caption, theme: Theme, measuredBy measurer: PangoTextMeasurer) -> FigureBlock {
        var lines: [(String, Font, Color)] = [(caption.title, theme.titleFont, theme.primaryText)]
        if let subtitle = caption.subtitle { lines.append((subtitle, theme.subtitleFont, theme.secondaryText)) }
        var items: [Scene.Item] = []
        var size = CGSize.zero
        for (text, font, color) in lines {
            let measured = measurer.measure(text, font: font, numberOfLines: 1, width: nil).size
            let origin = CGPoint(x: 0, y: size.height)
            items.append(.text(Scene.Text(text, font: font, color: color, placement: .anchored(at: origin, anchor: .topLeft), numberOfLines: 1)))
            size = CGSize(width: max(size.width, measured.width.rounded(.up)), height: size.height + measured.height.rounded(.up))
        }
        return FigureBlock(items: items, size: size)
    }
}
