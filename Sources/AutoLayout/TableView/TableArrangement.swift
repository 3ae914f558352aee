import Foundation

/// The constraints a table makes to place its sections, as UIKit's table places its rows by
/// frames: each header, row and footer as wide as the table (less the inset-grouped inset),
/// each under the one before, from the content's top; rows at the row height or, self-sizing,
/// pulled to their content's least height at priority 50; the content as tall as the sections
/// and as wide as the table.
struct TableArrangement {
    let table: TableView
    private let layout: GeneratedLayout

    init(_ table: TableView) {
        self.table = table
        layout = GeneratedLayout(owner: table)
    }

    func generate() {
        let content = table.contentLayoutGuide, inset = table.sectionInset
        var previous: View?
        var index = 0
        func place(_ view: View, height: CGFloat?) {
            layout.relate("UITableView-row-left", at: index, view, .left, to: content, constant: inset)
            layout.relate("UITableView-row-width", at: index, view, .width, to: table, constant: -2 * inset)
            if let previous {
                layout.relate("UITableView-row-top", at: index, view, .top, to: previous, .bottom)
            } else {
                layout.relate("UITableView-row-top", at: index, view, .top, to: content)
            }
            if let height {
                layout.fix("UITableView-row-height", at: index, view, .height, constant: height)
            } else {
                layout.fix("UITableView-row-fitting", at: index, view, .height, constant: 0, priority: .fittingSizeLevel)
            }
            previous = view
            index += 1
        }
        for section in table.sections {
            if let header = section.header { place(header, height: section.headerHeight ?? table.headerHeight(header)) }
            for cell in section.cells {
                let height = cell.rowHeight ?? table.rowHeight
                place(cell, height: height == TableView.automaticDimension ? nil : height)
            }
            if let footer = section.footer { place(footer, height: table.footerHeight(footer)) }
        }
        layout.relate("UITableView-contentWidth", content, .width, to: table)
        if let previous {
            layout.relate("UITableView-contentHeight", content, .bottom, to: previous, constant: untitledFooterSpace)
        } else {
            layout.fix("UITableView-contentHeight", content, .height, constant: 0)
        }
    }

    /// The space after the last section when it has no footer view: a grouped table's
    /// untitled footer.
    private var untitledFooterSpace: CGFloat {
        guard table.style != .plain, table.sections.last?.footer == nil else { return 0 }
        return table.footerHeight(nil)
    }
}
