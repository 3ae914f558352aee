import Synchronization

/// The order in which constraints were activated, across all hierarchies: the engine adds a
/// hierarchy's constraints in this order, so which constraint UIKit's rule breaks in a conflict
/// (the one added last) is deterministic.
private let activationCounter = Atomic<Int>(0)

extension LayoutConstraint {
    /// Whether the constraint takes part in layout. Activating it adds it to the `constraints`
    /// of its items' nearest common ancestor (UIKit's rule); deactivating removes it.
    public var isActive: Bool {
        get { holder != nil }
        set { newValue ? activate() : deactivate() }
    }

    /// Activates every constraint, in order.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The view that should hold the constraint: the nearest common ancestor of its items'
    /// views, or, when there is none, the first item's view (the engine then reports the
    /// constraint as one whose items share no ancestor, where UIKit would throw).
    var naturalHolder: View? {
        guard let first = firstItem?.hierarchyView else { return nil }
        guard let second = secondItem?.hierarchyView else { return first }
        return first.nearestCommonAncestor(with: second) ?? first
    }

    private func activate() {
        guard holder == nil, let view = naturalHolder else { return }
        view.install(self)
    }

    private func deactivate() {
        guard let view = holder else { return }
        view.uninstall(self)
    }
}

extension View {
    /// Adds constraints to the view, activating them (UIKit's `addConstraints(_:)`).
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Adds a constraint to the view's `constraints`, activating it.
    public func addConstraint(_ constraint: LayoutConstraint) {
        constraint.holder?.uninstall(constraint)
        install(constraint)
    }

    /// Removes constraints from the view, deactivating them.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.holder === self { uninstall(constraint) }
    }

    public func removeConstraint(_ constraint: LayoutConstraint) {
        removeConstraints([constraint])
    }

    func install(_ constraint: LayoutConstraint) {
        constraint.holder = self
        constraint.activationSerial = activationCounter.add(1, ordering: .relaxed).newValue
        constraints.append(constraint)
        setNeedsLayout()
    }

    func uninstall(_ constraint: LayoutConstraint) {
        constraints.removeAll { $0 === constraint }
        constraint.holder = nil
        setNeedsLayout()
    }
}
