import Foundation
import TestSupport
import Testing

/// `--help` of each subcommand, `plumb devices`, and `--timings`.
@Suite("plumb: help, devices, timings")
struct HelpTests {
    /// Each subcommand's help shows its examples (issue 5: "each subcommand with examples in
    /// --help"), and the top level the exit codes.
    @Test(arguments: [
        ("render", ["plumb render login.yaml -o login.png", "--devices", "--orientations", "-o -"]),
        ("explain", ["plumb explain login.yaml", "--format json"]),
        ("devices", ["plumb devices"]),
    ])
    func subcommandHelp(_ subcommand: String, _ examples: [String]) throws {
        let result = try PlumbCommand.run([subcommand, "--help"])
        #expect(result.exitCode == 0)
        #expect(result.output.contains("Examples:"))
        for example in examples {
            #expect(result.output.contains(example), "\(subcommand) --help lacks \(example)")
        }
    }

    @Test func topLevelHelp() throws {
        let result = try PlumbCommand.run(["--help"])
        #expect(result.exitCode == 0)
        for subcommand in ["render", "explain", "devices"] {
            #expect(result.output.contains("  \(subcommand) "))
        }
        #expect(result.output.contains("Exit codes: 0 success; 1 a check failed, or a warning under --strict; 64 bad"))
    }

    /// The devices the contract requires (spec-format §1), with its portrait sizes.
    @Test func devicesListsTheContractsDevices() throws {
        let result = try PlumbCommand.run(["devices"])
        #expect(result.exitCode == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        let required = [
            ("iphone-se", "320×568"), ("iphone-8", "375×667"), ("iphone-8-plus", "414×736"), ("iphone-x", "375×812"),
            ("iphone-15", "393×852"), ("iphone-15-pro-max", "430×932"), ("ipad", "768×1024"),
            ("ipad-pro-11", "834×1194"), ("ipad-pro-12.9", "1024×1366"),
        ]
        for (name, size) in required {
            let line = lines.first { $0.split(separator: " ").first.map(String.init) == name }
            #expect(line?.contains(" \(size) ") == true, "no line for \(name) at \(size)")
        }
    }

    /// Every device `plumb devices` lists is one that --device accepts.
    @Test func everyListedDeviceRenders() throws {
        let listed = try PlumbCommand.run(["devices"]).output.split(separator: "\n").dropFirst()
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(listed.count >= 9)
        for name in listed {
            let result = try PlumbCommand.run(["explain", Fixtures.path("seed004-1.1-window"), "--device", name, "--format", "json"])
            #expect(result.exitCode == 0, "--device \(name): \(result.standardError)")
        }
    }

    /// --timings prints one JSON object with the five phases, in milliseconds, on standard error
    /// (after any notes about the figure).
    @Test(arguments: [["render", "-o", "-"], ["explain"]])
    func timings(_ command: [String]) throws {
        let result = try PlumbCommand.run([command[0], Fixtures.path("seed002-item-detail"), "--timings"] + command.dropFirst())
        #expect(result.exitCode == 0)
        let lines = result.standardError.split(separator: "\n").filter { !$0.hasPrefix("note: ") }
        #expect(lines.count == 1)
        let object = try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: Any]
        #expect(object.map { Set($0.keys) } == ["parse", "build", "solve", "draw", "encode"])
        #expect(object?.values.allSatisfy { ($0 as? NSNumber).map { $0.doubleValue >= 0 } == true } == true)
    }
}
