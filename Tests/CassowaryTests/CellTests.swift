@testable import Cassowary
import Testing

/// `Cell` keeps its coefficient's bits in two 32-bit halves so that a cell takes 12 bytes:
/// the halves must give back exactly the double that went in.
@Suite struct CellTests {
    /// Three 4-byte fields and nothing else: a stored `Double` would pad the cell to 16.
    @Test func aCellTakesTwelveBytes() {
        #expect(MemoryLayout<Cell>.size == 12)
        #expect(MemoryLayout<Cell>.stride == 12)
    }

    /// Values whose bits differ in the low half only, in the high half only, and at both ends
    /// of the range, through the initialiser and through the setter.
    @Test(arguments: [1.0, -0.5, 1.0.nextUp, -1.0.nextDown, 1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -0.0])
    func theCoefficientRoundTripsExactly(value: Double) {
        var cell = Cell(symbol: 2_000_000_000, coefficient: value)
        #expect(cell.coefficient.bitPattern == value.bitPattern)
        #expect(cell.symbol == 2_000_000_000)
        cell.coefficient = -value
        #expect(cell.coefficient.bitPattern == (-value).bitPattern)
        #expect(cell.symbol == 2_000_000_000)
    }
}
