import Foundation
import Golden
import Testing

/// What a comparison of frames says, from real renders and from hand-written reports.
@Suite struct FrameChangeTests {
    /// 8 more points of leading inset move the row 8 pt right and take 8 pt from its width and
    /// from the field's; the label and the field keep their places in the row.
    @Test func changedConstantNamesTheViewsAndTheAmounts() throws {
        let golden = try GoldenFrames(json: render(of: cardSpec(leading: 8)).frames)
        let actual = try GoldenFrames(json: render(of: cardSpec(leading: 16)).frames)
        #expect(golden.changes(to: actual, tolerance: 0.01).map(\.description) == [
            "nameRow moved 8 pt right, width 327 -> 319",
            "nameField width 274 -> 266",
        ])
        #expect(actual.changes(to: golden, tolerance: 0.01).map(\.description) == [
            "nameRow moved 8 pt left, width 319 -> 327",
            "nameField width 266 -> 274",
        ])
    }

    /// The label sits 8 pt under the row, which is 20 pt under the 20 pt status bar and as tall
    /// as the text field (34 pt): y = 20 + 20 + 34 + 8 = 82. "Date Created" in 17 pt is
    /// 101.5 × 20.5 pt.
    @Test func appearedAndDisappeared() throws {
        let without = try GoldenFrames(json: render(of: cardSpec()).frames)
        let with = try GoldenFrames(json: render(of: cardSpec(dateLabel: true)).frames)
        #expect(without.changes(to: with, tolerance: 0.01).map(\.description) == ["dateLabel appeared (24, 82, 101, 20.5)"])
        #expect(with.changes(to: without, tolerance: 0.01).map(\.description) == ["dateLabel disappeared"])
    }

    @Test func identicalRendersHaveNoChanges() throws {
        let frames = try GoldenFrames(json: render(of: cardSpec()).frames)
        #expect(frames.changes(to: frames, tolerance: 0).isEmpty)
    }

    /// Window, traits, views in reading order, warnings; moves within the tolerance are not
    /// changes, and a move and a resize below it are left out of a change's parts.
    @Test func everyKindInReportOrder() throws {
        let old = try GoldenFrames(json: report(
            window: (375, 667), traits: ("compact", "regular", 2),
            views: ["root": [0, 0, 375, 667], "b": [10, 200, 50, 20], "a": [10, 100, 50, 20], "c": [0, 300, 10, 10],
                    "d": [5, 5, 5, 5]],
            warnings: [("ambiguous", "the constraints do not determine the frame of 'c'")]))
        let new = try GoldenFrames(json: report(
            window: (667, 375), traits: ("compact", "compact", 2),
            views: ["root": [0, 0, 667, 375], "b": [7.5, 197, 50.004, 20], "a": [10.005, 100, 50, 24.25], "e": [1, 2, 3, 4],
                    "d": [5, 5, 5, 5]],
            warnings: [("unsatisfiable", "unable to simultaneously satisfy 2 required constraints")]))
        #expect(old.changes(to: new, tolerance: 0.01).map(\.description) == [
            "window 375 × 667 -> 667 × 375",
            "traits wC hR @2x -> wC hC @2x",
            "root width 375 -> 667, height 667 -> 375",
            "e appeared (1, 2, 3, 4)",
            "a height 20 -> 24.25",
            "b moved 2.5 pt left and 3 pt up",
            "c disappeared",
            "new warning: unsatisfiable: unable to simultaneously satisfy 2 required constraints",
            "warning gone: ambiguous: the constraints do not determine the frame of 'c'",
        ])
    }

    /// A report writes null for a number that is not finite: it reads as NaN, which matches
    /// NaN and differs from every number.
    @Test func nullFramesMatchOnlyNull() throws {
        func frames(_ width: String) throws -> GoldenFrames {
            try GoldenFrames(json: Data(#"{"diagnostics": [], "traits": {"displayScale": 2, "horizontalSizeClass": "compact", "verticalSizeClass": "regular"}, "views": {"a": {"frame": [0, 0, \#(width), 1], "windowFrame": [0, 0, \#(width), 1]}}, "window": {"height": 1, "width": 1}}"#.utf8))
        }
        #expect(try frames("null").views["a"]?.frame.width.isNaN == true)
        #expect(try frames("null").changes(to: frames("null"), tolerance: 0.01).isEmpty)
        #expect(try frames("null").changes(to: frames("5"), tolerance: 0.01).map(\.description) == ["a width nan -> 5"])
    }

    /// A frames file whose frames are not four numbers is not a layout report.
    @Test func malformedFrames() {
        let json = Data(#"{"diagnostics": [], "traits": {"displayScale": 2, "horizontalSizeClass": "compact", "verticalSizeClass": "regular"}, "views": {"a": {"frame": [0, 0, 1], "windowFrame": [0, 0, 1, 1]}}, "window": {"height": 1, "width": 1}}"#.utf8)
        #expect(throws: GoldenFramesError(reason: "a number was expected at views.a.frame[3]")) {
            try GoldenFrames(json: json)
        }
    }

    /// A layout report's JSON, as `plumb explain --format json` writes it (frames in the window
    /// equal to those in the superview).
    private func report(window: (Double, Double), traits: (String, String, Double), views: [String: [Double]],
                        warnings: [(String, String)]) -> Data {
        func numbers(_ values: [Double]) -> String { "[" + values.map { "\($0)" }.joined(separator: ", ") + "]" }
        let viewText = views.map { id, frame in "\"\(id)\": {\"frame\": \(numbers(frame)), \"windowFrame\": \(numbers(frame))}" }
        let warningText = warnings.map { "{\"constraints\": [], \"kind\": \"\($0.0)\", \"message\": \"\($0.1)\"}" }
        return Data("""
            {"diagnostics": [\(warningText.joined(separator: ", "))],
             "traits": {"displayScale": \(traits.2), "horizontalSizeClass": "\(traits.0)", "verticalSizeClass": "\(traits.1)"},
             "views": {\(viewText.joined(separator: ", "))},
             "window": {"height": \(window.1), "width": \(window.0)}}
            """.utf8)
    }
}
