import AutoLayout
import Foundation

extension Theme {
    /// The shapes of a control's content inside `frame`, tinted by `tint` where UIKit tints.
    func controlItems(_ control: ControlContent, font: Font, tint: Color, in frame: CGRect) -> [Scene.Item] {
        switch control {
        case .image(let name, let isSymbol):
            imagePlaceholder(name, isSymbol: isSymbol, font: font, tint: tint, in: frame)
        case .keyboard:
            keyboardItems(in: frame)
        }
    }

    /// A picture's stand-in: a faint box crossed corner to corner with the image's name in
    /// the middle; a symbol is its name alone, in the tint colour.
    private func imagePlaceholder(_ name: String, isSymbol: Bool, font: Font, tint: Color, in frame: CGRect) -> [Scene.Item] {
        let label = textItem(name, font: font, in: frame, alignment: .center, lines: 1, color: isSymbol ? tint : ghost)
        guard !isSymbol else { return [label] }
        let stroke = hairline(ghost.withAlpha(0.5))
        return [
            .rectangle(Scene.Rectangle(frame: frame, fill: ghost.withAlpha(0.1))),
            .path(Scene.Path.line(from: CGPoint(x: frame.minX, y: frame.minY), to: CGPoint(x: frame.maxX, y: frame.maxY), stroke: stroke)),
            .path(Scene.Path.line(from: CGPoint(x: frame.maxX, y: frame.minY), to: CGPoint(x: frame.minX, y: frame.maxY), stroke: stroke)),
            label,
        ]
    }

    /// A keyboard's keys: three rows of letters (10, 9 and 7 keys) and a space bar, each a
    /// rounded key on the plate, laid out in the top 216 pt (a phone keyboard's keys; the rest
    /// is the home indicator's area).
    private func keyboardItems(in frame: CGRect) -> [Scene.Item] {
        let keys = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: min(frame.height, 216))
        let rowHeight = keys.height / 4, gap: CGFloat = 6
        let keyWidth = (keys.width - 11 * gap) / 10
        var items: [Scene.Item] = []
        for (row, count) in [10, 9, 7, 1].enumerated() {
            let width = count == 1 ? keyWidth * 5 + 4 * gap : keyWidth
            let rowWidth = CGFloat(count) * width + CGFloat(count - 1) * gap
            var x = keys.midX - rowWidth / 2
            for _ in 0..<count {
                let key = CGRect(x: x, y: keys.minY + CGFloat(row) * rowHeight + gap, width: width, height: rowHeight - 2 * gap)
                items.append(.rectangle(Scene.Rectangle(frame: key, cornerRadius: 5, fill: surface)))
                x += width + gap
            }
        }
        return items
    }
}
