@testable import Cassowary
import CassowaryWorkloads
import Testing

/// The solver's memory stays bounded over a long resize. Pivots move symbols in and out of
/// rows, and the column index of a symbol that seldom enters the basis (a dummy) keeps the
/// entries of the rows it left; before the index was compacted, W4 at N = 100 added about 50
/// of them per step, for ever.
@Suite struct ColumnIndexTests {
    @Test func longResizeKeepsTheColumnIndexBounded() throws {
        let tableau = try tableauAfterLongResize()
        let cells = tableau.rows.indices.reduce(0) { $0 + tableau.rows[$1].cells.count }
        #expect(tableau.columns.linkedCount <= 4 * cells + 1024)
    }

    /// However often it was compacted, the index still lists, for every symbol, each row
    /// that holds it: a missing entry would hide a row from the next pivot.
    @Test func longResizeKeepsEveryRowInItsColumns() throws {
        let tableau = try tableauAfterLongResize()
        var missing: [(slot: Int, symbol: Symbol)] = []
        for slot in tableau.rows.indices where tableau.rows[slot].basic != .none {
            for cell in tableau.rows[slot].cells {
                var indexed: [Int] = []
                tableau.forEachIndexedSlot(of: cell.symbol) { indexed.append($0) }
                if !indexed.contains(slot) { missing.append((slot, cell.symbol)) }
            }
        }
        #expect(missing.isEmpty, "\(missing.prefix(5))")
    }

    /// A rebuild replaces every list by what was pushed, lays the entries out afresh (no free
    /// entries left over from before), and leaves the pool usable.
    @Test func rebuildReplacesEveryList() {
        var pool = ListPool()
        for _ in 0..<4 { pool.addOwner() }
        for value in [10, 11, 12] { pool.push(value, to: 0) }
        pool.push(20, to: 1)
        _ = pool.unlink(pool.heads[0], after: -1, of: 0)
        pool.rebuild(capacity: 4) { rebuilder in
            rebuilder.push(7, toEach: [1, 3])
            rebuilder.push(8, toEach: [3, 0])
        }
        #expect((0..<4).map { list(of: $0, in: pool) } == [[8], [7], [], [8, 7]])
        #expect(pool.linkedCount == 4)
        #expect(pool.entries.count == 4)
        #expect(pool.freeEntry == -1)
        pool.push(9, to: 2)
        #expect(list(of: 2, in: pool) == [9])
        #expect(pool.entries.count == 5)
    }

    /// The tableau of W4 at N = 100 after its 100 resize steps, ten times over: enough pushes
    /// for the column index to be rebuilt several times.
    private func tableauAfterLongResize() throws -> Tableau {
        let workload = Workload.resize(views: 100)
        let solver = Solver()
        try workload.load(into: solver)
        for _ in 0..<10 {
            for step in workload.resizeSteps { try solver.suggest(step) }
        }
        return solver.tableau
    }

    /// The values of `owner`'s list, front first.
    private func list(of owner: Int, in pool: ListPool) -> [Int] {
        var values: [Int] = []
        var entry = pool.heads[owner]
        while entry >= 0 {
            values.append(Int(pool.entries[Int(entry)].value))
            entry = pool.entries[Int(entry)].next
        }
        return values
    }
}
