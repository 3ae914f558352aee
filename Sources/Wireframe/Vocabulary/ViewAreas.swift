import Foundation

/// The boxes of a figure's views, which keep each view's name on its own view: a name plate
/// may cover another view only if that view contains the one named (its superview, say), for
/// a name inside a view reads as that view's.
struct ViewAreas: Sendable {
    private let boxes: FrameGrid

    /// The boxes of the view marks among `marks`.
    init(_ marks: [Mark]) {
        boxes = FrameGrid(marks.compactMap { mark in
            if case .view(let view) = mark { return view.boundingBox }
            return nil
        })
    }

    /// The candidates a label may take, best first. The name of the view whose box is
    /// `owner` keeps out of every view that does not contain its own. Failing that, it may
    /// go inside its own view over a view laid across it (a sibling, a turned view's box),
    /// where it is still on the view it names, but never over a view inside its own, whose
    /// name it would read as, nor outside its view over another. A label that names no view
    /// keeps all its candidates.
    ///
    /// - Complexity: O(c × k) for c candidates and k views near each.
    func spots(_ candidates: [CGRect], naming owner: CGRect?) -> [CGRect] {
        guard let owner else { return candidates }
        let foreign = { (box: CGRect) in !Self.box(box, encloses: owner) }
        var clear: [CGRect] = [], across: [CGRect] = []
        clear.reserveCapacity(candidates.count)
        for spot in candidates {
            if !covers(spot, aViewWhere: foreign) {
                clear.append(spot)
            } else if Self.box(owner, encloses: spot) && !covers(spot, aViewWhere: { foreign($0) && Self.box(owner, encloses: $0) }) {
                across.append(spot)
            }
        }
        // Most names keep every candidate, and then share its storage.
        return clear.count == candidates.count ? candidates : clear + across
    }

    /// Whether a plate at `frame` covers a view whose box satisfies `predicate` (touching a
    /// view's edge is not covering it).
    ///
    /// - Complexity: O(k) in the number of views near `frame`.
    private func covers(_ frame: CGRect, aViewWhere predicate: (CGRect) -> Bool) -> Bool {
        boxes.contains(near: frame) { LabelPlacer.overlaps(frame, $0, spacing: 0) && predicate($0) }
    }

    /// Whether `outer` contains `inner`, within ``LayoutStatus/tolerance`` of each edge, so
    /// that rounding in frames computed two ways does not part a view from its superview.
    private static func box(_ outer: CGRect, encloses inner: CGRect) -> Bool {
        let tolerance = LayoutStatus.tolerance
        return outer.minX <= inner.minX + tolerance && outer.minY <= inner.minY + tolerance
            && outer.maxX >= inner.maxX - tolerance && outer.maxY >= inner.maxY - tolerance
    }
}
