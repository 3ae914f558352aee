/// How a row of a linear program relates its left-hand side to its right-hand side.
enum LinearRelation: Hashable, Sendable {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual

    /// The relation that holds after both sides are multiplied by −1.
    var flipped: LinearRelation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}

/// A linear program in standard form: minimise `objective · z` over `z ≥ 0`, subject to rows
/// `coefficients · z ⋈ rightHandSide`.
struct LinearProgram {
    struct Row {
        var coefficients: [Double]
        var relation: LinearRelation
        var rightHandSide: Double
    }

    var columnCount: Int
    var rows: [Row] = []
    var objective: [Double]

    init(columnCount: Int) {
        self.columnCount = columnCount
        self.objective = Array(repeating: 0, count: columnCount)
    }
}

/// What the simplex method found.
enum SimplexOutcome {
    case infeasible
    case unbounded
    case optimal(Double)
}

/// The textbook two-phase primal simplex method on a dense tableau, with Bland's rule.
///
/// It is the answer key for the Cassowary solver, so it is written to be checked by eye rather
/// than to be fast: no incremental updates, no sparse storage, no dual simplex, nothing shared
/// with the solver under test. Bland's rule (the lowest-numbered improving column enters, the
/// lowest-numbered basic column leaves among tied ratios) guarantees termination on the
/// degenerate programs that random constraint systems are full of.
///
/// The one concession to speed: the tests run in debug builds, where an array subscript
/// costs several times a pointer access, so the tableau lives in one raw buffer.
final class DenseSimplex {
    /// Below this magnitude a tableau entry or reduced cost counts as zero.
    static let pivotTolerance = 1e-9
    /// Ratios this close (relative to 1 + the ratio) count as tied in the leaving-row test.
    /// It is below the slack ``ReferenceLP`` gives a fixed level, which must not be mistaken
    /// for a tie, and above the rounding error of a ratio (near 10^-13 for these programs).
    static let tieTolerance = 1e-12
    /// The largest phase-one optimum (the total of the artificial columns) that still counts
    /// as feasible: the programs' numbers are at most about 10^3, and their rounding error is
    /// orders of magnitude below this.
    static let feasibilityTolerance = 1e-7

    /// Solves `program` from scratch.
    static func minimize(_ program: LinearProgram) -> SimplexOutcome {
        let tableau = DenseSimplex(program)
        tableau.setObjective(tableau.phaseOneCosts)
        let isBounded = tableau.optimize()
        precondition(isBounded, "phase one minimises a sum of non-negative columns")
        if tableau.objectiveValue > feasibilityTolerance { return .infeasible }
        tableau.driveArtificialColumnsOutOfTheBasis()
        tableau.setObjective(program.objective)
        guard tableau.optimize() else { return .unbounded }
        return .optimal(tableau.objectiveValue)
    }

    private let rowCount: Int
    /// The number of columns plus one, for the right-hand side.
    private let width: Int
    /// The first artificial column; every column from here on is artificial.
    private let firstArtificialColumn: Int
    /// The constraint rows and then the objective row, row-major, each `width` long: the
    /// columns, then the right-hand side. The objective row holds the reduced costs, then
    /// minus the objective's current value.
    private let cells: UnsafeMutablePointer<Double>
    /// The column that is basic in each row.
    private var basis: [Int]
    /// Whether artificial columns may enter the basis: only in phase one.
    private var artificialColumnsMayEnter = true

    /// Lays out the columns of `program`, then one slack (`≤`) or surplus (`≥`) column per
    /// inequality, then one artificial column per row that has no slack to start the basis
    /// with; each row is first scaled by −1 if that makes its right-hand side non-negative.
    private init(_ program: LinearProgram) {
        let relations = program.rows.map { $0.rightHandSide >= 0 ? $0.relation : $0.relation.flipped }
        let slackCount = relations.filter { $0 != .equal }.count
        let artificialCount = relations.filter { $0 != .lessThanOrEqual }.count
        rowCount = program.rows.count
        firstArtificialColumn = program.columnCount + slackCount
        width = firstArtificialColumn + artificialCount + 1
        cells = .allocate(capacity: (rowCount + 1) * width)
        cells.initialize(repeating: 0, count: (rowCount + 1) * width)
        basis = Array(repeating: 0, count: rowCount)
        var nextSlack = program.columnCount
        var nextArtificial = firstArtificialColumn
        for (rowIndex, (row, relation)) in zip(program.rows, relations).enumerated() {
            let start = self.row(rowIndex)
            row.coefficients.withUnsafeBufferPointer { start.update(from: $0.baseAddress!, count: $0.count) }
            start[width - 1] = row.rightHandSide
            if row.rightHandSide < 0 {
                for column in 0..<program.columnCount { start[column].negate() }
                start[width - 1].negate()
            }
            switch relation {
            case .lessThanOrEqual:
                start[nextSlack] = 1
                basis[rowIndex] = nextSlack
                nextSlack += 1
            case .greaterThanOrEqual:
                start[nextSlack] = -1
                nextSlack += 1
                start[nextArtificial] = 1
                basis[rowIndex] = nextArtificial
                nextArtificial += 1
            case .equal:
                start[nextArtificial] = 1
                basis[rowIndex] = nextArtificial
                nextArtificial += 1
            }
        }
    }

