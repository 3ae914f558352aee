@testable import Cassowary
import Testing

/// The tableau's record of which cached values are current.
@Suite struct BitVectorTests {
    /// 130 bits, every third set, across three words: each reads back, through the subscript
    /// and through a reader.
    @Test func bitsReadBackAcrossWords() {
        var bits = BitVector()
        for index in 0..<130 { bits.append(index % 3 == 0) }
        #expect(bits.count == 130)
        #expect((0..<130).filter { bits[$0] } == Array(stride(from: 0, to: 130, by: 3)))
        bits.withReader { reader in
            #expect(reader.count == 130)
            #expect((0..<130).filter { reader[$0] } == Array(stride(from: 0, to: 130, by: 3)))
        }
    }

    /// Setting a bit changes it alone; clearing all clears every word.
    @Test func settingAndClearing() {
        var bits = BitVector()
        for _ in 0..<70 { bits.append(false) }
        bits[64] = true
        bits[63] = true
        bits[63] = false
        #expect((0..<70).filter { bits[$0] } == [64])
        bits[0] = true
        bits.clearAll()
        #expect((0..<70).filter { bits[$0] } == [])
    }

    /// Removing bits and appending again gives the new bits, not what the removed ones held.
    @Test func removingThenAppending() {
        var bits = BitVector()
        for _ in 0..<129 { bits.append(true) }
        bits.removeLast(66)
        #expect(bits.count == 63)
        bits.append(false)
        bits.append(false)
        #expect(bits.count == 65)
        #expect((0..<65).filter { !bits[$0] } == [63, 64])
    }
}
