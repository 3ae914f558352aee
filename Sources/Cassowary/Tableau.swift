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
/// external one; definitions may hold anything, and ranks order them: a definition's rank is
/// greater than the rank of every definition it names.
///
/// Storage is flat: one entry per symbol (with what reading a value needs apart), one row per
/// slot, rows as sorted cell arrays, and the indexes as linked lists in shared pools.
struct Tableau {
    /// What most visits to a symbol need: its kind and its slot, in 8 bytes apart from the rest
    /// of ``SymbolEntry``, so that the pivots' and the reads' lookups of many symbols touch as
    /// few cache lines as they can.
    struct SymbolState {
        /// The kind in the low two bits, whether a definition names the symbol in the third,
        /// and above them the slot of the row in which the symbol is basic, plus one (0 when
        /// it is not basic).
        private var bits: UInt32
        /// For an external symbol, the index of its cached value in ``Tableau/externalValues``,
        /// its value index; -1 for every other symbol.
        let valueIndex: Int32

        init(kind: SymbolKind, valueIndex: Int32 = -1) {
            bits = UInt32(kind.rawValue)
            self.valueIndex = valueIndex
        }

        var kind: SymbolKind {
            @inline(__always) get { SymbolKind(rawValue: UInt8(truncatingIfNeeded: bits & 3))! }
        }

        /// Whether a definition has ever named the symbol. Set when such a definition is made
        /// and never cleared, so it may say yes for a symbol no definition names any more; a
        /// no is exact. A change to an explicit symbol that no definition names leaves every
        /// cached value current, and is not noted at all: at 10 000 views, a resize changes a
        /// thousand row-end slacks, none of them named, each a cache miss to note.
        var isNamedByDefinition: Bool {
            @inline(__always) get { bits & 4 != 0 }
        }

        /// Records that a definition names the symbol.
        mutating func noteNamedByDefinition() {
            bits |= 4
        }

        /// The slot of the row in which the symbol is basic, or -1.
        var basicSlot: Int32 {
            @inline(__always) get { Int32(bitPattern: bits >> 3) - 1 }
            @inline(__always) set { bits = UInt32(bitPattern: newValue + 1) << 3 | bits & 7 }
        }
    }

    /// Everything else the tableau keeps about one symbol that the adds and the pivots use,
    /// in 32 bytes: what only the conflicts and ambiguity need is kept elsewhere (``owners``,
    /// ``movabilityMemos``), so that the hot paths' visits to a symbol read half a cache line.
    struct SymbolEntry {
        /// Facts about a defined symbol's definition, in one byte (see ``Flags``).
        var flags: Flags = []
        /// The number of the transaction that last saved the symbol's reduced cost (see
        /// ``Journal``).
        var costSavedIn: UInt16 = 0
        /// For a defined symbol, its rank; 0 for every other symbol.
        var rank: Int32 = 0
        /// The visit mark of the walks over definitions (expansions, referrers), beside the
        /// scratch they use, compared with ``Tableau/stamp``.
        var mark: UInt32 = 0
        /// The visit mark of ``invalidateChangedValues()``, compared with ``Tableau/stamp``.
        var valueMark: UInt32 = 0
        /// Scratch coefficient used by expansions, and the largest term added to it.
        var accumulated = 0.0
        var accumulatedScale = 0.0

        /// Facts about a definition and the definitions it names, kept in one byte.
        struct Flags: OptionSet {
            let rawValue: UInt8
            /// The definition depends on a parameter, always up to date (see
            /// `updateParameterDependence(of:)`).
            static let dependsOnParameter = Flags(rawValue: 1)
        }

        var dependsOnParameter: Bool {
            get { flags.contains(.dependsOnParameter) }
            set { if newValue { flags.insert(.dependsOnParameter) } else { flags.remove(.dependsOnParameter) } }
        }
    }

    // MARK: Per symbol

