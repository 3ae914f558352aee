import Foundation

extension Scene.Item {
    /// A rectangle, in the coordinates the item is drawn in, that holds every pixel the item
    /// can paint: its geometry grown by its stroke and a point of antialiasing, text by half
    /// its point size for overhanging glyphs. Painting in bands skips the items whose bounds
    /// miss a band, so the bounds may be generous but never short.
    ///
    /// - Complexity: O(n) in the item's elements (a group's, all of them); text is measured.
    func paintedBounds(measuredBy measurer: PangoTextMeasurer) -> CGRect {
        switch self {
        case .rectangle(let rectangle):
            rectangle.frame.insetBy(dx: -Self.margin(rectangle.stroke), dy: -Self.margin(rectangle.stroke))
        case .path(let path):
            path.controlBounds.insetBy(dx: -Self.margin(path.stroke), dy: -Self.margin(path.stroke))
        case .text(let text):
            text.frame(measuredBy: measurer).insetBy(dx: -text.font.pointSize / 2 - 1, dy: -text.font.pointSize / 2 - 1)
        case .group(let group):
            group.paintedBounds(ofItemsWithin: group.items.reduce(CGRect.null) { $0.union($1.paintedBounds(measuredBy: measurer)) })
        }
    }

    /// How far paint can reach beyond an outline: half the line width, or five widths for a
    /// mitred join (cairo's default miter limit is 10), and a point for antialiasing.
    private static func margin(_ stroke: Stroke?) -> CGFloat {
        guard let stroke else { return 1 }
        return (stroke.join == .miter ? 5 * stroke.width : stroke.width / 2) + 1
    }
}

extension Scene.Path {
    /// The box of every point the path names, control points included: it holds the path,
    /// as a Bézier curve lies inside the hull of its control points.
    var controlBounds: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .curve(let point, let first, let second): points += [point, first, second]
            case .arc(let center, let radius, _, _):
                points += [CGPoint(x: center.x - radius, y: center.y - radius), CGPoint(x: center.x + radius, y: center.y + radius)]
            case .close: break
            }
        }
        return CGRect.enclosing(points)
    }
}

extension Scene.Group {
    /// The bounds of the group in its parent's coordinates, given those of its items in its
    /// own: cut to the clip, then carried by the transform.
    func paintedBounds(ofItemsWithin itemBounds: CGRect) -> CGRect {
        var bounds = itemBounds
        if let clip { bounds = bounds.intersection(clip.controlBounds.insetBy(dx: -1, dy: -1)) }
        return bounds.isNull ? .null : bounds.applying(transform)
    }
}

extension CGRect {
    /// The smallest rectangle holding every point; null for none.
    static func enclosing(_ points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            (minX, maxX) = (Swift.min(minX, point.x), Swift.max(maxX, point.x))
            (minY, maxY) = (Swift.min(minY, point.y), Swift.max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `other` lies inside, edges included, for rectangles of non-negative size:
    /// Foundation's `contains(_:)` without its union and comparison, which placing the labels
    /// of a large figure calls a million times.
    func fullyContains(_ other: CGRect) -> Bool {
        minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
    }

    /// The parts of this rectangle outside `inner` (which lies within it) as up to four
    /// rectangles that do not overlap: above and below `inner` across the whole width, then
    /// left and right of it between them. Empty parts are left out.
    func bands(around inner: CGRect) -> [CGRect] {
        [
            CGRect(x: minX, y: minY, width: width, height: inner.minY - minY),
            CGRect(x: minX, y: inner.maxY, width: width, height: maxY - inner.maxY),
            CGRect(x: minX, y: inner.minY, width: inner.minX - minX, height: inner.height),
            CGRect(x: inner.maxX, y: inner.minY, width: maxX - inner.maxX, height: inner.height),
        ].filter { $0.width > 0 && $0.height > 0 }
    }
}
