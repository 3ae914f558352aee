import AutoLayout
import Foundation
import Testing

@testable import LayoutSpec

/// A table's keys in a spec (docs/table-views.md), beyond the fixtures' screens.
@Suite struct TableSpecTests {
    /// A cell's own `rowHeight` wins over the table's for its row: on the iPhone 8 the plain
    /// table's rows are 44 high, the middle one 120, so the last starts at 44 + 120 = 164. In
    /// landscape (compact height) a variant gives the middle row the table's height back by
    /// making it self-sizing: a default cell with one line of text is 44 less the 0.5 pt
    /// separator high; back in portrait it is 120 again.
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
        #expect(layout.report().frame("tall") == [0, 44, 667, 43.5])
        layout.window.rotate(to: .portrait)
        #expect(layout.report().frame("last") == [0, 164, 375, 44])
    }

    /// A table's header and footer views: the header at the top of the content as wide as
    /// the table and as high as its frame (60), whatever width the frame gives; its label laid
    /// out inside it by constraints (at its 8 pt margin, centred: (60 − 20.5) / 2 = 19.75); the
    /// rows under it (60 and 104) and the footer view under them (148, 30 high).
    @Test func headerAndFooterViews() throws {
        let report = try report("""
            plumb: 1
            device: iphone-8
            root:
              id: root
              views:
                - id: table
                  kind: tableView
                  rowHeight: 44
                  tableHeaderView:
                    id: header
                    frame: [0, 0, 0, 60]
                    views: [{id: title, kind: label, text: Title}]
                    constraints: [title.leading == header.margins.leading, title.centerY == header.centerY]
                  tableFooterView: {id: footer, frame: [0, 0, 0, 30]}
                  sections:
                    - cells: [{id: one, style: default, text: One}, {id: two, style: default, text: Two}]
              constraints: ["H:|[table]|", "V:|[table]|"]
            """)
        #expect(report.frame("header") == [0, 0, 375, 60])
        #expect(report.frame("title").prefix(2) == [8, 19.75])
        #expect(report.frame("one") == [0, 60, 375, 44])
        #expect(report.frame("two") == [0, 104, 375, 44])
        #expect(report.frame("footer") == [0, 148, 375, 30])
        #expect(report.diagnostics.isEmpty)
    }
}
