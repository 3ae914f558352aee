/// An undo log: what a transaction changed, saved the first time it changed, so that a failed
/// ``Solver/add(_:)`` or an ambiguity probe can put the tableau back exactly as it was.
struct Journal {
    var savedRows: [Int: (row: Row, basic: Symbol)] = [:]
    var savedCosts: [Symbol: [LevelValue]] = [:]
    let objectiveConstants: [Float: Double]
    let freeSlots: [Int]
    let symbolCount: Int
    let slotCount: Int
}

extension Tableau {
    /// Starts recording changes; a rollback also drops every symbol from `symbolCount` on
    /// (by default, those made from now on).
    mutating func beginTransaction(symbolCount: Int? = nil) {
        precondition(journal == nil, "transactions do not nest")
        journal = Journal(
            objectiveConstants: objectiveConstants, freeSlots: freeSlots,
            symbolCount: symbolCount ?? self.symbolCount, slotCount: rows.count)
    }

    /// Keeps the changes made since ``beginTransaction()``.
    mutating func commitTransaction() {
        journal = nil
    }

    /// Saves the row in `slot` before its first change in the transaction.
    @inline(__always)
    mutating func saveForUndo(slot: Int) {
        guard journal != nil, slot < journal!.slotCount, journal!.savedRows[slot] == nil else { return }
        journal!.savedRows[slot] = (rows[slot], basics[slot])
    }

    /// Saves the reduced cost of `symbol` before its first change in the transaction.
    mutating func saveForUndo(reducedCostOf symbol: Symbol) {
        guard symbol < journal!.symbolCount, journal!.savedCosts[symbol] == nil else { return }
        journal!.savedCosts[symbol] = reducedCosts[symbol]
    }

    /// Undoes every change made since ``beginTransaction()``.
    ///
    /// - Complexity: O(rows and reduced costs changed in the transaction).
    mutating func rollbackTransaction() {
        guard let journal else { return }
        self.journal = nil
        let changedSlots = Array(journal.savedRows.keys) + Array(journal.slotCount..<rows.count)
        for slot in changedSlots {
            let basic = basics[slot]
            if basic != .none, basic < journal.symbolCount, basicSlots[basic] == slot { basicSlots[basic] = -1 }
        }
        for slot in journal.slotCount..<rows.count {
            rows[slot] = Row()
            basics[slot] = .none
        }
        freeSlots = journal.freeSlots + Array(journal.slotCount..<rows.count)
        for (slot, saved) in journal.savedRows {
            rows[slot] = saved.row
            basics[slot] = saved.basic
            if saved.basic != .none { basicSlots[saved.basic] = slot }
            for cell in saved.row.cells { columns[cell.symbol].append(slot) }
        }
        truncateSymbols(to: journal.symbolCount)
        for (symbol, cost) in journal.savedCosts { setReducedCost(cost, of: symbol) }
        objectiveConstants = journal.objectiveConstants
        infeasibleRows.removeAll()
        invalidateValues()
    }

    /// Forgets every symbol from `count` on.
    private mutating func truncateSymbols(to count: Int) {
        let extra = symbolCount - count
        guard extra > 0 else { return }
        kinds.removeLast(extra)
        basicSlots.removeLast(extra)
        columns.removeLast(extra)
        reducedCosts.removeLast(extra)
        ranks.removeLast(extra)
        referrers.removeLast(extra)
        owners.removeLast(extra)
        symbolMarks.removeLast(extra)
        accumulator.removeLast(extra)
        valueCache.removeLast(extra)
        valueStamps.removeLast(extra)
    }
}
