/// A hash table keyed by the solver's 64-bit identities (of variables and constraints).
///
/// Identities come from a counter, so a multiplicative (Fibonacci) hash spreads them well, and
/// open addressing with linear probing keeps a lookup to one or two cache lines; Swift's
/// `Dictionary`, which hashes with SipHash for safety against hostile keys, was a sixth of the
/// solver's time. Removal shifts the following entries back (no tombstones).
struct IdentityTable<Value> {
    /// A key and its value side by side, so that a lookup that finds its key at home reads one
    /// cache line; key 0 marks an empty entry.
    private struct Entry {
        var key: UInt64
        var value: Value?
    }

    private var entries: [Entry]
    private(set) var count = 0
    private var shift: UInt64

    init() {
        entries = Array(repeating: Entry(key: 0, value: nil), count: 16)
        shift = 64 - 4
    }

    /// The value for `key` (identities are never 0).
    subscript(key: UInt64) -> Value? {
        @inline(__always) get {
            var index = home(of: key)
            while true {
                let candidate = entries[index].key
                if candidate == key { return entries[index].value }
                if candidate == 0 { return nil }
                index = (index + 1) & (entries.count - 1)
            }
        }
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

    /// Changes the value for `key` in place, without copying it, and returns what `body`
    /// returns; nil when the table has no such key.
    mutating func update<Result>(_ key: UInt64, _ body: (inout Value) -> Result) -> Result? {
        var index = home(of: key)
        while entries[index].key != key {
            if entries[index].key == 0 { return nil }
            index = (index + 1) & (entries.count - 1)
        }
        return body(&entries[index].value!)
    }

    /// Every value, in no particular order.
    var values: [Value] { entries.compactMap(\.value) }

    @inline(__always)
    private func home(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private mutating func insert(_ value: Value, for key: UInt64) {
        var index = home(of: key)
        while entries[index].key != 0 && entries[index].key != key { index = (index + 1) & (entries.count - 1) }
        if entries[index].key == 0 {
            if (count + 1) * 4 > entries.count * 3 {
                grow()
                insert(value, for: key)
                return
            }
            entries[index].key = key
            count += 1
        }
        entries[index].value = value
    }

    private mutating func remove(_ key: UInt64) {
        var index = home(of: key)
        while entries[index].key != key {
            if entries[index].key == 0 { return }
            index = (index + 1) & (entries.count - 1)
        }
        entries[index] = Entry(key: 0, value: nil)
        count -= 1
        var next = (index + 1) & (entries.count - 1)
        while entries[next].key != 0 {
            let entry = entries[next]
            entries[next] = Entry(key: 0, value: nil)
            count -= 1
            insert(entry.value!, for: entry.key)
            next = (next + 1) & (entries.count - 1)
        }
    }

    private mutating func grow() {
        let old = entries
        entries = Array(repeating: Entry(key: 0, value: nil), count: old.count * 2)
        shift -= 1
        count = 0
        for entry in old where entry.key != 0 {
            insert(entry.value!, for: entry.key)
        }
    }
}
