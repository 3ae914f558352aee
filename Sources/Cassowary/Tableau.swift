/// The simplex tableau of an incremental dual-simplex Cassowary solver
/// (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving
/// Algorithm", ACM TOCHI 8(4), 2001), with three departures that keep its cost linear in the
/// size of a layout where kiwi's grows quadratically or cubically:
///
/// 1. **Definitions.** The row of an external (user) variable is kept as it was derived, a
///    *definition* that may name other basic variables (`v7.left = v6.left + v6.width + 8`),
///    instead of being rewritten in non-basic symbols after every pivot. Such rows never take
///    part in pivoting (external variables are unrestricted, so they never leave the basis),
///    and a chain of them costs one row per link instead of a row per link *times* the chain's
///    length. A definition is expanded, most derived symbol first so that chains cancel early,
///    only when a restricted row needs it in explicit form.
/// 2. **A column index.** Every symbol knows the rows that hold it, so a substitution touches
///    those rows only, never the whole tableau.
/// 3. **A lexicographic objective.** Each symbol's reduced cost is a short vector with one
///    component per priority level, and symbols that can improve the objective wait in a
///    heap, so choosing the entering symbol never scans the objective.
///
/// Explicit rows (of slack, error and dummy symbols) hold only non-basic symbols and never an
/// external one; definitions may hold anything, and `rank` orders them: a definition's rank is
/// greater than the rank of every definition it names.
///
/// Storage is flat: per-symbol arrays indexed by symbol and per-slot arrays indexed by row
/// slot, with rows as sorted cell arrays.
struct Tableau {
    // MARK: Per symbol

    /// What each symbol stands for.
    var kinds: [SymbolKind] = []
    /// The slot of the row in which each symbol is basic, or -1.
    var basicSlots: [Int] = []
    /// The slots whose rows hold each symbol. Entries may be stale or repeated; readers check.
    var columns: [[Int]] = []
    /// Each symbol's reduced cost: its coefficient in the objective, one component per level.
    var reducedCosts: [[LevelValue]] = []
    /// The rank of each defined external symbol (0 for every other symbol).
    var ranks: [Int] = []
    /// The defined symbols whose definitions name each symbol. Entries may be stale.
    var referrers: [[Symbol]] = []
    /// The identity of the constraint whose marker (or second error) each symbol is; 0 for none.
    var owners: [UInt64] = []

    // MARK: Per slot

    var rows: [Row] = []
    /// The basic symbol of each slot, or -1 for a free slot.
    var basics: [Symbol] = []
    var freeSlots: [Int] = []

    // MARK: Objective and work lists

    /// The objective's constant at each priority level.
    var objectiveConstants: [Float: Double] = [:]
    var candidates = Heap<EnteringCandidate>()
    /// Restricted basic symbols whose rows may have a negative constant.
    var infeasibleRows = Heap<Symbol>()

    // MARK: Scratch and bookkeeping

    /// A spare cell buffer, swapped with a row's cells by ``addRow(_:times:to:replacing:)``.
    var mergeBuffer: [Cell] = []
    /// Per-symbol and per-slot marks, compared with ``stamp`` to visit each item once.
    var symbolMarks: [UInt32] = []
    var slotMarks: [UInt32] = []
    var stamp: UInt32 = 0
    /// Dense per-symbol accumulator used by expansions.
    var accumulator: [Double] = []
    /// The undo log of the transaction in progress, if any.
    var journal: Journal?
    /// Cached values of defined symbols, valid while `valueStamps[symbol] == generation`.
    var valueCache: [Double] = []
    var valueStamps: [UInt64] = []
    var generation: UInt64 = 1

    var symbolCount: Int { kinds.count }

    /// Whether `symbol` is an external symbol with a definition.
    @inline(__always)
    func isDefined(_ symbol: Symbol) -> Bool {
        basicSlots[symbol] >= 0 && kinds[symbol] == .external
    }

    /// Whether `symbol` is basic in an explicit (slack, error or dummy) row.
    @inline(__always)
    func isExplicitBasic(_ symbol: Symbol) -> Bool {
        basicSlots[symbol] >= 0 && kinds[symbol] != .external
    }

