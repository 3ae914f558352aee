extension VisualFormatParser {
    /// What a predicate constrains, which decides what its object may name.
    enum Subject {
        /// A view's width or height: the object may be a number, a metric or a view.
        case viewSize
        /// The gap of a connection: the object may be a number or a metric.
        case spacing
    }

    /// `predicate { "," predicate }`, inside parentheses.
    mutating func parsePredicateList(in subject: Subject) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        var predicates = [try parsePredicate(in: subject)]
        while scanner.skip(",") {
            predicates.append(try parsePredicate(in: subject))
        }
        return predicates
    }

    /// `predicate = [relation] objectOfPredicate ["@" priority]`.
    mutating func parsePredicate(in subject: Subject) throws(VisualFormatError) -> VisualFormat.Predicate {
        let column = scanner.column
        let relation = try parseRelation()
        let objectColumn = scanner.column
        let object = try parseObject(in: subject)
        let priority = try parsePriority()
        return VisualFormat.Predicate(
            relation: relation, object: object, priority: priority, column: column, objectColumn: objectColumn)
    }

    /// Whether a predicate starts here: a relation, a number or a name.
    var isAtPredicate: Bool {
        scanner.isAtNumber || scanner.isAtName
            || scanner.current.flatMap(VisualFormat.Relation.init(firstCharacter:)) != nil
    }

    /// `relation = "==" | "<=" | ">="`, or `==` when none is written.
    private mutating func parseRelation() throws(VisualFormatError) -> VisualFormat.Relation {
        guard let first = scanner.current, let relation = VisualFormat.Relation(firstCharacter: first) else {
            return .equal
        }
        scanner.advance()
        guard scanner.skip("=") else { throw failure(.unknownRelation) }
        return relation
    }

    /// `objectOfPredicate = constant | viewName`.
    private mutating func parseObject(in subject: Subject) throws(VisualFormatError) -> VisualFormat.Object {
        if let name = scanner.readName() {
            return try resolveObject(named: name, in: subject)
        }
        if let number = try readNumber() {
            return .constant(.number(number))
        }
        throw failure(.expectedPredicateObject(found: scanner.found, allowsViewName: subject == .viewSize))
    }

    /// A metric if the metrics have the name (UIKit looks there first), or else a view, where
    /// the subject allows one.
    private func resolveObject(
        named name: String, in subject: Subject
    ) throws(VisualFormatError) -> VisualFormat.Object {
        if metricNames.contains(name) { return .constant(.metric(name)) }
        switch subject {
        case .viewSize:
            guard viewNames.contains(name) else { throw failure(.unknownViewOrMetric(name: name)) }
            return .view(name)
        case .spacing:
            throw failure(viewNames.contains(name) ? .viewInConnection(name: name) : .unknownMetric(name: name))
        }
    }

    /// `"@" priority`, if an `@` stands here; `priority = metricName | number`.
    private mutating func parsePriority() throws(VisualFormatError) -> VisualFormat.Priority? {
        guard scanner.skip("@") else { return nil }
        let column = scanner.column
        if let name = scanner.readName() {
            guard metricNames.contains(name) else { throw failure(.unknownMetric(name: name)) }
            return VisualFormat.Priority(value: .metric(name), column: column)
        }
        guard let number = try readNumber() else { throw failure(.expectedPriority(found: scanner.found)) }
        guard number > 0, number <= Self.requiredPriority else { throw failure(.invalidPriority(number)) }
        return VisualFormat.Priority(value: .number(number), column: column)
    }

    /// UILayoutPriority.required, the highest priority there is.
    private static let requiredPriority = 1000.0

    /// A number, if one starts here (see `VisualFormatScanner.readNumber`), which must be finite.
    private mutating func readNumber() throws(VisualFormatError) -> Double? {
        guard scanner.isAtNumber else { return nil }
        guard let text = scanner.readNumber() else { throw failure(.expectedDigit(found: scanner.found)) }
        guard let value = Double(text), value.isFinite else { throw failure(.numberOutOfRange(text)) }
        return value
    }
}
