import Foundation

/// What the engine keeps per view: its system guides and the constraints it generates for the
/// view, reused from one layout to the next so that only the ones whose numbers changed are
/// re-solved.
struct SystemItems {
    /// The system guides made so far, in the order they were made.
    var guides: [LayoutGuide] = []
    var generated = GeneratedConstraints()
    /// The margins in force at the last layout: the view's own, raised to the system minimum
    /// for a root view, inset from the safe area, and kept clear of the superview's margins
    /// when asked to.
    var effectiveMargins: EdgeInsets = .zero

    subscript(role: LayoutGuide.Role) -> LayoutGuide? {
        get { guides.first { $0.role == role } }
        set {
            guides.removeAll { $0.role == role }
            if let newValue { guides.append(newValue) }
        }
    }
}

/// Which generated constraint a constraint is, so that it is found again at the next layout.
enum GeneratedKey: Hashable {
    /// A root's size and position ('UIView-Encapsulated-Layout-…').
    case encapsulated(LayoutAttribute)
    /// From the autoresizing mask, per attribute.
    case autoresizing(LayoutAttribute)
    /// Hugging (`true`) or compression resistance (`false`) on an axis.
    case contentSize(LayoutAxis, hugging: Bool)
    /// A system guide's edge or size.
    case guide(LayoutGuide.Role, LayoutAttribute)
    /// A stack view's arrangement constraint, by UIKit identifier and index.
    case arrangement(String, Int)
}

/// The constraints the engine generated for one view, in a stable order.
struct GeneratedConstraints {
    private(set) var entries: [(key: GeneratedKey, constraint: LayoutConstraint)] = []
    private var used: Set<GeneratedKey> = []

    /// The constraint for `key`, made by `make` the first time, with its constant and priority
    /// brought up to date (a changed number makes the engine re-solve just this constraint).
    @discardableResult
    mutating func require(
        _ key: GeneratedKey, constant: CGFloat, priority: LayoutPriority = .required,
        make: () -> LayoutConstraint
    ) -> LayoutConstraint {
        used.insert(key)
        if let entry = entries.first(where: { $0.key == key }) {
            entry.constraint.constant = constant
            entry.constraint.priority = priority
            return entry.constraint
        }
        let constraint = make()
        constraint.constant = constant
        constraint.priority = priority
        entries.append((key, constraint))
        return constraint
    }

    /// Starts a layout pass: constraints not required again before ``endPass()`` are dropped.
    mutating func beginPass() {
        used.removeAll(keepingCapacity: true)
    }

    mutating func endPass() {
        entries.removeAll { !used.contains($0.key) }
    }
}
