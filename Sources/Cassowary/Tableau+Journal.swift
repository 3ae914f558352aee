/// An undo log: what a transaction changed, saved the first time it changed, so that a failed
/// ``Solver/add(_:)`` or an ambiguity probe can put the tableau back exactly as it was.
///
/// The saved rows and costs are plain lists; which slots and symbols are already saved is
/// marked on the tableau (`rowSavedIn`, `SymbolEntry.costSavedIn`) with the transaction's
/// number, so that a transaction neither hashes nor builds a dictionary.
struct Journal {
    var savedRows: [(slot: Int, row: Row)] = []
    var savedCosts: [(symbol: Symbol, cost: [LevelValue])] = []
    let objectiveConstants: [LevelValue]
    let freeSlots: [Int]
    let symbolCount: Int
    let slotCount: Int
}

extension Tableau {
    /// Starts recording changes; a rollback also drops every symbol from `symbolCount` on
    /// (by default, those made from now on).
    mutating func beginTransaction(symbolCount: Int? = nil) {
        precondition(journal == nil, "transactions do not nest")
        transaction &+= 1
        if transaction == 0 {  // wrapped: no mark may look current
            for slot in rowSavedIn.indices { rowSavedIn[slot] = 0 }
            for symbol in symbols.indices { symbols[symbol].costSavedIn = 0 }
            transaction = 1
        }
        journal = Journal(
            objectiveConstants: objectiveConstants, freeSlots: freeSlots,
            symbolCount: symbolCount ?? self.symbolCount, slotCount: rows.count)
    }

    /// Keeps the changes made since ``beginTransaction(symbolCount:)``.
    mutating func commitTransaction() {
        journal = nil
    }

    /// Saves the row in `slot` before its first change in the transaction.
    @inline(__always)
    mutating func saveForUndo(slot: Int) {
        guard journal != nil, slot < journal!.slotCount, rowSavedIn[slot] != transaction else { return }
        rowSavedIn[slot] = transaction
        journal!.savedRows.append((slot, rows[slot]))
    }

    /// Saves the reduced cost of `symbol` before its first change in the transaction.
    mutating func saveForUndo(reducedCostOf symbol: Symbol) {
        guard symbol < journal!.symbolCount, symbols[symbol].costSavedIn != transaction else { return }
        symbols[symbol].costSavedIn = transaction
        journal!.savedCosts.append((symbol, reducedCosts[symbol]))
    }

    /// Undoes every change made since ``beginTransaction(symbolCount:)``.
    ///
    /// - Complexity: O(rows and reduced costs changed in the transaction).
    mutating func rollbackTransaction() {
        guard let journal else { return }
        self.journal = nil
        let newSlots = journal.slotCount..<rows.count
        for slot in journal.savedRows.lazy.map(\.slot) + newSlots {
            let basic = rows[slot].basic
            if basic != .none, basic < journal.symbolCount, basicSlot(basic) == slot { states[basic].basicSlot = -1 }
        }
        for slot in newSlots { rows[slot] = Row() }
        freeSlots = journal.freeSlots + Array(newSlots)
        for saved in journal.savedRows {
            rows[saved.slot] = saved.row
            if saved.row.basic != .none { states[saved.row.basic].basicSlot = Int32(saved.slot) }
            columns.push(saved.slot, toEach: saved.row.cells.lazy.map(\.symbol))
        }
        truncateSymbols(to: journal.symbolCount)
        for (symbol, cost) in journal.savedCosts { updateReducedCost(of: symbol) { $0 = cost } }
        objectiveConstants = journal.objectiveConstants
        infeasibleRows.removeAll()
        invalidateAllValues()
    }

    /// Forgets every symbol from `count` on: markers and errors only, so the cached values and
    /// the solver's variables are left as they are. A transaction never makes an external
    /// symbol: an add that names a new variable makes it the row's subject (see
    /// ``insert(_:subject:marker:other:symbolCount:)``) and cannot fail.
    private mutating func truncateSymbols(to count: Int) {
        guard symbolCount > count else { return }
        assert(!states[count...].contains { $0.kind == .external }, "a transaction made an external symbol")
        states.removeLast(symbolCount - count)
        symbols.removeLast(symbolCount - count)
        owners.removeLast(owners.count - count)
        reducedCosts.removeLast(reducedCosts.count - count)
        columns.truncateOwners(to: count)
        referrers.truncateOwners(to: count)
    }
}
