import Foundation

/// The built `plumb`, run as a user runs it.
///
/// SwiftPM builds the executable beside the test runner (`.build/…/debug/plumb` next to
/// `PlumbPackageTests.xctest`; the test target depends on `plumb`, so it is built first),
/// so it is found from the runner's own path, whatever the scratch path.
enum PlumbProcess {
    struct Result {
        let exitCode: Int32
        let output: String
        let error: String
    }

    /// The package's root: this file is Tests/GoldenTests/PlumbProcess.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The executable beside the test runner.
    static var executable: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("plumb").path
    }

    /// Runs `plumb arguments` in `directory`, with `environment` added to this process's
    /// (and `CI`, `PLUMB_RECORD` and `PLUMB_ARTIFACTS` removed, so that the test's own CI
    /// cannot change the mode). Output goes through files, so no pipe can fill up.
    static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> Result {
        let streams = Scratch()
        let outputPath = try streams.write("", to: "stdout"), errorPath = try streams.write("", to: "stderr")
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        let error = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var variables = ProcessInfo.processInfo.environment
        for name in ["CI", "PLUMB_RECORD", "PLUMB_ARTIFACTS"] { variables[name] = nil }
        process.environment = variables.merging(environment) { $1 }
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        try output.close()
        try error.close()
        return Result(exitCode: process.terminationStatus,
                      output: String(decoding: try streams.contents("stdout"), as: UTF8.self),
                      error: String(decoding: try streams.contents("stderr"), as: UTF8.self))
    }

    /// Runs `plumb arguments` with standard error (and output) on a pseudo-terminal, through
    /// util-linux's `script`, and returns what the terminal received.
    static func runOnTerminal(_ arguments: [String], in directory: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        let command = ([executable] + arguments).map { "'\($0)'" }.joined(separator: " ")
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
