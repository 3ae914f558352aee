import Foundation

extension Theme {
    /// A constraint: its line (with I-bar caps unless it is plain or an aspect ratio's
    /// diagonal), solid when every constraint on it is required and dashed otherwise, in its
    /// status colour, over its halo when `haloed`; and one label for every constraint on it
    /// (`ConstraintMark.labelTerms`): beside the line, or for equal sizes on it.
    func constraintDrawing(_ constraint: ConstraintMark, haloed: Bool = true, measuredBy measurer: PangoTextMeasurer) -> MarkDrawing {
        let color = constraint.status.color(in: self)
        let segment = ConstraintSegment(from: constraint.start, to: constraint.end, lineWidth: lineWidth)
        var drawing = MarkDrawing()
        if segment.length > 0 {
            let isPlain = constraint.isPlain || constraint.kind == .aspectRatio || segment.length < 2 * lineWidth
            let line = isPlain ? segment.plainLine : segment.barLine
            let stroke = hairline(color, dashes: constraint.isRequired ? nil : optionalDash)
            let bar = MarkDrawing.Shape(.path(.line(from: line.start, to: line.end, stroke: stroke)), layer: .constraint)
            let caps = isPlain ? [] : segment.caps(halfLength: capHalfLength)
            // Reserved to the shapes' count: a figure holds every constraint's shapes at once.
            drawing.shapes.reserveCapacity((haloed ? 1 : 0) + 1 + (isPlain ? 0 : 1))
            if haloed { drawing.shapes.append(haloShape(elements: [.move(to: line.start), .line(to: line.end)] + caps)) }
            drawing.shapes.append(bar)
            // Caps stay solid on optional constraints, so the bar's extent always reads.
            if !isPlain {
                drawing.shapes.append(.init(.path(Scene.Path(elements: caps, stroke: hairline(color))), layer: .constraint))
            }
        }
        let parts = constraint.singleLabel.map { [LabelContent.Part(badge: $0.badge, text: $0.text)] }
            ?? constraint.labelTerms.map { LabelContent.Part(badge: $0.badge, text: $0.text) }
        guard !parts.isEmpty else { return drawing }
        let label = LabelContent(
            parts: parts,
            font: constantFont,
            color: color,
            plate: labelPlate,
            badgeFill: color,
            haloed: haloed,
            theme: self,
            measuredBy: measurer
        )
        // Equal sizes' badges sit on their bar, as IB draws them; other labels beside it.
        let middle = CGPoint(x: (constraint.start.x + constraint.end.x) / 2, y: (constraint.start.y + constraint.end.y) / 2)
        let beside = LabelCandidates.beside(lineFrom: constraint.start, to: constraint.end, size: label.size, gap: labelSpacing)
        let onBar = constraint.kind == .equalSize && parts.allSatisfy { $0.text == nil }
        drawing.labels = [MarkDrawing.Label(
            content: label,
            candidates: onBar ? LabelCandidates.on(middle, size: label.size, gap: labelSpacing) + beside : beside,
            rank: onBar ? LabelRank.badge : LabelRank.constraint,
            anchor: middle
        )]
        return drawing
    }

    /// A solid halo under a constraint's line and caps, on the layer under every line, so that
    /// the line stays visible on a fill of its own colour.
    func haloShape(elements: [Scene.Path.Element]) -> MarkDrawing.Shape {
        let stroke = Stroke(color: halo, width: lineWidth + 2 * haloWidth)
        return .init(.path(Scene.Path(elements: elements, stroke: stroke)), layer: .halo)
    }
}
