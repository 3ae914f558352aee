/// What the solver keeps about an edit variable.
struct EditRecord {
    /// The optional constraint `variable == suggestion` behind the edit.
    let constraint: Constraint
    /// The constraint's positive error, its marker, kept here so that a suggestion needs no
    /// lookup of the constraint's record.
    let marker: Symbol
    /// The value last suggested.
    var suggestion: Double
}

extension Solver {
    /// Makes `variable` an edit variable: a variable whose value is suggested again and again
    /// (a window's width during a resize) and re-solved incrementally each time.
    ///
    /// The edit is the optional constraint `variable == suggestion` at `priority`; its first
    /// suggestion is 0.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it already is one;
    ///   ``SolverError/requiredEditVariable(_:)`` if `priority` is required;
    ///   ``SolverError/invalidPriority(_:)`` if it is not positive.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority)
        try add(constraint)
        var record = records[constraint.id]!
        record.isEdit = true
        records[constraint.id] = record
        edits[variable.id] = EditRecord(constraint: constraint, marker: record.marker, suggestion: 0)
    }

    /// Removes the edit constraint of `variable`.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable.id], let record = records[edit.constraint.id] else {
            throw .unknownEditVariable(variable)
        }
        edits[variable.id] = nil
        withdraw(record)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable.id] != nil
    }

    /// Suggests a value for an edit variable and re-solves by the dual simplex, touching only
    /// the rows that depend on the edit.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable;
    ///   ``SolverError/nonFiniteSuggestion(_:_:)`` for NaN or an infinity.
    /// - Complexity: O(rows holding the edit's error) plus the dual pivots the change needs.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        let shift = edits.update(variable.id) { edit in
            let delta = value - edit.suggestion
            if value.isFinite { edit.suggestion = value }
            return (marker: edit.marker, delta: delta)
        }
        guard let shift else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
        tableau.shiftEditConstant(plusError: shift.marker, by: shift.delta)
        _ = tableau.dualOptimize()
    }
}
