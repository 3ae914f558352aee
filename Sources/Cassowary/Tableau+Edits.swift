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
        var holders = liveSlots(of: plusError)
        for slot in holders {
            saveForUndo(slot: slot)
            rows[slot].constant += rows[slot].coefficient(of: plusError) * delta
            noteConstantChange(slot: slot)
            noteChange(of: basics[slot])
        }
        recycle(&holders)
        let slot = basicSlot(plusError)
        if slot >= 0 {
            saveForUndo(slot: slot)
            rows[slot].constant -= delta
            noteConstantChange(slot: slot)
            noteChange(of: plusError)
        }
    }
}
