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

/// The constraints the engine generated for one view, in a stable order, found by key in
/// constant time: a stack of 5 000 arranged views generates some 20 000.
struct GeneratedConstraints {
    private(set) var entries: [(key: GeneratedKey, constraint: LayoutConstraint)] = []
    /// Where each key's entry is in `entries`.
    private var positions: [GeneratedKey: Int] = [:]
    private var used: Set<GeneratedKey> = []

    /// The constraint for `key`, made by `make` the first time, with its constant and priority
    /// brought up to date (a changed number makes the engine re-solve just this constraint).
    @discardableResult
    mutating func require(
        _ key: GeneratedKey, constant: CGFloat, priority: LayoutPriority = .required,
        make: () -> LayoutConstraint
    ) -> LayoutConstraint {
        used.insert(key)
        if let index = positions[key] {
            let constraint = entries[index].constraint
            constraint.constant = constant
            constraint.priority = priority
            return constraint
        }
        let constraint = make()
        constraint.constant = constant
        constraint.priority = priority
        positions[key] = entries.count
        entries.append((key, constraint))
        return constraint
    }

    /// The constraint for `key` as `candidate` describes it this pass: the one kept from the
    /// last pass when it relates the same items and attributes, by the same relation and
    /// multiplier (its constant, priority and identifier brought up to date), else `candidate`
    /// in its place. For constraints whose items change with the configuration (a stack
    /// view's, as arranged views come, go and hide).
    ///
    /// - Complexity: amortised O(1).
    @discardableResult
    mutating func require(_ key: GeneratedKey, matching candidate: LayoutConstraint) -> LayoutConstraint {
        used.insert(key)
        guard let index = positions[key] else {
            positions[key] = entries.count
            entries.append((key, candidate))
            return candidate
        }
        let kept = entries[index].constraint
        guard kept.relates(likewise: candidate) else {
            entries[index].constraint = candidate
            return candidate
        }
        kept.constant = candidate.constant
        kept.priority = candidate.priority
        kept.identifier = candidate.identifier
        return kept
    }

    /// Starts a layout pass: constraints not required again before ``endPass()`` are dropped.
    mutating func beginPass() {
        used.removeAll(keepingCapacity: true)
    }

    /// - Complexity: O(*n*) for *n* constraints generated for the view.
    mutating func endPass() {
        guard used.count < entries.count else { return }
        entries.removeAll { !used.contains($0.key) }
        positions.removeAll(keepingCapacity: true)
        for (index, entry) in entries.enumerated() { positions[entry.key] = index }
    }
}

extension LayoutConstraint {
    /// Whether the two relate the same items and attributes by the same relation and
    /// multiplier (they may differ in constant and priority).
    fileprivate func relates(likewise other: LayoutConstraint) -> Bool {
        firstItem === other.firstItem && firstAttribute == other.firstAttribute && relation == other.relation
            && secondItem === other.secondItem && secondAttribute == other.secondAttribute
            && multiplier == other.multiplier
    }
}
