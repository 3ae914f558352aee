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
}
