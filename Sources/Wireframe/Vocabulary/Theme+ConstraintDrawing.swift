import Foundation

extension Theme {
    /// A constraint: its line (with I-bar caps unless it is plain), solid or dashed by
    /// priority, in its status colour; and its constant, after a "≥"/"≤" badge for an
    /// inequality, beside the line.
    func constraintDrawing(_ constraint: ConstraintMark, measuredBy measurer: PangoTextMeasurer) -> MarkDrawing {
        let color = constraint.status.color(in: self)
        let segment = ConstraintSegment(from: constraint.start, to: constraint.end, lineWidth: lineWidth)
        var drawing = MarkDrawing()
        if segment.length > 0 {
            let isPlain = constraint.isPlain || segment.length < 2 * lineWidth
            let line = isPlain ? segment.plainLine : segment.barLine
            let stroke = hairline(color, dashes: constraint.isRequired ? nil : optionalDash)
            let bar = MarkDrawing.Shape(.path(.line(from: line.start, to: line.end, stroke: stroke)), layer: .constraint)
            let caps = isPlain ? [] : segment.caps(halfLength: capHalfLength)
            drawing.shapes = [haloShape(elements: [.move(to: line.start), .line(to: line.end)] + caps), bar]
            // Caps stay solid on optional constraints, so the bar's extent always reads.
            if !isPlain {
                drawing.shapes.append(.init(.path(Scene.Path(elements: caps, stroke: hairline(color))), layer: .constraint))
            }
        }
        // A 0-pt space is a plain line and says so by its shape; its "0" would only add noise.
        let text = constraint.kind == .space && constraint.constant == 0 ? nil : constraint.constantText
        let badge = constraint.relation.badgeSymbol
        guard text != nil || badge != nil else { return drawing }
        let label = LabelContent(
            text: text,
            badge: badge,
            font: constantFont,
            color: color,
            plate: labelPlate,
            badgeFill: color,
            theme: self,
            measuredBy: measurer
        )
        drawing.labels = [MarkDrawing.Label(
            content: label,
            candidates: LabelCandidates.beside(lineFrom: constraint.start, to: constraint.end, size: label.size, gap: labelSpacing),
            rank: LabelRank.constraint
        )]
        return drawing
    }

    /// A solid halo under a constraint's line and caps, on the layer under every line, so that
    /// the line stays visible on a fill of its own colour.
    func haloShape(elements: [Scene.Path.Element]) -> MarkDrawing.Shape {
        let stroke = Stroke(color: halo, width: lineWidth + 2 * haloWidth)
        return .init(.path(Scene.Path(elements: elements, stroke: stroke)), layer: .halo)
    }

    /// Equal widths or heights on one view: an I-bar across the dimension, just inside the
    /// bottom (width) or right (height) edge, with an "=" badge on it.
    func equalDimensionDrawing(
        frame: CGRect,
        dimension: Mark.Dimension,
        status: ConstraintStatus,
        measuredBy measurer: PangoTextMeasurer
    ) -> MarkDrawing {
        let inset = capHalfLength + 1
        let (start, end) = switch dimension {
        case .width: (CGPoint(x: frame.minX, y: frame.maxY - inset), CGPoint(x: frame.maxX, y: frame.maxY - inset))
        case .height: (CGPoint(x: frame.maxX - inset, y: frame.minY), CGPoint(x: frame.maxX - inset, y: frame.maxY))
        }
        var drawing = constraintDrawing(ConstraintMark(from: start, to: end, kind: .space, status: status), measuredBy: measurer)
        let color = status.color(in: self)
        let badge = LabelContent(
            text: nil,
            badge: "=",
            font: constantFont,
            color: color,
            plate: nil,
            badgeFill: color,
            theme: self,
            measuredBy: measurer
        )
        let middle = CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
        drawing.labels.append(MarkDrawing.Label(
            content: badge,
            candidates: LabelCandidates.on(middle, size: badge.size, gap: labelSpacing),
            rank: LabelRank.badge
        ))
        return drawing
    }
}
