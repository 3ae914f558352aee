import Foundation

/// Every constraint that lays out a view and its subviews, as `plumb explain` prints them:
/// the app's, and those the engine makes itself (the autoresizing mask's, content size, the
/// margin and safe-area guides', a root's encapsulated size, stack views'), each written as
/// UIKit's logs write it, so that a dump reads beside a log from a device:
///
/// ```
/// <NSLayoutConstraint 'UIView-Encapsulated-Layout-Width' root.width == 320   (active)>
/// <NSLayoutConstraint 'UIView-leftMargin-guide-constraint' H:|-(8)-[UIViewLayoutMarginsGuide](LTR)   (active, names: '|':root)>
/// <NSAutoresizingMaskLayoutConstraint h=--& v=--& label.minX == 20   (active)>
/// <NSContentSizeLayoutConstraint label.width <= 42 @251   (active)>
/// <NSLayoutConstraint V:|-(20)-[box]   (active, names: '|':root)>
/// ```
///
/// The order is the order the engine adds the constraints to its solver on a first layout:
/// its own first, view by view (parents before children, subviews in order), then the app's in
/// the order they were activated. The same hierarchy always dumps the same way.
///
/// A dump encodes (`Codable`) as an array of its entries, for tools; docs/constraint-dump.md
/// describes both forms.
public struct ConstraintDump: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The constraints, in the engine's order.
    public let entries: [Entry]

    /// The dump of `view` and its subviews, laid out first if anything changed; pass the
    /// window for the whole screen.
    ///
    /// It lists the constraints the view and its subviews hold (the app's, whose nearest
    /// common ancestor is among them) and those the engine made for them, including any it
    /// broke to recover from a conflict (``Entry/Status-swift.enum/broken``).
    public init(of view: View) {
        view.layoutIfNeeded()
        let installed = view.rootView.layoutState.engine?.installedConstraints(inSubtreeOf: view) ?? []
        entries = installed.map { Entry($0.constraint, isBroken: $0.isBroken) }
    }

    public init(from decoder: Decoder) throws {
        entries = try decoder.singleValueContainer().decode([Entry].self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(entries)
    }

    /// One log line per constraint.
    public var description: String {
        entries.map(\.line).joined(separator: "\n")
    }
}
