import Foundation

/// The constraints a table makes to place its sections, as UIKit's table places its rows by
/// frames: its header view, each section's header, rows and footer, and its footer view, each
/// under the one before, from the content's top, as wide as the table (the sections' less the
/// inset-grouped inset); rows at the row height or, self-sizing, pulled to their content's
/// least height at priority 50; the content as tall as all of them and as wide as the table.
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
        /// Places `view` under the one before (`spacing` below it), `height` high or fitted,
        /// `sideInset` (the sections' inset unless given) in from the table's sides.
        func place(_ view: View, height: CGFloat?, sideInset: CGFloat? = nil, spacing: CGFloat = 0) {
            let sideInset = sideInset ?? inset
            layout.relate("UITableView-row-left", at: index, view, .left, to: content, constant: sideInset)
            layout.relate("UITableView-row-width", at: index, view, .width, to: table, constant: -2 * sideInset)
            if let previous {
                layout.relate("UITableView-row-top", at: index, view, .top, to: previous, .bottom, constant: spacing)
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
        if let header = table.tableHeaderView { place(header, height: table.tableHeaderHeight, sideInset: 0) }
        for section in table.sections {
            if let header = section.header { place(header, height: section.headerHeight ?? table.headerHeight(header)) }
            for cell in section.cells {
                let height = cell.rowHeight ?? table.rowHeight
                place(cell, height: height == TableView.automaticDimension ? nil : height)
            }
            if let footer = section.footer { place(footer, height: table.footerHeight(footer)) }
        }
        let lastSectionSpace = untitledFooterSpace
        if let footer = table.tableFooterView {
            place(footer, height: table.tableFooterHeight, sideInset: 0, spacing: lastSectionSpace)
        }
        layout.relate("UITableView-contentWidth", content, .width, to: table)
        if let previous {
            layout.relate("UITableView-contentHeight", content, .bottom, to: previous,
                          constant: table.tableFooterView == nil ? lastSectionSpace : 0)
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
