import ArgumentParser
import AutoLayout
import Foundation
import Golden
import InterfaceBuilder
import Wireframe

/// A document (a spec, a storyboard or a xib) loaded from a file, its layouts laid out for the
/// environments a command asks for, with the errors of bad input turned into exit code 65
/// and a message on standard error.
final class DocumentRun {
    let path: String
    let document: LayoutDocument
    /// The layouts the command works on: every layout, or the scene `--scene` names.
    let layouts: [LayoutDocument.Layout]
    /// What sets the document's text: pango, with the system's fonts, a spec's `fonts:` and
    /// the command line's.
    let measurer: PangoTextMeasurer
    /// The warnings already printed, so that a layout built for several devices reports
    /// each once.
    private var printedWarnings: Set<String> = []

    private init(path: String, document: LayoutDocument, layouts: [LayoutDocument.Layout], measurer: PangoTextMeasurer) {
        self.path = path
        self.document = document
        self.layouts = layouts
        self.measurer = measurer
    }

    /// Loads and parses the document at `path`, keeping the scene `scene` names, if any, its
    /// text measured with the system's fonts, its own and `fonts`.
    ///
    /// - Throws: `ExitCode(65)` after printing the error, for an unreadable or malformed
    ///   document; `ExitCode(64)` for a `--scene` the document does not have.
    static func load(_ path: String, scene: String?, fonts: FontCollection, timer: inout PhaseTimer) throws -> DocumentRun {
        let document: LayoutDocument
        do {
            document = try timer.measure("parse") { () throws(GoldenError) -> LayoutDocument in try LayoutDocument.load(path: path) }
        } catch {
            throw StandardError.fail(error.description, code: 65)
        }
        let measurer = PangoTextMeasurer(fonts: document.fonts(adding: fonts))
        guard let scene else { return DocumentRun(path: path, document: document, layouts: document.layouts, measurer: measurer) }
        let chosen = document.layouts(scene: scene)
        guard !chosen.isEmpty else {
            let names = document.layouts.compactMap { $0.scene?.name }
            let message = names.isEmpty ? "--scene: \(path) is a spec, which has no scenes"
                : "--scene: \(path) has no scene '\(scene)'"
                    + (NameSuggestion.nearest(to: scene, among: names).map { "; did you mean '\($0)'?" } ?? "")
                    + "; its scenes are " + names.joined(separator: ", ")
            throw StandardError.fail("error: " + message, code: 64)
        }
        return DocumentRun(path: path, document: document, layouts: chosen, measurer: measurer)
    }

    /// `layout` for `options`, laid out with the document's measurer; the import's warnings
    /// and the fonts it lacks are printed on standard error the first time.
    func build(_ layout: LayoutDocument.Layout, _ options: BuildOptions, timer: inout PhaseTimer) throws -> BuiltLayout {
        var options = options
        options.textMeasurer = measurer
        do {
            let (built, warnings) = try timer.measure("build") { () throws(GoldenError) in try layout.assemble(options) }
            for warning in warnings { printOnce(warning.description) }
            timer.measure("solve") { built.window.layoutIfNeeded() }
            reportMissingFonts(of: built)
            return built
        } catch {
            throw StandardError.fail(error.description, code: 65)
        }
    }

    /// Prints the layout's warnings (unsatisfiable, ambiguous and misplaced views) on
    /// standard error and returns how many there were.
    func reportWarnings(of built: BuiltLayout, layout: LayoutDocument.Layout) -> Int {
        let diagnostics = built.report().diagnostics
        let place = layout.scene.map { "\(path): scene '\($0.name)'" } ?? path
        for diagnostic in diagnostics {
            StandardError.print("warning: \(place): \(diagnostic.kind): \(diagnostic.message)")
        }
        return diagnostics.count
    }

    /// Prints a warning for each font the layout names that the measurer's fonts lack, naming
    /// the typeface that sets its text instead (a metric-compatible stand-in for a font iOS
    /// ships, the system font's otherwise); the layout is still made, as UIKit falls back to
    /// the system font.
    private func reportMissingFonts(of built: BuiltLayout) {
        var named: [Font] = []
        for view in built.window.subtree {
            for font in view.textFonts where !font.isSystemFont && !named.contains(where: { $0.family == font.family }) {
                named.append(font)
            }
        }
        for font in named {
            guard case .named(let name) = font.family, let fallback = measurer.fallback(for: font) else { continue }
            let standIn = fallback.isMetricCompatible
                ? "\(fallback.family), whose advance widths match its own, at its line height on iOS"
                : "\(fallback.family), the system font's stand-in"
            printOnce("warning: \(path): font '\(name)' is not installed; its text is measured and drawn with \(standIn). "
                + "Add its files with --fonts DIR, fonts: in the spec, or PLUMB_FONTS")
        }
    }

    private func printOnce(_ message: String) {
        if printedWarnings.insert(message).inserted { StandardError.print(message) }
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
    /// The fonts the view sets text in: a label's, a button's title's, a text field's, a text
    /// view's.
    fileprivate var textFonts: [Font] {
        switch self {
        case let label as Label: [label.font]
        case let button as Button: [button.font]
        case let field as TextField: [field.font]
        case let textView as TextView: [textView.font]
        default: []
        }
    }
}
