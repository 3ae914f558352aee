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
        basicSlots[entering] = slot
        basicSlots[leaving] = -1
        columns[leaving].append(slot)
        substitute(entering, with: rows[slot], ownSlot: slot)
    }

    /// Replaces `symbol`, now basic with the row `definition` in `ownSlot`, in every explicit
    /// row that holds it and in the objective.
    ///
    /// - Complexity: O(Σ row lengths) over the rows that hold `symbol`.
    mutating func substitute(_ symbol: Symbol, with definition: Row, ownSlot: Int) {
        let mark = nextStamp()
        var column = columns[symbol]
        columns[symbol] = []
        var kept = 0
        for index in column.indices {
            let slot = column[index]
            guard slot != ownSlot, slotMarks[slot] != mark else { continue }
            slotMarks[slot] = mark
            let basic = basics[slot]
            guard basic != .none else { continue }
            let coefficient = rows[slot].coefficient(of: symbol)
            guard coefficient != 0 else { continue }
            if kinds[basic] == .external {
                column[kept] = slot  // a definition keeps naming the symbol
                kept += 1
                continue
            }
            addRow(definition, times: coefficient, to: slot, replacing: symbol)
            noteConstantChange(slot: slot)
        }
        column.removeLast(column.count - kept)
        columns[symbol] = column
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
        if let leading = cost.first, leading.value < 0, kinds[symbol].isPivotable, basicSlots[symbol] < 0 {
            candidates.push(EnteringCandidate(priority: leading.priority, symbol: symbol))
        }
    }

    /// Adds `row × weight` to the objective at `priority`: the row of a basic error symbol,
    /// or a single non-basic symbol as the row `0 + 1 · symbol`.
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
        let slot = basicSlots[error]
        let row = slot >= 0 ? rows[slot] : Row(cells: [Cell(symbol: error, coefficient: 1)])
        addToObjective(row, times: weight, at: priority)
    }
}
