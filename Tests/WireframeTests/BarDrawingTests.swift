import AutoLayout
import Foundation
import Testing
@testable import Wireframe

/// A toolbar's items are drawn where UIKit lays them out: a toolbar made 49 pt tall over the
/// home indicator (`Toolbar.itemsTopInset` 5, `ControlKindTests`) keeps them in a 44 pt row at
/// its bottom, under the hairline along its top edge.
@Suite struct BarDrawingTests {
    let frame = CGRect(x: 0, y: 729, width: 375, height: 49)

    func drawn(topInset: CGFloat) -> [Scene.Item] {
        let content = ViewContent(.control(.barItems(["Edit"], selected: nil, topInset: topInset)), font: Font(size: 17))
        return Theme.light.contentItems(content, in: frame, on: Theme.light.surface, measuredBy: PangoTextMeasurer())
    }

    func textBoxes(_ items: [Scene.Item]) -> [CGRect] {
        items.compactMap { item in
            guard case .text(let text) = item, case .box(let box) = text.placement else { return nil }
            return box
        }
    }

    @Test("A toolbar over the home indicator draws its items in its bottom 44 pt")
    func extendedToolbar() {
        #expect(textBoxes(drawn(topInset: 5)) == [CGRect(x: 0, y: 734, width: 375, height: 44)])
    }

    @Test("Without an inset the items take the top 44 pt of the bar")
    func standardToolbar() {
        #expect(textBoxes(drawn(topInset: 0)) == [CGRect(x: 0, y: 729, width: 375, height: 44)])
    }
}
