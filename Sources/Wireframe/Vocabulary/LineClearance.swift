import Foundation

/// Where constraint lines break so that they never strike through text: across the plates of
/// the labels placed, and through the lines of text that views show. A line that only runs
/// along a text's side (an alignment of a label's leading edge) or across the top or bottom
/// of its line (a width's I-bar near a label's bottom) is kept; one through the middle of the
/// words breaks there.
struct LineClearance: Sendable {
    private let plates: FrameGrid
    private let texts: FrameGrid
    private let lineWidth: CGFloat

    /// - Parameters:
    ///   - plates: the frames of the labels placed.
    ///   - texts: the boxes of the lines of text views show, one per line.
    init(plates: [CGRect], texts: [CGRect], lineWidth: CGFloat) {
        self.plates = FrameGrid(plates)
        self.texts = FrameGrid(texts)
        self.lineWidth = lineWidth
    }

    /// `item` with each horizontal or vertical segment of a path of straight segments broken
    /// where it crosses a plate or a text; any other item as it is.
    ///
    /// - Complexity: O(s × k) for s segments and k plates and texts near each.
    func clearing(_ item: Scene.Item) -> Scene.Item {
        guard case .path(var path) = item, path.elements.count % 2 == 0 else { return item }
        var elements: [Scene.Path.Element] = []
        var isBroken = false
        for index in stride(from: 0, to: path.elements.count, by: 2) {
            guard case .move(let start) = path.elements[index], case .line(let end) = path.elements[index + 1] else { return item }
            let pieces = self.pieces(from: start, to: end)
            isBroken = isBroken || pieces.count != 1 || pieces[0] != (start, end)
            for (from, to) in pieces { elements += [.move(to: from), .line(to: to)] }
        }
        guard isBroken else { return item }
        path.elements = elements
        return .path(path)
    }

    /// The parts of the segment outside every gap: a horizontal one breaks where a plate
    /// spans its height or a text line's middle half does; a vertical one where a plate or,
    /// more than a line's width inside its sides, a text spans it. A slanted segment is whole.
    private func pieces(from start: CGPoint, to end: CGPoint) -> [(CGPoint, CGPoint)] {
        let reach = CGRect(x: min(start.x, end.x), y: min(start.y, end.y), width: abs(end.x - start.x), height: abs(end.y - start.y))
        if start.y == end.y {
            let y = start.y
            let gaps = gaps(near: reach, plate: { $0.minY < y && y < $0.maxY },
                            text: { $0.minY + $0.height / 4 < y && y < $0.maxY - $0.height / 4 })
            return Self.subtract(gaps.map { ($0.minX, $0.maxX) }, from: (start.x, end.x)).map { (CGPoint(x: $0, y: y), CGPoint(x: $1, y: y)) }
        }
        if start.x == end.x {
            let x = start.x
            let gaps = gaps(near: reach, plate: { $0.minX < x && x < $0.maxX },
                            text: { $0.minX + lineWidth < x && x < $0.maxX - lineWidth })
            return Self.subtract(gaps.map { ($0.minY, $0.maxY) }, from: (start.y, end.y)).map { (CGPoint(x: x, y: $0), CGPoint(x: x, y: $1)) }
        }
        return [(start, end)]
    }

    /// The plates and texts near `reach` that the segment crosses, as `plate` and `text`
    /// tell; most segments cross none, which is found without building a list.
    private func gaps(near reach: CGRect, plate: (CGRect) -> Bool, text: (CGRect) -> Bool) -> [CGRect] {
        guard plates.contains(near: reach, where: plate) || texts.contains(near: reach, where: text) else { return [] }
        return plates.frames(near: reach, where: plate) + texts.frames(near: reach, where: text)
    }

    /// The parts of the span from `span.0` to `span.1` (either way round) outside every gap,
    /// in the span's direction; parts shorter than a hundredth of a point are dropped.
    private static func subtract(_ gaps: [(CGFloat, CGFloat)], from span: (CGFloat, CGFloat)) -> [(CGFloat, CGFloat)] {
        guard !gaps.isEmpty else { return [span] }
        let (low, high) = (min(span.0, span.1), max(span.0, span.1))
        var parts: [(CGFloat, CGFloat)] = []
        var cursor = low
        for gap in gaps.sorted(by: { $0.0 < $1.0 }) where gap.1 > cursor && gap.0 < high {
            if gap.0 - cursor > 0.01 { parts.append((cursor, gap.0)) }
            cursor = max(cursor, gap.1)
        }
        if high - cursor > 0.01 { parts.append((cursor, high)) }
        return span.0 <= span.1 ? parts : parts.reversed().map { ($1, $0) }
    }
}
