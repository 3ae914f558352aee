import Foundation

/// The numbers of UIKit's tables that layout needs, as data: chosen and explained in
/// docs/table-views.md (each `[U]` unless the corpus shows it).
public enum TableMetrics {
    /// A row's side margin: the root view's system minimum in the window (16 or 20 pt), as a
    /// table that fills its controller's view passes its margins to its cells.
    public static func sideMargin(in window: Window?) -> CGFloat {
        window?.rootViewController?.systemMinimumLayoutMargins.leading ?? LayoutMetrics.compactSystemMinimumSideMargin
    }

    /// The side margin UIKit gives a table's rows by the table's own width
    /// (`UITableConstants_IOS`'s `_defaultMarginWidthForTableView:canUseLayoutMargins:`): on a
    /// screen that wants wide content margins (``Window/screenWantsWideContentMargins``), 20 pt
    /// in a table wider than 320 pt and 16 in a narrower one; 16 on any other screen. A cell
    /// outside any table (a xib's top-level cell) is measured as a table of its own width
    /// would show it, as the documents of docs/margins.md store such cells.
    ///
    /// - Parameter screenWantsWideMargins: the screen's answer, nil for no screen, when a
    ///   table wider than a phone that never wants them stands for one that does.
    public static func sideMargin(ofTableWidth width: CGFloat?, screenWantsWideMargins: Bool? = nil) -> CGFloat {
        guard let width, width > narrowestWideMarginTableWidth,
              screenWantsWideMargins ?? (width > Device.widestScreenWithoutWideMargins) else {
            return LayoutMetrics.compactSystemMinimumSideMargin
        }
        return LayoutMetrics.regularSystemMinimumSideMargin
    }
    /// The widest table whose rows keep 16 pt margins on every screen: 320 pt.
    static let narrowestWideMarginTableWidth: CGFloat = 320

    /// The side margin of a cell outside any table (a xib's top-level cell): that of a table
    /// of the cell's width (``sideMargin(ofTableWidth:screenWantsWideMargins:)``), but 15 pt on
    /// a screen that wants no wide margins in an app built with the iOS 13 SDK, as Xcode 11's canvas
    /// stores such cells on an iPhone 8 (`toolsVersion` 14868 to 16097), where the same
    /// Xcode's cells on wider screens, its rows in tables and the top-level cells of Xcode 10
    /// and 12 follow the table's rule. `[U]`: UIKit 13's constants are not at hand; the
    /// documents show it (docs/margins.md).
    ///
    /// - Parameters:
    ///   - screenWantsWideMargins: the answer of the screen the cell is shown on, nil for none.
    ///   - linkedSDK: the SDK the app is built with.
    public static func sideMargin(ofCellWidth width: CGFloat?, screenWantsWideMargins: Bool?, linkedSDK: SDKVersion) -> CGFloat {
        olderSideMargin(for: .iOS13 ..< .iOS14, screenWantsWideMargins: screenWantsWideMargins, linkedSDK: linkedSDK)
            ?? sideMargin(ofTableWidth: width, screenWantsWideMargins: screenWantsWideMargins)
    }

    /// The default side margin of a table's rows (``sideMargin(ofTableWidth:screenWantsWideMargins:)``),
    /// but 15 pt on a screen that wants no wide margins in an app built with the iOS 11 to 13
    /// SDKs: UIKit's row margin then, which only a controller's own table raised to its root's
    /// 16 pt (``TableView/cellSideMargin``), so the rows of a table placed in a view keep it.
    /// Xcode 9 to 11 store such rows so and Xcode 13 relays them at 16 (docs/table-views.md);
    /// that the iOS 14 SDK does too is `[U]`, as the cells outside any table of Xcode 12 are.
    ///
    /// - Parameters:
    ///   - screenWantsWideMargins: the answer of the screen the table is shown on, nil for none.
    ///   - linkedSDK: the SDK the app is built with.
    public static func defaultSideMargin(ofTableWidth width: CGFloat?, screenWantsWideMargins: Bool?,
                                         linkedSDK: SDKVersion) -> CGFloat {
        olderSideMargin(for: .iOS11 ..< .iOS14, screenWantsWideMargins: screenWantsWideMargins, linkedSDK: linkedSDK)
            ?? sideMargin(ofTableWidth: width, screenWantsWideMargins: screenWantsWideMargins)
    }

