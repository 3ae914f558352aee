import Foundation

extension Figure {
    /// The views that reach outside the window (which clips nothing in a figure, but does on
    /// the device): their names and boxes, in the order they were added.
    ///
    /// - Complexity: O(m) in the number of marks.
    var viewsReachingOutside: [(identifier: String, box: CGRect)] {
        let window = CGRect(origin: .zero, size: windowSize).insetBy(dx: -LayoutStatus.tolerance, dy: -LayoutStatus.tolerance)
        return marks.compactMap { mark in
            guard case .view(let view) = mark, !window.fullyContains(view.boundingBox) else { return nil }
            return (view.identifier, view.boundingBox)
        }
    }

    /// The names of the views that lie wholly outside the window, so that nothing of them
    /// would show on the device.
    ///
    /// - Complexity: O(m) in the number of marks.
    public var viewsOutsideWindow: [String] {
        let window = CGRect(origin: .zero, size: windowSize)
        return viewsReachingOutside.filter { view in
            let overlap = view.box.intersection(window)
            return overlap.isNull || overlap.width <= 0 || overlap.height <= 0
        }.map(\.identifier)
    }

    /// What shows that content reaches outside the window: a veil over everything drawn
    /// outside it (within `extent`), which fades it, the window's outline, and a red flag
    /// along each stretch of the window's edge that content crosses or lies beyond; none when
    /// everything is inside.
    ///
    /// - Complexity: O(v log v) in the views reaching outside.
    func offscreenItems(extent: CGRect) -> [Scene.Item] {
        let outside = viewsReachingOutside.map(\.box)
        guard !outside.isEmpty else { return [] }
        let window = CGRect(origin: .zero, size: windowSize)
        let veils = extent.bands(around: window)
        var items = veils.map { Scene.Item.rectangle(Scene.Rectangle(frame: $0, fill: theme.offscreenVeil)) }
        items.append(.rectangle(Scene.Rectangle(frame: PixelGrid.outline(inside: window, lineWidth: theme.lineWidth),
                                                stroke: theme.hairline(theme.viewOutline))))
        items += WindowEdgeFlags(window: window, boxes: outside, thickness: theme.flagThickness).frames.map {
            .rectangle(Scene.Rectangle(frame: $0, fill: theme.conflicting))
        }
        return items
    }
}

extension Theme {
    /// The thickness of the red flags on a window's edge where content leaves it, in points.
    var flagThickness: CGFloat { 3 }
}

/// The red flags along a window's edges: for each edge, the stretches of it that content
/// crosses or lies beyond, merged where they meet, just outside the edge.
struct WindowEdgeFlags {
    let frames: [CGRect]

    /// - Complexity: O(b log b) in the number of boxes.
    init(window: CGRect, boxes: [CGRect], thickness: CGFloat) {
        // A box wholly beyond a corner flags the corner's end of the edge.
        func span(_ low: CGFloat, _ high: CGFloat, within lower: CGFloat, _ upper: CGFloat) -> (CGFloat, CGFloat) {
            let start = min(max(low, lower), upper - thickness), end = max(min(high, upper), lower + thickness)
            return (start, max(end, start + thickness))
        }
        var top: [(CGFloat, CGFloat)] = [], bottom: [(CGFloat, CGFloat)] = [], left: [(CGFloat, CGFloat)] = [], right: [(CGFloat, CGFloat)] = []
        for box in boxes {
            let across = span(box.minX, box.maxX, within: window.minX, window.maxX)
            let down = span(box.minY, box.maxY, within: window.minY, window.maxY)
            if box.minY < window.minY { top.append(across) }
            if box.maxY > window.maxY { bottom.append(across) }
            if box.minX < window.minX { left.append(down) }
            if box.maxX > window.maxX { right.append(down) }
        }
        frames = Self.merged(top).map { CGRect(x: $0.0, y: window.minY - thickness, width: $0.1 - $0.0, height: thickness) }
            + Self.merged(bottom).map { CGRect(x: $0.0, y: window.maxY, width: $0.1 - $0.0, height: thickness) }
            + Self.merged(left).map { CGRect(x: window.minX - thickness, y: $0.0, width: thickness, height: $0.1 - $0.0) }
            + Self.merged(right).map { CGRect(x: window.maxX, y: $0.0, width: thickness, height: $0.1 - $0.0) }
    }

    /// The intervals sorted, with those that overlap or touch merged.
    private static func merged(_ intervals: [(CGFloat, CGFloat)]) -> [(CGFloat, CGFloat)] {
        var result: [(CGFloat, CGFloat)] = []
        for interval in intervals.sorted(by: { $0.0 < $1.0 }) {
            if let last = result.last, interval.0 <= last.1 {
                result[result.count - 1].1 = max(last.1, interval.1)
            } else {
                result.append(interval)
            }
        }
        return result
    }
}
