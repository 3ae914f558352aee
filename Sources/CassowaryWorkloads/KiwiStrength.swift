import Cassowary

/// kiwi's constraint strengths, and the UIKit priorities that stand for them
/// (`workloads.md` §0.2).
///
/// kiwi weighs a violation by a plain number; Auto Layout ranks by strict priority levels. The
/// mapping keeps kiwi's order: `strength.create(0, p, 0)`, that is p × 1000, is priority p;
/// kiwi's `strong`, the strength of edit variables, is 999, the highest priority that is not
/// required (the workloads never have a constraint at 999 that `strong` would have to beat);
/// the smaller strengths of kiwi's own benchmark become fractional priorities, which the solver
/// treats as levels of their own.
enum KiwiStrength {
    /// `strength.required`: any strength from here up is required.
    static let required = 1_001_001_000.0
    /// `strength.strong`.
    static let strong = 1_000_000.0

    /// The priority of a constraint of kiwi strength `strength`.
    static func priority(of strength: Double) -> Priority {
        if strength >= required { return .required }
        if strength >= KiwiStrength.strong { return .strong }
        return Priority(Float(strength / 1000))
    }
}

extension Priority {
    /// The priority that stands for kiwi's `strong`: the workloads' edit variables.
    static let strong: Priority = 999
}
