import AutoLayout
import Foundation
import Testing

@testable import LayoutSpec

/// The report of `plumb explain --format json` (the contract's §5): its exact text, and its
/// agreement with the `Encodable` form.
@Suite struct ReportTests {
    /// The contract's map: a segmented control under the status bar, between the root's
    /// margins, on an iPhone 8 (375 × 667, status bar 20, side margins 16).
    static let map = """
        plumb: 1
        title: Map with a segmented control
        device: iphone-8
        root:
          id: map
          views:
            - id: segmented
              kind: segmentedControl
              items: [Standard, Hybrid, Satellite]
          constraints:
            - segmented.top == map.safeArea.top + 8
            - segmented.leading == map.margins.leading
            - segmented.trailing == map.margins.trailing
        """

    /// The segmented control sits 8 below the safe area's top (20 + 8 = 28), from margin to
    /// margin (16 to 375 − 16, so 343 wide), at its intrinsic height of 32.
    @Test func reportTextIsExact() throws {
        let report = try LayoutSpec.parse(Self.map, fileName: "map.yaml").build().report()
        let expected = """
            {
              "diagnostics": [],
              "traits": {"displayScale": 2, "horizontalSizeClass": "compact", "verticalSizeClass": "regular"},
              "views": {
                "map": {"frame": [0, 0, 375, 667], "windowFrame": [0, 0, 375, 667]},
                "segmented": {"frame": [16, 28, 343, 32], "windowFrame": [16, 28, 343, 32]}
              },
              "window": {"height": 667, "width": 375}
            }

            """
        #expect(String(decoding: report.jsonData(), as: UTF8.self) == expected)
    }

    /// A panel whose bounds origin is (10, 10) shifts its subviews up and left in the window;
    /// a guide's frame is in its owning view's coordinates; two required widths conflict,
    /// and the one written last is broken.
    static let conflicted = """
        plumb: 1
        window: {width: 320, height: 480}
        root:
          id: root
          views:
            - id: panel
              frame: [20, 100, 200, 200]
              boundsOrigin: [10, 10]
              views:
                - {id: box, frame: [0, 0, 50, 50]}
                - {id: slot, kind: guide}
              constraints:
                - slot.leading == panel.leading + 30
                - slot.top == panel.top + 40
                - slot.width == 60
                - slot.height == 20
            - {id: bar}
          constraints:
            - bar.width == 100
            - bar.width == 120
            - bar.height == 10
            - bar.top == root.top
            - bar.leading == root.leading
        """

    @Test func framesAndDiagnostics() throws {
        let report = try report(Self.conflicted)
        #expect(report.frame("box") == [0, 0, 50, 50])
        #expect(report.windowFrame("box") == [10, 90, 50, 50])
        #expect(report.frame("slot") == [30, 40, 60, 20])
        #expect(report.windowFrame("slot") == [40, 130, 60, 20])
        #expect(report.frame("bar") == [0, 0, 100, 10])
        #expect(report.diagnostics == [LayoutReport.Diagnostic(
            kind: "unsatisfiable",
            message: "unable to simultaneously satisfy 2 required constraints; one was broken to recover",
            constraints: ["<NSLayoutConstraint bar.width == 100   (active)>", "<NSLayoutConstraint bar.width == 120   (active)>"],
            broken: "<NSLayoutConstraint bar.width == 120   (active)>")])
    }

    /// The text and the `Encodable` form are one value: decoded, they are the same object.
    @Test func textAgreesWithEncodable() throws {
        try expectTextAgreesWithEncodable(try report(Self.conflicted))
    }

    /// A window in the Liquid Glass design says so, first (`design` sorts before
    /// `diagnostics`); a classic one says nothing, as above.
    @Test func reportNamesTheLiquidGlassDesign() throws {
        let report = try LayoutSpec.parse(Self.map, fileName: "map.yaml").build(BuildOptions(design: .liquidGlass)).report()
        #expect(String(decoding: report.jsonData(), as: UTF8.self).hasPrefix("{\n  \"design\": \"liquidGlass\",\n  \"diagnostics\": [],\n"))
        try expectTextAgreesWithEncodable(report)
    }

    private func expectTextAgreesWithEncodable(_ report: LayoutReport) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let encoded = try JSONSerialization.jsonObject(with: encoder.encode(report)) as? NSDictionary
        let written = try JSONSerialization.jsonObject(with: report.jsonData()) as? NSDictionary
        #expect(encoded != nil)
        #expect(encoded == written)
    }

    /// The same spec built twice reports the same bytes.
    @Test func reportIsDeterministic() throws {
        let spec = try LayoutSpec.parse(Self.conflicted, fileName: "conflict.yaml")
        #expect(try spec.build().report().jsonData() == spec.build().report().jsonData())
    }
}
