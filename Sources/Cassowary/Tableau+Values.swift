extension Tableau {
    /// Forgets the cached values of defined symbols; called after every change.
    mutating func invalidateValues() {
        generation &+= 1
    }

    /// The value of `symbol` in the current basic solution: zero when non-basic, the row's
    /// constant when basic in an explicit row, and for a defined symbol its definition
    /// evaluated (iteratively, so that long chains need no deep recursion) and cached until the
    /// next change.
    ///
    /// - Complexity: O(1) when cached; otherwise O(size of the definitions not yet evaluated).
    mutating func value(of symbol: Symbol) -> Double {
        let slot = basicSlots[symbol]
        guard slot >= 0 else { return 0 }
        guard kinds[symbol] == .external else { return rows[slot].constant }
        if valueStamps[symbol] == generation { return valueCache[symbol] }
        var stack = [symbol]
        while let top = stack.last {
            if valueStamps[top] == generation {
                stack.removeLast()
                continue
            }
            let definition = rows[basicSlots[top]]
            var ready = true
            for cell in definition.cells where isDefined(cell.symbol) && valueStamps[cell.symbol] != generation {
                stack.append(cell.symbol)
                ready = false
            }
            guard ready else { continue }
            var sum = definition.constant
            for cell in definition.cells { sum += cell.coefficient * knownValue(of: cell.symbol) }
            valueCache[top] = sum
            valueStamps[top] = generation
            stack.removeLast()
        }
        return valueCache[symbol]
    }

    /// The value of a symbol whose value is at hand: non-basic, explicit, or cached.
    @inline(__always)
    private func knownValue(of symbol: Symbol) -> Double {
        let slot = basicSlots[symbol]
        if slot < 0 { return 0 }
        return kinds[symbol] == .external ? valueCache[symbol] : rows[slot].constant
    }
}
