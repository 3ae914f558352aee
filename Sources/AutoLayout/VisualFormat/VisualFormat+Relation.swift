extension VisualFormat {
    /// How a size or gap relates to a predicate's object.
    public enum Relation: String, Hashable, Sendable, CaseIterable {
        case equal = "=="
        case lessThanOrEqual = "<="
        case greaterThanOrEqual = ">="

        /// The relation whose first character this is (`=`, `<` or `>`); the `=` that must
        /// follow is the parser's to check.
        init?(firstCharacter: Unicode.Scalar) {
            let matches = { (relation: Self) in relation.rawValue.unicodeScalars.first == firstCharacter }
            guard let relation = Self.allCases.first(where: matches) else { return nil }
            self = relation
        }

        /// The constraint relation a predicate with this relation makes.
        var layoutRelation: LayoutRelation {
            switch self {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        }
    }
}
