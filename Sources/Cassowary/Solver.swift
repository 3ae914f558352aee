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
    /// The rows. The solver's hot paths reach it through its mutating methods only: calling a
    /// non-mutating one through this class property copies the whole struct, a retain and a
    /// release of each of its arrays.
    @exclusivity(unchecked) var tableau = Tableau()
    /// The external symbol of each variable the solver has seen, by variable identity.
    @exclusivity(unchecked) var symbols = IdentityTable<ExternalSymbol>()
    /// The variable of each external symbol, by the index of its cached value (for dumps):
    /// by symbol, with a nil for each of the other symbols, it took 3 MB at 10 000 views.
    @exclusivity(unchecked) var variables: [Variable] = []
    /// The constraints in the solver, by identity.
    @exclusivity(unchecked) var records = ConstraintRecords()
    /// The edit variables, by variable identity.
    @exclusivity(unchecked) var edits = IdentityTable<EditRecord>()
    @exclusivity(unchecked) var sequence = 0
    /// The identity of this solver's current system, new at ``reset()``: a ``Readout`` made
    /// for another is read through its variables.
    private(set) var incarnation = Identity.next()
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
        guard !records.contains(constraint.id) else { throw .duplicateConstraint(constraint) }
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
        guard let external = symbols.find(variable.id) else { return 0 }
        return tableau.value(of: external.symbol) + 0  // + 0 turns -0 into 0
    }

    /// The values of `variables`, in order: what ``value(of:)`` gives each.
    ///
    /// Reading a large layout's variables is bound by memory, not arithmetic. Variables in
    /// creation order have their symbols in the identity table's window, read sequentially,
    /// and their cached values in the same order in the tableau's dense array of them; one
    /// loop reads both, with no list of symbols in between (finding all the symbols first
    /// paid while the symbols were hashed, when each lookup missed the cache).
    ///
    /// - Complexity: O(*n*) once computed, plus the evaluations ``value(of:)`` would make.
    public func values(of variables: [Variable]) -> [Double] {
        symbols.withReader { symbols in
            variables.withUnsafeBufferPointer { variables in
                // The lookup is all there is: a variable it does not find is unknown.
                tableau.values(count: variables.count) { symbols[variables[$0].id]?.valueIndex ?? -1 } resolve: { _ in -1 }
            }
        }
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        tableau = Tableau()
        symbols = IdentityTable()
        variables = []
        records = ConstraintRecords()
        edits = IdentityTable()
        incarnation = Identity.next()
    }

    // MARK: Internals

    /// Takes a constraint out of the tableau.
    func withdraw(_ record: ConstraintRecord) {
        records[record.constraint.id] = nil
        tableau.removeConstraint(marker: record.marker, other: record.other, priority: record.constraint.priority.rawValue)
    }

    /// A new external symbol for `variable`, which the solver has not seen before.
    private func makeSymbol(for variable: Variable) -> Symbol {
        let external = tableau.makeExternalSymbol()
        symbols[variable.id] = external
        variables.append(variable)
        return external.symbol
    }

    /// Puts a validated constraint into the tableau (see ``Tableau/insert(_:subject:marker:other:symbolCount:)``):
    /// its variables become external symbols, and the first that is fresh is the row's subject.
    private func insert(_ constraint: Constraint) throws(SolverError) -> ConstraintRecord {
        let symbolCount = tableau.symbolCount
        let terms = constraint.expression.terms
        var row = Row(constant: constraint.expression.constant)
        // Room for the markers: one for a required constraint, two for an optional one.
        row.cells.reserveCapacity(terms.count + (constraint.priority.isRequired ? 1 : 2))
        for index in terms.indices {  // by index: a `for term in terms` loop copies each name string
            let symbol = symbols.find(terms[index].variable.id)?.symbol ?? makeSymbol(for: terms[index].variable)
            row.cells.append(Cell(symbol: symbol, coefficient: terms[index].coefficient))
        }
        let subject = row.cells.first { tableau.isFresh($0.symbol) }?.symbol
        row.cells.sort { $0.symbol < $1.symbol }
        let (marker, other) = tableau.addMarkers(
            to: &row, relation: constraint.relation, priority: constraint.priority, owner: constraint.id)
        let failure = tableau.insert(consume row, subject: subject, marker: marker, other: other, symbolCount: symbolCount)
        if let failure { throw unsatisfiable(constraint, candidates: failure) }
        return ConstraintRecord(constraint: constraint, marker: marker, other: other, sequence: sequence)
    }
}
