import Foundation
import TestSupport
import Testing

/// `plumb check` run as a user runs it: reports, files and exit codes.
@Suite struct CheckCommandTests {
    let scratch: TemporaryDirectory

    init() throws { scratch = try TemporaryDirectory() }

    /// A first run records (exit 0), the next passes (exit 0) with only the summary.
    @Test func passExitsZero() throws {
        try scratch.write(cardSpec(), to: "specs/card.yaml")
        let first = try check(["specs", "--golden", "golden"])
        #expect(first.exitCode == 0)
        #expect(first.output == "RECORDED card\n  recorded golden/card.png, golden/card.json\n0 passed, 0 failed, 1 recorded\n")
        let second = try check(["specs", "--golden", "golden"])
        #expect(second.exitCode == 0 && second.output == "1 passed, 0 failed\n" && second.standardError.isEmpty)
    }

    /// A changed constant exits 1, naming the views and deltas first, then the pixels, then the
    /// artifacts in the default directory.
    @Test func mismatchExitsOne() throws {
        try scratch.write(cardSpec(leading: 8), to: "card.yaml")
        _ = try check(["card.yaml", "--golden", "golden"])
        try scratch.write(cardSpec(leading: 16), to: "card.yaml")
        let result = try check(["card.yaml", "--golden", "golden"])
        #expect(result.exitCode == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 8)
        #expect(Array(lines.prefix(3)) == ["FAIL card", "  nameRow moved 8 pt right, width 327 -> 319", "  nameField width 274 -> 266"])
        #expect(lines[3].hasPrefix("  ") && lines[3].contains(" of 394560 pixels differ by more than 8 in a channel ("))
        #expect(Array(lines.suffix(4)) == ["  render: .plumb-artifacts/card.png", "  frames: .plumb-artifacts/card.json",
                                           "  diff:   .plumb-artifacts/card.diff.png", "0 passed, 1 failed"])
        #expect(scratch.exists(".plumb-artifacts/card.diff.png"))
    }

    @Test(arguments: [
        (["card.yaml", "--record", "sometimes"], "Error: The value 'sometimes' is invalid for '--record <mode>'. Please provide one of 'missing', 'all', 'failed' or 'never'."),
        (["card.yaml", "--devices", "iphone-9"], "Error: unknown device 'iphone-9'; did you mean 'iphone-8'? (`plumb devices` lists them)"),
        (["card.yaml", "--orientations", "upside-down"], "Error: 'upside-down' is not an orientation; use portrait or landscape"),
        (["card.yaml", "--pixel-fraction", "2"], "Error: --pixel-fraction must be from 0 to 1"),
        (["card.yaml", "--channel-tolerance", "256"], "Error: --channel-tolerance must be from 0 to 255"),
        (["card.yaml", "--jobs", "0"], "Error: --jobs must be at least 1"),
        ([], "Error: give at least one spec file or directory"),
    ])
    func badFlagsExit64(arguments: [String], message: String) throws {
        try scratch.write(cardSpec(), to: "card.yaml")
        let result = try check(arguments)
        #expect(result.exitCode == 64)
        #expect(result.standardError.split(separator: "\n").first.map(String.init) == message)
    }

    /// `a.yaml` and `a.json` would share goldens: a usage error before anything is drawn.
    @Test func duplicateNamesExit64() throws {
        try scratch.write(cardSpec(), to: "specs/card.yaml")
        try scratch.write(cardSpec(), to: "specs/card.yml")
        let result = try check(["specs"])
        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix("Error: specs/card.yaml and specs/card.yml would share the golden 'card'"))
        #expect(!scratch.exists("golden"))
    }

    /// A bad spec is reported with its position and exits 65; the other specs are still checked.
    @Test func badSpecExits65() throws {
        try scratch.write(cardSpec(), to: "specs/a.yaml")
        try scratch.write("plumb: 1\nroot:\n  id: root\n  kind: lable\n", to: "specs/b.yaml")
        let result = try check(["specs"])
        #expect(result.exitCode == 65)
        #expect(result.standardError.hasPrefix("specs/b.yaml:4:9: error: ") && result.standardError.contains("'lable'; did you mean 'label'?"))
        #expect(result.output.hasSuffix("0 passed, 0 failed, 1 recorded, 1 spec not checked\n"))
        #expect(scratch.exists("golden/a.png"))
    }

    /// With CI set and no --record, a missing golden fails and nothing is written; --record
    /// still wins.
    @Test func ciNeverRecords() throws {
        try scratch.write(cardSpec(), to: "card.yaml")
        let result = try check(["card.yaml"], environment: ["CI": "true"])
        #expect(result.exitCode == 1)
        #expect(result.output.hasPrefix("FAIL card\n  golden/card.png does not exist, and record mode never does not write it\n"))
        #expect(!scratch.exists("golden/card.png"))
        #expect(try check(["card.yaml", "--record", "missing"], environment: ["CI": "true"]).exitCode == 0)
        #expect(scratch.exists("golden/card.png"))
    }

    /// A golden is byte for byte what `plumb render --scale 1` draws and `plumb explain
    /// --format json` prints, so anyone can reproduce one.
    @Test func goldenIsWhatRenderAndExplainWrite() throws {
        try scratch.write(cardSpec(), to: "card.yaml")
        #expect(try check(["card.yaml"]).exitCode == 0)
        #expect(try PlumbCommand.run(["render", "card.yaml", "--scale", "1", "-o", "render.png"], in: scratch.url).exitCode == 0)
        let explain = try PlumbCommand.run(["explain", "card.yaml", "--format", "json"], in: scratch.url)
        #expect(try scratch.contents("render.png") == scratch.contents("golden/card.png"))
        #expect(explain.standardOutput == (try scratch.contents("golden/card.json")))
    }

    /// Flags that choose devices and orientations put them in the names.
    @Test func devicesAndOrientationsInNames() throws {
        try scratch.write(cardSpec(), to: "card.yaml")
        let result = try check(["card.yaml", "--devices", "iphone-se,ipad", "--orientations", "landscape"])
        #expect(result.exitCode == 0)
        #expect(result.output.hasSuffix("0 passed, 0 failed, 2 recorded\n"))
        #expect(scratch.exists("golden/card.iphone-se.landscape.png") && scratch.exists("golden/card.ipad.landscape.json"))
    }

    /// Specs checked four at a time report exactly what one at a time reports, in spec order,
    /// for a mix of passes, frame changes and missing goldens.
    @Test func parallelRunsReportAsSerialOnes() throws {
        for index in 0 ..< 12 { try scratch.write(cardSpec(leading: index), to: "specs/card\(index).yaml") }
        #expect(try check(["specs", "--record", "all"]).exitCode == 0)
        for index in stride(from: 0, to: 12, by: 3) { try scratch.write(cardSpec(leading: index + 2), to: "specs/card\(index).yaml") }
        for index in stride(from: 1, to: 12, by: 4) { try FileManager.default.removeItem(atPath: scratch.path("golden/card\(index).png")) }
        let serial = try check(["specs", "--record", "never", "--jobs", "1"])
        let parallel = try check(["specs", "--record", "never", "--jobs", "4"])
        #expect(serial.exitCode == 1 && parallel.exitCode == 1)
        // Changed: 0, 3, 6, 9; missing: 1, 5, 9.
        #expect(serial.output.hasSuffix("6 passed, 6 failed\n"))
        #expect(parallel.output == serial.output)
    }

    /// On a pipe no progress line is drawn; on a terminal, a run of 40 specs one at a time
    /// (long enough to need one: each takes tens of milliseconds) draws it.
    @Test func progressLineOnlyOnATerminal() throws {
        for index in 0 ..< 40 { try scratch.write(cardSpec(leading: index), to: "specs/card\(index).yaml") }
        let arguments = ["specs", "--record", "never", "--jobs", "1"]
        let piped = try check(arguments)
        #expect(piped.exitCode == 1 && piped.standardError.isEmpty)
        #expect(try PlumbCommand.runOnTerminal(["check"] + arguments, in: scratch.url).contains("\r\u{1B}[Kchecking "))
    }

    private func check(_ arguments: [String], environment: [String: String] = [:]) throws -> PlumbCommand.Result {
        try PlumbCommand.run(["check"] + arguments, in: scratch.url, environment: environment)
    }
}
