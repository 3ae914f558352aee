import Cassowary
import Testing

/// The solver against an independent answer key (``ReferenceLP``) on hundreds of random small
/// systems: after every change, the solver's values must be a lexicographic optimum, with
/// UIKit's priorities as strict levels.
///
/// Each test case is one seed of ``RandomSystemGenerator`` (each property mixes a salt of its
/// own into the seed, so the properties see different systems); a failure prints the seed and
/// every change made so far, which reproduces it.
@Suite struct SolverPropertyTests {
    /// The number of random systems each property is checked on.
    static let systemsPerProperty: UInt64 = 100

    @Test(arguments: 0..<systemsPerProperty)
    func addingConstraintsKeepsTheLexicographicOptimum(seed: UInt64) {
        var generator = RandomSystemGenerator(seed: seed)
        let mirror = MirroredSolver(variableCount: generator.variableCount(), label: "adding, seed \(seed)")
        for _ in 0..<generator.constraintCount() {
            expectAddAgreesWithTheOracle(mirror, generator.constraint(variableCount: mirror.variables.count))
            expectLexicographicOptimum(mirror)
            expectAmbiguityAgreesWithTheOracle(mirror)
        }
    }

    /// Required constraints piled onto a random system of two or three variables until most
    /// of them conflict, for the refusals the mixed systems rarely produce.
    @Test(arguments: 0..<systemsPerProperty)
    func refusingARequiredConstraintChangesNothing(seed: UInt64) {
        var generator = RandomSystemGenerator(seed: seed ^ 0x5EED_0004)
        let mirror = MirroredSolver(variableCount: 2 + generator.index(below: 2), label: "refusing, seed \(seed)")
        addSatisfiable(generator.constraintCount(), to: mirror, using: &generator)
        for _ in 0..<8 {
            expectAddAgreesWithTheOracle(mirror, generator.constraint(variableCount: mirror.variables.count, priority: 1000))
            expectLexicographicOptimum(mirror)
        }
    }

    @Test(arguments: 0..<systemsPerProperty)
    func removingConstraintsKeepsTheLexicographicOptimum(seed: UInt64) throws {
        var generator = RandomSystemGenerator(seed: seed ^ 0x5EED_0002)
        let mirror = MirroredSolver(variableCount: generator.variableCount(), label: "removing, seed \(seed)")
        addSatisfiable(generator.constraintCount(), to: mirror, using: &generator)
        var ranges = expectAmbiguityAgreesWithTheOracle(mirror)
        while !mirror.entries.isEmpty {
            try expectAddingThenRemovingRestores(
                mirror, generator.constraint(variableCount: mirror.variables.count), ranges: ranges)
            try mirror.remove(at: generator.index(below: mirror.entries.count))
            expectLexicographicOptimum(mirror)
            ranges = expectAmbiguityAgreesWithTheOracle(mirror)
        }
    }

    @Test(arguments: 0..<systemsPerProperty)
    func editVariablesActAsOptionalEqualities(seed: UInt64) throws {
        var generator = RandomSystemGenerator(seed: seed ^ 0x5EED_0003)
        let mirror = MirroredSolver(variableCount: generator.variableCount(), label: "editing, seed \(seed)")
        addSatisfiable(generator.constraintCount(), to: mirror, using: &generator)
        let editCount = 1 + generator.index(below: min(3, mirror.variables.count))
        for variable in 0..<editCount {
            try mirror.addEditVariable(variable, priority: generator.optionalPriority())
            expectLexicographicOptimum(mirror)
        }
        for step in 1...12 {
            if step.isMultiple(of: 4) {
                expectAddAgreesWithTheOracle(mirror, generator.constraint(variableCount: mirror.variables.count))
            } else {
                try mirror.suggestValue(generator.constant(), forEdit: generator.index(below: mirror.edits.count))
            }
            expectLexicographicOptimum(mirror)
        }
        expectAmbiguityAgreesWithTheOracle(mirror)
        try mirror.removeEdit(at: generator.index(below: mirror.edits.count))
        expectLexicographicOptimum(mirror)
    }

