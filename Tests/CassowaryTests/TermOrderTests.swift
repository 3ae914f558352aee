@testable import Cassowary
import CassowaryWorkloads
import Testing

/// The order of the terms within a constraint changes which variable a row is solved for,
/// but never the answer, nor how the solver's size grows with the layout's.
///
/// kiwi writes `R2.top == R1.bottom + 8` as `R2.top - R1.height - R1.top - 8` or in another
/// order (its terms are sorted by address), and `kiwi_bench.py dump` hands the solver that
/// order. When `R1.height` was solved for, `R2.top` was left a parameter; the label heights
/// that pin it were then solved for it in their explicit form, which reaches back through the
/// position of every form above, so each form's definitions grew with the number of forms
/// before it (W2 at 1 000 forms: 9.8 s and, at 10 000, out of memory). These tests count
/// cells, not seconds.
@Suite struct TermOrderTests {
    @Test(arguments: [TermOrder.specification, .reversed, .shuffled])
    func nestedFormsMatchTheClosedFormInAnyTermOrder(order: TermOrder) throws {
        let workload = Workload.nestedForms(forms: 6)
        let solver = try Self.load(workload, in: order)
        WorkloadTests().expect(workload, in: solver, toEqual: WorkloadTests.nestedFormsSolution(forms: 6))
    }

    /// The tableau of W2 holds as many cells per form at 40 forms as at 10, in every order.
    @Test(arguments: [TermOrder.specification, .reversed, .shuffled])
    func nestedFormsTableauGrowsLinearly(order: TermOrder) throws {
        let small = try Self.cellsPerForm(forms: 10, order: order)
        let large = try Self.cellsPerForm(forms: 40, order: order)
        #expect(large <= small * 1.05, "\(small) cells per form at 10 forms, \(large) at 40")
    }

    enum TermOrder: CaseIterable, Sendable {
        /// As `workloads.md` writes each constraint.
        case specification
        /// Each constraint's terms reversed.
        case reversed
        /// Each constraint's terms shuffled by a seeded generator.
        case shuffled
    }

    static func cellsPerForm(forms: Int, order: TermOrder) throws -> Double {
        let solver = try load(Workload.nestedForms(forms: forms), in: order)
        let tableau = solver.tableau
        let cells = tableau.rows.indices.reduce(0) { $0 + tableau.rows[$1].cells.count }
        return Double(cells) / Double(forms)
    }

    /// A solver with `workload`'s constraints added in their order, each with its terms in `order`.
    static func load(_ workload: Workload, in order: TermOrder) throws -> Solver {
        var generator = SplitMix64(seed: 2001)
        let solver = Solver()
        for constraint in workload.constraints {
            var terms = constraint.expression.terms
            switch order {
            case .specification: break
            case .reversed: terms.reverse()
            case .shuffled: terms.shuffle(using: &generator)
            }
            let expression = Expression(terms: terms, constant: constraint.expression.constant)
            try solver.add(Constraint(expression, constraint.relation, priority: constraint.priority))
        }
        return solver
    }
}
