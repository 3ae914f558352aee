import Cassowary
import Testing

/// kiwi's and Cassowary.js's strengths as UIKit priorities: distinct levels in the same order.
///
/// kiwi weighs its strengths (strong = 10^6, medium = 10^3, weak = 1, summed); UIKit's
/// priorities are strict levels. Where an expected answer below holds only because strong,
/// medium and weak are separate levels in this order, its test says so.
private enum Strength {
    static let required: Priority = 1000
    static let strong: Priority = 999
    static let medium: Priority = 500
    static let weak: Priority = 1
}

/// The test vectors of kiwi (`tests/SolverTest.cpp`, `tests/SimplexTest.cpp`,
/// `py/tests/test_solver.py`), inputs and expected numbers as published.
@Suite struct KiwiVectorTests {
    @Test func managingEditVariables() throws {
        let solver = Solver()
        let foo = Variable("foo"), bar = Variable("bar")
        #expect(!solver.hasEditVariable(foo))
        try solver.addEditVariable(foo, priority: Strength.weak)
        #expect(solver.hasEditVariable(foo))
        #expect(throws: SolverError.duplicateEditVariable(foo)) {
            try solver.addEditVariable(foo, priority: Strength.medium)
        }
        #expect(throws: SolverError.unknownEditVariable(bar)) { try solver.removeEditVariable(bar) }
        try solver.removeEditVariable(foo)
        #expect(!solver.hasEditVariable(foo))
        #expect(throws: SolverError.requiredEditVariable(foo)) {
            try solver.addEditVariable(foo, priority: Strength.required)
        }
        try solver.addEditVariable(bar, priority: Strength.strong)
        #expect(solver.hasEditVariable(bar))
        #expect(throws: SolverError.unknownEditVariable(foo)) { try solver.suggestValue(10, for: foo) }
        solver.reset()
        #expect(!solver.hasEditVariable(bar))
    }

    /// Relies on the mapping: the medium edit (500) beats the weak `foo == 1` (1).
    @Test func suggestingAValueAgainstAWeakerEquality() throws {
        let solver = Solver()
        let foo = Variable("foo")
        try solver.addEditVariable(foo, priority: Strength.medium)
        try solver.add((foo == 1).withPriority(Strength.weak))
        try solver.suggestValue(2, for: foo)
        #expect(solver.value(of: foo) == 2)
    }

    /// kiwi asserts only bar ≤ −1. The weak edit (bar == 0) and the weak `bar >= 0` share one
    /// level, whose error |bar| + max(0, −bar) is least at the bound: bar = −1 exactly.
    @Test func suggestingAValueForAVariableInSeveralRows() throws {
        let solver = Solver()
        let foo = Variable("foo"), bar = Variable("bar")
        try solver.addEditVariable(bar, priority: Strength.weak)
        try solver.add(foo + bar == 0)
        try solver.add(bar <= -1)
        try solver.add((bar >= 0).withPriority(Strength.weak))
        try solver.suggestValue(0, for: bar)
        #expect(solver.value(of: bar) == -1)
        #expect(solver.value(of: foo) == 1)
    }

    @Test func managingConstraints() throws {
        let solver = Solver()
        let foo = Variable("foo")
        let atLeastOne = foo >= 1
        let atMostZero = foo <= 0
        #expect(!solver.contains(atLeastOne))
        try solver.add(atLeastOne)
        #expect(solver.contains(atLeastOne))
        #expect(throws: SolverError.duplicateConstraint(atLeastOne)) { try solver.add(atLeastOne) }
        #expect(throws: SolverError.unknownConstraint(atMostZero)) { try solver.remove(atMostZero) }
        #expect(throws: SolverError.unsatisfiable(atMostZero, conflicts: [atLeastOne])) {
            try solver.add(atMostZero)
        }
        try solver.remove(atLeastOne)
        #expect(!solver.contains(atLeastOne))
        try solver.add(atMostZero)
        #expect(solver.contains(atMostZero))
        solver.reset()
        #expect(!solver.contains(atMostZero))
    }

    @Test func solvingAnUnderConstrainedSystem() throws {
        let solver = Solver()
        let foo = Variable("foo")
        try solver.addEditVariable(foo, priority: Strength.weak)
        try solver.add(2 * foo + 1 >= 0)
        try solver.suggestValue(10, for: foo)
        #expect(solver.value(of: foo) == 10)
        #expect(2 * solver.value(of: foo) + 1 == 21)
    }

    @Test func aWeakInequalityGivesWayToRequiredEqualities() throws {
        let solver = Solver()
        let foo = Variable("foo"), bar = Variable("bar")
        try solver.add(foo + bar == 0)
        try solver.add(foo == 10)
        try solver.add((bar >= 0).withPriority(Strength.weak))
        #expect(solver.value(of: foo) == 10)
        #expect(solver.value(of: bar) == -10)
    }

    /// Relies on the mapping: the strong `bar == 2` (999) beats the medium `foo >= 10` (500).
    @Test func aStrongEqualityBeatsAMediumInequality() throws {
        let solver = Solver()
        let foo = Variable("foo"), bar = Variable("bar")
        try solver.add(foo + bar == 0)
        try solver.add((foo >= 10).withPriority(Strength.medium))
        try solver.add((bar == 2).withPriority(Strength.strong))
        #expect(solver.value(of: foo) == -2)
        #expect(solver.value(of: bar) == 2)
    }

    /// The Cassowary paper's midpoint example. Relies on the mapping: the strong edit of the
    /// midpoint (999) beats the weak edits of the ends (1), so the last suggestion, 90, pushes
    /// the right end to its bound of 100 and the left end to 80.
    @Test func editingThroughAnInfeasibleSuggestion() throws {
        let solver = Solver()
        let middle = Variable("xm"), left = Variable("xl"), right = Variable("xr")
        try solver.addEditVariable(middle, priority: Strength.strong)
        try solver.addEditVariable(left, priority: Strength.weak)
        try solver.addEditVariable(right, priority: Strength.weak)
        try solver.add(2 * middle == left + right)
        try solver.add(left + 20 <= right)
        try solver.add(left >= -10)
        try solver.add(right <= 100)
        for (value, variable) in [(40, middle), (50, right), (30, left), (60, middle), (90, middle)] {
            try solver.suggestValue(Double(value), for: variable)
        }
        #expect(solver.value(of: middle) == 90)
        #expect(solver.value(of: left) == 80)
        #expect(solver.value(of: right) == 100)
    }

    /// kiwi asserts foo ≥ 10 and that `foo <= -5` is violated; the least violation puts foo
    /// at exactly 10.
    @Test func aWeakConstraintIsViolatedWhenItMustBe() throws {
        let solver = Solver()
        let foo = Variable("foo")
        try solver.add((foo >= 10).withPriority(Strength.required))
        try solver.add((foo <= -5).withPriority(Strength.weak))
        #expect(solver.value(of: foo) == 10)
        #expect(solver.value(of: foo) > -5)
    }

    /// `SimplexTest.Maximization`: a linear program maximised by suggesting a huge value for
    /// its objective through a weak edit (an exam problem with the optimum 39 at (13, 3, 11)).
    @Test func maximisingThroughAWeakEdit() throws {
        let solver = Solver()
        let x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3"), z = Variable("z")
        try solver.add(x1 >= 0)
        try solver.add(x2 >= 0)
        try solver.add(x3 >= 0)
        try solver.add(2 * x1 - 5 * x2 <= 11)
        try solver.add(-x1 + 3 * x2 + x3 == 7)
        try solver.add(x1 - 8 * x2 + 4 * x3 >= 33)
        try solver.add(z == -2 * x1 + 7 * x2 + 4 * x3)
        try solver.addEditVariable(z, priority: Strength.weak)
        try solver.suggestValue(1e6, for: z)
        for (variable, expected) in [(x1, 13.0), (x2, 3), (x3, 11), (z, 39)] {
            #expect(abs(solver.value(of: variable) - expected) < 1e-6, "\(variable)")
        }
    }
}

