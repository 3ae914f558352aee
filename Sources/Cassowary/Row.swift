/// One term of a row: a symbol and its coefficient, in 12 bytes.
///
/// A pivot at 10 000 views rewrites a thousand rows that do not stay in the caches between
/// resize steps, so a row's size is what such a step costs: with the symbol in 32 bits and
/// the coefficient's bits in two 32-bit halves (no 8-byte alignment, hence no padding), a
/// row is three quarters of what a 16-byte cell made it. The halves are joined and split
/// in registers; x86 and ARM load the unaligned 8 bytes in one instruction.
struct Cell {
    private let symbolBits: Int32
    private var coefficientLow: UInt32
    private var coefficientHigh: UInt32

    @inline(__always)
    init(symbol: Symbol, coefficient: Double) {
        symbolBits = Int32(truncatingIfNeeded: symbol)
        (coefficientLow, coefficientHigh) = Cell.halves(of: coefficient)
    }

    var symbol: Symbol {
        @inline(__always) get { Int(symbolBits) }
    }

    var coefficient: Double {
        @inline(__always) get { Double(bitPattern: UInt64(coefficientHigh) << 32 | UInt64(coefficientLow)) }
        @inline(__always) set { (coefficientLow, coefficientHigh) = Cell.halves(of: newValue) }
    }

    @inline(__always)
    private static func halves(of value: Double) -> (low: UInt32, high: UInt32) {
        let bits = value.bitPattern
        return (UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32))
    }
}

/// A linear equation solved for a symbol: `basic = constant + Σ coefficient · symbol`.
///
/// The cells are sorted by symbol and never hold a zero coefficient, so two rows combine in
/// one merge pass and a lookup is a binary search. Before a subject is chosen, a row reads as
/// `0 = constant + Σ coefficient · symbol`.
struct Row {
    var constant: Double
    var cells: [Cell]
    /// In the tableau, the symbol basic in this row (-1 for a free slot), and the visit mark
    /// of the walks over columns, compared with `Tableau.stamp`; -1 and 0 in a row that is
    /// not in the tableau. They are kept in the row rather than in arrays by slot because
    /// every walk over a column reads both beside the row's constant: a resize step at
    /// 10 000 views walks a thousand rows that are not in the caches, and each array by
    /// slot cost a cache miss per row.
    private var basicBits: Int32 = -1
    var mark: UInt32 = 0

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    var basic: Symbol {
        @inline(__always) get { Int(basicBits) }
        @inline(__always) set { basicBits = Int32(truncatingIfNeeded: newValue) }
    }

    /// The position of `symbol` among the cells, or where it would be inserted.
    ///
    /// The search gallops from the front (cells 0, 1, 3, 7, …) before it bisects, so that a
    /// symbol among the first cells is found in the row's first cache line. Symbols made
    /// early, such as an edit's errors and a layout's first slacks, sort first in every row
    /// that holds them, and a resize looks them up in a thousand rows that nothing else
    /// brings into the cache.
    ///
    /// - Complexity: O(log *i*) for a symbol at position *i*.
    @inline(__always)
    func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count, probe = 0
        while probe < high {
            let candidate = cells[probe].symbol
            if candidate == symbol { return (probe, true) }
            if candidate > symbol {
                high = probe
                break
            }
            low = probe + 1
            probe = 2 * probe + 1
        }
        while low < high {
            let middle = (low + high) >> 1
            let candidate = cells[middle].symbol
            if candidate == symbol { return (middle, true) }
            if candidate < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, zero when the row does not hold it.
    ///
    /// - Complexity: O(log *n*).
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `value` to the coefficient of `symbol`, dropping the cell if it becomes zero.
    ///
    /// - Complexity: O(*n*).
    mutating func add(_ value: Double, to symbol: Symbol) {
        if cells.last.map({ $0.symbol < symbol }) ?? true {
            if !value.isNearZero { cells.append(Cell(symbol: symbol, coefficient: value)) }
            return
        }
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + value
            if sum.isNearZero { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !value.isNearZero {
            cells.insert(Cell(symbol: symbol, coefficient: value), at: index)
        }
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Solves `0 = constant + Σ` for `subject`, which must be in the row: the row becomes
    /// `subject = …` and no longer holds it.
    ///
    /// - Complexity: O(*n*).
    mutating func solve(for subject: Symbol) {
        let (index, found) = position(of: subject)
        precondition(found, "solving a row for a symbol it does not hold")
        let coefficient = cells.remove(at: index).coefficient
        scale(by: -1 / coefficient)
    }

    /// Exchanges the basic symbol for `entering`: the row of `basic` becomes the row of
    /// `entering`, with `basic` among its cells.
    ///
    /// - Complexity: O(*n*).
    mutating func exchange(basic: Symbol, for entering: Symbol) {
        add(-1, to: basic)
        solve(for: entering)
    }
}
