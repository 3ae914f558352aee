extension Solver: CustomDebugStringConvertible {
    /// A readable dump of the solver's state, in the spirit of kiwi's `dump()`: the objective
    /// level by level, the explicit rows, the definitions, the edit variables, the variables'
    /// values and the constraints. Symbols print as the variable's name, or `s7` (slack),
    /// `e7` (error), `d7` (dummy) for the solver's own.
    ///
    /// - Complexity: O(size of the tableau).
    public var debugDescription: String {
        var lines: [String] = []
        lines.append("Objective")
        var levels: [Float: [String]] = [:]
        for symbol in 0..<tableau.symbolCount {
            for component in tableau.reducedCosts[symbol] {
                levels[component.priority, default: []].append("\(component.value.shortDescription) * \(name(of: symbol))")
            }
        }
        for priority in Set(levels.keys).union(tableau.objectiveConstants.map(\.priority)).sorted(by: >) {
            let constant = tableau.objectiveConstants.value(at: priority).shortDescription
            lines.append("  @\(Priority(priority)): " + ([constant] + (levels[priority] ?? [])).joined(separator: " + "))
        }
        lines.append("Tableau")
        lines += rowLines { tableau.kind($0) != .external }
        lines.append("Definitions")
        lines += rowLines { tableau.kind($0) == .external }
        lines.append("Edit variables")
        for edit in edits.values.sorted(by: { records[$0.constraint.id]!.sequence < records[$1.constraint.id]!.sequence }) {
            let variable = edit.constraint.expression.terms[0].variable
            lines.append("  \(variable) @\(edit.constraint.priority) suggested \(edit.suggestion.shortDescription)")
        }
        lines.append("Variables")
        for (symbol, variable) in zip(tableau.externalSymbols, variables) {
            lines.append("  \(variable) = \(tableau.value(of: symbol).shortDescription)")
        }
        lines.append("Constraints")
        lines += constraints.map { "  \($0)" }
        return lines.joined(separator: "\n")
    }

    /// The rows whose basic symbol satisfies `include`, one per line, in slot order.
    private func rowLines(where include: (Symbol) -> Bool) -> [String] {
        tableau.rows.indices.compactMap { slot in
            let basic = tableau.rows[slot].basic
            guard basic != .none, include(basic) else { return nil }
            let row = tableau.rows[slot]
            let cells = row.cells.map { "\($0.coefficient.shortDescription) * \(name(of: $0.symbol))" }
            return "  \(name(of: basic)) = " + ([row.constant.shortDescription] + cells).joined(separator: " + ")
        }
    }

    /// The printed name of a symbol.
    private func name(of symbol: Symbol) -> String {
        switch tableau.kind(symbol) {
        case .external: variables[Int(tableau.states[symbol].valueIndex)].description
        case .slack: "s\(symbol)"
        case .error: "e\(symbol)"
        case .dummy: "d\(symbol)"
        }
    }
}
