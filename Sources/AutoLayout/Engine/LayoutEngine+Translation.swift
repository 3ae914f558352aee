import Cassowary
import Foundation

extension LayoutEngine {
    /// The solver constraint for a layout constraint: `first REL multiplier × second + constant`
    /// over the items' variables.
    ///
    /// Leading and trailing are resolved here. Left to right they are left and right. Right to
    /// left, positions run the other way, so the whole constraint is read in a mirrored axis:
    /// leading becomes right, trailing left, and the constant and the relation change sign
    /// (`b.leading == a.trailing + 8` puts b 8 pt to the *left* of a).
    ///
    /// - Throws: ``LayoutError`` for a constraint that breaks Apple's rules, whose items are in
    ///   different hierarchies, or that names the margins of a guide.
    func translate(_ constraint: LayoutConstraint) throws(LayoutError) -> Cassowary.Constraint {
        guard let firstItem = constraint.firstItem else { throw .missingAttribute }
        if constraint.origin == .user {
            try LayoutConstraint.validate(
                firstAttribute: constraint.firstAttribute, secondItem: constraint.secondItem,
                secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier)
            try checkCommonAncestor(constraint)
        }
        var first = constraint.firstAttribute, second = constraint.secondAttribute
        var constant = constraint.constant, relation = constraint.relation
        let isMirrored = (first.isDirectional || second.isDirectional) && direction == .rightToLeft
        if first.isDirectional || second.isDirectional {
            if isMirrored {
                (first, second) = (first.mirrored, second.mirrored)
                constant = -constant
                relation = relation.reversed
            } else {
                (first, second) = (first.absolute, second.absolute)
            }
        }
        var terms: [Term] = []
        terms.reserveCapacity(6)
        let secondItem = constraint.secondItem.map { contentItem(for: $0, second, relatedTo: firstItem) }
        var offset = try accumulate(contentItem(for: firstItem, first, relatedTo: constraint.secondItem), first, times: 1, into: &terms)
        if let space = constraint.coordinateSpace, first.kind != .dimension {
            let origin = first.axis == .horizontal ? space.layoutStorage.minX : space.layoutStorage.minY
            terms.append(Term(origin, coefficient: -1))
        }
        if let secondItem {
            offset += try accumulate(secondItem, second, times: -Double(constraint.multiplier), into: &terms)
            if constraint.multiplier != 1, first.kind != .dimension, let space = constraint.holder {
                addPositionOrigin(of: space, axis: first.axis, multiplier: Double(constraint.multiplier), mirrored: isMirrored, to: &terms)
            }
        }
        let expression = Cassowary.Expression(terms: terms, constant: offset - Double(constant))
        let solverRelation: Relation = switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let result = Cassowary.Constraint(expression, solverRelation, priority: constraint.priority)
        guard result.expression.isFiniteExpression, constraint.priority.isValid else {
            throw .nonFinite(ConstraintDescription(constraint).equation)
        }
        return result
    }

    /// The terms that measure a position multiplied by `multiplier` from the origin of the
    /// constraint's nearest common ancestor, as UIKit does: `a.centerX == 0.5 × b.centerX`
    /// puts a's centre halfway from that view's leading edge to b's centre, which in window
    /// coordinates is `a = m·b + (1 − m)·origin`. Read right to left, positions run from the
    /// ancestor's right edge. A multiplier of 1 needs none: the origin cancels.
    private func addPositionOrigin(of space: View, axis: LayoutAxis?, multiplier: Double, mirrored: Bool, to terms: inout [Term]) {
        let variables = space.layoutStorage
        let share = -(1 - multiplier)
        if axis == .horizontal {
            terms.append(Term(variables.minX, coefficient: share))
            if mirrored { terms.append(Term(variables.width, coefficient: share)) }
        } else {
            terms.append(Term(variables.minY, coefficient: share))
        }
    }

    /// Appends the terms of an attribute (already resolved to left or right), times `factor`,
    /// and returns its constant part times `factor`.
    private func accumulate(
        _ item: LayoutItem, _ attribute: LayoutAttribute, times factor: Double, into terms: inout [Term]
    ) throws(LayoutError) -> Double {
        if let base = attribute.marginBase {
            guard let view = item as? View else { throw .marginOfGuide(attribute) }
            return try accumulate(view.layoutMarginsGuide, base, times: factor, into: &terms)
        }
        let variables = item.layoutStorage
        func add(_ position: Variable, _ size: Variable?, _ sizeFraction: Double) {
            terms.append(Term(position, coefficient: factor))
            if let size, sizeFraction != 0 { terms.append(Term(size, coefficient: factor * sizeFraction)) }
        }
        switch attribute {
        case .left: add(variables.minX, nil, 0)
        case .right: add(variables.minX, variables.width, 1)
        case .centerX: add(variables.minX, variables.width, 0.5)
        case .top: add(variables.minY, nil, 0)
        case .bottom: add(variables.minY, variables.height, 1)
        case .centerY: add(variables.minY, variables.height, 0.5)
        case .width: terms.append(Term(variables.width, coefficient: factor))
        case .height: terms.append(Term(variables.height, coefficient: factor))
        case .firstBaseline, .lastBaseline:
            guard let view = item as? View else {
                add(variables.minY, variables.height, 1)  // a guide's baseline is its bottom
                return 0
            }
            let (source, model) = view.baseline(first: attribute == .firstBaseline)
            add(source.layoutStorage.minY, source.layoutStorage.height, Double(model.heightFraction))
            return factor * Double(model.offset)
        default:
            throw .missingAttribute
        }
        return 0
    }

    /// Checks that the constraint's items are in the hierarchy being laid out (UIKit throws
    /// when they share no ancestor).
    private func checkCommonAncestor(_ constraint: LayoutConstraint) throws(LayoutError) {
        for item in [constraint.firstItem, constraint.secondItem] {
            guard let item else { continue }
            guard item.hierarchyView?.engineTreeMark == treeMark else {
                throw .noCommonAncestor(ConstraintDescription(constraint).equation)
            }
        }
    }
}

extension LayoutAttribute {
    /// The attribute in a right-to-left layout, read in the mirrored axis.
    var mirrored: LayoutAttribute {
        switch self {
        case .leading: .right
        case .trailing: .left
        case .leadingMargin: .rightMargin
        case .trailingMargin: .leftMargin
        default: self
        }
    }

    /// The attribute in a left-to-right layout.
    var absolute: LayoutAttribute {
        switch self {
        case .leading: .left
        case .trailing: .right
        case .leadingMargin: .leftMargin
        case .trailingMargin: .rightMargin
        default: self
        }
    }
}

extension Cassowary.Expression {
    /// Whether every number in the expression is finite.
    var isFiniteExpression: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}
