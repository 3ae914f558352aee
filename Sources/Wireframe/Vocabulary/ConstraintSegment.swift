import Foundation

/// A constraint's segment, snapped to the half-point grid when it is horizontal or vertical so
/// that its 1-point line and caps are crisp.
struct ConstraintSegment {
    let start: CGPoint
    let end: CGPoint
    private let lineWidth: CGFloat

    init(from start: CGPoint, to end: CGPoint, lineWidth: CGFloat) {
        self.start = start
        self.end = end
        self.lineWidth = lineWidth
    }

    var length: CGFloat { hypot(end.x - start.x, end.y - start.y) }

    private var isHorizontal: Bool { start.y == end.y }
    private var isVertical: Bool { start.x == end.x }

    /// The line of a plain mark: across the whole segment, on the grid across its direction.
    var plainLine: (start: CGPoint, end: CGPoint) {
        if isHorizontal {
            let y = PixelGrid.halfPoint(start.y)
            return (CGPoint(x: start.x, y: y), CGPoint(x: end.x, y: y))
        }
        if isVertical {
            let x = PixelGrid.halfPoint(start.x)
            return (CGPoint(x: x, y: start.y), CGPoint(x: x, y: end.y))
        }
        return (start, end)
    }

    /// The end caps: short strokes across the segment at each end.
    func caps(halfLength: CGFloat) -> [Scene.Path.Element] {
        let (capStart, capEnd) = barLine
        let length = self.length
        let normal = CGPoint(x: -(end.y - start.y) / length * halfLength, y: (end.x - start.x) / length * halfLength)
        return [
            .move(to: CGPoint(x: capStart.x - normal.x, y: capStart.y - normal.y)),
            .line(to: CGPoint(x: capStart.x + normal.x, y: capStart.y + normal.y)),
            .move(to: CGPoint(x: capEnd.x - normal.x, y: capEnd.y - normal.y)),
            .line(to: CGPoint(x: capEnd.x + normal.x, y: capEnd.y + normal.y)),
        ]
    }

    /// The line of an I-bar, from cap to cap. The caps sit half a line inside the segment's
    /// ends, so that they fall within the space they measure rather than on the views' edges,
    /// and on the half-point grid for horizontal and vertical segments.
    var barLine: (start: CGPoint, end: CGPoint) {
        let line = plainLine
        if isHorizontal || isVertical {
            func inward(_ from: CGFloat, _ to: CGFloat) -> (CGFloat, CGFloat) {
                from <= to
                    ? (PixelGrid.halfPoint(from), PixelGrid.halfPoint(to - lineWidth))
                    : (PixelGrid.halfPoint(from - lineWidth), PixelGrid.halfPoint(to))
            }
            if isHorizontal {
                let (x0, x1) = inward(start.x, end.x)
                return (CGPoint(x: x0, y: line.start.y), CGPoint(x: x1, y: line.end.y))
            }
            let (y0, y1) = inward(start.y, end.y)
            return (CGPoint(x: line.start.x, y: y0), CGPoint(x: line.end.x, y: y1))
        }
        let unit = CGPoint(x: (end.x - start.x) / length * lineWidth / 2, y: (end.y - start.y) / length * lineWidth / 2)
        return (CGPoint(x: start.x + unit.x, y: start.y + unit.y), CGPoint(x: end.x - unit.x, y: end.y - unit.y))
    }
}