    /// UIKit's row margin on a screen that wants no wide margins in an app built before the
    /// SDK that made it 16 (`_defaultMarginWidthForTableView:canUseLayoutMargins:`' 15), when
    /// the app's SDK is one of `sdks`; nil otherwise.
    private static func olderSideMargin(for sdks: Range<SDKVersion>, screenWantsWideMargins: Bool?,
                                        linkedSDK: SDKVersion) -> CGFloat? {
        sdks.contains(linkedSDK) && screenWantsWideMargins == false ? olderNarrowScreenSideMargin : nil
    }
    /// A row's side margin on a screen without wide margins before the iOS 14 SDK: 15 pt.
    static let olderNarrowScreenSideMargin: CGFloat = 15

    /// UIKit's standard row height: what its layout managers give a row whose content sets no
    /// height (`UITableConstants`' default row height). 44 pt (twice the body font's leading,
    /// UIKit's `minimumContentViewHeightForFont`); 52 in the Liquid Glass design, where UIKit 26
    /// adds 30 to the leading instead of doubling it. A self-sizing row that falls back to it is
    /// a separator shorter (``TableView/collapsedRowHeight``): 43.5 at 2x, 51 in Liquid Glass.
    public static func standardRowHeight(_ design: InterfaceDesign) -> CGFloat {
        design == .liquidGlass ? 52 : 44
    }
    /// The thickness of a table's separators, which a self-sizing row adds to its content's
    /// height: a pixel (`1 / displayScale`), but a whole point in the Liquid Glass design and
    /// at the accessibility text sizes (UIKit 26's `_UISeparatorThicknessForTraitCollection`).
    public static func separatorHeight(_ design: InterfaceDesign, traits: TraitCollection) -> CGFloat {
        if design == .liquidGlass || traits.preferredContentSizeCategory.isAccessibilityCategory { return 1 }
        return 1 / traits.displayScale
    }
    /// How much taller a large iPad's table makes its standard row (UIKit's `UITableConstants_Pad`
    /// adds 8 pt to the default row height), half of it above and half below the content in the
    /// cells' margins (4 pt each, its `defaultLayoutMarginsForCell:inTableView:`).
    public static let extraCellPadding: CGFloat = 8
    /// The least table height and screen length for that padding (`TableShouldUseExtraPaddingForCells`:
    /// the table's frame 916 pt tall, the screen's width or height 1366).
    static let extraPaddingMinimumTableHeight: CGFloat = 916
    static let extraPaddingMinimumScreenLength: CGFloat = 1366
    /// A cell content view's top and bottom margins: 11 pt (UIKit's half the body font's line
    /// height, rounded up), 15 in the Liquid Glass design (UIKit 26's
    /// `defaultCellLayoutMarginsForTableStyle`); docs/table-views.md gives the documents.
    public static func cellVerticalMargin(_ design: InterfaceDesign) -> CGFloat {
        design == .liquidGlass ? 15 : 11
    }
    /// How far an inset grouped table's rows sit in from its sides: 20 pt in a table wider than
    /// 375 pt, 16 pt in one 375 wide or narrower, as the documents of docs/table-views.md
    /// store them.
    public static func insetGroupedInset(tableWidth: CGFloat) -> CGFloat {
        tableWidth > narrowTableWidth ? 20 : 16
    }
    /// The widest table whose inset grouped rows are 16 pt in: an iPhone 8's, X's or 13 mini's.
    public static let narrowTableWidth: CGFloat = 375
    /// A plain table's section header or footer with a title: 28 pt.
    public static let plainTitleHeight: CGFloat = 28
    /// A grouped table's section header with a title, after another section: 38 pt, under
    /// the space of the untitled footer before it, as Xcode stores a titled section's first
    /// row (docs/table-views.md).
    public static let groupedHeaderTitleHeight: CGFloat = 38
    /// The same header at a text size: 38 pt, but 32 at the xSmall size, at which the
    /// canvases of Xcodes 12.5 and 13 lay documents out (docs/table-views.md). `[U]` at the
    /// sizes between and above: 38, no document shows them.
    public static func groupedHeaderTitleHeight(_ size: ContentSizeCategory) -> CGFloat {
        size == .extraSmall ? 32 : groupedHeaderTitleHeight
    }
    /// How much taller the first section's titled header is: 17.333 pt, a header of 55.333
    /// at 3x and, rounded up to the pixel, 55.5 at 2x.
    public static let groupedFirstHeaderTopPadding: CGFloat = 17 + 1.0 / 3
    /// A grouped table's section footer with a title: 16 pt a line of its 13 pt text, plus
    /// 14, rounded up to the pixel (30 for a line). Of the padding the footer keeps under
    /// its text, Xcode's stored rows put 7.333 pt above the section instead, in its header
    /// (``groupedFootedSectionHeaderPadding``); sections after a titled footer start where
    /// 16 a line + 21.333 would put them (docs/table-views.md).
    public static let groupedFooterLineHeight: CGFloat = 16
    public static let groupedFooterPadding: CGFloat = 14
    /// How much taller a grouped section's titled header is, after the first section, when
    /// the section has a footer title: 7.333 pt (45.333 at 3x, 45.5 at 2x). `[U]`: read from
    /// the documents' rows, which UIKit's code has not confirmed (docs/table-views.md).
    public static let groupedFootedSectionHeaderPadding: CGFloat = 7 + 1.0 / 3
    /// A grouped section's footer whose title is empty (`footerTitle=""`): 22 pt. `[U]`: read
    /// from the documents' rows (docs/table-views.md).
    public static let groupedEmptyTitleFooterHeight: CGFloat = 22
    /// A grouped table's section header or footer without a title: 18 pt (Interface
    /// Builder's `sectionHeaderHeight` and `sectionFooterHeight`).
    public static let groupedUntitledHeight: CGFloat = 18
    /// The same header or footer when its height is automatic (`automaticDimension`,
    /// Interface Builder's `-1`): 17.5 pt, UIKit's default section header and footer height
    /// for the grouped styles (`UITableConstants_IOS`'
    /// `defaultSectionHeaderHeightForTableViewStyle:screen:` and its footer twin).
    public static let groupedAutomaticUntitledHeight: CGFloat = 17.5
    /// The space above a grouped table's first section when it has no title, in apps built
    /// before the iOS 13 SDK and tables without a header view: 35 pt (`[U]`).
    public static let legacyGroupedTopPadding: CGFloat = 35
    /// The space a grouped table keeps under its last section without a footer view that has
    /// height: 20 pt (UIKit's `_updateTopAndBottomPadding`).
    public static let groupedBottomPadding: CGFloat = 20
    /// The font of section header and footer titles: 13 pt.
    public static let titleFont = Font(size: 13)
    /// How much narrower than the cell its content view is for each accessory, beyond the
    /// cell's side margin: the accessory and the gap before it, 11 pt for a disclosure
    /// indicator, 24 for a checkmark or a detail button, 43 for a detail disclosure button.
    public static let accessoryWidths = TableViewCell.AccessoryWidths(disclosureIndicator: 11, checkmark: 24, detailButton: 24,
                                                                      detailDisclosureButton: 43)
    /// A cell's content view's trailing margin beside an accessory: 8 pt, where a built-in
    /// style's text ends and content pinned to the margin (``TableViewCell/accessoryMargin``).
    public static let accessoryMargin: CGFloat = 8
    /// The same margin beside the wider disclosure indicator that Xcode's canvas drew before
    /// Xcode 11: 1 pt, which left a built-in style's text 19 pt inside the side margin, where
    /// the narrow indicator and the 8 pt margin leave it since.
    public static let accessoryMarginBesideWideDisclosure: CGFloat = 1
    /// The same margin beside the other accessories in the canvas of the Xcodes before 11:
    /// none, a built-in style's text running to the content view's edge (`[U]`: Xcode's
    /// frames, docs/table-views.md).
    public static let accessoryMarginBeforeIOS13: CGFloat = 0
    /// The gap between the content view and a custom accessory view: 10 pt.
    public static let accessoryViewGap: CGFloat = 10
    /// How far iOS 10's built-in styles set their text from the content view's sides: 15 pt
    /// (and from the image, as every release: ``imageTextSpacing``), as Xcode 8's documents
    /// store it, where Xcode 9 and later store the row's margins (docs/table-views.md).
    public static let iOS10BuiltInTextInset: CGFloat = 15
    /// How far iOS 10's cells set their accessory from the row's trailing edge: 15 pt, as the
    /// documents of Xcode 8 and earlier store a content view beside one, where Xcode 9 and
    /// later store the row's margin (docs/table-views.md).
    public static let iOS10AccessoryInset: CGFloat = 15
    /// Between a built-in cell's image and its text: 15 pt, as every Xcode from 8 to 26
    /// stores it.
    public static let imageTextSpacing: CGFloat = 15
    /// The column an SF Symbol image of a built-in style is centred in, from the leading
    /// margin: 24 pt at the Large text size, scaled as the body style is for the others (UIKit's
    /// `defaultImageViewSymbolImageAndAccessoryLayoutWidthForSidebar:`, through the default
    /// `UIFontMetrics`).
    public static func symbolImageColumnWidth(_ category: ContentSizeCategory) -> CGFloat {
        symbolImageColumnWidthAtLarge * Font.TextStyle.body.pointSize(for: category) / Font.TextStyle.body.pointSize
    }
    /// That column at the Large text size: 24 pt.
    static let symbolImageColumnWidthAtLarge: CGFloat = 24
    /// A `value2` cell's text column: 91 pt wide, 6 pt before the detail, as UIKit's
    /// `UITableViewCellLayoutManagerValue2` sets it.
    public static let value2TextWidth: CGFloat = 91
    /// How far a `subtitle` cell's text sits above its place on top of the detail, as UIKit's
    /// `-[UITableViewCellLayoutManagerSubtitle _textLabelYAdjustmentForCell:totalTextRect:]`
    /// raises it from the style's and the text's point sizes and the row's text rectangle: by
    /// the row's height beyond 54.5 pt, at most 3 pt, both scaled by the text's point size over
    /// the style's 17, rounded to the pixel. The two numbers are `[U]`, fitted to the subtitle
    /// rows Xcode stores (docs/table-views.md, docs/decisions.md): the method reads no more than
    /// the two sizes and the rectangle.
    ///
    /// - Parameter rowHeight: the height of the content view the pair is centred in.
    public static func subtitleTextRaise(textPointSize: CGFloat, rowHeight: CGFloat, displayScale: CGFloat) -> CGFloat {
        let scale = textPointSize / defaultTextPointSize
        let raise = min(subtitleMaximumTextRaise * scale, max(0, rowHeight - subtitleRaisedRowHeight * scale))
        return (raise * displayScale).rounded() / displayScale
    }
    /// The row height from which a 17 pt `subtitle` text rises: 54.5 pt (`[U]`).
    static let subtitleRaisedRowHeight: CGFloat = 54.5
    /// The most a 17 pt `subtitle` text rises: 3 pt (`[U]`).
    static let subtitleMaximumTextRaise: CGFloat = 3
    /// The built-in styles' text size.
    static let defaultTextPointSize: CGFloat = 17
    /// The space between a `value1` or `value2` cell's text and its detail: 6 pt, as UIKit's
    /// `UITableViewCellLayoutManagerValue1` and `…Value2` keep it (a `value1` detail is at most
    /// the text rectangle's width less the text's and 6).
    public static let detailSpacing: CGFloat = 6
}
