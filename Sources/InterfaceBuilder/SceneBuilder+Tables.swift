import AutoLayout
import Foundation

/// Tables as Interface Builder's canvas shows them: their sections or prototype cells, the
/// headers and footers each Xcode draws, the cells of each style and their accessories.
extension SceneBuilder {
    /// A table's rows: a static table's sections (`<sections>`, with their titles), or a
    /// dynamic one's prototype cells, shown once each under the prototypes' header, as
    /// Interface Builder's canvas shows them; a plain table's sections under the same header,
    /// which the canvas draws over its untitled sections too, and over its untitled footers
    /// and the prototypes' from Xcode 11 on (its betas' 14868).
    func addSections(to table: TableView, from element: IBElement) throws(IBError) {
        let toolsVersion = scene.context.toolsVersion
        let sections = element.grandchildren(of: "sections").filter { $0.tag == "tableViewSection" }
        let staticRowEstimate = try Self.xcode12ToolsVersions.contains(toolsVersion) ? estimatedRowHeight(of: table, element) : nil
        for section in sections {
            let cells = try section.grandchildren(of: "cells").filter { $0.tag == "tableViewCell" }.map { element throws(IBError) in
                let cell = try makeCell(element)
                if let staticRowEstimate, cell.rowHeight == nil { cell.rowHeight = staticRowEstimate }
                return cell
            }
            let footerTitle = section["footerTitle"] ?? canvasFooterTitle(of: table)
            let footerHeight = section["footerTitle"] == nil ? canvasFooterHeight(of: table) : nil
            if let title = section["headerTitle"] {
                let height = table.style == .plain ? Self.plainPrototypesHeaderHeight(toolsVersion: toolsVersion) : nil
                table.appendSection(headerTitle: title, headerHeight: height, cells: cells, footerTitle: footerTitle,
                                    footerHeight: footerHeight)
            } else {
                let height = table.style == .plain ? Self.untitledSectionHeaderHeight(toolsVersion: toolsVersion) : nil
                table.appendSection(headerTitle: height.map { _ in "" }, headerHeight: height, cells: cells,
                                    footerTitle: footerTitle, footerHeight: footerHeight)
            }
        }
        let prototypes = element.grandchildren(of: "prototypes").filter { $0.tag == "tableViewCell" }
        if !prototypes.isEmpty {
            let cells = try prototypes.map { cell throws(IBError) in try makeCell(cell) }
            var height = Self.prototypesHeaderHeight(style: table.style, toolsVersion: toolsVersion)
            // An automatic height (-1, UIKit's `automaticDimension`) leaves the header at its own.
            if table.style == .plain, toolsVersion < Self.firstToolsVersionWithFixedPrototypesHeader,
               let own = try IBNumber.value(element, "sectionHeaderHeight", source: source, in: -1 ... IBNumber.lengthLimit),
               own >= 0 {
                height = CGFloat(own)
            }
            table.appendSection(headerTitle: Self.prototypesHeaderTitle, headerHeight: height, cells: cells,
                                footerTitle: canvasFooterTitle(of: table), footerHeight: canvasFooterHeight(of: table))
        }
    }

    /// The title of the empty footer Xcode's canvas draws under a plain table's untitled
    /// sections and its prototypes from Xcode 11 (``firstToolsVersionWithSectionHeaders``); nil
    /// where it draws none.
    private func canvasFooterTitle(of table: TableView) -> String? {
        table.style == .plain && scene.context.toolsVersion >= Self.firstToolsVersionWithSectionHeaders ? "" : nil
    }

    /// The height of that empty footer: 22.5 pt in Xcode 13, whose prototypes' header is its
    /// 22 pt of top padding over as much, and the plain style's titled 28 in the other Xcodes
    /// (nil: the table's own), as the documents store their table footer views
    /// (docs/table-views.md).
    private func canvasFooterHeight(of table: TableView) -> CGFloat? {
        guard canvasFooterTitle(of: table) != nil, Self.xcode13ToolsVersions.contains(scene.context.toolsVersion) else { return nil }
        return Self.xcode13PlainFooterHeight
    }

    /// The `toolsVersion`s of Xcode 13, whose canvas draws a plain table's prototypes' header
    /// 44.5 pt high and its empty footers 22.5.
    static let xcode13ToolsVersions = 19000..<21000

    /// The empty footer Xcode 13's canvas draws under a plain table's sections: 22.5 pt.
    static let xcode13PlainFooterHeight: CGFloat = 22.5

    /// The title of the header Xcode's canvas draws above a dynamic table's prototypes.
    static let prototypesHeaderTitle = "Prototype Cells"

    /// The height of the "Prototype Cells" header Xcode's canvas draws above a dynamic table's
    /// prototypes, by the Xcode that saved the document, as the documents' first prototypes
    /// show (docs/decisions.md): in a plain table 28 pt before Xcode 12.5, 24.5 in Xcode 12.5,
    /// whose canvas sets text at the xSmall size, 44.5 in Xcode 13, 50 from Xcode 14 (iOS 15's
    /// 22 pt `sectionHeaderTopPadding` over the 28 pt header); in a grouped table nil, the
    /// table's own first titled header.
    static func prototypesHeaderHeight(style: TableView.Style, toolsVersion: Int) -> CGFloat? {
        style == .plain ? plainPrototypesHeaderHeight(toolsVersion: toolsVersion) : nil
    }

    /// The first `toolsVersion` whose canvas draws a plain table's "Prototype Cells" header at
    /// its own height whatever the table's `sectionHeaderHeight`: Xcode 11's, from its first
    /// betas; the Xcodes before draw it at that height (docs/decisions.md).
    static let firstToolsVersionWithFixedPrototypesHeader = 14800

