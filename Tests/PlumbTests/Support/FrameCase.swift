import Foundation
import TestSupport
import Testing

/// A fixture laid out by `plumb explain`, and the frames it must give: each derived by hand from
/// the seed's numbers (docs/research/seed-examples.md) or from the fixture's header.
struct FrameCase: Sendable, CustomTestStringConvertible {
    /// One view's expected frame in its superview, and in the window when that says more.
    struct Expected: Sendable {
        let id: String
        let frame: [Double]
        let windowFrame: [Double]?
    }

    let fixture: String
    /// Extra flags: `--orientation landscape`, `--device ipad`.
    let arguments: [String]
    let expected: [Expected]
    /// The diagnostics' kinds, in order; empty for a clean layout.
    let diagnostics: [String]

    init(_ fixture: String, flags arguments: [String] = [], diagnostics: [String] = [], _ expected: [Expected]) {
        self.fixture = fixture
        self.arguments = arguments
        self.expected = expected
        self.diagnostics = diagnostics
    }

    var testDescription: String { ([fixture] + arguments).joined(separator: " ") }

    /// Runs the fixture and checks every expected frame, to 1/1000 of a point.
    func check() throws {
        let report = try PlumbCommand.explain(fixture, arguments)
        #expect(report.diagnosticKinds == diagnostics, "\(testDescription): \(report.diagnostics.map(\.message))")
        for view in expected {
            #expect(report.frame(view.id) == view.frame, "\(testDescription): frame of \(view.id)")
            if let windowFrame = view.windowFrame {
                #expect(report.windowFrame(view.id) == windowFrame, "\(testDescription): window frame of \(view.id)")
            }
        }
    }
}

/// `id`'s expected frame, and optionally its window frame, rounded as the report rounds them.
func view(_ id: String, _ frame: [Double], window: [Double]? = nil) -> FrameCase.Expected {
    FrameCase.Expected(id: id, frame: reported(frame[0], frame[1], frame[2], frame[3]),
                       windowFrame: window.map { reported($0[0], $0[1], $0[2], $0[3]) })
}
