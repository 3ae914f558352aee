import Foundation

extension Figure {
    /// Where a label went: its text (badge first, as "≥ 8"), its frame in the window's
    /// coordinates, and for a label drawn at the end of a leader line, the point the line
    /// starts from.
    public struct PlacedLabel: Hashable, Sendable {
        public var text: String
        public var frame: CGRect
        public var leaderAnchor: CGPoint?
    }

    /// The labels of `drawings` placed within `bounds`, clear of each other and of the areas
    /// the drawings reserve, a view's name on its own view (`ViewAreas.spots(_:naming:)`),
    /// each label at its first free spot (a view's name trying first the spots on its
    /// `preferredNameSides` side, when the figure has one for it), else its fallback at the
    /// fallback's. Lower ranks go first, then the order the marks were added, so that the same
    /// spec on another device places its labels in the same order. Then, when at most
    /// `leaderLabelLimit` found no spot, those labels, in the same order, try spots further
    /// from their anchor (`LabelCandidates.around`, then the gutters beside the figure), drawn
    /// there with a leader line back to it, while the figure's budget of such spots lasts;
    /// those that still find none are left out and reported.
    ///
    /// - Complexity: O(l × c × k) for l labels of c candidates, k frames near each candidate;
    ///   the leader spots add at most `leaderSpotBudget` × k.
    func placeLabels(of drawings: [MarkDrawing], within bounds: CGRect) -> PlacedLabels {
        let views = ViewAreas(marks)
        let preferences = preferredNameSides
        // The labels stay in the drawings (copying them out would cost more than placing them),
        // found by their drawing and their place in it; their entries are made in one array,
        // not in an array for each drawing, which made as many arrays as marks.
        var labelIDs: [(drawing: Int32, label: Int32)] = []
        labelIDs.reserveCapacity(drawings.reduce(0) { $0 + $1.labels.count })
        for drawing in drawings.indices {
            for label in drawings[drawing].labels.indices { labelIDs.append((Int32(drawing), Int32(label))) }
        }
        func label(_ index: Int) -> MarkDrawing.Label { drawings[Int(labelIDs[index].drawing)].labels[Int(labelIDs[index].label)] }
        var entries = labelIDs.concurrentMap { id in
            let label = drawings[Int(id.drawing)].labels[Int(id.label)]
            func spots(_ candidates: [CGRect]) -> LabelLayout.Spots {
                Self.sorting(views.spots(candidates, naming: label.owner).within(bounds), by: preferences, for: label, isLed: false)
            }
            return LabelLayout.Entry(own: spots(label.candidates), fallback: label.fallback.map { spots($0.candidates) },
                                     anchor: label.anchor)
        }
        var order = labelIDs.indices.map { (rank: label($0).rank, index: $0) }
        order.sort { ($0.rank, $0.index) < ($1.rank, $1.index) }
        // Every spot is within bounds already (`within` above), so the placer checks none.
        var placer = LabelPlacer(spacing: theme.labelSpacing)
        for drawing in drawings {
            for area in drawing.reserved { placer.reserve(area) }
        }
        // A leader may take its label further out than a label's own spots go, into the
        // gutters beside what the figure draws, while the budget lasts.
        let drawn = bounds.insetBy(dx: theme.labelReach, dy: theme.labelReach)
        let leaderBounds = bounds.insetBy(dx: -Self.gutterReach, dy: -theme.labelReach)
        var budget = Self.leaderSpotBudget
        var layout = LabelLayout(count: entries.count, placer: placer)
        layout.place(&entries, in: order.map(\.index), leaderLimit: Self.leaderLabelLimit) { index, option, anchor in
            guard budget > 0 else { return nil }
            let content = label(index).content(ofOption: option)
            let candidates = LabelCandidates.around(anchor, size: content.size, gap: theme.labelSpacing)
                + LabelCandidates.gutters(of: drawn, level: anchor, size: content.size, gap: theme.labelReach / 2)
            let spots = views.spots(candidates, naming: label(index).owner).within(leaderBounds)
            budget -= spots.count
            return Self.sorting(spots, by: preferences, for: label(index), isLed: true)
        }
        // Labels in the order they were placed: at their own spots, then at leaders' ends.
        var result = PlacedLabels(unplaced: [])
        let sequence = order.map(\.index)
        for index in sequence.filter({ layout.placements[$0]?.anchor == nil }) + sequence.filter({ layout.placements[$0]?.anchor != nil }) {
            guard let (option, frame, anchor) = layout.placements[index] else {
                result.unplaced.append(label(index).content.plainText)
                continue
            }
            let content = label(index).content(ofOption: option)
            if let anchor { result.items += leaderItems(from: anchor, to: frame, color: content.color) }
            result.items += content.items(in: frame)
            result.placed.append(PlacedLabel(text: content.plainText, frame: frame, leaderAnchor: anchor))
            if let name = label(index).viewIdentifier, let owner = label(index).owner {
                result.nameSides[name] = LabelSide(of: frame, around: owner, isLed: anchor != nil)
            }
        }
        return result
    }

