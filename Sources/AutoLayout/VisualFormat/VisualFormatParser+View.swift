extension VisualFormatParser {
    /// `view = "[" viewName [predicateListWithParens] "]"`.
    ///
    /// - Parameter missingView: the fault to report if no `[` stands here, which depends on
    ///   what else could have stood here.
    mutating func parseView(
        orElse missingView: (VisualFormatError.Found) -> Fault
    ) throws(VisualFormatError) -> VisualFormat.View {
        guard scanner.skip("[") else { throw failure(missingView(scanner.found)) }
        let column = scanner.column
        guard let name = scanner.readName() else { throw failure(.expectedViewName(found: scanner.found)) }
        guard viewNames.contains(name) else { throw failure(.unknownView(name: name)) }
        let predicates = try parseViewPredicates(of: name)
        return VisualFormat.View(name: name, column: column, predicates: predicates)
    }

    /// `[predicateListWithParens] "]"`, after a view's name.
    private mutating func parseViewPredicates(of name: String) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        if scanner.skip("]") { return [] }
        guard scanner.skip("(") else { throw failure(.unterminatedView(name: name, found: scanner.found)) }
        let predicates = try parsePredicateList(in: .viewSize)
        guard scanner.skip(")") else { throw failure(.unterminatedViewPredicates) }
        guard scanner.skip("]") else { throw failure(.expectedBracketAfterViewPredicates(found: scanner.found)) }
        return predicates
    }
}
