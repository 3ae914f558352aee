import AutoLayout
import Foundation
import Testing
@testable import Wireframe

/// A text field is drawn with the border its style gives it, as Interface Builder's canvas draws it.
@Suite struct TextFieldDrawingTests {
    let frame = CGRect(x: 10, y: 20, width: 120, height: 22)

    func items(isBordered: Bool) -> [Scene.Item] {
        let content = ViewContent(.field("Name", isPlaceholder: true, alignment: .left, isBordered: isBordered), font: Font(size: 17))
        return Theme.light.contentItems(content, in: frame, on: Theme.light.surface, measuredBy: PangoTextMeasurer())
    }

    func textBoxes(_ items: [Scene.Item]) -> [CGRect] {
        items.compactMap { item in
            guard case .text(let text) = item, case .box(let box) = text.placement else { return nil }
            return box
        }
    }

    @Test("A field without a border draws its text from its edges, with no outline")
    func borderless() {
        let drawn = items(isBordered: false)
        #expect(drawn.count == 1)
        #expect(textBoxes(drawn) == [frame])
    }

    @Test("A bordered field draws a rounded outline and its text 7 pt in from each side")
    func bordered() {
        let drawn = items(isBordered: true)
        #expect(drawn.count == 2)
        #expect(textBoxes(drawn) == [CGRect(x: 17, y: 20, width: 106, height: 22)])
    }
}
