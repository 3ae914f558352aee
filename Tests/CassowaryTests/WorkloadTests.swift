import Cassowary
import CassowaryWorkloads
import Testing

/// The benchmark workloads of `workloads.md`, solved and checked against what they must give:
/// the closed-form solutions for W1, W2 and W4, whose optimum is unique under kiwi's weighted
/// semantics and under strict priorities alike, and kiwi's own figures for W3, whose optimum
/// is not unique.
@Suite struct WorkloadTests {
    /// The agreement `workloads.md` §6 asks of every solver.
    static let tolerance = 1e-6

    @Test(arguments: [20, 100])
    func chainGridMatchesClosedForm(views: Int) throws {
        let workload = Workload.chainGrid(views: views)
        #expect(workload.constraints.count == 5 * views + (views + 9) / 10 + 4)
        #expect(workload.variables.count == 4 * views + 4)
        let solver = Solver()
        try workload.load(into: solver)
        expect(workload, in: solver, toEqual: Self.chainGridSolution(views: views, rootWidth: 520))
    }

    @Test(arguments: [1, 5])
    func nestedFormsMatchClosedForm(forms: Int) throws {
        let workload = Workload.nestedForms(forms: forms)
        #expect(workload.constraints.count == 67 * forms + 4)
        #expect(workload.variables.count == 44 * forms + 4)
        let solver = Solver()
        try workload.load(into: solver)
        expect(workload, in: solver, toEqual: Self.nestedFormsSolution(forms: forms))
    }

    /// W4 at N = 20 through all 100 steps: the root follows each width down to the 504 pt the
    /// grid needs, and nothing else moves.
    @Test func resizeFollowsEveryWidth() throws {
        let views = 20
        let workload = Workload.resize(views: views)
        #expect(workload.constraints.count == 5 * views + (views + 9) / 10 + 3)
        let solver = Solver()
        try workload.load(into: solver)
        expect(workload, in: solver, toEqual: Self.chainGridSolution(views: views, rootWidth: 520))
        #expect(workload.resizeSteps.count == 100)
        for (step, suggestions) in workload.resizeSteps.enumerated() {
            let width = 320 + Double(271 * step % 701)
            #expect(suggestions.map(\.value) == [width])
            try solver.suggest(suggestions)
            expect(workload, in: solver, toEqual: Self.chainGridSolution(views: views, rootWidth: width))
        }
    }

    /// W3 at N = 1 and 2, after the build and through all 100 steps: the variables whose
    /// optimum is unique, and the objective, are kiwi's.
    @Test(arguments: [1, 2])
    func enamlLikeMatchesKiwi(copies: Int) throws {
        let workload = Workload.enamlLike(copies: copies)
        #expect(workload.constraints.count == 111 * copies)
        #expect(workload.editVariables.count == 2 * copies)
        let solver = Solver()
        try workload.load(into: solver)
        try expectKiwiState("0x0", of: workload, in: solver, copies: copies)
        for step in workload.resizeSteps {
            try solver.suggest(step)
            let size = "\(Int(step[0].value))x\(Int(step[1].value))"
            try expectKiwiState(size, of: workload, in: solver, copies: copies)
        }
    }

    /// The interchange format of `workloads.md` §7, on a one-view miniature of W4 written as
    /// `kiwi_bench.py dump` writes it: kiwi's strengths become priorities, and every record
    /// keeps its order.
    @Test func interchangeLoaderReadsEveryRecord() throws {
        let text = """
            # kiwi_bench system v1 workload=W4 n=1
            V 3
            root.left
            root.width
            v0.left
            E 1 1000000.0
            C == 1001001000.0 -0.0 1 0 1.0
            C == 1001001000.0 -16.0 2 2 1.0 0 -1.0
            C >= 750000.0 -44.0 1 2 1.0
            C <= 1001001000.0 16.0 3 2 1.0 0 -1.0 1 -1.0
            S 1 520.0
            STEP 1
            1 20.0

            """
        let workload = try Workload(interchange: text)
        #expect(workload.kind == .resize)
        #expect(workload.size == 1)
        #expect(workload.variables.map(\.name) == ["root.left", "root.width", "v0.left"])
        #expect(workload.editVariables.map(\.priority) == [999])
        #expect(workload.constraints.map(\.priority) == [.required, .required, 750, .required])
        #expect(workload.constraints.map(\.relation) == [.equal, .equal, .greaterThanOrEqual, .lessThanOrEqual])
        #expect(workload.constraints[3].expression.constant == 16)
        #expect(workload.constraints[3].expression.terms.map(\.coefficient) == [1, -1, -1])
        #expect(workload.initialSuggestions.map(\.value) == [520])
        #expect(workload.resizeSteps.map { $0.map(\.value) } == [[20]])

        // v0 sits 16 pt in, whatever its 44 pt preference says, and the root cannot be
        // narrower than 32 pt: the edit's suggestion of 20 loses to the required row end.
        let solver = Solver()
        try workload.load(into: solver)
        #expect(workload.values(in: solver) == [0, 520, 16])
        try solver.suggest(workload.resizeSteps[0])
        #expect(workload.values(in: solver) == [0, 32, 16])
    }

