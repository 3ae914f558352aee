import AutoLayout
import Foundation

extension Theme {
    /// A view: its background, its outline inside the frame, and "identifier · Kind" in a
    /// corner. A transformed view is drawn transformed about its centre, with its frame (the
    /// bounding box, which is all `UIView.frame` can report) dotted around it.
    func viewDrawing(_ view: ViewMark, measuredBy measurer: PangoTextMeasurer) -> MarkDrawing {
        var drawing = MarkDrawing()
        let fill = view.backgroundColor.map { Scene.Item.rectangle(Scene.Rectangle(frame: view.frame, fill: $0)) }
        let content = view.content.map { contentItems($0, in: view.frame) } ?? []
        drawing.reserved = content.map { item in
            if case .text(let text) = item { return text.frame(measuredBy: measurer) }
            return view.frame
        }
        let outlineStroke = hairline(viewOutline)
        let labelFrame: CGRect
        if view.transform.isIdentity {
            if let fill { drawing.shapes.append(.init(fill, layer: .fill)) }
            drawing.shapes += content.map { .init($0, layer: .fill) }
            let outline = PixelGrid.outline(inside: view.frame, lineWidth: lineWidth)
            drawing.shapes.append(.init(.rectangle(Scene.Rectangle(frame: outline, stroke: outlineStroke)), layer: .outline))
            labelFrame = view.frame
        } else {
            func transformed(_ item: Scene.Item) -> Scene.Item {
                .group(Scene.Group(transform: view.windowTransform, items: [item]))
            }
            if let fill { drawing.shapes.append(.init(transformed(fill), layer: .fill)) }
            drawing.shapes += content.map { .init(transformed($0), layer: .fill) }
            let outline = view.frame.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
            drawing.shapes.append(.init(transformed(.rectangle(Scene.Rectangle(frame: outline, stroke: outlineStroke))), layer: .outline))
            labelFrame = view.boundingBox
            let box = PixelGrid.outline(inside: labelFrame, lineWidth: lineWidth)
            drawing.shapes.append(.init(.rectangle(Scene.Rectangle(frame: box, stroke: hairline(ghost, dashes: ghostDash))), layer: .outline))
        }
        guard !view.title.isEmpty else { return drawing }
        let label = nameLabel(view.title, color: secondaryText, measuredBy: measurer)
        drawing.labels.append(MarkDrawing.Label(
            content: label,
            candidates: LabelCandidates.corners(of: labelFrame, size: label.size, inset: 2, gap: labelSpacing),
            rank: LabelRank.view
        ))
        return drawing
    }

    /// A hidden arranged view: a faint fill, a dotted outline and "identifier (hidden)", so a
    /// reviewer sees what a stack view leaves out.
    func ghostDrawing(frame: CGRect, identifier: String, measuredBy measurer: PangoTextMeasurer) -> MarkDrawing {
        let outline = PixelGrid.outline(inside: frame, lineWidth: lineWidth)
        let label = nameLabel("\(identifier) (hidden)", color: ghost, measuredBy: measurer)
        let center = CGPoint(x: frame.midX, y: frame.midY)
        return MarkDrawing(
            shapes: [
                .init(.rectangle(Scene.Rectangle(frame: frame, fill: ghost.withAlpha(0.12))), layer: .fill),
                .init(.rectangle(Scene.Rectangle(frame: outline, stroke: hairline(ghost, dashes: ghostDash))), layer: .outline),
            ],
            labels: [MarkDrawing.Label(
                content: label,
                candidates: LabelCandidates.on(center, size: label.size, gap: labelSpacing)
                    + LabelCandidates.corners(of: frame, size: label.size, inset: 2, gap: labelSpacing),
                rank: LabelRank.guide
            )]
        )
    }

    /// The frame a misplaced view will have at run time: a dashed rectangle in the misplaced
    /// colour, unlabelled (the view's own label names it).
    func misplacedDrawing(frame: CGRect) -> MarkDrawing {
        let outline = PixelGrid.outline(inside: frame, lineWidth: lineWidth)
        return MarkDrawing(shapes: [
            .init(.rectangle(Scene.Rectangle(frame: outline, stroke: hairline(misplaced, dashes: misplacedDash))), layer: .outline),
        ])
    }
}
