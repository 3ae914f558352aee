import Foundation
import TestSupport
import Testing

/// Exit codes (issue 5, and `plumb --help`): 0 success; 1 a warning under --strict; 64 bad
/// flags (ArgumentParser's EX_USAGE), with the message on standard error; 65 an unreadable file
/// or a bad spec. No failure leaves an output file behind.
@Suite("plumb: exit codes and errors")
struct ExitCodeTests {
    static let spec = Fixtures.path("seed004-1.2-red-square-1")

    /// A bad flag, and the first line of standard error it gives.
    struct BadFlag: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let badFlags: [BadFlag] = [
        BadFlag(arguments: ["render", spec, "--device", "iphone-88", "-o", "out.png"],
                message: "Error: unknown device 'iphone-88'; did you mean 'iphone-8'? (`plumb devices` lists them)"),
        BadFlag(arguments: ["explain", spec, "--device", "ipd"],
                message: "Error: unknown device 'ipd'; did you mean 'ipad'? (`plumb devices` lists them)"),
        BadFlag(arguments: ["render", spec, "--devices", "iphone-se,ipda", "-o", "out.png"],
                message: "Error: unknown device 'ipda'; did you mean 'ipad'? (`plumb devices` lists them)"),
        BadFlag(arguments: ["render", spec, "--orientation", "sideways", "-o", "out.png"],
                message: "Error: The value 'sideways' is invalid for '--orientation <orientation>'. Please provide one of 'portrait' and 'landscape'."),
        BadFlag(arguments: ["render", spec, "--orientations", "portrait,up", "-o", "out.png"],
                message: "Error: 'up' is not an orientation; use portrait or landscape"),
        BadFlag(arguments: ["render", spec, "--traits", "wX", "-o", "out.png"],
                message: "Error: unknown trait 'wX'; expected wC, wR, hC, hR, rtl, ltr, phone, pad, @2x, a text size such as AX3, or key=value"),
        BadFlag(arguments: ["explain", spec, "--traits", "horizontalSizeClass=huge"],
                message: "Error: 'huge' is not a value of trait horizontalSizeClass"),
        BadFlag(arguments: ["explain", spec, "--design", "glass"],
                message: "Error: The value 'glass' is invalid for '--design <design>'. Please provide one of 'classic' and 'liquidGlass'."),
        BadFlag(arguments: ["render", spec, "--hide", "labelz", "-o", "out.png"],
                message: "Error: unknown layer 'labelz'; the layers are frames,margins,safe-area,chrome,guides,constraints,labels,names"),
        BadFlag(arguments: ["render", spec, "-o", "out.gif"],
                message: "Error: cannot tell the format of 'out.gif': use a .svg, .png or .pdf extension"),
        BadFlag(arguments: ["render", spec, "--format", "svg", "-o", "out.png"],
                message: "Error: --format svg disagrees with the extension of 'out.png'"),
        BadFlag(arguments: ["render", spec, spec, "-o", "-"],
                message: "Error: only one spec can be written to standard output (-o -)"),
        BadFlag(arguments: ["render", spec, Fixtures.path("seed004-1.1-window"), "-o", "out.png"],
                message: "Error: 2 specs make 2 files: give -o a directory, not 'out.png'"),
        BadFlag(arguments: ["render", spec, "--scale", "0", "-o", "out.png"],
                message: "Error: --scale must be more than 0 and at most 8"),
    ]

