extension VisualFormat {
    /// A number written in the format, or a metric: the name of one in the metrics dictionary.
    ///
    /// Metrics stay names in the tree; the constraint builder looks their values up.
    public enum Constant: Hashable, Sendable {
        /// A number as C's `strtod` reads it in the C locale, such as `20`, `-4.5` or `1e3`;
        /// always finite.
        case number(Double)
        /// A key in the metrics dictionary.
        case metric(String)
    }
}
