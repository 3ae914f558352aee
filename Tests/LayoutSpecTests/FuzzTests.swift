import Foundation
import Testing

@testable import LayoutSpec

/// A little fuzzing: valid specs cut, spliced and sprinkled with the characters YAML and the
/// constraint grammars give meaning to must load or fail with a ``SpecError`` placed inside
/// the text, never trap. The generator is seeded, so a failure reproduces.
@Suite struct FuzzTests {
    /// SplitMix64: a small, fast, seedable generator.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// What mutations insert: YAML's indicators, the grammars' operators, numbers that are
    /// too large or not numbers, a non-ASCII digit, a tab.
    static let fragments = [
        ":", "{", "}", "[", "]", ",", "-", "#", "&a", "*a", "!", "|", ">", "'", "\"", "\n", " ", "\t", "@", "==",
        ">=", ".", "*", "/", "+", "1e999", ".nan", "-0", "100001", "Ｆ", "é", "H:|", "[a]", "-(", "system",
        "none", "guide", "stack", "label", "views:", "constraints:", "- id: x\n", "\\u0000",
    ]

    /// The specs mutated: the contract's examples, and every spec of the malformed table
    /// short enough to mutate cheaply.
    static let seeds = [
        ContractExampleTests.viewKeys, VariantTests.socialMedia, FormatEquivalenceTests.yaml, FormatEquivalenceTests.json,
        FormatEquivalenceTests.visualFormats, ReportTests.conflicted,
    ] + MalformedSpec.all.map(\.text).filter { $0.utf8.count < 2000 }

    /// One mutation: delete a range, insert a fragment, duplicate a line, or cut the text.
    static func mutate(_ text: String, using generator: inout SeededGenerator) -> String {
        var characters = Array(text)
        guard !characters.isEmpty else { return fragments.randomElement(using: &generator)! }
        let position = Int.random(in: 0..<characters.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            let end = min(characters.count, position + Int.random(in: 1...8, using: &generator))
            characters.removeSubrange(position..<end)
        case 1:
            characters.insert(contentsOf: fragments.randomElement(using: &generator)!, at: position)
        case 2:
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = Int.random(in: 0..<lines.count, using: &generator)
            var copy = lines
            copy.insert(lines[line], at: line)
            return copy.joined(separator: "\n")
        default:
            characters.removeSubrange(position...)
        }
        return String(characters)
    }

    @Test func mutatedSpecsFailCleanly() {
        var generator = SeededGenerator(state: 2024)
        var rejected = 0
        for round in 0..<1500 {
            var text = Self.seeds[round % Self.seeds.count]
            for _ in 0..<Int.random(in: 1...3, using: &generator) { text = Self.mutate(text, using: &generator) }
            guard let error = specError(text) else { continue }
            rejected += 1
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
            let placed = error.line == 0 ? error.column == 0 : (1...lineCount + 1).contains(error.line) && error.column >= 1
            #expect(placed, "\(error) for:\n\(text)")
            #expect(!error.message.isEmpty)
        }
        // Most mutations break something; a fuzzer that rejects nothing tests nothing.
        #expect(rejected > 750)
    }

    /// Widths multiplied past `Int.max` reach the text measurer bounded: the wrapping label
    /// fits its text on one line instead of trapping.
    @Test func multipliedWidthsDoNotTrap() throws {
        let report = try report("""
            plumb: 1
            window: {width: 320, height: 480}
            root:
              id: root
              views:
                - {id: a}
                - {id: b}
                - {id: c}
                - {id: text, kind: label, text: hello world, numberOfLines: 0}
              constraints:
                - a.width == 100000
                - b.width == a.width * 100000
                - c.width == b.width * 100000
                - text.width == c.width * 100000
                - "H:|[a]"
                - "H:|[b]"
                - "H:|[c]"
                - "H:|[text]"
                - "V:|[a(1)][b(1)][c(1)][text]"
            """)
        #expect(report.frame("text")[3] == 20.5)
        #expect(report.frame("c") == [0, 2, 1e15, 1])
    }
}
