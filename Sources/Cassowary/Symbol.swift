/// What a tableau column stands for (Badros, Borning & Stuckey 2001, §3).
///
/// The solver works on symbols, small integers indexing flat per-symbol arrays; a
/// ``Variable`` is mapped to an `external` symbol when a constraint first names it.
enum SymbolKind: UInt8 {
    /// A user variable; unrestricted in sign.
    case external
    /// The slack of an inequality: `expression - slack = 0`, `slack >= 0`. Its marker.
    case slack
    /// One side of the violation of an optional constraint, `>= 0`, weighted in the objective.
    case error
    /// The marker of a required equality: a column fixed at zero that records which rows
    /// were derived from the constraint, so that it can be removed again.
    case dummy

    /// Whether the symbol may enter the basis in a pivot (restricted, and not fixed at zero).
    var isPivotable: Bool { self == .slack || self == .error }

    /// Whether a basic symbol of this kind must stay non-negative.
    var isRestricted: Bool { self == .slack || self == .error }
}

/// The index of a symbol; `-1` stands for none.
typealias Symbol = Int

extension Symbol {
    static let none: Symbol = -1
}
