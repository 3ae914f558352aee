import Cassowary

extension Workload {
    /// Puts the workload into `solver` the way `kiwi_bench.py` does (`workloads.md` §0.3):
    /// every edit variable, then every constraint in order, then the initial suggestions.
    ///
    /// Together with one read of every variable (through a `Solver.Readout` of
    /// ``variables``) this is the build phase the benchmarks time: Plumb has no
    /// `updateVariables`, its values are read when asked for.
    ///
    /// - Throws: the first ``SolverError`` the solver reports; the workloads are satisfiable,
    ///   so an error means a solver bug.
    public func load(into solver: Solver) throws(SolverError) {
        try add(to: solver)
        try solver.suggest(initialSuggestions)
    }

    /// A fresh solver with the workload loaded (see ``load(into:)``), and a readout of every
    /// variable: what the resize benchmarks step and read.
    ///
    /// - Throws: the first ``SolverError`` the solver reports.
    public func loadedSolver() throws(SolverError) -> (solver: Solver, readout: Solver.Readout) {
        let solver = Solver()
        try load(into: solver)
        return (solver, solver.readout(of: variables))
    }

    /// Adds every edit variable, then every constraint in order, to `solver`: the part of
    /// ``load(into:)`` that `kiwi_bench.py` reports as `add`.
    ///
    /// - Throws: the first ``SolverError`` the solver reports.
    public func add(to solver: Solver) throws(SolverError) {
        for edit in editVariables {
            try solver.addEditVariable(edit.variable, priority: edit.priority)
        }
        for index in constraints.indices {  // by index: a `for constraint in` loop copies each one
            try solver.add(constraints[index])
        }
    }

    /// The value of every variable, in the order of ``variables``: reading them all is the
    /// analogue of kiwi's `updateVariables`, which writes every variable's value.
    ///
    /// - Complexity: O(*V*) plus whatever evaluation the solver left for the first read.
    public func values(in solver: Solver) -> [Double] {
        solver.values(of: variables)
    }
}

extension Solver {
    /// Makes each suggestion in turn: one resize step, or the initial suggestions.
    ///
    /// - Throws: the first ``SolverError`` the solver reports.
    public func suggest(_ suggestions: [Workload.Suggestion]) throws(SolverError) {
        for suggestion in suggestions {
            try suggestValue(suggestion.value, for: suggestion.variable)
        }
    }
}
