/// A linear expression: a sum of terms plus a constant.
///
/// Expressions are plain values built with ordinary arithmetic
/// (`Expression(constant: -10) + 2 * x + 0.5 * y`); comparing one with `==`, `>=` or `<=`
/// makes a ``Constraint``.
public struct Expression: Hashable, Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(constant: Double) {
        self.init(terms: [], constant: constant)
    }

    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)], constant: 0)
    }

    public init(_ term: Term) {
        self.init(terms: [term], constant: 0)
    }

    /// The same expression with the terms of each variable merged into one, zero terms dropped,
    /// in order of first appearance.
    ///
    /// - Complexity: O(*n*²) for the handful of terms a layout constraint has, O(*n*) expected
    ///   beyond 16 terms.
    public func reduced() -> Expression {
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        var positions: [Variable: Int] = [:]
        let isLong = terms.count > 16
        for term in terms {
            let existing = isLong
                ? positions[term.variable] : merged.firstIndex { $0.variable == term.variable }
            if let existing {
                merged[existing].coefficient += term.coefficient
            } else {
                if isLong { positions[term.variable] = merged.count }
                merged.append(term)
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return Expression(terms: merged, constant: constant)
    }

    /// Whether every coefficient and the constant are finite numbers.
    var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    public var description: String {
        var text = ""
        for (index, term) in terms.enumerated() {
            let magnitude = Term(term.variable, coefficient: abs(term.coefficient))
            if index == 0 {
                text = term.coefficient < 0 ? "-\(magnitude)" : "\(magnitude)"
            } else {
                text += term.coefficient < 0 ? " - \(magnitude)" : " + \(magnitude)"
            }
        }
        if terms.isEmpty { return constant.shortDescription }
        if constant != 0 {
            text += constant < 0 ? " - \((-constant).shortDescription)" : " + \(constant.shortDescription)"
        }
        return text
    }
}
