extension Tableau {
    /// Why an optimisation stopped.
    enum Outcome {
        case optimal
        /// The symbol could improve the objective without bound.
        case unbounded(Symbol)
    }

    /// The primal simplex: pivots while some non-basic symbol can lower the objective,
    /// highest priority level first.
    ///
    /// A candidate may enter only if its reduced cost is negative at its leading level, which
    /// means zero at every higher level, so a pivot never disturbs an optimised higher level.
    /// Within a level, the lowest symbol enters and ties in the ratio test leave by lowest
    /// symbol: Bland's rule, so the loop terminates.
    ///
    /// - Complexity: one ratio test and one pivot per improving step; no scan of the objective.
    mutating func optimize() -> Outcome {
        while let candidate = candidates.pop() {
            let symbol = candidate.symbol
            guard symbol < symbolCount, basicSlot(symbol) < 0, kind(symbol).isPivotable,
                let leading = reducedCosts[symbol].first,
                leading.priority == candidate.priority, leading.value < -epsilon
            else { continue }
            guard let slot = leavingSlot(for: symbol) else { return .unbounded(symbol) }
            pivot(entering: symbol, slot: slot)
        }
        return .optimal
    }

    /// The primal ratio test: the restricted row that first reaches zero as `entering` grows,
    /// among rows whose coefficient is not negligible next to the column's largest (see
    /// ``relativeTolerance``).
    func leavingSlot(for entering: Symbol) -> Int? {
        var largest = 0.0
        forEachIndexedSlot(of: entering) { slot in
            let basic = rows[slot].basic
            guard basic != .none, kind(basic).isRestricted else { return }
            largest = max(largest, -rows[slot].coefficient(of: entering))
        }
        let threshold = max(epsilon, largest * relativeTolerance)
        var best: Int?
        var bestRatio = Double.infinity
        var bestBasic = Int.max
        forEachIndexedSlot(of: entering) { slot in
            let basic = rows[slot].basic
            guard basic != .none, kind(basic).isRestricted else { return }
            let coefficient = rows[slot].coefficient(of: entering)
            guard coefficient < -threshold else { return }
            let ratio = -rows[slot].constant / coefficient
            if ratio < bestRatio - epsilon || (ratio <= bestRatio + epsilon && basic < bestBasic) {
                best = slot
                bestRatio = min(ratio, bestRatio)
                bestBasic = basic
            }
        }
        return best
    }

    /// The dual simplex: while a restricted row has a negative constant, pivots it out of the
    /// basis, keeping the objective optimal. Returns the slot of a row that proves the
    /// constraints infeasible (negative, with nothing that could raise it), or nil.
    ///
    /// The lowest infeasible symbol leaves first and ties enter by lowest symbol (Bland's rule
    /// for the dual), so the loop terminates.
    mutating func dualOptimize() -> Int? {
        while let basic = infeasibleRows.pop() {
            guard basic < symbolCount else { continue }
            let slot = basicSlot(basic)
            guard slot >= 0, kind(basic).isRestricted, rows[slot].constant < -epsilon else { continue }
            guard let entering = dualEntering(slot: slot, sign: 1) else { return slot }
            pivot(entering: entering, slot: slot)
        }
        return nil
    }

    /// The dual ratio test on the row at `slot`: among pivotable symbols whose coefficient has
    /// the given sign and is not negligible next to the largest such (see
    /// ``relativeTolerance``), the one with the lexicographically least reduced cost per unit.
    func dualEntering(slot: Int, sign: Double) -> Symbol? {
        let cells = rows[slot].cells
        var largest = 0.0
        for cell in cells where kind(cell.symbol).isPivotable { largest = max(largest, cell.coefficient * sign) }
        let threshold = max(epsilon, largest * relativeTolerance)
        var best: Symbol?
        var bestCoefficient = 0.0
        for cell in cells {
            let coefficient = cell.coefficient * sign
            guard coefficient > threshold, kind(cell.symbol).isPivotable else { continue }
            if let incumbent = best {
                let order = reducedCosts[cell.symbol].compareRatio(
                    coefficient, with: reducedCosts[incumbent], bestCoefficient)
                guard order < 0 || (order == 0 && cell.symbol < incumbent) else { continue }
            }
            best = cell.symbol
            bestCoefficient = coefficient
        }
        return best
    }

    /// Drives the basic dummy in `slot`, whose value must be zero, out of the basis by a dual
    /// pivot, choosing the entering symbol on the side that brings its value to zero. Returns
    /// `slot` if nothing can (the equality cannot hold), else nil.
    mutating func pivotOutFixedSymbol(slot: Int) -> Int? {
        let constant = rows[slot].constant
        let sign: Double = constant > 0 ? -1 : 1
        let entering = dualEntering(slot: slot, sign: sign)
            ?? (constant.isNearZero ? dualEntering(slot: slot, sign: -sign) : nil)
        guard let entering else { return constant.isNearZero ? nil : slot }
        pivot(entering: entering, slot: slot)
        return nil
    }

    /// The identities of the constraints whose markers make up the row at `slot`: the
    /// constraints that combine into the proof that it is infeasible.
    func owners(ofRowAt slot: Int) -> [UInt64] {
        ([rows[slot].basic] + rows[slot].cells.map(\.symbol)).map { owners[$0] }.filter { $0 != 0 }
    }
}
