/// A growable array of bits, 64 to a word.
///
/// The tableau keeps one bit per cached value to say whether it is current: a 10 000-view
/// layout's 40 004 bits fit in 5 KB, which stays in the first-level cache while a read of
/// every value streams the values themselves, where an 8-byte stamp beside each value
/// doubled that stream.
struct BitVector {
    private var words: [UInt64] = []
    /// The number of bits.
    private(set) var count = 0

    /// Adds a bit at the end.
    ///
    /// - Complexity: amortised O(1).
    mutating func append(_ bit: Bool) {
        if count == words.count * UInt64.bitWidth { words.append(0) }
        count += 1
        self[count - 1] = bit
    }

    /// Removes the last `k` bits.
    ///
    /// - Complexity: O(*k* / 64).
    mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "removing more bits than there are")
        count -= k
        words.removeLast(words.count - BitVector.wordCount(for: count))
    }

    /// Sets every bit to false.
    ///
    /// - Complexity: O(*n* / 64).
    mutating func clearAll() {
        for index in words.indices { words[index] = 0 }
    }

    subscript(index: Int) -> Bool {
        @inline(__always) get {
            precondition(UInt(bitPattern: index) < UInt(count), "a bit index outside the vector")
            return Reader.bit(index, of: words[index >> 6])
        }
        @inline(__always) set {
            precondition(UInt(bitPattern: index) < UInt(count), "a bit index outside the vector")
            let mask: UInt64 = 1 << UInt64(index & 63)
            if newValue { words[index >> 6] |= mask } else { words[index >> 6] &= ~mask }
        }
    }

    /// The vector seen through its storage, for a loop of reads that the compiler could not
    /// otherwise keep from reloading the vector's storage for every bit (see
    /// ``IdentityTable/Reader``).
    struct Reader {
        fileprivate let words: UnsafeBufferPointer<UInt64>
        /// The number of bits.
        let count: Int

        /// The bit at `index`, which must be less than ``count``: the caller checks it once
        /// for the loop, or against a bound it knows to be the same.
        subscript(index: Int) -> Bool {
            @inline(__always) get { Reader.bit(index, of: words[index >> 6]) }
        }

        @inline(__always)
        fileprivate static func bit(_ index: Int, of word: UInt64) -> Bool {
            word >> UInt64(index & 63) & 1 != 0
        }
    }

    /// Calls `body` with a ``Reader`` of the vector, valid only during the call.
    @inline(__always)
    func withReader<Result>(_ body: (Reader) -> Result) -> Result {
        words.withUnsafeBufferPointer { body(Reader(words: $0, count: count)) }
    }

    private static func wordCount(for bits: Int) -> Int {
        (bits + UInt64.bitWidth - 1) / UInt64.bitWidth
    }
}
