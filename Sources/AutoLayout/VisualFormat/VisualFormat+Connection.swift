extension VisualFormat {
    /// What lies between two neighbouring items of a format: the gap between their facing edges.
    public struct Connection: Hashable, Sendable {
        /// The kinds of gap Apple's grammar offers.
        public enum Kind: Hashable, Sendable {
            /// `[a][b]`: no gap; the edges touch.
            case flush
            /// `[a]-[b]`: the standard spacing, which UIKit takes to be 8 points between
            /// siblings and the layout margin next to the superview.
            case standard
            /// `-20-`, `-pad-` or `-(>=20@750,<=40)-`: the gap relates to each predicate.
            /// The objects are numbers or metrics, never views.
            case predicates([Predicate])
        }

        public let kind: Kind
        /// The column of the connection's opening `-`. A flush connection has no characters;
        /// its column is that of the `[` or `|` right after it.
        public let column: Int
    }
}
