extension Solver {
    /// Whether another optimal solution gives `variable` a different value: the constraints do
    /// not determine it (UIKit's `hasAmbiguousLayout`, for one variable).
    ///
    /// The method: write the variable in the current non-basic symbols, `x = c + Σ aⱼ·nⱼ`. In
    /// every optimal solution each nⱼ whose reduced cost is non-zero at some level stays 0
    /// (complementary slackness, level by level), dummies stay 0, and a free variable can take
    /// any value. So `x` is determined unless it names a free variable (then it is ambiguous)
    /// or a restricted symbol with a zero reduced cost; only then are two small linear
    /// programs solved, minimising and maximising `x` with an extra objective level below
    /// every priority (which keeps the optimum of all the real levels), each inside a
    /// transaction that is rolled back.
    ///
    /// - Complexity: O(size of the variable's expansion) in the common, determined case;
    ///   otherwise two primal simplex runs. The solver is unchanged afterwards.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = symbols[variable.id]?.symbol else { return true }
        return tableau.isAmbiguous(symbol)
    }
}

extension Tableau {
    /// See ``Solver/isAmbiguous(_:)``.
    mutating func isAmbiguous(_ symbol: Symbol) -> Bool {
        if kind(symbol) == .external && basicSlot(symbol) < 0 { return true }
        guard dependsOnMovableSymbol(symbol) else { return false }
        let row = expand(Row(cells: [Cell(symbol: symbol, coefficient: 1)]))
        if row.cells.contains(where: { kind($0.symbol) == .external }) { return true }
        let canMove = row.cells.contains { cell in
            kind(cell.symbol).isPivotable && reducedCosts[cell.symbol].isEmpty
        }
        guard canMove else { return false }
        guard let low = minimum(of: row), let high = minimum(of: Row(constant: -row.constant, cells: row.cells.map {
            Cell(symbol: $0.symbol, coefficient: -$0.coefficient)
        })) else { return true }
        return -high - low > epsilon
    }

    /// Whether a symbol can move in an optimal solution by itself: a free (non-basic external)
    /// variable, or a pivotable symbol whose reduced cost is zero at every level and that no
    /// row pins at 0 (``isPinned(_:)``).
    private func isMovable(_ symbol: Symbol) -> Bool {
        guard basicSlot(symbol) < 0 else { return false }
        if kind(symbol) == .external { return true }
        return kind(symbol).isPivotable && reducedCosts[symbol].isEmpty && !isPinned(symbol)
    }

    /// Whether a row alone holds the non-basic, restricted `symbol` at 0 in every optimal
    /// solution: a row whose basic symbol is restricted and 0 (a degenerate row), where
    /// `symbol` has a negative coefficient and no other symbol with a positive one can rise
    /// from 0 (each has a non-zero reduced cost at some level, which keeps it at 0 in every
    /// optimal solution, or is a dummy). Raising `symbol` would then make the basic symbol
    /// negative.
    ///
    /// A zero reduced cost at such a degenerate vertex is what sent every view of a stack
    /// (each view's hugging slack, pinned by its compression resistance row) through two
    /// linear programs, each as long as the stack: 5 000 arranged views took 57 s to check.
    ///
    /// - Complexity: O(size of the rows that hold `symbol`).
    private func isPinned(_ symbol: Symbol) -> Bool {
        var pinned = false
        forEachIndexedSlot(of: symbol) { slot in
            guard !pinned, rows[slot].basic != .none, kind(rows[slot].basic).isRestricted, abs(rows[slot].constant) <= epsilon else { return }
            var coefficient = 0.0
            for cell in rows[slot].cells {
                if cell.symbol == symbol {
                    coefficient = cell.coefficient
                } else if kind(cell.symbol) == .external || cell.coefficient > 0 && kind(cell.symbol).isPivotable && reducedCosts[cell.symbol].isEmpty {
                    return
                }
            }
            pinned = coefficient < -epsilon
        }
        return pinned
    }

    /// Whether `symbol`'s value depends, through rows and definitions, on a movable symbol:
    /// the necessary condition for ambiguity, decided without expanding anything.
    ///
    /// Each definition's answer is memoised until the solver changes, so asking it for every
    /// variable of a layout costs one pass over the definitions instead of one expansion of
    /// each chain per variable. It may say yes for a dependency that cancels; the exact test
    /// then decides.
    ///
    /// - Complexity: amortised O(size of the definitions not yet visited since the last change).
    mutating func dependsOnMovableSymbol(_ symbol: Symbol) -> Bool {
        if isMovable(symbol) { return true }
        let slot = basicSlot(symbol)
        guard slot >= 0 else { return false }
        guard kind(symbol) == .external else { return rows[slot].cells.contains { isMovable($0.symbol) } }
        if movabilityMemos.count < externalValues.count {
            movabilityMemos += repeatElement(MovabilityMemo(), count: externalValues.count - movabilityMemos.count)
        }
        var stack = [symbol]
        while let top = stack.last {
            if memoisedMovability(of: top) != nil {
                stack.removeLast()
                continue
            }
            let cells = rows[basicSlot(top)].cells
            var ready = true
            for cell in cells where isDefined(cell.symbol) && memoisedMovability(of: cell.symbol) == nil {
                stack.append(cell.symbol)
                ready = false
            }
            guard ready else { continue }
            let answer = cells.contains { cell in
                let slot = basicSlot(cell.symbol)
                if isDefined(cell.symbol) { return memoisedMovability(of: cell.symbol)! }
                if slot >= 0 { return rows[slot].cells.contains { isMovable($0.symbol) } }
                return isMovable(cell.symbol)
            }
            movabilityMemos[Int(states[top].valueIndex)] = MovabilityMemo(answer, at: structureStamp)
            stack.removeLast()
        }
        return memoisedMovability(of: symbol)!
    }

    /// The memoised answer of ``dependsOnMovableSymbol(_:)`` for the defined `symbol`, if it
    /// was worked out since the last change.
    private func memoisedMovability(of symbol: Symbol) -> Bool? {
        movabilityMemos[Int(states[symbol].valueIndex)].answer(at: structureStamp)
    }

    /// An answer of ``dependsOnMovableSymbol(_:)`` for a defined symbol and the
    /// ``Tableau/structureStamp`` it holds for, in 8 bytes.
    struct MovabilityMemo {
        /// The stamp shifted left by one, and the answer in the lowest bit; 0 (stamp 0, which
        /// the tableau never has) for no answer.
        private var bits: UInt64 = 0

        init() {}

        init(_ answer: Bool, at stamp: UInt64) {
            bits = stamp << 1 | (answer ? 1 : 0)
        }

        /// The answer, if it holds for `stamp`.
        func answer(at stamp: UInt64) -> Bool? {
            bits >> 1 == stamp ? bits & 1 != 0 : nil
        }
    }

    /// The least value of the explicit `row` over the optimal solutions, or nil if unbounded.
    private mutating func minimum(of row: Row) -> Double? {
        let level: Float = -1  // below every priority
        beginTransaction()
        addToObjective(row, times: 1, at: level)
        let outcome = optimize()
        let value = objectiveConstants.value(at: level)
        rollbackTransaction()
        if case .unbounded = outcome { return nil }
        return value
    }
}
