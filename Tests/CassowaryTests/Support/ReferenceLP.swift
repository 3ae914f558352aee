/// An answer key for the Cassowary solver: UIKit's strict priority levels, solved one level at
/// a time by the textbook simplex method (``DenseSimplex``).
///
/// It shares nothing with the solver under test, not even its types: a constraint here is a
/// dense row of coefficients, a constant, a relation to zero and a priority. For each
/// priority level, highest first, it finds the least total violation that level can have
/// while every higher level keeps its own least total, which is exactly what "a higher
/// priority always wins over any number of lower ones" means.
///
/// The linear program behind every question: each variable is split into two non-negative
/// columns, `x = x⁺ − x⁻`; each optional constraint gets non-negative violation columns that
/// absorb its error (`e + v ≥ 0`, `e − v ≤ 0`, `e + p − q = 0`), so minimising a level's
/// violation columns minimises the level's total violation; required constraints are rows
/// with no violation columns.
struct ReferenceLP {
    /// `coefficients · variables + constant ⋈ 0`, at a priority (1000 is required).
    struct Constraint: CustomStringConvertible {
        var coefficients: [Double]
        var constant: Double
        var relation: LinearRelation
        var priority: Double

        var isRequired: Bool { priority >= 1000 }

        /// The left-hand side at `point`.
        func value(at point: [Double]) -> Double {
            zip(coefficients, point).reduce(constant) { $0 + $1.0 * $1.1 }
        }

        /// How far `point` is from satisfying the constraint: 0 when it holds.
        func violation(at point: [Double]) -> Double {
            let value = value(at: point)
            switch relation {
            case .greaterThanOrEqual: return max(0, -value)
            case .lessThanOrEqual: return max(0, value)
            case .equal: return abs(value)
            }
        }

        /// The constraint as the tests print it, e.g. `2·x0 + -0.5·x3 + 17 >= 0 @999.999`.
        var description: String {
            let terms = coefficients.enumerated().filter { $0.element != 0 }.map { "\(Self.text($0.element))·x\($0.offset)" }
            let relationText = switch relation {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
            // The priorities come from UIKit's `Float`s; print them the way they were written.
            let priorityText = isRequired ? "" : " @\(Float(priority))"
            return (terms + [Self.text(constant)]).joined(separator: " + ") + " \(relationText) 0" + priorityText
        }

        private static func text(_ number: Double) -> String {
            number == number.rounded() ? String(Int(number)) : String(number)
        }
    }

    /// The least total violation of one priority level.
    struct Level {
        var priority: Double
        var violation: Double
    }

    /// The least and greatest value a variable takes over all lexicographically optimal
    /// solutions; infinite where unbounded.
    struct ValueRange {
        var minimum: Double
        var maximum: Double

        /// Whether optimal solutions disagree about the variable by more than `tolerance`.
        func isAmbiguous(tolerance: Double = 1e-6) -> Bool { maximum - minimum > tolerance }
    }

    let variableCount: Int
    let constraints: [Constraint]
    /// The optional priorities present, highest first.
    let priorities: [Double]
    /// Each constraint as a row of the program, its violation columns included.
    private let constraintRows: [LinearProgram.Row]
    /// For each optional priority, the costs that sum the violation columns of its constraints.
    private let levelCosts: [Double: [Double]]
    private let columnCount: Int

    init(variableCount: Int, constraints: [Constraint]) {
        self.variableCount = variableCount
        self.constraints = constraints
        priorities = Set(constraints.filter { !$0.isRequired }.map(\.priority)).sorted(by: >)
        let columnCount = constraints.reduce(2 * variableCount) { $0 + Self.violationSigns(of: $1).count }
        var rows: [LinearProgram.Row] = []
        var levelCosts: [Double: [Double]] = [:]
        var nextViolationColumn = 2 * variableCount
        for constraint in constraints {
            var coefficients = Array(repeating: 0.0, count: columnCount)
            for (variable, coefficient) in constraint.coefficients.enumerated() {
                coefficients[variable] = coefficient
                coefficients[variableCount + variable] = -coefficient
            }
            for sign in Self.violationSigns(of: constraint) {
                coefficients[nextViolationColumn] = sign
                levelCosts[constraint.priority, default: Array(repeating: 0, count: columnCount)][nextViolationColumn] = 1
                nextViolationColumn += 1
            }
            rows.append(
                LinearProgram.Row(
                    coefficients: coefficients, relation: constraint.relation, rightHandSide: -constraint.constant))
        }
        self.columnCount = columnCount
        self.constraintRows = rows
        self.levelCosts = levelCosts
    }

