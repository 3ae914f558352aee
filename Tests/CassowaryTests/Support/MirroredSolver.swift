import Cassowary

/// A Cassowary ``Solver`` and the oracle's model of the system it should hold, kept in step.
///
/// Every change goes to both sides: the solver gets Cassowary constraints and edits, the model
/// gets ``ReferenceLP/Constraint``s (an edit is the optional constraint
/// `variable == suggestion`). ``history`` records each change as text, so a failing property
/// prints a reproduction.
final class MirroredSolver {
    /// An edit variable as the model sees it.
    struct Edit {
        var variable: Int
        var priority: Double
        var suggestion: Double
    }

    let solver = Solver()
    let variables: [Variable]
    /// A readout of ``variables`` made before any constraint named them, so that reading
    /// through it looks each one up again.
    let earlyReadout: Solver.Readout
    /// The constraints in the solver, in the order they were added, with their models.
    private(set) var entries: [(model: ReferenceLP.Constraint, constraint: Constraint)] = []
    private(set) var edits: [Edit] = []
    /// What was done, one change per line, after a line naming the test case.
    private(set) var history: [String]

    init(variableCount: Int, label: String) {
        variables = (0..<variableCount).map { Variable("x\($0)") }
        earlyReadout = solver.readout(of: variables)
        history = [label]
    }

    /// ``history`` as one text, for failure messages.
    var transcript: String { history.joined(separator: "\n") }

    /// The oracle for the system as it stands.
    var reference: ReferenceLP { reference(adding: []) }

    /// The oracle for the system with `extra` constraints added.
    func reference(adding extra: [ReferenceLP.Constraint]) -> ReferenceLP {
        ReferenceLP(variableCount: variables.count, constraints: entries.map(\.model) + edits.map(editModel) + extra)
    }

    /// The solver's value of every variable, in order.
    var values: [Double] { variables.map { solver.value(of: $0) } }

    /// The values of every variable read together, in the three ways there are: through the
    /// early readout, through a readout made now, and by the variables.
    var valuesReadTogether: [[Double]] {
        [solver.values(of: earlyReadout), solver.values(of: solver.readout(of: variables)), solver.values(of: variables)]
    }

    /// The position of a constraint in the solver's order of addition.
    func position(of constraint: Constraint) -> Int? {
        entries.firstIndex { $0.constraint == constraint }
    }

    /// Adds `constraint`, which `model` describes, to the solver, and to the model if that
    /// worked.
    func add(_ constraint: Constraint, modelledBy model: ReferenceLP.Constraint) throws(SolverError) {
        do {
            try solver.add(constraint)
        } catch {
            history.append("add \(model)   (refused)")
            throw error
        }
        history.append("add \(model)")
        entries.append((model, constraint))
    }

    /// Adds the constraint `model` describes.
    func add(_ model: ReferenceLP.Constraint) throws(SolverError) {
        try add(model.constraint(over: variables), modelledBy: model)
    }

    /// Removes the constraint at `position` in the order of addition.
    func remove(at position: Int) throws(SolverError) {
        history.append("remove \(entries[position].model)")
        try solver.remove(entries[position].constraint)
        entries.remove(at: position)
    }

    /// Makes `variable` an edit variable at `priority`; the first suggestion is 0.
    func addEditVariable(_ variable: Int, priority: Double) throws(SolverError) {
        history.append("edit x\(variable) @\(priority)")
        try solver.addEditVariable(variables[variable], priority: Priority(Float(priority)))
        edits.append(Edit(variable: variable, priority: priority, suggestion: 0))
    }

    /// Suggests `value` for the edit at `index` in ``edits``.
    func suggestValue(_ value: Double, forEdit index: Int) throws(SolverError) {
        history.append("suggest x\(edits[index].variable) = \(value)")
        try solver.suggestValue(value, for: variables[edits[index].variable])
        edits[index].suggestion = value
    }

    /// Removes the edit at `index` in ``edits``.
    func removeEdit(at index: Int) throws(SolverError) {
        history.append("remove edit x\(edits[index].variable)")
        try solver.removeEditVariable(variables[edits[index].variable])
        edits.remove(at: index)
    }

    /// The optional constraint `variable − suggestion == 0` an edit stands for.
    private func editModel(_ edit: Edit) -> ReferenceLP.Constraint {
        var coefficients = Array(repeating: 0.0, count: variables.count)
        coefficients[edit.variable] = 1
        return ReferenceLP.Constraint(
            coefficients: coefficients, constant: -edit.suggestion, relation: .equal, priority: edit.priority)
    }
}

extension ReferenceLP.Constraint {
    /// The same constraint for the solver under test, over `variables`.
    func constraint(over variables: [Variable]) -> Constraint {
        let terms = zip(variables, coefficients).filter { $0.1 != 0 }.map { Term($0.0, coefficient: $0.1) }
        return Constraint(
            Expression(terms: terms, constant: constant), relation.solverRelation, priority: Priority(Float(priority)))
    }
}

extension LinearRelation {
    /// The same relation in the solver's terms.
    var solverRelation: Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
