import Foundation

/// Places a figure's labels in passes: every label at its own spots, then the labels left at
/// spots further out with a leader line, then, for a view's name kept on a side of its view
/// (`Figure.preferredNameSides`), the spots on the other sides. Labels go in the order given.
struct LabelLayout {
    /// A label's spots, the options and then the leader spots each in two groups: those on
    /// its preferred side, tried first, and the others (all of them, when it has no preferred
    /// side), tried last.
    struct Entry {
        /// The spots of the label's own content: preferred, then the others. The options'
        /// contents stay with the caller, who has them already.
        var own: Spots
        /// The spots of its fallback, the second option, or nil for a label without one. Both
        /// in place, where an array of options made an array for every label.
        var fallback: Spots?
        /// The point a leader starts from, or nil for a label that takes no leader.
        var anchor: CGPoint?
        /// The leader spots of the last option: preferred, then the others.
        var leaderSpots: Spots?

        /// The index of the last option: 0 for the label's own content, 1 for its fallback.
        var lastOption: Int { fallback == nil ? 0 : 1 }

        /// The spots of option `option`.
        func spots(ofOption option: Int) -> Spots { option > 0 ? fallback ?? own : own }
    }

    /// Spots in two groups: those on the label's preferred side, tried first, and the others
    /// (all of them, when it has no preferred side), tried last.
    typealias Spots = (preferred: [CGRect], others: [CGRect])

    /// Where a label went: which option, the frame, and the leader's anchor.
    typealias Placement = (option: Int, frame: CGRect, anchor: CGPoint?)

    private var placer: LabelPlacer
    private(set) var placements: [Placement?]

    init(count: Int, placer: LabelPlacer) {
        self.placer = placer
        placements = Array(repeating: nil, count: count)
    }

    /// Places the entries in `order`: every one at its own preferred spots; those left, when
    /// there are at most `leaderLimit` of them, at their preferred leader spots, made by
    /// `leaderSpots` (given the entry's index and its last option); those left, at their other
    /// spots, own then leader ones.
    ///
    /// - Complexity: O(s × k) for s spots tried and k frames placed near each.
    mutating func place(_ entries: inout [Entry], in order: [Int], leaderLimit: Int,
                        leaderSpots: (_ index: Int, _ option: Int, CGPoint) -> Spots?) {
        var missed: [Int] = []
        for index in order {
            if !placeOwn(entries[index], at: index, preferred: true) { missed.append(index) }
        }
        // A figure this crowded has no room for leaders either: what is left is reported.
        guard missed.count <= leaderLimit else { return }
        var left: [Int] = []
        for index in missed {
            let entry = entries[index]
            if let anchor = entry.anchor, let spots = leaderSpots(index, entry.lastOption, anchor) {
                entries[index].leaderSpots = spots
                if let frame = placer.place(candidates: spots.preferred) {
                    placements[index] = (entry.lastOption, frame, anchor)
                    continue
                }
            }
            left.append(index)
        }
        for index in left where !placeOwn(entries[index], at: index, preferred: false) {
            guard let anchor = entries[index].anchor, let spots = entries[index].leaderSpots,
                  let frame = placer.place(candidates: spots.others) else { continue }
            placements[index] = (entries[index].lastOption, frame, anchor)
        }
    }

    /// Places an entry at the first free spot of its options, preferred spots or the others.
    private mutating func placeOwn(_ entry: Entry, at index: Int, preferred: Bool) -> Bool {
        for option in 0...entry.lastOption {
            let spots = entry.spots(ofOption: option)
            if let frame = placer.place(candidates: preferred ? spots.preferred : spots.others) {
                placements[index] = (option, frame, nil)
                return true
            }
        }
        return false
    }
}
