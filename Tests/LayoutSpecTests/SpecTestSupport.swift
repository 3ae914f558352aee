import AutoLayout
import Foundation

@testable import LayoutSpec

/// Builds `yaml` with the default (fixed-advance) text measurer and returns its report.
func report(_ yaml: String, _ options: BuildOptions = BuildOptions()) throws -> LayoutReport {
    try LayoutSpec.parse(yaml, fileName: "test.yaml").build(options).report()
}

extension LayoutReport {
    /// The frame of `id` in its superview, `[x, y, width, height]`; empty when there is no such id.
    func frame(_ id: String) -> [Double] { views[id]?.frame ?? [] }
    /// The frame of `id` in the window.
    func windowFrame(_ id: String) -> [Double] { views[id]?.windowFrame ?? [] }
}

/// The error parsing and building `text` raises, or nil when it loads and builds.
func specError(_ text: String, fileName: String = "bad.yaml") -> SpecError? {
    do {
        _ = try LayoutSpec.parse(text, fileName: fileName).build()
        return nil
    } catch {
        return error
    }
}

extension BuiltLayout {
    /// The active constraint with identifier `name`, whichever view holds it.
    func constraint(named name: String) -> LayoutConstraint? {
        window.subtree.lazy.flatMap(\.constraints).first { $0.identifier == name }
    }
}
