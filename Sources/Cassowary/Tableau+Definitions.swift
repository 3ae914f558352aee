extension Tableau {
    /// Whether `symbol` is an external symbol that no row names: it can become basic with a
    /// definition that is not expanded, since no chain of definitions can lead back to it.
    mutating func isFresh(_ symbol: Symbol) -> Bool {
        guard kinds[symbol] == .external, basicSlots[symbol] < 0 else { return false }
        return liveReferrers(of: symbol).isEmpty
    }

    /// The defined symbols whose definitions name `symbol`, each once; stale entries are
    /// dropped from the index as a side effect.
    mutating func liveReferrers(of symbol: Symbol) -> [Symbol] {
        var list = referrers[symbol]
        guard !list.isEmpty else { return [] }
        let mark = nextStamp()
        var kept = 0
        for index in list.indices {
            let referrer = list[index]
            guard referrer < symbolCount, symbolMarks[referrer] != mark, isDefined(referrer),
                rows[basicSlots[referrer]].position(of: symbol).found
            else { continue }
            symbolMarks[referrer] = mark
            list[kept] = referrer
            kept += 1
        }
        list.removeLast(list.count - kept)
        referrers[symbol] = list
        return list
    }

    /// Makes the external `subject` basic with `definition` (`subject = definition`).
    mutating func insertDefinition(_ definition: Row, of subject: Symbol) {
        insertRow(definition, basic: subject)
        for cell in definition.cells { referrers[cell.symbol].append(subject) }
        updateRank(of: subject)
    }

    /// Recomputes the rank of the defined `subject` from the symbols its definition names, and
    /// raises the ranks of the definitions that depend on it so that every definition still
    /// outranks the definitions it names.
    ///
    /// - Complexity: O(size of the definitions whose rank rises).
    mutating func updateRank(of subject: Symbol) {
        var rank = 1
        for cell in rows[basicSlots[subject]].cells where isDefined(cell.symbol) {
            rank = max(rank, ranks[cell.symbol] + 1)
        }
        ranks[subject] = rank
        var work = [subject]
        while let symbol = work.popLast() {
            for referrer in liveReferrers(of: symbol) where ranks[referrer] <= ranks[symbol] {
                ranks[referrer] = ranks[symbol] + 1
                work.append(referrer)
            }
        }
    }

    /// The row `raw` rewritten in non-basic symbols only: the explicit form the simplex needs.
    ///
    /// Definitions are expanded highest rank first. A definition names only lower-ranked
    /// ones, so once a symbol is expanded nothing can bring it back, and a symbol that appears
    /// with opposite signs cancels before its own (possibly long) definition is expanded: the
    /// bottom of a stack view, say, expanded through its rows, meets the stack's top and stops.
    /// Basic restricted symbols are replaced last, by their explicit rows.
    ///
    /// - Complexity: O(size of the definitions expanded × log), independent of the tableau.
    mutating func expand(_ raw: Row) -> Row {
        let mark = nextStamp()
        var touched: [Symbol] = []
        var pending = Heap<PendingDefinition>()
        var constant = raw.constant

        func accumulate(_ symbol: Symbol, _ value: Double) {
            if symbolMarks[symbol] != mark {
                symbolMarks[symbol] = mark
                accumulator[symbol] = 0
                touched.append(symbol)
                if isDefined(symbol) { pending.push(PendingDefinition(rank: ranks[symbol], symbol: symbol)) }
            }
            accumulator[symbol] += value
        }

        for cell in raw.cells { accumulate(cell.symbol, cell.coefficient) }
        while let next = pending.pop() {
            let weight = accumulator[next.symbol]
            accumulator[next.symbol] = 0
            guard !weight.isNearZero else { continue }
            let definition = rows[basicSlots[next.symbol]]
            constant += weight * definition.constant
            for cell in definition.cells { accumulate(cell.symbol, weight * cell.coefficient) }
        }
        for index in touched.indices {
            let symbol = touched[index]
            let weight = accumulator[symbol]
            guard isExplicitBasic(symbol), !weight.isNearZero else { continue }
            accumulator[symbol] = 0
            let row = rows[basicSlots[symbol]]
            constant += weight * row.constant
            for cell in row.cells { accumulate(cell.symbol, weight * cell.coefficient) }
        }
        var cells: [Cell] = []
        cells.reserveCapacity(touched.count)
        for symbol in touched where basicSlots[symbol] < 0 && !accumulator[symbol].isNearZero {
            cells.append(Cell(symbol: symbol, coefficient: accumulator[symbol]))
        }
        cells.sort { $0.symbol < $1.symbol }
        return Row(constant: constant, cells: cells)
    }
}
