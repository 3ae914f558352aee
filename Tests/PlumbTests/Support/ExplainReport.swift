import Foundation
import TestSupport

/// The JSON `plumb explain --format json` prints (spec-format §5), read with Foundation alone.
struct ExplainReport {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    struct Diagnostic {
        let kind: String
        let message: String
        let constraints: [String]
        let broken: String?
    }

    /// The window's size, `[width, height]`.
    let window: [Double]
    let traits: [String: String]
    /// By id: the frame in the superview and in the window, each `[x, y, width, height]`.
    let frames: [String: (frame: [Double], windowFrame: [Double])]
    let diagnostics: [Diagnostic]

    init(json: Data) throws {
        guard let object = try JSONSerialization.jsonObject(with: json) as? [String: Any],
              let window = object["window"] as? [String: Any],
              let views = object["views"] as? [String: Any],
              let diagnostics = object["diagnostics"] as? [[String: Any]]
        else { throw Failure(description: "not the report of spec-format §5: \(String(decoding: json, as: UTF8.self))") }
        self.window = [Self.number(window["width"]), Self.number(window["height"])]
        traits = ((object["traits"] as? [String: Any]) ?? [:]).mapValues { "\($0)" }
        var frames: [String: (frame: [Double], windowFrame: [Double])] = [:]
        for (id, value) in views {
            let entry = value as? [String: Any] ?? [:]
            frames[id] = (Self.numbers(entry["frame"]), Self.numbers(entry["windowFrame"]))
        }
        self.frames = frames
        self.diagnostics = diagnostics.map { entry in
            Diagnostic(kind: entry["kind"] as? String ?? "", message: entry["message"] as? String ?? "",
                       constraints: entry["constraints"] as? [String] ?? [], broken: entry["broken"] as? String)
        }
    }

    /// The frame of `id` in its superview; empty when the report has no such id.
    func frame(_ id: String) -> [Double] { frames[id]?.frame ?? [] }
    /// The frame of `id` in the window.
    func windowFrame(_ id: String) -> [Double] { frames[id]?.windowFrame ?? [] }

    /// One number of `id`'s frame: 0 x, 1 y, 2 width, 3 height; NaN (equal to nothing) when
    /// the report has no such id.
    func frame(_ id: String, _ component: Int) -> Double {
        let frame = self.frame(id)
        return frame.indices.contains(component) ? frame[component] : .nan
    }

    /// The diagnostics' kinds, in order.
    var diagnosticKinds: [String] { diagnostics.map(\.kind) }

    private static func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }
    private static func numbers(_ value: Any?) -> [Double] { (value as? [Any] ?? []).map(number) }
}

/// A rectangle as the report writes it: rounded to 1/1000 of a point.
func reported(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> [Double] {
    [x, y, width, height].map { ($0 * 1000).rounded() / 1000 }
}

extension PlumbCommand {
    /// `plumb explain <fixture> --format json` and the extra arguments, decoded.
    static func explain(_ fixture: String, _ arguments: [String] = []) throws -> ExplainReport {
        let result = try run(["explain", Fixtures.path(fixture), "--format", "json"] + arguments)
        guard result.exitCode == 0 else {
            throw ExplainReport.Failure(description: "plumb explain \(fixture) exited \(result.exitCode): \(result.standardError)")
        }
        return try ExplainReport(json: result.standardOutput)
    }
}
