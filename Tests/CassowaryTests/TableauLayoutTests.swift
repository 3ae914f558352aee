@testable import Cassowary
import Testing

/// The records kept per symbol and per constraint are sized so that a 10 000-view layout's
/// 100 000 symbols and 51 000 constraints stay small: a byte added to one of them costs
/// 100 or 51 kB there.
@Suite struct TableauLayoutTests {
    /// Kind, definition bit and slot in 32 bits, and the value index in 32 more.
    @Test func aSymbolStateTakesEightBytes() {
        #expect(MemoryLayout<Tableau.SymbolState>.stride == 8)
    }

    /// What the adds and pivots use; a constraint's identity and the ambiguity memo live
    /// elsewhere.
    @Test func aSymbolEntryTakesThirtyTwoBytes() {
        #expect(MemoryLayout<Tableau.SymbolEntry>.stride == 32)
    }

    /// A stamp and an answer in one word, and only for the defined symbols.
    @Test func aMovabilityMemoTakesEightBytes() {
        #expect(MemoryLayout<Tableau.MovabilityMemo>.stride == 8)
    }

    /// One per constraint: the constraint itself and its symbols in 32 bits each.
    @Test func aConstraintRecordTakesFiftySixBytes() {
        #expect(MemoryLayout<ConstraintRecord>.stride == 56)
    }
}
