import Foundation
import Testing

/// The findings of issue 21's fuzz run, each as a user meets it: the spec, the command, the exit
/// code and the exact message; nothing is left half-written.
@Suite("plumb: hostile input")
struct HostileInputTests {
    /// A spec of one view `a` in the root, with `constraint`, written to `name` in `scratch`.
    static func oneViewSpec(_ constraint: String, in scratch: ScratchDirectory, name: String = "spec.yaml") throws -> String {
        let path = scratch.path(name)
        let text = "plumb: 1\ndevice: iphone-8\nroot:\n  id: root\n  views:\n    - {id: a}\n  constraints:\n    - \"\(constraint)\"\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A number out of range, and where it is reported.
    struct OutOfRange: Sendable, CustomTestStringConvertible {
        let constraint: String
        /// The message after `spec.yaml:8:`.
        let message: String
        var testDescription: String { constraint }
    }

    /// VFL sizes and spacings are held to the range equations and metrics have: these trapped
    /// in `render` (1e19, -1e308), allocated a grid cell per point (4294967296), or looped in
    /// LineClearance (1e12), while `explain` exited 0.
    static let outOfRange = [
        OutOfRange(constraint: "H:[a(1e19)]", message: "13: error: expected a width from -100000 to 100000, found 1e+19 (at root.constraints[0])"),
        OutOfRange(constraint: "H:[a(-1e308)]", message: "13: error: expected a width from -100000 to 100000, found -1e+308 (at root.constraints[0])"),
        OutOfRange(constraint: "H:[a(4294967296)]", message: "13: error: expected a width from -100000 to 100000, found 4294967296 (at root.constraints[0])"),
        OutOfRange(constraint: "H:|-1e12-[a]", message: "12: error: expected a spacing from -100000 to 100000, found 1000000000000 (at root.constraints[0])"),
        OutOfRange(constraint: "V:|-(>=5@1000)-[a(<=2e5)]", message: "28: error: expected a height from -100000 to 100000, found 200000 (at root.constraints[0])"),
        OutOfRange(constraint: "H:[a(==100001@750)]", message: "15: error: expected a width from -100000 to 100000, found 100001 (at root.constraints[0])"),
        OutOfRange(constraint: "a.width == 1e19", message: "19: error: expected a constant from -100000 to 100000, found 1e+19 (at root.constraints[0])"),
        OutOfRange(constraint: "a.width == a.height / 0.000001", message: "30: error: cannot divide by 1e-06: the multiplier would be beyond 100000 (at root.constraints[0])"),
    ]

    @Test("Numbers out of range exit 65 where they are written", arguments: outOfRange)
    func numberOutOfRange(_ number: OutOfRange) throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let spec = try Self.oneViewSpec(number.constraint, in: scratch)
        for arguments in [["explain", spec], ["explain", spec, "--format", "json"], ["render", spec, "-o", scratch.path("out.png")]] {
            let result = try PlumbCommand.run(arguments)
            #expect(result.exitCode == 65, "\(arguments)")
            #expect(result.firstErrorLine == "\(spec):8:\(number.message)")
            #expect(result.standardOutput.isEmpty)
        }
        #expect(scratch.contents() == ["spec.yaml"])
    }

    /// A spec whose widths multiply by 100 000 from view to view: within every entry range,
    /// yet `count` views reach 10⁵ × 10⁵ⁿ points, and past the 62nd no number holds them.
    static func multiplyingSpec(views count: Int, in scratch: ScratchDirectory) throws -> String {
        let ids = (0..<count).map { "v\($0)" }
        let constraints = ["v0.width == 100000"] + (1..<count).map { "v\($0).width == v\($0 - 1).width * 100000" }
            + ids.map { "\"H:|[\($0)]\"" } + ["\"V:|" + ids.map { "[\($0)(1)]" }.joined() + "\""]
        let text = "plumb: 1\ndevice: iphone-8\nroot:\n  id: root\n  views:\n"
            + ids.map { "    - {id: \($0)}\n" }.joined() + "  constraints:\n" + constraints.map { "    - \($0)\n" }.joined()
        let path = scratch.path("multiplying.yaml")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Solved frames beyond a million points are a diagnostic, and figures cut them there.
    @Test func solvedFramesBeyondTheRangeAreReported() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let spec = try Self.multiplyingSpec(views: 3, in: scratch)
        let explain = try PlumbCommand.run(["explain", spec, "--format", "json"])
        #expect(explain.exitCode == 0)
        let report = try ExplainReport(json: explain.standardOutput)
        #expect(report.diagnostics.map(\.message) == [
            "'v1' reaches beyond 1000000 points from the window's origin, (0, 1, 10000000000, 1) in the window; figures cut it there",
            "'v2' reaches beyond 1000000 points from the window's origin, (0, 2, 1000000000000000.0, 1) in the window; figures cut it there",
        ])
        #expect(report.diagnosticKinds == ["outOfRange", "outOfRange"])
        #expect(report.frame("v2") == [0, 2, 1e15, 1])
        let render = try PlumbCommand.run(["render", spec, "-o", scratch.path("multiplying.svg")])
        #expect(render.exitCode == 0)
        #expect(render.firstErrorLine == "warning: \(spec): outOfRange: " + report.diagnostics[0].message)
        let svg = try String(contentsOfFile: scratch.path("multiplying.svg"), encoding: .utf8)
        // The figure is cut a million points out: 1 000 000 wide, plus the padding and the
        // labels beside the cut end.
        #expect(svg.contains(#"width="1000079px""#))
    }

    /// Widths multiplied past what a Double holds are NaN: the JSON holds null for them (it
    /// has no number for NaN), the text says nan, and figures leave those views out.
    @Test func framesThatAreNotNumbersAreNullInJSON() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let spec = try Self.multiplyingSpec(views: 64, in: scratch)
        let explain = try PlumbCommand.run(["explain", spec, "--format", "json"])
        #expect(explain.exitCode == 0)
        #expect(explain.output.contains(#""v63": {"frame": [null, null, null, null], "windowFrame": [null, null, null, null]}"#))
        let report = try ExplainReport(json: explain.standardOutput)
        #expect(report.diagnostics.last?.message
            == "the layout gives 'v63' no frame, (nan, nan, nan, nan) in the window: the constraints multiply past what a number holds; figures leave it out")
        let text = try PlumbCommand.run(["explain", spec])
        #expect(text.exitCode == 0)
        #expect(text.output.contains("  v63: (nan, nan, nan, nan)\n"))
        #expect(text.output.contains("  v60: (0, 60, 1.0000000000000001e+305, 1)\n"))
        let render = try PlumbCommand.run(["render", spec, "-o", scratch.path("multiplying.pdf")])
        #expect(render.exitCode == 0)
        #expect(scratch.contents() == ["multiplying.pdf", "multiplying.yaml"])
    }
}
