/// The tokens of one deflate block, written as a block with its own Huffman codes (BTYPE 10,
/// RFC 1951 §3.2.7) once it is complete.
///
/// Codes fitted to each block matter for wireframes: most of a block is a few long matches at
/// one or two distances, and the rest the few colours of text and lines, so its symbols get
/// codes of a bit or two where deflate's fixed codes spend 7 to 9.
struct DeflateBlock {
    private var tokens: [DeflateToken] = []

    /// The order in which a block's header lists the code lengths' own code lengths, those
    /// most often needed first, so that the list can stop early.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    @inline(__always)
    mutating func append(_ token: DeflateToken) {
        tokens.append(token)
    }

    /// Writes the block, header and tokens and end, and empties it for the next.
    ///
    /// - Parameter isFinal: whether it is the stream's last block.
    /// - Complexity: O(tokens), plus O(n log n) in the alphabets for the codes.
    mutating func write(to output: inout BitWriter, isFinal: Bool) {
        let (literalFrequencies, distanceFrequencies) = frequencies()
        let literalCode = HuffmanCode(frequencies: literalFrequencies, maxLength: 15)
        let distanceCode = HuffmanCode(frequencies: distanceFrequencies, maxLength: 15)
        output.write(isFinal ? 1 : 0, count: 1)
        output.write(2, count: 2)
        Self.writeHeader(literalCode, distanceCode, to: &output)
        writeTokens(literalCode, distanceCode, to: &output)
        output.write(literalCode.codes[DeflateToken.endOfBlock], count: Int(literalCode.lengths[DeflateToken.endOfBlock]))
        tokens.removeAll(keepingCapacity: true)
    }

    /// How often each literal/length symbol occurs, end of block included, and each distance
    /// symbol: counted here in one pass rather than token by token as they come.
    private func frequencies() -> (literals: [Int], distances: [Int]) {
        var literals = [Int](repeating: 0, count: DeflateToken.literalSymbolCount)
        var distances = [Int](repeating: 0, count: DeflateToken.distanceSymbolCount)
        literals[DeflateToken.endOfBlock] = 1
        literals.withUnsafeMutableBufferPointer { literals in
            distances.withUnsafeMutableBufferPointer { distances in
                for token in tokens {
                    literals[token.symbol] += 1
                    if token.isMatch { distances[token.distanceCode.symbol] += 1 }
                }
            }
        }
        return (literals, distances)
    }

    /// Each token as its codes and extra bits, a match's length code and extra bits in one
    /// write and its distance's in another.
    private func writeTokens(_ literalCode: HuffmanCode, _ distanceCode: HuffmanCode, to output: inout BitWriter) {
        for token in tokens {
            guard token.isMatch else {
                let symbol = token.symbol
                output.write(literalCode.codes[symbol], count: Int(literalCode.lengths[symbol]))
                continue
            }
            let lengthCode = token.lengthCode
            let length = Int(literalCode.lengths[lengthCode.symbol])
            output.write(literalCode.codes[lengthCode.symbol] | lengthCode.extra << UInt32(length),
                         count: length + lengthCode.extraCount)
            let distance = token.distanceCode
            let distanceLength = Int(distanceCode.lengths[distance.symbol])
            output.write(distanceCode.codes[distance.symbol] | distance.extra << UInt32(distanceLength),
                         count: distanceLength + distance.extraCount)
        }
    }

    /// The header of a block with dynamic codes: how many lengths of each alphabet it lists,
    /// the code lengths' own code, then the two alphabets' code lengths, run-length coded.
    private static func writeHeader(_ literalCode: HuffmanCode, _ distanceCode: HuffmanCode, to output: inout BitWriter) {
        let literalCount = max(Self.usedPrefix(literalCode.lengths), DeflateToken.endOfBlock + 1)
        let distanceCount = max(Self.usedPrefix(distanceCode.lengths), 1)
        let runs = CodeLengthRun.runs(of: Array(literalCode.lengths.prefix(literalCount) + distanceCode.lengths.prefix(distanceCount)))
        var frequencies = [Int](repeating: 0, count: CodeLengthRun.symbolCount)
        for run in runs { frequencies[run.symbol] += 1 }
        let runCode = HuffmanCode(frequencies: frequencies, maxLength: 7)
        let listed = max(codeLengthOrder.lastIndex { runCode.lengths[$0] > 0 }.map { $0 + 1 } ?? 0, 4)
        output.write(UInt32(literalCount - 257), count: 5)
        output.write(UInt32(distanceCount - 1), count: 5)
        output.write(UInt32(listed - 4), count: 4)
        for symbol in codeLengthOrder.prefix(listed) { output.write(UInt32(runCode.lengths[symbol]), count: 3) }
        for run in runs {
            let length = Int(runCode.lengths[run.symbol])
            output.write(runCode.codes[run.symbol] | run.extra << UInt32(length), count: length + run.extraCount)
        }
    }

    /// How many symbols there are up to the last with a code.
    private static func usedPrefix(_ lengths: [UInt8]) -> Int {
        (lengths.lastIndex { $0 > 0 } ?? -1) + 1
    }
}
