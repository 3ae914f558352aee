extension Tableau {
    /// Moves the constant of an edit constraint by `delta`, given its positive error symbol.
    ///
    /// Every stored row is a combination of the original constraints, and the positive error
    /// appears in the edit constraint alone, so a row's coefficient of it is (minus) the
    /// weight of the edit constraint in that row: each row's constant moves by that
    /// coefficient times `delta` (the row of the error itself, when it is basic, by `-delta`).
    /// Only the rows that hold the error are touched; rows whose constant goes negative are
    /// queued for the dual simplex.
    ///
    /// - Complexity: O(*k* log *n*) for the *k* rows that hold the error.
    mutating func shiftEditConstant(plusError: Symbol, by delta: Double) {
        forEachLiveSlot(of: plusError) { tableau, slot, cell in
            tableau.saveForUndo(slot: slot)
            tableau.rows[slot].constant += tableau.rows[slot].cells[cell].coefficient * delta
            tableau.noteConstantChange(slot: slot)
            tableau.noteChange(of: tableau.rows[slot].basic)
        }
        let slot = basicSlot(plusError)
        if slot >= 0 {
            saveForUndo(slot: slot)
            rows[slot].constant -= delta
            noteConstantChange(slot: slot)
            noteChange(of: plusError)
        }
    }
}
