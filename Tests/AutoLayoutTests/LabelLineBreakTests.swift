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
}
