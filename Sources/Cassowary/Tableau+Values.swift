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
    ///
    /// - Complexity: O(*n* / 64) for *n* external symbols; ``noteChange(of:)`` calls it once
    ///   per *n* changes at most.
    mutating func invalidateAllValues() {
        currentValues.clearAll()
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

    /// The values of `count` variables, in order, as ``value(of:)`` gives them but never -0,
    /// given the value index (in ``externalValues``) of each: `knownIndex(i)` says where the
    /// i-th value is, or -1 if that is not at hand, and `resolve(i)` then looks it up, or says
    /// -1 again for a variable the solver does not know, which reads 0.
    ///
    /// A current value is read from its value index alone, without looking at the symbol's
    /// state at all. Runs of current values are copied through the cache's storage
    /// (``copyCurrentValues(from:count:into:_:)``); a value that is not current, or a -1, is
    /// read between runs. `knownIndex` is called in the copying loop and should be small
    /// enough to inline there; `resolve`, called outside it, need not be.
    ///
    /// - Complexity: O(*n*) once computed, plus the evaluations ``value(of:)`` would make.
    @inline(__always)
    mutating func values(count: Int, knownIndex: (Int) -> Int, resolve: (Int) -> Int) -> [Double] {
        if !changedSymbols.isEmpty { invalidateChangedValues() }
        return [Double](unsafeUninitializedCapacity: count) { result, initialized in
            var index = copyCurrentValues(from: 0, count: count, into: result, knownIndex)
            while index < count {
                var known = knownIndex(index)
                if known < 0 { known = resolve(index) }
                result[index] = known >= 0 ? currentValue(of: externalSymbols[known]) + 0 : 0
                index = copyCurrentValues(from: index + 1, count: count, into: result, knownIndex)
            }
            initialized = count
        }
    }

    /// Copies the current cached values at `knownIndex(start) ..< knownIndex(count)` into
    /// `result`, plus 0 (which turns -0 into 0), up to the first value index that is -1 or
    /// whose value is not current; returns where that is, or `count`.
    ///
    /// A current value is a defined symbol's: ``noteChange(of:)`` saw every symbol that
    /// became basic or stopped being basic, and its value was forgotten. The loop holds the
    /// storage of the cache and of its bits in registers; through `self`, it reloaded them
    /// for every value, since it also writes `result`. One unsigned comparison keeps both
    /// -1 and any index outside the cache out.
    ///
    /// - Complexity: O(values copied).
    @inline(__always)
    private func copyCurrentValues(
        from start: Int, count: Int, into result: UnsafeMutableBufferPointer<Double>,
        _ knownIndex: (Int) -> Int
    ) -> Int {
        externalValues.withUnsafeBufferPointer { cache in
            currentValues.withReader { current in
                precondition(current.count == cache.count, "a bit for each cached value")
                var index = start
                while index < count {
                    let known = knownIndex(index)
                    guard UInt(bitPattern: known) < UInt(cache.count), current[known] else { break }
                    result[index] = cache[known] + 0
                    index += 1
                }
                return index
            }
        }
    }

    /// ``value(of:)`` once the changes noted since the last read have been taken into account.
    @inline(__always)
    private mutating func currentValue(of symbol: Symbol) -> Double {
        let slot = basicSlot(symbol)
        guard slot >= 0 else { return 0 }
        guard kind(symbol) == .external else { return rows[slot].constant }
        if !hasCurrentValue(symbol) && !evaluate(symbol) { evaluateWithDependencies(symbol) }
        return externalValues[valueIndex(symbol)]
    }

    /// The index of the external `symbol`'s cached value.
    @inline(__always)
    private func valueIndex(_ symbol: Symbol) -> Int {
        Int(states[symbol].valueIndex)
    }

    /// Whether the external `symbol` has a current cached value.
    @inline(__always)
    private func hasCurrentValue(_ symbol: Symbol) -> Bool {
        currentValues[valueIndex(symbol)]
    }

    /// Drops the cached value of `symbol`, if it is external (no other symbol has one).
    @inline(__always)
    private mutating func forgetValue(of symbol: Symbol) {
        let index = valueIndex(symbol)
        if index >= 0 { currentValues[index] = false }
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
                let cellIndex = valueIndex(cell.symbol)
                guard currentValues[cellIndex] else { return false }
                sum += cell.coefficient * externalValues[cellIndex]
            } else {
                sum += cell.coefficient * rows[cellSlot].constant
            }
        }
        let index = valueIndex(symbol)
        externalValues[index] = sum
        currentValues[index] = true
        return true
    }
}
