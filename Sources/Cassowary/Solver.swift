/// An incremental Cassowary constraint solver with UIKit's priorities.
///
/// Add and remove constraints and edit variables in any order; ``value(of:)`` always gives
/// the optimum of the current system. Priorities are strict levels: a constraint of higher
/// priority wins over any number of lower ones, and within a level the sum of the errors is
/// minimised (see ``Priority``). Required constraints (priority 1000) hold, or the
/// ``add(_:)`` that would break them throws ``SolverError/unsatisfiable(_:conflicts:)`` and
/// leaves the solver exactly as it was.
///
/// The algorithm is the incremental dual simplex of Badros, Borning & Stuckey, "The Cassowary
/// Linear Arithmetic Constraint Solving Algorithm" (ACM TOCHI 8(4), 2001), as kiwi implements
/// it, with a lexicographic objective and with the changes described on `Tableau` that keep
/// adding, removing and editing proportional to the rows concerned rather than to the system.
///
/// ```swift
/// let x = Variable("x"), y = Variable("y")
/// let solver = Solver()
/// try solver.add(x + y == 100)
/// try solver.add((x == 60).withPriority(.defaultHigh))
/// solver.value(of: y)   // 40
/// ```
public final class Solver {
    @exclusivity(unchecked) var tableau = Tableau()
    /// The external symbol of each variable the solver has seen, by variable identity.
    @exclusivity(unchecked) var symbols = IdentityTable<Symbol>()
    /// The variable of each external symbol, by symbol (for dumps); nil for other symbols.
    var variables: [Variable?] = []
    /// The constraints in the solver, by identity.
    @exclusivity(unchecked) var records = ConstraintRecords()
    /// The edit variables, by variable identity.
    var edits = IdentityTable<EditRecord>()
    var sequence = 0
    /// Whether an unsatisfiable constraint's conflicts are computed (not in the scratch
    /// solvers that compute them).
    var explainsConflicts = true

    public init() {}

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already in the solver;
    ///   ``SolverError/invalidPriority(_:)`` or ``SolverError/nonFiniteConstraint(_:)`` for a
    ///   malformed constraint; ``SolverError/unsatisfiable(_:conflicts:)`` if it is required and
    ///   cannot hold with the required constraints already added. After a throw the solver is
    ///   exactly as it was.
    /// - Complexity: amortised O(size of the rows it touches); a constraint that introduces a
    ///   variable no other constraint names is O(its length).
    public func add(_ constraint: Constraint) throws(SolverError) {
        guard records[constraint.id] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
        guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
        records[constraint.id] = try insert(constraint)
        sequence += 1
        _ = tableau.optimize()
    }

