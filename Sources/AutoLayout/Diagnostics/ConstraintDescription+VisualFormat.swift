import Foundation

// The Visual Format Language form of a constraint, which UIKit's logs print for a gap:
// `H:[label]-(8)-[field]`, `V:|-(20)-[box]`, `H:[UILayoutGuide…]-(16)-|(LTR)`.
//
// | Constraint | Form |
// |---|---|
// | `b.leading REL a.trailing + c @p` | `H:[a]-(RELc@p)-[b]` |
// | `b.top REL a.bottom + c` | `V:[a]-(RELc)-[b]` |
// | `a.leading REL super.leading + c` | `H:\|-(RELc)-[a]` |
// | `super.trailing REL a.trailing + c` | `H:[a]-(RELc)-\|` |
//
// `super` is what `|` stands for beside `a`: its superview, or the view that owns a guide.
// Left and right take the place of leading and trailing with `(LTR)` after the form; `==` is
// left out, and the gap is always in parentheses, as UIKit prints them.
//
// Only the constraint as stated has a form: UIKit logs `a.right == super.right - 7` as an
// equation, not as `[a]-(7)-|`. The exception is a guide and the view that owns it: the engine
// pins a system guide's right and bottom edges guide first (`guide.right == view.right - 16`),
// where UIKit states them view first and logs `H:[UILayoutGuide…]-(16)-|(LTR)`, so for that
// pair the form of either reading is used.
//
// Everything else is an equation, as in UIKit's logs since iOS 11: sizes (`view.width == 375`;
// iOS 10 and earlier printed `H:[view(375)]`), alignments, margin attributes, baselines,
// multipliers, and the autoresizing-mask constraints (`minX == 20`).

extension ConstraintDescription {
    /// A constraint as a line of the Visual Format Language, and the view its `|` stands for.
    struct VisualFormatForm {
        let text: String
        let superview: View?
    }

    /// The constraint's form in the Visual Format Language, if it has one.
    var visualFormat: VisualFormatForm? {
        if case .autoresizingMask = constraint.origin { return nil }
        guard constraint.coordinateSpace == nil, constraint.multiplier == 1, let first = constraint.firstItem,
            let second = constraint.secondItem
        else { return nil }
        let stated = Relationship(
            first: first, firstAttribute: constraint.firstAttribute, relation: constraint.relation, second: second,
            secondAttribute: constraint.secondAttribute, constant: constraint.constant)
        guard let form = gapForm(of: stated) else {
            return stated.isGuideAndOwner ? gapForm(of: stated.reversed) : nil
        }
        return form
    }

    /// A gap between two items, or between an item and what `|` stands for beside it.
    private func gapForm(of relationship: Relationship) -> VisualFormatForm? {
        let (first, second) = (relationship.first, relationship.second)
        let orientation = relationship.firstAttribute.axis == .vertical ? "V:" : "H:"
        let direction = relationship.firstAttribute.isAbsoluteHorizontalEdge ? "(LTR)" : ""
        let relation = relationship.relation == .equal ? "" : relationship.relation.description
        let priority = constraint.priority.isRequired ? "" : "@\(constraint.priority)"
        let gap = "-(" + relation + number(relationship.constant) + priority + ")-"
        switch (relationship.firstAttribute, relationship.secondAttribute) {
        case (.leading, .trailing), (.left, .right), (.top, .bottom):
            let text = "[\(itemName(second))]\(gap)[\(itemName(first))]"
            return VisualFormatForm(text: orientation + text + direction, superview: nil)
        case (.leading, .leading), (.left, .left), (.top, .top):
            guard let superview = first.superitem, superview === second else { return nil }
            let text = "|\(gap)[\(name(of: first, inside: superview))]"
            return VisualFormatForm(text: orientation + text + direction, superview: superview)
        case (.trailing, .trailing), (.right, .right), (.bottom, .bottom):
            guard let superview = second.superitem, superview === first else { return nil }
            let text = "[\(name(of: second, inside: superview))]\(gap)|"
            return VisualFormatForm(text: orientation + text + direction, superview: superview)
        default:
            return nil
        }
    }

    /// An item beside `|`: a guide by its identifier alone, since the names that follow the
    /// form say which view `|` (its owner) is; a view by its name.
    private func name(of item: LayoutItem, inside superview: View) -> String {
        guard let guide = item as? LayoutGuide, guide.owningView === superview else { return itemName(item) }
        return guideName(guide)
    }
}

/// `first.firstAttribute REL second.secondAttribute + constant`: a two-item constraint with the
/// multiplier 1, which can be read either way round.
private struct Relationship {
    let first: LayoutItem
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let second: LayoutItem
    let secondAttribute: LayoutAttribute
    let constant: CGFloat

    /// The same relationship with the items swapped: `second REL' first - constant`.
    var reversed: Relationship {
        Relationship(
            first: second, firstAttribute: secondAttribute, relation: relation.reversed, second: first,
            secondAttribute: firstAttribute, constant: -constant)
    }

    /// Whether one item is a layout guide and the other the view that owns it.
    var isGuideAndOwner: Bool {
        (first as? LayoutGuide)?.owningView === second || (second as? LayoutGuide)?.owningView === first
    }
}
