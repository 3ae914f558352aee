/// A visual format string, parsed: one line of UIKit's Visual Format Language as a syntax tree.
///
/// The tree has the shape of Apple's grammar,
/// `[orientation ":"] ["|" connection] view {connection view} [connection "|"]`,
/// so a parsed format always has a view, and `|` (the superview) can only stand at either end.
/// `links` walks it as the constraint builder needs it: each connection with the items on
/// both sides.
///
/// Names were checked while parsing against the keys of the views and metrics dictionaries, as
/// UIKit checks them, so the tree tells a metric from a view and names nothing unknown.
///
/// Every node records a column for the diagnostics of later stages: 1-based, counted in
/// characters. The parser rejects a format with any non-ASCII character, so in a tree a
/// character is also one UTF-16 unit (NSString's unit) and one byte.
public struct VisualFormat: Hashable, Sendable {
    /// `H:` (the default) or `V:`.
    public let orientation: Orientation
    /// The superview `|` the format starts with, if it does, and its connection to the first view.
    public let leadingSuperview: SuperviewEdge?
    /// The first view named.
    public let firstView: View
    /// The other views, in order, each with the connection from the view before it.
    public let followingViews: [ConnectedView]
    /// The superview `|` the format ends with, if it does, and its connection from the last view.
    public let trailingSuperview: SuperviewEdge?

    /// Every view, in the order the format names them.
    public var views: [View] { [firstView] + followingViews.map(\.view) }
}

extension VisualFormat {
    /// The superview `|` at one end of the format, with the connection between it and the
    /// nearest view.
    public struct SuperviewEdge: Hashable, Sendable {
        /// The column of the `|`.
        public let column: Int
        public let connection: Connection
    }

    /// A view after the first one, with the connection from the view before it.
    public struct ConnectedView: Hashable, Sendable {
        public let connection: Connection
        public let view: View
    }
}
