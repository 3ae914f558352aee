import Cassowary
import Testing

/// A readout reads what `values(of:)` reads for its variables, whatever happened to the
/// solver since it was made.
@Suite struct ReadoutTests {
    /// `left == 16`, `right == left + width`, `slack >= right - 300`, `slack == 0` (low), and
    /// `width` an edit: a defined value, an explicit one and an edited one.
    private struct Layout {
        let width = Variable("width"), left = Variable("left"), right = Variable("right")
        let slack = Variable("slack")
        let solver = Solver()

        init() throws {
            try solver.add(left == 16)
            try solver.add(right == left + width)
            try solver.add(slack >= right - 300)
            try solver.add((slack == 0).withPriority(.defaultLow))
            try solver.addEditVariable(width, priority: .defaultHigh)
        }
    }

    /// After each suggestion: the defined, explicit and edited values, an unknown variable
    /// between them and at the end reading 0, as `values(of:)` gives them.
    @Test func readsWhatValuesOfReads() throws {
        let layout = try Layout()
        let unknown = Variable("unknown")
        let all = [layout.width, layout.left, unknown, layout.right, layout.slack, unknown]
        let readout = layout.solver.readout(of: all)
        #expect(readout.variables == all)
        for suggestion in [100.0, 320, -16] {
            try layout.solver.suggestValue(suggestion, for: layout.width)
            let values = layout.solver.values(of: readout)
            #expect(values == layout.solver.values(of: all))
            #expect(values == [suggestion, 16, 0, 16 + suggestion, max(0, suggestion - 284), 0])
        }
    }

    /// A variable the solver did not know when the readout was made is read once a
    /// constraint names it; a failed add, which forgets every cached value, changes nothing.
    @Test func readsAVariableTheSolverCameToKnowLater() throws {
        let layout = try Layout()
        let height = Variable("height")
        let readout = layout.solver.readout(of: [height, layout.left, layout.right])
        #expect(layout.solver.values(of: readout) == [0, 16, 16])
        #expect(throws: SolverError.self) { try layout.solver.add(layout.left == 10) }
        #expect(layout.solver.values(of: readout) == [0, 16, 16])
        try layout.solver.add(height == 2 * layout.left)
        #expect(layout.solver.values(of: readout) == [32, 16, 16])
    }

    /// After a reset the cached values are laid out anew, in the order the constraints name
    /// the variables: a readout made before it reads the new system through its variables.
    @Test func aReadoutMadeBeforeAResetReadsTheNewSystem() throws {
        let layout = try Layout()
        let readout = layout.solver.readout(of: [layout.left, layout.right])
        layout.solver.reset()
        try layout.solver.add(layout.right == 40)
        try layout.solver.add(layout.left == layout.right - 8)
        #expect(layout.solver.values(of: readout) == [32, 40])
    }

    /// A readout made by one solver, read by another that caches the same variables in
    /// another order, gives the second solver's values.
    @Test func aReadoutOfAnotherSolverReadsThisOne() throws {
        let layout = try Layout()
        let other = Solver()
        try other.add(layout.right == 7)
        try other.add(layout.left == 3)
        let readout = layout.solver.readout(of: [layout.left, layout.right, layout.width])
        #expect(other.values(of: readout) == [3, 7, 0])
    }

    /// The example of `docs/solver.md`: a readout made before a change reads the new optimum.
    @Test func theDocumentedExample() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 100)
        try solver.add((x == 60).withPriority(.defaultHigh))
        try solver.add((y >= 50).withPriority(.defaultLow))
        let readout = solver.readout(of: [x, y])
        #expect(solver.values(of: readout) == [60, 40])
        try solver.add((x == 70).withPriority(.required))
        #expect(solver.values(of: readout) == [70, 30])
    }
}
