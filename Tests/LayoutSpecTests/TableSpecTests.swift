import AutoLayout
import Foundation
import Testing

@testable import LayoutSpec

/// A table's keys in a spec (docs/table-views.md), beyond the fixtures' screens.
@Suite struct TableSpecTests {
    /// A cell's own `rowHeight` wins over the table's for its row: on the iPhone 8 the plain
    /// table's rows are 44 high, the middle one 120, so the last starts at 44 + 120 = 164. In
    /// landscape (compact height) a variant gives the middle row the table's height back by
    /// making it self-sizing: a default cell with one line of text is 44 high, the last row
    /// at 88; back in portrait it is 120 again.
    @Test func cellRowHeight() throws {
        let layout = try LayoutSpec.parse("""
            plumb: 1
            device: iphone-8
            root:
              id: root
              views:
                - id: table
                  kind: tableView
                  rowHeight: 44
                  sections:
                    - cells:
                        - {id: first, style: default, text: First}
                        - {id: tall, style: default, text: Tall, rowHeight: 120}
                        - {id: last, style: default, text: Last}
              constraints: ["H:|[table]|", "V:|[table]|"]
            variants:
              - when: {verticalSizeClass: compact}
                set: {tall.rowHeight: automatic}
            """, fileName: "rows.yaml").build()
        #expect(layout.report().frame("tall") == [0, 44, 375, 120])
        #expect(layout.report().frame("last") == [0, 164, 375, 44])
        layout.window.rotate(to: .landscape)
        #expect(layout.report().frame("tall") == [0, 44, 667, 44])
        layout.window.rotate(to: .portrait)
        #expect(layout.report().frame("last") == [0, 164, 375, 44])
    }
}
