import AutoLayout
import Foundation
import Golden
import GoldenTesting
import LayoutSpec
import TestSupport
import Testing

/// `assertWireframe` in a test, for a spec and for views made in code.
@Suite struct AssertWireframeTests {
    let scratch: TemporaryDirectory

    init() throws { scratch = try TemporaryDirectory() }

    /// Recording writes the goldens (a warning, not a failure); a changed constant then fails
    /// with the same lines `plumb check` prints.
    @Test func specMismatchRecordsAnIssue() throws {
        let golden = scratch.path("golden"), artifacts = scratch.path("artifacts")
        assertWireframe(of: try LayoutSpec.parse(cardSpec(leading: 8), fileName: "card.yaml"), named: "card",
                        record: .missing, goldenDirectory: golden, artifactsDirectory: artifacts)
        #expect(scratch.exists("golden/card.png") && scratch.exists("golden/card.json"))
        let changed = try LayoutSpec.parse(cardSpec(leading: 16), fileName: "card.yaml")
        withKnownIssue {
            assertWireframe(of: changed, named: "card", record: .missing, goldenDirectory: golden, artifactsDirectory: artifacts)
        } matching: { issue in
            let lines = issue.comments.first?.rawValue.split(separator: "\n").map(String.init) ?? []
            return Array(lines.prefix(3)) == ["FAIL card", "  nameRow moved 8 pt right, width 327 -> 319",
                                              "  nameField width 274 -> 266"]
                && lines.last == "  diff:   \(artifacts)/card.diff.png"
        }
        #expect(scratch.exists("artifacts/card.diff.png"))
    }

    /// `never` (what CI gets by default) fails on a missing golden and writes none.
    @Test func neverFailsOnAMissingGolden() throws {
        let spec = try LayoutSpec.parse(cardSpec(), fileName: "card.yaml")
        let golden = scratch.path("golden")
        withKnownIssue {
            assertWireframe(of: spec, named: "card", devices: ["iphone-se"], record: .never,
                            goldenDirectory: golden, artifactsDirectory: scratch.path("artifacts"))
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("FAIL card.iphone-se\n  \(golden)/card.iphone-se.png does not exist") == true
        }
        #expect(!scratch.exists("golden/card.iphone-se.png"))
    }

    /// A view made in code is drawn in a window of each device in turn (moving from one to the
    /// next), its identified views reported; the second run matches without an issue.
    @Test func viewOnSeveralDevices() throws {
        let root = View()
        root.identifier = "root"
        let label = Label(text: "Hello")
        label.identifier = "greeting"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            label.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        let golden = scratch.path("golden")
        for _ in 0 ..< 2 {
            assertWireframe(of: root, named: "greeting", devices: ["iphone-se", "ipad"], orientations: [.landscape],
                            record: .missing, goldenDirectory: golden, artifactsDirectory: scratch.path("artifacts"))
        }
        let phone = try GoldenFrames(json: scratch.contents("golden/greeting.iphone-se.landscape.json"))
        let pad = try GoldenFrames(json: scratch.contents("golden/greeting.ipad.landscape.json"))
        #expect(phone.views["root"]?.frame == GoldenFrames.Rect(x: 0, y: 0, width: 568, height: 320))
        #expect(pad.views["root"]?.frame == GoldenFrames.Rect(x: 0, y: 0, width: 1024, height: 768))
        #expect(pad.views["greeting"]?.frame.y == 40)
        #expect(!scratch.exists("artifacts"))
    }

    @Test func unknownDevice() throws {
        let spec = try LayoutSpec.parse(cardSpec(), fileName: "card.yaml")
        withKnownIssue {
            assertWireframe(of: spec, named: "card", devices: ["iphone-9"], goldenDirectory: scratch.path("golden"))
        } matching: { issue in
            issue.error as? GoldenError == .unknownDevice("iphone-9")
        }
    }
}
