extension ConstraintDump {
    /// One constraint of a dump, in fields a tool can read (and in its log line).
    public struct Entry: Hashable, Sendable, Codable {
        /// The UIKit class of a constraint, which says who made it.
        public enum Kind: String, Hashable, Sendable, Codable {
            /// Made by the app, or by UIKit for its own purposes (margins, safe area, stack
            /// views, a root's size): `NSLayoutConstraint`.
            case layoutConstraint = "NSLayoutConstraint"
            /// From a view's autoresizing mask: `NSAutoresizingMaskLayoutConstraint`.
            case autoresizingMask = "NSAutoresizingMaskLayoutConstraint"
            /// Content hugging or compression resistance: `NSContentSizeLayoutConstraint`.
            case contentSize = "NSContentSizeLayoutConstraint"
        }

        /// Whether a constraint takes part in the layout.
        public enum Status: String, Hashable, Sendable, Codable {
            /// In the solver.
            case active
            /// Active, but left out of the solver: broken to recover from a conflict of
            /// required constraints, or invalid (the layout's diagnostics say which).
            case broken
        }

        public let kind: Kind
        /// The constraint's identifier (UIKit's: `UIView-Encapsulated-Layout-Width`,
        /// `UISV-spacing`), if it has one.
        public let identifier: String?
        /// The constraint in the Visual Format Language where it has a form there
        /// (`H:[label]-(8)-[field]`, `V:|-(20)-[box]`), or else as an equation
        /// (`box.height == 50`, `label.centerY == field.centerY`); an optional priority is
        /// part of it (`-(8@750)-`, `@250`).
        public let text: String
        /// The view `|` stands for in `text`, when `text` has one.
        public let superview: String?
        /// The names of the constraint's items, the first item first.
        public let items: [String]
        /// The priority, 1 to 1000 (UIKit's `UILayoutPriority`).
        public let priority: Float
        public let status: Status
        /// The constraint as a line of UIKit's logs, as ``ConstraintDump/description`` prints it.
        public let line: String

        init(_ constraint: LayoutConstraint, isBroken: Bool) {
            let description = ConstraintDescription(constraint)
            let statement = description.statement
            kind = description.kind
            identifier = constraint.identifier
            text = statement.text
            superview = statement.superview?.logName
            items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }.map { description.itemName($0) }
            priority = constraint.priority.rawValue
            status = isBroken ? .broken : .active
            line = description.logLine(status: status.rawValue)
        }
    }
}
