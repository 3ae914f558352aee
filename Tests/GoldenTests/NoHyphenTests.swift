import AutoLayout
import Foundation
import Golden
import TestSupport
import Testing
import Wireframe

/// No golden breaks a word with a hyphen: every label of every fixture (every scene of a
/// storyboard), laid out as its golden is, breaks into lines no wider than their own
/// characters (a hyphen pango added would make one wider), and the lines hold the text's
/// characters in order.
@Suite struct NoHyphenTests {
    static let fixtures = PackageDirectory.url("fixtures")

    static let specs = GoldenSuite.specFiles(in: [fixtures.path])

    @Test("Every fixture's labels break without hyphens", arguments: specs)
    func noHyphens(path: String) throws {
        let document = try LayoutDocument.load(path: path)
        let measurer = PangoTextMeasurer(fonts: document.fonts())
        for scene in document.layouts {
            let layout = try scene.assemble(BuildOptions(textMeasurer: measurer)).layout
            layout.window.layoutIfNeeded()
            expectNoHyphens(in: layout, measurer: measurer, path: path)
        }
    }

    private func expectNoHyphens(in layout: BuiltLayout, measurer: PangoTextMeasurer, path: String) {
        for case let label as Label in layout.window.subtree {
            guard let text = label.text, !text.isEmpty, label.frame.width > 0 else { continue }
            let lines = measurer.lines(of: text, font: label.effectiveFont, numberOfLines: label.numberOfLines,
                                       width: label.frame.width, lineBreakMode: label.lineBreakMode)
            for line in lines {
                // Truncated or clipped, a line holds the rest of the text and is narrower. A hyphen
                // would make it wider than its own characters by the hyphen; the line shares its
                // paragraph's spacing, which moves it by a small part of one.
                let alone = measurer.measure(line.text, font: label.effectiveFont, numberOfLines: 0, width: nil).size.width
                let hyphen = measurer.measure("-", font: label.effectiveFont, numberOfLines: 0, width: nil).size.width
                #expect(line.width <= alone + hyphen / 2, "\(path): \(line.text)")
            }
            // Untruncated, the lines are the text itself, every character once.
            if label.numberOfLines == 0 {
                #expect(lines.map(\.text).joined() == text.replacingOccurrences(of: "\n", with: ""), "\(path)")
            }
        }
    }
}
