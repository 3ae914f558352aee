extension Tableau {
    /// Records that the value or the definition of `symbol` changed, so that the cached values
    /// of the definitions that depend on it are recomputed when next read.
    @inline(__always)
    mutating func noteChange(of symbol: Symbol) {
        structureStamp &+= 1
        if changedSymbols.count < symbolCount {
            changedSymbols.append(symbol)
        } else {
            invalidateAllValues()
        }
    }

    /// Forgets every cached value.
    mutating func invalidateAllValues() {
        generation &+= 1
        structureStamp &+= 1
        changedSymbols.removeAll(keepingCapacity: true)
    }

    /// Drops the cached values that the changes noted since the last read may have made
    /// stale: the changed defined symbols, and every definition that names a changed symbol,
    /// transitively. (Once more changes are noted than there are symbols, ``noteChange(of:)``
    /// forgets every value instead, which is then cheaper.)
    ///
    /// - Complexity: O(changes + the definitions that depend on them).
    private mutating func invalidateChangedValues() {
        guard !changedSymbols.isEmpty else { return }
        let mark = nextStamp()
        var work = takeBuffer()
        swap(&work, &changedSymbols)
        while let symbol = work.popLast() {
            guard symbol < symbolCount, symbols[symbol].mark != mark else { continue }
            symbols[symbol].mark = mark
            symbols[symbol].valueStamp = 0
            var entry = referrers.heads[symbol]
            while entry >= 0 {
                work.append(Int(referrers.values[Int(entry)]))
                entry = referrers.nexts[Int(entry)]
            }
        }
        recycle(&work)
    }

    /// The value of `symbol` in the current basic solution: zero when non-basic, the row's
    /// constant when basic in an explicit row, and for a defined symbol its definition
    /// evaluated (iteratively, so that long chains need no deep recursion) and cached until a
    /// change reaches it.
    ///
    /// - Complexity: O(1) when cached; otherwise O(size of the definitions not yet evaluated).
    mutating func value(of symbol: Symbol) -> Double {
        invalidateChangedValues()
        let slot = basicSlot(symbol)
        guard slot >= 0 else { return 0 }
        guard kind(symbol) == .external else { return rows[slot].constant }
        if symbols[symbol].valueStamp == generation { return symbols[symbol].value }
        var stack = takeBuffer()
        stack.append(symbol)
        while let top = stack.last {
            if symbols[top].valueStamp == generation {
                stack.removeLast()
                continue
            }
            let definition = rows[basicSlot(top)]
            var ready = true
            for cell in definition.cells where isDefined(cell.symbol) && symbols[cell.symbol].valueStamp != generation {
                stack.append(cell.symbol)
                ready = false
            }
            guard ready else { continue }
            var sum = definition.constant
            for cell in definition.cells { sum += cell.coefficient * knownValue(of: cell.symbol) }
            symbols[top].value = sum
            symbols[top].valueStamp = generation
            stack.removeLast()
        }
        recycle(&stack)
        return symbols[symbol].value
    }

    /// The value of a symbol whose value is at hand: non-basic, explicit, or cached.
    @inline(__always)
    private func knownValue(of symbol: Symbol) -> Double {
        let slot = basicSlot(symbol)
        if slot < 0 { return 0 }
        return kind(symbol) == .external ? symbols[symbol].value : rows[slot].constant
    }
}