    /// Each symbol's kind and slot; the rest of what it has is in `symbols`.
    var states: [SymbolState] = []
    /// The cached values of the external symbols, in the order the symbols were made.
    ///
    /// Only defined symbols have cached values (an explicit symbol's value is its row's
    /// constant), and every defined symbol is external, so the cache is one dense array for
    /// the external symbols rather than a field of every symbol's state: reading a layout's
    /// variables in creation order walks it sequentially, without touching the states of the
    /// markers and errors made in between. Whether a value is current is kept apart, a bit
    /// each in `currentValues`, so that such a read streams 8 bytes per value.
    var externalValues: [Double] = []
    /// For each cached value, whether it is current.
    var currentValues = BitVector()
    /// For each cached value, its external symbol.
    var externalSymbols: [Symbol] = []
    /// For each cached value, whether its definition depends on a movable symbol, worked out
    /// by ``dependsOnMovableSymbol(_:)`` and grown only when it is first asked: a solver that
    /// is never asked about ambiguity has none.
    var movabilityMemos: [MovabilityMemo] = []
    var symbols: [SymbolEntry] = []
    /// For each symbol, the identity of the constraint whose marker or error it is (0 for
    /// none): what an unsatisfiable add reports from its proof row. Apart from the entries, as
    /// only that error path reads it; finding the constraints by a pass over the records
    /// instead took 2 000 refusals among 10 000 constraints from 16 to 614 ms.
    var owners: [UInt64] = []
    /// Each symbol's reduced cost: its coefficient in the objective, one component per level.
    var reducedCosts: [[LevelValue]] = []
    /// For each symbol, the slots whose rows hold it. Entries may be stale or repeated.
    var columns = ListPool()
    /// The number of column entries past which ``compactColumnsIfNeeded()`` counts the live ones.
    var columnEntryLimit = 1024
    /// For each symbol, the defined symbols whose definitions name it. Entries may be stale.
    var referrers = ListPool()

    // MARK: Per slot

    /// Each slot's row, with its basic symbol (-1 for a free slot) and visit mark.
    var rows: [Row] = []
    var freeSlots: [Int] = []

    // MARK: Objective and work lists

    /// The objective's constant at each priority level that has had one, highest first (see
    /// `accumulate(_:at:)`).
    var objectiveConstants: [LevelValue] = []
    var candidates = Heap<EnteringCandidate>()
    /// Restricted basic symbols whose rows may have a negative constant.
    var infeasibleRows = Heap<Symbol>()

    // MARK: Bookkeeping

    var stamp: UInt32 = 0
    /// The undo log of the transaction in progress, if any.
    var journal: Journal?
    /// The number of the latest transaction, and for each slot, the number of the transaction
    /// that last saved its row (see ``Journal``).
    var transaction: UInt16 = 0
    var rowSavedIn: [UInt16] = []
    /// Symbols whose value or definition changed since values were last read.
    var changedSymbols: [Symbol] = []
    /// Counts changes to rows and reduced costs, so that answers memoised per symbol (see
    /// `dependsOnMovableSymbol`) know when they are stale.
    var structureStamp: UInt64 = 1
    /// Emptied work arrays kept for reuse (see ``takeBuffer()``).
    var spareBuffers: [[Int]] = []
    /// The work list of ``expand(_:)``, kept empty between calls for its capacity.
    var pendingDefinitions = Heap<PendingDefinition>()
    /// The scratch buffers of ``addRow(_:times:to:replacing:)``, kept between calls for their
    /// size: the merged cells, and the symbols new to the row.
    var mergedCells: [Cell] = []
    var addedSymbols: [Symbol] = []

    var symbolCount: Int { symbols.count }

    @inline(__always)
    func kind(_ symbol: Symbol) -> SymbolKind { states[symbol].kind }

    @inline(__always)
    func basicSlot(_ symbol: Symbol) -> Int { Int(states[symbol].basicSlot) }

    /// Whether `symbol` is an external symbol with a definition.
    @inline(__always)
    func isDefined(_ symbol: Symbol) -> Bool {
        states[symbol].basicSlot >= 0 && states[symbol].kind == .external
    }

    /// Whether `symbol` is a parameter: an external symbol that is not basic, a variable that
    /// no row defines (yet). Badros, Borning & Stuckey call it parametric.
    @inline(__always)
    func isParameter(_ symbol: Symbol) -> Bool {
        states[symbol].basicSlot < 0 && states[symbol].kind == .external
    }

    /// Whether `symbol` is basic in an explicit (slack, error or dummy) row.
    @inline(__always)
    func isExplicitBasic(_ symbol: Symbol) -> Bool {
        states[symbol].basicSlot >= 0 && states[symbol].kind != .external
    }

    /// Makes a new external symbol, for a variable, with the index of its cached value.
    mutating func makeExternalSymbol() -> ExternalSymbol {
        let symbol = makeSymbol(.external)
        return ExternalSymbol(symbol: symbol, valueIndex: states[symbol].valueIndex)
    }

    /// Makes a new symbol of the given kind, owned by the constraint with identity `owner`.
    mutating func makeSymbol(_ kind: SymbolKind, owner: UInt64 = 0) -> Symbol {
        precondition(symbols.count < Int(Int32.max), "more symbols than a cell's 32 bits can name")
        var valueIndex: Int32 = -1
        if kind == .external {
            valueIndex = Int32(externalValues.count)
            externalValues.append(0)
            currentValues.append(false)
            externalSymbols.append(symbols.count)
        }
        states.append(SymbolState(kind: kind, valueIndex: valueIndex))
        symbols.append(SymbolEntry())
        owners.append(owner)
        reducedCosts.append([])
        columns.addOwner()
        referrers.addOwner()
        return symbols.count - 1
    }

