import AutoLayout
import Foundation

extension Theme {
    /// A view: its background and content, its outline inside the frame, and "identifier ·
    /// Kind" in a corner. A transformed view is drawn transformed about its centre, with its
    /// frame (the bounding box, which is all `UIView.frame` can report) dotted around it.
    func viewDrawing(_ view: ViewMark, measuredBy measurer: PangoTextMeasurer) -> MarkDrawing {
        let content = view.content.map { contentItems($0, in: view.frame, on: view.backdrop ?? surface, measuredBy: measurer) } ?? []
        var drawing = MarkDrawing(shapes: bodyShapes(of: view, content: content) + outlineShapes(of: view))
        let texts = content.flatMap { item -> [CGRect] in
            if case .text(let text) = item { return text.lineFrames(measuredBy: measurer) }
            return []
        }
        // Labels keep off a control's text and, where it draws shapes too (a field's border,
        // a switch's track), off its whole frame.
        let drawsShapes = content.contains { if case .text = $0 { false } else { true } }
        drawing.reserved = texts + (drawsShapes ? [view.frame] : [])
        // Turned text is not where its untransformed box says, so no line breaks around it.
        if view.transform.isIdentity { drawing.texts = texts }
        guard !view.title.isEmpty else { return drawing }
        drawing.labels.append(nameLabel(of: view, measuredBy: measurer))
        return drawing
    }

    /// How far a view's name sits inside its corner, in points.
    private var nameInset: CGFloat { 2 }

    /// The view's name, on its own view: "identifier · Kind" when it fits inside the view,
    /// with the identifier alone as the fallback; else the identifier alone, which is what
    /// tells views apart, so that a small view's name sits beside it without crowding its
    /// neighbours.
    private func nameLabel(of view: ViewMark, measuredBy measurer: PangoTextMeasurer) -> MarkDrawing.Label {
        let box = view.boundingBox
        func spots(_ content: LabelContent) -> [CGRect] {
            LabelCandidates.corners(of: box, size: content.size, inset: nameInset, gap: labelSpacing)
        }
        // A leader, when the name must go further out, starts inside the view's top left.
        let anchor = CGPoint(x: box.minX + min(6, box.width / 2), y: box.minY + min(6, box.height / 2))
        guard !view.identifier.isEmpty, !view.kind.isEmpty else {
            let title = nameLabel(view.title, color: secondaryText, measuredBy: measurer)
            return MarkDrawing.Label(content: title, candidates: spots(title), rank: LabelRank.view, owner: box, anchor: anchor,
                                     viewIdentifier: view.identifier)
        }
        let identifier = nameLabel(view.identifier, color: secondaryText, measuredBy: measurer)
        // "id · Kind" is wider than its " · Kind" part, which many views share and so is set
        // once: a view too small for that part cannot hold the title, which is then not set.
        let kindPart = nameLabel(" · " + view.kind, color: secondaryText, measuredBy: measurer)
        let title = LabelCandidates.fits(kindPart.size, inside: box, inset: nameInset)
            ? nameLabel(view.title, color: secondaryText, measuredBy: measurer) : nil
        guard let title, LabelCandidates.fits(title.size, inside: box, inset: nameInset) else {
            return MarkDrawing.Label(content: identifier, candidates: spots(identifier), rank: LabelRank.view, owner: box, anchor: anchor,
                                     viewIdentifier: view.identifier)
        }
        return MarkDrawing.Label(content: title, candidates: spots(title), rank: LabelRank.view, owner: box,
                                 fallback: MarkDrawing.Fallback(content: identifier, candidates: spots(identifier)), anchor: anchor,
                                 viewIdentifier: view.identifier)
    }

    /// The view's own pixels, its background and content, faded by its alpha, and turned as
    /// one group when it is transformed.
    private func bodyShapes(of view: ViewMark, content: [Scene.Item]) -> [MarkDrawing.Shape] {
        var items = backgroundItems(of: view) + content
        if view.alpha < 1 { items = items.map { $0.faded(by: view.alpha) } }
        if !view.transform.isIdentity, !items.isEmpty { items = [.group(Scene.Group(transform: view.windowTransform, items: items))] }
        if let visible = view.visibleRect { items = scrolledContent(items, visibleIn: visible) }
        return items.map { .init($0, layer: .fill) }
    }

    /// The outline in the view's status colour (grey when all is well): inside the frame on
    /// the pixel grid, or for a transformed view turned with it, plus its dotted bounding box.
    private func outlineShapes(of view: ViewMark) -> [MarkDrawing.Shape] {
        let stroke = hairline(view.status == .satisfied ? viewOutline : view.status.color(in: self))
        guard !view.transform.isIdentity else {
            let outline = Scene.Item.rectangle(Scene.Rectangle(frame: PixelGrid.outline(inside: view.frame, lineWidth: lineWidth), stroke: stroke))
            // A scroll view's content beyond its frame is outlined as faintly as it is filled.
            guard let visible = view.visibleRect else { return [.init(outline, layer: .outline)] }
            return scrolledContent([outline], visibleIn: visible).map { .init($0, layer: .outline) }
        }
        let outline = Scene.Item.rectangle(Scene.Rectangle(frame: view.frame.insetBy(dx: lineWidth / 2, dy: lineWidth / 2), stroke: stroke))
        let box = PixelGrid.outline(inside: view.boundingBox, lineWidth: lineWidth)
        return [
            .init(.group(Scene.Group(transform: view.windowTransform, items: [outline])), layer: .outline),
            .init(.rectangle(Scene.Rectangle(frame: box, stroke: hairline(ghost, dashes: ghostDash))), layer: .outline),
        ]
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
                rank: LabelRank.guide,
                anchor: center
            )]
        )
    }

    /// The frame the spec writes for a misplaced view, which is drawn where layout put it: a
    /// dashed rectangle in the misplaced colour, unlabelled (the view's own label names it).
    func misplacedDrawing(frame: CGRect) -> MarkDrawing {
        let outline = PixelGrid.outline(inside: frame, lineWidth: lineWidth)
        return MarkDrawing(shapes: [
            .init(.rectangle(Scene.Rectangle(frame: outline, stroke: hairline(misplaced, dashes: misplacedDash))), layer: .outline),
        ])
    }
}
