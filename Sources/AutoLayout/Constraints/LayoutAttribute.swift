/// A part of a layout item's rectangle that a constraint relates: UIKit's
/// `NSLayoutConstraint.Attribute`, with its raw values (which dumps and VFL options use).
public enum LayoutAttribute: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case notAnAttribute = 0
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline = 11, firstBaseline
    case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins = 19, centerYWithinMargins

    /// What kind of quantity the attribute is, which decides which attributes it may relate to.
    public enum Kind: Hashable, Sendable {
        /// An x position (left, right, leading, trailing, centerX and their margin forms).
        case horizontalLocation
        /// A y position (top, bottom, centerY, the baselines and their margin forms).
        case verticalLocation
        /// A width or a height.
        case dimension
    }

    public var kind: Kind? {
        switch self {
        case .notAnAttribute: nil
        case .width, .height: .dimension
        case .left, .right, .leading, .trailing, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontalLocation
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline,
            .topMargin, .bottomMargin, .centerYWithinMargins:
            .verticalLocation
        }
    }

    /// The axis the attribute measures along.
    public var axis: LayoutAxis? {
        switch self {
        case .notAnAttribute: nil
        case .width: .horizontal
        case .height: .vertical
        default: kind == .horizontalLocation ? .horizontal : .vertical
        }
    }

    /// Whether the attribute follows the layout direction (leading, trailing and their margins).
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// Whether the attribute is absolute left or right (rule 5 forbids relating it to a directional one).
    public var isAbsoluteHorizontalEdge: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }

    /// Whether the attribute is a baseline, whose position depends on the view's text.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// For a margin attribute, the plain attribute of the item's layout-margins guide.
    public var marginBase: LayoutAttribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    /// The name used in specs and dumps (`leading`, `centerXWithinMargins`).
    public var name: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }

    /// The attribute with the given ``name``.
    public init?(name: String) {
        guard let match = LayoutAttribute.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }

    public var description: String { name }
}

/// How a constraint's two sides compare: UIKit's `NSLayoutConstraint.Relation`.
public enum LayoutRelation: Int, Hashable, Sendable, CustomStringConvertible {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    /// The relation read the other way round (`a <= b` is `b >= a`).
    public var reversed: LayoutRelation { LayoutRelation(rawValue: -rawValue)! }
}
