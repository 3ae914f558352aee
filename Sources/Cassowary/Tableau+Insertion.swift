extension Tableau {
    /// Adds a constraint's marker and error symbols to its row, and its errors to the
    /// objective (kiwi's `createRow`): `expr + slack = 0` for `<=`, `expr - slack = 0` for
    /// `>=`, `expr + dummy = 0` for a required equality, `expr - e⁺ + e⁻ = 0` for an optional
    /// one. `owner` is the constraint's identity.
    mutating func addMarkers(
        to row: inout Row, relation: Relation, priority: Priority, owner: UInt64
    ) -> (marker: Symbol, other: Symbol) {
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack, owner: owner)
            row.add(sign, to: slack)
            guard !priority.isRequired else { return (slack, .none) }
            let violation = makeError(owner: owner, at: priority.rawValue)
            row.add(-sign, to: violation)
            return (slack, violation)
        case .equal:
            guard !priority.isRequired else {
                let dummy = makeSymbol(.dummy, owner: owner)
                row.add(1, to: dummy)
                return (dummy, .none)
            }
            let plus = makeError(owner: owner, at: priority.rawValue)
            let minus = makeError(owner: owner, at: priority.rawValue)
            row.add(-1, to: plus)
            row.add(1, to: minus)
            return (plus, minus)
        }
    }

    /// A new error symbol, weighted 1 in the objective at `priority`.
    private mutating func makeError(owner: UInt64, at priority: Float) -> Symbol {
        let symbol = makeSymbol(.error, owner: owner)
        addErrorToObjective(symbol, weight: 1, at: priority)
        return symbol
    }

    /// Puts a constraint's row, markers included, into the tableau (Badros, Borning & Stuckey
    /// §3.3), by the cheapest route the row allows:
    /// 1. it names a fresh variable (`subject`): that variable becomes basic with the row, as is;
    /// 2. it depends on a parameter: the one with the largest coefficient becomes basic with
    ///    the row expanded only as far as the parameters' definitions go (see
    ///    ``expandParameterDependents(_:)``);
    /// 3. otherwise it joins the restricted rows in explicit form (see
    ///    ``insertRestricted(_:marker:other:symbolCount:)``).
    ///
    /// Returns nil, or, when the row cannot hold with the required constraints, the owners of
    /// the row that proves it, with the tableau put back as it was when it had `symbolCount`
    /// symbols. The row is taken `consuming` (here and below) so that solving it happens in
    /// place rather than on a copy.
    mutating func insert(_ raw: consuming Row, subject: Symbol?, marker: Symbol, other: Symbol, symbolCount: Int) -> [UInt64]? {
        if let subject {
            raw.solve(for: subject)
            insertDefinition(raw, of: subject)
            return nil
        }
        if dependsOnParameter(raw) {
            var definition = expandParameterDependents(raw)
            if let parameter = largestParameter(in: definition) {
                definition.solve(for: parameter)
                insertDefinition(definition, of: parameter)
                return nil
            }
        }
        let row = expand(raw)
        assert(largestParameter(in: row) == nil, "a parameter in the explicit form of a row that depends on none")
        return insertRestricted(row, marker: marker, other: other, symbolCount: symbolCount)
    }

    /// Adds a row that names no external variable. When neither its marker nor its error can
    /// be its basic symbol without making it negative, the marker becomes basic anyway and the
    /// dual simplex restores feasibility, or proves that none exists; that part runs as a
    /// transaction, rolled back on failure. Returns what ``insert(_:subject:marker:other:symbolCount:)`` does.
    private mutating func insertRestricted(_ row: consuming Row, marker: Symbol, other: Symbol, symbolCount: Int) -> [UInt64]? {
        if row.constant < 0 { row.scale(by: -1) }
        if let subject = canEnter(marker, row) ? marker : canEnter(other, row) ? other : nil {
            insertExplicitRow(consume row, basic: subject)
            return nil
        }
        beginTransaction(symbolCount: symbolCount)
        if row.constant.isNearZero && row.cells.allSatisfy({ kind($0.symbol) == .dummy }) {
            insertExplicitRow(consume row, basic: marker)  // redundant: implied by the constraints it names
            commitTransaction()
            return nil
        }
        row.solve(for: marker)
        let slot = insertRow(row, basic: marker)
        let failedSlot: Int?
        if kind(marker) == .dummy {
            failedSlot = pivotOutFixedSymbol(slot: slot) ?? dualOptimize()
        } else {
            noteConstantChange(slot: slot)
            failedSlot = dualOptimize()
        }
        guard let failedSlot else {
            commitTransaction()
            return nil
        }
        let owners = owners(ofRowAt: failedSlot)
        rollbackTransaction()
        return owners
    }

    /// Whether `subject`, a marker or error of `row`, can be its basic symbol with the row's
    /// (non-negative) constant as its value.
    private func canEnter(_ subject: Symbol, _ row: Row) -> Bool {
        subject != .none && kind(subject).isPivotable && row.coefficient(of: subject) < 0
    }

    /// Stores `row` with its new basic symbol and rewrites the objective accordingly; no other
    /// row can hold a symbol that was just made.
    private mutating func insertExplicitRow(_ row: consuming Row, basic: Symbol) {
        row.solve(for: basic)
        insertRow(row, basic: basic)
        substituteInObjective(basic, with: row)
    }

    /// Takes out a constraint with the given marker, other symbol and priority: its errors
    /// out of the objective, its row out of the tableau (see ``removeMarker(_:)``); then
    /// re-optimises.
    mutating func removeConstraint(marker: Symbol, other: Symbol, priority: Float) {
        if kind(marker) == .error { addErrorToObjective(marker, weight: -1, at: priority) }
        if other != .none && kind(other) == .error { addErrorToObjective(other, weight: -1, at: priority) }
        removeMarker(marker)
        _ = optimize()
    }
}
