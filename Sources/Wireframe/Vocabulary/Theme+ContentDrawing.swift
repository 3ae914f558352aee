import AutoLayout
import Foundation

extension Theme {
    /// The shapes that draw a control's content inside `frame`, on `backdrop` (the opaque
    /// colour under it); a label that shrinks its text to fit is measured with `measurer`.
    /// Text takes the content's own colour, else the theme's when that has enough contrast on
    /// the backdrop (WCAG: 4.5:1 for text, 3:1 for a button's title and a placeholder, which
    /// UIKit draws in a tint or a faint grey), else the more legible of a dark and a light
    /// text colour.
    func contentItems(_ content: ViewContent, in frame: CGRect, on backdrop: Color, measuredBy measurer: PangoTextMeasurer) -> [Scene.Item] {
        func color(_ preferred: Color, minimum: Double) -> Color {
            content.textColor ?? preferred.legible(on: backdrop, minimum: minimum, alternatives: Self.legibleTextColors)
        }
        switch content.kind {
        case .text(let text, let alignment, let lines):
            var item = Scene.Text(text, font: content.font, color: color(primaryText, minimum: Self.textContrast), placement: .box(frame),
                                  alignment: Scene.Text.Alignment(alignment), numberOfLines: lines,
                                  lineBreakMode: content.lineBreakMode)
            if let minimumScaleFactor = content.minimumScaleFactor {
                item = item.shrunkToFit(minimumScaleFactor: minimumScaleFactor, measuredBy: measurer)
            }
            return [.text(item)]
        case .title(let title):
            return [textItem(title, font: content.font, in: frame, alignment: .center, lines: 1,
                             color: color(satisfied, minimum: Self.controlContrast), lineBreakMode: content.lineBreakMode)]
        case .field(let text, let isPlaceholder, let alignment, let isBordered):
            let textColor = isPlaceholder ? color(ghost, minimum: Self.controlContrast) : color(primaryText, minimum: Self.textContrast)
            let inset = isBordered ? frame.insetBy(dx: ControlMetrics.textFieldHorizontalPadding, dy: 0) : frame
            let shown = textItem(text, font: content.font, in: inset, alignment: Scene.Text.Alignment(alignment), lines: 1, color: textColor)
            guard isBordered else { return [shown] }
            let border = Scene.Item.rectangle(Scene.Rectangle(
                frame: PixelGrid.outline(inside: frame, lineWidth: lineWidth), cornerRadius: 5, stroke: hairline(ghost)))
            return [border, shown]
        case .segments(let titles):
            return segmentItems(titles, font: content.font, in: frame, color: color(primaryText, minimum: Self.textContrast))
        case .control(let control):
            return controlItems(control, font: content.font, tint: color(satisfied, minimum: Self.controlContrast), in: frame)
        case .toggle(let isOn):
            let track = CGRect(x: frame.minX, y: frame.minY, width: min(frame.width, 51), height: min(frame.height, 31))
            let radius = track.height / 2
            let knob = CGRect(x: isOn ? track.maxX - track.height + 2 : track.minX + 2, y: track.minY + 2,
                              width: track.height - 4, height: track.height - 4)
            return [
                .rectangle(Scene.Rectangle(frame: track, cornerRadius: radius, fill: isOn ? content.textColor ?? satisfied : ghost.withAlpha(0.3))),
                .rectangle(Scene.Rectangle(frame: knob, cornerRadius: knob.height / 2, fill: surface)),
            ]
        }
    }

    /// WCAG 2's least contrast for text (1.4.3, level AA).
    static let textContrast = 4.5
    /// WCAG 2's least contrast for large text and controls (1.4.3 and 1.4.11, level AA): what
    /// a button's tinted title and a field's placeholder are held to, as UIKit's own system
    /// blue on white has 4.0:1.
    static let controlContrast = 3.0
    /// The text colours content falls back to when its own has too little contrast: iOS's
    /// label colour in light and in dark mode.
    static let legibleTextColors = [Color(hex: 0x1C1C1E), Color(hex: 0xF2F2F7)]

    /// Equal segments separated by hairlines, each title centred, in a rounded outline.
    private func segmentItems(_ titles: [String], font: Font, in frame: CGRect, color: Color) -> [Scene.Item] {
        let width = frame.width / CGFloat(titles.count)
        var items: [Scene.Item] = [.rectangle(Scene.Rectangle(
            frame: PixelGrid.outline(inside: frame, lineWidth: lineWidth), cornerRadius: 6, stroke: hairline(ghost)))]
        for (index, title) in titles.enumerated() {
            let segment = CGRect(x: frame.minX + CGFloat(index) * width, y: frame.minY, width: width, height: frame.height)
            if index > 0 {
                items.append(.path(Scene.Path.line(from: CGPoint(x: segment.minX, y: segment.minY + 4),
                                                   to: CGPoint(x: segment.minX, y: segment.maxY - 4), stroke: hairline(ghost))))
            }
            items.append(textItem(title, font: font, in: segment, alignment: .center, lines: 1, color: color))
        }
        return items
    }

    func textItem(_ text: String, font: Font, in frame: CGRect, alignment: Scene.Text.Alignment,
                          lines: Int, color: Color, lineBreakMode: LineBreakMode = .byTruncatingTail) -> Scene.Item {
        .text(Scene.Text(text, font: font, color: color, placement: .box(frame), alignment: alignment, numberOfLines: lines,
                         lineBreakMode: lineBreakMode))
    }
}

extension Scene.Text.Alignment {
    /// A label's alignment as text in a box; natural, when not resolved by the layout
    /// direction first, is left.
    init(_ alignment: TextAlignment) {
        switch alignment {
        case .natural, .left: self = .left
        case .center: self = .center
        case .right: self = .right
        }
    }
}