/// The test vectors of Cassowary.js (`tests/End-To-End-test.js`), inputs and expected numbers
/// as published. Its stay constraints have no counterpart here, so the cases whose answer
/// comes from a stay or a variable's initial value (simple1, justStay1, `var >= num` and the
/// `exp >= var` family) are left out; edit variables stay until removed, so `multiedit`
/// needs no stays.
@Suite struct CassowaryJSVectorTests {
    @Test func numberEqualsVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(100 == x)
        #expect(solver.value(of: x) == 100)
    }

    @Test func addDelete1() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 100).withPriority(Strength.weak))
        let atMost10 = x <= 10, atMost20 = x <= 20
        try solver.add(atMost10)
        try solver.add(atMost20)
        #expect(solver.value(of: x) == 10)
        try solver.remove(atMost10)
        #expect(solver.value(of: x) == 20)
        try solver.remove(atMost20)
        #expect(solver.value(of: x) == 100)
        let atMost10Again = x <= 10
        try solver.add(atMost10)
        try solver.add(atMost10Again)
        #expect(solver.value(of: x) == 10)
        try solver.remove(atMost10)
        #expect(solver.value(of: x) == 10)
        try solver.remove(atMost10Again)
        #expect(solver.value(of: x) == 100)
    }

    /// Relies on the mapping where y's strong 120 meets x's weak 100 through `2x == y`: the
    /// strong level is settled first, so x = 60 once `x <= 20` is gone.
    @Test func addDelete2() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add((x == 100).withPriority(Strength.weak))
        try solver.add((y == 120).withPriority(Strength.strong))
        let atMost10 = x <= 10, atMost20 = x <= 20
        try solver.add(atMost10)
        try solver.add(atMost20)
        expectValues(solver, [x: 10, y: 120])
        try solver.remove(atMost10)
        expectValues(solver, [x: 20, y: 120])
        let double = 2 * x == y
        try solver.add(double)
        expectValues(solver, [x: 20, y: 40])
        try solver.remove(atMost20)
        expectValues(solver, [x: 60, y: 120])
        try solver.remove(double)
        expectValues(solver, [x: 100, y: 120])
    }

    /// Two weak equalities at one level that cannot both hold: every x in [7, 10] is optimal
    /// (total error 3). Cassowary.js accepts either end, and the layout is ambiguous.
    @Test func casso1() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x <= y)
        try solver.add(y == x + 3)
        try solver.add((x == 10).withPriority(Strength.weak))
        try solver.add((y == 10).withPriority(Strength.weak))
        let values = (solver.value(of: x), solver.value(of: y))
        #expect(values == (10, 13) || values == (7, 10))
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
    }

    @Test func inconsistent1() throws {
        let solver = Solver()
        let x = Variable("x")
        let isTen = x == 10
        try solver.add(isTen)
        let isFive = x == 5
        #expect(throws: SolverError.unsatisfiable(isFive, conflicts: [isTen])) { try solver.add(isFive) }
    }

    @Test func inconsistent2() throws {
        let solver = Solver()
        let x = Variable("x")
        let atLeastTen = x >= 10
        try solver.add(atLeastTen)
        let atMostFive = x <= 5
        #expect(throws: SolverError.unsatisfiable(atMostFive, conflicts: [atLeastTen])) { try solver.add(atMostFive) }
    }

    /// `z <= 4` conflicts with `z >= 8` alone, and also with the chain from `w >= 10`; either is
    /// a minimal explanation.
    @Test func inconsistent3() throws {
        let solver = Solver()
        let w = Variable("w"), x = Variable("x"), y = Variable("y"), z = Variable("z")
        let chain = [w >= 10, x >= w, y >= x, z >= y]
        let atLeastEight = z >= 8
        for constraint in chain + [atLeastEight] { try solver.add(constraint) }
        let atMostFour = z <= 4
        do {
            try solver.add(atMostFour)
            Issue.record("z <= 4 was accepted")
        } catch .unsatisfiable(let culprit, let conflicts) {
            #expect(culprit == atMostFour)
            #expect(conflicts == [atLeastEight] || conflicts == chain)
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(!solver.contains(atMostFour))
    }

    @Test func inconsistent4() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let isTen = x == 10
        let equal: Constraint = x == y
        try solver.add(isTen)
        try solver.add(equal)
        let isFive = y == 5
        #expect(throws: SolverError.unsatisfiable(isFive, conflicts: [isTen, equal])) { try solver.add(isFive) }
    }

    /// Cassowary.js's edits default to strong.
    @Test func multiedit() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), w = Variable("w"), h = Variable("h")
        try solver.addEditVariable(x, priority: Strength.strong)
        try solver.addEditVariable(y, priority: Strength.strong)
        try solver.suggestValue(10, for: x)
        try solver.suggestValue(20, for: y)
        expectValues(solver, [x: 10, y: 20, w: 0, h: 0])
        try solver.addEditVariable(w, priority: Strength.strong)
        try solver.addEditVariable(h, priority: Strength.strong)
        try solver.suggestValue(30, for: w)
        try solver.suggestValue(40, for: h)
        expectValues(solver, [x: 10, y: 20, w: 30, h: 40])
        try solver.suggestValue(50, for: x)
        try solver.suggestValue(60, for: y)
        expectValues(solver, [x: 50, y: 60, w: 30, h: 40])
    }

    /// Relies on the mapping only in that strong, medium and weak are distinct levels; each
    /// level can be satisfied in full here.
    @Test func errorWeights() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add((z == x).withPriority(Strength.weak))
        try solver.add((x == 20).withPriority(Strength.weak))
        try solver.add((y == 200).withPriority(Strength.strong))
        expectValues(solver, [x: 20, y: 200, z: 20])
        try solver.add((z + 150 <= y).withPriority(Strength.medium))
        expectValues(solver, [x: 20, y: 200, z: 20])
    }

    private func expectValues(
        _ solver: Solver, _ expected: [Variable: Double], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (variable, value) in expected {
            #expect(solver.value(of: variable) == value, "\(variable)", sourceLocation: sourceLocation)
        }
    }
}
