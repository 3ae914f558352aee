import Foundation

extension View {
    /// Whether the constraints leave the view's frame undetermined: another layout satisfying
    /// them just as well would give it a different frame (UIKit's `hasAmbiguousLayout`, exact
    /// here rather than best-effort). Lays the hierarchy out first if needed.
    ///
    /// - Complexity: the solver's ambiguity test for each of the frame's four variables.
    public var hasAmbiguousLayout: Bool {
        layoutIfNeeded()
        return rootView.layoutState.engine?.isAmbiguous(self) ?? false
    }

    /// The constraints that name the view on `axis`, in the order the engine added them
    /// (UIKit's `constraintsAffectingLayout(for:)`).
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        layoutIfNeeded()
        return rootView.layoutState.engine?.constraints(affecting: self, axis: axis) ?? []
    }
}