    /// Whether some point satisfies every required constraint.
    var requiredConstraintsAreFeasible: Bool {
        var program = LinearProgram(columnCount: columnCount)
        program.rows = zip(constraints, constraintRows).filter { $0.0.isRequired }.map(\.1)
        if case .infeasible = DenseSimplex.minimize(program) { return false }
        return true
    }

    /// The least total violation of each priority level, highest first, each found with every
    /// higher level held at its optimum; nil when the required constraints are infeasible.
    func lexicographicOptimum() -> [Level]? {
        guard !priorities.isEmpty else { return requiredConstraintsAreFeasible ? [] : nil }
        var levels: [Level] = []
        for priority in priorities {
            var levelProgram = program(fixing: levels)
            levelProgram.objective = levelCosts[priority]!
            switch DenseSimplex.minimize(levelProgram) {
            case .optimal(let violation):
                levels.append(Level(priority: priority, violation: violation))
            case .infeasible:
                precondition(levels.isEmpty, "the fixed levels were feasible one program ago")
                return nil
            case .unbounded:
                preconditionFailure("a total violation is at least 0")
            }
        }
        return levels
    }

    /// The range of `variable` over the solutions that hold every level at `optimum` (from
    /// ``lexicographicOptimum()``).
    func valueRange(of variable: Int, at optimum: [Level]) -> ValueRange {
        var lowest = program(fixing: optimum)
        lowest.objective[variable] = 1
        lowest.objective[variableCount + variable] = -1
        var highest = program(fixing: optimum)
        highest.objective[variable] = -1
        highest.objective[variableCount + variable] = 1
        return ValueRange(minimum: optimalValue(of: lowest), maximum: -optimalValue(of: highest))
    }

    /// The total violation of each priority level at `point`, in the order of ``priorities``.
    func levels(at point: [Double]) -> [Level] {
        priorities.map { priority in
            let violation = constraints.filter { !$0.isRequired && $0.priority == priority }
                .reduce(0) { $0 + $1.violation(at: point) }
            return Level(priority: priority, violation: violation)
        }
    }

    /// How far above its optimum a fixed level may go in the next level's program, for the
    /// rounding error of the optimum (near 10^-13 relative; ``DenseSimplex`` also accepts
    /// rows missed by less than its feasibility tolerance). It is kept this small because
    /// the slack widens the range of an optimal variable by a few times itself, and the tests
    /// call a variable whose range is wider than 10^-6 ambiguous.
    private static func slack(above optimum: Double) -> Double { 1e-11 * (1 + abs(optimum)) }

    /// The minimum of a program that holds every level at an optimum already found, and so is
    /// feasible; −∞ when it is unbounded.
    private func optimalValue(of program: LinearProgram) -> Double {
        switch DenseSimplex.minimize(program) {
        case .optimal(let value): return value
        case .unbounded: return -.infinity
        case .infeasible: preconditionFailure("the levels were feasible when their optimum was found")
        }
    }

    /// Every constraint as a row, plus one row per level in `fixed` holding its total
    /// violation at most its optimum plus ``slack(above:)``; the objective is left zero.
    private func program(fixing fixed: [Level]) -> LinearProgram {
        var program = LinearProgram(columnCount: columnCount)
        program.rows = constraintRows
        for level in fixed {
            program.rows.append(
                LinearProgram.Row(
                    coefficients: levelCosts[level.priority]!, relation: .lessThanOrEqual,
                    rightHandSide: level.violation + Self.slack(above: level.violation)))
        }
        return program
    }

    /// How each violation column of `constraint` enters its row: it moves the left-hand side
    /// towards satisfying the relation (up for `≥`, down for `≤`, either way for `=`). A
    /// required constraint has none.
    private static func violationSigns(of constraint: Constraint) -> [Double] {
        if constraint.isRequired { return [] }
        switch constraint.relation {
        case .greaterThanOrEqual: return [1]
        case .lessThanOrEqual: return [-1]
        case .equal: return [1, -1]
        }
    }
}

/// Whether a computed total matches the expected one: within 10^-6 of it, relative to the
/// larger of 1 and its size. Not transitive, so never a basis for `Equatable`.
func isClose(_ actual: Double, _ expected: Double) -> Bool {
    abs(actual - expected) <= 1e-6 * max(1, abs(expected))
}
