extension Tableau {
    /// Takes the constraint whose marker is `marker` out of the tableau (Badros, Borning &
    /// Stuckey §3.4): the marker is made basic in a row that holds it, chosen so that the
    /// solution stays feasible, and that row, the constraint's only trace, is dropped.
    ///
    /// The caller has already taken the constraint's errors out of the objective, and
    /// re-optimises afterwards.
    mutating func removeMarker(_ marker: Symbol) {
        if isExplicitBasic(marker) {
            dropExplicitRow(of: marker)
        } else if let slot = markerLeavingSlot(marker) {
            pivot(entering: marker, slot: slot)
            dropExplicitRow(of: marker)
        } else {
            releaseDefinition(holding: marker)
        }
    }

    /// Drops the explicit row of the basic `symbol`, after rewriting the definitions that name
    /// it with that row, so that no row names it afterwards.
    private mutating func dropExplicitRow(of symbol: Symbol) {
        let slot = basicSlot(symbol)
        substituteInDefinitions(symbol, with: rows[slot])
        deleteRow(at: slot)
    }

    /// The row through which a marker leaves. First a row whose basic symbol is a dummy: the
    /// marker of a redundant required equality, which the constraints it names (this one among
    /// them) imply; leaving through it hands this constraint's part to the redundant one, whose
    /// marker becomes non-basic and so holds again, and it changes no value (the row's constant
    /// is 0). Otherwise kiwi's choice: among the explicit rows that hold the marker, the
    /// restricted one that first blocks a decrease of the marker, else the one that first
    /// blocks an increase, so that the basis stays feasible. Leaving through a slack's row
    /// instead would keep the redundant marker basic at a value other than 0: its equality
    /// would no longer hold, and a constraint contradicting it would be accepted.
    private func markerLeavingSlot(_ marker: Symbol) -> Int? {
        var first: Int?, second: Int?, redundant: Int?
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        forEachIndexedSlot(of: marker) { slot in
            let basic = rows[slot].basic
            guard basic != .none, kind(basic) != .external else { return }
            let coefficient = rows[slot].coefficient(of: marker)
            guard coefficient != 0 else { return }
            if kind(basic) == .dummy {
                redundant = min(redundant ?? slot, slot)
                return
            }
            if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = slot }
            } else {
                let ratio = rows[slot].constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = slot }
            }
        }
        return redundant ?? first ?? second
    }

    /// Removes a constraint whose marker only definitions hold.
    ///
    /// A definition names the marker exactly when it was derived from the constraint, but it
    /// may depend on the constraint only through chains that cancel: what counts is the
    /// marker's coefficient in its explicit form. The lowest-ranked definition with a non-zero
    /// one (there is one: the marker's column of the explicit tableau is not zero) is solved
    /// for the marker and dropped, so its subject becomes free, and the other definitions that
    /// name the marker are rewritten through that subject, which cannot create a cycle.
    ///
    /// - Complexity: one expansion per definition tried; only on this rare path.
    private mutating func releaseDefinition(holding marker: Symbol) {
        let holders = liveSlots(of: marker).filter { kind(rows[$0].basic) == .external }
        for slot in holders.sorted(by: { (symbols[rows[$0].basic].rank, $0) < (symbols[rows[$1].basic].rank, $1) }) {
            let subject = rows[slot].basic
            var markerRow = expand(Row(cells: [Cell(symbol: subject, coefficient: 1)]))
            let weight = markerRow.coefficient(of: marker)
            guard !weight.isNearZero else { continue }
            markerRow.add(-weight, to: marker)
            markerRow.scale(by: -1 / weight)
            markerRow.add(1 / weight, to: subject)
            deleteRow(at: slot)
            symbols[subject].rank = 0
            substituteInDefinitions(marker, with: markerRow)
            updateParameterDependence(of: subject)
            return
        }
    }

    /// Replaces `symbol` by `row` in every definition that names it.
    mutating func substituteInDefinitions(_ symbol: Symbol, with row: Row) {
        var holders = liveSlots(of: symbol)
        for slot in holders where kind(rows[slot].basic) == .external {
            let subject = rows[slot].basic
            addRow(row, times: rows[slot].coefficient(of: symbol), to: slot, replacing: symbol)
            noteReferences(of: subject, to: row)
            updateRank(of: subject)
            updateParameterDependence(of: subject)
        }
        recycle(&holders)
    }
}
