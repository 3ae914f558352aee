/// Why the solver refused a request. Each case carries the culprit.
///
/// These are mistakes in what the caller asked for, or a system that cannot hold; the solver
/// is left exactly as it was before the call that threw.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The required constraint cannot hold together with `conflicts`: a minimal set of required
    /// constraints already in the solver (what UIKit lists in "Unable to simultaneously satisfy
    /// constraints"), in the order they were added.
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required: a suggestion that must hold would be a constraint.
    case requiredEditVariable(Variable)
    /// The priority is not in 0 < priority <= 1000 (or is not a number).
    case invalidPriority(Priority)
    /// A coefficient or the constant of the constraint is NaN or infinite.
    case nonFiniteConstraint(Constraint)
    /// The suggested value is NaN or infinite.
    case nonFiniteSuggestion(Variable, Double)

    public var description: String {
        switch self {
        case .duplicateConstraint(let constraint): "duplicate constraint: \(constraint)"
        case .unknownConstraint(let constraint): "unknown constraint: \(constraint)"
        case .unsatisfiable(let constraint, let conflicts):
            "unsatisfiable constraint: \(constraint); it conflicts with: "
                + conflicts.map(\.description).joined(separator: "; ")
        case .duplicateEditVariable(let variable): "\(variable) is already an edit variable"
        case .unknownEditVariable(let variable): "\(variable) is not an edit variable"
        case .requiredEditVariable(let variable): "an edit variable cannot be required: \(variable)"
        case .invalidPriority(let priority): "priority \(priority) is not in 0 < priority <= 1000"
        case .nonFiniteConstraint(let constraint): "constraint with a non-finite number: \(constraint)"
        case .nonFiniteSuggestion(let variable, let value): "non-finite value \(value) suggested for \(variable)"
        }
    }
}
