extension VisualFormat {
    /// One condition on a view's size or on a gap: `[relation] object [@priority]`, as in
    /// `>=20@750`, `==button2` or `pad`.
    public struct Predicate: Hashable, Sendable {
        /// `==` when none is written.
        public let relation: Relation
        /// What the size or gap is compared with.
        public let object: Object
        /// The priority after `@`, or nil when none is written (UIKit's default: required, 1000).
        public let priority: Priority?
        /// The column of the predicate's first character: its relation if written, or else
        /// its object.
        public let column: Int
        /// The column of the object's first character.
        public let objectColumn: Int
    }

    /// What a predicate compares with.
    public enum Object: Hashable, Sendable {
        /// A number or a metric.
        case constant(Constant)
        /// Another view's width or height, as in `[button1(==button2)]`. Only a view's own
        /// predicates can name a view: a gap cannot equal a view's size.
        case view(String)
    }

    /// A predicate's priority, `@750` or `@high`.
    public struct Priority: Hashable, Sendable {
        /// A number in 0 < priority <= 1000 (checked while parsing), or a metric, whose value
        /// the constraint builder checks against the same range.
        public let value: Constant
        /// The column of the priority's first character (one past the `@`).
        public let column: Int
    }
}
