import ArgumentParser
import AutoLayout
import Foundation
import LayoutSpec
import Wireframe

/// A spec loaded from a file, laid out for the environments a command asks for, with the
/// errors of bad input turned into exit code 65 and a message on standard error.
struct SpecRun {
    let path: String
    let spec: LayoutSpec

    /// The spec's file name without its extension: the name of its renders and goldens.
    var name: String { URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent }

    /// Loads and parses the spec at `path`.
    ///
    /// - Throws: `ExitCode(65)` after printing the error, for an unreadable or malformed spec.
    static func load(_ path: String, timer: inout PhaseTimer) throws -> SpecRun {
        do {
            let spec = try timer.measure("parse") { () throws(SpecError) -> LayoutSpec in
                try LayoutSpec.load(contentsOf: URL(fileURLWithPath: path))
            }
            return SpecRun(path: path, spec: spec)
        } catch {
            throw StandardError.fail(error.description, code: 65)
        }
    }

    /// The layout for `options`, laid out with pango's text measurement.
    func build(_ options: BuildOptions, timer: inout PhaseTimer) throws -> BuiltLayout {
        var options = options
        options.textMeasurer = PangoTextMeasurer()
        do {
            let built = try timer.measure("build") { () throws(SpecError) -> BuiltLayout in try spec.assemble(options) }
            timer.measure("solve") { built.window.layoutIfNeeded() }
            return built
        } catch {
            throw StandardError.fail(error.description, code: 65)
        }
    }

    /// Prints the layout's warnings (unsatisfiable and ambiguous constraints) on standard error
    /// and returns how many there were.
    func reportWarnings(of built: BuiltLayout) -> Int {
        let diagnostics = built.report().diagnostics
        for diagnostic in diagnostics {
            StandardError.print("warning: \(path): \(diagnostic.kind): \(diagnostic.message)")
        }
        return diagnostics.count
    }
}

/// Writing to standard error, and failing with an exit code.
enum StandardError {
    static func print(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Prints `message` and returns the exit code to throw.
    static func fail(_ message: String, code: Int32) -> ExitCode {
        print(message)
        return ExitCode(code)
    }
}
