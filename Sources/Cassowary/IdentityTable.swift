/// A table keyed by the solver's 64-bit identities (of variables and constraints).
///
/// Identities come from a process-wide counter, so a solver's keys are mostly close together:
/// those that fall in a *window* of consecutive identities live in a flat array indexed by
/// `key - base`, which a run of reads in creation order walks sequentially, where a hashed
/// lookup misses the cache on almost every key (at 40 000 variables, finding their symbols
/// took a third of a read). The window grows to take a new key while it stays at most four
/// times as long as the number of keys it holds (plus some slack); any other key, far from
/// the rest (ids taken by other threads or long after), goes to a hash table. A key is in
/// one place or the other for as long as it is in the table, so any pattern of keys works,
/// and one that defeats the window costs one extra comparison per lookup.
///
/// The hash table is multiplicative (Fibonacci) hashing with open addressing and linear
/// probing, which keeps a lookup to one or two cache lines; Swift's `Dictionary`, which
/// hashes with SipHash for safety against hostile keys, was a sixth of the solver's time.
/// Removal shifts the following entries back (no tombstones).
struct IdentityTable<Value> {
    /// A key and its value side by side, so that a lookup that finds its key at home reads one
    /// cache line; key 0 marks an empty entry.
    fileprivate struct Entry {
        var key: UInt64
        var value: Value?
    }

    /// The values of the keys `base ..< base + window.count`, nil where there is none.
    private var window: [Value?] = []
    private var base: UInt64 = 0
    /// The number of keys in `window`.
    private var windowCount = 0
    private var entries: [Entry]
    /// The number of keys in `entries`.
    private var hashedCount = 0
    private var shift: UInt64

    /// The number of keys.
    var count: Int { windowCount + hashedCount }

    init() {
        entries = Array(repeating: Entry(key: 0, value: nil), count: 16)
        shift = 64 - 4
    }

    /// The value for `key` (identities are never 0).
    subscript(key: UInt64) -> Value? {
        @inline(__always) get { withReader { $0[key] } }
        set {
            if let newValue { insert(newValue, for: key) } else { remove(key) }
        }
    }

    /// The value for `key`, like the subscript. Called on a class's stored property, a
    /// mutating method works on the table in place, where the subscript's getter may copy it
    /// first (a retain and a release of its array): the solver's hot paths use this.
    @inline(__always)
    mutating func find(_ key: UInt64) -> Value? {
        self[key]
    }

    /// The table seen through its storage, for a loop of lookups.
    ///
    /// A lookup through the table reads the window's storage, base and length from the
    /// table; in a loop that also writes memory, such as ``Solver/values(of:)`` filling its
    /// result, the compiler cannot keep them in registers and reloads them for every key.
    /// A reader holds them in its own constants: with it, and the tableau's cache read the
    /// same way, reading 40 000 variables takes 27 instructions each instead of 40.
    struct Reader {
        fileprivate let window: UnsafeBufferPointer<Value?>
        fileprivate let base: UInt64
        fileprivate let entries: UnsafeBufferPointer<Entry>
        fileprivate let hashedCount: Int
        fileprivate let shift: UInt64

        /// The value for `key`, as the table's subscript gives it.
        subscript(key: UInt64) -> Value? {
            @inline(__always) get {
                if let index = windowIndex(of: key) { return window[index] }
                guard let index = hashedIndex(of: key) else { return nil }
                return entries[index].value
            }
        }

        /// The position of `key` in the window, if it is there.
        @inline(__always)
        fileprivate func windowIndex(of key: UInt64) -> Int? {
            let offset = key &- base
            return offset < UInt64(window.count) && window[Int(offset)] != nil ? Int(offset) : nil
        }

        /// The position of `key` among the hashed entries, if it is there.
        @inline(__always)
        fileprivate func hashedIndex(of key: UInt64) -> Int? {
            guard hashedCount > 0 else { return nil }
            var index = IdentityTable.home(of: key, shift: shift)
            while entries[index].key != key {
                if entries[index].key == 0 { return nil }
                index = (index + 1) & (entries.count - 1)
            }
            return index
        }
    }

    /// Calls `body` with a ``Reader`` of the table, valid only during the call.
    @inline(__always)
    func withReader<Result>(_ body: (Reader) -> Result) -> Result {
        window.withUnsafeBufferPointer { window in
            entries.withUnsafeBufferPointer { entries in
                body(Reader(window: window, base: base, entries: entries, hashedCount: hashedCount, shift: shift))
            }
        }
    }

