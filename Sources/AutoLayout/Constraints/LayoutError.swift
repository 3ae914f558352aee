import Foundation

/// Why a constraint cannot be made: one of Apple's rules on legal attribute pairs
/// (Auto Layout Guide, "Anatomy of a Constraint"), or a constraint whose items share no view.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Rule 1: a size attribute related to a position (or the reverse).
    case sizeToLocation(LayoutAttribute, LayoutAttribute)
    /// Rule 2: a position set to a constant.
    case constantLocation(LayoutAttribute)
    /// Rule 4: a vertical position related to a horizontal one.
    case mixedAxes(LayoutAttribute, LayoutAttribute)
    /// Rule 5: leading or trailing related to left or right.
    case directionalToAbsolute(LayoutAttribute, LayoutAttribute)
    /// An attribute that is not an attribute (`notAnAttribute` as the first attribute, or for a second item).
    case missingAttribute
    /// The items of a constraint are in different view hierarchies.
    case noCommonAncestor(String)
    /// A margin attribute of an item that has no margins (a layout guide).
    case marginOfGuide(LayoutAttribute)
    /// A number in the constraint is NaN or infinite, or its priority is out of range.
    case nonFinite(String)

    public var description: String {
        switch self {
        case .sizeToLocation(let first, let second):
            "a size attribute cannot be related to a position: \(first) and \(second)"
        case .constantLocation(let attribute):
            "a position cannot be set to a constant: \(attribute) needs a second item (a size, width or height, can be a constant)"
        case .mixedAxes(let first, let second):
            "a vertical position cannot be related to a horizontal one: \(first) and \(second)"
        case .directionalToAbsolute(let first, let second):
            "leading and trailing cannot be related to left and right: \(first) and \(second)"
        case .missingAttribute:
            "a constraint needs an attribute for each item"
        case .noCommonAncestor(let constraint):
            "the items of \(constraint) have no common ancestor: they are not in the same view hierarchy"
        case .marginOfGuide(let attribute):
            "a layout guide has no margins: \(attribute) needs a view"
        case .nonFinite(let constraint):
            "the constraint \(constraint) has a number that is not finite, or a priority not above 0 and at most 1000"
        }
    }
}

extension LayoutConstraint {
    /// Checks Apple's rules on a constraint's attributes: four of the five the Auto Layout Guide
    /// lists. The third, "no multiplier other than 1 on a position", UIKit does not enforce:
    /// it solves `a.centerX == 0.5 × b.centerX` in the nearest common ancestor's coordinates,
    /// and Interface Builder writes such constraints; a multiplier of 0 sets a position to a
    /// constant, which rule 2 forbids.
    static func validate(
        firstAttribute: LayoutAttribute, secondItem: LayoutItem?, secondAttribute: LayoutAttribute,
        multiplier: CGFloat
    ) throws(LayoutError) {
        guard let firstKind = firstAttribute.kind else { throw .missingAttribute }
        guard secondItem != nil else {
            if firstKind != .dimension { throw .constantLocation(firstAttribute) }
            return
        }
        guard let secondKind = secondAttribute.kind else { throw .missingAttribute }
        if (firstKind == .dimension) != (secondKind == .dimension) {
            throw .sizeToLocation(firstAttribute, secondAttribute)
        }
        guard firstKind != .dimension else { return }
        if firstKind != secondKind { throw .mixedAxes(firstAttribute, secondAttribute) }
        if multiplier == 0 { throw .constantLocation(firstAttribute) }
        if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontalEdge)
            || (firstAttribute.isAbsoluteHorizontalEdge && secondAttribute.isDirectional)
        {
            throw .directionalToAbsolute(firstAttribute, secondAttribute)
        }
    }
}
