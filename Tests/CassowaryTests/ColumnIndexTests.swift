@testable import Cassowary
import CassowaryWorkloads
import Testing

/// The solver's memory stays bounded over a long resize. Pivots move symbols in and out of
/// rows, and the column index of a symbol that seldom enters the basis (a dummy) keeps the
/// entries of the rows it left; before the index was compacted, W4 at N = 100 added about 50
/// of them per step, for ever.
@Suite struct ColumnIndexTests {
    @Test func longResizeKeepsTheColumnIndexBounded() throws {
        let workload = Workload.resize(views: 100)
        let solver = Solver()
        try workload.load(into: solver)
        for _ in 0..<10 {
            for step in workload.resizeSteps { try solver.suggest(step) }
        }
        let tableau = solver.tableau
        let cells = tableau.rows.indices.reduce(0) { $0 + tableau.rows[$1].cells.count }
        #expect(tableau.columns.linkedCount <= 4 * cells + 1024)
    }
}
