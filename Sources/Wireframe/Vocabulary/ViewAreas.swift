import Foundation

/// The boxes of a figure's views, which keep each view's name on its own view: a name plate
/// may cover another view only if that view contains the one named (its superview, say), for
/// a name inside a view reads as that view's.
struct ViewAreas: Sendable {
    private let boxes: FrameGrid

    /// The boxes of the view marks among `marks`, each box once: which spots a box keeps a
    /// name from depends on the box alone, and views laid one over another by the thousand
    /// would otherwise each be tested for every spot of every name among them.
    ///
    /// - Complexity: O(n) in the number of marks.
    init(_ marks: [Mark]) {
        var filed = Set<CGRect>()
        boxes = FrameGrid(marks.compactMap { mark in
            guard case .view(let view) = mark else { return nil }
            let box = view.boundingBox
            return filed.insert(box).inserted ? box : nil
        })
    }

    /// The candidates a label may take, best first. The name of the view whose box is
    /// `owner` keeps out of every view that does not contain its own. Failing that, it may
    /// go inside its own view over a view laid across it (a sibling, a turned view's box),
    /// where it is still on the view it names, but never over a view inside its own, whose
    /// name it would read as, nor outside its view over another. A label that names no view
    /// keeps all its candidates.
    ///
    /// The candidates are tested against ``boxTestBudget`` boxes at most, in order; those not
    /// tested by then count as covered.
    ///
    /// - Complexity: O(min(c × k, ``boxTestBudget``)) for c candidates and k views near each.
    func spots(_ candidates: [CGRect], naming owner: CGRect?) -> [CGRect] {
        guard let owner else { return candidates }
        let foreign = { (box: CGRect) in !Self.box(box, encloses: owner) }
        var clear: [CGRect] = [], across: [CGRect] = []
        clear.reserveCapacity(candidates.count)
        var budget = Self.boxTestBudget
        for spot in candidates {
            if !covers(spot, aViewWhere: foreign, budget: &budget) {
                clear.append(spot)
            } else if Self.box(owner, encloses: spot)
                && !covers(spot, aViewWhere: { foreign($0) && Self.box(owner, encloses: $0) }, budget: &budget) {
                across.append(spot)
            }
            if budget <= 0 { break }
        }
        // Most names keep every candidate, and then share its storage.
        return clear.count == candidates.count ? candidates : clear + across
    }

    /// How many boxes one call of `spots` may test its candidates against: about as many as the
    /// names of the most crowded screens meet (docs/limits.md), so that in a figure of thousands
    /// of views laid across one another each name costs the same, where each was tested against
    /// all of them.
    static let boxTestBudget = 2_000

    /// Whether a plate at `frame` covers a view whose box satisfies `predicate` (touching a
    /// view's edge is not covering it); each box tested takes one from `budget`, and once it
    /// is spent the plate counts as covering one.
    ///
    /// - Complexity: O(min(k, `budget`)) in the number k of views near `frame`.
    private func covers(_ frame: CGRect, aViewWhere predicate: (CGRect) -> Bool, budget: inout Int) -> Bool {
        boxes.contains(near: frame) { box in
            budget -= 1
            return budget <= 0 || LabelPlacer.overlaps(frame, box, spacing: 0) && predicate(box)
        }
    }

    /// Whether `outer` contains `inner`, within ``LayoutStatus/tolerance`` of each edge, so
    /// that rounding in frames computed two ways does not part a view from its superview.
    private static func box(_ outer: CGRect, encloses inner: CGRect) -> Bool {
        let tolerance = LayoutStatus.tolerance
        return outer.minX <= inner.minX + tolerance && outer.minY <= inner.minY + tolerance
            && outer.maxX >= inner.maxX - tolerance && outer.maxY >= inner.maxY - tolerance
    }
}
