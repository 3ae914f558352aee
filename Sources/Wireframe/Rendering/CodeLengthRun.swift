/// One symbol of the run-length code in which a deflate block's header lists its code lengths
/// (RFC 1951 §3.2.7): a length of 0 to 15, 16 for 3 to 6 more of the length before, 17 for 3
/// to 10 zeros, 18 for 11 to 138 zeros; the count is in the extra bits.
///
/// The lists are long runs of zeros (bytes a block never has) and of equal lengths, so coding
/// runs keeps a header to a few dozen bytes.
struct CodeLengthRun {
    /// The size of the code lengths' alphabet.
    static let symbolCount = 19

    let symbol: Int
    let extra: UInt32
    let extraCount: Int

    /// The runs that list `lengths`, in order.
    ///
    /// - Complexity: O(n) in the lengths.
    static func runs(of lengths: [UInt8]) -> [CodeLengthRun] {
        var runs: [CodeLengthRun] = []
        var start = 0
        while start < lengths.count {
            let length = lengths[start]
            let end = lengths[start...].firstIndex { $0 != length } ?? lengths.count
            if length == 0 {
                appendZeros(end - start, to: &runs)
            } else {
                appendRepeats(of: length, count: end - start, to: &runs)
            }
            start = end
        }
        return runs
    }

    /// `count` zeros: 18s and 17s as far as they reach, then single zeros.
    private static func appendZeros(_ count: Int, to runs: inout [CodeLengthRun]) {
        var left = count
        while left >= 3 {
            let taken = min(left, 138)
            runs.append(taken >= 11 ? CodeLengthRun(symbol: 18, extra: UInt32(taken - 11), extraCount: 7)
                                    : CodeLengthRun(symbol: 17, extra: UInt32(taken - 3), extraCount: 3))
            left -= taken
        }
        runs.append(contentsOf: repeatElement(CodeLengthRun(symbol: 0, extra: 0, extraCount: 0), count: left))
    }

    /// `count` equal nonzero lengths: the length, then 16s for the rest while three or more
    /// remain, then single lengths.
    private static func appendRepeats(of length: UInt8, count: Int, to runs: inout [CodeLengthRun]) {
        let single = CodeLengthRun(symbol: Int(length), extra: 0, extraCount: 0)
        runs.append(single)
        var left = count - 1
        while left >= 3 {
            let taken = min(left, 6)
            runs.append(CodeLengthRun(symbol: 16, extra: UInt32(taken - 3), extraCount: 2))
            left -= taken
        }
        runs.append(contentsOf: repeatElement(single, count: left))
    }
}
