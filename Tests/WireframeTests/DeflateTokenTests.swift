import Testing

@testable import Wireframe

/// The symbols and extra bits of RFC 1951 §3.2.5's tables.
@Suite("Deflate tokens")
struct DeflateTokenTests {
    @Test("A literal is its own symbol")
    func literal() {
        #expect(DeflateToken.literal(0xA7).symbol == 0xA7)
        #expect(!DeflateToken.literal(0xA7).isMatch)
    }

    @Test("Lengths map onto symbols 257 to 285", arguments: [
        (3, 257, 0, 0), (10, 264, 0, 0), (11, 265, 0, 1), (12, 265, 1, 1), (13, 266, 0, 1), (19, 269, 0, 2),
        (35, 273, 0, 3), (130, 280, 15, 4), (227, 284, 0, 5), (257, 284, 30, 5), (258, 285, 0, 0),
    ])
    func lengthCodes(length: Int, symbol: Int, extra: UInt32, extraCount: Int) {
        let token = DeflateToken.match(length: length, distance: 1)
        #expect(token.isMatch)
        #expect(token.symbol == symbol)
        #expect(token.lengthCode == (symbol, extra, extraCount))
    }

    @Test("Distances map onto symbols 0 to 29", arguments: [
        (1, 0, 0, 0), (4, 3, 0, 0), (5, 4, 0, 1), (6, 4, 1, 1), (7, 5, 0, 1), (3, 2, 0, 0), (193, 15, 0, 6), (257, 16, 0, 7),
        (3703, 23, 630, 10), (24577, 29, 0, 13), (32768, 29, 8191, 13),
    ])
    func distanceCodes(distance: Int, symbol: Int, extra: UInt32, extraCount: Int) {
        #expect(DeflateToken.match(length: 3, distance: distance).distanceCode == (symbol, extra, extraCount))
    }
}
