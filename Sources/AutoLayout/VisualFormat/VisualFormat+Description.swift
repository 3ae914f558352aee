// The canonical text of a parsed format, for diagnostics and for checking that parsing keeps
// every relation, priority and name. Parsing the text gives back the same tree, columns aside.
//
// The text is as short as Apple's examples write it: no `H:` (the default), no `==` unless the
// object is a view (`[a(==b)]` reads better than `[a(b)]`), and a connection's predicate list
// without parentheses when it is one plain metric or non-negative number (`-20-`).

extension VisualFormat: CustomStringConvertible {
    public var description: String {
        let prefix = orientation == .vertical ? "V:" : ""
        let start = links.first?.before ?? .view(firstView)
        return links.reduce(prefix + start.description) { text, link in
            text + link.connection.description + link.after.description
        }
    }
}

extension VisualFormat.Item: CustomStringConvertible {
    public var description: String {
        switch self {
        case .superview: "|"
        case .view(let view): view.description
        }
    }
}

extension VisualFormat.View: CustomStringConvertible {
    public var description: String {
        let list = predicates.isEmpty ? "" : "(" + predicates.map(\.description).joined(separator: ",") + ")"
        return "[" + name + list + "]"
    }
}

extension VisualFormat.Connection: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .flush: ""
        case .standard: "-"
        case .predicates(let predicates) where predicates.count == 1 && predicates[0].isSimple:
            "-" + predicates[0].description + "-"
        case .predicates(let predicates):
            "-(" + predicates.map(\.description).joined(separator: ",") + ")-"
        }
    }
}

extension VisualFormat.Predicate: CustomStringConvertible {
    public var description: String {
        let isViewObject = if case .view = object { true } else { false }
        let relationText = relation == .equal && !isViewObject ? "" : relation.rawValue
        let priorityText = priority.map { "@" + $0.value.description } ?? ""
        return relationText + object.description + priorityText
    }

    /// Whether Apple's grammar lets the predicate stand without parentheses in a connection
    /// (its `simplePredicate`: a metric or a positive number, nothing else).
    var isSimple: Bool {
        guard relation == .equal, priority == nil, case .constant(let constant) = object else { return false }
        if case .number(let value) = constant { return value >= 0 }
        return true
    }
}

extension VisualFormat.Object: CustomStringConvertible {
    public var description: String {
        switch self {
        case .constant(let constant): constant.description
        case .view(let name): name
        }
    }
}

extension VisualFormat.Constant: CustomStringConvertible {
    /// The metric's name, or the number as briefly as it reads back: `20`, not `20.0`.
    public var description: String {
        switch self {
        case .number(let value): value.formattedForVisualFormat
        case .metric(let name): name
        }
    }
}

extension Double {
    /// Whole numbers without a fraction (`20`, `-22`), others as Swift prints them (`0.5`,
    /// `1e-07`); both read back by `strtod` as the same value.
    var formattedForVisualFormat: String {
        guard rounded() == self, abs(self) < 1e15 else { return description }
        return String(Int64(self))
    }
}
