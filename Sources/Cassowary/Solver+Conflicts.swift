extension Solver {
    /// The error for an unsatisfiable `constraint`, with a minimal set of conflicting required
    /// constraints, starting from the owners of the rows that proved it infeasible.
    func unsatisfiable(_ constraint: Constraint, candidates: [UInt64]) -> SolverError {
        guard explainsConflicts else { return .unsatisfiable(constraint, conflicts: []) }
        return .unsatisfiable(constraint, conflicts: minimalConflicts(with: constraint, among: candidates))
    }

    /// A minimal set of required constraints in the solver that cannot hold with `constraint`.
    ///
    /// The starting set is the constraints named by the infeasible row (its Farkas proof); if
    /// they are not enough (the proof went through an optional constraint's error), it is
    /// every required constraint connected to `constraint` through shared variables. A
    /// deletion filter then drops, oldest first, each constraint without which the rest still
    /// conflicts, checking each time with a scratch solver. The result is irreducible: removing
    /// any one of its constraints makes the conflict disappear.
    ///
    /// - Complexity: O(*k*²) scratch additions for a starting set of *k* constraints; only
    ///   on this error path.
    func minimalConflicts(with constraint: Constraint, among candidates: [UInt64]) -> [Constraint] {
        var conflicts = requiredConstraints(Set(candidates))
        if Solver.isSatisfiable(conflicts + [constraint]) {
            conflicts = requiredConstraints(connectedTo: constraint)
        }
        var index = 0
        while index < conflicts.count {
            var trial = conflicts
            trial.remove(at: index)
            if Solver.isSatisfiable(trial + [constraint]) {
                index += 1
            } else {
                conflicts = trial
            }
        }
        return conflicts
    }

    /// The required constraints among `identities`, in the order they were added.
    private func requiredConstraints(_ identities: Set<UInt64>) -> [Constraint] {
        identities.compactMap { records[$0] }
            .filter { $0.constraint.priority.isRequired }
            .sorted { $0.sequence < $1.sequence }
            .map(\.constraint)
    }

    /// The required constraints that share a variable with `constraint`, directly or through
    /// other constraints.
    private func requiredConstraints(connectedTo constraint: Constraint) -> [Constraint] {
        let required = records.values.filter { $0.constraint.priority.isRequired }
        var byVariable: [Variable: [UInt64]] = [:]
        for record in required {
            for term in record.constraint.expression.terms { byVariable[term.variable, default: []].append(record.constraint.id) }
        }
        var reached: Set<UInt64> = []
        var seen: Set<Variable> = []
        var work = constraint.expression.terms.map(\.variable)
        while let variable = work.popLast() {
            guard seen.insert(variable).inserted else { continue }
            for identity in byVariable[variable, default: []] where reached.insert(identity).inserted {
                work.append(contentsOf: records[identity]!.constraint.expression.terms.map(\.variable))
            }
        }
        return requiredConstraints(reached)
    }

    /// Whether the constraints can all hold, checked in a scratch solver.
    static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
        let scratch = Solver()
        scratch.explainsConflicts = false
        for constraint in constraints {
            do { try scratch.add(constraint) } catch { return false }
        }
        return true
    }
}
