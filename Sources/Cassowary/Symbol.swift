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

/// An external symbol and the index of its cached value in the tableau (see
/// `Tableau.externalValues`): what the solver keeps for each variable, so that reading a value
/// that is current looks at neither the symbol's state nor anything else of the tableau's.
/// Two 32-bit fields keep it, and the identity table's window that holds it, small.
struct ExternalSymbol {
    private let symbolBits: Int32
    private let valueIndexBits: Int32

    init(symbol: Symbol, valueIndex: Int32) {
        symbolBits = Int32(symbol)
        valueIndexBits = valueIndex
    }

    var symbol: Symbol {
        @inline(__always) get { Int(symbolBits) }
    }

    var valueIndex: Int {
        @inline(__always) get { Int(valueIndexBits) }
    }
}
