/// What the solver keeps about a constraint it holds, in 56 bytes: the symbols in 32 bits
/// each, as in a row's cells.
struct ConstraintRecord {
    let constraint: Constraint
    private let markerBits: Int32
    private let otherBits: Int32
    /// The order in which the constraint was added.
    let sequence: Int
    /// Whether the constraint is the one behind an edit variable (not the caller's to remove).
    var isEdit = false

    init(constraint: Constraint, marker: Symbol, other: Symbol, sequence: Int) {
        self.constraint = constraint
        markerBits = Int32(marker)
        otherBits = Int32(other)
        self.sequence = sequence
    }

    /// The slack, dummy or positive error that identifies the constraint's rows.
    var marker: Symbol { Int(markerBits) }

    /// The other error symbol of an optional constraint, or none.
    var other: Symbol { Int(otherBits) }
}

/// The records of the constraints in a solver: a dense array, found by constraint identity
/// through an ``IdentityTable`` of positions, so that a growing table moves integers rather
/// than records; 32-bit ones, which with their optional's tag take 8 bytes in the table's
/// window instead of 16.
struct ConstraintRecords {
    private var records: [ConstraintRecord] = []
    private var positions = IdentityTable<Int32>()

    /// The record of the constraint with identity `id`; setting nil removes it (the last
    /// record takes its place).
    subscript(id: UInt64) -> ConstraintRecord? {
        get { positions[id].map { records[Int($0)] } }
        set {
            if let position = positions[id].map(Int.init) {
                if let newValue {
                    records[position] = newValue
                } else {
                    let last = records.removeLast()
                    if position < records.count {
                        records[position] = last
                        positions[last.constraint.id] = Int32(position)
                    }
                    positions[id] = nil
                }
            } else if let newValue {
                positions[id] = Int32(records.count)
                records.append(newValue)
            }
        }
    }

    /// Whether a constraint with identity `id` has a record.
    func contains(_ id: UInt64) -> Bool {
        positions[id] != nil
    }

    /// Every record, in no particular order.
    var values: [ConstraintRecord] { records }
}