    /// What `placeLabels` made: the labels' items, where they went, the side of its view each
    /// view's name took, and the texts of those left out.
    struct PlacedLabels {
        var items: [Scene.Item] = []
        var placed: [PlacedLabel] = []
        var nameSides: [String: LabelSide] = [:]
        var unplaced: [String]
    }

    /// `spots` in two groups, each in its order: those on the side `preferences` gives for the
    /// view `label` names, and the others; all of them first for a label with no such side.
    private static func sorting(_ spots: [CGRect], by preferences: [String: LabelSide], for label: MarkDrawing.Label,
                                isLed: Bool) -> (preferred: [CGRect], others: [CGRect]) {
        guard !preferences.isEmpty, let name = label.viewIdentifier, let owner = label.owner, let side = preferences[name] else {
            return (spots, [])
        }
        return spots.reduce(into: ([CGRect](), [CGRect]())) { sorted, spot in
            if LabelSide(of: spot, around: owner, isLed: isLed) == side { sorted.0.append(spot) } else { sorted.1.append(spot) }
        }
    }

    /// How many labels without a spot of their own a figure may have and still try leader
    /// lines: far more than any screen has, while a figure of thousands of crowded views, whose
    /// gutters would hold a few of its labels and widen the image for them, reports them all.
    static let leaderLabelLimit = 100

    /// How many leader spots a figure tries in all: 64 for each of about a hundred labels,
    /// more than any screen needs, so that even a figure of many leaders stops trying there
    /// rather than spending a second on spots that are all taken.
    static let leaderSpotBudget = 6_000

    /// How far beyond the reach of labels' own spots the gutters go, in points: room for a
    /// name of some twenty letters.
    static let gutterReach: CGFloat = 120

    /// A leader line from `anchor` to the nearest point of `frame`, with a dot at the anchor,
    /// in `color` at 60 %.
    private func leaderItems(from anchor: CGPoint, to frame: CGRect, color: Color) -> [Scene.Item] {
        let end = CGPoint(x: min(max(anchor.x, frame.minX), frame.maxX), y: min(max(anchor.y, frame.minY), frame.maxY))
        let ink = color.withAlpha(0.6)
        return [
            .path(.line(from: anchor, to: end, stroke: theme.hairline(ink))),
            .path(.circle(center: anchor, radius: 1.5, fill: ink)),
        ]
    }

}

extension [CGRect] {
    /// The frames that lie wholly within `bounds`, in order: the array itself (not a copy) when
    /// all of them do, as most labels' spots do, which then share the candidates' storage.
    ///
    /// - Complexity: O(n).
    func within(_ bounds: CGRect) -> [CGRect] {
        allSatisfy(bounds.fullyContains) ? self : filter(bounds.fullyContains)
    }
}
