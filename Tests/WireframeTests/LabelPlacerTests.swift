import Foundation
import Testing
import Wireframe

/// SplitMix64: a tiny seeded generator, so the random label sets are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Label placement")
struct LabelPlacerTests {
    let small = CGSize(width: 20, height: 10)

    @Test("Each label takes its first candidate that is free")
    func firstFreeCandidate() {
        var placer = LabelPlacer(spacing: 2)
        let a = CGRect(origin: .zero, size: small)
        let b = CGRect(origin: CGPoint(x: 21, y: 0), size: small)
        let c = CGRect(origin: CGPoint(x: 22, y: 0), size: small)
        #expect(placer.place(candidates: [a]) == a)
        // b is 1 pt from a, closer than the spacing; c is exactly 2 pt away.
        #expect(placer.place(candidates: [a, b, c]) == c)
        #expect(placer.placed == [a, c])
    }

    @Test("A label with no free candidate is left out and takes nothing")
    func noFreeCandidate() {
        var placer = LabelPlacer(spacing: 0)
        let a = CGRect(origin: .zero, size: small)
        placer.reserve(a)
        #expect(placer.place(candidates: [a, a.offsetBy(dx: 5, dy: 5)]) == nil)
        #expect(placer.placed == [a])
    }

    @Test("Candidates outside the bounds are skipped")
    func bounds() {
        var placer = LabelPlacer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), spacing: 2)
        let outside = CGRect(origin: CGPoint(x: 90, y: 0), size: small)
        let inside = CGRect(origin: CGPoint(x: 80, y: 0), size: small)
        #expect(placer.place(candidates: [outside, inside]) == inside)
    }

    @Test("Frames exactly `spacing` apart do not overlap; closer ones do")
    func overlapBoundary() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!LabelPlacer.overlaps(a, a.offsetBy(dx: 12, dy: 0), spacing: 2))
        #expect(LabelPlacer.overlaps(a, a.offsetBy(dx: 11.5, dy: 0), spacing: 2))
        #expect(!LabelPlacer.overlaps(a, a.offsetBy(dx: 0, dy: 12), spacing: 2))
        #expect(LabelPlacer.overlaps(a, a.offsetBy(dx: 5, dy: 5), spacing: 0))
        #expect(!LabelPlacer.overlaps(a, a.offsetBy(dx: 10, dy: 0), spacing: 0))
    }

    @Test("Over many random label sets, no two placed labels come closer than the spacing", arguments: 0 ..< 40)
    func neverOverlaps(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let bounds = CGRect(x: 0, y: 0, width: 400, height: 300)
        var placer = LabelPlacer(bounds: bounds, spacing: 2)
        var placedCount = 0
        for _ in 0 ..< 60 {
            let size = CGSize(width: CGFloat.random(in: 8 ... 80, using: &generator).rounded(), height: CGFloat.random(in: 10 ... 18, using: &generator).rounded())
            let candidates = (0 ..< Int.random(in: 1 ... 12, using: &generator)).map { _ in
                CGRect(
                    x: CGFloat.random(in: -20 ... 400, using: &generator).rounded(),
                    y: CGFloat.random(in: -20 ... 300, using: &generator).rounded(),
                    width: size.width,
                    height: size.height
                )
            }
            if let frame = placer.place(candidates: candidates) {
                placedCount += 1
                #expect(candidates.contains(frame))
                // It is the first free one: every earlier candidate collided or left the bounds.
                let index = candidates.firstIndex(of: frame)!
                let earlier = placer.placed.dropLast()
                for skipped in candidates[..<index] {
                    #expect(!bounds.contains(skipped) || earlier.contains { LabelPlacer.overlaps(skipped, $0, spacing: 2) })
                }
            }
        }
        #expect(placer.placed.count == placedCount)
        #expect(placedCount > 0)
        for (i, first) in placer.placed.enumerated() {
            #expect(bounds.contains(first))
            for second in placer.placed[(i + 1)...] {
                #expect(!LabelPlacer.overlaps(first, second, spacing: 2), "\(first) and \(second)")
            }
        }
    }

    @Test("The same labels in the same order land in the same places")
    func deterministic() {
        func run() -> [CGRect] {
            var generator = SeededGenerator(seed: 7)
            var placer = LabelPlacer(spacing: 2)
            for _ in 0 ..< 50 {
                let candidates = (0 ..< 5).map { _ in
                    CGRect(x: CGFloat.random(in: 0 ... 200, using: &generator).rounded(), y: CGFloat.random(in: 0 ... 200, using: &generator).rounded(), width: 30, height: 12)
                }
                _ = placer.place(candidates: candidates)
            }
            return placer.placed
        }
        #expect(run() == run())
    }
}
