import Foundation

/// A row of a table: UIKit's `UITableViewCell`, for layout.
///
/// Its subviews go in its ``contentView``, which the cell keeps at its full height and as wide
/// as the accessory leaves it. The content view's margins are the row's: 11 pt above and below,
/// and at the sides the table's side margin (16 or 20 pt, the root view's system minimum).
/// A cell of a built-in style (`default`, `subtitle`, `value1`, `value2`) lays out its
/// ``textLabel``, ``detailTextLabel`` and ``imageView`` itself, as UIKit's do; a `custom` cell
/// has the views and constraints it is given.
public final class TableViewCell: View {
    override public class var kindName: String { "UITableViewCell" }

    /// UIKit's `UITableViewCell.CellStyle`, and `custom` for a cell whose content is its own.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case custom, `default`, subtitle, value1, value2
    }

    /// UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: String, Hashable, Sendable, CaseIterable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How far beyond a row's side margin each accessory narrows the row's content view.
    public struct AccessoryWidths: Hashable, Sendable {
        public var disclosureIndicator: CGFloat
        public var checkmark: CGFloat
        public var detailButton: CGFloat
        public var detailDisclosureButton: CGFloat

        public init(disclosureIndicator: CGFloat, checkmark: CGFloat, detailButton: CGFloat, detailDisclosureButton: CGFloat) {
            self.disclosureIndicator = disclosureIndicator
            self.checkmark = checkmark
            self.detailButton = detailButton
            self.detailDisclosureButton = detailDisclosureButton
        }

        /// The width `type` takes; none for no accessory.
        public subscript(type: AccessoryType) -> CGFloat {
            switch type {
            case .none: 0
            case .disclosureIndicator: disclosureIndicator
            case .checkmark: checkmark
            case .detailButton: detailButton
            case .detailDisclosureButton: detailDisclosureButton
            }
        }
    }

    public let style: Style
    /// A cell keeps its own top and bottom margins: UIKit's cell preserves its superview's
    /// margins and insets them from the safe area at its left and right edges only
    /// (`edgesPreservingSuperviewLayoutMargins` and `edgesInsettingLayoutMarginsFromSafeArea`,
    /// set in `_setupTableViewCellCommon`), so a row under a table's bottom safe area keeps
    /// its height.
    override var marginsFollowVerticalEdges: Bool { false }
    /// A cell keeps its superview's margins at its sides (UIKit's cell sets
    /// `edgesPreservingSuperviewLayoutMargins` when it is made), whatever its document's
    /// `preservesSuperviewLayoutMargins` says. So a content view that preserves the cell's
    /// margins takes the row's side margin over a narrower one of its own (docs/margins.md).
    override var preservesSuperviewMargins: Bool { true }
    /// Whether the content view of a `custom` cell has iOS 10's margins, a view's default 8 pt
    /// on every side, rather than the row's margins of iOS 11 and later, as in an app built
    /// before iOS 11 (``Window/linkedSDK``): Xcode 8's canvas drew with iOS 10's UIKit, and its
    /// documents store the content of their custom cells 8 pt in, the images of their
    /// built-in styles where they are now but their texts 15 pt from the sides and from the
    /// image (``TableMetrics/iOS10BuiltInTextInset``; docs/table-views.md).
    var hasIOS10ContentMargins: Bool { appSDK < .iOS11 }
    /// The view that holds the cell's content.
    public let contentView: TableViewCellContentView
    public var accessoryType: AccessoryType = .none {
        didSet { setNeedsLayout() }
    }
    /// How far beyond the side margin each accessory narrows the content view: the accessory
    /// and the space before it, UIKit's current widths unless set (``TableMetrics/accessoryWidths``).
    /// The accessories changed with UIKit's releases, and Xcode's canvas draws its own SDK's: the
    /// importer sets the widths of the Xcode that saved the document (docs/table-views.md).
    public var accessoryWidths = TableMetrics.accessoryWidths {
        didSet { setNeedsLayout() }
    }
    /// The content view's trailing margin while the cell shows an accessory, in place of the
    /// row's side margin: 8 pt unless set (``TableMetrics/accessoryMargin``), where a built-in
    /// style's text ends and where Xcode 11 to 26 store every view pinned to the trailing margin
    /// of a cell with an accessory, whatever the accessory (docs/table-views.md). The importer
    /// sets the Xcodes' before 11: 1 beside their wider disclosure indicator, which left a
    /// built-in text where it is now (``TableMetrics/accessoryMarginBesideWideDisclosure``),
    /// and none beside the other accessories (``TableMetrics/accessoryMarginBeforeIOS13``).
    public var accessoryMargin = TableMetrics.accessoryMargin {
        didSet { setNeedsLayout() }
    }
    /// Whether, outside any table, the content view takes the height its content's required
    /// constraints ask for when that is not the cell's, as Xcode's canvas draws a xib's
    /// top-level cell (`[U]`, docs/table-views.md); otherwise it is the cell's height, as UIKit
    /// sizes a cell's content view by its frame, and a constraint of the content gives way.
    public var contentViewYieldsToContent = false {
        didSet { setNeedsLayout() }
    }
    /// Whether the cell shows an accessory: an accessory type or view.
    var showsAccessory: Bool { accessoryType != .none || accessoryView != nil }
    /// This row's own height, instead of the table's ``TableView/rowHeight`` (a static cell's
    /// or a prototype's custom row height in a storyboard, what a delegate's
    /// `tableView(_:heightForRowAt:)` returns); ``TableView/automaticDimension`` sizes it to its
    /// content.
    public var rowHeight: CGFloat? {
        didSet { superview?.setNeedsLayout() }
    }
    /// Where the table is in sizing this self-sizing row: measuring its content (the row
    /// fitted to the content's least height) until the layout settles, then placing the row
    /// at the height it found (``TableView/rowHeight(measuring:of:)``).
    var rowSizing = RowSizing.measuring
    enum RowSizing: Equatable { case measuring, measured(height: CGFloat) }
    /// Whether the cell is a row of a table that sizes it to its content.
    var isSelfSizingRow: Bool {
        guard let table = superview as? TableView else { return false }
        return table.fixedRowHeight(of: self) == nil
    }
    /// Whether the cell is a self-sizing `subtitle` row, which UIKit sizes from its labels'
    /// lines stacked (``TableView/rowHeight(measuring:of:)``), not from its content view's
    /// constraints.
    var stacksLabelsInSelfSizingRow: Bool {
        style == .subtitle && textLabel != nil && detailTextLabel != nil && isSelfSizingRow
    }
    /// A control shown instead of the accessory type (a switch), at the cell's trailing margin.
    public private(set) var accessoryView: View?
    /// The cell's list content configuration (UIKit's `UIListContentConfiguration`, set as
    /// its `contentConfiguration`): a `custom` cell whose content view shows the
    /// configuration's text in ``configuredTextLabel``, in the content view's margins and
    /// centred in it, the content at least the standard row height high
    /// (`enforcesMinimumHeight`, which the cell configurations set), so a self-sizing row is
    /// that height and a separator (44.5 at 2x).
    public var contentConfiguration: ListContentConfiguration? {
        didSet {
            configuredTextLabel?.removeFromSuperview()
            configuredTextLabel = contentConfiguration.map { configuration in
                let label = Label()
                label.text = configuration.text
                label.font = Font.preferredFont(forTextStyle: .body)
                label.numberOfLines = 0
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                return label
            }
            superview?.setNeedsLayout()
        }
    }
    /// The label showing the ``contentConfiguration``'s text.
    public private(set) var configuredTextLabel: Label?
    /// The built-in styles' views, made with the cell.
    public let textLabel: Label?
    public let detailTextLabel: Label?
    public let imageView: ImageView?

    public init(style: Style = .custom, frame: CGRect = .zero) {
        self.style = style
        contentView = TableViewCellContentView()
        (textLabel, detailTextLabel, imageView) = TableViewCell.builtInViews(for: style)
        super.init(frame: frame)
        addSubview(contentView)
        for view in [imageView, textLabel, detailTextLabel].compactMap({ $0 }) {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
    }

    /// Sets (or, with nil, removes) the accessory view.
    public func setAccessoryView(_ view: View?) {
        accessoryView?.removeFromSuperview()
        accessoryView = view
        if let view {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
    }

    /// The labels and image view of a built-in style, with UIKit's fonts: the text at 17 pt
    /// (15 pt bold, tinted, for `value2`), the detail at 17 (`value1`), 15 (`value2`) or 12 pt
    /// (`subtitle`).
    private static func builtInViews(for style: Style) -> (Label?, Label?, ImageView?) {
        guard style != .custom else { return (nil, nil, nil) }
        let text = Label(), image = ImageView()
        image.isFramedToImage = true
        guard style != .default else { return (text, nil, image) }
        let detail = Label()
        switch style {
        case .subtitle: detail.font = Font(size: 12)
        case .value2:
            text.font = Font(size: 15, weight: .bold)
            text.textAlignment = .right
            detail.font = Font(size: 15)
        default: break
        }
        return (text, detail, image)
    }

    override func generateArrangement() {
        TableCellArrangement(self).generate()
    }

    /// Where the separator under the row starts, from the cell's leading edge: at the text
    /// (the content's leading margin, after the image when there is one); nil when the table
    /// draws none under this row (no separators, or the last row of a grouped section).
    public var separatorInset: CGFloat? {
        guard let table = superview as? TableView, table.showsSeparators else { return nil }
        if table.style != .plain, table.sections.contains(where: { $0.cells.last === self }) { return nil }
        let image = imageView.flatMap { $0.image == nil ? nil : $0.alignmentFrame.width + TableMetrics.imageTextSpacing } ?? 0
        return contentView.rowSideMargin + image
    }
}

/// What a cell's list content configuration shows (UIKit's `UIListContentConfiguration`):
/// its text, in the body style, wrapped on as many lines as it needs.
public struct ListContentConfiguration: Hashable, Sendable {
    public var text: String

    public init(text: String) {
        self.text = text
    }
}

/// A section header's or footer's title: UIKit's `UITableViewHeaderFooterView` with its
/// `textLabel`, as a table shows the titles of its sections.
public final class TableViewHeaderFooterView: View {
    override public class var kindName: String { "UITableViewHeaderFooterView" }

    public let title: String
    public let isHeader: Bool

    public init(title: String, isHeader: Bool) {
        self.title = title
        self.isHeader = isHeader
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }
}

/// A cell's content view: UIKit's `UITableViewCellContentView`, whose default margins are the
/// row's (11 pt above and below, 15 in the Liquid Glass design; the table's side margin at the
/// sides, but ``TableViewCell/accessoryMargin`` at the trailing side beside an accessory, and
/// iOS 10's 15 pt there in a built-in style with ``TableViewCell/hasIOS10ContentMargins``),
/// or a view's 8 pt in a custom cell with ``TableViewCell/hasIOS10ContentMargins``.
public final class TableViewCellContentView: View {
    override public class var kindName: String { "UITableViewCellContentView" }

    override public init(frame: CGRect = .zero) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// The row's side margin, where the cell puts its own views (a built-in style's, its
    /// accessory): the table's side margin, or a cell's own outside a table
    /// (``TableMetrics/sideMargin(ofCellWidth:screenWantsWideMargins:linkedSDK:)``).
    public var rowSideMargin: CGFloat {
        (superview?.superview as? TableView)?.cellSideMargin
            ?? TableMetrics.sideMargin(ofCellWidth: superview?.alignmentFrame.width,
                                       screenWantsWideMargins: window?.screenWantsWideContentMargins, linkedSDK: appSDK)
    }

    override var systemLayoutMargins: DirectionalEdgeInsets {
        if let cell = superview as? TableViewCell, cell.hasIOS10ContentMargins, cell.style == .custom {
            return LayoutMarginsSetting.systemDefault
        }
        let cell = superview as? TableViewCell
        let table = cell?.superview as? TableView
        let vertical = TableMetrics.cellVerticalMargin(interfaceDesign)
            + (table?.usesExtraPaddingForCells == true ? TableMetrics.extraCellPadding / 2 : 0)
        let side = cell?.hasIOS10ContentMargins == true ? TableMetrics.iOS10BuiltInTextInset : rowSideMargin
        let trailing = cell?.showsAccessory == true ? cell?.accessoryMargin ?? side : side
        return DirectionalEdgeInsets(top: vertical, leading: rowSideMargin, bottom: vertical, trailing: trailing)
    }

    /// The row's margins, which the content view keeps over margins set on it: UIKit's content
    /// view preserves the cell's margins on all four edges (`_tableViewCellContentViewCommonSetup`
    /// sets its `edgesPreservingSuperviewLayoutMargins` to every edge), and the cell's margins
    /// are the row's. An app built before iOS 11, whose content view has a view's margins,
    /// keeps its own (`[U]`: which SDK began preserving is not known; docs/margins.md).
    override var leastLayoutMargins: EdgeInsets {
        guard let cell = superview as? TableViewCell, !cell.hasIOS10ContentMargins else { return .zero }
        return systemLayoutMargins.absolute(for: effectiveLayoutDirection)
    }
}
