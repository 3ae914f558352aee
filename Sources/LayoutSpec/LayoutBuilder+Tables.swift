import AutoLayout
import Foundation

extension LayoutBuilder {
    /// Builds a table's header and footer views and its sections: each cell configured (its
    /// views in its content view), then handed to the table with the section's titles.
    func addSections(_ table: TableSpec, to view: View) throws(SpecError) {
        guard let tableView = view as? TableView else { return }
        tableView.tableHeaderView = try makeHeaderOrFooterView(table.headerView)
        tableView.tableFooterView = try makeHeaderOrFooterView(table.footerView)
        for section in table.sections {
            var cells: [TableViewCell] = []
            for cellSpec in section.cells {
                guard let cell = ViewKind.makeView(for: cellSpec, frame: .zero) as? TableViewCell else { continue }
                register(cellSpec, item: cell)
                try configure(cell, as: cellSpec)
                cells.append(cell)
            }
            tableView.appendSection(headerTitle: section.headerTitle, cells: cells, footerTitle: section.footerTitle)
            let number = tableView.sections.count - 1
            tableView.sections.last?.header?.identifier = "\(view.identifier ?? "").section\(number).header"
            tableView.sections.last?.footer?.identifier = "\(view.identifier ?? "").section\(number).footer"
        }
    }

    /// A table's header or footer view, at its written frame (whose height the table keeps).
    private func makeHeaderOrFooterView(_ spec: ViewSpec?) throws(SpecError) -> View? {
        guard let spec, let view = ViewKind.makeView(for: spec, frame: spec.frame ?? .zero) else { return nil }
        register(spec, item: view)
        try configure(view, as: spec)
        return view
    }

    /// Names a cell's built-in views after it, builds its accessory view and applies a
    /// prototype row's data to the row's views.
    func configureCell(_ view: View, _ cellSpec: CellSpec) throws(SpecError) {
        guard let cell = view as? TableViewCell else { return }
        let id = cell.identifier ?? ""
        cell.textLabel?.identifier = id + ".textLabel"
        cell.detailTextLabel?.identifier = id + ".detailTextLabel"
        cell.imageView?.identifier = id + ".imageView"
        if let accessorySpec = cellSpec.accessoryView, let accessory = ViewKind.makeView(for: accessorySpec, frame: .zero) {
            cell.setAccessoryView(accessory)
            register(accessorySpec, item: accessory)
            try configure(accessory, as: accessorySpec)
        }
    }

    /// Applies a prototype row's data to the row's views (through the row's scope).
    func applyRowData(of spec: ViewSpec) throws(SpecError) {
        guard spec.isRow, let scope = spec.rowScope else { return }
        for setting in spec.rowData { try applyRowData(setting, scope: scope) }
    }

    /// Builds a collection view's items.
    func addItems(_ cellSpecs: [ViewSpec], to view: View) throws(SpecError) {
        guard let collection = view as? CollectionView else { return }
        var cells: [CollectionViewCell] = []
        for cellSpec in cellSpecs {
            guard let cell = ViewKind.makeView(for: cellSpec, frame: .zero) as? CollectionViewCell else { continue }
            register(cellSpec, item: cell)
            try configure(cell, as: cellSpec)
            cells.append(cell)
        }
        collection.appendCells(cells)
    }

    /// Sets one `id.key: value` of a row's data on the row's view of that prototype id.
    private func applyRowData(_ setting: VariantSpec.Setting, scope: [String: String]) throws(SpecError) {
        guard case .view(let property, let key) = setting.value else {
            throw setting.location.error("a row sets its views' properties (id.key: value), not constraints'")
        }
        guard let id = scope[setting.target], let view = views[id], let kind = kinds[id] else {
            throw setting.location.error(NameSuggestion.unknown("view", setting.target, in: "the prototype",
                                                                among: scope.keys.sorted()))
        }
        if let mismatch = key.mismatch(with: kind) { throw setting.location.error(mismatch) }
        property.apply(to: view, views: views)
    }

    /// The constraints of the rows made from prototypes, each row's resolved in its own
    /// scope (the prototype's ids naming the row's views), in document order.
    func resolveRows(_ subtree: [ViewSpec]) throws(SpecError) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for row in subtree where row.isRow {
            scope = row.rowScope ?? [:]
            defer { scope = [:] }
            result += try resolveConstraints(of: row.subtree.map(\.constraints).joined())
        }
        return result
    }
}
