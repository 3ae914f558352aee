import Foundation
import TestSupport
import Testing

/// The seeds' conflict and ambiguity examples (catalog "C"): the fixture shows the diagnostic.
@Suite("Seed fixtures: diagnostics")
struct SeedDiagnosticTests {
    /// #2: a segmented control with no constraints: its size from its intrinsic size (212 × 28,
    /// its alignment rectangle; the frame is a point taller), its position from nothing.
    @Test func unconstrainedSegmentedControl() throws {
        let report = try PlumbCommand.explain("seed000-constraints-segmented-unconstrained")
        #expect(report.diagnosticKinds == ["ambiguous"])
        #expect(report.diagnostics.first?.message.contains("'segmentedControl'") == true)
        #expect([report.frame("segmentedControl", 2), report.frame("segmentedControl", 3)] == [212, 29])
    }

    /// #8: the autoresizing constraints of the frame (0, 0, 212, 28), mask none (h=--& v=--&),
    /// against the three explicit ones. The seed's log breaks the trailing constraint to the
    /// margins guide, in a set with the autoresizing width 212, the root's encapsulated width and
    /// the margins guide's pin.
    @Test func autoresizingConflict() throws {
        let report = try PlumbCommand.explain("seed000-autoresizing-conflict")
        #expect(!report.diagnostics.isEmpty)
        #expect(report.diagnostics.allSatisfy { $0.kind == "unsatisfiable" })
        let trailing = report.diagnostics.first { $0.broken?.contains("segmentedControl.trailing == mapView.UIViewLayoutMarginsGuide.trailing") == true }
        #expect(trailing != nil)
        let set = trailing?.constraints.joined(separator: "\n") ?? ""
        #expect(set.contains("NSAutoresizingMaskLayoutConstraint h=--& v=--& segmentedControl.width == 212"))
        #expect(set.contains("'UIView-Encapsulated-Layout-Width'"))
        #expect(set.contains("'UIView-rightMargin-guide-constraint'"))
    }

    /// #14 (Listing 13-3): "|-[myView]-|" gives x 16 and width 343; y and the height are open.
    @Test func visualFormatFragment() throws {
        let report = try PlumbCommand.explain("seed001-vfl-13-3")
        #expect([report.frame("myView", 0), report.frame("myView", 2)] == [16, 343])
        #expect(report.diagnosticKinds == ["ambiguous"])
        #expect(report.diagnostics.first?.message.contains("'myView'") == true)
    }

    /// #16: four labels hugging at 251 in a taller stack: "vertically ambiguous".
    @Test func fourLabelsAmbiguous() throws {
        let report = try PlumbCommand.explain("seed002-stack-four-labels")
        let named = ["nameLabel", "serialLabel", "valueLabel", "dateLabel"]
        #expect(report.diagnosticKinds == Array(repeating: "ambiguous", count: named.count))
        for id in named {
            #expect(report.diagnostics.contains { $0.message.contains("'\(id)'") })
            #expect(report.frame(id, 2) == 327)
        }
    }

    /// #17 and #18: two labels with equal hugging in a wider superview, equal resistance in a
    /// narrower one: "which one?".
    @Test(arguments: ["seed002-hugging-two-labels", "seed002-compression-two-labels"])
    func twoLabelsAmbiguous(_ fixture: String) throws {
        let report = try PlumbCommand.explain(fixture)
        #expect(report.diagnosticKinds == ["ambiguous", "ambiguous"])
        #expect(report.diagnostics.contains { $0.message.contains("'label1'") })
        #expect(report.diagnostics.contains { $0.message.contains("'label2'") })
    }
}
