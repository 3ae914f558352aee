/// What the root of a hierarchy keeps between layouts: its engine, and whether anything
/// changed since.
final class LayoutState {
    /// The engine, made at the first layout of the hierarchy.
    var engine: LayoutEngine?
    var needsLayout = true
}

extension View {
    /// Marks the hierarchy as needing layout at the next ``layoutIfNeeded()``.
    public func setNeedsLayout() {
        rootView.layoutState.needsLayout = true
    }

    /// Lays out the whole hierarchy the view is in, if anything changed since the last layout:
    /// every frame then satisfies the active constraints, as UIKit would compute them.
    public func layoutIfNeeded() {
        let root = rootView
        guard root.layoutState.needsLayout else { return }
        if root.layoutState.engine == nil { root.layoutState.engine = LayoutEngine() }
        root.layoutState.engine!.layout(root)
        root.layoutState.needsLayout = false
    }

    /// What the last layout of the view's hierarchy found wrong: unsatisfiable constraints
    /// (and the one broken to recover), invalid constraints.
    public var layoutDiagnostics: [LayoutDiagnostic] {
        rootView.layoutState.engine?.diagnostics ?? []
    }
}