    /// Changes the value for `key` in place, without copying it, and returns what `body`
    /// returns; nil when the table has no such key.
    mutating func update<Result>(_ key: UInt64, _ body: (inout Value) -> Result) -> Result? {
        if let index = windowIndex(of: key) { return body(&window[index]!) }
        guard let index = hashedIndex(of: key) else { return nil }
        return body(&entries[index].value!)
    }

    /// Every value, in no particular order.
    var values: [Value] { window.compactMap { $0 } + entries.compactMap(\.value) }

    /// Puts a key that is not in the table in the window, growing it if the window stays
    /// dense enough, and returns whether it did. A window that grows downwards grows by its own
    /// length at least, so that keys arriving in decreasing order cost amortised O(1) each.
    ///
    /// - Complexity: amortised O(1); a window that starts again costs its length, which only
    ///   as many insertions can have grown.
    private mutating func insertInWindow(_ value: Value, for key: UInt64) -> Bool {
        let offset = key &- base
        if offset < UInt64(window.count) {
            window[Int(offset)] = value
            windowCount += 1
            return true
        }
        let end = base + UInt64(window.count)
        let span = window.isEmpty ? 1 : (key < base ? end - key : key - base + 1)
        guard span <= UInt64(4 * (windowCount + 1) + 64) else {
            guard windowCount <= 8 else { return false }
            // A window of a few keys far from this one starts again here, its keys hashed: the
            // first of a solver's constraints is often an edit's, made after all the others.
            for offset in window.indices where window[offset] != nil {
                insertHashed(window[offset]!, for: base + UInt64(offset))
            }
            window.removeAll(keepingCapacity: true)
            windowCount = 0
            return insertInWindow(value, for: key)
        }
        if window.isEmpty {
            base = key
            window.append(value)
        } else if key >= end {
            if key > end { window.append(contentsOf: repeatElement(nil, count: Int(key - end))) }
            window.append(value)
        } else {
            let newBase = key - min(key - 1, UInt64(window.count))
            window.insert(contentsOf: repeatElement(nil, count: Int(base - newBase)), at: 0)
            base = newBase
            window[Int(key - base)] = value
        }
        windowCount += 1
        return true
    }

    /// The position of `key` in the window, if it is there.
    private func windowIndex(of key: UInt64) -> Int? {
        withReader { $0.windowIndex(of: key) }
    }

    /// The position of `key` among the hashed entries, if it is there.
    private func hashedIndex(of key: UInt64) -> Int? {
        withReader { $0.hashedIndex(of: key) }
    }

    /// The home index of `key` among `64 - shift` bits' worth of entries.
    @inline(__always)
    fileprivate static func home(of key: UInt64, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private mutating func insert(_ value: Value, for key: UInt64) {
        if let index = windowIndex(of: key) {
            window[index] = value
        } else if let index = hashedIndex(of: key) {
            entries[index].value = value
        } else if !insertInWindow(value, for: key) {
            insertHashed(value, for: key)
        }
    }

    private mutating func remove(_ key: UInt64) {
        if let index = windowIndex(of: key) {
            window[index] = nil
            windowCount -= 1
            // An empty window starts again where the next key falls.
            if windowCount == 0 { window.removeAll(keepingCapacity: true) }
        } else if let index = hashedIndex(of: key) {
            removeHashed(at: index)
        }
    }

    /// Puts a key that is not in the table among the hashed entries.
    private mutating func insertHashed(_ value: Value, for key: UInt64) {
        if (hashedCount + 1) * 4 > entries.count * 3 { grow() }
        var index = IdentityTable.home(of: key, shift: shift)
        while entries[index].key != 0 { index = (index + 1) & (entries.count - 1) }
        entries[index] = Entry(key: key, value: value)
        hashedCount += 1
    }

    private mutating func removeHashed(at index: Int) {
        entries[index] = Entry(key: 0, value: nil)
        hashedCount -= 1
        var next = (index + 1) & (entries.count - 1)
        while entries[next].key != 0 {
            let entry = entries[next]
            entries[next] = Entry(key: 0, value: nil)
            hashedCount -= 1
            insertHashed(entry.value!, for: entry.key)
            next = (next + 1) & (entries.count - 1)
        }
    }

    private mutating func grow() {
        let old = entries
        entries = Array(repeating: Entry(key: 0, value: nil), count: old.count * 2)
        shift -= 1
        hashedCount = 0
        for entry in old where entry.key != 0 {
            insertHashed(entry.value!, for: entry.key)
        }
    }
}
