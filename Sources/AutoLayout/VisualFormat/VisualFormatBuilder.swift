import Foundation

/// Turns a parsed visual format into constraints, in the order UIKit's parser makes them as
/// it reads: left to right, each connection before the size predicates of the view after it,
/// and the alignments the options ask for last, pair by pair.
///
/// It checks what the parser cannot: that the options suit the format, that `|` stands for
/// one view, and that the metrics it reads are numbers a constraint can take. Its errors put
/// the caret where UIKit's parser stands when it finds the same fault.
struct VisualFormatBuilder {
    let format: VisualFormat
    /// The format as written, for errors.
    let text: String
    let options: VisualFormatOptions
    let metrics: [String: CGFloat]
    let views: [String: LayoutItem]
    let axis: VisualFormatAxis

    init(format: VisualFormat, text: String, options: VisualFormatOptions, metrics: [String: CGFloat],
         views: [String: LayoutItem]) {
        self.format = format
        self.text = text
        self.options = options
        self.metrics = metrics
        self.views = views
        self.axis = VisualFormatAxis(orientation: format.orientation, options: options)
    }

    /// The format's constraints, inactive.
    func makeConstraints() throws(VisualFormatError) -> [LayoutConstraint] {
        try checkOptions()
        let superview = try findSuperview()
        var constraints = format.leadingSuperview == nil ? try sizeConstraints(of: format.firstView) : []
        for link in format.links {
            constraints += try spacingConstraints(for: link, superview: superview)
            if case .view(let view) = link.after { constraints += try sizeConstraints(of: view) }
        }
        return constraints + alignmentConstraints()
    }

    /// The item a view of the format names (the parser has checked that the name is a key).
    func item(_ view: VisualFormat.View) -> LayoutItem {
        views[view.name]!
    }

    /// One constraint per predicate on the view's width (horizontal) or height (vertical):
    /// `view.size REL constant` or, for `[a(==b)]`, `a.size REL b.size`.
    private func sizeConstraints(of view: VisualFormat.View) throws(VisualFormatError) -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        for predicate in view.predicates {
            let other: LayoutItem?, constant: CGFloat
            switch predicate.object {
            case .view(let name): (other, constant) = (views[name]!, 0)
            case .constant(let value): (other, constant) = (nil, try number(value, at: predicate.objectColumn))
            }
            constraints.append(
                try constraint(
                    item(view), axis.dimension, predicate, other, other == nil ? .notAnAttribute : axis.dimension,
                    constant: constant))
        }
        return constraints
    }

    /// `first.firstAttribute REL second.secondAttribute + constant` with the predicate's
    /// relation and priority (a constant size when `second` is nil).
    func constraint(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ predicate: VisualFormat.Predicate,
        _ second: LayoutItem?, _ secondAttribute: LayoutAttribute, constant: CGFloat
    ) throws(VisualFormatError) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            firstItem: first, firstAttribute: firstAttribute, relation: predicate.relation.layoutRelation,
            secondItem: second, secondAttribute: secondAttribute, multiplier: second == nil ? 0 : 1, constant: constant)
        constraint.priority = try priority(of: predicate)
        return constraint
    }

    /// The value of a number or metric, which must be finite. The metrics dictionary has the
    /// name: the parser checked it.
    func number(_ constant: VisualFormat.Constant, at column: Int) throws(VisualFormatError) -> CGFloat {
        switch constant {
        case .number(let value):
            return CGFloat(value)
        case .metric(let name):
            let value = metrics[name]!
            guard value.isFinite else {
                throw failure(.nonFiniteMetric(name: name, value: Double(value)), at: column + name.count)
            }
            return value
        }
    }

    /// The predicate's priority: required when none is written; a metric's value must be in
    /// UILayoutPriority's range, as a written number must (the parser checked those).
    private func priority(of predicate: VisualFormat.Predicate) throws(VisualFormatError) -> LayoutPriority {
        guard let priority = predicate.priority else { return .required }
        switch priority.value {
        case .number(let value):
            return LayoutPriority(Float(value))
        case .metric(let name):
            let value = Double(metrics[name]!)
            guard value > 0, value <= Double(LayoutPriority.required.rawValue) else {
                throw failure(.invalidPriority(value), at: priority.column + name.count)
            }
            return LayoutPriority(Float(value))
        }
    }

    func failure(_ fault: VisualFormatError.Fault, at column: Int) -> VisualFormatError {
        VisualFormatError(fault: fault, format: text, column: column)
    }
}
