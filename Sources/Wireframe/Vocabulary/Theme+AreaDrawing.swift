import Foundation

extension Theme {
    /// Layout margins as up to four bands between the frame and the margins frame: top and
    /// bottom across the full width, left and right between them, so no area is tinted twice.
    func marginsDrawing(frame: CGRect, marginsFrame: CGRect) -> MarkDrawing {
        let inner = marginsFrame.intersection(frame)
        guard !inner.isNull else {
            return MarkDrawing(shapes: [.init(.rectangle(Scene.Rectangle(frame: frame, fill: layoutMargins)), layer: .tint)])
        }
        let bands = [
            CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: inner.minY - frame.minY),
            CGRect(x: frame.minX, y: inner.maxY, width: frame.width, height: frame.maxY - inner.maxY),
            CGRect(x: frame.minX, y: inner.minY, width: inner.minX - frame.minX, height: inner.height),
            CGRect(x: inner.maxX, y: inner.minY, width: frame.maxX - inner.maxX, height: inner.height),
        ]
        return MarkDrawing(shapes: bands.filter { $0.width > 0 && $0.height > 0 }.map { band in
            .init(.rectangle(Scene.Rectangle(frame: band, fill: layoutMargins)), layer: .tint)
        })
    }

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
            rank: LabelRank.guide
        ))
        return drawing
    }
}
