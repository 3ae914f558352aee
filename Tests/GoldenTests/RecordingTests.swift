import Foundation
import Golden
import TestSupport
import Testing
import Wireframe

/// `GoldenStore.check` under each record mode, with real renders in a scratch directory.
@Suite struct RecordingTests {
    let scratch: TemporaryDirectory

    init() throws { scratch = try TemporaryDirectory() }

    /// `never` writes nothing: a missing golden is a failure naming both files, and the render
    /// and its frames are left as artifacts (no difference image: there is nothing to compare).
    @Test func neverFailsOnAMissingGolden() throws {
        let outcome = try scratch.store.check(render(of: cardSpec()), mode: .never, tolerance: GoldenTolerance())
        #expect(outcome.verdict == .failed)
        #expect(outcome.lines == [
            "FAIL card",
            "  \(scratch.path("golden/card.png")) does not exist, and record mode never does not write it",
            "  \(scratch.path("golden/card.json")) does not exist, and record mode never does not write it",
            "  render: \(scratch.path("artifacts/card.png"))",
            "  frames: \(scratch.path("artifacts/card.json"))",
        ])
        #expect(!scratch.exists("golden/card.png") && !scratch.exists("golden/card.json"))
        #expect(scratch.exists("artifacts/card.png") && scratch.exists("artifacts/card.json"))
    }

    /// With CI set and no mode given, the mode is `never`: nothing is written.
    @Test func ciForcesNever() throws {
        let mode = try RecordMode.resolved(nil, environment: ["CI": "true"])
        let outcome = try scratch.store.check(render(of: cardSpec()), mode: mode, tolerance: GoldenTolerance())
        #expect(outcome.verdict == .failed && outcome.recorded.isEmpty)
        #expect(!scratch.exists("golden/card.png"))
    }

    /// `missing` writes the render and its frames as the golden, says so, and the next check
    /// passes against them without a line to report.
    @Test func missingWritesAndReports() throws {
        let render = try render(of: cardSpec())
        let outcome = try scratch.store.check(render, mode: .missing, tolerance: GoldenTolerance())
        #expect(outcome.verdict == .recorded)
        #expect(outcome.lines == ["RECORDED card", "  recorded \(scratch.path("golden/card.png")), \(scratch.path("golden/card.json"))"])
        #expect(try scratch.contents("golden/card.png") == render.png)
        #expect(try scratch.contents("golden/card.json") == render.frames)
        let again = try scratch.store.check(render, mode: .missing, tolerance: GoldenTolerance())
        #expect(again.verdict == .passed && again.lines.isEmpty)
    }

    /// A changed constant fails under `missing` (the golden exists): the row and the field are
    /// named with their deltas before the pixels, and the render, frames and difference image
    /// are written; the difference image has the golden's size and magenta where the row moved.
    @Test func changedConstantIsCaught() throws {
        try record(cardSpec(leading: 8))
        let changed = try render(of: cardSpec(leading: 16))
        let outcome = try scratch.store.check(changed, mode: .missing, tolerance: GoldenTolerance())
        #expect(outcome.verdict == .failed && outcome.recorded.isEmpty)
        let failure = try #require(outcome.failure)
        #expect(failure.frameChanges.map(\.description) == ["nameRow moved 8 pt right, width 327 -> 319",
                                                            "nameField width 274 -> 266"])
        guard case .pixels(let pixels) = failure.image else {
            Issue.record("the moved row changes pixels")
            return
        }
        #expect(Array(outcome.lines.prefix(3)) == ["FAIL card", "  nameRow moved 8 pt right, width 327 -> 319",
                                                   "  nameField width 274 -> 266"])
        #expect(Array(outcome.lines.suffix(3)) == ["  render: \(scratch.path("artifacts/card.png"))",
                                                   "  frames: \(scratch.path("artifacts/card.json"))",
                                                   "  diff:   \(scratch.path("artifacts/card.diff.png"))"])
        #expect(try scratch.contents("artifacts/card.png") == changed.png)
        #expect(try scratch.contents("artifacts/card.json") == changed.frames)
        let difference = try Bitmap(png: scratch.contents("artifacts/card.diff.png"))
        #expect(difference.width == 480 && difference.height == 822)
        #expect(difference.pixels.count { $0 == Bitmap.changedPixel } == pixels.count)
    }

    /// `all` rewrites every golden: a changed one (reporting what it replaced) and a matching one.
    @Test func allRewrites() throws {
        try record(cardSpec(leading: 8))
        let changed = try render(of: cardSpec(leading: 16))
        let outcome = try scratch.store.check(changed, mode: .all, tolerance: GoldenTolerance())
        #expect(outcome.verdict == .recorded)
        #expect(Array(outcome.lines.prefix(4)) == [
            "RECORDED card",
            "  recorded \(scratch.path("golden/card.png")), \(scratch.path("golden/card.json")), replacing goldens that differed:",
            "    nameRow moved 8 pt right, width 327 -> 319",
            "    nameField width 274 -> 266",
        ])
        #expect(try scratch.contents("golden/card.png") == changed.png)
        #expect(try scratch.contents("golden/card.json") == changed.frames)
        let same = try scratch.store.check(changed, mode: .all, tolerance: GoldenTolerance())
        #expect(same.lines == ["RECORDED card", "  recorded \(scratch.path("golden/card.png")), \(scratch.path("golden/card.json"))"])
    }

    /// `failed` rewrites what does not match and leaves what matches alone.
    @Test func failedRewritesOnlyFailures() throws {
        try record(cardSpec(leading: 8), named: "moved")
        try record(cardSpec(leading: 8), named: "kept")
        let moved = try render(of: cardSpec(leading: 16), named: "moved")
        let kept = try render(of: cardSpec(leading: 8), named: "kept")
        #expect(try scratch.store.check(moved, mode: .failed, tolerance: GoldenTolerance()).recorded
                == [scratch.path("golden/moved.png"), scratch.path("golden/moved.json")])
        #expect(try scratch.contents("golden/moved.png") == moved.png)
        let keptOutcome = try scratch.store.check(kept, mode: .failed, tolerance: GoldenTolerance())
        #expect(keptOutcome.verdict == .passed && keptOutcome.recorded.isEmpty)
    }

    /// A check that passes again removes the artifacts its earlier failure left.
    @Test func passingRemovesStaleArtifacts() throws {
        try record(cardSpec(leading: 8))
        _ = try scratch.store.check(render(of: cardSpec(leading: 16)), mode: .never, tolerance: GoldenTolerance())
        #expect(scratch.exists("artifacts/card.diff.png"))
        _ = try scratch.store.check(render(of: cardSpec(leading: 8)), mode: .never, tolerance: GoldenTolerance())
        #expect(!scratch.exists("artifacts/card.png") && !scratch.exists("artifacts/card.json")
                && !scratch.exists("artifacts/card.diff.png"))
    }

    /// A golden that is not a PNG, and frames that are not a report, are failures that say so
    /// (and `failed` would replace them).
    @Test func corruptGoldens() throws {
        try scratch.write("not a PNG", to: "golden/card.png")
        try scratch.write("{}", to: "golden/card.json")
        let failure = try #require(try scratch.store.check(render(of: cardSpec()), mode: .missing,
                                                           tolerance: GoldenTolerance()).failure)
        #expect(failure.image == .unreadableGolden(reason: "cannot read the PNG image: the file does not begin with PNG's signature"))
        #expect(failure.unreadableFrames == "no key 'window'")
        #expect(!scratch.exists("artifacts/card.diff.png"))
    }

    /// Writes the spec's render as the golden called `name`.
    private func record(_ yaml: String, named name: String = "card") throws {
        let outcome = try scratch.store.check(render(of: yaml, named: name), mode: .all, tolerance: GoldenTolerance())
        #expect(outcome.verdict == .recorded)
    }
}