    @Test func interchangeLoaderNamesTheBadLine() {
        let text = "# kiwi_bench system v1 workload=W1 n=1\nV 1\nroot.left\nC == 1001001000.0 0.0 2 0 1.0\n"
        let error = #expect(throws: InterchangeError.self) { try Workload(interchange: text) }
        #expect(error?.line == 4)
    }

    // MARK: Closed forms (workloads.md §1, §2 and §4)

    /// Every variable of W1, or of W4 with the root's width suggested as `rootWidth`:
    /// view *i*, in row *r* and column *c*, is at (16 + 48*c*, 16 + 28*r*, 40, 20), and the
    /// root cannot be narrower than the 504 pt a full row needs.
    static func chainGridSolution(views: Int, rootWidth: Double) -> [String: Double] {
        let rows = (views + 9) / 10
        var solution = frame("root", 0, 0, max(rootWidth, 504), Double(28 * rows + 24))
        for index in 0..<views {
            let (row, column) = index.quotientAndRemainder(dividingBy: 10)
            solution.merge(frame("v\(index)", Double(16 + 48 * column), Double(16 + 28 * row), 40, 20)) { $1 }
        }
        return solution
    }

    /// Every variable of W2: form *k* starts at 16 + 155*k* and is 343 wide and 147 high; its
    /// rows are as high as the fields' compression resistance makes them (34), and each field,
    /// hugging less than its label, takes the row's spare width.
    static func nestedFormsSolution(forms: Int) -> [String: Double] {
        var solution = frame("root", 0, 0, 375, Double(155 * forms + 24))
        for form in 0..<forms {
            let prefix = "f\(form)."
            let top = Double(16 + 155 * form)
            solution.merge(frame(prefix + "stack", 16, top, 343, 147)) { $1 }
            for row in 1...3 {
                let rowTop = top + Double(42 * (row - 1))
                solution.merge(frame(prefix + "row\(row)", 16, rowTop, 343, 34)) { $1 }
                solution.merge(frame(prefix + "label\(row)", 16, rowTop, 50, 34)) { $1 }
                solution.merge(frame(prefix + "field\(row)", 74, rowTop, 285, 34)) { $1 }
            }
            solution.merge(frame(prefix + "date", 16, top + 126, 343, 21)) { $1 }
        }
        return solution
    }

    /// A view's four variables, named as the workloads name them.
    static func frame(_ view: String, _ left: Double, _ top: Double, _ width: Double, _ height: Double)
        -> [String: Double]
    {
        [view + ".left": left, view + ".top": top, view + ".width": width, view + ".height": height]
    }

    /// Expects every variable of `workload` to have its value in `solution`, and no other.
    func expect(
        _ workload: Workload, in solver: Solver, toEqual solution: [String: Double],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(workload.variables.count == solution.count, sourceLocation: sourceLocation)
        for (variable, value) in zip(workload.variables, workload.values(in: solver)) {
            guard let expected = solution[variable.name] else {
                Issue.record("\(variable) has no closed form", sourceLocation: sourceLocation)
                continue
            }
            #expect(abs(value - expected) <= Self.tolerance, "\(variable)", sourceLocation: sourceLocation)
        }
    }

    // MARK: kiwi's figures for W3

