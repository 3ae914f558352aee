import CCairo
import Testing

@testable import Wireframe

@Suite("Adler-32")
struct Adler32Tests {
    @Test("The checksum of no bytes is 1, of \"Wikipedia\" 0x11E60398")
    func knownValues() {
        #expect(Adler32().value == 1)
        var checksum = Adler32()
        Array("Wikipedia".utf8).withUnsafeBufferPointer { checksum.update(with: $0) }
        #expect(checksum.value == 0x11E6_0398)
    }

    /// 70 000 bytes, two in three of them 0xFF, the worst case for the lanes' sums, in pieces
    /// of sizes from 1 to 40 000 bytes that split the 16-byte blocks in different places.
    @Test("It agrees with zlib's, however the bytes are split", arguments: [1, 15, 17, 4096, 16_385, 40_000])
    func agreesWithZlib(pieceLength: Int) {
        let bytes = (0..<70_000).map { $0 % 3 == 0 ? UInt8(truncatingIfNeeded: $0 * 31) : 0xFF }
        var checksum = Adler32()
        bytes.withUnsafeBufferPointer { all in
            for start in stride(from: 0, to: all.count, by: pieceLength) {
                checksum.update(with: UnsafeBufferPointer(rebasing: all[start..<min(start + pieceLength, all.count)]))
            }
        }
        let zlib = bytes.withUnsafeBufferPointer { adler32(adler32(0, nil, 0), $0.baseAddress, uInt($0.count)) }
        #expect(UInt(checksum.value) == UInt(zlib))
    }

    @Test("A long run of 0xFF does not overflow the lanes")
    func longRunOfOnes() {
        let bytes = [UInt8](repeating: 0xFF, count: 1 << 20)
        var checksum = Adler32()
        bytes.withUnsafeBufferPointer { checksum.update(with: $0) }
        let zlib = bytes.withUnsafeBufferPointer { adler32(adler32(0, nil, 0), $0.baseAddress, uInt($0.count)) }
        #expect(UInt(checksum.value) == UInt(zlib))
    }
}
