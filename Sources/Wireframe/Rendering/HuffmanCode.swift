/// A canonical prefix code as deflate stores it (RFC 1951 §3.2.2): a length for each symbol of
/// an alphabet, from which the codes follow, so a block's header need only carry the lengths.
///
/// Built from how often each symbol occurs, by Huffman's algorithm, with the lengths held to
/// deflate's limit by flattening the frequencies until the tree is shallow enough. That gives
/// up a little of the optimum on rare, deep symbols, which wireframes barely have, for a few
/// lines instead of package-merge.
struct HuffmanCode {
    /// Each symbol's code length in bits; 0 for a symbol without a code.
    let lengths: [UInt8]
    /// Each symbol's code with its bits reversed: `BitWriter` writes the lowest bit first and
    /// deflate reads codes from their highest bit.
    let codes: [UInt32]

    /// The code for an alphabet of `frequencies.count` symbols occurring that often, no code
    /// longer than `maxLength` bits.
    ///
    /// At least two symbols get codes, the missing ones taken from the front of the alphabet,
    /// so the code is always complete: inflaters reject a lone code of one bit in some
    /// alphabets.
    ///
    /// - Parameter maxLength: at least `log2(frequencies.count)`, as deflate's 15 and 7 are
    ///   for its alphabets.
    /// - Complexity: O(n log n) in the alphabet, times the flattening rounds (rarely any).
    init(frequencies: [Int], maxLength: Int) {
        var weights = frequencies
        var missing = 2 - weights.count(where: { $0 > 0 })
        for symbol in weights.indices where missing > 0 && weights[symbol] == 0 {
            weights[symbol] = 1
            missing -= 1
        }
        var lengths = Self.treeDepths(weights)
        while let deepest = lengths.max(), deepest > maxLength {
            weights = weights.map { $0 == 0 ? 0 : max($0 / 2, 1) }
            lengths = Self.treeDepths(weights)
        }
        self.init(lengths: lengths)
    }

    /// The canonical code with these lengths: shorter codes first, and among equal lengths,
    /// in symbol order.
    ///
    /// - Complexity: O(n) in the alphabet.
    init(lengths: [UInt8]) {
        var lengthCounts = [UInt32](repeating: 0, count: Int(lengths.max() ?? 0) + 1)
        for length in lengths where length > 0 { lengthCounts[Int(length)] += 1 }
        var nextCode = [UInt32](repeating: 0, count: lengthCounts.count)
        var code: UInt32 = 0
        for length in nextCode.indices.dropFirst() {
            code = (code + lengthCounts[length - 1]) << 1
            nextCode[length] = code
        }
        var codes = [UInt32](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            codes[symbol] = Self.reversed(nextCode[Int(length)], bits: Int(length))
            nextCode[Int(length)] += 1
        }
        (self.lengths, self.codes) = (lengths, codes)
    }

    /// The depth of each symbol of positive weight in a Huffman tree, by the two-queue method:
    /// the leaves sorted by weight (then symbol, for determinism) in one queue, the merged
    /// nodes in the other, which comes out sorted because each merge weighs at least the last.
    ///
    /// - Parameter weights: two or more of them positive.
    /// - Complexity: O(n log n) in the alphabet, for the sort.
    private static func treeDepths(_ weights: [Int]) -> [UInt8] {
        let leaves = weights.indices.filter { weights[$0] > 0 }.sorted { (weights[$0], $0) < (weights[$1], $1) }
        // Nodes 0..<leaves.count are the leaves in order; the merged nodes follow as made.
        var weight = leaves.map { weights[$0] }
        var parent = [Int](repeating: 0, count: 2 * leaves.count - 1)
        var nextLeaf = 0, nextMerged = leaves.count
        func takeLightest() -> Int {
            let leafFirst = nextLeaf < leaves.count && (nextMerged == weight.count || weight[nextLeaf] <= weight[nextMerged])
            defer { if leafFirst { nextLeaf += 1 } else { nextMerged += 1 } }
            return leafFirst ? nextLeaf : nextMerged
        }
        while weight.count < parent.count {
            let (first, second) = (takeLightest(), takeLightest())
            (parent[first], parent[second]) = (weight.count, weight.count)
            weight.append(weight[first] + weight[second])
        }
        // The root is the last node; every other node is made before its parent.
        var depth = [Int](repeating: 0, count: parent.count)
        for node in parent.indices.dropLast().reversed() { depth[node] = depth[parent[node]] + 1 }
        var lengths = [UInt8](repeating: 0, count: weights.count)
        for (node, symbol) in leaves.enumerated() { lengths[symbol] = UInt8(depth[node]) }
        return lengths
    }

    /// The low `bits` bits of `code` in the opposite order.
    private static func reversed(_ code: UInt32, bits: Int) -> UInt32 {
        (0..<bits).reduce(0) { reversed, bit in reversed << 1 | (code >> UInt32(bit)) & 1 }
    }
}
