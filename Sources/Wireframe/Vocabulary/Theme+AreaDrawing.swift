import Foundation

extension Theme {
    /// Layout margins as up to four bands between the frame and the margins frame (top and
    /// bottom across the full width, left and right between them, so no area is tinted twice)
    /// under every view's fill, and hatching along the margins frame's edges over the fills.
    func marginsDrawing(frame: CGRect, marginsFrame: CGRect) -> MarkDrawing {
        let inner = marginsFrame.intersection(frame)
        guard !inner.isNull else {
            return MarkDrawing(shapes: [.init(.rectangle(Scene.Rectangle(frame: frame, fill: layoutMargins)), layer: .tint)])
        }
        let bands = frame.bands(around: inner)
        var shapes = bands.map { MarkDrawing.Shape(.rectangle(Scene.Rectangle(frame: $0, fill: layoutMargins)), layer: .tint) }
        let depth = EdgeDepths(outer: frame, inner: inner, limit: hatchDepth)
        if let hatching = hatching(strips: depth.stripsOutside(inner), color: layoutMarginsEdge) {
            shapes.append(.init(hatching, layer: .overlay))
        }
        return MarkDrawing(shapes: shapes)
    }

    /// The safe area: its tint under every view's fill, and hatching just outside each inset
    /// edge (in the band the bars and the sensor housing take) over the fills.
    func safeAreaDrawing(_ safeArea: CGRect, window: CGRect) -> MarkDrawing {
        var shapes = [MarkDrawing.Shape(.rectangle(Scene.Rectangle(frame: safeArea, fill: self.safeArea)), layer: .tint)]
        let depth = EdgeDepths(outer: window, inner: safeArea, limit: hatchDepth)
        if let hatching = hatching(strips: depth.stripsOutside(safeArea), color: safeAreaEdge) {
            shapes.append(.init(hatching, layer: .overlay))
        }
        return MarkDrawing(shapes: shapes)
    }

    /// How deep the edge hatching of margins and the safe area reaches, in points.
    var hatchDepth: CGFloat { 4 }

    /// Hairlines at 45°, `hatchSpacing` apart, clipped to `strips`; nil when there are none.
    /// The lines lie on one lattice for the whole window (x + y a multiple of the spacing), so
    /// that the strips of neighbouring areas line up.
    ///
    /// - Complexity: O(w + h) in the strips' extent.
    func hatching(strips: [CGRect], color: Color) -> Scene.Item? {
        guard let extent = strips.first.map({ strips.dropFirst().reduce($0) { $0.union($1) } }) else { return nil }
        let spacing = hatchSpacing
        let first = ((extent.minX + extent.minY) / spacing).rounded(.down), last = ((extent.maxX + extent.maxY) / spacing).rounded(.up)
        guard first.isFinite, last.isFinite, last - first <= Self.hatchLineLimit else { return nil }
        var elements: [Scene.Path.Element] = []
        for step in stride(from: first, through: last, by: 1) {
            let sum = step * spacing
            elements.append(.move(to: CGPoint(x: sum - (extent.minY - 1), y: extent.minY - 1)))
            elements.append(.line(to: CGPoint(x: sum - (extent.maxY + 1), y: extent.maxY + 1)))
        }
        let clip = strips.flatMap { strip -> [Scene.Path.Element] in
            [.move(to: strip.origin), .line(to: CGPoint(x: strip.maxX, y: strip.minY)),
             .line(to: CGPoint(x: strip.maxX, y: strip.maxY)), .line(to: CGPoint(x: strip.minX, y: strip.maxY)), .close]
        }
        return .group(Scene.Group(clip: Scene.Path(elements: clip), items: [.path(Scene.Path(elements: elements, stroke: hairline(color)))]))
    }

    /// The distance between hatching lines, along either axis, in points.
    private var hatchSpacing: CGFloat { 4 }

    /// The most hatching lines one area gets: an area larger than any screen (a view laid out
    /// thousands of points long) is not hatched rather than hatched by millions of lines.
    private static let hatchLineLimit: CGFloat = 4_000

    /// A layout guide: a dashed outline and its name, in the guide colour, so guides read as
    /// areas that are not views.
    func guideDrawing(frame: CGRect, identifier: String, measuredBy measurer: PangoTextMeasurer) -> MarkDrawing {
        let outline = PixelGrid.outline(inside: frame, lineWidth: lineWidth)
        var drawing = MarkDrawing(
            shapes: [.init(.rectangle(Scene.Rectangle(frame: outline, stroke: hairline(layoutGuide, dashes: guideDash))), layer: .outline)]
        )
        guard !identifier.isEmpty else { return drawing }
        let label = nameLabel(identifier, color: layoutGuide, measuredBy: measurer)
        drawing.labels.append(MarkDrawing.Label(
            content: label,
            candidates: LabelCandidates.corners(
                of: frame, size: label.size, inset: 2, gap: labelSpacing,
                insideFirst: [.bottomLeft, .bottomRight, .topRight, .topLeft]
            ),
            rank: LabelRank.guide,
            anchor: CGPoint(x: frame.minX + min(6, frame.width / 2), y: frame.maxY - min(6, frame.height / 2))
        ))
        return drawing
    }
}

/// How far an inner rectangle is inset from an outer one on each side, capped at a limit: the
/// depth of the edge hatching on each side (0 where the edges meet).
private struct EdgeDepths {
    let top, left, bottom, right: CGFloat

    init(outer: CGRect, inner: CGRect, limit: CGFloat) {
        top = min(max(inner.minY - outer.minY, 0), limit)
        left = min(max(inner.minX - outer.minX, 0), limit)
        bottom = min(max(outer.maxY - inner.maxY, 0), limit)
        right = min(max(outer.maxX - inner.maxX, 0), limit)
    }

    /// The strips just outside `inner`'s edges, as deep as this says: top and bottom across
    /// the corners, left and right between them.
    func stripsOutside(_ inner: CGRect) -> [CGRect] {
        [
            CGRect(x: inner.minX - left, y: inner.minY - top, width: inner.width + left + right, height: top),
            CGRect(x: inner.minX - left, y: inner.maxY, width: inner.width + left + right, height: bottom),
            CGRect(x: inner.minX - left, y: inner.minY, width: left, height: inner.height),
            CGRect(x: inner.maxX, y: inner.minY, width: right, height: inner.height),
        ].filter { $0.width > 0 && $0.height > 0 }
    }
}
