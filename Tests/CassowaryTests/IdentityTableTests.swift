@testable import Cassowary
import Testing

/// `IdentityTable` keeps keys near one another in a flat window and the rest hashed: whatever
/// the pattern of keys, it must answer as a dictionary does.
@Suite struct IdentityTableTests {
    /// Keys in the patterns a solver meets, and ones that defeat the window.
    static let patterns: [(name: String, keys: @Sendable (inout SplitMix64, Int) -> UInt64)] = [
        ("ascending", { _, index in UInt64(index + 1) }),
        ("descending", { _, index in UInt64(10_000 - index) }),
        ("interleaved with other threads' ids", { random, index in UInt64(3 * index + 1) + random.next() % 3 }),
        ("sparse", { random, _ in random.next() | 1 }),
        ("two distant runs", { _, index in index.isMultiple(of: 2) ? UInt64(index + 1) : UInt64(1 << 40) + UInt64(index) }),
        ("runs with far outliers", { random, index in index % 50 == 49 ? UInt64(index) * 1_000_003 : UInt64(index + 5_000) }),
        ("small range, much churn", { random, _ in random.next() % 300 + 1 }),
    ]

    @Test(arguments: patterns.indices)
    func answersAsADictionaryDoes(pattern: Int) {
        var random = SplitMix64(seed: UInt64(pattern) + 7)
        var table = IdentityTable<Int>()
        var model: [UInt64: Int] = [:]
        var keys: [UInt64] = []
        for step in 0..<6_000 {
            let key = Self.patterns[pattern].keys(&random, step)
            keys.append(key)
            switch random.next() % 10 {
            case 0..<6:
                table[key] = step
                model[key] = step
            case 6..<8:
                let old = keys[Int(random.next() % UInt64(keys.count))]
                table[old] = nil
                model[old] = nil
            case 8:
                let old = keys[Int(random.next() % UInt64(keys.count))]
                let updated = table.update(old) { value -> Int in
                    value += 1
                    return value
                }
                if let value = model[old] { model[old] = value + 1 }
                #expect(updated == model[old])
            default:
                // Empties the table now and then, so that the window starts again elsewhere.
                if step % 1_000 == 999 {
                    for old in model.keys { table[old] = nil }
                    model = [:]
                }
            }
            let probe = keys[Int(random.next() % UInt64(keys.count))]
            #expect(table.find(probe) == model[probe])
        }
        #expect(table.count == model.count)
        for key in keys { #expect(table[key] == model[key]) }
        #expect(table.values.sorted() == model.values.sorted())
        #expect(table[UInt64.max] == nil && table[12_345_678_901] == model[12_345_678_901])
    }

    /// Keys far apart stay out of the window, which does not grow to span them.
    @Test func distantKeysAreHashed() {
        var table = IdentityTable<Int>()
        for index in 0..<100 { table[UInt64(index) << 32 | 1] = index }
        for index in 0..<100 { #expect(table[UInt64(index) << 32 | 1] == index) }
        #expect(table.count == 100)
    }
}
