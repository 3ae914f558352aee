import Foundation

/// The built `plumb` executable, run as a user runs it: arguments in, exit code, standard output
/// and standard error out.
///
/// The executable is found beside the test runner: SwiftPM puts both in the same build
/// directory (`.build/<triple>/debug/`), and the test target depends on `plumb` so that it is
/// built first. `PLUMB_EXECUTABLE` names another one.
enum PlumbCommand {
    /// What one run of `plumb` did.
    struct Result {
        let exitCode: Int32
        let standardOutput: Data
        let standardError: String

        var output: String { String(decoding: standardOutput, as: UTF8.self) }
        /// The first line of standard error, without its newline.
        var firstErrorLine: String { standardError.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? "" }
    }

    struct NotFound: Error, CustomStringConvertible {
        let searched: [String]
        var description: String {
            "the plumb executable is not built; looked in \(searched.joined(separator: ", ")); build it with `swift build --product plumb` or set PLUMB_EXECUTABLE"
        }
    }

    /// The package's root directory: this file is Tests/PlumbTests/Support/PlumbCommand.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable's location.
    static func executable() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["PLUMB_EXECUTABLE"] { return URL(fileURLWithPath: path) }
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = runner.deletingLastPathComponent()
        var searched: [String] = []
        // The runner is `debug/PlumbPackageTests.xctest` on Linux, deeper inside a bundle on macOS.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("plumb")
            searched.append(candidate.path)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        throw NotFound(searched: searched)
    }

    /// Runs `plumb` with `arguments` in the package's root directory, so fixtures are named as
    /// `fixtures/x.yaml`, with `environment`'s variables added to the test's own.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        }
        process.currentDirectoryURL = packageRoot
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        try output.close()
        try error.close()
        return Result(
            exitCode: process.terminationStatus,
            standardOutput: try Data(contentsOf: outputURL),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }

    /// `plumb explain <fixture> --format json` and the extra arguments, decoded.
    static func explain(_ fixture: String, _ arguments: [String] = []) throws -> ExplainReport {
        let result = try run(["explain", Fixtures.path(fixture), "--format", "json"] + arguments)
        guard result.exitCode == 0 else {
            throw ExplainReport.Failure(description: "plumb explain \(fixture) exited \(result.exitCode): \(result.standardError)")
        }
        return try ExplainReport(json: result.standardOutput)
    }
}
