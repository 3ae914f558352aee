import AutoLayout

extension LayoutSpec {
    /// Builds the views, guides, constraints and variants the spec describes in a window, and
    /// lays them out.
    ///
    /// The window is the spec's device (or `window:` size) unless `options` names another,
    /// in the options' orientation or the spec's; the traits are the device's, then the
    /// spec's `traits`, then the options'. Constraints are activated in document order, so a
    /// conflict breaks the one written last, as UIKit breaks the one added last.
    ///
    /// - Throws: ``SpecError`` for what refers to nothing or cannot be: an unknown view,
    ///   guide, attribute or metric in a constraint, attributes of different kinds, a priority
    ///   out of range, a bad visual format, a duplicate constraint name, a `set` that names
    ///   no view or named constraint or a property the view does not have, a custom spacing
    ///   after a view the stack does not arrange.
    /// - Complexity: O(*n* log *n*) for *n* constraints to resolve, plus the layout.
    public func build(_ options: BuildOptions = BuildOptions()) throws(SpecError) -> BuiltLayout {
        let built = try assemble(options)
        built.window.layoutIfNeeded()
        return built
    }

    /// Builds as ``build(_:)`` does but leaves the layout to the caller: the window's
    /// `layoutIfNeeded()` solves it. For timing the solve apart from the building
    /// (`plumb --timings`).
    ///
    /// - Throws: as ``build(_:)``.
    /// - Complexity: O(*n* log *n*) for *n* constraints to resolve.
    public func assemble(_ options: BuildOptions = BuildOptions()) throws(SpecError) -> BuiltLayout {
        try LayoutBuilder(spec: self, options: options).build()
    }
}
