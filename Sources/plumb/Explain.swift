import ArgumentParser
import AutoLayout
import Foundation
import Golden

/// `plumb explain`: what the engine made of a spec.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the frames, traits, constraints and diagnostics of a spec or a storyboard.",
        discussion: """
            The text form lists every view's frame (in its superview) and window frame, the \
            traits, every active constraint (in VFL form where one exists, with identifiers and \
            priorities) and what went wrong. The JSON form is the object the spec format's \
            contract defines (§5); for a storyboard or xib, {"document": ..., "scenes": [...]}, \
            one such object per scene with its id and name, views keyed by Interface Builder id.

            Views whose written frame (a spec's frame:, Xcode's stored frame) is more than a \
            pixel from the solved one are reported misplaced, with both frames.

            Examples:
              plumb explain login.yaml
              plumb explain login.yaml --format json --device ipad --orientation landscape
              plumb explain Main.storyboard --scene Login
            """)

    @Argument(help: ArgumentHelp("The spec, storyboard or xib file.", valueName: "file"))
    var spec: String

    @Option(help: ArgumentHelp("Only this scene of a storyboard or xib (its name or id).", valueName: "name"))
    var scene: String?

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
        let run = try DocumentRun.load(spec, scene: scene, fonts: try fonts.collection(), timer: &timer)
        var reports: [(layout: LayoutDocument.Layout, built: BuiltLayout, report: LayoutReport)] = []
        for layout in run.layouts {
            let built = try run.build(layout, try environment.buildOptions(), timer: &timer)
            reports.append((layout, built, built.report()))
        }
        switch (format, run.document) {
        case (.json, .interfaceBuilder):
            let scenes = reports.map { (id: $0.layout.scene?.id ?? "", name: $0.layout.scene?.name ?? "", report: $0.report) }
            FileHandle.standardOutput.write(LayoutReport.documentJSONData(document: run.document.name, scenes: scenes))
        case (.json, .spec):
            FileHandle.standardOutput.write(reports[0].report.jsonData())
        case (.text, _):
            let texts = reports.map { text(of: $0.built, layout: $0.layout, report: $0.report) }
            FileHandle.standardOutput.write(Data(texts.joined(separator: "\n").utf8))
        }
        if timings { StandardError.print(timer.json) }
        if strict && reports.contains(where: { !$0.report.diagnostics.isEmpty }) { throw ExitCode(1) }
    }

    /// The readable form: frames, traits, the constraint dump, the diagnostics.
    private func text(of built: BuiltLayout, layout: LayoutDocument.Layout, report: LayoutReport) -> String {
        let window = built.window
        let heading = layout.scene.map { "\(layout.title) (scene \($0.id))" } ?? layout.title
        let design = window.design == .classic ? "" : ", \(window.design.rawValue) design"
        var lines = ["\(heading) — window \(format(window.bounds.size.width)) × \(format(window.bounds.size.height)) pt, \(window.traitCollection)\(design)",
                     "", "Frames"]
        for (id, item) in built.items {
            let frame: CGRect
            switch item {
            case let view as View: frame = view.frame
            case let guide as LayoutGuide: frame = guide.layoutFrame
            default: continue
            }
            let name = (item as? View)?.identifier.flatMap { $0 == id ? nil : " \($0)" } ?? ""
            lines.append("  \(id)\(name): \(format(frame))")
        }
        lines += ["", "Constraints"] + ConstraintDump(of: window).description.split(separator: "\n").map { "  \($0)" }
        lines += ["", "Diagnostics"] + (report.diagnostics.isEmpty ? ["  none"] : report.diagnostics.map { "  \($0.kind): \($0.message)" })
        return lines.joined(separator: "\n") + "\n"
    }

    /// To the thousandth, whole numbers without a decimal point; from 10¹⁵ on, and for what
    /// is not finite, as Swift prints a `Double` ("1e+19", "inf", "nan").
    private func format(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }

    private func format(_ frame: CGRect) -> String {
        "(\(format(frame.minX)), \(format(frame.minY)), \(format(frame.width)), \(format(frame.height)))"
    }
}

/// The forms `plumb explain` prints.
enum ExplainFormat: String, ExpressibleByArgument {
    case text, json
}
