extension VisualFormat {
    /// A view, `[name]` or `[name(predicates)]`.
    ///
    /// The predicates constrain the view's size along the format's orientation: its width in
    /// a horizontal format, its height in a vertical one.
    public struct View: Hashable, Sendable {
        /// The view's key in the views dictionary.
        public let name: String
        /// The column of the name's first character (one past the `[`).
        public let column: Int
        /// The predicates on the view's width or height, in the order written; empty if none.
        public let predicates: [Predicate]
    }
}