    deinit { cells.deallocate() }

    /// The start of a constraint row, or of the objective row for `rowCount`.
    private func row(_ index: Int) -> UnsafeMutablePointer<Double> { cells + index * width }

    private var objectiveRow: UnsafeMutablePointer<Double> { row(rowCount) }

    private var objectiveValue: Double { -objectiveRow[width - 1] }

    private func isArtificial(_ column: Int) -> Bool { column >= firstArtificialColumn }

    /// Phase one's costs: the total of the artificial columns.
    private var phaseOneCosts: [Double] {
        Array(repeating: 0, count: firstArtificialColumn) + Array(repeating: 1, count: width - 1 - firstArtificialColumn)
    }

    /// Prices out `costs` (of the leading columns; the rest cost nothing) against the current
    /// basis: the reduced cost of each column is its cost minus the cost it displaces from the
    /// basic columns.
    private func setObjective(_ costs: [Double]) {
        let objective = objectiveRow
        objective.update(repeating: 0, count: width)
        costs.withUnsafeBufferPointer { objective.update(from: $0.baseAddress!, count: $0.count) }
        for rowIndex in 0..<rowCount {
            let basicColumn = basis[rowIndex]
            let basicCost = basicColumn < costs.count ? costs[basicColumn] : 0
            if basicCost == 0 { continue }
            let constraint = row(rowIndex)
            for column in 0..<width { objective[column] -= basicCost * constraint[column] }
        }
    }

    /// Pivots until no column improves the objective; false if the objective is unbounded.
    private func optimize() -> Bool {
        while let entering = enteringColumn() {
            guard let leaving = leavingRow(for: entering) else { return false }
            pivot(row: leaving, column: entering)
        }
        return true
    }

    /// Bland's entering column: the lowest-numbered one with a negative reduced cost.
    private func enteringColumn() -> Int? {
        let candidates = artificialColumnsMayEnter ? width - 1 : firstArtificialColumn
        let objective = objectiveRow
        for column in 0..<candidates where objective[column] < -Self.pivotTolerance { return column }
        return nil
    }

    /// The row whose basic column leaves: the minimum ratio of right-hand side to a positive
    /// entry of `column`, ties going to the lowest-numbered basic column (Bland).
    private func leavingRow(for column: Int) -> Int? {
        var best: (row: Int, ratio: Double)?
        for rowIndex in 0..<rowCount {
            let constraint = row(rowIndex)
            guard constraint[column] > Self.pivotTolerance else { continue }
            let ratio = constraint[width - 1] / constraint[column]
            guard let current = best else {
                best = (rowIndex, ratio)
                continue
            }
            let isTie = abs(ratio - current.ratio) <= Self.tieTolerance * (1 + current.ratio)
            if isTie ? basis[rowIndex] < basis[current.row] : ratio < current.ratio { best = (rowIndex, ratio) }
        }
        return best?.row
    }

    /// Makes `column` basic in `pivotRow`: scales the row to a 1 there and eliminates the
    /// column from every other row, the objective row included.
    private func pivot(row pivotRow: Int, column: Int) {
        let source = row(pivotRow)
        let scale = 1 / source[column]
        for offset in 0..<width { source[offset] *= scale }
        source[column] = 1
        for rowIndex in 0...rowCount where rowIndex != pivotRow {
            let target = row(rowIndex)
            let factor = target[column]
            if factor == 0 { continue }
            Self.subtract(factor, times: source, from: target, count: width)
            target[column] = 0
            // The primal simplex keeps every right-hand side non-negative; a negative one is
            // rounding error, and left alone a later pivot on a small entry would magnify it.
            if rowIndex < rowCount { target[width - 1] = max(0, target[width - 1]) }
        }
        basis[pivotRow] = column
    }

    /// `target[i] -= factor * source[i]` for the first `count` entries: the pivot's inner
    /// loop, where nearly all the time goes; a `while` loop, as `for … in` over a range costs
    /// twice as much in a debug build.
    private static func subtract(
        _ factor: Double, times source: UnsafeMutablePointer<Double>, from target: UnsafeMutablePointer<Double>,
        count: Int
    ) {
        var index = 0
        while index < count {
            target[index] -= factor * source[index]
            index += 1
        }
    }

    /// After a feasible phase one every artificial column is zero; pivots each one still basic
    /// out in favour of any real column with a non-zero entry in its row, then bars artificial
    /// columns from entering again. A row with no such entry is a combination of the others;
    /// its artificial column stays basic at zero, and is harmless as it can never leave:
    /// every entry of its row in a column that can enter is zero.
    private func driveArtificialColumnsOutOfTheBasis() {
        for rowIndex in 0..<rowCount where isArtificial(basis[rowIndex]) {
            let constraint = row(rowIndex)
            let replacement = (0..<firstArtificialColumn).first { abs(constraint[$0]) > Self.pivotTolerance }
            if let replacement { pivot(row: rowIndex, column: replacement) }
        }
        artificialColumnsMayEnter = false
    }
}
