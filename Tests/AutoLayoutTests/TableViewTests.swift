import AutoLayout
import Foundation
import Testing

/// UITableView's layout: rows one under the other at their heights (fixed or self-sizing),
/// section titles, the inset grouped style's inset, cells' content views and margins.
@Suite struct TableViewTests {
    /// A table filling the root view of `device` in `orientation`; a table always bounces, so
    /// its content starts below the status bar, whose 20 pt are the content offset.
    private func makeTable(_ style: TableView.Style, _ device: String = "iphone-8",
                           orientation: Orientation = .portrait) -> (Window, TableView) {
        let (window, root) = makeWindow(device, orientation: orientation)
        let table = addConstrainedView(TableView(style: style), to: root, "table")
        LayoutConstraint.activate([
            table.leadingAnchor.constraint(equalTo: root.leadingAnchor), table.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            table.topAnchor.constraint(equalTo: root.topAnchor), table.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        return (window, table)
    }

    /// Rows of a fixed height one under the other from the content's top, as wide as the table;
    /// the content as tall as the rows. IBAnimatable `UserInterfaceGradients.storyboard` (a
    /// plain table, rowHeight 44) stores its rows at y 0, 44, 88, 132, 176, 220, 375 wide.
    @Test func fixedRowHeights() {
        let (window, table) = makeTable(.plain)
        table.rowHeight = 44
        let cells = (0..<6).map { _ in TableViewCell(style: .default) }
        table.appendSection(cells: cells)
        window.layoutIfNeeded()
        for (index, cell) in cells.enumerated() { expectFrame(cell.frame, 0, CGFloat(index) * 44, 375, 44) }
        expectFrame(cells[0].contentView.frame, 0, 0, 375, 44)
        #expect(table.contentSize == CGSize(width: 375, height: 6 * 44))
    }

    /// A row's own height wins over the table's (a storyboard cell's custom row height, a
    /// delegate's `heightForRowAt`), and a section header given a height has it: ResearchKit
    /// `ORKCatalog-Main.storyboard`'s grouped prototypes (table rowHeight 44, the third cell's
    /// 210) under the canvas's 32 pt header, at y 32, 76, 120 and 330 as Xcode stores them.
    /// Made self-sizing, the third row of the `default` style is a separator short of the
    /// standard 44: 43.5 on the iPhone 8's 2× screen, the fourth from 163.5.
    @Test func rowsOfTheirOwnHeight() {
        let (window, table) = makeTable(.grouped)
        table.rowHeight = 44
        let cells = (0..<4).map { _ in TableViewCell(style: .default) }
        cells[2].rowHeight = 210
        table.appendSection(headerTitle: "", headerHeight: 32, cells: cells)
        window.layoutIfNeeded()
        let frames = cells.map { [$0.frame.minY, $0.frame.height] }
        #expect(frames == [[32, 44], [76, 44], [120, 210], [330, 44]])
        cells[2].rowHeight = TableView.automaticDimension
        window.layoutIfNeeded()
        #expect(cells[2].frame.height == 43.5 && cells[3].frame.minY == 163.5)
    }

    /// The table's header view sits above the first section at the height its frame had, as
    /// wide as the table even in the inset grouped style; its footer view below the last
    /// section, after a grouped table's untitled footer (18). In a 375-wide inset grouped table
    /// with 44 pt rows: the header 0 to 65, an untitled section's rows after its untitled
    /// header (18) at 83 and 127 (16 in, as a table 375 wide insets its rows: 343 wide), the
    /// footer view at 127 + 44 + 18 = 189, 40 high; the content 229, and without the footer
    /// view 189 and the grouped styles' 20 pt of bottom padding, 209.
    @Test func headerAndFooterViews() {
        let (window, table) = makeTable(.insetGrouped)
        table.rowHeight = 44
        let header = View(frame: CGRect(x: 0, y: 0, width: 100, height: 65))
        let footer = View(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        table.tableHeaderView = header
        table.tableFooterView = footer
        let cells = (0..<2).map { _ in TableViewCell(style: .default) }
        table.appendSection(cells: cells)
        window.layoutIfNeeded()
        expectFrame(header.frame, 0, 0, 375, 65)
        expectFrame(cells[0].frame, 16, 83, 343, 44)
        expectFrame(cells[1].frame, 16, 127, 343, 44)
        expectFrame(footer.frame, 0, 189, 375, 40)
        #expect(table.contentSize == CGSize(width: 375, height: 229))
        table.tableFooterView = nil
        window.layoutIfNeeded()
        #expect(footer.superview == nil && table.contentSize.height == 209)
    }

    /// A grouped table's sections without titles keep their untitled header and footer as
    /// space (18 each, NetNewsWire's static tables: the first row at 18, 36 between sections);
    /// a titled header after a section is 38 high, under the untitled footer before it
    /// (NetNewsWire's Settings: 18 + 38 = 56 between titled sections). With 44 pt rows: an
    /// untitled section's row at 18, the next untitled one's at 18 + 44 + 36 = 98, the titled
    /// one's at 142 + 18 + 38 = 198, the content 18 below it and 20 more of bottom padding (a
    /// table without a footer view). With 10 pt untitled headers and footers (Alamofire's
    /// example, whose titled sections are 10 + 38 = 48 apart): 10, 74, 166.
    @Test func groupedUntitledSections() {
        let (window, table) = makeTable(.grouped)
        table.rowHeight = 44
        let cells = (0..<3).map { _ in TableViewCell(style: .default) }
        table.appendSection(cells: [cells[0]])
        table.appendSection(cells: [cells[1]])
        table.appendSection(headerTitle: "Titled", cells: [cells[2]])
        window.layoutIfNeeded()
        #expect(cells.map(\.frame.minY) == [18, 98, 198])
        #expect(abs(table.contentSize.height - (198 + 44 + 18 + 20)) < 0.001)
        table.untitledSectionHeaderHeight = 10
        table.untitledSectionFooterHeight = 10
        window.layoutIfNeeded()
        #expect(cells.map(\.frame.minY) == [10, 74, 166])
    }

    /// LNPopupController `TestingScene-Main.storyboard` (insetGrouped, 393 wide, rows 51 high):
    /// Xcode stores the rows at x 20, 353 wide, the first section's from 55.333, the second's
    /// first row at 538.667 (8 rows later, past a one-line footer and the next titled header:
    /// 463.333 + 20 + 55.333), and a section after a two-line footer 16 lower still (each
    /// section has a footer title, so its header takes 7.333 of the footer's padding:
    /// 30 + 45.333 and 46 + 45.333).
    @Test func insetGroupedSections() {
        let (window, table) = makeTable(.insetGrouped, "iphone-15")
        table.rowHeight = 51
        let first = (0..<8).map { _ in TableViewCell(style: .default) }
        let second = [TableViewCell(style: .default)]
        let third = [TableViewCell(style: .default)]
        table.appendSection(headerTitle: "Standard Scenes", cells: first, footerTitle: "Presents a standard test scene.")
        table.appendSection(headerTitle: "Demo App", cells: second,
                            footerTitle: "Presents a rudimentary recreation of a music app, with a long footer that takes two lines.")
        table.appendSection(headerTitle: "Custom Container", cells: third,
                            footerTitle: "Presents a scene with a custom container controller.")
        window.layoutIfNeeded()
        expectFrame(first[0].frame, 20, 55 + 1.0 / 3, 353, 51)
        expectFrame(first[7].frame, 20, 55 + 1.0 / 3 + 7 * 51, 353, 51)
        expectFrame(second[0].frame, 20, 538 + 2.0 / 3, 353, 51)
        expectFrame(third[0].frame, 20, 538 + 2.0 / 3 + 51 + 36 + 55 + 1.0 / 3, 353, 51)
    }

    /// A grouped table's titled headers at the xSmall text size are 32 pt, not 38: Esri's CQL
    /// query sample, laid out at that size by Xcode 12.5, stores its first titled rows from 49.5
    /// (32 + 17.333, rounded up to the pixel at 2x) and the next section's 50 under the row
    /// before (18 + 32).
    @Test func groupedTitledHeadersAtTheExtraSmallTextSize() {
        let (window, table) = makeTable(.grouped, "iphone-11")
        window.traitOverrides = TraitPredicate(preferredContentSizeCategory: .extraSmall)
        table.rowHeight = 44
        let cells = [TableViewCell(style: .default), TableViewCell(style: .default)]
        table.appendSection(headerTitle: "Parameters", cells: [cells[0]])
        table.appendSection(headerTitle: "From", cells: [cells[1]])
        window.layoutIfNeeded()
        expectFrame(cells[0].frame, 0, 49.5, 414, 44)
        expectFrame(cells[1].frame, 0, 49.5 + 44 + 18 + 32, 414, 44)
    }

    /// raywenderlich `07-layout-guide-Contacts.storyboard` (iPad, 1024 wide): a table view
    /// controller's row with a detail button has a 980-wide content view (the root's 20 pt
    /// margin, which an iPad's regular width gives, and 24 of accessory off 1024), and its
    /// label, whose margins are 56 and 19 from the content's edges, is at (48, 11).
    @Test func accessoryNarrowsTheContentView() {
        let window = Window(device: DeviceCatalog.device(named: "ipad")!, orientation: .landscape)
        let table = TableView(style: .plain)
        window.rootViewController = ViewController(view: table)
        table.rowHeight = 43.5
        let cell = TableViewCell()
        cell.accessoryType = .detailButton
        let label = addConstrainedView(Label(text: "Label"), to: cell.contentView, "label")
        LayoutConstraint.activate([
            label.layoutMarginsGuide.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 56),
            label.layoutMarginsGuide.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 19),
        ])
        table.appendSection(cells: [cell])
        window.layoutIfNeeded()
        expectFrame(cell.contentView.frame, 0, 0, 980, 43.5)
        #expect(label.frame.origin == CGPoint(x: 48, y: 11))
    }

    /// A `default` style row's text fills the content view's height and runs to its trailing
    /// margin (NetNewsWire's rows, 374 wide: 20, 0, 334, 51), or, beside a disclosure
    /// indicator, to 8 pt before the content view's edge; the indicator takes the side
    /// margin and 11 pt (DKImagePickerController's 375-wide rows: a 347.5-wide content view
    /// and 323.5-wide text in Xcode 11, 348 and 324 here). A `value1` detail's top is below
    /// the text's by the whole points between their ascenders, and the taller text is centred
    /// at a whole point, as UIKit's value1 layout manager places them.
    @Test func builtInStylesPlaceTheirLabels() {
        let (window, table) = makeTable(.plain)
        table.rowHeight = 44
        let plain = TableViewCell(style: .default), disclosed = TableViewCell(style: .default)
        let valued = TableViewCell(style: .value1)
        plain.textLabel?.text = "Import Subscriptions"
        disclosed.textLabel?.text = "Pick Any"
        disclosed.accessoryType = .disclosureIndicator
        valued.textLabel?.text = "Title"
        valued.detailTextLabel?.text = "Subtitle"
        valued.detailTextLabel?.font = Font(size: 13)
        table.appendSection(cells: [plain, disclosed, valued])
        window.layoutIfNeeded()
        expectFrame(plain.textLabel!.frame, 16, 0, 343, 44)
        expectFrame(disclosed.contentView.frame, 0, 0, 348, 44)
        expectFrame(disclosed.textLabel!.frame, 16, 0, 324, 44)
        let text = valued.textLabel!, detail = valued.detailTextLabel!
        func ascender(_ label: Label) -> CGFloat {
            window.textMeasurer.measure(label.text ?? "", font: label.font, numberOfLines: 1, width: nil).firstBaseline
        }
        #expect(detail.frame.minY - text.frame.minY == (ascender(text) - ascender(detail)).rounded())
        #expect(text.frame.minY == ((44 - text.frame.height) / 2).rounded(.up))
    }

    /// A row's side margin is 20 pt only on a screen that wants wide content margins (UIKit's
    /// `-[UIScreen _wantsWideContentMargins]`), which is the device's answer, not the window's
    /// width: a phone wider than 375 pt in portrait, whatever its orientation, and no iPad. A
    /// table that is not a controller's view takes no root margins, so its `default` rows'
    /// text starts at that margin:
    /// - an iPhone 12 (390 pt) with the iOS 17 SDK: 20 (OsmAnd's cells, Xcode 14.3 and 15.4);
    ///   with the iOS 18 SDK and later: 16 (OsmAnd's cells of Xcode 16.3 and 26), in landscape
    ///   too, after the 47 pt of the housing the row's margins are measured from: 63
    ///   (xdripswift's settings, Xcode 26, store 16 in a table inset by those 47 pt);
    /// - an iPhone 15 (393 pt): 20 (Firebase's and KeePassium's tables of Xcode 16 and 26);
    /// - an iPhone 8 turned to landscape (667 pt, 375 in portrait): 16, as UIKit compares the
    ///   screen's portrait bounds (`[U]`: no document has such rows);
    /// - an iPad: 16 (Monal's 704 pt table on a 12.9″ iPad, Xcode 15.4).
    @Test(arguments: [
        ("iphone-12", Orientation.portrait, 17, 20.0), ("iphone-12", .portrait, 18, 16), ("iphone-12", .landscape, 26, 63),
        ("iphone-15", .portrait, 26, 20), ("iphone-8", .landscape, 26, 16), ("ipad", .portrait, 26, 16),
    ])
    func rowMarginsFollowTheScreen(device: String, orientation: Orientation, sdk: Int, margin: CGFloat) {
        let (window, table) = makeTable(.plain, device, orientation: orientation)
        window.linkedSDK = SDKVersion(major: sdk)
        let cell = TableViewCell(style: .default)
        cell.textLabel?.text = "Title"
        table.appendSection(cells: [cell])
        window.layoutIfNeeded()
        #expect(cell.textLabel?.frame.minX == margin)
    }

    /// A `subtitle` row, as UIKit's subtitle layout manager places it (LNPopupController's
    /// `MapScene.storyboard`, 90 pt rows on an iPhone 15): the detail right under the text,
    /// the two centred together at a whole point, then the 22 pt text alone higher by the most
    /// a 90 pt row allows it, 3 × 22 / 17 rounded to the pixel: 4 pt.
    @Test func subtitlePairIsCentred() {
        let (window, table) = makeTable(.plain, "iphone-15")
        table.rowHeight = 90
        let cell = TableViewCell(style: .subtitle)
        let text = cell.textLabel!, detail = cell.detailTextLabel!
        text.text = "7 min to work"
        text.font = Font(size: 22)
        detail.text = "Take Market St."
        detail.font = Font(size: 15)
        table.appendSection(cells: [cell])
        window.layoutIfNeeded()
        let textHeight = text.frame.height, detailHeight = detail.frame.height
        let top = ((90 - textHeight - detailHeight) / 2).rounded(.up)
        #expect(abs(text.frame.minY - (top - 4)) < 0.001)
        #expect(abs(detail.frame.minY - (top + textHeight)) < 0.001)
    }

    /// A `value2` row: the text in a 91 pt column at the leading margin, the detail 6 pt after
    /// it (ResearchKit's catalog on an iPhone 8: 16 and 113, as Xcode 13 stores them).
    @Test func value2TextColumn() {
        let (window, table) = makeTable(.plain)
        table.rowHeight = 44
        let cell = TableViewCell(style: .value2)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Subtitle"
        table.appendSection(cells: [cell])
        window.layoutIfNeeded()
        #expect([cell.textLabel!.frame.minX, cell.textLabel!.frame.width, cell.detailTextLabel!.frame.minX] == [16, 91, 113])
    }

    /// A self-sizing row whose content fits it in no height (a field centred, nothing above or
    /// below it) takes the table's standard row height less the separator, as UIKit falls back
    /// to the height the cell fits by itself, and so does a row of a built-in style whose text
    /// is shorter: 44 − 0.5 on a 2× screen, 52 − 1 in the Liquid Glass design (whose
    /// separators are a point thick); the whole 44 without separators, or for an app linked
    /// before iOS 13. raywenderlich's `07-layout-guide` (Xcode 11), twilio's quickstart
    /// (Xcode 14) and FloatingPanel's samples store such rows 43.5 high; NetNewsWire's
    /// Settings (Xcode 26) 51.
    @Test func collapsedRowsTakeTheStandardHeight() {
        let (window, table) = makeTable(.plain)
        let custom = TableViewCell()
        let field = addConstrainedView(View(), to: custom.contentView, "field")
        LayoutConstraint.activate([
            field.centerYAnchor.constraint(equalTo: custom.contentView.centerYAnchor), field.heightAnchor.constraint(equalToConstant: 22),
            field.leadingAnchor.constraint(equalTo: custom.contentView.leadingAnchor), field.widthAnchor.constraint(equalToConstant: 100),
        ])
        let builtIn = TableViewCell(style: .default)
        table.appendSection(cells: [custom, builtIn])
        window.layoutIfNeeded()
        expectFrame(custom.frame, 0, 0, 375, 43.5)
        expectFrame(field.frame, 0, 10.75, 100, 22)
        expectFrame(builtIn.frame, 0, 43.5, 375, 43.5)
        window.design = .liquidGlass
        window.layoutIfNeeded()
        expectFrame(custom.frame, 0, 0, 375, 51)
        expectFrame(builtIn.frame, 0, 51, 375, 51)
        window.design = .classic
        table.showsSeparators = false
        window.layoutIfNeeded()
        expectFrame(custom.frame, 0, 0, 375, 44)
        expectFrame(builtIn.frame, 0, 44, 375, 44)
        table.showsSeparators = true
        window.linkedSDK = SDKVersion(major: 12)
        window.layoutIfNeeded()
        expectFrame(custom.frame, 0, 0, 375, 44)
        expectFrame(builtIn.frame, 0, 44, 375, 44)
    }

    /// Self-sizing rows: a 30-high box between the content view's margins makes a row 30 plus
    /// twice the margin plus the separator high, its content view (whose box's height is
    /// required) the separator shorter, as UIKit's; a row of a built-in style whose text is
    /// shorter takes the standard row height less the separator; a switch accessory view sits
    /// by its frame on the trailing margin, 16 in, centred, and narrows the content by 16 + its
    /// width + 10. Classic: margins 11, a 0.5 pt separator, rows 52.5 and 43.5, a 51 × 31
    /// switch. Liquid Glass (an app built with the iOS 26 SDK): margins 15, a 1 pt separator,
    /// rows 61 and 51, a 63 × 28 switch.
    @Test(arguments: [
        (InterfaceDesign.classic, 52.5, 43.5, [375 - 16 - 51, 6.25, 51, 31]),
        (.liquidGlass, 61, 51, [375 - 16 - 63, 11.5, 63, 28]),
    ] as [(InterfaceDesign, CGFloat, CGFloat, [CGFloat])])
    func selfSizingRows(design: InterfaceDesign, boxRow: CGFloat, builtInRow: CGFloat, switchFrame: [CGFloat]) {
        let (window, table) = makeTable(.plain)
        window.design = design
        let (custom, box, builtIn) = appendBoxAndSwitchRows(to: table)
        window.layoutIfNeeded()
        let separator = table.separatorHeight
        expectFrame(custom.frame, 0, 0, 375, boxRow)
        expectFrame(custom.contentView.frame, 0, 0, 375, boxRow - separator)
        expectFrame(box.frame, 16, (boxRow - separator - 30) / 2, 100, 30)
        expectFrame(builtIn.frame, 0, boxRow, 375, builtInRow)
        expectFrame(builtIn.accessoryView!.frame, switchFrame[0], switchFrame[1], switchFrame[2], switchFrame[3])
        expectFrame(builtIn.contentView.frame, 0, 0, 375 - (16 + switchFrame[2] + 10), builtInRow)
    }

    /// A section of two rows: one whose 100 × 30 box fills its content view's margins
    /// vertically, and a `default` row with a switch as its accessory view.
    private func appendBoxAndSwitchRows(to table: TableView) -> (custom: TableViewCell, box: View, builtIn: TableViewCell) {
        let custom = TableViewCell()
        let box = addConstrainedView(View(), to: custom.contentView, "box")
        let margins = custom.contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: margins.topAnchor), box.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: margins.leadingAnchor), box.heightAnchor.constraint(equalToConstant: 30),
            box.widthAnchor.constraint(equalToConstant: 100),
        ])
        let builtIn = TableViewCell(style: .default)
        builtIn.textLabel?.text = "Wi-Fi"
        builtIn.setAccessoryView(Switch())
        table.appendSection(cells: [custom, builtIn])
        return (custom, box, builtIn)
    }

    /// Self-sizing rows below the screen keep their content's height: a row that preserves
    /// the table's margins takes at most the table's margin on an edge it reaches past, so
    /// its bottom margin does not grow with its distance below the table's bottom (which made
    /// NetNewsWire's Settings rows, past the screen, millions of points high). Twenty rows of
    /// a 30 pt box between 11 pt margins and a 0.5 pt separator: each 52.5 high, the last at
    /// 19 × 52.5.
    @Test func selfSizingRowsBelowTheScreen() {
        let (window, table) = makeTable(.plain)
        let cells = (0..<20).map { _ in TableViewCell() }
        for cell in cells {
            cell.preservesSuperviewLayoutMargins = true
            cell.contentView.preservesSuperviewLayoutMargins = true
            let box = addConstrainedView(View(), to: cell.contentView, "box")
            let margins = cell.contentView.layoutMarginsGuide
            LayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: margins.topAnchor), box.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                box.leadingAnchor.constraint(equalTo: margins.leadingAnchor), box.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
        table.appendSection(cells: cells)
        window.layoutIfNeeded()
        #expect(cells.map(\.frame.height) == Array(repeating: 52.5, count: 20))
        expectFrame(cells[19].frame, 0, 19 * 52.5, 375, 52.5)
    }

    /// A self-sizing custom row whose content gives it no height (no view laid out by
    /// constraints: raywenderlich's `10-adaptive-layout-Main.storyboard` has static rows with
    /// one fixed-frame button each) gets the standard 44 less the separator, as UIKit's "using
    /// standard height instead" does, not 0; rows under it follow at 43.5 (Xcode stores both
    /// rows 43.5 high).
    @Test func rowsWithoutContentHeightAreStandard() {
        let (window, table) = makeTable(.plain)
        let fixed = TableViewCell()
        let button = Button(frame: CGRect(x: 16, y: 6, width: 121, height: 30))
        fixed.contentView.addSubview(button)
        let empty = TableViewCell()
        table.appendSection(cells: [fixed, empty])
        window.layoutIfNeeded()
        expectFrame(fixed.frame, 0, 0, 375, 43.5)
        expectFrame(empty.frame, 0, 43.5, 375, 43.5)
        expectFrame(button.frame, 16, 6, 121, 30)
    }
}