    /// An empty work array for symbols or slots, with the capacity of one used before: the
    /// hot paths take one and ``recycle(_:)`` it rather than allocate a list on every call.
    /// A nested caller simply gets another.
    @inline(__always)
    mutating func takeBuffer() -> [Int] {
        spareBuffers.popLast() ?? []
    }

    /// Empties a work array from ``takeBuffer()`` and keeps it for the next taker. It is taken
    /// `inout` and left empty, so that the kept buffer is uniquely referenced and the next
    /// taker appends to it in place.
    @inline(__always)
    mutating func recycle(_ buffer: inout [Int]) {
        buffer.removeAll(keepingCapacity: true)
        spareBuffers.append(buffer)
        buffer = []
    }

    /// A fresh stamp value for symbol and slot marks.
    mutating func nextStamp() -> UInt32 {
        stamp &+= 1
        if stamp == 0 {
            for index in symbols.indices {
                symbols[index].mark = 0
                symbols[index].valueMark = 0
            }
            for index in rows.indices { rows[index].mark = 0 }
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
        } else {
            slot = rows.count
            rows.append(row)
            rowSavedIn.append(0)
        }
        rows[slot].basic = basic
        rows[slot].mark = 0
        states[basic].basicSlot = Int32(slot)
        columns.push(slot, toEach: row.cells.lazy.map(\.symbol))
        noteChange(of: basic)
        return slot
    }

    /// Deletes the row in `slot`; its basic symbol becomes non-basic.
    mutating func deleteRow(at slot: Int) {
        saveForUndo(slot: slot)
        let basic = rows[slot].basic
        states[basic].basicSlot = -1
        rows[slot] = Row()
        freeSlots.append(slot)
        noteChange(of: basic)
    }

    /// Rebuilds the column index from the rows once its stale and repeated entries outnumber
    /// the live ones. They pile up in the columns of symbols that seldom enter the basis, such
    /// as dummies, while pivots move those symbols in and out of rows (in a resize step at
    /// N = 10 000, each pivot cancels some 10 000 cells): without this, every step of a long
    /// resize would grow the index.
    ///
    /// The live entries are counted only when the index passes its limit: twice its size when
    /// it was last counted without a rebuild (as it grows with the tableau), three times its
    /// size after a rebuild, so that a long resize rebuilds every two index sizes of pushes
    /// rather than every one, and the index stays within four times the live entries.
    ///
    /// - Complexity: O(rows) each time the index passes its limit, which then at least
    ///   doubles, and O(cells) for a rebuild, which only follows twice as many pushes: amortised
    ///   O(1) per push.
    mutating func compactColumnsIfNeeded() {
        guard columns.linkedCount > columnEntryLimit else { return }
        var live = 0
        for slot in rows.indices { live += rows[slot].cells.count }
        guard columns.linkedCount > 2 * live else {
            columnEntryLimit = 2 * columns.linkedCount + 1024
            return
        }
        let rows = rows
        columns.rebuild(capacity: live) { columns in
            for slot in rows.indices where rows[slot].basic != .none {
                rows[slot].cells.withUnsafeBufferPointer { columns.push(slot, toEach: $0.lazy.map(\.symbol)) }
            }
        }
        columnEntryLimit = 3 * columns.linkedCount + 1024
    }

    // MARK: Row arithmetic

