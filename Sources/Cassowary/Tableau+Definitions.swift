extension Tableau {
    /// Whether `symbol` is an external symbol that no row names: it can become basic with a
    /// definition that is not expanded, since no chain of definitions can lead back to it.
    /// (Explicit rows never hold a non-basic external symbol, so only definitions can.)
    mutating func isFresh(_ symbol: Symbol) -> Bool {
        kind(symbol) == .external && basicSlot(symbol) < 0 && !hasLiveReferrer(symbol)
    }

    /// Whether some definition names `symbol`; stale entries met on the way are unlinked.
    private mutating func hasLiveReferrer(_ symbol: Symbol) -> Bool {
        var entry = referrers.heads[symbol]
        while entry >= 0 {
            if isLiveReferrer(Int(referrers.entries[Int(entry)].value), of: symbol) { return true }
            entry = referrers.unlink(entry, after: -1, of: symbol)
        }
        return false
    }

    /// Whether `referrer`, an entry of `symbol`'s referrer index, is a defined symbol whose
    /// definition still names `symbol`.
    @inline(__always)
    private func isLiveReferrer(_ referrer: Symbol, of symbol: Symbol) -> Bool {
        referrer < symbolCount && isDefined(referrer) && rows[basicSlot(referrer)].position(of: symbol).found
    }

    /// The defined symbols whose definitions name `symbol`, each once, in a work array to
    /// ``recycle(_:)``; stale and repeated entries are unlinked from the index on the way.
    mutating func liveReferrers(of symbol: Symbol) -> [Symbol] {
        var live = takeBuffer()
        guard !referrers.isEmpty(symbol) else { return live }
        let mark = nextStamp()
        var previous: Int32 = -1
        var entry = referrers.heads[symbol]
        while entry >= 0 {
            let referrer = Int(referrers.entries[Int(entry)].value)
            if referrer < symbolCount, symbols[referrer].mark != mark, isLiveReferrer(referrer, of: symbol) {
                symbols[referrer].mark = mark
                live.append(referrer)
                previous = entry
                entry = referrers.entries[Int(entry)].next
            } else {
                entry = referrers.unlink(entry, after: previous, of: symbol)
            }
        }
        return live
    }

    /// The parameter with the largest coefficient in `row`, if any: partial pivoting, since
    /// solving for the largest coefficient keeps rounding errors small.
    func largestParameter(in row: Row) -> Symbol? {
        var best: Symbol?
        var largest = 0.0
        for cell in row.cells where isParameter(cell.symbol) && abs(cell.coefficient) > largest {
            best = cell.symbol
            largest = abs(cell.coefficient)
        }
        return best
    }

    /// Makes the external `subject` basic with `definition` (`subject = definition`).
    mutating func insertDefinition(_ definition: Row, of subject: Symbol) {
        insertRow(definition, basic: subject)
        noteReferences(of: subject, to: definition)
        updateRank(of: subject)
        updateParameterDependence(of: subject)
    }

    /// Lists the defined `subject` as a referrer of each symbol that `cells` name, and marks
    /// those symbols as named by a definition (see ``SymbolState/isNamedByDefinition``).
    ///
    /// - Complexity: O(*n*) for *n* cells.
    mutating func noteReferences(of subject: Symbol, to definition: Row) {
        referrers.push(subject, toEach: definition.cells.lazy.map(\.symbol))
        for cell in definition.cells { states[cell.symbol].noteNamedByDefinition() }
    }

    /// Recomputes the rank of the defined `subject` from the symbols its definition names, and
    /// raises the ranks of the definitions that depend on it so that every definition still
    /// outranks the definitions it names.
    ///
    /// - Complexity: O(size of the definitions whose rank rises).
    mutating func updateRank(of subject: Symbol) {
        var rank: Int32 = 1
        for cell in rows[basicSlot(subject)].cells where isDefined(cell.symbol) {
            rank = max(rank, symbols[cell.symbol].rank + 1)
        }
        symbols[subject].rank = rank
        guard !referrers.isEmpty(subject) else { return }
        var work = takeBuffer()
        work.append(subject)
        while let symbol = work.popLast() {
            var dependents = liveReferrers(of: symbol)
            for referrer in dependents where symbols[referrer].rank <= symbols[symbol].rank {
                symbols[referrer].rank = symbols[symbol].rank + 1
                work.append(referrer)
            }
            recycle(&dependents)
        }
        recycle(&work)
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
        expand(raw, parameterDependentsOnly: false)
    }

    /// The row `raw` with only the definitions that depend on a parameter expanded (highest
    /// rank first, as ``expand(_:)`` does), and every other symbol, basic or not, left as it is.
    ///
    /// It names each parameter with the coefficient the explicit form would give it, and no
    /// definition that depends on a parameter, so solved for one of its parameters it is a
    /// definition that cannot lead back to that parameter. It costs what the parameters'
    /// neighbourhood costs, where the explicit form can reach back through every definition
    /// above: a row that ties the height of a label to an absolute position in the tenth
    /// form of a window would otherwise expand the positions of the nine forms above it.
    ///
    /// - Complexity: O(size of the parameter-dependent definitions expanded × log).
    mutating func expandParameterDependents(_ raw: Row) -> Row {
        expand(raw, parameterDependentsOnly: true)
    }

    private mutating func expand(_ raw: Row, parameterDependentsOnly: Bool) -> Row {
        let mark = nextStamp()
        var touched = takeBuffer()
        var pending = Heap<PendingDefinition>()
        swap(&pending, &pendingDefinitions)
        var constant = raw.constant

        func accumulate(_ symbol: Symbol, _ value: Double) {
            if symbols[symbol].mark != mark {
                symbols[symbol].mark = mark
                symbols[symbol].accumulated = 0
                symbols[symbol].accumulatedScale = 0
                touched.append(symbol)
                if isDefined(symbol) && (!parameterDependentsOnly || symbols[symbol].dependsOnParameter) {
                    pending.push(PendingDefinition(rank: Int(symbols[symbol].rank), symbol: symbol))
                }
            }
            symbols[symbol].accumulated += value
            symbols[symbol].accumulatedScale = max(symbols[symbol].accumulatedScale, abs(value))
        }

        for cell in raw.cells { accumulate(cell.symbol, cell.coefficient) }
        while let next = pending.pop() {
            let weight = symbols[next.symbol].accumulated
            symbols[next.symbol].accumulated = 0
            guard !weight.isNearZero else { continue }
            let definition = rows[basicSlot(next.symbol)]
            constant += weight * definition.constant
            for cell in definition.cells { accumulate(cell.symbol, weight * cell.coefficient) }
        }
        if !parameterDependentsOnly {
            for index in touched.indices {
                let symbol = touched[index]
                let weight = symbols[symbol].accumulated
                guard isExplicitBasic(symbol), !weight.isNearZero else { continue }
                symbols[symbol].accumulated = 0
                let row = rows[basicSlot(symbol)]
                constant += weight * row.constant
                for cell in row.cells { accumulate(cell.symbol, weight * cell.coefficient) }
            }
        }
        var cells: [Cell] = []
        cells.reserveCapacity(touched.count)
        for symbol in touched where (parameterDependentsOnly || states[symbol].basicSlot < 0)
            && !symbols[symbol].accumulated.isCancellation(ofTermsUpTo: symbols[symbol].accumulatedScale) {
            cells.append(Cell(symbol: symbol, coefficient: symbols[symbol].accumulated))
        }
        cells.sort { $0.symbol < $1.symbol }
        swap(&pending, &pendingDefinitions)
        recycle(&touched)
        return Row(constant: constant, cells: cells)
    }

    /// Brings the `dependsOnParameter` flags up to date after `symbol` changed: it was given a
    /// definition, its definition was rewritten, or it lost its definition and became a
    /// parameter. The change travels up the referrers for as long as it changes their flags.
    ///
    /// - Complexity: O(size of the definitions whose flag changes and of those that name them).
    mutating func updateParameterDependence(of symbol: Symbol) {
        if isDefined(symbol) { symbols[symbol].dependsOnParameter = definitionDependsOnParameter(symbol) }
        var work = takeBuffer()
        work.append(symbol)
        while let changed = work.popLast() {
            var dependents = liveReferrers(of: changed)
            for referrer in dependents {
                let depends = definitionDependsOnParameter(referrer)
                guard depends != symbols[referrer].dependsOnParameter else { continue }
                symbols[referrer].dependsOnParameter = depends
                work.append(referrer)
            }
            recycle(&dependents)
        }
        recycle(&work)
    }

    /// Whether the definition of `symbol` names a parameter, or a definition that depends on one.
    private func definitionDependsOnParameter(_ symbol: Symbol) -> Bool {
        dependsOnParameter(rows[basicSlot(symbol)])
    }

    /// Whether `row` names a parameter, or a definition that depends on one.
    func dependsOnParameter(_ row: Row) -> Bool {
        row.cells.contains { cell in
            isParameter(cell.symbol) || isDefined(cell.symbol) && symbols[cell.symbol].dependsOnParameter
        }
    }
}
