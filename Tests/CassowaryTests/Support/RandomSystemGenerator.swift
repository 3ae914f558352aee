/// Random small constraint systems of the kind layouts produce, in the oracle's terms.
///
/// Coefficients are small integers and halves and constants are integers, so the optima are
/// rationals with small denominators: far from the tolerances, and full of the ties and
/// degenerate vertices that break incremental solvers. Priorities repeat 1000 so that about a
/// quarter of the constraints are required and some of them conflict.
struct RandomSystemGenerator {
    /// The priorities drawn, with the fractional levels UIStackView uses.
    static let priorities: [Float] = [1000, 1000, 999.999, 999.5, 750, 251, 250, 50]
    static let optionalPriorities = priorities.filter { $0 < 1000 }
    private static let coefficients: [Double] = [1, 1, 1, -1, -1, -1, 2, -2, 3, -3, 0.5, -0.5, 1.5, -1.5]
    private static let relations: [LinearRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]

    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func variableCount() -> Int { Int.random(in: 2...6, using: &random) }

    mutating func constraintCount() -> Int { Int.random(in: 1...14, using: &random) }

    /// A value for a constant or a suggestion.
    mutating func constant() -> Double { Double(Int.random(in: -100...100, using: &random)) }

    mutating func index(below count: Int) -> Int { Int.random(in: 0..<count, using: &random) }

    mutating func optionalPriority() -> Double {
        Double(Self.optionalPriorities.randomElement(using: &random)!)
    }

    /// A constraint on one to three distinct variables, with any relation and the given
    /// priority, or any priority.
    mutating func constraint(variableCount: Int, priority: Double? = nil) -> ReferenceLP.Constraint {
        var coefficients = Array(repeating: 0.0, count: variableCount)
        let named = Array(0..<variableCount).shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random))
        for variable in named { coefficients[variable] = Self.coefficients.randomElement(using: &random)! }
        return ReferenceLP.Constraint(
            coefficients: coefficients, constant: constant(),
            relation: Self.relations.randomElement(using: &random)!,
            priority: priority ?? Double(Self.priorities.randomElement(using: &random)!))
    }
}
