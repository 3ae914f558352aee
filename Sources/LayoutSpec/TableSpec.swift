import AutoLayout
import Foundation

/// What a table view or a table cell has beyond a view's keys: a table's style and sections,
/// a cell's style, accessory view, and, for a row made from a prototype, its data.
indirect enum KindSpec {
    case none
    case table(TableSpec)
    case cell(CellSpec)
    /// A collection view's items.
    case collection([ViewSpec])

    /// The views it holds (a table's rows, a cell's accessory view), in document order.
    var children: [ViewSpec] {
        switch self {
        case .none: []
        case .table(let table): [table.headerView].compactMap { $0 } + table.sections.flatMap(\.cells) + [table.footerView].compactMap { $0 }
        case .cell(let cell): cell.accessoryView.map { [$0] } ?? []
        case .collection(let cells): cells
        }
    }
}

/// A table's `style`, `sections`, and its `tableHeaderView` and `tableFooterView`.
struct TableSpec {
    let style: TableView.Style
    let sections: [SectionSpec]
    let headerView: ViewSpec?
    let footerView: ViewSpec?

    static let keys = ["style", "sections", "tableHeaderView", "tableFooterView"]
}

/// One section of a table: its titles and rows. Rows are cells written out (`cells`), or made
/// from a `prototype` cell, one per entry of `rows`, each entry setting the row's properties
/// (`id.key: value`, the ids the prototype's).
struct SectionSpec {
    let headerTitle: String?
    let footerTitle: String?
    /// The rows: the cells written out, then the prototype's rows.
    let cells: [ViewSpec]

    static let keys = ["headerTitle", "footerTitle", "cells", "prototype", "rows"]
}

/// A table cell's `style` and `accessoryView`.
struct CellSpec {
    let style: TableViewCell.Style
    let accessoryView: ViewSpec?
}

extension TableSpec {
    init(_ entries: SpecMapping, viewCount: inout Int) throws(SpecError) {
        style = try entries["style"]?.choice(TableView.Style.self, "a table style") ?? .plain
        var sections: [SectionSpec] = []
        for node in try entries["sections"]?.sequence("a list of sections") ?? [] {
            sections.append(try SectionSpec(node, viewCount: &viewCount))
        }
        self.sections = sections
        headerView = try TableSpec.headerOrFooterView(entries, "tableHeaderView", viewCount: &viewCount)
        footerView = try TableSpec.headerOrFooterView(entries, "tableFooterView", viewCount: &viewCount)
    }

    /// The view under `key`: a view, not a guide, which the table places.
    private static func headerOrFooterView(_ entries: SpecMapping, _ key: String, viewCount: inout Int) throws(SpecError) -> ViewSpec? {
        guard let node = entries[key] else { return nil }
        let view = try ViewSpec(from: node, isRoot: false, viewCount: &viewCount)
        if view.kind == .guide { throw node.error("a table's \(key) is a view, not a guide") }
        return view
    }
}

extension SectionSpec {
    init(_ node: SpecNode, viewCount: inout Int) throws(SpecError) {
        let entries = try node.mapping("a section {headerTitle, footerTitle, cells, prototype, rows}")
        try entries.checkKeys(SectionSpec.keys, in: "a section")
        headerTitle = try entries["headerTitle"]?.string("a title")
        footerTitle = try entries["footerTitle"]?.string("a title")
        cells = try SectionSpec.cells(entries, of: .tableViewCell, viewCount: &viewCount)
    }

    /// The cells of `entries`: its `cells` written out, then a copy of its `prototype` for
    /// each of its `rows`.
    static func cells(_ entries: SpecMapping, of cellKind: ViewKind, viewCount: inout Int) throws(SpecError) -> [ViewSpec] {
        var cells: [ViewSpec] = []
        for element in try entries["cells"]?.sequence("a list of cells") ?? [] {
            cells.append(try ViewSpec(from: element, isRoot: false, impliedKind: cellKind, viewCount: &viewCount))
        }
        if let rows = entries["rows"], entries["prototype"] == nil {
            throw rows.error("rows need a prototype cell to fill: give 'prototype'")
        }
        if let prototypeNode = entries["prototype"] {
            let prototype = try ViewSpec(from: prototypeNode, isRoot: false, impliedKind: cellKind, viewCount: &viewCount)
            let prototypeIDs = try prototype.uniqueSubtreeIDs()
            for (index, row) in try (entries["rows"]?.sequence("a list of rows, each a mapping of id.key: value") ?? []).enumerated() {
                var data: [VariantSpec.Setting] = []
                for entry in try row.mapping("a row: a mapping of id.key: value").entries {
                    data.append(try VariantSpec.Setting(entry))
                }
                viewCount += prototype.subtree.count
                guard viewCount <= ViewSpec.viewLimit else {
                    throw row.error("a spec holds at most \(ViewSpec.viewLimit) views and guides; this row makes view \(viewCount)")
                }
                cells.append(prototype.row(index, ids: prototypeIDs, data: data))
            }
        }
        return cells
    }
}

extension ViewSpec {
    /// The prototype's copy for row `index`: every id of its subtree (`ids`, each once)
    /// suffixed `#index`, the scope from the prototype's ids to the copy's, and the row's data.
    func row(_ index: Int, ids: [String], data: [VariantSpec.Setting]) -> ViewSpec {
        let scope = Dictionary(uniqueKeysWithValues: ids.map { ($0, "\($0)#\(index)") })
        var copy = renamed(scope)
        copy.isRow = true
        copy.rowData = data
        return copy
    }

    /// The view with its subtree's ids renamed by `scope`, each view remembering the scope.
    private func renamed(_ scope: [String: String]) -> ViewSpec {
        var copy = self
        copy.id = scope[id] ?? id
        copy.subviews = subviews.map { $0.renamed(scope) }
        switch kindSpec {
        case .none, .table, .collection: break
        case .cell(let cell):
            copy.kindSpec = .cell(CellSpec(style: cell.style, accessoryView: cell.accessoryView?.renamed(scope)))
        }
        copy.rowScope = scope
        return copy
    }
}
