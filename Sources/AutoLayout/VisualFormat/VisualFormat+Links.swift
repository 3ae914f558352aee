extension VisualFormat {
    /// Something a connection joins: the superview or a view.
    public enum Item: Hashable, Sendable {
        /// The superview `|`, at its column.
        case superview(column: Int)
        case view(View)
    }

    /// A connection with the items on either side of it, in reading order.
    ///
    /// In a horizontal format `before` is the leading item and `after` the trailing one
    /// (for the default direction); in a vertical format, the upper and the lower.
    public struct Link: Hashable, Sendable {
        public let before: Item
        public let connection: Connection
        public let after: Item
    }

    /// Every connection in the format, in order, with the items it joins: one link per gap
    /// the constraint builder turns into a spacing constraint. A format of a single view
    /// with no `|` has none.
    public var links: [Link] {
        var links: [Link] = []
        var previous = Item.view(firstView)
        if let edge = leadingSuperview {
            links.append(Link(before: .superview(column: edge.column), connection: edge.connection, after: previous))
        }
        for next in followingViews {
            links.append(Link(before: previous, connection: next.connection, after: .view(next.view)))
            previous = .view(next.view)
        }
        if let edge = trailingSuperview {
            links.append(Link(before: previous, connection: edge.connection, after: .superview(column: edge.column)))
        }
        return links
    }
}
