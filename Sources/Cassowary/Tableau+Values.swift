extension Tableau {
    /// Records that the value or the definition of `symbol` changed, so that the cached values
    /// of the definitions that depend on it are recomputed when next read. A defined symbol's
    /// own cached value goes too; an explicit symbol that no definition names has no cached
    /// value to forget, and is skipped.
    @inline(__always)
    mutating func noteChange(of symbol: Symbol) {
        structureStamp &+= 1
        guard states[symbol].kind == .external || states[symbol].isNamedByDefinition else { return }
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
        let mark = nextStamp()
        var work = takeBuffer()
        swap(&work, &changedSymbols)
        while let symbol = work.popLast() {
            guard symbol < symbolCount, symbols[symbol].valueMark != mark else { continue }
            symbols[symbol].valueMark = mark
            forgetValue(of: symbol)
            var entry = referrers.heads[symbol]
            while entry >= 0 {
                let referrer = Int(referrers.entries[Int(entry)].value)
                if referrer < symbolCount && symbols[referrer].valueMark != mark { work.append(referrer) }
                entry = referrers.entries[Int(entry)].next
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
        if !changedSymbols.isEmpty { invalidateChangedValues() }
        return currentValue(of: symbol)
    }

    /// The values of the external symbols `external(0) ..< external(count)`, in order, as
    /// ``value(of:)`` gives them but never -0; nil reads 0.
    ///
    /// Each symbol comes with the index of its cached value, so that a current value is read
    /// without looking at the symbol's state at all. Runs of current values are copied
    /// through the cache's storage (``copyCurrentValues(from:count:into:_:)``); a value that
    /// is not current, or a variable the solver does not know, is read between runs.
    ///
    /// - Complexity: O(*n*) once computed, plus the evaluations ``value(of:)`` would make.
    @inline(__always)
    mutating func values(count: Int, _ external: (Int) -> ExternalSymbol?) -> [Double] {
        if !changedSymbols.isEmpty { invalidateChangedValues() }
        return [Double](unsafeUninitializedCapacity: count) { result, initialized in
            var index = copyCurrentValues(from: 0, count: count, into: result, external)
            while index < count {
                result[index] = external(index).map { currentValue(of: $0.symbol) + 0 } ?? 0
                index = copyCurrentValues(from: index + 1, count: count, into: result, external)
            }
            initialized = count
        }
    }

    /// Copies the current cached values of `external(start) ..< external(count)` into
    /// `result`, plus 0 (which turns -0 into 0), up to the first symbol whose value is not
    /// current or that is nil; returns the index of that symbol, or `count`.
    ///
    /// A current stamp is a defined symbol's cached value: ``noteChange(of:)`` saw every
    /// symbol that became basic or stopped being basic, and its stamp was cleared. The loop
    /// holds the cache's storage and the generation in registers; through `self`, it
    /// reloaded them for every value, since it also writes `result`.
    ///
    /// - Complexity: O(values copied).
    @inline(__always)
    private func copyCurrentValues(
        from start: Int, count: Int, into result: UnsafeMutableBufferPointer<Double>,
        _ external: (Int) -> ExternalSymbol?
    ) -> Int {
        let generation = generation
        return externalValues.withUnsafeBufferPointer { cache in
            var index = start
            while index < count, let symbol = external(index) {
                precondition(UInt(bitPattern: symbol.valueIndex) < UInt(cache.count), "a value index outside the cache")
                let cached = cache[symbol.valueIndex]
                guard cached.stamp == generation else { break }
                result[index] = cached.value + 0
                index += 1
            }
            return index
        }
    }

    /// ``value(of:)`` once the changes noted since the last read have been taken into account.
    @inline(__always)
    private mutating func currentValue(of symbol: Symbol) -> Double {
        let slot = basicSlot(symbol)
        guard slot >= 0 else { return 0 }
        guard kind(symbol) == .external else { return rows[slot].constant }
        if !hasCurrentValue(symbol) && !evaluate(symbol) { evaluateWithDependencies(symbol) }
        return externalValues[valueIndex(symbol)].value
    }

    /// The index of the external `symbol`'s cached value.
    @inline(__always)
    private func valueIndex(_ symbol: Symbol) -> Int {
        Int(states[symbol].valueIndex)
    }

    /// Whether the external `symbol` has a current cached value.
    @inline(__always)
    private func hasCurrentValue(_ symbol: Symbol) -> Bool {
        externalValues[valueIndex(symbol)].stamp == generation
    }

    /// Drops the cached value of `symbol`, if it is external (no other symbol has one).
    @inline(__always)
    private mutating func forgetValue(of symbol: Symbol) {
        let index = valueIndex(symbol)
        if index >= 0 { externalValues[index].stamp = 0 }
    }

    /// Evaluates the defined `symbol` and the stale definitions it depends on, depth first.
    ///
    /// - Complexity: O(size of the stale definitions reached).
    private mutating func evaluateWithDependencies(_ symbol: Symbol) {
        var stack = takeBuffer()
        stack.append(symbol)
        while let top = stack.last {
            if hasCurrentValue(top) || evaluate(top) {
                stack.removeLast()
                continue
            }
            for cell in rows[basicSlot(top)].cells where isDefined(cell.symbol) && !hasCurrentValue(cell.symbol) {
                stack.append(cell.symbol)
            }
        }
        recycle(&stack)
    }

    /// Evaluates and caches the definition of `symbol` if every definition it names has a
    /// current cached value; returns whether it did. Other symbols' values are at hand: zero
    /// when non-basic, the row's constant when explicit.
    ///
    /// - Complexity: O(length of the definition).
    private mutating func evaluate(_ symbol: Symbol) -> Bool {
        let slot = basicSlot(symbol)
        var sum = rows[slot].constant
        for cell in rows[slot].cells {
            let cellSlot = basicSlot(cell.symbol)
            guard cellSlot >= 0 else { continue }
            if kind(cell.symbol) == .external {
                let cached = externalValues[valueIndex(cell.symbol)]
                guard cached.stamp == generation else { return false }
                sum += cell.coefficient * cached.value
            } else {
                sum += cell.coefficient * rows[cellSlot].constant
            }
        }
        externalValues[valueIndex(symbol)] = CachedValue(value: sum, stamp: generation)
        return true
    }
}
