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
}
