import AutoLayout
import Foundation
import Testing
@testable import Wireframe

/// UILabel's line breaking: no hyphens, the line break modes, text that shrinks to fit.
@Suite("Line breaking")
struct LineBreakingTests {
    let measurer = PangoTextMeasurer()
    let body = Font.systemFont(ofSize: 17)
    let sentence = "The quick brown fox jumps over the lazy dog"

    func lines(_ text: String, numberOfLines: Int = 0, width: CGFloat?, _ mode: LineBreakMode) -> [(text: String, width: CGFloat)] {
        measurer.lines(of: text, font: body, numberOfLines: numberOfLines, width: width, lineBreakMode: mode)
    }

    /// The width of `text` alone on one line.
    func width(_ text: String) -> CGFloat {
        measurer.measure(text, font: body, numberOfLines: 0, width: nil).size.width
    }

    @Test("A word longer than the line breaks between characters, with no hyphen", arguments: [40, 60, 90] as [CGFloat])
    func noHyphen(width: CGFloat) {
        let broken = lines("Notifications", width: width, .byWordWrapping)
        #expect(broken.count > 1)
        #expect(broken.map(\.text).joined() == "Notifications")
        for line in broken {
            // A hyphen would make the line wider than its own characters by the hyphen; the line
            // shares its word's spacing, which moves it by a small part of one.
            #expect(line.width <= self.width(line.text) + self.width("-") / 2, "\(line.text)")
            #expect(line.width <= width)
        }
    }

    @Test("Words wrap whole; character wrapping breaks anywhere")
    func wrapping() {
        #expect(lines(sentence, width: 150, .byWordWrapping).map(\.text)
            == ["The quick brown ", "fox jumps over the ", "lazy dog"])
        #expect(lines(sentence, width: 150, .byCharWrapping).map(\.text)
            == ["The quick brown fo", "x jumps over the la", "zy dog"])
    }

    /// CoreText keeps the whitespace a line wraps after in the line's width
    /// (`CTLineGetTrailingWhitespaceWidth`), so a wrapped text measures as wide as its widest
    /// line with its space; pango gives that space no width, and draws the line as before.
    @Test("A wrapped line measures the space it broke after, up to the width it wraps at")
    func wrappedLinesKeepTheirSpace() {
        let wrapped = lines(sentence, width: 150, .byWordWrapping)
        #expect(wrapped.map(\.text) == ["The quick brown ", "fox jumps over the ", "lazy dog"])
        let widest = wrapped.map(\.width).max() ?? 0
        let measured = measurer.measure(sentence, font: body, numberOfLines: 0, width: 150).size.width
        #expect(measured > widest)
        #expect(measured <= 150)
        // Unwrapped, the text measures its own width: no line breaks after a space.
        #expect(measurer.measure("lazy dog", font: body, numberOfLines: 0, width: 150).size.width == width("lazy dog"))
    }

    @Test("One line of text too wide: cut after a word, or clipped, or truncated where the mode says")
    func oneLine() {
        let wrapped = lines(sentence, numberOfLines: 1, width: 150, .byWordWrapping)
        #expect(wrapped.map(\.text) == ["The quick brown "])
        // Clipped, the whole text is on the line, cut at the width.
        let clipped = lines(sentence, numberOfLines: 1, width: 150, .byClipping)
        #expect(clipped.map(\.text) == [sentence])
        #expect(clipped.map(\.width) == [150])
        // Truncated, the line holds the whole text, shortened with "…" to fit.
        for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
            let truncated = lines(sentence, numberOfLines: 1, width: 150, mode)
            #expect(truncated.count == 1)
            #expect(truncated[0].text == sentence)
            #expect(truncated[0].width <= 150 && truncated[0].width > 130, "\(mode)")
        }
    }

    @Test("Two lines: the second ends the text with an ellipsis, or as it wrapped")
    func twoLines() {
        let truncated = lines(sentence, numberOfLines: 2, width: 150, .byTruncatingTail)
        #expect(truncated.map(\.text) == ["The quick brown ", "fox jumps over the lazy dog"])
        #expect(truncated[1].width <= 150)
        let wrapped = lines(sentence, numberOfLines: 2, width: 150, .byWordWrapping)
        #expect(wrapped.map(\.text) == ["The quick brown ", "fox jumps over the "])
        // Measured, both are two lines high; the truncated one fills its width with "…".
        let height = measurer.measure(sentence, font: body, numberOfLines: 2, width: 150, lineBreakMode: .byWordWrapping).size.height
        #expect(height == 2 * 20.287109375)
    }

    @Test("A label that adjusts its font size shrinks to the largest size at which it fits, and no further than allowed")
    func shrinking() {
        let box = CGRect(x: 0, y: 0, width: 150, height: 20.5)
        let text = Scene.Text("The quick brown fox jumps over", font: body, color: .black, placement: .box(box), numberOfLines: 1)
        let shrunk = text.shrunkToFit(minimumScaleFactor: 0.5, measuredBy: measurer)
        #expect(shrunk.font.pointSize < 17 && shrunk.font.pointSize > 8.5)
        #expect(measurer.measure(shrunk.string, font: shrunk.font, numberOfLines: 0, width: nil).size.width <= 150)
        // A hundredth of the size larger would not fit.
        let larger = shrunk.font.withSize(shrunk.font.pointSize + 0.17)
        #expect(measurer.measure(shrunk.string, font: larger, numberOfLines: 0, width: nil).size.width > 150)
        // Its baseline stays where the full-size line's is: 16.187 − 10.144 below the centre.
        guard case .box(let moved) = shrunk.placement else { Issue.record("the shrunk text is not in a box"); return }
        let metrics = measurer.metrics(for: shrunk.font)
        #expect(abs(moved.midY + metrics.ascent - metrics.lineHeight / 2 - (box.midY + 16.1865234375 - 20.287109375 / 2)) < 1e-9)
        // Text that fits stays; text too long is cut at the smallest size.
        let fits = Scene.Text("Quick", font: body, color: .black, placement: .box(box), numberOfLines: 1)
        #expect(fits.shrunkToFit(minimumScaleFactor: 0.5, measuredBy: measurer) == fits)
        let long = Scene.Text(sentence + " " + sentence, font: body, color: .black, placement: .box(box), numberOfLines: 1)
        #expect(long.shrunkToFit(minimumScaleFactor: 0.5, measuredBy: measurer).font.pointSize == 8.5)
    }
}
