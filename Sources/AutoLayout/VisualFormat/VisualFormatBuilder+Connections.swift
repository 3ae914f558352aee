import Foundation

extension VisualFormatBuilder {
    /// The constraints of one gap, `upper.edge REL lower.edge + gap` in layout order (see
    /// `VisualFormatAxis`): one per predicate, or one equality for a flush or standard gap.
    ///
    /// The standard gap `-` is the system spacing between two items, and a 0-point gap to
    /// the superview's margin when it touches `|` (Apple: "the visual format language always
    /// creates 0-point constraints to the superview's margins when using the default
    /// spacing"). An explicit or flush gap to `|` runs to the superview's edge.
    func spacingConstraints(
        for link: VisualFormat.Link, superview: View?
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        let (lower, upper) = axis.layoutOrder(before: link.before, after: link.after)
        let touchesSuperview = [lower, upper].contains { if case .superview = $0 { true } else { false } }
        let predicates: [VisualFormat.Predicate], isStandard: Bool
        switch link.connection.kind {
        case .flush:
            (predicates, isStandard) = ([Self.zeroGap], false)
        case .standard:
            let gap = touchesSuperview ? 0 : Double(LayoutMetrics.systemSpacing)
            (predicates, isStandard) = ([Self.gap(gap)], true)
        case .predicates(let written):
            (predicates, isStandard) = (written, false)
        }
        let (upperItem, upperAttribute) = facingEdge(of: upper, onUpperSide: true, superview, standard: isStandard)
        let (lowerItem, lowerAttribute) = facingEdge(of: lower, onUpperSide: false, superview, standard: isStandard)
        var constraints: [LayoutConstraint] = []
        for predicate in predicates {
            guard case .constant(let value) = predicate.object else {
                preconditionFailure("the parser allows no view name in a connection")
            }
            let gap = try number(value, at: predicate.objectColumn)
            constraints.append(
                try constraint(upperItem, upperAttribute, predicate, lowerItem, lowerAttribute, constant: gap))
        }
        return constraints
    }

    /// For each two neighbouring views and each alignment in the options (in raw-value order,
    /// which is attribute order), `lower.attribute == upper.attribute`, the view on the lower
    /// side of the pair in layout order first, as UIKit makes them.
    ///
    /// Like UIKit, it reads the bits of attributes left (1) to firstBaseline (12) only; the
    /// higher bits of the options are the direction and the spacing.
    func alignmentConstraints() -> [LayoutConstraint] {
        let attributes = LayoutAttribute.allCases.filter { attribute in
            (LayoutAttribute.left.rawValue...LayoutAttribute.firstBaseline.rawValue).contains(attribute.rawValue)
                && options.contains(VisualFormatOptions(rawValue: 1 << attribute.rawValue))
        }
        let views = format.views
        return zip(views, views.dropFirst()).flatMap { before, after in
            let (lower, upper) = axis.layoutOrder(before: item(before), after: item(after))
            return attributes.map { attribute in
                LayoutConstraint(
                    firstItem: lower, firstAttribute: attribute, relation: .equal,
                    secondItem: upper, secondAttribute: attribute, multiplier: 1, constant: 0)
            }
        }
    }

    /// The item and attribute on one side of a gap: a view's edge facing it, or the
    /// superview's inner edge (or margin) on that side.
    private func facingEdge(
        of side: VisualFormat.Item, onUpperSide upper: Bool, _ superview: View?, standard: Bool
    ) -> (LayoutItem, LayoutAttribute) {
        switch side {
        case .view(let view):
            (item(view), upper ? axis.viewLowerEdge : axis.viewUpperEdge)
        case .superview:
            // findSuperview() has found one whenever the format has a `|`.
            (superview!, axis.superviewEdge(onUpperSide: upper, standard: standard))
        }
    }

    /// The predicate of a flush gap, `==0`.
    private static let zeroGap = gap(0)

    /// A required `== gap` predicate, for the gaps written without one. It has no column:
    /// a number never fails, so no error points at it.
    private static func gap(_ value: Double) -> VisualFormat.Predicate {
        VisualFormat.Predicate(relation: .equal, object: .constant(.number(value)), priority: nil, column: 0, objectColumn: 0)
    }
}
