/// Many singly linked lists of integers sharing one flat array: one list per owner.
///
/// The tableau's indexes (for each symbol, the rows that hold it and the definitions that name
/// it) are mostly empty or short, and there are as many of them as symbols. A Swift array per
/// symbol would cost an allocation per symbol and scatter the lists over the heap; here a push
/// is an append to a shared array, and freed entries are reused.
struct ListPool {
    /// One link: a value and the entry after it in its list (or in the free chain), side by
    /// side so that a walk reads one cache line per entry.
    struct Entry {
        var value: Int32
        var next: Int32
    }

    /// The first entry of each owner's list, or -1.
    var heads: [Int32] = []
    var entries: [Entry] = []
    /// The first free entry, chained through `next`, or -1.
    var freeEntry: Int32 = -1
    /// The number of entries in lists; the others are free.
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

    /// Pushes onto the lists of a ``ListPool`` being rebuilt, through raw storage.
    struct Rebuilder {
        fileprivate let heads: UnsafeMutableBufferPointer<Int32>
        fileprivate let entries: UnsafeMutableBufferPointer<Entry>
        fileprivate var count = 0

        /// Pushes `value` on the front of the list of each owner in `owners`.
        ///
        /// - Complexity: O(*k*) for *k* owners.
        @inline(__always)
        mutating func push(_ value: Int, toEach owners: some Sequence<Int>) {
            for owner in owners {
                precondition(count < entries.count, "a rebuild pushed more entries than its capacity")
                entries[count] = Entry(value: Int32(value), next: heads[owner])
                heads[owner] = Int32(count)
                count += 1
            }
        }
    }

    /// Replaces every list by the lists that `body` pushes, at most `capacity` entries in all,
    /// keeping the owners. The entries are laid out afresh in the order pushed.
    ///
    /// It works on raw storage, which a rebuild of every list needs: through ``push(_:toEach:)``,
    /// each call checks the arrays' uniqueness, and reading the values from other parts of
    /// the caller while this pool changes retains and releases them for every call.
    ///
    /// - Complexity: O(owners + capacity), plus `body`.
    mutating func rebuild(capacity: Int, _ body: (inout Rebuilder) -> Void) {
        if entries.count < capacity { entries += repeatElement(Entry(value: 0, next: -1), count: capacity - entries.count) }
        let count = heads.withUnsafeMutableBufferPointer { heads in
            heads.update(repeating: -1)
            return entries.withUnsafeMutableBufferPointer { entries in
                var rebuilder = Rebuilder(heads: heads, entries: entries)
                body(&rebuilder)
                return rebuilder.count
            }
        }
        entries.removeLast(entries.count - count)
        freeEntry = -1
        linkedCount = count
    }

    /// Pushes `value` on the front of `owner`'s list.
    @inline(__always)
    mutating func push(_ value: Int, to owner: Int) {
        let entry: Int32
        if freeEntry >= 0 {
            entry = freeEntry
            freeEntry = entries[Int(entry)].next
            entries[Int(entry)] = Entry(value: Int32(value), next: heads[owner])
        } else {
            entry = Int32(entries.count)
            entries.append(Entry(value: Int32(value), next: heads[owner]))
        }
        heads[owner] = entry
        linkedCount += 1
    }

    /// Pushes `value` on the front of the list of each owner in `owners`, in one pass over raw
    /// storage once there are enough free entries: pushing one at a time checks the two
    /// arrays' uniqueness on every push, which was most of the cost of substituting a pivot's
    /// row into a thousand others.
    ///
    /// - Complexity: O(*k*) for *k* owners.
    @inline(__always)
    mutating func push(_ value: Int, toEach owners: some Collection<Int>) {
        let count = owners.count
        for _ in 0..<max(0, count - (entries.count - linkedCount)) {
            entries.append(Entry(value: 0, next: freeEntry))
            freeEntry = Int32(entries.count - 1)
        }
        var free = freeEntry
        heads.withUnsafeMutableBufferPointer { heads in
            entries.withUnsafeMutableBufferPointer { entries in
                for owner in owners {
                    let entry = free
                    free = entries[Int(entry)].next
                    entries[Int(entry)] = Entry(value: Int32(value), next: heads[owner])
                    heads[owner] = entry
                }
            }
        }
        freeEntry = free
        linkedCount += count
    }

    /// Whether `owner`'s list is empty.
    @inline(__always)
    func isEmpty(_ owner: Int) -> Bool { heads[owner] < 0 }

    /// Unlinks `entry`, which follows `previous` (or heads the list when `previous` is -1),
    /// and returns the entry that followed it.
    @inline(__always)
    mutating func unlink(_ entry: Int32, after previous: Int32, of owner: Int) -> Int32 {
        let next = entries[Int(entry)].next
        if previous < 0 { heads[owner] = next } else { entries[Int(previous)].next = next }
        entries[Int(entry)].next = freeEntry
        freeEntry = entry
        linkedCount -= 1
        return next
    }
}
