import Cassowary

/// One instance of a solver benchmark workload (W1 to W4 of `workloads.md`), ready to be fed to
/// a ``Solver``: everything a run needs, built before any timing starts.
///
/// The order of every list is the order of the specification, because the order in which a
/// simplex solver meets its constraints decides its pivots, and so its speed, though not the
/// solution: edit variables first, then the constraints, then the initial suggestions, then the
/// resize steps one by one.
public struct Workload: Sendable {
    /// Which of the four workloads this is, under its specification name.
    public enum Kind: String, Sendable, CaseIterable {
        /// W1: rows of fixed-size buttons chained left to right and row under row.
        case chainGrid = "W1"
        /// W2: a stack of Big Nerd Ranch item-detail forms built from UIStackViews.
        case nestedForms = "W2"
        /// W3: copies of kiwi's own enaml-like window benchmark.
        case enamlLike = "W3"
        /// W4: W1 with the root's width as an edit variable, resized 100 times.
        case resize = "W4"
    }

    /// An edit variable and the priority of its edit constraint.
    public struct EditVariable: Sendable {
        public let variable: Variable
        public let priority: Priority
    }

    /// A value suggested for an edit variable.
    public struct Suggestion: Sendable {
        public let variable: Variable
        public let value: Double
    }

    public let kind: Kind
    /// The workload's size parameter *N* (views, forms or window copies).
    public let size: Int
    /// Every variable, in the order of creation; each is named as in the expected files
    /// (`root.width`, `v17.left`, `f3.field2.top`, `c0.lb1width`).
    public let variables: [Variable]
    public let constraints: [Constraint]
    public let editVariables: [EditVariable]
    /// The suggestions made once every constraint is in.
    public let initialSuggestions: [Suggestion]
    /// The resize steps, each a list of suggestions made together (empty for W1 and W2).
    public let resizeSteps: [[Suggestion]]
    private let variableIndex: [String: Int]

    init(
        kind: Kind, size: Int, variables: [Variable], constraints: [Constraint],
        editVariables: [EditVariable] = [], initialSuggestions: [Suggestion] = [], resizeSteps: [[Suggestion]] = []
    ) {
        self.kind = kind
        self.size = size
        self.variables = variables
        self.constraints = constraints
        self.editVariables = editVariables
        self.initialSuggestions = initialSuggestions
        self.resizeSteps = resizeSteps
        self.variableIndex = Dictionary(
            variables.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// Builds workload `kind` at size `size` exactly as `workloads.md` lists it.
    public init(_ kind: Kind, size: Int) {
        switch kind {
        case .chainGrid: self = .chainGrid(views: size)
        case .nestedForms: self = .nestedForms(forms: size)
        case .enamlLike: self = .enamlLike(copies: size)
        case .resize: self = .resize(views: size)
        }
    }

    /// The variable with the given name (`"v17.left"`), if the workload has one.
    public func variable(named name: String) -> Variable? {
        variableIndex[name].map { variables[$0] }
    }
}
