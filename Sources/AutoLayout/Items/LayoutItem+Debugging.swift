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

extension View {
    /// Whether a frame written for the view in a document (its `frame:` in a spec, the frame
    /// Xcode stored in a storyboard), in the superview's coordinates, is more than a pixel
    /// (1/scale) from where layout put it on any edge: what Interface Builder calls a
    /// misplaced view ("Frame will be different at run time"). The written frame is compared
    /// with the untransformed frame, not the alignment rectangle: Xcode stores a switch's or a
    /// slider's whole frame, outside the rectangle its constraints place.
    public func isMisplaced(from written: CGRect) -> Bool {
        let tolerance = 1 / displayScale + 0.000_1
        let solved = untransformedFrame
        return abs(solved.minX - written.minX) > tolerance || abs(solved.minY - written.minY) > tolerance
            || abs(solved.width - written.width) > tolerance || abs(solved.height - written.height) > tolerance
    }
}
