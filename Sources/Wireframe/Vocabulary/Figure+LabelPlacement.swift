import Foundation

extension Figure {
    /// Where a label went: its text (badge first, as "≥ 8") and its frame in the window's
    /// coordinates.
    public struct PlacedLabel: Hashable, Sendable {
        public var text: String
        public var frame: CGRect
    }

    /// The labels of `drawings` placed within `bounds`, clear of each other and of the areas
    /// the drawings reserve, a view's name on its own view (`ViewAreas.spots(_:naming:)`),
    /// each label at its first free spot, else its fallback at the fallback's. Lower ranks go
    /// first; within a rank, the label with the fewest spots, so that a name boxed in by its
    /// neighbours is not crowded out by one that could go anywhere; then the order the marks
    /// were added.
    ///
    /// - Complexity: O(l × c × k) for l labels of c candidates, k frames near each candidate.
    func placeLabels(of drawings: [MarkDrawing], within bounds: CGRect) -> (items: [Scene.Item], placed: [PlacedLabel], unplaced: [String]) {
        let views = ViewAreas(marks)
        // The labels stay in the drawings: copying them out would cost more than placing them.
        let optionsByDrawing = drawings.concurrentMap { drawing in
            drawing.labels.map { label in
                (rank: label.rank, options: label.options.map { option in
                    (content: option.content, spots: views.spots(option.candidates, naming: label.owner).filter(bounds.fullyContains))
                })
            }
        }
        var options: [[(content: LabelContent, spots: [CGRect])]] = []
        var order: [(rank: Int, spots: Int, index: Int)] = []
        for labels in optionsByDrawing {
            for label in labels {
                order.append((label.rank, label.options.reduce(0) { $0 + $1.spots.count }, options.count))
                options.append(label.options)
            }
        }
        order.sort { ($0.rank, $0.spots, $0.index) < ($1.rank, $1.spots, $1.index) }
        // Every spot is within bounds already (the filter above), so the placer checks none.
        var placer = LabelPlacer(spacing: theme.labelSpacing)
        for drawing in drawings {
            for area in drawing.reserved { placer.reserve(area) }
        }
        var items: [Scene.Item] = [], placed: [PlacedLabel] = [], unplaced: [String] = []
        for (_, _, index) in order {
            guard let (content, frame) = Self.place(options[index], with: &placer) else {
                unplaced.append(options[index][0].content.plainText)
                continue
            }
            items += content.items(in: frame)
            placed.append(PlacedLabel(text: content.plainText, frame: frame))
        }
        return (items, placed, unplaced)
    }

    /// The first of `options` that has a free spot, with that spot, taken from `placer`.
    private static func place(_ options: [(content: LabelContent, spots: [CGRect])], with placer: inout LabelPlacer) -> (LabelContent, CGRect)? {
        for (content, spots) in options {
            if let frame = placer.place(candidates: spots) { return (content, frame) }
        }
        return nil
    }
}
