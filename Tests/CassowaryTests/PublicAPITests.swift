import Cassowary
import Testing

/// The public API exactly as the solver issue spells it: external tools build on these names.
@Suite struct PublicAPITests {
    @Test func issueSnippetCompilesAndBehaves() throws {
        let x = Variable("x"), y = Variable("y")
        var e = Expression(constant: -10)
        e = e + 2 * x + 0.5 * y
        var c: Constraint = e >= 0
        c.priority = 750
        let solver = Solver()
        try solver.add(c)
        try solver.add(x == 3)
        try solver.add((y <= 100).withPriority(.defaultLow))
        try solver.addEditVariable(y, priority: .defaultHigh)
        try solver.suggestValue(42, for: y)
        let vx: Double = solver.value(of: x)
        #expect(vx == 3)
        // -10 + 6 + 21 = 17 >= 0 holds; the edit (750) puts y at 42, below its 100 bound.
        #expect(solver.value(of: y) == 42)
        try solver.remove(c)
        #expect(solver.value(of: x) == 3)
        #expect(solver.value(of: y) == 42)
    }

    @Test func priorityLiteralsAndConstants() {
        #expect(Priority.required.rawValue == 1000)
        #expect(Priority.defaultHigh.rawValue == 750)
        #expect(Priority.defaultLow.rawValue == 250)
        #expect(Priority.fittingSizeLevel.rawValue == 50)
        let fractional: Priority = 999.999
        #expect(fractional < .required)
        #expect(fractional > 999.5)
    }

    /// `values(of:)` reads what `value(of:)` reads, in order: defined, explicit and unknown
    /// variables alike, after a change that re-evaluates only part of the layout (a value to
    /// evaluate and an unknown variable between current values, and one at the end).
    @Test func valuesOfManyVariablesMatchOneByOne() throws {
        let width = Variable("width"), left = Variable("left"), right = Variable("right")
        let slack = Variable("slack"), unknown = Variable("unknown")
        let solver = Solver()
        try solver.add(left == 16)
        try solver.add(right == left + width)
        try solver.add(slack >= right - 300)
        try solver.add((slack == 0).withPriority(.defaultLow))
        try solver.addEditVariable(width, priority: .defaultHigh)
        let all = [width, left, unknown, right, slack, unknown]
        for suggestion in [100.0, 320, -16] {
            try solver.suggestValue(suggestion, for: width)
            let values = solver.values(of: all)
            #expect(values == all.map { solver.value(of: $0) })
            #expect(values == [suggestion, 16, 0, 16 + suggestion, max(0, suggestion - 284), 0])
        }
    }

    /// The dump names each part of the solver: the objective by level, the explicit rows, the
    /// definitions, the edits, each variable by its name with its value, and the constraints.
    ///
    /// Symbols are numbered as they are made: left 0 and its dummy d1; right 2, width 3 and the
    /// dummy d4 of `right == left + width`; the slack s5 and error e6 of `right <= 300`; the
    /// edit's errors e7 and e8. `left` and `right` are defined by their own constraints (right
    /// through left, the definition kept as made). `right <= 300` names no fresh variable but
    /// depends on the parameter `width`, which it then defines: `left + width - d4 - 300 + s5 -
    /// e6 = 0`. The edit's row `width - e7 + e8 = 0`, with left and width written out, is
    /// `284 + d1 + d4 - s5 + e6 - e7 + e8 = 0`. Once the suggestion of 100 is met (e7 = e8 = 0)
    /// the slack is basic in it, at what is left below 300: 300 - 16 - 100.
    @Test func theDumpShowsEveryPartByName() throws {
        let width = Variable("width"), left = Variable("left"), right = Variable("right")
        let solver = Solver()
        try solver.add(left == 16)
        try solver.add(right == left + width)
        try solver.add((right <= 300).withPriority(.defaultLow))
        try solver.addEditVariable(width, priority: .defaultHigh)
        try solver.suggestValue(100, for: width)
        #expect(solver.debugDescription == """
            Objective
              @750: 0 + 1 * e7 + 1 * e8
              @250: 0 + 1 * e6
            Tableau
              s5 = \(300 - 16 - 100) + 1 * d1 + 1 * d4 + 1 * e6 + -1 * e7 + 1 * e8
            Definitions
              left = 16 + -1 * d1
              right = 0 + 1 * left + 1 * width + -1 * d4
              width = 300 + -1 * left + 1 * d4 + -1 * s5 + 1 * e6
            Edit variables
              width @750 suggested 100
            Variables
              left = 16
              right = \(16 + 100)
              width = 100
            Constraints
              left - 16 == 0
              right - left - width == 0
              right - 300 <= 0 @ 250
            """)
    }
}
