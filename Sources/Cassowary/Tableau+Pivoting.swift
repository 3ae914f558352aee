extension Tableau {
    /// Makes `entering` basic in the row at `slot`, whose basic symbol leaves the basis, and
    /// rewrites the explicit rows and the objective in terms of the new basis.
    ///
    /// Definitions are left as they are: they may name basic symbols.
    ///
    /// - Complexity: O(Σ row lengths) over the rows that hold `entering`, plus the amortised
    ///   cost of ``compactColumnsIfNeeded()``.
    mutating func pivot(entering: Symbol, slot: Int) {
        compactColumnsIfNeeded()
        saveForUndo(slot: slot)
        let leaving = rows[slot].basic
        rows[slot].exchange(basic: leaving, for: entering)
        rows[slot].basic = entering
        states[entering].basicSlot = Int32(slot)
        states[leaving].basicSlot = -1
        columns.push(slot, to: leaving)
        noteChange(of: entering)
        noteChange(of: leaving)
        substitute(entering, with: rows[slot], ownSlot: slot)
    }

    /// Replaces `symbol`, now basic with the row `definition` in `ownSlot`, in every explicit
    /// row that holds it and in the objective. Definitions keep naming it.
    ///
    /// - Complexity: O(Σ row lengths) over the rows that hold `symbol`.
    mutating func substitute(_ symbol: Symbol, with definition: Row, ownSlot: Int) {
        forEachLiveSlot(of: symbol) { tableau, slot, cell in
            guard slot != ownSlot && tableau.kind(tableau.rows[slot].basic) != .external else { return }
            tableau.addRow(definition, times: tableau.rows[slot].cells[cell].coefficient, to: slot, replacing: symbol)
            tableau.noteConstantChange(slot: slot)
        }
        substituteInObjective(symbol, with: definition)
    }

    /// Replaces `symbol`, now basic, in the objective.
    mutating func substituteInObjective(_ symbol: Symbol, with definition: Row) {
        guard !reducedCosts[symbol].isEmpty else { return }
        let cost = reducedCosts[symbol]
        updateReducedCost(of: symbol) { $0 = [] }
        for cell in definition.cells {
            updateReducedCost(of: cell.symbol) { $0.add(cost, times: cell.coefficient) }
        }
        if !definition.constant.isNearZero {
            for component in cost {
                objectiveConstants.accumulate(component.value * definition.constant, at: component.priority)
            }
        }
    }

    /// Changes the reduced cost of `symbol` in place (a copy would cost an allocation per
    /// change), then queues the symbol as a candidate to enter the basis when its leading
    /// component is negative.
    @inline(__always)
    mutating func updateReducedCost(of symbol: Symbol, _ change: (inout [LevelValue]) -> Void) {
        if journal != nil { saveForUndo(reducedCostOf: symbol) }
        change(&reducedCosts[symbol])
        structureStamp &+= 1
        if let leading = reducedCosts[symbol].first, leading.value < 0, kind(symbol).isPivotable,
            states[symbol].basicSlot < 0
        {
            candidates.push(EnteringCandidate(priority: leading.priority, symbol: symbol))
        }
    }

    /// Adds `row × weight` to the objective at `priority`.
    mutating func addToObjective(_ row: Row, times weight: Double, at priority: Float) {
        for cell in row.cells {
            updateReducedCost(of: cell.symbol) { $0.add(cell.coefficient * weight, at: priority) }
        }
        objectiveConstants.accumulate(row.constant * weight, at: priority)
    }

    /// Adds `weight × error` to the objective at `priority`, in terms of the current basis.
    mutating func addErrorToObjective(_ error: Symbol, weight: Double, at priority: Float) {
        let slot = basicSlot(error)
        guard slot < 0 else {
            addToObjective(rows[slot], times: weight, at: priority)
            return
        }
        updateReducedCost(of: error) { $0.add(weight, at: priority) }
        objectiveConstants.accumulate(0, at: priority)
    }
}
