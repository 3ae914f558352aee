extension VisualFormatParser {
    /// `connection = e | "-" predicateList "-" | "-"`.
    ///
    /// Between `-` and `-`, UIKit reads a parenthesised list or a single predicate, which may
    /// carry a relation and a priority (`->=20@750-`), although Apple's grammar only shows a
    /// metric or a number there. Both are accepted, as UIKit accepts them.
    mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
        let column = scanner.column
        guard scanner.skip("-") else { return VisualFormat.Connection(kind: .flush, column: column) }
        if scanner.current == "[" || scanner.current == "|" {
            return VisualFormat.Connection(kind: .standard, column: column)
        }
        let predicates = try parseSpacingPredicates()
        if scanner.current == "," { throw failure(.predicateListWithoutParentheses) }
        guard scanner.skip("-") else { throw failure(.expectedConnectionEnd(found: scanner.found)) }
        return VisualFormat.Connection(kind: .predicates(predicates), column: column)
    }

    /// `predicateList = predicate | predicateListWithParens`, between a connection's dashes.
    private mutating func parseSpacingPredicates() throws(VisualFormatError) -> [VisualFormat.Predicate] {
        if scanner.skip("(") {
            let predicates = try parsePredicateList(in: .spacing)
            guard scanner.skip(")") else { throw failure(.unterminatedConnectionPredicates(found: scanner.found)) }
            return predicates
        }
        if scanner.current == "-" { throw failure(.negativeSpacingWithoutParentheses) }
        guard isAtPredicate else { throw failure(.expectedSpacing(found: scanner.found)) }
        return [try parsePredicate(in: .spacing)]
    }
}
