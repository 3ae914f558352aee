import Foundation

/// The built `plumb` executable, run as a user runs it: arguments in, exit code, standard
/// output and standard error out.
///
/// The executable is found beside the test runner: SwiftPM puts both in the same build
/// directory (`.build/<triple>/debug/`), and the test targets that run it depend on `plumb`
/// so that it is built first. `PLUMB_EXECUTABLE` names another one.
package enum PlumbCommand {
    /// What one run of `plumb` did.
    package typealias Result = Subprocess.Result

    /// The executable is not where SwiftPM builds it.
    package struct NotFound: Error, CustomStringConvertible {
        package let searched: [String]
        package var description: String {
            "the plumb executable is not built; looked in \(searched.joined(separator: ", ")); "
                + "build it with `swift build --product plumb` or set PLUMB_EXECUTABLE"
        }
    }

    /// The variables a run never inherits from the tests' environment, so that the CI the
    /// tests run in cannot change what `plumb check` does.
    static let modeVariables = ["CI", "PLUMB_RECORD", "PLUMB_ARTIFACTS"]

    /// The executable's location.
    package static func executable() throws -> URL {
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

    /// Runs `plumb arguments` in `directory` (the package's root, where fixtures are named as
    /// `fixtures/x.yaml`, unless another is given), with `environment`'s variables added to the
    /// tests' own.
    package static func run(_ arguments: [String], in directory: URL = PackageDirectory.url,
                            environment: [String: String] = [:]) throws -> Result {
        var variables = ProcessInfo.processInfo.environment
        for name in modeVariables { variables[name] = nil }
        return try Subprocess.run(executable(), arguments, in: directory,
                                  environment: variables.merging(environment) { _, added in added })
    }

    /// Runs `plumb arguments` in `directory` with standard error (and output) on a
    /// pseudo-terminal, through util-linux's `script`, and returns what the terminal received.
    package static func runOnTerminal(_ arguments: [String], in directory: URL) throws -> String {
        let command = try ([executable().path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        return try Subprocess.run(URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"], in: directory).output
    }
}
