import AutoLayout
import Foundation
import Testing

/// The fixed-advance text measurer's arithmetic, and colours parsed from hex: values any
/// width or string may reach, so none of them may trap.
@Suite struct TextAndColorValueTests {
    private let font = Font(size: 20)

    /// 20 pt: 10 pt a character, 24 pt a line, the baseline 19 pt down. "one two three" in
    /// 80 pt (8 characters) wraps to "one two" and "three"; a word longer than a line breaks.
    @Test func wrapsAtSpacesAndInsideLongWords() {
        let measurer = FixedAdvanceTextMeasurer()
        let wrapped = measurer.measure("one two three", font: font, numberOfLines: 0, width: 80)
        #expect(wrapped.size == CGSize(width: 70, height: 48))
        #expect(wrapped.firstBaseline == 19 && wrapped.lastBaseline == 43)
        let broken = measurer.measure("abcdefghij", font: font, numberOfLines: 0, width: 40)
        #expect(broken.size == CGSize(width: 40, height: 72))
        let limited = measurer.measure("abcdefghij", font: font, numberOfLines: 2, width: 40)
        #expect(limited.size == CGSize(width: 40, height: 48))
    }

    /// Widths a multiplied constraint can produce, infinite or beyond `Int`, fit everything on
    /// one line; a width narrower than a character still holds one a line.
    @Test(arguments: [CGFloat.greatestFiniteMagnitude, .infinity, 1e300, .nan])
    func hugeWidthsFitOneLine(width: CGFloat) {
        let measured = FixedAdvanceTextMeasurer().measure("one two three", font: font, numberOfLines: 0, width: width)
        #expect(measured.size == CGSize(width: 130, height: 24))
    }

    @Test func narrowWidthsHoldOneCharacterALine() {
        let measured = FixedAdvanceTextMeasurer().measure("abc", font: font, numberOfLines: 0, width: 1)
        #expect(measured.size == CGSize(width: 10, height: 72))
    }

    @Test func hexColors() throws {
        let short = try #require(ViewColor(hex: "#0F8"))
        #expect(short == ViewColor(red: 0, green: 1, blue: 136.0 / 255))
        let translucent = try #require(ViewColor(hex: "336699CC"))
        #expect(translucent.hexString == "#336699CC")
        #expect(ViewColor(hex: "#336699")?.hexString == "#336699")
    }

    /// Fullwidth digits are hex digits to `Character.isHexDigit` but not to `UInt8(_:radix:)`.
    @Test(arguments: ["#１２３", "#12345", "#GGGGGG", "", "#", "#1234567890"])
    func malformedHexIsNil(text: String) {
        #expect(ViewColor(hex: text) == nil)
    }

    /// A wrapping label made a thousand times wider than the window, twice over, lays out on
    /// one line (17 pt text: 8.5 pt a character) instead of asking for a width past `Int`.
    @Test func labelsWiderThanAnyTextLayOutOnOneLine() {
        let (window, root) = makeWindow()
        let label = addConstrainedView(Label(text: "one two"), to: root, "label")
        label.numberOfLines = 0
        let wide = addConstrainedView(View(), to: root, "wide")
        LayoutConstraint.activate([
            wide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1e150),
            label.widthAnchor.constraint(equalTo: wide.widthAnchor, multiplier: 1e150),
            label.topAnchor.constraint(equalTo: root.topAnchor), label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            wide.topAnchor.constraint(equalTo: root.topAnchor), wide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            wide.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        #expect(label.intrinsicContentSize == CGSize(width: 59.5, height: 20.5))
    }
}
