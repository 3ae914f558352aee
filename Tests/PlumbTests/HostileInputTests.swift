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
}
