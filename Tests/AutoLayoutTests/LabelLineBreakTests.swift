import AutoLayout
import Foundation
import Testing

/// A label's line break mode decides where its lines break, and so its height, with the
/// fixed-advance font (every character 8.5 pt wide at 17 pt, lines 20.4 high).
@Suite struct LabelLineBreakTests {
    func label(_ mode: LineBreakMode) -> Label {
        let label = Label(text: "aaaa bbbbbbbbbbbb")
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 85
        label.lineBreakMode = mode
        return label
    }

    @Test("Word wrapping keeps words whole; character wrapping fills every line")
    func wrappingModes() {
        // "aaaa" then the 12-letter word broken after 10: three lines; by characters, ten per
        // line: "aaaa bbbbb", "bbbbbbb", two lines.
        #expect(label(.byWordWrapping).intrinsicContentSize == CGSize(width: 85, height: 61.5))
        #expect(label(.byTruncatingTail).intrinsicContentSize == CGSize(width: 85, height: 61.5))
        #expect(label(.byCharWrapping).intrinsicContentSize == CGSize(width: 85, height: 41))
    }

    @Test("The modes' traits: which break anywhere, which end with an ellipsis and where")
    func modes() {
        #expect(LineBreakMode.allCases.filter(\.breaksBetweenCharacters) == [.byCharWrapping])
        #expect(LineBreakMode.allCases.map(\.ellipsis) == [nil, nil, nil, .head, .tail, .middle])
        #expect(Label().lineBreakMode == .byTruncatingTail)
        #expect(Label().minimumScaleFactor == 0 && !Label().adjustsFontSizeToFitWidth)
    }

    /// A multi-line label wraps at the width its constraints give it; text within a pixel of
    /// that width stays on one line, as Xcode's own measurement put it there (San Francisco's
    /// widths and the stand-in's differ by that much: simplenote's "2 Failed Passcode
    /// Attempts" is half a point wider than its 190). "Hello world" is 93.5 pt wide: at most
    /// 93.2 pt wide on an iPhone 8 (a pixel is 0.5) it keeps one line; at most 92.5, it wraps.
    /// With no limit it is one line whatever frame it had before its first layout (a document's
    /// stored 50 pt), as UIKit's first pass measures it with an automatic
    /// `preferredMaxLayoutWidth`.
    @Test(arguments: [(93.2, 93.2, 20.5), (92.5, 42.5, 41), (nil, 93.5, 20.5)])
    func textWithinAPixelKeepsOneLine(limit: Double?, width: Double, height: Double) {
        let (window, root) = makeWindow()
        let label = Label(text: "Hello world", frame: CGRect(x: 0, y: 0, width: limit ?? 50, height: 20.5))
        placeWrapping(label, in: root, widthLimit: limit)
        window.layoutIfNeeded()
        expectFrame(label.frame, 20, 40, width, height)
    }

    /// A multi-line label in a text style has the style's line spacing between its lines:
    /// Apple's leading for body at Large, 22 pt, less the font's 20.287 pt line, 1.713 pt; a
    /// label in a system font of a size has none. "Hello world" wraps at 60 pt into two lines
    /// of the fixed-advance measurer's 20.4 pt: 40.8 + 1.713, 43 at 2x; 41 without the style.
    @Test(arguments: [(Font.preferredFont(forTextStyle: .body), 43.0), (Font(size: 17), 41.0)])
    func textStyleLineSpacing(font: Font, height: Double) {
        let (window, root) = makeWindow()
        let label = Label(text: "Hello world")
        label.font = font
        placeWrapping(label, in: root, widthLimit: 60)
        window.layoutIfNeeded()
        expectFrame(label.frame, 20, 40, 42.5, height)
    }

    /// Makes `label` wrap without a line limit and pins it 20 pt from the root's leading edge
    /// and 40 from its top, at most `widthLimit` wide when given.
    private func placeWrapping(_ label: Label, in root: View, widthLimit: Double?) {
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        ])
        if let widthLimit { label.widthAnchor.constraint(lessThanOrEqualToConstant: widthLimit).isActive = true }
    }
}
