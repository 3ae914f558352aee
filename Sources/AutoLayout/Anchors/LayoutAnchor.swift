import Foundation

/// The kinds of anchor, as phantom types: an anchor relates only to anchors of its own kind,
/// so `a.leadingAnchor.constraint(equalTo: b.topAnchor)` does not compile, as in UIKit.
public protocol AnchorKind {}
/// Horizontal positions: UIKit's `NSLayoutXAxisAnchor`.
public enum XAxisAnchorKind: AnchorKind {}
/// Vertical positions: UIKit's `NSLayoutYAxisAnchor`.
public enum YAxisAnchorKind: AnchorKind {}
/// Widths and heights: UIKit's `NSLayoutDimension`.
public enum DimensionAnchorKind: AnchorKind {}

public typealias LayoutXAxisAnchor = LayoutAnchor<XAxisAnchorKind>
public typealias LayoutYAxisAnchor = LayoutAnchor<YAxisAnchorKind>
public typealias LayoutDimension = LayoutAnchor<DimensionAnchorKind>

/// One attribute of one layout item, from which constraints are made: UIKit's `NSLayoutAnchor`.
public struct LayoutAnchor<Kind: AnchorKind>: CustomStringConvertible {
    public let item: LayoutItem
    public let attribute: LayoutAttribute

    init(item: LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// A constraint `self REL anchor + constant`.
    func constraint(_ relation: LayoutRelation, _ anchor: LayoutAnchor, multiplier: CGFloat = 1, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(
            firstItem: item, firstAttribute: attribute, relation: relation,
            secondItem: anchor.item, secondAttribute: anchor.attribute, multiplier: multiplier, constant: constant)
    }

    public func constraint(equalTo anchor: LayoutAnchor) -> LayoutConstraint { constraint(.equal, anchor) }
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor) -> LayoutConstraint { constraint(.greaterThanOrEqual, anchor) }
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor) -> LayoutConstraint { constraint(.lessThanOrEqual, anchor) }

    public func constraint(equalTo anchor: LayoutAnchor, constant: CGFloat) -> LayoutConstraint {
        constraint(.equal, anchor, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor, constant: CGFloat) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor, constant: CGFloat) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: constant)
    }

    public var description: String { "\(item).\(attribute)" }
}

extension LayoutAnchor where Kind == DimensionAnchorKind {
    /// A constraint `self REL constant`.
    func constraint(_ relation: LayoutRelation, constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(
            firstItem: item, firstAttribute: attribute, relation: relation,
            secondItem: nil, secondAttribute: .notAnAttribute, multiplier: 0, constant: constant)
    }

    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint { constraint(.equal, constant: constant) }
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, constant: constant)
    }
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        constraint(.lessThanOrEqual, constant: constant)
    }

    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat) -> LayoutConstraint {
        constraint(.equal, anchor, multiplier: multiplier)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: multiplier)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: multiplier)
    }

    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat) -> LayoutConstraint {
        constraint(.equal, anchor, multiplier: multiplier, constant: constant)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}

extension LayoutAnchor where Kind == XAxisAnchorKind {
    /// `self REL anchor + systemSpacing × multiplier`: the space UIKit puts between siblings
    /// (see ``LayoutMetrics/systemSpacing``).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        constraint(.equal, anchor, constant: LayoutMetrics.systemSpacing * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: LayoutMetrics.systemSpacing * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: LayoutMetrics.systemSpacing * multiplier)
    }
}

extension LayoutAnchor where Kind == YAxisAnchorKind {
    /// `self REL anchor + systemSpacing × multiplier`, below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        constraint(.equal, anchor, constant: LayoutMetrics.systemSpacing * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: LayoutMetrics.systemSpacing * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: LayoutMetrics.systemSpacing * multiplier)
    }
}
