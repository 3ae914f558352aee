import AutoLayout
import Foundation
import Golden
import LayoutSpec
import Testing
import Wireframe

/// No golden breaks a word with a hyphen: every label of every fixture, laid out as its golden
/// is, breaks into lines no wider than their own characters (a hyphen pango added would make
/// one wider), and the lines hold the text's characters in order.
@Suite struct NoHyphenTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fixtures")

    static let specs = GoldenSuite.specFiles(in: [fixtures.path])

    @Test("Every fixture's labels break without hyphens", arguments: specs)
    func noHyphens(path: String) throws {
        let spec = try LayoutSpec.load(contentsOf: URL(fileURLWithPath: path))
        let measurer = PangoTextMeasurer(fonts: spec.fonts())
        let layout = try spec.build(BuildOptions(textMeasurer: measurer))
        layout.window.layoutIfNeeded()
        for case let label as Label in layout.window.subtree {
            guard let text = label.text, !text.isEmpty, label.frame.width > 0 else { continue }
            let lines = measurer.lines(of: text, font: label.effectiveFont, numberOfLines: label.numberOfLines,
                                       width: label.frame.width, lineBreakMode: label.lineBreakMode)
            for line in lines {
                // Truncated or clipped, a line holds the rest of the text and is narrower.
                let alone = measurer.measure(line.text, font: label.effectiveFont, numberOfLines: 0, width: nil).size.width
                #expect(line.width <= alone + 0.001, "\(path): \(line.text)")
            }
            // Untruncated, the lines are the text itself, every character once.
            if label.numberOfLines == 0 {
                #expect(lines.map(\.text).joined() == text.replacingOccurrences(of: "\n", with: ""), "\(path)")
            }
        }
    }
}
