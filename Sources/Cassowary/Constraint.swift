/// The relation of a constraint's expression to zero.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation `expression ⋈ 0` with a priority.
///
/// A constraint is a value with an identity: copies are the same constraint (so the copy you
/// kept can remove the one you added), and changing a copy's ``priority`` before adding it is
/// how a priority is set, as with `NSLayoutConstraint.priority`. ``withPriority(_:)`` makes a
/// new, distinct constraint. The priority a solver uses is the one the constraint had when it
/// was added.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The left-hand side, with the right-hand side moved over: the constraint is `expression ⋈ 0`.
    public let expression: Expression
    public let relation: Relation
    public var priority: Priority
    let id: UInt64

    /// Creates the constraint `expression ⋈ 0`; terms of the same variable are merged.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression.reduced()
        self.relation = relation
        self.priority = priority
        self.id = Identity.next()
    }

    /// A new constraint with the same relation and the given priority.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public var description: String {
        let suffix = priority.isRequired ? "" : " @ \(priority)"
        return "\(expression) \(relation) 0\(suffix)"
    }
}

// MARK: Making constraints

public func == <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

public func >= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

public func <= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

public func == <L: ExpressionConvertible>(lhs: L, constant: Double) -> Constraint {
    Constraint(lhs - constant, .equal)
}

public func >= <L: ExpressionConvertible>(lhs: L, constant: Double) -> Constraint {
    Constraint(lhs - constant, .greaterThanOrEqual)
}

public func <= <L: ExpressionConvertible>(lhs: L, constant: Double) -> Constraint {
    Constraint(lhs - constant, .lessThanOrEqual)
}

public func == <R: ExpressionConvertible>(constant: Double, rhs: R) -> Constraint { rhs == constant }
public func >= <R: ExpressionConvertible>(constant: Double, rhs: R) -> Constraint { rhs <= constant }
public func <= <R: ExpressionConvertible>(constant: Double, rhs: R) -> Constraint { rhs >= constant }
