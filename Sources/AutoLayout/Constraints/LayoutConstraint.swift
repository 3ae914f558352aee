import Cassowary
import Foundation

/// A relation between two attributes of layout items, `first REL second × multiplier +
/// constant`, or between one attribute and a constant: UIKit's `NSLayoutConstraint`.
///
/// Constraints are made with anchors (`a.leadingAnchor.constraint(equalTo: b.trailingAnchor,
/// constant: 8)`), with ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``
/// (which checks Apple's rules and throws), or with the Visual Format Language; they take
/// effect when active. The engine also makes constraints of its own (autoresizing, content
/// size, margins, stack views), which appear in dumps with UIKit's identifiers.
public final class LayoutConstraint: CustomStringConvertible {
    public private(set) weak var firstItem: LayoutItem?
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    public private(set) weak var secondItem: LayoutItem?
    public let secondAttribute: LayoutAttribute
    public let multiplier: CGFloat

    /// The constant; changing it on an active constraint re-solves incrementally.
    public var constant: CGFloat {
        didSet { if constant != oldValue { noteChange() } }
    }

    /// The priority; changing it on an active constraint re-solves incrementally.
    public var priority: LayoutPriority = .required {
        didSet { if priority != oldValue { noteChange() } }
    }

    /// A name for logs and dumps (UIKit shows it in quotes).
    public var identifier: String?

    /// Who made the constraint, which decides how logs describe it.
    var origin: Origin = .user
    /// The view whose `constraints` hold the constraint while it is active.
    weak var holder: View?
    /// The order in which the constraint was activated: the engine adds constraints in this order.
    var activationSerial = 0
    /// For the engine's constraints that UIKit states in a superview's coordinates (autoresizing,
    /// a root's position): the view whose origin the first attribute is measured from.
    weak var coordinateSpace: View?

    /// Who made a constraint.
    enum Origin: Equatable {
        case user
        /// An `NSAutoresizingMaskLayoutConstraint` from a view's autoresizing mask.
        case autoresizingMask(AutoresizingMask)
        /// An `NSContentSizeLayoutConstraint`: hugging or compression resistance.
        case contentSize
        /// A constraint UIKit makes for its own purposes (margins, safe area, containers' parts, …).
        case system
        /// A stack view's constraint (`UISV-…`): an ordinary constraint a stack view makes for
        /// its arranged subviews when it updates its constraints, after the app's.
        case stackView
    }

    init(firstItem: LayoutItem, firstAttribute: LayoutAttribute, relation: LayoutRelation,
         secondItem: LayoutItem?, secondAttribute: LayoutAttribute, multiplier: CGFloat, constant: CGFloat) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// UIKit's designated initializer, with Apple's rules on legal attribute pairs checked:
    /// a size attribute relates only to a size attribute or a constant, a position never to a
    /// constant, positions only with the multiplier 1, and only along the same axis, and
    /// leading/trailing never with left/right.
    ///
    /// - Throws: ``LayoutError`` naming the rule broken and both attributes.
    public convenience init(
        item firstItem: LayoutItem, attribute firstAttribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem secondItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
        multiplier: CGFloat, constant: CGFloat
    ) throws(LayoutError) {
        try LayoutConstraint.validate(
            firstAttribute: firstAttribute, secondItem: secondItem, secondAttribute: secondAttribute,
            multiplier: multiplier)
        self.init(
            firstItem: firstItem, firstAttribute: firstAttribute, relation: relation,
            secondItem: secondItem, secondAttribute: secondItem == nil ? .notAnAttribute : secondAttribute,
            multiplier: secondItem == nil ? 0 : multiplier, constant: constant)
    }

    /// Sets the priority and returns the constraint itself, for building constraints inline.
    public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }

    /// Sets the identifier and returns the constraint itself, for building constraints inline.
    public func withIdentifier(_ identifier: String) -> LayoutConstraint {
        self.identifier = identifier
        return self
    }

    /// Tells the engine of the constraint's hierarchy that it must be re-solved (it finds
    /// what changed by comparing each constraint with what it installed).
    private func noteChange() {
        guard isActive else { return }
        holder?.setNeedsLayout()
    }

    public var description: String { ConstraintDescription(self).logLine }
}
