import Foundation

/// The constraints a view generates to lay out what it owns (a table's rows, a cell's
/// content, a collection view's items), each under a stable key so that a pass re-solves only
/// those whose numbers changed; the way UIKit's containers place their parts by frames,
/// written as constraints so that the parts' own constraints (a self-sizing cell's content)
/// take part in the same solve.
struct GeneratedLayout {
    let owner: View

    /// `first.attribute REL second.secondAttribute × multiplier + constant` (the same attribute
    /// unless told), required under `name` and `index`.
    func relate(_ name: String, at index: Int = 0, _ first: LayoutItem, _ attribute: LayoutAttribute,
                _ relation: LayoutRelation = .equal, to second: LayoutItem, _ secondAttribute: LayoutAttribute? = nil,
                multiplier: CGFloat = 1, constant: CGFloat = 0, priority: LayoutPriority = .required) {
        require(name, index, LayoutConstraint(
            firstItem: first, firstAttribute: attribute, relation: relation, secondItem: second,
            secondAttribute: secondAttribute ?? attribute, multiplier: multiplier, constant: constant), priority: priority)
    }

    /// `item.attribute REL constant`, required under `name` and `index` unless a priority is given.
    func fix(_ name: String, at index: Int = 0, _ item: LayoutItem, _ attribute: LayoutAttribute,
             _ relation: LayoutRelation = .equal, constant: CGFloat, priority: LayoutPriority = .required) {
        require(name, index, LayoutConstraint(
            firstItem: item, firstAttribute: attribute, relation: relation, secondItem: nil,
            secondAttribute: .notAnAttribute, multiplier: 0, constant: constant), priority: priority)
    }

    private func require(_ name: String, _ index: Int, _ constraint: LayoutConstraint, priority: LayoutPriority) {
        constraint.identifier = name
        constraint.origin = .system
        constraint.priority = priority
        owner.systemItems.generated.require(.arrangement(name, index), matching: constraint)
    }
}