    /// `rows[slot] += factor × source`, where the target's own cell for `replaced` (if any)
    /// is dropped: the source is what `replaced` stands for.
    ///
    /// The cells are merged through pointers into a kept scratch buffer, as long as both rows
    /// together, and copied back into the row's own storage in one move; the symbols new to
    /// the row, gathered in another, join the column index in one batch. A pivot's
    /// substitution into a thousand rows would otherwise pay a fresh allocation for each, or
    /// capacity and uniqueness checks for each cell appended and each index entry pushed.
    ///
    /// - Complexity: O(*n* + *m*) for rows of *n* and *m* cells.
    mutating func addRow(_ source: Row, times factor: Double, to slot: Int, replacing replaced: Symbol) {
        saveForUndo(slot: slot)
        var cells: [Cell] = []
        swap(&cells, &rows[slot].cells)
        var merged: [Cell] = []
        swap(&merged, &mergedCells)
        if merged.count < cells.count + source.cells.count {
            merged = Array(repeating: Cell(symbol: 0, coefficient: 0), count: 2 * (cells.count + source.cells.count))
        }
        var added: [Symbol] = []
        swap(&added, &addedSymbols)
        if added.count < source.cells.count {
            added = Array(repeating: .none, count: 2 * source.cells.count)
        }
        var (count, addedCount) = (0, 0)
        merged.withUnsafeMutableBufferPointer { out in
            added.withUnsafeMutableBufferPointer { added in
                /// Appends the source's cell for a symbol the row does not hold, unless it is zero.
                func appendNew(_ symbol: Symbol, _ coefficient: Double) {
                    let value = coefficient * factor
                    guard !value.isNearZero else { return }
                    out[count] = Cell(symbol: symbol, coefficient: value)
                    count += 1
                    added[addedCount] = symbol
                    addedCount += 1
                }
                cells.withUnsafeBufferPointer { left in
                    source.cells.withUnsafeBufferPointer { right in
                        var i = 0, j = 0
                        while i < left.count && j < right.count {
                            let a = left[i].symbol, b = right[j].symbol
                            if a < b {
                                if a != replaced {
                                    out[count] = left[i]
                                    count += 1
                                }
                                i += 1
                            } else if b < a {
                                appendNew(b, right[j].coefficient)
                                j += 1
                            } else {
                                let term = right[j].coefficient * factor
                                let value = left[i].coefficient + term
                                let scale = max(abs(left[i].coefficient), abs(term))
                                if a != replaced && !value.isCancellation(ofTermsUpTo: scale) {
                                    out[count] = Cell(symbol: a, coefficient: value)
                                    count += 1
                                }
                                i += 1
                                j += 1
                            }
                        }
                        for cell in left[i...] where cell.symbol != replaced {
                            out[count] = cell
                            count += 1
                        }
                        for cell in right[j...] { appendNew(cell.symbol, cell.coefficient) }
                    }
                }
            }
        }
        cells.removeAll(keepingCapacity: true)
        merged.withUnsafeBufferPointer { cells.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
        rows[slot].cells = consume cells
        mergedCells = consume merged
        // Through a pointer: a slice of `added` would retain its buffer, and on x86 the atomic
        // retain waits for the row's stores above, which miss the cache at 10 000 views.
        added.withUnsafeBufferPointer { columns.push(slot, toEach: UnsafeBufferPointer(rebasing: $0[..<addedCount])) }
        addedSymbols = consume added
        rows[slot].constant += source.constant * factor
        noteChange(of: rows[slot].basic)
    }

    /// Queues the restricted row in `slot` for the dual simplex if its constant is negative.
    @inline(__always)
    mutating func noteConstantChange(slot: Int) {
        let basic = rows[slot].basic
        if kind(basic).isRestricted && rows[slot].constant < -epsilon { infeasibleRows.push(basic) }
    }

    /// The live slots of `symbol`'s column, each once, in a work array to ``recycle(_:)``;
    /// stale and repeated entries are unlinked from the index on the way.
    ///
    /// - Complexity: O(*k* log *n*) for *k* index entries, each checked by a binary search.
    mutating func liveSlots(of symbol: Symbol) -> [Int] {
        var live = takeBuffer()
        forEachLiveSlot(of: symbol) { _, slot, _ in live.append(slot) }
        return live
    }

    /// Calls `body` once for each live slot of `symbol`'s column, with the position of the
    /// symbol's cell in that slot's row; stale and repeated entries are unlinked from the index
    /// on the way. One walk and one search per row, where ``liveSlots(of:)`` and a lookup in
    /// each row take two.
    ///
    /// `body` may change the tableau, but not `symbol`'s column, nor use slot marks (it runs
    /// between the visits that set them).
    ///
    /// - Complexity: O(*k* log *n*) for *k* index entries, plus the calls.
    @inline(__always)
    mutating func forEachLiveSlot(of symbol: Symbol, _ body: (inout Tableau, _ slot: Int, _ cell: Int) -> Void) {
        let mark = nextStamp()
        var previous: Int32 = -1
        var entry = columns.heads[symbol]
        while entry >= 0 {
            let slot = Int(columns.entries[Int(entry)].value)
            let isNew = rows[slot].mark != mark && rows[slot].basic != .none
            let (cell, found) = isNew ? rows[slot].position(of: symbol) : (0, false)
            if found {
                rows[slot].mark = mark
                previous = entry
                entry = columns.entries[Int(entry)].next
                body(&self, slot, cell)
            } else {
                entry = columns.unlink(entry, after: previous, of: symbol)
            }
        }
    }

    /// Calls `body` with each slot in `symbol`'s column, live, stale or repeated alike: for
    /// read-only scans that check each row themselves.
    @inline(__always)
    func forEachIndexedSlot(of symbol: Symbol, _ body: (Int) -> Void) {
        var entry = columns.heads[symbol]
        while entry >= 0 {
            body(Int(columns.entries[Int(entry)].value))
            entry = columns.entries[Int(entry)].next
        }
    }
}
