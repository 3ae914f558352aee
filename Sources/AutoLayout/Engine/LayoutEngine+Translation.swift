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
        if first.isDirectional || second.isDirectional {
            if direction == .rightToLeft {
                (first, second) = (first.mirrored, second.mirrored)
                constant = -constant
                relation = relation.reversed
            } else {
                (first, second) = (first.absolute, second.absolute)
            }
        }
        var left = try expression(firstItem, first)
        if let space = constraint.coordinateSpace {
            left = left - (first.axis == .horizontal ? space.layoutStorage.minX : space.layoutStorage.minY)
        }
        var right = Cassowary.Expression(constant: Double(constant))
        if let secondItem = constraint.secondItem {
            let term = try expression(secondItem, second)
            right = right + term * Double(constraint.multiplier)
        }
        let solverRelation: Relation = switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let result = Cassowary.Constraint(left - right, solverRelation, priority: constraint.priority)
        guard result.expression.isFiniteExpression, constraint.priority.isValid else {
            throw .nonFinite(ConstraintDescription(constraint).equation)
        }
        return result
    }

    /// The linear expression of an attribute (already resolved to left or right).
    private func expression(_ item: LayoutItem, _ attribute: LayoutAttribute) throws(LayoutError) -> Cassowary.Expression {
        if let base = attribute.marginBase {
            guard let view = item as? View else { throw .marginOfGuide(attribute) }
            return try expression(view.layoutMarginsGuide, base)
        }
        let variables = item.layoutStorage
        switch attribute {
        case .left: return Cassowary.Expression(variables.minX)
        case .right: return variables.minX + variables.width
        case .centerX: return variables.minX + 0.5 * variables.width
        case .top: return Cassowary.Expression(variables.minY)
        case .bottom: return variables.minY + variables.height
        case .centerY: return variables.minY + 0.5 * variables.height
        case .width: return Cassowary.Expression(variables.width)
        case .height: return Cassowary.Expression(variables.height)
        case .firstBaseline, .lastBaseline:
            guard let view = item as? View else {
                return variables.minY + variables.height  // a guide's baseline is its bottom
            }
            let (source, model) = view.baseline(first: attribute == .firstBaseline)
            let storage = source.layoutStorage
            return storage.minY + Double(model.heightFraction) * storage.height + Double(model.offset)
        default:
            throw .missingAttribute
        }
    }

    /// Checks that the constraint's items are in one hierarchy (UIKit throws otherwise).
    private func checkCommonAncestor(_ constraint: LayoutConstraint) throws(LayoutError) {
        guard let second = constraint.secondItem else { return }
        guard let firstView = constraint.firstItem?.hierarchyView, let secondView = second.hierarchyView,
            firstView.nearestCommonAncestor(with: secondView) != nil
        else { throw .noCommonAncestor(ConstraintDescription(constraint).equation) }
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
