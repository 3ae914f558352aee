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

    /// What sets the spec's text: pango, with the system's fonts, the spec's `fonts:` and
    /// `extra` (the command line's).
    func measurer(adding extra: FontCollection) -> PangoTextMeasurer {
        PangoTextMeasurer(fonts: spec.fonts(adding: extra))
    }

    /// The layout for `options`, its text measured by `measurer`.
    func build(_ options: BuildOptions, measuredBy measurer: PangoTextMeasurer, timer: inout PhaseTimer) throws -> BuiltLayout {
        var options = options
        options.textMeasurer = measurer
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

    /// Prints a warning for each font the spec names that `measurer`'s fonts lack, naming the
    /// typeface that sets its text instead; the layout is still made, as UIKit falls back to
    /// the system font.
    func reportMissingFonts(of built: BuiltLayout, measuredBy measurer: PangoTextMeasurer) {
        var named: [Font] = []
        for view in built.window.subtree {
            for font in view.textFonts where !font.isSystemFont && !named.contains(where: { $0.family == font.family }) {
                named.append(font)
            }
        }
        for font in named {
            guard case .named(let name) = font.family, let fallback = measurer.fallbackFamily(for: font) else { continue }
            StandardError.print("warning: \(path): font '\(name)' is not installed; its text is measured and drawn with "
                + "\(fallback), the system font's stand-in. Add its files with --fonts DIR, fonts: in the spec, or PLUMB_FONTS")
        }
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

extension View {
    /// The fonts the view sets text in: a label's, a button's title's, a text field's.
    fileprivate var textFonts: [Font] {
        switch self {
        case let label as Label: [label.font]
        case let button as Button: [button.font]
        case let field as TextField: [field.font]
        default: []
        }
    }
}