    /// Removes a constraint added earlier, and re-optimises incrementally.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = records[constraint.id], !record.isEdit else { throw .unknownConstraint(constraint) }
        withdraw(record)
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        records[constraint.id].map { !$0.isEdit } ?? false
    }

    /// The constraints in the solver, in the order they were added.
    ///
    /// - Complexity: O(*n* log *n*).
    public var constraints: [Constraint] {
        records.values.filter { !$0.isEdit }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// The value of `variable` in the optimum of the current system; 0 for a variable that
    /// no constraint names.
    ///
    /// - Complexity: O(1) once computed; the first read after a change evaluates the
    ///   definitions it depends on.
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbols[variable.id] else { return 0 }
        return tableau.value(of: symbol) + 0  // + 0 turns -0 into 0
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        tableau = Tableau()
        symbols = IdentityTable()
        variables = []
        records = ConstraintRecords()
        edits = IdentityTable()
    }

    // MARK: Internals

    /// Takes a constraint out of the tableau.
    func withdraw(_ record: ConstraintRecord) {
        records[record.constraint.id] = nil
        let priority = record.constraint.priority.rawValue
        for error in record.errors(in: tableau) {
            tableau.addErrorToObjective(error, weight: -1, at: priority)
        }
        tableau.removeMarker(record.marker)
        _ = tableau.optimize()
    }

    /// The external symbol of `variable`, made on first use.
    func symbol(for variable: Variable) -> Symbol {
        if let symbol = symbols[variable.id] { return symbol }
        let symbol = tableau.makeSymbol(.external)
        symbols[variable.id] = symbol
        while variables.count <= symbol { variables.append(nil) }
        variables[symbol] = variable
        return symbol
    }

    /// Puts a validated constraint into the tableau (Badros, Borning & Stuckey §3.3), by the
    /// cheapest route its row allows:
    /// 1. it names a fresh variable: the first such becomes basic with the constraint, as is;
    /// 2. its explicit form names an external variable: the one with the largest coefficient
    ///    becomes basic with it;
    /// 3. otherwise it joins the restricted rows (see ``insertRestricted(_:of:marker:other:symbolCount:)``).
    private func insert(_ constraint: Constraint) throws(SolverError) -> ConstraintRecord {
        let symbolCount = tableau.symbolCount
        let terms = constraint.expression.terms
        var cells: [Cell] = []
        cells.reserveCapacity(terms.count + 2)
        for term in terms { cells.append(Cell(symbol: symbol(for: term.variable), coefficient: term.coefficient)) }
        let subject = cells.first { tableau.isFresh($0.symbol) }?.symbol
        cells.sort { $0.symbol < $1.symbol }
        var raw = Row(constant: constraint.expression.constant, cells: cells)
        let (marker, other) = addMarkers(for: constraint, to: &raw)
        let record = ConstraintRecord(constraint: constraint, marker: marker, other: other, sequence: sequence)
        if let subject {
            raw.solve(for: subject)
            tableau.insertDefinition(raw, of: subject)
            return record
        }
        var row = tableau.expand(raw)
        let externals = row.cells.filter { tableau.kind($0.symbol) == .external }
        if let external = externals.max(by: { abs($0.coefficient) < abs($1.coefficient) }) {
            // Partial pivoting: solving for the largest coefficient keeps rounding errors small.
            row.solve(for: external.symbol)
            tableau.insertDefinition(row, of: external.symbol)
            return record
        }
        try insertRestricted(row, of: constraint, marker: marker, other: other, symbolCount: symbolCount)
        return record
    }

    /// Adds the constraint's marker and error symbols to its row, and its errors to the
    /// objective (kiwi's `createRow`): `expr + slack = 0` for `<=`, `expr - slack = 0` for
    /// `>=`, `expr + dummy = 0` for a required equality, `expr - e⁺ + e⁻ = 0` for an optional one.
    private func addMarkers(for constraint: Constraint, to row: inout Row) -> (marker: Symbol, other: Symbol) {
        let owner = constraint.id
        let priority = constraint.priority.rawValue
        let isRequired = constraint.priority.isRequired
        func error() -> Symbol {
            let symbol = tableau.makeSymbol(.error, owner: owner)
            tableau.addErrorToObjective(symbol, weight: 1, at: priority)
            return symbol
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack, owner: owner)
            row.add(sign, to: slack)
            guard !isRequired else { return (slack, .none) }
            let violation = error()
            row.add(-sign, to: violation)
            return (slack, violation)
        case .equal:
            guard !isRequired else {
                let dummy = tableau.makeSymbol(.dummy, owner: owner)
                row.add(1, to: dummy)
                return (dummy, .none)
            }
            let plus = error(), minus = error()
            row.add(-1, to: plus)
            row.add(1, to: minus)
            return (plus, minus)
        }
    }

    /// Adds a row that names no external variable. When neither its marker nor its error can
    /// be its basic symbol without making it negative, the marker becomes basic anyway and the
    /// dual simplex restores feasibility, or proves that none exists; that part runs as a
    /// transaction, rolled back on failure.
    private func insertRestricted(
        _ explicitRow: Row, of constraint: Constraint, marker: Symbol, other: Symbol, symbolCount: Int
    ) throws(SolverError) {
        var row = explicitRow
        if row.constant < 0 { row.scale(by: -1) }
        for subject in [marker, other]
        where subject != .none && tableau.kind(subject).isPivotable && row.coefficient(of: subject) < 0 {
            insertExplicitRow(row, basic: subject)
            return
        }
        tableau.beginTransaction(symbolCount: symbolCount)
        if row.allSymbols({ tableau.kind($0) == .dummy }) && row.constant.isNearZero {
            insertExplicitRow(row, basic: marker)  // redundant: implied by the constraints it names
            tableau.commitTransaction()
            return
        }
        row.solve(for: marker)
        let slot = tableau.insertRow(row, basic: marker)
        let failedSlot: Int?
        if tableau.kind(marker) == .dummy {
            failedSlot = tableau.pivotOutFixedSymbol(slot: slot) ?? tableau.dualOptimize()
        } else {
            tableau.noteConstantChange(slot: slot)
            failedSlot = tableau.dualOptimize()
        }
        guard let failedSlot else {
            tableau.commitTransaction()
            return
        }
        let candidates = tableau.owners(ofRowAt: failedSlot)
        tableau.rollbackTransaction()
        throw unsatisfiable(constraint, candidates: candidates)
    }

    /// Stores `row` with its new basic symbol and rewrites the objective accordingly; no other
    /// row can hold a symbol that was just made.
    private func insertExplicitRow(_ row: Row, basic: Symbol) {
        var row = row
        row.solve(for: basic)
        tableau.insertRow(row, basic: basic)
        tableau.substituteInObjective(basic, with: row)
    }
}
