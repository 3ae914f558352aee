import Testing

/// The answer key checked against answers that need no linear programming.
///
/// The property tests are only as good as ``ReferenceLP``, so it gets its own check, by brute
/// force on one variable: every violation is then a piecewise-linear function of `x` that
/// bends only where some constraint's expression is zero (its breakpoint), the optimal set of
/// each level is an interval whose finite ends are breakpoints, and so the best breakpoint is
/// a lexicographic optimum and the breakpoints tied with it bound the optimal range.
@Suite struct ReferenceLPTests {
    @Test(arguments: 0..<UInt64(200))
    func agreesWithBruteForceOnOneVariable(seed: UInt64) throws {
        var generator = RandomSystemGenerator(seed: seed ^ 0x5EED_0001)
        let constraints = (0..<(1 + generator.index(below: 8))).map { _ in generator.constraint(variableCount: 1) }
        let reference = ReferenceLP(variableCount: 1, constraints: constraints)
        let bruteForce = BruteForce(constraints: constraints)
        let listing = constraints.map(\.description).joined(separator: "\n")
        let feasible = bruteForce.breakpoints.filter(bruteForce.isFeasible)
        guard let best = feasible.min(by: bruteForce.isBetter) else {
            #expect(reference.lexicographicOptimum() == nil, "no breakpoint is feasible:\n\(listing)")
            return
        }
        let optimum = try #require(reference.lexicographicOptimum(), "feasible, yet no optimum:\n\(listing)")
        #expect(optimum.map(\.priority) == bruteForce.priorities)
        for (found, expected) in zip(optimum, bruteForce.totals(at: best)) {
            #expect(isClose(found.violation, expected), "level \(found.priority):\n\(listing)")
        }
        let tied = feasible.filter { bruteForce.isTied($0, with: best) }
        let lowest = tied.min()!, highest = tied.max()!
        let range = reference.valueRange(of: 0, at: optimum)
        let expectedMinimum = bruteForce.isTied(lowest - 1, with: best) ? -.infinity : lowest
        let expectedMaximum = bruteForce.isTied(highest + 1, with: best) ? .infinity : highest
        #expect(areClose(range.minimum, expectedMinimum), "minimum:\n\(listing)")
        #expect(areClose(range.maximum, expectedMaximum), "maximum:\n\(listing)")
    }

    /// One level-251 constraint against ten at 250, as the oracle weighs them: the 251 holds
    /// and all ten 250s are violated by 10 each, where a weighted sum would do the opposite.
    @Test func strictLevels() throws {
        var constraints = [Self.equality(constant: 0, priority: 251)]
        constraints += Array(repeating: Self.equality(constant: 10, priority: 250), count: 10)
        let reference = ReferenceLP(variableCount: 1, constraints: constraints)
        let optimum = try #require(reference.lexicographicOptimum())
        #expect(optimum.map(\.priority) == [251, 250])
        #expect(isClose(optimum[0].violation, 0) && isClose(optimum[1].violation, 100))
        let range = reference.valueRange(of: 0, at: optimum)
        #expect(isClose(range.minimum, 0) && isClose(range.maximum, 0) && !range.isAmbiguous())
    }

    /// `x == 0` and `x == 10` at one level cost 10 wherever x is in between: ambiguous.
    @Test func tiedWithinALevel() throws {
        let reference = ReferenceLP(
            variableCount: 1,
            constraints: [Self.equality(constant: 0, priority: 250), Self.equality(constant: 10, priority: 250)])
        let optimum = try #require(reference.lexicographicOptimum())
        #expect(optimum.map(\.priority) == [250])
        #expect(isClose(optimum[0].violation, 10))
        let range = reference.valueRange(of: 0, at: optimum)
        #expect(isClose(range.minimum, 0) && isClose(range.maximum, 10) && range.isAmbiguous())
    }

    @Test func conflictingRequiredConstraintsAreInfeasible() {
        let atLeastTen = ReferenceLP.Constraint(coefficients: [1], constant: -10, relation: .greaterThanOrEqual, priority: 1000)
        let atMostFive = ReferenceLP.Constraint(coefficients: [1], constant: -5, relation: .lessThanOrEqual, priority: 1000)
        let reference = ReferenceLP(variableCount: 1, constraints: [atLeastTen, atMostFive])
        #expect(!reference.requiredConstraintsAreFeasible)
        #expect(reference.lexicographicOptimum() == nil)
    }

    /// The optional constraint `x == value` at `priority`.
    private static func equality(constant value: Double, priority: Double) -> ReferenceLP.Constraint {
        ReferenceLP.Constraint(coefficients: [1], constant: -value, relation: .equal, priority: priority)
    }

    /// ``isClose(_:_:)``, extended to infinities of the same sign.
    private func areClose(_ actual: Double, _ expected: Double) -> Bool {
        expected.isInfinite ? actual == expected : isClose(actual, expected)
    }
}

/// Strict priority levels on one variable by evaluation alone, sharing nothing with
/// ``ReferenceLP`` but ``ReferenceLP/Constraint/violation(at:)``.
private struct BruteForce {
    let constraints: [ReferenceLP.Constraint]
    /// The optional priorities, highest first.
    let priorities: [Double]

    init(constraints: [ReferenceLP.Constraint]) {
        self.constraints = constraints
        priorities = Array(Set(constraints.filter { !$0.isRequired }.map(\.priority))).sorted().reversed()
    }

    /// Where each constraint's expression is zero, and its violation bends.
    var breakpoints: [Double] { constraints.map { -$0.constant / $0.coefficients[0] } }

    func isFeasible(_ x: Double) -> Bool {
        constraints.allSatisfy { !$0.isRequired || $0.violation(at: [x]) <= 1e-9 }
    }

    /// The total violation of each level at `x`, in the order of ``priorities``.
    func totals(at x: Double) -> [Double] {
        priorities.map { priority in
            constraints.filter { $0.priority == priority }.map { $0.violation(at: [x]) }.reduce(0, +)
        }
    }

    /// Whether `x` beats `other` at the first level where their totals differ.
    func isBetter(_ x: Double, than other: Double) -> Bool {
        for (mine, theirs) in zip(totals(at: x), totals(at: other)) where !isClose(mine, theirs) {
            return mine < theirs
        }
        return false
    }

    func isTied(_ x: Double, with best: Double) -> Bool {
        isFeasible(x) && zip(totals(at: x), totals(at: best)).allSatisfy { isClose($0, $1) }
    }
}
