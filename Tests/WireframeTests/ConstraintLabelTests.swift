import AutoLayout
import Foundation
import Testing
import Wireframe

/// What a constraint's label says: its relation, constant, multiplier and priority, a ratio as
/// width:height, and every constraint drawn on one segment in one label.
@Suite("Constraint labels")
struct ConstraintLabelTests {
    let start = CGPoint(x: 0, y: 10), end = CGPoint(x: 100, y: 10)

    func label(_ kind: ConstraintMark.Kind, relation: ConstraintMark.Relation = .equal, constant: CGFloat? = nil,
               multiplier: CGFloat = 1, reference: String? = nil, priority: Double = 1000) -> [String] {
        let mark = ConstraintMark(from: start, to: end, kind: kind, relation: relation, constant: constant, multiplier: multiplier,
                                  reference: reference, priority: priority)
        return mark.labelTerms.map { [$0.badge, $0.text].compactMap { $0 }.joined(separator: " ") }
    }

    @Test("A size in proportion to another's says its multiplier, what it multiplies and the constant with its sign")
    func multipliers() {
        #expect(label(.size, constant: 0, multiplier: 0.5, reference: "root") == ["0.5 × root"])
        #expect(label(.size, constant: 10, multiplier: 0.4, reference: "half") == ["0.4 × half + 10"])
        #expect(label(.size, constant: -20, multiplier: 0.8, reference: "root") == ["0.8 × root − 20"])
        #expect(label(.size, constant: 0, multiplier: 0.25, reference: "root.height") == ["0.25 × root.height"])
        // Equal to another's plus a constant: no factor, the reference and the constant.
        #expect(label(.size, constant: 10, reference: "other") == ["other + 10"])
        // A multiple of a position, from the position it multiplies.
        #expect(label(.space, constant: 0, multiplier: 1.5, reference: "root.centerX") == ["1.5 × root.centerX"])
    }

    @Test("An inequality's badge comes first; an optional constraint prints its priority last")
    func relationsAndPriorities() {
        #expect(label(.size, relation: .lessThanOrEqual, constant: 0, multiplier: 0.7, reference: "root") == ["≤ 0.7 × root"])
        #expect(label(.space, relation: .greaterThanOrEqual, constant: 8) == ["≥ 8"])
        #expect(label(.size, constant: 400, priority: 750) == ["400 @750"])
        #expect(label(.space, relation: .greaterThanOrEqual, constant: 8, priority: 999.5) == ["≥ 8 @999.5"])
        // A 0-pt alignment says nothing, unless it is optional.
        #expect(label(.alignment) == [])
        #expect(label(.alignment, priority: 250) == ["@250"])
    }

    @Test("Equal sizes are an \"=\" badge; a ratio of width to height is in the smallest whole numbers", arguments: [
        (1.5, "3:2"), (1, "1:1"), (16.0 / 9, "16:9"), (1.7778, "16:9"), (0.75, "3:4"), (2.35, "47:20"), (sqrt(2), "1.41:1"),
    ])
    func ratios(_ ratio: Double, _ text: String) {
        #expect(label(.aspectRatio, multiplier: CGFloat(ratio)) == [text])
        #expect(label(.equalSize, constant: 0, reference: "other") == ["="])
    }

    @Test("Constraints on one segment merge into one mark whose label says all of them, dashed only when all are optional")
    func merging() {
        let width = ConstraintMark(from: start, to: end, kind: .size, constant: 120)
        let atLeast = ConstraintMark(from: start, to: end, kind: .size, relation: .greaterThanOrEqual, constant: 100)
        let atMost = ConstraintMark(from: start, to: end, kind: .size, relation: .lessThanOrEqual, constant: 300, priority: 750,
                                    status: .misplaced)
        let merged = width.merging(atLeast).merging(atMost)
        #expect(merged.labelTerms.map(\.badge) == [nil, "≥", "≤"])
        #expect(merged.labelTerms.map(\.text) == ["120", "100", "300 @750"])
        #expect(merged.isRequired == false)
        #expect(merged.isMerged)
        #expect(merged.status == .misplaced)
        // Two equal widths on one view: each "=" names the view it equals.
        let c = ConstraintMark(from: start, to: end, kind: .equalSize, constant: 0, reference: "c")
        let d = ConstraintMark(from: start, to: end, kind: .equalSize, constant: 0, reference: "d")
        #expect(c.merging(d).labelTerms.map { [$0.badge, $0.text].compactMap { $0 }.joined(separator: " ") } == ["= c", "= d"])
        // The label is one plate, the parts a dot apart, read as "120 · ≥ 100 · ≤ 300 @750".
        let drawing = Theme.light.drawing(of: .constraint(merged))
        #expect(drawing.labels.map(\.content.plainText) == ["120 · ≥ 100 · ≤ 300 @750"])
    }

    /// Marks merge in place, term by term, in order: 2 000 widths on one segment, of 1 to 2 000
    /// pt, are one mark labelled "1" to "2000" (the mutation run's visual format written 20 000
    /// times over made such marks).
    @Test func mergingInPlace() {
        var gathered = ConstraintMark(from: start, to: end, kind: .size, constant: 1)
        for constant in 2 ... 2_000 {
            gathered.merge(ConstraintMark(from: start, to: end, kind: .size, constant: CGFloat(constant)))
        }
        #expect(gathered.labelTerms.map(\.text) == (1 ... 2_000).map { "\($0)" })
    }
}
