import Foundation

extension LayoutConstraint {
    /// The constraints a line of the Visual Format Language describes: UIKit's
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
    ///
    /// ```swift
    /// let constraints = try LayoutConstraint.constraints(
    ///     withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|", options: .alignAllCenterY,
    ///     metrics: nil, views: ["find": find, "findNext": findNext, "findField": findField])
    /// LayoutConstraint.activate(constraints)
    /// ```
    ///
    /// `|` is the superview of the views named (a layout guide's is the view that owns it).
    /// The standard gap `-` is the system spacing (8 pt) between two items and a 0-point gap
    /// to the superview's margin next to `|`; a gap written as a number or metric next to `|`
    /// runs to the superview's edge. A horizontal format relates leading and trailing edges,
    /// or left and right ones with `directionLeftToRight` or `directionRightToLeft` (which
    /// reads the format from the right). docs/vfl.md gives the whole table.
    ///
    /// The constraints come back inactive, in the order UIKit makes them: left to right, each
    /// gap's constraints before the size predicates of the view after it, then the
    /// alignments the options ask for, pair by pair.
    ///
    /// - Parameters:
    ///   - format: one line of the Visual Format Language, such as `V:|-[header(44)][body]|`.
    ///   - options: alignments of neighbouring views, the direction a horizontal format reads
    ///     in, and whether vertical gaps run between baselines.
    ///   - metrics: the values of the metric names the format uses.
    ///   - views: the views and layout guides the format names.
    /// - Returns: the constraints, inactive.
    /// - Throws: `VisualFormatError`, with the column of the fault and its caret: a syntax
    ///   error or an unknown name (the parser's), then options that do not suit the format, a
    ///   `|` whose views have no common superview, or a metric that is not a finite number
    ///   or, as a priority, outside 0 < priority <= 1000.
    public static func constraints(
        withVisualFormat format: String, options: VisualFormatOptions, metrics: [String: CGFloat]?,
        views: [String: LayoutItem]
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        let metrics = metrics ?? [:]
        let parsed = try VisualFormat(parsing: format, viewNames: Set(views.keys), metricNames: Set(metrics.keys))
        return try constraints(with: parsed, text: format, options: options, metrics: metrics, views: views)
    }

    /// The constraints of a format already parsed (with the keys of `metrics` and `views`),
    /// for a caller that looks at the tree first; `text` is the format as written, for errors.
    public static func constraints(
        with format: VisualFormat, text: String, options: VisualFormatOptions, metrics: [String: CGFloat],
        views: [String: LayoutItem]
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        let builder = VisualFormatBuilder(format: format, text: text, options: options, metrics: metrics, views: views)
        return try builder.makeConstraints()
    }
}
