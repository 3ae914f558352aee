import Foundation

/// Rows in sections: UIKit's `UITableView`, a scroll view, for layout.
///
/// The table places its sections' header, rows and footer one under the other, as wide as
/// the table (inset by 20 pt at the sides in the `insetGrouped` style): a row is ``rowHeight``
/// high, or with ``automaticDimension`` as high as its content's constraints make it and its
/// separator (the self-sizing of `UITableView.automaticDimension`: the content is measured at
/// its least height, pulled to it at priority 50, once the layout settles). Section titles get a header or footer view whose height depends on
/// the style (``TableMetrics``). The table's content is as tall as its sections.
public final class TableView: ScrollView {
    override public class var kindName: String { "UITableView" }

    /// UIKit's `UITableView.Style`.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case plain, grouped, insetGrouped
    }

    /// UIKit's `UITableView.automaticDimension`: rows as high as their content.
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    /// Each row's height, or ``automaticDimension`` (the default).
    public var rowHeight: CGFloat = TableView.automaticDimension {
        didSet { setNeedsLayout() }
    }
    /// The standard row height of the window's design (``TableMetrics/standardRowHeight(_:)``),
    /// ``TableMetrics/extraCellPadding`` more on a large iPad: a built-in style's content is at
    /// least this high.
    public var standardRowHeight: CGFloat {
        TableMetrics.standardRowHeight(interfaceDesign) + (usesExtraPaddingForCells ? TableMetrics.extraCellPadding : 0)
    }
    /// Whether UIKit pads the table's cells more, as its iPad constants do for a table at least
    /// ``TableMetrics/extraPaddingMinimumTableHeight`` tall on a screen whose longer side is at
    /// least ``TableMetrics/extraPaddingMinimumScreenLength`` (the 12.9 and 13 inch iPads;
    /// UIKit 26.1's `TableShouldUseExtraPaddingForCells`, used by `UITableConstants_Pad`).
    var usesExtraPaddingForCells: Bool {
        guard let window, window.traitCollection.userInterfaceIdiom == .pad else { return false }
        let screen = window.screenSize
        return alignmentFrame.height >= TableMetrics.extraPaddingMinimumTableHeight
            && max(screen.width, screen.height) >= TableMetrics.extraPaddingMinimumScreenLength
    }
    /// The height a self-sizing row adds to its content's for the separator under it: the
    /// separator's thickness (``TableMetrics/separatorHeight(_:traits:)``), none without
    /// separators, as UIKit's cells pad their fitting size (`_verticalPaddingForSeparator`).
    public var separatorHeight: CGFloat {
        guard showsSeparators else { return 0 }
        return TableMetrics.separatorHeight(interfaceDesign, traits: traitCollection)
    }
    /// The height of a self-sizing row whose content's constraints fit it in no height at all,
    /// and of a built-in style's row that its text does not make taller: the standard row
    /// height less the separator, as UIKit takes such a collapse for unintended and sizes the
    /// cell as it fits by itself ("using standard height instead": `sizeThatFits` gives the
    /// standard height less the separator since iOS 13). 43.5 at 2x, 43.667 at 3x, 51 in the
    /// Liquid Glass design, the whole standard height without separators or in an app built
    /// before iOS 13 (the canvases of Xcode 10 and earlier store such rows 44 high).
    public var collapsedRowHeight: CGFloat {
        appSDK < .iOS13 ? standardRowHeight : standardRowHeight - separatorHeight
    }
    /// Whether a custom self-sizing row's content view fills the whole row, content that can
    /// stretch (a label's hugging, a height below required) taking the separator's height too,
    /// as Xcode's canvas draws it since Xcode 11 (docs/table-views.md); otherwise the content
    /// keeps the height it measured, as UIKit's
    /// content view, a separator shorter than the row, does at run time.
    public var contentViewFillsRow = false {
        didSet { setNeedsLayout() }
    }
    /// The height of every section header (footer), or nil for the style's (by title).
    public var sectionHeaderHeight: CGFloat? {
        didSet { setNeedsLayout() }
    }
    public var sectionFooterHeight: CGFloat? {
        didSet { setNeedsLayout() }
    }
    /// A grouped table's untitled section header (footer) height, the space it keeps between
    /// sections: what Interface Builder's `sectionHeaderHeight` (`sectionFooterHeight`) sets,
    /// which titled ones do not follow; 18 pt unless set.
    public var untitledSectionHeaderHeight = TableMetrics.groupedUntitledHeight {
        didSet { setNeedsLayout() }
    }
    public var untitledSectionFooterHeight = TableMetrics.groupedUntitledHeight {
        didSet { setNeedsLayout() }
    }
    /// A grouped table's section header with a title, the first section's less its top
    /// padding, at the window's text size (``TableMetrics/groupedHeaderTitleHeight(_:)``).
    public var titledSectionHeaderHeight: CGFloat {
        TableMetrics.groupedHeaderTitleHeight(traitCollection.preferredContentSizeCategory)
    }
    /// Whether rows are separated by lines (drawing only).
    public var showsSeparators = true
    /// The sections, in order.
    public private(set) var sections: [Section] = []
    /// A view above the first section (UIKit's `tableHeaderView`): as wide as the table and as
    /// high as its frame was when it was set.
    public var tableHeaderView: View? {
        didSet {
            tableHeaderHeight = tableHeaderView?.frame.height ?? 0
            replaceArrangedView(oldValue, with: tableHeaderView, arranged: true)
        }
    }
    /// A view below the last section (UIKit's `tableFooterView`), sized the same way.
    public var tableFooterView: View? {
        didSet {
            tableFooterHeight = tableFooterView?.frame.height ?? 0
            replaceArrangedView(oldValue, with: tableFooterView, arranged: true)
        }
    }
    /// The heights of the header and footer views, from their frames when they were set.
    private(set) var tableHeaderHeight: CGFloat = 0
    private(set) var tableFooterHeight: CGFloat = 0

    /// The space a grouped table keeps under its last section when it has no footer view or
    /// one of no height: 20 pt, UIKit's bottom padding for the grouped styles when the table
    /// sets none (`UITableViewRowData`'s `_updateTopAndBottomPadding`: a `_bottomPadding` of -1
    /// is 20 unless `heightForTableFooterView` is above 0; 40 on an iPad whose table uses
    /// variable margins, which is not modelled). A footer view of no height sits under it, as
    /// Xcode's canvas stores one (`[U]`). Apps built before the iOS 15 SDK have none (`[U]`:
    /// UIKit checks the SDK before it sets the padding; docs/table-views.md).
    var bottomPadding: CGFloat {
        guard style != .plain, tableFooterHeight <= 0, appSDK >= .iOS15 else { return 0 }
        return TableMetrics.groupedBottomPadding
    }

    /// One section: its optional title views and its rows.
    public struct Section {
        public let header: TableViewHeaderFooterView?
        /// The header's height instead of the table's and the style's.
        public let headerHeight: CGFloat?
        public let cells: [TableViewCell]
        public let footer: TableViewHeaderFooterView?
        /// The footer's height instead of the table's and the style's.
        public let footerHeight: CGFloat?
    }

    /// A table of `style`; a table always bounces vertically (UIKit's default for tables), so
    /// its content is adjusted for the safe area at the top and bottom however short it is.
    public init(style: Style = .plain, frame: CGRect = .zero) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
    }

    /// Adds a section of `cells` (made subviews of the table) with optional titles, its header
    /// `headerHeight` and its footer `footerHeight` high when given.
    public func appendSection(headerTitle: String? = nil, headerHeight: CGFloat? = nil, cells: [TableViewCell],
                              footerTitle: String? = nil, footerHeight: CGFloat? = nil) {
        let header = headerTitle.map { TableViewHeaderFooterView(title: $0, isHeader: true) }
        let footer = footerTitle.map { TableViewHeaderFooterView(title: $0, isHeader: false) }
        for view in [header].compactMap({ $0 }) + cells + [footer].compactMap({ $0 }) {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        sections.append(Section(header: header, headerHeight: headerHeight, cells: cells, footer: footer,
                                footerHeight: footerHeight))
        setNeedsLayout()
    }

    /// A row's fixed height, its own or the table's; nil for a self-sizing row.
    func fixedRowHeight(of cell: TableViewCell) -> CGFloat? {
        let height = cell.rowHeight ?? rowHeight
        return height == TableView.automaticDimension ? nil : height
    }

    /// The side margin of the table's rows and titles: the one its width gives
    /// (``TableMetrics/defaultSideMargin(ofTableWidth:screenWantsWideMargins:linkedSDK:)``: 20 pt in a plain
    /// or grouped table wider than 320 pt on a wide screen, else 16, or 15 with the iOS 11 to 13
    /// SDKs on a narrow screen), and at least its controller's root margins when the table is a
    /// controller's view, as UIKit's cells take the greater of the table's default margin and
    /// its layout margins. An inset grouped table's narrower rows keep the root's
    /// (docs/table-views.md gives the documents).
    public var cellSideMargin: CGFloat {
        sideMargin(default: TableMetrics.defaultSideMargin(ofTableWidth: alignmentFrame.width,
                                                          screenWantsWideMargins: window?.screenWantsWideContentMargins,
                                                          linkedSDK: appSDK))
    }

    /// The margin a row's accessory keeps from the row's trailing edge: ``cellSideMargin``, but
    /// without the 15 pt that rows had with the iOS 11 to 13 SDKs on a narrow screen, which
    /// Xcode's canvas does not give the accessory of a table placed in a view (`[U]`,
    /// docs/table-views.md).
    var accessorySideMargin: CGFloat {
        sideMargin(default: TableMetrics.sideMargin(ofTableWidth: alignmentFrame.width,
                                                   screenWantsWideMargins: window?.screenWantsWideContentMargins))
    }

    /// A side margin from the table's `default` one: the root's in an inset grouped table, at
    /// least the root's in a controller's own table.
    private func sideMargin(default own: CGFloat) -> CGFloat {
        let root = TableMetrics.sideMargin(in: window)
        guard style != .insetGrouped else { return root }
        return viewController == nil ? own : max(root, own)
    }

    /// The rows' and titles' inset from the table's sides.
    var sectionInset: CGFloat {
        style == .insetGrouped ? TableMetrics.insetGroupedInset(tableWidth: alignmentFrame.width) : 0
    }

    /// A section header's height: the table's, else the style's for its title (or none); a
    /// grouped table's first titled header is taller by its top padding, unless it abuts a
    /// large title (``firstHeaderAbutsLargeTitle``), a later one by the part of its section's
    /// footer padding Xcode puts above the section when `sectionHasFooter`
    /// (``TableMetrics/groupedFootedSectionHeaderPadding``), and one whose title is empty is shorter
    /// by the title's line (``emptyTitleShortening``) and keeps the padding under a large
    /// title, as UIKit strips it from the titled headers it sizes only (`[U]`). A grouped
    /// header is a whole number of pixels, rounded up at the window's scale: UIKit's row data
    /// takes the style's default height through `UIPixelBoundaryOffset` at the screen's scale
    /// (`UISectionRowData`), so its 17.5 pt are 17.667 at 3x; that titled headers and footers
    /// are rounded up too is `[U]` (docs/table-views.md, decisions.md).
    func headerHeight(_ header: TableViewHeaderFooterView?, isFirst: Bool = false, sectionHasFooter: Bool = false) -> CGFloat {
        if let sectionHeaderHeight { return sectionHeaderHeight }
        switch style {
        case .plain: return header == nil ? 0 : TableMetrics.plainTitleHeight
        case .grouped, .insetGrouped:
            guard let header else {
                return isFirst && hasLegacyGroupedTopPadding ? TableMetrics.legacyGroupedTopPadding
                    : ceilToPixel(untitledSectionHeaderHeight)
            }
            let keepsTopPadding = isFirst && (!firstHeaderAbutsLargeTitle || header.title.isEmpty)
            let padding = keepsTopPadding ? TableMetrics.groupedFirstHeaderTopPadding
                : !isFirst && sectionHasFooter ? TableMetrics.groupedFootedSectionHeaderPadding : 0
            let titled = titledSectionHeaderHeight + padding
            return ceilToPixel(header.title.isEmpty ? titled - emptyTitleShortening : titled)
        }
    }

    /// Whether a grouped table's untitled first section starts UIKit's grouped top padding of
    /// 35 pt down, not an untitled header's height: UIKit's offset of a grouped table's content
    /// from its top (`heightForEmptySection:inTableView:rowData:` takes `GroupedTableOffsetFromTop`
    /// for the first section) is the untitled header height from the iOS 13 SDK, and before it
    /// the padding in a table without a header view, whatever the table's header height (`[U]`,
    /// docs/table-views.md).
    private var hasLegacyGroupedTopPadding: Bool { appSDK < .iOS13 && tableHeaderView == nil }

    /// How much shorter a grouped header is when its title is empty: the title's line (`[U]`).
    /// A titled header is its title's text height between fixed paddings less the font's line
    /// height (UIKit's `_sizeThatFits:…`); UIKit sizes an empty title's section otherwise
    /// (`heightForEmptySection:inTableView:rowData:`, not read), and the frames Xcode stores
    /// for such sections agree (docs/table-views.md).
    private var emptyTitleShortening: CGFloat {
        ceilToPixel(measurer.lineHeight(of: TableMetrics.titleFont))
    }

    /// Whether the first section's header sits right under a navigation bar's large title: the
    /// table is a controller's view in a navigation stack whose bar shows large titles, over the
    /// view or above it (an opaque bar, `[U]`: docs/table-views.md gives the documents). UIKit
    /// then strips the header's top padding (`_shouldStripHeaderTopPaddingForSection:`, which
    /// sizes a top header "stripping padding for an abutting view"), as an app built with the
    /// iOS 13 SDK or later (docs/table-views.md).
    var firstHeaderAbutsLargeTitle: Bool {
        guard appSDK >= .iOS13, let controller = viewController else { return false }
        let bars = controller.containerBars
        return (bars.navigationBar ?? bars.navigationBarAbove)?.prefersLargeTitles == true
    }

    /// A section footer's height: the table's, else the style's for its title (a grouped
    /// footer grows a line at a time with its text, measured at the row's width less the
    /// margins; one whose title is empty is ``TableMetrics/groupedEmptyTitleFooterHeight``),
    /// a grouped one rounded up to the pixel as a header is
    /// (``headerHeight(_:isFirst:sectionHasFooter:)``).
    func footerHeight(_ footer: TableViewHeaderFooterView?) -> CGFloat {
        if let sectionFooterHeight { return sectionFooterHeight }
        switch style {
        case .plain: return footer == nil ? 0 : TableMetrics.plainTitleHeight
        case .grouped, .insetGrouped:
            guard let footer else { return ceilToPixel(untitledSectionFooterHeight) }
            guard !footer.title.isEmpty else { return ceilToPixel(TableMetrics.groupedEmptyTitleFooterHeight) }
            let width = max(alignmentFrame.width - 2 * sectionInset - 2 * cellSideMargin, 1)
            let text = measurer.measure(footer.title, font: TableMetrics.titleFont, numberOfLines: 0, width: width).size.height
            let line = measurer.lineHeight(of: TableMetrics.titleFont)
            let lines = max((text / max(line, 1)).rounded(), 1)
            return ceilToPixel(lines * TableMetrics.groupedFooterLineHeight + TableMetrics.groupedFooterPadding)
        }
    }

    override func generateArrangement() {
        TableArrangement(self).generate()
    }

    override func beginLayout() {
        for section in sections {
            for cell in section.cells { cell.rowSizing = .measuring }
        }
    }

    /// Measures the self-sizing rows the settled layout fitted to their content, and places
    /// each at ``rowHeight(measuring:of:)`` from then on.
    override func layoutDidSettle() -> Bool {
        var changed = false
        for section in sections {
            for cell in section.cells where cell.rowSizing == .measuring && cell.isSelfSizingRow {
                cell.rowSizing = .measured(height: rowHeight(measuring: cell.alignmentFrame.height, of: cell))
                changed = true
            }
        }
        return changed
    }

    /// A self-sizing row's height from its content's least height, as UIKit's cell reports
    /// it from `systemLayoutSizeFitting`: the content's height and the separator's; a custom
    /// row whose content fits in no height, ``collapsedRowHeight``; a built-in style's row
    /// (at least ``standardRowHeight``) its height less the separator, as the row sizes itself
    /// (`sizeThatFits`), unless the app is built before iOS 13.
    func rowHeight(measuring contentHeight: CGFloat, of cell: TableViewCell) -> CGFloat {
        if cell.stacksLabelsInSelfSizingRow { return max(collapsedRowHeight, stackedLabelsHeight(of: cell)) }
        if cell.style != .custom { return appSDK < .iOS13 ? contentHeight : contentHeight - separatorHeight }
        return contentHeight == 0 ? collapsedRowHeight : contentHeight + separatorHeight
    }

    /// The height UIKit's `subtitle` layout manager asks for its labels
    /// (`_UITableViewCellLayoutIntrinsicSizeForCellStackingLabels`, used from the iOS 13 SDK
    /// on): the text's and the detail's heights, not rounded, the text font's body leading
    /// (its line and the spacing of its text style: 20.287 for the 17 pt system font, 22 for
    /// the body style) and the separator, rounded up to the pixel, not the content view's
    /// margins. Before the iOS 13 SDK the lines are stacked alone, within the standard height
    /// (`[U]`; docs/table-views.md gives the documents of both).
    private func stackedLabelsHeight(of cell: TableViewCell) -> CGFloat {
        guard let text = cell.textLabel, let detail = cell.detailTextLabel else { return collapsedRowHeight }
        let lines = text.textRectHeight + detail.textRectHeight
        guard appSDK >= .iOS13 else { return ceilToPixel(lines) }
        let font = text.effectiveFont
        let leading = measurer.lineHeight(of: font) + font.lineSpacing
        return ceilToPixel(lines + leading + separatorHeight)
    }
}
