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
    /// Nothing is built for a path that crosses nothing; one that does is rebuilt from its
    /// first broken segment on, with two small buffers shared by all its segments, where
    /// arrays per segment cost more than the breaking (an I-bar breaks at its own constant).
    ///
    /// - Complexity: O(s × k) for s segments and k plates and texts near each.
    func clearing(_ item: Scene.Item) -> Scene.Item {
        guard case .path(var path) = item, path.elements.count % 2 == 0 else { return item }
        /// The path so far, once a segment has broken.
        var rebuilt: [Scene.Path.Element]?
        var gaps: [(CGFloat, CGFloat)] = [], parts: [(CGFloat, CGFloat)] = []
        for index in stride(from: 0, to: path.elements.count, by: 2) {
            guard case .move(let start) = path.elements[index], case .line(let end) = path.elements[index + 1] else { return item }
            let segment = Segment(start: start, end: end)
            gaps.removeAll(keepingCapacity: true)
            if segment.isAxisAligned { collectGaps(across: segment, into: &gaps) }
            guard !gaps.isEmpty else {
                rebuilt?.append(path.elements[index])
                rebuilt?.append(path.elements[index + 1])
                continue
            }
            if rebuilt == nil {
                rebuilt = Array(path.elements[..<index])
                rebuilt?.reserveCapacity(path.elements.count + 4)
            }
            Self.subtract(&gaps, from: segment.span, into: &parts)
            for (from, to) in parts {
                rebuilt?.append(.move(to: segment.point(at: from)))
                rebuilt?.append(.line(to: segment.point(at: to)))
            }
        }
        guard let rebuilt else { return item }
        path.elements = rebuilt
        return .path(path)
    }

    /// The spans along the segment's axis of the plates and texts that break it: a horizontal
    /// segment breaks where a plate spans its height or a text line's middle half does; a
    /// vertical one where a plate or, more than a line's width inside its sides, a text spans
    /// it. Frames near the segment but level with it beyond its ends leave it whole.
    private func collectGaps(across segment: Segment, into gaps: inout [(CGFloat, CGFloat)]) {
        let (low, high) = (min(segment.span.0, segment.span.1), max(segment.span.0, segment.span.1))
        func addGap(of frame: CGRect) {
            let gap = segment.span(of: frame)
            if gap.1 > low && gap.0 < high { gaps.append(gap) }
        }
        plates.forEachFrame(near: segment.reach) { plate in
            if segment.crossesPlate(plate) { addGap(of: plate) }
        }
        texts.forEachFrame(near: segment.reach) { text in
            if segment.crossesText(text, lineWidth: lineWidth) { addGap(of: text) }
        }
    }

    /// The parts of the span from `span.0` to `span.1` (either way round) outside every gap,
    /// in the span's direction, into `parts`; parts shorter than a hundredth of a point are
    /// dropped. Sorts `gaps`; both buffers are reused from segment to segment.
    private static func subtract(_ gaps: inout [(CGFloat, CGFloat)], from span: (CGFloat, CGFloat),
                                 into parts: inout [(CGFloat, CGFloat)]) {
        parts.removeAll(keepingCapacity: true)
        let (low, high) = (min(span.0, span.1), max(span.0, span.1))
        var cursor = low
        gaps.sort { $0.0 < $1.0 }
        for gap in gaps where gap.1 > cursor && gap.0 < high {
            if gap.0 - cursor > 0.01 { parts.append((cursor, gap.0)) }
            cursor = max(cursor, gap.1)
        }
        if high - cursor > 0.01 { parts.append((cursor, high)) }
        guard span.0 > span.1 else { return }
        parts.reverse()
        for index in parts.indices { parts[index] = (parts[index].1, parts[index].0) }
    }
}

/// A straight segment of a constraint line, and what breaks it.
private struct Segment {
    let start: CGPoint
    let end: CGPoint

    var isHorizontal: Bool { start.y == end.y }
    var isAxisAligned: Bool { start.y == end.y || start.x == end.x }

    /// The segment's ends along its axis (x for a horizontal one, y otherwise), start first.
    var span: (CGFloat, CGFloat) { isHorizontal ? (start.x, end.x) : (start.y, end.y) }

    /// The point of the segment's line at `position` along its axis.
    func point(at position: CGFloat) -> CGPoint {
        isHorizontal ? CGPoint(x: position, y: start.y) : CGPoint(x: start.x, y: position)
    }

    /// A frame's extent along the segment's axis.
    func span(of frame: CGRect) -> (CGFloat, CGFloat) {
        isHorizontal ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
    }

    /// The segment's box, where what crosses it must be.
    var reach: CGRect {
        CGRect(x: min(start.x, end.x), y: min(start.y, end.y), width: abs(end.x - start.x), height: abs(end.y - start.y))
    }

    /// Whether a plate spans the segment's line: its height for a horizontal segment, its
    /// width for a vertical one.
    func crossesPlate(_ plate: CGRect) -> Bool {
        isHorizontal ? plate.minY < start.y && start.y < plate.maxY : plate.minX < start.x && start.x < plate.maxX
    }

    /// Whether a line of text is struck: through the middle half of its height by a
    /// horizontal segment, more than a line's width inside its sides by a vertical one.
    func crossesText(_ text: CGRect, lineWidth: CGFloat) -> Bool {
        isHorizontal
            ? text.minY + text.height / 4 < start.y && start.y < text.maxY - text.height / 4
            : text.minX + lineWidth < start.x && start.x < text.maxX - lineWidth
    }
}