    /// The "Prototype Cells" header of a plain table: 28, 24.5, 44.5 or 50 pt by the Xcode.
    private static func plainPrototypesHeaderHeight(toolsVersion: Int) -> CGFloat {
        switch toolsVersion {
        case ..<18000: 28
        case ..<xcode13ToolsVersions.lowerBound: 24.5
        case ..<xcode13ToolsVersions.upperBound: 44.5
        default: 50
        }
    }

    /// The header Xcode's canvas draws over a plain table's untitled static section: the
    /// prototypes' from Xcode 11, none before (nil then), as the documents of
    /// docs/table-views.md store their first rows. A titled section's header is the same
    /// height in every Xcode.
    static func untitledSectionHeaderHeight(toolsVersion: Int) -> CGFloat? {
        toolsVersion < Self.firstToolsVersionWithSectionHeaders ? nil : plainPrototypesHeaderHeight(toolsVersion: toolsVersion)
    }

    /// The build of Xcode 11's betas (14868), where the canvas began to draw a plain static table's
    /// untitled headers and footers, the prototypes' header's height and a title's 28 pt
    /// (docs/table-views.md).
    static let firstToolsVersionWithSectionHeaders = 14868

    /// The `toolsVersion`s of Xcode 12, whose canvas does not size a self-sizing table's
    /// static rows to their content but shows them at the table's estimated row height (the
    /// app sizes them to their content).
    static let xcode12ToolsVersions = 17000..<19000

    /// The height Xcode 12's canvas shows a self-sizing table's static rows at: its estimated
    /// row height, UIKit's standard 44 unless the document sets one; nil for a table of fixed
    /// rows.
    private func estimatedRowHeight(of table: TableView, _ element: IBElement) throws(IBError) -> CGFloat? {
        guard table.rowHeight == TableView.automaticDimension else { return nil }
        guard let estimate = try IBNumber.value(element, "estimatedRowHeight", source: source, in: -1e9 ... 1e9),
              estimate > 0 else { return TableMetrics.standardRowHeight(.classic) }
        return CGFloat(estimate)
    }

    /// How far beyond a row's side margin each accessory narrows the content view in the
    /// canvas of the Xcode of `toolsVersion`, as the documents store their content views
    /// (docs/table-views.md). The disclosure indicator: 18 pt before Xcode 11, 11 from Xcode
    /// 11's betas to 12.4, 9.5 in Xcode 12.5 and 13.0, 8.5 in Xcode 13.1 to 13.4, 10.5 from
    /// Xcode 14 on. The detail disclosure button changed with it: 51, 43 (`[U]` for 12.5, which
    /// no document shows), 37 in Xcode 13, 42.5. The detail button was iOS 12's, 32, before
    /// Xcode 11; Xcode 13 drew it and the checkmark 20.5, every other Xcode 24.
    static func accessoryWidths(toolsVersion: Int) -> TableViewCell.AccessoryWidths {
        switch toolsVersion {
        case ..<firstToolsVersionOfNarrowDisclosure: .init(disclosureIndicator: 18, checkmark: 24, detailButton: 32, detailDisclosureButton: 51)
        case ..<18000: TableMetrics.accessoryWidths
        case ..<xcode13ToolsVersions.lowerBound: .init(disclosureIndicator: 9.5, checkmark: 24, detailButton: 24, detailDisclosureButton: 43)
        case ..<19500: .init(disclosureIndicator: 9.5, checkmark: 20.5, detailButton: 20.5, detailDisclosureButton: 37)
        case ..<xcode13ToolsVersions.upperBound: .init(disclosureIndicator: 8.5, checkmark: 20.5, detailButton: 20.5, detailDisclosureButton: 37)
        default: .init(disclosureIndicator: 10.5, checkmark: 24, detailButton: 24, detailDisclosureButton: 42.5)
        }
    }

    /// The build of Xcode 11's betas (14868), whose canvas draws a disclosure indicator 11 pt wide after
    /// the side margin, not 18. Beside the wide one a built-in style's text ends 1 pt before
    /// the content view's edge, not 8: 19 pt inside the side margin either way.
    static let firstToolsVersionOfNarrowDisclosure = 14868

    /// A cell of a table, configured from its element, its stored frame kept to check layout
    /// against (the table places it).
    private func makeCell(_ element: IBElement) throws(IBError) -> TableViewCell {
        let resolved = IBVariation.resolved(element, traits: traits)
        guard let cell = IBViewKind(resolved).makeView(frame: .zero) as? TableViewCell else { return TableViewCell() }
        try configure(cell, as: resolved, isRoot: true)
        if let id = resolved.id { storedFrames[id] = try storedFrame(of: resolved) }
        return cell
    }

    /// A table's header and footer views (`tableHeaderView`, `tableFooterView`), placed by the
    /// table above and below its sections at the heights the document stores.
    func addHeaderAndFooterViews(to table: TableView, from element: IBElement) throws(IBError) {
        try addViews(["tableHeaderView", "tableFooterView"], of: element, placedByLayout: true) { key, view in
            if key == "tableHeaderView" { table.tableHeaderView = view } else { table.tableFooterView = view }
        }
    }

    /// A cell's accessory view (a switch), placed by the cell.
    func addAccessoryView(_ element: IBElement, to cell: TableViewCell) throws(IBError) {
        let resolved = IBVariation.resolved(element, traits: traits)
        let view = IBViewKind(resolved).makeView(frame: try storedFrame(of: resolved))
        cell.setAccessoryView(view)
        try configure(view, as: resolved, isRoot: true)
    }
}