    /// The state kiwi reaches for one window at each size: the objective (kiwi's weighted
    /// error) and the 16 variables whose optimal value is unique, the `determined_vars`.
    ///
    /// Copied from the kiwi benchmark's `expected/W3-1.json` (kiwisolver 1.5.1): `"0x0"` is
    /// `after_build` and `after_build_objective`, the others are the `steps` at that size.
    /// `W3-2.json` holds the same values in both copies and twice each objective.
    static let kiwiStates: [String: (objective: Double, values: [String: Double])] = [
        "0x0": (350_160_043, determined(126.5, 221, 11, 125, 16, 66, 16, 66, 16, 66, 21, 125, 21, 125, 21, 201)),
        "400x600": (2_180_044, determined(600, 400, 24, 303, 16, 67, 16, 67, 16, 67, 21, 303, 21, 303, 21, 380)),
        "600x400": (1_680_044, determined(400, 600, 24, 503, 16, 67, 16, 67, 16, 67, 21, 503, 21, 503, 21, 580)),
        "800x1200": (4_680_044, determined(1200, 800, 24, 703, 16, 67, 16, 67, 16, 67, 21, 703, 21, 703, 21, 780)),
        "1200x800": (3_680_044, determined(800, 1200, 24, 1103, 16, 67, 16, 67, 16, 67, 21, 1103, 21, 1103, 21, 1180)),
        "400x800": (2_880_044, determined(800, 400, 24, 303, 16, 67, 16, 67, 16, 67, 21, 303, 21, 303, 21, 380)),
        "800x400": (1_880_044, determined(400, 800, 24, 703, 16, 67, 16, 67, 16, 67, 21, 703, 21, 703, 21, 780)),
    ]

    /// The determined variables of one window, in the order of `determined_vars`.
    static func determined(_ values: Double...) -> [String: Double] {
        let names = [
            "height", "width", "ctheight", "ctwidth", "lb1height", "lb1width", "lb2height", "lb2width",
            "lb3height", "lb3width", "fl1height", "fl1width", "fl2height", "fl2width", "fl3height", "fl3width",
        ]
        return Dictionary(uniqueKeysWithValues: zip(names, values))
    }

    /// Expects each copy's determined variables to be kiwi's at `size`, and the weighted
    /// objective to be `copies` times kiwi's, within `tolerance` relative.
    func expectKiwiState(
        _ size: String, of workload: Workload, in solver: Solver, copies: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let state = try #require(Self.kiwiStates[size], sourceLocation: sourceLocation)
        for copy in 0..<copies {
            for (name, expected) in state.values {
                let variable = try #require(workload.variable(named: "c\(copy).\(name)"), sourceLocation: sourceLocation)
                #expect(abs(solver.value(of: variable) - expected) <= Self.tolerance, "\(size) \(variable)",
                    sourceLocation: sourceLocation)
            }
        }
        let objective = Self.weightedObjective(of: workload, in: solver, suggesting: size)
        let expected = Double(copies) * state.objective
        #expect(abs(objective - expected) <= Self.tolerance * expected, "\(size) objective", sourceLocation: sourceLocation)
    }

    /// kiwi's objective at the solver's values: Σ strength × violation over the optional
    /// constraints, plus strong × |value − suggestion| for each edit variable.
    ///
    /// The strength is read back from the priority by inverting `workloads.md` §0.2: 999 is
    /// kiwi's `strong` (10⁶), any other priority *p* is *p* × 1000, rounded because the
    /// fractional priorities (0.001 for `weak`) are stored as `Float`.
    static func weightedObjective(of workload: Workload, in solver: Solver, suggesting size: String) -> Double {
        func strength(_ priority: Priority) -> Double {
            priority.rawValue == 999 ? 1_000_000 : (Double(priority.rawValue) * 1000).rounded()
        }
        var total = 0.0
        for constraint in workload.constraints where !constraint.priority.isRequired {
            let expression = constraint.expression
            let value = expression.terms.reduce(expression.constant) { sum, term in
                sum + term.coefficient * solver.value(of: term.variable)
            }
            let violation =
                switch constraint.relation {
                case .equal: abs(value)
                case .greaterThanOrEqual: max(0, -value)
                case .lessThanOrEqual: max(0, value)
                }
            total += strength(constraint.priority) * violation
        }
        let suggested = size.split(separator: "x").map { Double($0)! }
        for edit in workload.editVariables {
            let suggestion = edit.variable.name.hasSuffix(".width") ? suggested[0] : suggested[1]
            total += strength(edit.priority) * abs(solver.value(of: edit.variable) - suggestion)
        }
        return total
    }
}
