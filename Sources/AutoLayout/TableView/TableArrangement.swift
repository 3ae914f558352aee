import Foundation

/// The constraints a table makes to place its sections, as UIKit's table places its rows by
/// frames: its header view, each section's header, rows and footer, and its footer view, each
/// under the one before, from the content's top, as wide as the table (the sections' less the
/// inset-grouped inset); rows at the row height or, self-sizing, pulled to their content's
/// least height at priority 50 until the layout settles, then at the height that measures; a grouped table's untitled headers and footers and its bottom padding as space; the
/// content as tall as all of them and as wide as the table.
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
        /// The space before the next view: a grouped table's untitled headers and footers.
        var space: CGFloat = 0
        /// Places `view` under the one before (or at the content's top), after the pending
        /// space, `height` high or fitted, `sideInset` (the sections' inset unless given) in
        /// from the table's sides.
        func place(_ view: View, height: CGFloat?, sideInset: CGFloat? = nil) {
            let sideInset = sideInset ?? inset
            layout.relate("UITableView-row-left", at: index, view, .left, to: content, constant: sideInset)
            // The table sets its rows' width from its own, by their frames, as UIKit's does:
            // the width the last pass gave the table, never a relation a row's content could
            // pull the table's width with.
            layout.fix("UITableView-row-width", at: index, view, .width, constant: max(table.alignmentFrame.width - 2 * sideInset, 0))
            if let previous {
                layout.relate("UITableView-row-top", at: index, view, .top, to: previous, .bottom, constant: space)
            } else {
                layout.relate("UITableView-row-top", at: index, view, .top, to: content, constant: space)
            }
            if let height {
                layout.fix("UITableView-row-height", at: index, view, .height, constant: height)
            } else {
                layout.fix("UITableView-row-fitting", at: index, view, .height, constant: 0, priority: .fittingSizeLevel)
            }
            previous = view
            index += 1
            space = 0
        }
        let grouped = table.style != .plain
        if let header = table.tableHeaderView { place(header, height: table.tableHeaderHeight, sideInset: 0) }
        for (sectionIndex, section) in table.sections.enumerated() {
            if let header = section.header {
                place(header, height: section.headerHeight
                    ?? table.headerHeight(header, isFirst: sectionIndex == 0, sectionHasFooter: section.footer != nil))
            } else if grouped {
                space += table.headerHeight(nil, isFirst: sectionIndex == 0)
            }
            for cell in section.cells { place(cell, height: rowHeight(of: cell)) }
            if let footer = section.footer {
                place(footer, height: section.footerHeight ?? table.footerHeight(footer))
            } else if grouped {
                space += table.footerHeight(nil)
            }
        }
        space += table.bottomPadding
        if let footer = table.tableFooterView { place(footer, height: table.tableFooterHeight, sideInset: 0) }
        layout.relate("UITableView-contentWidth", content, .width, to: table)
        if let previous {
            layout.relate("UITableView-contentHeight", content, .bottom, to: previous, constant: space)
        } else {
            layout.fix("UITableView-contentHeight", content, .height, constant: space)
        }
    }

    /// A row's height: its own or the table's; for a self-sizing row nil (fitted to its
    /// content's least height) while the table measures it, then the height it measured.
    private func rowHeight(of cell: TableViewCell) -> CGFloat? {
        if let height = table.fixedRowHeight(of: cell) { return height }
        guard case .measured(let height) = cell.rowSizing else { return nil }
        return height
    }
}
