/// Many singly linked lists of integers sharing two flat arrays: one list per owner.
///
/// The tableau's indexes (for each symbol, the rows that hold it and the definitions that name
/// it) are mostly empty or short, and there are as many of them as symbols. A Swift array per
/// symbol would cost an allocation per symbol and scatter the lists over the heap; here a push
/// is an append to a shared array, and freed entries are reused.
struct ListPool {
    /// The first entry of each owner's list, or -1.
    var heads: [Int32] = []
    var values: [Int32] = []
    var nexts: [Int32] = []
    /// The first free entry, chained through `nexts`, or -1.
    var freeEntry: Int32 = -1
    /// The number of entries in lists.
    private(set) var linkedCount = 0

    /// Adds an owner with an empty list.
    mutating func addOwner() {
        heads.append(-1)
    }

    /// Drops every owner from `count` on, freeing the entries of their lists.
    ///
    /// - Complexity: O(entries of the dropped lists).
    mutating func truncateOwners(to count: Int) {
        for owner in count..<heads.count {
            var entry = heads[owner]
            while entry >= 0 { entry = unlink(entry, after: -1, of: owner) }
        }
        heads.removeLast(heads.count - count)
    }

    /// Empties every list, keeping the owners.
    ///
    /// - Complexity: O(owners).
    mutating func removeAllEntries() {
        for owner in heads.indices { heads[owner] = -1 }
        values.removeAll(keepingCapacity: true)
        nexts.removeAll(keepingCapacity: true)
        freeEntry = -1
        linkedCount = 0
    }

    /// Pushes `value` on the front of `owner`'s list.
    @inline(__always)
    mutating func push(_ value: Int, to owner: Int) {
        let entry: Int32
        if freeEntry >= 0 {
            entry = freeEntry
            freeEntry = nexts[Int(entry)]
            values[Int(entry)] = Int32(value)
            nexts[Int(entry)] = heads[owner]
        } else {
            entry = Int32(values.count)
            values.append(Int32(value))
            nexts.append(heads[owner])
        }
        heads[owner] = entry
        linkedCount += 1
    }

    /// Whether `owner`'s list is empty.
    @inline(__always)
    func isEmpty(_ owner: Int) -> Bool { heads[owner] < 0 }

    /// Unlinks `entry`, which follows `previous` (or heads the list when `previous` is -1),
    /// and returns the entry that followed it.
    @inline(__always)
    mutating func unlink(_ entry: Int32, after previous: Int32, of owner: Int) -> Int32 {
        let next = nexts[Int(entry)]
        if previous < 0 { heads[owner] = next } else { nexts[Int(previous)] = next }
        nexts[Int(entry)] = freeEntry
        freeEntry = entry
        linkedCount -= 1
        return next
    }
}
