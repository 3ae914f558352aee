import Foundation

/// A program run to its end as a user runs it from a shell: arguments in; exit status,
/// standard output and standard error out. Both streams go through files, so that no pipe
/// can fill up and stall the program; standard input is empty.
package enum Subprocess {
    /// What one run did.
    package struct Result: Sendable {
        package let exitCode: Int32
        package let standardOutput: Data
        package let standardError: String

        /// Standard output as text.
        package var output: String { String(decoding: standardOutput, as: UTF8.self) }
        /// The first line of standard error, without its newline.
        package var firstErrorLine: String {
            standardError.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        }
    }

    /// Runs `executable` with `arguments` in `directory` (the tests' own when nil), with
    /// `environment` (the tests' own when nil).
    package static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil,
                            environment: [String: String]? = nil) throws -> Result {
        let streams = try TemporaryDirectory()
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: streams.write("", to: "stdout")))
        let error = try FileHandle(forWritingTo: URL(fileURLWithPath: streams.write("", to: "stderr")))
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        try output.close()
        try error.close()
        return Result(exitCode: process.terminationStatus,
                      standardOutput: try streams.contents("stdout"),
                      standardError: String(decoding: try streams.contents("stderr"), as: UTF8.self))
    }

    /// Runs the program `tool` found on the `PATH` (`rsvg-convert`, `pdfinfo`) with `arguments`.
    package static func run(tool: String, _ arguments: [String]) throws -> Result {
        try run(URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments)
    }
}
