import Foundation

/// One layout pass of a stack view: the arranged subviews as they stand, and the constraints
/// UIKit would have for them, required from the stack's generated constraints.
///
/// UIKit splits the work between two private objects, `_UIOrderedLayoutArrangement` (along
/// the axis: spacing, hiding, distribution) and `_UIAlignedLayoutArrangement` (across it:
/// alignment, spanning); the extensions of this type follow the same split. UIKit updates its
/// constraints incrementally as properties change; here every pass requires the whole set
/// again, keyed so that an unchanged constraint keeps its identity and only changed numbers
/// are re-solved.
final class StackArrangement {
    let stack: StackView
    /// The arranged subviews, hidden ones included.
    let items: [View]
    let axis: LayoutAxis
    /// The positions in ``items`` of the visible subviews.
    let visibleIndices: [Int]
    /// What the subviews are laid out in: the stack, or its layout-margins guide.
    let canvas: LayoutItem
    /// The stack's guides this pass used; the others are retired after it.
    private(set) var usedGuides: [LayoutGuide] = []

    init(_ stack: StackView) {
        self.stack = stack
        items = stack.arrangedSubviews
        axis = stack.axis
        visibleIndices = items.indices.filter { !stack.arrangedSubviews[$0].isHidden }
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    }

    // MARK: Guides

    /// The spanner named `identifier` (`UISV-ordering-spanner` along the axis,
    /// `UISV-alignment-spanner` across it), made on first use.
    func spanner(_ identifier: String) -> LayoutGuide {
        use(stack.arrangementGuide(identifier, at: 0))
    }

    /// The `UISV-distributing` guide of the `gap`-th gap between visible subviews.
    func gapGuide(_ gap: Int) -> LayoutGuide {
        use(stack.arrangementGuide("UISV-distributing", at: gap))
    }

    private func use(_ guide: LayoutGuide) -> LayoutGuide {
        if !usedGuides.contains(where: { $0 === guide }) { usedGuides.append(guide) }
        return guide
    }

    // MARK: Making constraints

    /// Requires `constraint` among the stack's generated constraints this pass, under UIKit's
    /// `identifier` and `priority`. The key is the identifier, a `slot` that tells apart the
    /// family's constraints on one item, and the item's index; the constraint made at the last
    /// pass under the key is kept when it relates the same things.
    ///
    /// A baseline is where the view that provides it says; when that changes (a nested stack
    /// vends another view, a label wraps anew), the key changes, so that the engine, which
    /// translates a kept constraint only once, translates it again.
    func require(_ identifier: String, slot: String = "", index: Int = 0, _ constraint: LayoutConstraint,
                 priority: LayoutPriority = .required) {
        constraint.identifier = identifier
        constraint.origin = .stackView
        constraint.priority = priority
        let name = ([identifier, slot] + baselineSources(of: constraint)).filter { !$0.isEmpty }.joined(separator: " ")
        stack.systemItems.generated.require(.arrangement(name, index), matching: constraint)
    }

    /// For each baseline the constraint names, the view that provides it and where it lies in it.
    private func baselineSources(of constraint: LayoutConstraint) -> [String] {
        [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)]
            .compactMap { item, attribute in
                guard attribute.isBaseline, let view = item as? View else { return nil }
                let (source, model) = view.baseline(first: attribute == .firstBaseline)
                return "\(source.layoutStorage.serial):\(model.heightFraction):\(model.offset)"
            }
    }

    /// `first.attribute REL second.secondAttribute × multiplier + constant` (the same
    /// attribute on both sides unless told).
    func relate(_ first: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
                to second: LayoutItem, _ secondAttribute: LayoutAttribute? = nil,
                multiplier: CGFloat = 1, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(firstItem: first, firstAttribute: attribute, relation: relation,
                         secondItem: second, secondAttribute: secondAttribute ?? attribute,
                         multiplier: multiplier, constant: constant)
    }

    /// `item.dimension == 0`: a length the stack pulls to nothing.
    func zeroLength(_ item: LayoutItem, _ dimension: LayoutAttribute) -> LayoutConstraint {
        LayoutConstraint(firstItem: item, firstAttribute: dimension, relation: .equal,
                         secondItem: nil, secondAttribute: .notAnAttribute, multiplier: 0, constant: 0)
    }
}
