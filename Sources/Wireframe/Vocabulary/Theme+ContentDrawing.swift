import AutoLayout
import Foundation

extension Theme {
    /// The shapes that draw a control's content inside `frame`; a label that shrinks its text
    /// to fit is measured with `measurer`.
    func contentItems(_ content: ViewContent, in frame: CGRect, measuredBy measurer: PangoTextMeasurer) -> [Scene.Item] {
        switch content.kind {
        case .text(let text, let alignment, let lines):
            var item = Scene.Text(text, font: content.font, color: primaryText, placement: .box(frame),
                                  alignment: Scene.Text.Alignment(alignment), numberOfLines: lines,
                                  lineBreakMode: content.lineBreakMode)
            if let minimumScaleFactor = content.minimumScaleFactor {
                item = item.shrunkToFit(minimumScaleFactor: minimumScaleFactor, measuredBy: measurer)
            }
            return [.text(item)]
        case .title(let title):
            return [textItem(title, font: content.font, in: frame, alignment: .center, lines: 1, color: satisfied,
                             lineBreakMode: content.lineBreakMode)]
        case .field(let text, let isPlaceholder, let alignment):
            let inset = frame.insetBy(dx: ControlMetrics.textFieldHorizontalPadding, dy: 0)
            let border = Scene.Item.rectangle(Scene.Rectangle(
                frame: PixelGrid.outline(inside: frame, lineWidth: lineWidth), cornerRadius: 5, stroke: hairline(ghost)))
            return [border, textItem(text, font: content.font, in: inset, alignment: Scene.Text.Alignment(alignment), lines: 1,
                                     color: isPlaceholder ? ghost : primaryText)]
        case .segments(let titles):
            return segmentItems(titles, font: content.font, in: frame)
        case .toggle(let isOn):
            let track = CGRect(x: frame.minX, y: frame.minY, width: min(frame.width, 51), height: min(frame.height, 31))
            let radius = track.height / 2
            let knob = CGRect(x: isOn ? track.maxX - track.height + 2 : track.minX + 2, y: track.minY + 2,
                              width: track.height - 4, height: track.height - 4)
            return [
                .rectangle(Scene.Rectangle(frame: track, cornerRadius: radius, fill: isOn ? satisfied : ghost.withAlpha(0.3))),
                .rectangle(Scene.Rectangle(frame: knob, cornerRadius: knob.height / 2, fill: surface)),
            ]
        }
    }

    /// Equal segments separated by hairlines, each title centred, in a rounded outline.
    private func segmentItems(_ titles: [String], font: Font, in frame: CGRect) -> [Scene.Item] {
        let width = frame.width / CGFloat(titles.count)
        var items: [Scene.Item] = [.rectangle(Scene.Rectangle(
            frame: PixelGrid.outline(inside: frame, lineWidth: lineWidth), cornerRadius: 6, stroke: hairline(ghost)))]
        for (index, title) in titles.enumerated() {
            let segment = CGRect(x: frame.minX + CGFloat(index) * width, y: frame.minY, width: width, height: frame.height)
            if index > 0 {
                items.append(.path(Scene.Path.line(from: CGPoint(x: segment.minX, y: segment.minY + 4),
                                                   to: CGPoint(x: segment.minX, y: segment.maxY - 4), stroke: hairline(ghost))))
            }
            items.append(textItem(title, font: font, in: segment, alignment: .center, lines: 1, color: primaryText))
        }
        return items
    }

    private func textItem(_ text: String, font: Font, in frame: CGRect, alignment: Scene.Text.Alignment,
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
