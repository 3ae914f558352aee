import Testing

@testable import Wireframe

@Suite("Huffman codes")
struct HuffmanCodeTests {
    /// Kraft's sum of a code, in units of 2⁻¹⁵: exactly 2¹⁵ for a complete prefix code.
    static func kraftSum(_ code: HuffmanCode) -> Int {
        code.lengths.filter { $0 > 0 }.reduce(0) { $0 + 1 << (15 - Int($1)) }
    }

    @Test("The example of RFC 1951 §3.2.2 gets its canonical codes")
    func canonicalCodes() {
        // A to H with lengths 3, 3, 3, 3, 3, 2, 4, 4: codes 010 011 100 101 110 00 1110 1111,
        // stored with their bits reversed.
        let code = HuffmanCode(lengths: [3, 3, 3, 3, 3, 2, 4, 4])
        #expect(code.codes == [0b010, 0b110, 0b001, 0b101, 0b011, 0b00, 0b0111, 0b1111])
    }

    @Test("Frequent symbols get the shorter codes, and the code is complete")
    func huffmanLengths() {
        let code = HuffmanCode(frequencies: [10, 0, 1, 1, 2, 0, 20], maxLength: 15)
        #expect(code.lengths == [2, 0, 4, 4, 3, 0, 1])
        #expect(Self.kraftSum(code) == 1 << 15)
    }

    /// Fibonacci frequencies make a tree as deep as there are symbols, 31 levels for 32 of
    /// them; halving the frequencies seven times brings it to 13, within deflate's 15.
    @Test("No code is longer than the limit")
    func lengthLimit() {
        let fibonacci = (0..<30).reduce(into: [1, 1]) { numbers, _ in numbers.append(numbers[numbers.count - 1] + numbers[numbers.count - 2]) }
        let code = HuffmanCode(frequencies: fibonacci, maxLength: 15)
        #expect(code.lengths.max() == 13)
        #expect(code.lengths.allSatisfy { $0 > 0 })
        #expect(Self.kraftSum(code) == 1 << 15)
    }

    @Test("A lone symbol, or none, still gets a complete code of two one-bit codes")
    func loneSymbol() {
        #expect(HuffmanCode(frequencies: [0, 0, 5, 0], maxLength: 15).lengths == [1, 0, 1, 0])
        #expect(HuffmanCode(frequencies: [0, 0, 0], maxLength: 7).lengths == [1, 1, 0])
    }
}