    /// Makes a new symbol of the given kind, owned by the constraint with identity `owner`.
    mutating func makeSymbol(_ kind: SymbolKind, owner: UInt64 = 0) -> Symbol {
        let symbol = kinds.count
        kinds.append(kind)
        basicSlots.append(-1)
        columns.append([])
        reducedCosts.append([])
        ranks.append(0)
        referrers.append([])
        owners.append(owner)
        symbolMarks.append(0)
        accumulator.append(0)
        valueCache.append(0)
        valueStamps.append(0)
        return symbol
    }

    /// A fresh stamp value for ``symbolMarks`` and ``slotMarks``.
    mutating func nextStamp() -> UInt32 {
        stamp &+= 1
        if stamp == 0 {
            for index in symbolMarks.indices { symbolMarks[index] = 0 }
            for index in slotMarks.indices { slotMarks[index] = 0 }
            stamp = 1
        }
        return stamp
    }

    // MARK: Slots

    /// Stores `row` as the row of `basic` and indexes its cells.
    @discardableResult
    mutating func insertRow(_ row: Row, basic: Symbol) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            saveForUndo(slot: slot)
            rows[slot] = row
            basics[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            basics.append(basic)
            slotMarks.append(0)
        }
        basicSlots[basic] = slot
        for cell in row.cells { columns[cell.symbol].append(slot) }
        return slot
    }

    /// Deletes the row in `slot`; its basic symbol becomes non-basic.
    mutating func deleteRow(at slot: Int) {
        saveForUndo(slot: slot)
        basicSlots[basics[slot]] = -1
        rows[slot] = Row()
        basics[slot] = .none
        freeSlots.append(slot)
    }

    // MARK: Row arithmetic

    /// `rows[slot] += factor × source`, where the target's own cell for `replaced` (if any)
    /// is dropped: the source is what `replaced` stands for.
    ///
    /// The merge writes into ``mergeBuffer`` and swaps buffers, so it allocates nothing once
    /// the buffers have grown; symbols new to the row are added to the column index.
    ///
    /// - Complexity: O(*n* + *m*) for rows of *n* and *m* cells.
    mutating func addRow(_ source: Row, times factor: Double, to slot: Int, replacing replaced: Symbol) {
        saveForUndo(slot: slot)
        var target = rows[slot].cells
        rows[slot].cells = []
        var merged = mergeBuffer
        mergeBuffer = []
        merged.removeAll(keepingCapacity: true)
        merged.reserveCapacity(target.count + source.cells.count)
        var i = 0, j = 0
        let left = target.count, right = source.cells.count
        while i < left || j < right {
            let a = i < left ? target[i].symbol : Int.max
            let b = j < right ? source.cells[j].symbol : Int.max
            if a < b {
                if a != replaced { merged.append(target[i]) }
                i += 1
            } else if b < a {
                let value = source.cells[j].coefficient * factor
                if !value.isNearZero {
                    merged.append(Cell(symbol: b, coefficient: value))
                    columns[b].append(slot)
                }
                j += 1
            } else {
                let value = target[i].coefficient + source.cells[j].coefficient * factor
                if !value.isNearZero && a != replaced { merged.append(Cell(symbol: a, coefficient: value)) }
                i += 1
                j += 1
            }
        }
        rows[slot].cells = merged
        rows[slot].constant += source.constant * factor
        target.removeAll(keepingCapacity: true)
        mergeBuffer = target
    }

    /// Notes that the constant of the row in `slot` changed, queueing it if it went negative.
    @inline(__always)
    mutating func noteConstantChange(slot: Int) {
        let basic = basics[slot]
        if kinds[basic].isRestricted && rows[slot].constant < -epsilon { infeasibleRows.push(basic) }
    }

    /// The live slots of `symbol`'s column, each once; stale and repeated entries are dropped
    /// from the index as a side effect.
    ///
    /// - Complexity: O(*k*) for *k* index entries, each checked by a binary search.
    mutating func liveSlots(of symbol: Symbol) -> [Int] {
        let mark = nextStamp()
        var column = columns[symbol]
        columns[symbol] = []
        var kept = 0
        for index in column.indices {
            let slot = column[index]
            guard slotMarks[slot] != mark else { continue }
            slotMarks[slot] = mark
            guard basics[slot] != .none, rows[slot].position(of: symbol).found else { continue }
            column[kept] = slot
            kept += 1
        }
        column.removeLast(column.count - kept)
        columns[symbol] = column
        return column
    }
}