    @Test("Bad flags exit 64 with their message", arguments: badFlags)
    func badFlag(_ flag: BadFlag) throws {
        let scratch = try TemporaryDirectory()
        // Outputs are written into the scratch directory, so a stray file would show.
        let arguments = flag.arguments.map { $0.hasPrefix("out.") ? scratch.path($0) : $0 }
        let message = flag.message.replacingOccurrences(of: "'out.", with: "'\(scratch.path)/out.")
        let result = try PlumbCommand.run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.firstErrorLine == message)
        #expect(scratch.fileNames().isEmpty)
    }

    @Test func success() throws {
        let scratch = try TemporaryDirectory()
        let render = try PlumbCommand.run(["render", Self.spec, "-o", scratch.path("square.svg")])
        #expect(render.exitCode == 0)
        #expect(render.standardError.isEmpty)
        #expect(scratch.fileNames() == ["square.svg"])
        #expect(try PlumbCommand.run(["explain", Self.spec]).exitCode == 0)
        #expect(try PlumbCommand.run(["devices"]).exitCode == 0)
    }

    /// Warnings are printed and drawn, and exit 0; with --strict, 1 (the render is still written).
    @Test(arguments: ["feature-ambiguous", "feature-unsatisfiable"])
    func strictTurnsWarningsIntoFailure(_ fixture: String) throws {
        let scratch = try TemporaryDirectory()
        let lenient = try PlumbCommand.run(["render", Fixtures.path(fixture), "-o", scratch.path("lenient.png")])
        #expect(lenient.exitCode == 0)
        #expect(lenient.firstErrorLine.hasPrefix("warning: \(Fixtures.path(fixture)): \(fixture.dropFirst("feature-".count)): "))
        let strict = try PlumbCommand.run(["render", Fixtures.path(fixture), "--strict", "-o", scratch.path("strict.png")])
        #expect(strict.exitCode == 1)
        #expect(scratch.fileNames() == ["lenient.png", "strict.png"])
        #expect(try PlumbCommand.run(["explain", Fixtures.path(fixture), "--strict"]).exitCode == 1)
        #expect(try PlumbCommand.run(["explain", Fixtures.path(fixture)]).exitCode == 0)
    }

    @Test func strictPassesACleanLayout() throws {
        #expect(try PlumbCommand.run(["explain", Self.spec, "--strict"]).exitCode == 0)
    }

    /// A missing spec exits 65 and leaves nothing, not even the directory of `-o`.
    @Test func unreadableFile() throws {
        let scratch = try TemporaryDirectory()
        let missing = scratch.path("missing.yaml")
        let result = try PlumbCommand.run(["render", missing, "-o", scratch.path("dir") + "/"])
        #expect(result.exitCode == 65)
        #expect(result.firstErrorLine == "\(missing): error: cannot read the file: it does not exist")
        #expect(scratch.fileNames().isEmpty)
        let explain = try PlumbCommand.run(["explain", missing])
        #expect(explain.exitCode == 65)
        #expect(explain.standardOutput.isEmpty)
    }

    /// A malformed spec exits 65 with file:line:column, what is wrong and the nearest name; no
    /// output is written.
    @Test func malformedSpec() throws {
        let scratch = try TemporaryDirectory()
        let spec = scratch.path("bad.yaml")
        try Data("plumb: 1\ntitel: A typo\nroot: {}\n".utf8).write(to: URL(fileURLWithPath: spec))
        let result = try PlumbCommand.run(["render", spec, "-o", scratch.path("bad.png")])
        #expect(result.exitCode == 65)
        #expect(result.firstErrorLine == "\(spec):2:1: error: unknown key 'titel' in the spec; did you mean 'title'? (at titel)")
        #expect(scratch.fileNames() == ["bad.yaml"])
        let explain = try PlumbCommand.run(["explain", spec, "--format", "json"])
        #expect(explain.exitCode == 65)
        #expect(explain.standardOutput.isEmpty)
    }

    /// A spec that parses but names a view that does not exist fails when it is built: 65 too.
    @Test func unknownViewInAConstraint() throws {
        let scratch = try TemporaryDirectory()
        let spec = scratch.path("unknown.json")
        try Data(#"{"plumb": 1, "root": {"views": [{"id": "a"}], "constraints": ["a.width == b.width"]}}"#.utf8)
            .write(to: URL(fileURLWithPath: spec))
        let result = try PlumbCommand.run(["render", spec, "-o", scratch.path("unknown.svg")])
        #expect(result.exitCode == 65)
        #expect(result.firstErrorLine.hasPrefix("\(spec):1:"))
        #expect(result.firstErrorLine.contains("unknown view 'b'"))
        #expect(scratch.fileNames() == ["unknown.json"])
    }
}