    /// One violated constraint at 251 against ten at 250: a weighted sum (251 · 10 against
    /// 250 · 10 · 10) would give up the 251 and put x at 10; strict levels keep it at 0.
    @Test(arguments: [(Priority(251), Priority(250)), (Priority(999.999), Priority(999.5))])
    func aHigherLevelBeatsAnyNumberOfLowerOnes(higher: Priority, lower: Priority) throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0).withPriority(higher))
        for _ in 0..<10 { try solver.add((x == 10).withPriority(lower)) }
        #expect(solver.value(of: x) == 0)
        #expect(!solver.isAmbiguous(x))
    }

    /// Within one level the sum of the errors is minimised: three constraints pulling to 10
    /// outvote two pulling to 0 at the same priority.
    @Test func withinALevelTheTotalErrorIsMinimised() throws {
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<2 { try solver.add((x == 0).withPriority(.defaultLow)) }
        for _ in 0..<3 { try solver.add((x == 10).withPriority(.defaultLow)) }
        #expect(solver.value(of: x) == 10)
    }

    // MARK: Reductions of failures the properties found

    /// Removing `x + y == 0` leaves `x == 10` in the solver, so x stays 10 and `x == 3`
    /// conflicts with it alone.
    @Test func removingAConstraintKeepsTheOthers() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let sum = x + y == 0
        let pin = x == 10
        try solver.add(sum)
        try solver.add(pin)
        try solver.remove(sum)
        #expect(solver.value(of: x) == 10)
        #expect(solver.isAmbiguous(y))
        let three = x == 3
        #expect(throws: SolverError.unsatisfiable(three, conflicts: [pin])) { try solver.add(three) }
    }

    /// `x == 10` outlives the removal of `x == y` and then of `y == 10`, which the other two
    /// made redundant.
    @Test func removingARedundantConstraintKeepsTheOthers() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let same: Constraint = x == y
        let pin = x == 10
        let redundant = y == 10
        for constraint in [same, pin, redundant] { try solver.add(constraint) }
        try solver.remove(same)
        try solver.remove(redundant)
        #expect(solver.value(of: x) == 10)
        #expect(solver.isAmbiguous(y))
        let three = x == 3
        #expect(throws: SolverError.unsatisfiable(three, conflicts: [pin])) { try solver.add(three) }
    }

    /// A redundant equality takes over when the one it repeated leaves, also when a slack's
    /// row holds the leaving marker: a root 400 wide (`width == 400`), a box as wide as the
    /// root and, redundantly, 400 wide, the box's width at least 0. Once the root's 400 is
    /// removed, the box's 400 still holds, and a root width of 375 contradicts it, as a
    /// window resized narrower than an app constraint allows does in Plumb's engine, where every
    /// view's width is at least 0.
    @Test func aRedundantEqualityHoldsOnceTheOneItRepeatedLeaves() throws {
        let rootWidth = Variable("rootWidth"), boxWidth = Variable("boxWidth")
        let solver = Solver()
        let old = rootWidth == 400, same: Constraint = boxWidth == rootWidth, fixed = boxWidth == 400
        for constraint in [boxWidth >= 0, old, same, fixed] { try solver.add(constraint) }
        try solver.remove(old)
        #expect(solver.value(of: boxWidth) == 400)
        #expect(solver.value(of: rootWidth) == 400)
        let narrower = rootWidth == 375
        #expect(throws: SolverError.unsatisfiable(narrower, conflicts: [same, fixed])) { try solver.add(narrower) }
    }

    /// Once `x == y` is gone, x keeps its required 10 and y its optional 0; once `y == 0` is
    /// gone too, x still keeps its 10.
    @Test func removingAnOptionalConstraintKeepsTheRequiredOnes() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let same: Constraint = x == y
        let optional = (y == 0).withPriority(.defaultHigh)
        for constraint in [same, optional, x == 10] { try solver.add(constraint) }
        try solver.remove(same)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 0)
        try solver.remove(optional)
        #expect(solver.value(of: x) == 10)
    }

    /// A removal sequence (seed 829 of the removal property, shrunk) after which the solver's
    /// rounding errors grew from 10^-13 to 10^-8 and then, at the last add, to 10^8. At the end
    /// `x4 == -10` is required and `x0 + x4 == 0` at 250 can hold (x0 = 10, x1 = -40, x3 = 0,
    /// any x2 in [20/3, 40]), so x0 must be 10.
    @Test func removalsKeepTheTableauAccurate() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        let required = [
            -x[3] <= 0,
            x[0] - x[1] - x[3] - 50 == 0,
            -x[0] + 1.5 * x[4] <= 0,
            -1.5 * x[1] - x[2] + 2 * x[4] >= 0,
            -0.5 * x[0] - 2 * x[2] <= 0,
            -3 * x[2] + x[4] + 30 <= 0,
        ]
        let sum = (x[0] + x[4] == 0).withPriority(250)
        let pinnedX0 = x[0] - 30 == 0
        let crossing = -x[3] - x[4] == 0
        let flat = -3 * x[2] == 0
        for constraint in required[0..<5] + [flat, required[5], sum, pinnedX0, crossing] { try solver.add(constraint) }
        try solver.remove(crossing)
        try solver.remove(pinnedX0)
        let probe = 2 * x[1] + 2 * x[3] == 0
        try solver.add(probe)
        try solver.remove(probe)
        try solver.add((x[4] == 0).withPriority(.defaultHigh))
        try solver.remove(flat)
        try solver.add(-x[4] - 10 == 0)
        #expect(abs(solver.value(of: x[4]) + 10) < 1e-6)
        #expect(abs(solver.value(of: x[0]) - 10) < 1e-6)
        for constraint in required {
            let value = constraint.expression.terms.reduce(constraint.expression.constant) {
                $0 + $1.coefficient * solver.value(of: $1.variable)
            }
            let holds = switch constraint.relation {
            case .lessThanOrEqual: value <= 1e-6
            case .greaterThanOrEqual: value >= -1e-6
            case .equal: abs(value) <= 1e-6
            }
            #expect(holds, "\(constraint) is \(value)")
        }
    }

    /// Removing the edit of x leaves the edit of y (250) free to put y at its suggestion: x and
    /// z can absorb `x + y + z == 0`.
    @Test func removingAnEditVariableKeepsTheOtherEdits() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.add(x + y + z == 0)
        try solver.addEditVariable(x, priority: 251)
        try solver.addEditVariable(y, priority: .defaultLow)
        try solver.suggestValue(-10, for: y)
        try solver.removeEditVariable(x)
        #expect(solver.value(of: y) == -10)
        #expect(solver.value(of: x) + solver.value(of: z) == 10)
    }

    // MARK: Checks

    /// Adds `model`, expecting the solver to refuse it exactly when the oracle finds the
    /// required constraints infeasible with it, and then to be unchanged and to name a minimal
    /// set of conflicting constraints.
    private func expectAddAgreesWithTheOracle(_ mirror: MirroredSolver, _ model: ReferenceLP.Constraint) {
        let isFeasible = mirror.reference(adding: [model]).requiredConstraintsAreFeasible
        let valuesBefore = mirror.values
        let constraintsBefore = mirror.solver.constraints
        let constraint = model.constraint(over: mirror.variables)
        do {
            try mirror.add(constraint, modelledBy: model)
            #expect(isFeasible, "the solver accepted a constraint the oracle finds infeasible\n\(mirror.transcript)")
        } catch .unsatisfiable(let culprit, let conflicts) {
            #expect(!isFeasible, "the solver refused a constraint the oracle finds feasible\n\(mirror.transcript)")
            #expect(culprit == constraint)
            #expect(mirror.values == valuesBefore, "a refused add changed the values\n\(mirror.transcript)")
            #expect(mirror.solver.constraints == constraintsBefore, "a refused add changed the constraints")
            expectMinimalConflicts(conflicts, with: model, in: mirror)
        } catch {
            Issue.record("unexpected \(error)\n\(mirror.transcript)")
        }
    }

    /// Expects `conflicts` to be required constraints in the solver, in the order they were
    /// added, that cannot hold together with `model`, but can once any one of them is dropped.
    private func expectMinimalConflicts(
        _ conflicts: [Constraint], with model: ReferenceLP.Constraint, in mirror: MirroredSolver
    ) {
        let positions = conflicts.compactMap(mirror.position(of:))
        #expect(positions.count == conflicts.count, "a conflict is not in the solver\n\(mirror.transcript)")
        #expect(positions == positions.sorted(), "the conflicts are not in the order they were added")
        let models = positions.map { mirror.entries[$0].model }
        let listing = models.map(\.description).joined(separator: "\n")
        #expect(models.allSatisfy { $0.isRequired }, "an optional conflict:\n\(listing)\n\(mirror.transcript)")
        let variableCount = mirror.variables.count
        #expect(
            !ReferenceLP(variableCount: variableCount, constraints: models + [model]).requiredConstraintsAreFeasible,
            "the conflicts do not explain the failure:\n\(listing)\n\(mirror.transcript)")
        for dropped in models.indices {
            var fewer = models
            fewer.remove(at: dropped)
            #expect(
                ReferenceLP(variableCount: variableCount, constraints: fewer + [model]).requiredConstraintsAreFeasible,
                "the conflicts are not minimal: \(models[dropped]) is not needed in\n\(listing)\n\(mirror.transcript)")
        }
    }

    /// Expects the solver's values to hold every required constraint and to give every
    /// priority level the least total violation the oracle finds for it, and the reads of
    /// many variables at once to give exactly what reading each gives (read first, so that
    /// they evaluate what the change left stale themselves).
    private func expectLexicographicOptimum(_ mirror: MirroredSolver) {
        let reference = mirror.reference
        guard let optimum = reference.lexicographicOptimum() else {
            Issue.record("the oracle finds the solver's required constraints infeasible\n\(mirror.transcript)")
            return
        }
        let readTogether = mirror.valuesReadTogether
        let values = mirror.values
        #expect(readTogether.allSatisfy { $0 == values }, "read together: \(readTogether), one by one: \(values)\n\(mirror.transcript)")
        for constraint in reference.constraints where constraint.isRequired {
            #expect(
                constraint.violation(at: values) <= 1e-6,
                "required \(constraint) fails at \(values)\n\(mirror.transcript)")
        }
        for (actual, best) in zip(reference.levels(at: values), optimum) {
            #expect(
                isClose(actual.violation, best.violation),
                "level \(Float(actual.priority)): violation \(actual.violation), least \(best.violation), at \(values)\n\(mirror.transcript)"
            )
        }
    }

    /// Adds `model` and removes it again (if it could be added), expecting the system to be
    /// optimal again and every variable the system determines (by `ranges`, the oracle's
    /// ranges of the variables) to be back where it was.
    private func expectAddingThenRemovingRestores(
        _ mirror: MirroredSolver, _ model: ReferenceLP.Constraint, ranges: [ReferenceLP.ValueRange]
    ) throws {
        let valuesBefore = mirror.values
        do {
            try mirror.add(model)
        } catch {
            return  // Whether it should have been refused is the adding property's concern.
        }
        try mirror.remove(at: mirror.entries.count - 1)
        expectLexicographicOptimum(mirror)
        let values = mirror.values
        for (variable, range) in ranges.enumerated() where !range.isAmbiguous() {
            #expect(
                isClose(values[variable], valuesBefore[variable]),
                "x\(variable) moved from \(valuesBefore[variable]) to \(values[variable])\n\(mirror.transcript)")
        }
    }

    /// Expects `isAmbiguous` to say, for every variable, whether the oracle finds two optimal
    /// solutions more than 10^-6 apart in it; returns the oracle's ranges of the variables.
    @discardableResult
    private func expectAmbiguityAgreesWithTheOracle(_ mirror: MirroredSolver) -> [ReferenceLP.ValueRange] {
        let reference = mirror.reference
        guard let optimum = reference.lexicographicOptimum() else { return [] }
        let ranges = mirror.variables.indices.map { reference.valueRange(of: $0, at: optimum) }
        for (index, range) in ranges.enumerated() {
            #expect(
                mirror.solver.isAmbiguous(mirror.variables[index]) == range.isAmbiguous(),
                "x\(index) ranges over [\(range.minimum), \(range.maximum)]\n\(mirror.transcript)")
        }
        return ranges
    }

    /// Adds `count` random constraints, keeping those the solver accepts.
    private func addSatisfiable(_ count: Int, to mirror: MirroredSolver, using generator: inout RandomSystemGenerator) {
        for _ in 0..<count {
            try? mirror.add(generator.constraint(variableCount: mirror.variables.count))
        }
    }
}
