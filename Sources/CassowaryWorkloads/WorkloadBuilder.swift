import Cassowary

/// The variables and constraints of a workload while it is being built, in the order they
/// are made: that order is part of the workload (see ``Workload``).
struct WorkloadBuilder {
    private(set) var variables: [Variable] = []
    private(set) var constraints: [Constraint] = []

    /// Makes a variable and records it.
    mutating func makeVariable(named name: String) -> Variable {
        let variable = Variable(name)
        variables.append(variable)
        return variable
    }

    /// Makes a view's four variables, in the order left, top, width, height.
    mutating func makeView(named name: String) -> View {
        View(
            left: makeVariable(named: name + ".left"), top: makeVariable(named: name + ".top"),
            width: makeVariable(named: name + ".width"), height: makeVariable(named: name + ".height"))
    }

    /// Appends `constraint` with the given priority.
    mutating func add(_ constraint: Constraint, priority: Priority = .required) {
        var constraint = constraint
        constraint.priority = priority
        constraints.append(constraint)
    }
}
