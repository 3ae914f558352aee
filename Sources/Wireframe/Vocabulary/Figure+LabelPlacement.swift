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
        let labels = drawings.flatMap(\.labels).map { label in
            let options = label.options.map { ($0.content, views.spots($0.candidates, naming: label.owner).filter(bounds.contains)) }
            return (label, options, spotCount: options.map(\.1.count).reduce(0, +))
        }
        let ordered = labels.enumerated().sorted {
            ($0.element.0.rank, $0.element.spotCount, $0.offset) < ($1.element.0.rank, $1.element.spotCount, $1.offset)
        }
        var placer = LabelPlacer(bounds: bounds, spacing: theme.labelSpacing)
        for area in drawings.flatMap(\.reserved) { placer.reserve(area) }
        var items: [Scene.Item] = [], placed: [PlacedLabel] = [], unplaced: [String] = []
        for (label, options, _) in ordered.map(\.element) {
            guard let (content, frame) = Self.place(options, with: &placer) else {
                unplaced.append(label.content.plainText)
                continue
            }
            items += content.items(in: frame)
            placed.append(PlacedLabel(text: content.plainText, frame: frame))
        }
        return (items, placed, unplaced)
    }

    /// The first of `options` that has a free spot, with that spot, taken from `placer`.
    private static func place(_ options: [(LabelContent, [CGRect])], with placer: inout LabelPlacer) -> (LabelContent, CGRect)? {
        for (content, spots) in options {
            if let frame = placer.place(candidates: spots) { return (content, frame) }
        }
        return nil
    }
}
