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
        guard let symbol = symbols[variable.id] else { return true }
        return tableau.isAmbiguous(symbol)
    }
}

extension Tableau {
    /// See ``Solver/isAmbiguous(_:)``.
    mutating func isAmbiguous(_ symbol: Symbol) -> Bool {
        if kind(symbol) == .external && basicSlot(symbol) < 0 { return true }
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

    /// The least value of the explicit `row` over the optimal solutions, or nil if unbounded.
    private mutating func minimum(of row: Row) -> Double? {
        let level: Float = -1  // below every priority
        beginTransaction()
        addToObjective(row, times: 1, at: level)
        let outcome = optimize()
        let value = objectiveConstants[level] ?? 0
        rollbackTransaction()
        if case .unbounded = outcome { return nil }
        return value
    }
}
