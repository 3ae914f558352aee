import Foundation

extension LayoutItem {
    /// Whether the constraints leave the item's frame undetermined: another layout satisfying
    /// them just as well would give it a different frame (UIKit's `hasAmbiguousLayout` of
    /// views and layout guides, exact here rather than best-effort). Lays the hierarchy out
    /// first if needed. A guide no view owns has no layout at all, so it is ambiguous.
    ///
    /// - Complexity: the solver's ambiguity test for each of the frame's four variables.
    public var hasAmbiguousLayout: Bool {
        guard let view = hierarchyView else { return true }
        view.layoutIfNeeded()
        return view.rootView.layoutState.engine?.isAmbiguous(self) ?? false
    }

    /// The constraints that name the item on `axis`, in the order the engine added them
    /// (UIKit's `constraintsAffectingLayout(for:)` of views and layout guides).
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        guard let view = hierarchyView else { return [] }
        view.layoutIfNeeded()
        return view.rootView.layoutState.engine?.constraints(affecting: self, axis: axis) ?? []
    }
}
