import ArgumentParser
import AutoLayout
import Foundation
import LayoutSpec

/// `plumb explain`: what the engine made of a spec.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a spec's frames, traits, constraints and diagnostics.",
        discussion: """
            The text form lists every view's frame (in its superview) and window frame, the \
            traits, every active constraint (in VFL form where one exists, with identifiers and \
            priorities) and what went wrong. The JSON form is the object the spec format's \
            contract defines (§5).

            Examples:
              plumb explain login.yaml
              plumb explain login.yaml --format json --device ipad --orientation landscape
            """)

    @Argument(help: ArgumentHelp("The spec file.", valueName: "spec"))
    var spec: String

    @Option(help: "text or json.")
    var format: ExplainFormat = .text

    @OptionGroup var environment: EnvironmentOptions

    @OptionGroup var fonts: FontOptions

    @Flag(help: "Exit 1 when the layout has warnings (unsatisfiable or ambiguous constraints).")
    var strict = false

    @Flag(help: "Print the time of each phase as JSON on standard error.")
    var timings = false

    func run() throws {
        var timer = PhaseTimer()
        let run = try SpecRun.load(spec, timer: &timer)
        let measurer = run.measurer(adding: try fonts.collection())
        let built = try run.build(try environment.buildOptions(), measuredBy: measurer, timer: &timer)
        run.reportMissingFonts(of: built, measuredBy: measurer)
        let report = built.report()
        switch format {
        case .json:
            FileHandle.standardOutput.write(report.jsonData())
        case .text:
            FileHandle.standardOutput.write(Data(text(of: built, report: report).utf8))
        }
        if timings { StandardError.print(timer.json) }
        if strict && !report.diagnostics.isEmpty { throw ExitCode(1) }
    }

    /// The readable form: frames, traits, the constraint dump, the diagnostics.
    private func text(of built: BuiltLayout, report: LayoutReport) -> String {
        let window = built.window
        var lines = ["\(built.title ?? run(spec)) — window \(format(window.bounds.size.width)) × \(format(window.bounds.size.height)) pt, \(window.traitCollection)", "", "Frames"]
        for (id, item) in built.items {
            let frame: CGRect
            switch item {
            case let view as View: frame = view.frame
            case let guide as LayoutGuide: frame = guide.layoutFrame
            default: continue
            }
            lines.append("  \(id): \(format(frame))")
        }
        lines += ["", "Constraints"] + ConstraintDump(of: window).description.split(separator: "\n").map { "  \($0)" }
        lines += ["", "Diagnostics"] + (report.diagnostics.isEmpty ? ["  none"] : report.diagnostics.map { "  \($0.kind): \($0.message)" })
        return lines.joined(separator: "\n") + "\n"
    }

    private func run(_ path: String) -> String { URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent }

    private func format(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private func format(_ frame: CGRect) -> String {
        "(\(format(frame.minX)), \(format(frame.minY)), \(format(frame.width)), \(format(frame.height)))"
    }
}

/// The forms `plumb explain` prints.
enum ExplainFormat: String, ExpressibleByArgument {
    case text, json
}
