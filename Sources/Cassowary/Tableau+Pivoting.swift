extension Tableau {
    /// Makes `entering` basic in the row at `slot`, whose basic symbol leaves the basis, and
    /// rewrites the explicit rows and the objective in terms of the new basis.
    ///
    /// Definitions are left as they are: they may name basic symbols.
    ///
    /// - Complexity: O(Σ row lengths) over the rows that hold `entering`.
    mutating func pivot(entering: Symbol, slot: Int) {
        saveForUndo(slot: slot)
        let leaving = basics[slot]
        rows[slot].exchange(basic: leaving, for: entering)
        basics[slot] = entering
        symbols[entering].basicSlot = Int32(slot)
        symbols[leaving].basicSlot = -1
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
        for slot in liveSlots(of: symbol) where slot != ownSlot && kind(basics[slot]) != .external {
            addRow(definition, times: rows[slot].coefficient(of: symbol), to: slot, replacing: symbol)
            noteConstantChange(slot: slot)
        }
        substituteInObjective(symbol, with: definition)
    }

    /// Replaces `symbol`, now basic, in the objective.
    mutating func substituteInObjective(_ symbol: Symbol, with definition: Row) {
        let cost = reducedCosts[symbol]
        guard !cost.isEmpty else { return }
        setReducedCost([], of: symbol)
        for cell in definition.cells {
            var updated = reducedCosts[cell.symbol]
            updated.add(cost, times: cell.coefficient)
            setReducedCost(updated, of: cell.symbol)
        }
        if !definition.constant.isNearZero {
            for component in cost {
                objectiveConstants[component.priority, default: 0] += component.value * definition.constant
            }
        }
    }

    /// Sets the reduced cost of `symbol`, queueing it as a candidate to enter the basis when
    /// its leading component is negative.
    mutating func setReducedCost(_ cost: [LevelValue], of symbol: Symbol) {
        if journal != nil { saveForUndo(reducedCostOf: symbol) }
        reducedCosts[symbol] = cost
        structureStamp &+= 1
        if let leading = cost.first, leading.value < 0, kind(symbol).isPivotable, symbols[symbol].basicSlot < 0 {
            candidates.push(EnteringCandidate(priority: leading.priority, symbol: symbol))
        }
    }

    /// Adds `row × weight` to the objective at `priority`.
    mutating func addToObjective(_ row: Row, times weight: Double, at priority: Float) {
        for cell in row.cells {
            var updated = reducedCosts[cell.symbol]
            updated.add(cell.coefficient * weight, at: priority)
            setReducedCost(updated, of: cell.symbol)
        }
        objectiveConstants[priority, default: 0] += row.constant * weight
    }

    /// Adds `weight × error` to the objective at `priority`, in terms of the current basis.
    mutating func addErrorToObjective(_ error: Symbol, weight: Double, at priority: Float) {
        let slot = basicSlot(error)
        let row = slot >= 0 ? rows[slot] : Row(cells: [Cell(symbol: error, coefficient: 1)])
        addToObjective(row, times: weight, at: priority)
    }
}
