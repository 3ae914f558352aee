/// A hash table keyed by the solver's 64-bit identities (of variables and constraints).
///
/// Identities come from a counter, so a multiplicative (Fibonacci) hash spreads them well, and
/// open addressing with linear probing keeps a lookup to one or two cache lines; Swift's
/// `Dictionary`, which hashes with SipHash for safety against hostile keys, was a sixth of the
/// solver's time. Removal shifts the following entries back (no tombstones).
struct IdentityTable<Value> {
    private var keys: [UInt64]
    private var slots: [Value?]
    private(set) var count = 0
    private var shift: UInt64

    init() {
        keys = Array(repeating: 0, count: 16)
        slots = Array(repeating: nil, count: 16)
        shift = 64 - 4
    }

    /// The value for `key` (identities are never 0).
    subscript(key: UInt64) -> Value? {
        @inline(__always) get {
            var index = home(of: key)
            while true {
                let candidate = keys[index]
                if candidate == key { return slots[index] }
                if candidate == 0 { return nil }
                index = (index + 1) & (keys.count - 1)
            }
        }
        set {
            if let newValue { insert(newValue, for: key) } else { remove(key) }
        }
    }

    /// The value for `key`, like the subscript. Called on a class's stored property, a
    /// mutating method works on the table in place, where the subscript's getter may copy it
    /// first (a retain and a release of each of its arrays): the solver's hot paths use this.
    @inline(__always)
    mutating func find(_ key: UInt64) -> Value? {
        self[key]
    }

    /// Changes the value for `key` in place, without copying it, and returns what `body`
    /// returns; nil when the table has no such key.
    mutating func update<Result>(_ key: UInt64, _ body: (inout Value) -> Result) -> Result? {
        var index = home(of: key)
        while keys[index] != key {
            if keys[index] == 0 { return nil }
            index = (index + 1) & (keys.count - 1)
        }
        return body(&slots[index]!)
    }

    /// Every value, in no particular order.
    var values: [Value] { slots.compactMap { $0 } }

    @inline(__always)
    private func home(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private mutating func insert(_ value: Value, for key: UInt64) {
        var index = home(of: key)
        while keys[index] != 0 && keys[index] != key { index = (index + 1) & (keys.count - 1) }
        if keys[index] == 0 {
            if (count + 1) * 4 > keys.count * 3 {
                grow()
                insert(value, for: key)
                return
            }
            keys[index] = key
            count += 1
        }
        slots[index] = value
    }

    private mutating func remove(_ key: UInt64) {
        var index = home(of: key)
        while keys[index] != key {
            if keys[index] == 0 { return }
            index = (index + 1) & (keys.count - 1)
        }
        keys[index] = 0
        slots[index] = nil
        count -= 1
        var next = (index + 1) & (keys.count - 1)
        while keys[next] != 0 {
            let key = keys[next], value = slots[next]
            keys[next] = 0
            slots[next] = nil
            count -= 1
            insert(value!, for: key)
            next = (next + 1) & (keys.count - 1)
        }
    }

    private mutating func grow() {
        let oldKeys = keys, oldSlots = slots
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        slots = Array(repeating: nil, count: oldKeys.count * 2)
        shift -= 1
        count = 0
        for index in oldKeys.indices where oldKeys[index] != 0 {
            insert(oldSlots[index]!, for: oldKeys[index])
        }
    }
}
