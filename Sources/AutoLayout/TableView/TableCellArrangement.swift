import Foundation

/// The constraints a table cell makes for its parts, as UIKit's cell places them by frames:
/// the content view at the cell's full height, narrowed by the accessory; the accessory view at
/// the trailing margin; a built-in style's labels and image in the content view's margins, with
/// the content at least the standard row height (44 pt) high while a self-sizing row measures.
struct TableCellArrangement {
    let cell: TableViewCell
    private let layout: GeneratedLayout

    init(_ cell: TableViewCell) {
        self.cell = cell
        layout = GeneratedLayout(owner: cell)
    }

    /// The priority with which a custom self-sizing row's content view fills the row: the
    /// least, so that any height the content's constraints or sizes set keeps it shorter.
    static let contentFillPriority = LayoutPriority(1)
    /// The priority with which it fills the row as Xcode's canvas draws it
    /// (``TableView/contentViewFillsRow``): above every priority but required, so that only
    /// required heights keep it shorter.
    static let canvasFillPriority = LayoutPriority(999.5)

    /// Whether a list content configuration sizes the cell to its content: in a self-sizing
    /// row, or in a cell outside any table (a xib's top-level cell). A built-in style is laid
    /// out at a top-level cell's own height (``fixedContentHeight``).
    private var sizesToContent: Bool { (cell.superview as? TableView)?.fixedRowHeight(of: cell) == nil }

    /// The cell's side margin: the root view's system minimum (16 or 20 pt).
    private var sideMargin: CGFloat { cell.contentView.rowSideMargin }

    /// How far the accessory is from the row's trailing edge: the table's margin for it
    /// (``TableView/accessorySideMargin``), the side margin of a cell outside any table, and
    /// 15 pt in an app built before the iOS 11 SDK, whose cells set their accessory by frames
    /// as far from the row's edge as their built-in texts (docs/table-views.md).
    private var accessorySideMargin: CGFloat {
        if cell.hasIOS10ContentMargins { return TableMetrics.iOS10AccessoryInset }
        return (cell.superview as? TableView)?.accessorySideMargin ?? sideMargin
    }

    func generate() {
        let content = cell.contentView
        layout.relate("UITableViewCell-contentView-left", cell.contentView, .left, to: cell)
        layout.relate("UITableViewCell-contentView-top", content, .top, to: cell)
        if cell.isSelfSizingRow, cell.style == .custom, let table = cell.superview as? TableView {
            // The content keeps the height it measured, as UIKit's content view, a separator
            // shorter than the row, does; content whose height nothing sets fills the row, and
            // as Xcode's canvas draws it any content but required heights.
            let fill = table.contentViewFillsRow ? TableCellArrangement.canvasFillPriority : TableCellArrangement.contentFillPriority
            layout.relate("UITableViewCell-contentView-height", content, .height, .lessThanOrEqual, to: cell)
            layout.relate("UITableViewCell-contentView-fill", content, .height, to: cell, priority: fill)
        } else {
            // Only a required height of the content moves it off the cell's, where the cell
            // lets it (``TableViewCell/contentViewYieldsToContent``).
            let yields = cell.contentViewYieldsToContent && !(cell.superview is TableView)
            layout.relate("UITableViewCell-contentView-height", content, .height, to: cell, constant: -contentSeparatorInset,
                          priority: yields ? TableCellArrangement.canvasFillPriority : .required)
        }
        layout.relate("UITableViewCell-contentView-width", content, .width, to: cell, constant: -accessoryReduction)
        if let accessory = cell.accessoryView {
            // The cell places its accessory view by its frame, not its alignment rectangle.
            layout.relate("UITableViewCell-accessoryView-trailing", accessory, .right, to: cell,
                          constant: -accessorySideMargin - accessory.alignmentRectInsets.right)
            layout.relate("UITableViewCell-accessoryView-centerY", accessory, .centerY, to: cell)
        }
        generateBuiltInStyle()
        generateContentConfiguration()
    }

    /// A list content configuration's layout (UIKit's `UIListContentView`): the text from the
    /// leading margin, centred in the content view within its vertical margins; the content of
    /// a row sized to it at least the standard row height.
    private func generateContentConfiguration() {
        guard let text = cell.configuredTextLabel else { return }
        let content = cell.contentView, margins = content.layoutMarginsGuide
        if sizesToContent { fixStandardMinimumHeight("UIListContentView-minimumHeight") }
        layout.relate("UIListContentView-text-leading", text, .leading, to: margins)
        layout.relate("UIListContentView-text-trailing", text, .trailing, .lessThanOrEqual, to: margins)
        layout.relate("UIListContentView-text-top", text, .top, .greaterThanOrEqual, to: margins)
        layout.relate("UIListContentView-text-bottom", text, .bottom, .lessThanOrEqual, to: margins)
        layout.relate("UIListContentView-text-centerY", text, .centerY, to: content)
    }

    /// Holds the content view at least the standard row height of the cell's design, under
    /// `name`: what a self-sizing row's built-in style and list content view ask for.
    private func fixStandardMinimumHeight(_ name: String) {
        let minimum = TableMetrics.standardRowHeight(cell.interfaceDesign)
        layout.fix(name, cell.contentView, .height, .greaterThanOrEqual, constant: minimum)
    }

    /// How much shorter than its row a fixed row's content view is: in an app built before the
    /// iOS 13 SDK the separator's height, as UIKit's cells then left the separator out of their
    /// content rectangle (`_legacy_contentRectForCell:`, from `_backgroundRectForCell:`), and
    /// none since, as Xcode 10 and earlier store such content views and Xcode 11 and later do
    /// not (docs/table-views.md). A cell outside any table (a xib's top-level cell, which the
    /// canvas draws as a row of its own height) is such a row, with the pixel's separator of a
    /// table of its design.
    private var contentSeparatorInset: CGFloat {
        guard cell.appSDK < .iOS13 else { return 0 }
        guard let table = cell.superview as? TableView else {
            return TableMetrics.separatorHeight(cell.interfaceDesign, traits: cell.traitCollection)
        }
        guard table.fixedRowHeight(of: cell) != nil else { return 0 }
        return table.separatorHeight
    }

    /// The content view's height in a row of a fixed height, nil in a self-sizing one. A cell
    /// outside any table (a xib's top-level cell) keeps its own height, as nothing measures a
    /// cell that no table holds: UIKit's layout manager lays its built-in style out in its bounds.
    private var fixedContentHeight: CGFloat? {
        guard let table = cell.superview as? TableView else { return heightOutsideTable - contentSeparatorInset }
        return table.fixedRowHeight(of: cell).map { $0 - contentSeparatorInset }
    }

    /// The height of a cell outside any table: its window's when it is the window's root, as
    /// the root's encapsulation gives it, otherwise its frame's.
    private var heightOutsideTable: CGFloat {
        (cell.superview as? Window)?.alignmentFrame.height ?? cell.alignmentFrame.height
    }

    /// Whether a built-in style's labels and image are laid out while the row measures its
    /// height: in a self-sizing row only.
    private var measuresBuiltInStyle: Bool { fixedContentHeight == nil }

    /// How much narrower than the cell the content view is, rounded down to the pixel: the
    /// content view keeps what the accessory leaves it up to the pixel, as Xcode's canvases at
    /// 3x store it (`[U]`, docs/table-views.md).
    private var accessoryReduction: CGFloat {
        cell.floorToPixel(unroundedAccessoryReduction)
    }

    /// How much of the cell's width its accessory and the margins around it take.
    private var unroundedAccessoryReduction: CGFloat {
        if let accessory = cell.accessoryView {
            return accessorySideMargin + accessory.bounds.width + TableMetrics.accessoryViewGap
        }
        guard cell.accessoryType != .none else { return 0 }
        return accessorySideMargin + cell.accessoryWidths[cell.accessoryType]
    }

    /// Where a built-in style's text starts: an anchor and the distance after it.
    private typealias TextLeading = (item: LayoutItem, attribute: LayoutAttribute, constant: CGFloat)

    /// A built-in style's layout: the image at the leading margin, centred; the text after it
    /// (the detail below it for `subtitle`, at the trailing margin for `value1`, after a fixed
    /// text column for `value2`), everything within the vertical margins.
    private func generateBuiltInStyle() {
        guard let text = cell.textLabel else { return }
        let content = cell.contentView, margins = content.layoutMarginsGuide
        if cell.rowSizing == .measuring, measuresBuiltInStyle {
            // The least height a self-sizing row measures; the row then takes the height the
            // table gives it (the standard height less the separator, 43.5 at 2x).
            fixStandardMinimumHeight("UITableViewCell-minimumHeight")
        }
        // iOS 10's layout managers set a text 15 pt from the content view's sides, by frames;
        // the margins of iOS 11 on hold it since.
        let iOS10Inset = cell.hasIOS10ContentMargins ? TableMetrics.iOS10BuiltInTextInset : nil
        var leading: TextLeading = iOS10Inset.map { (content, .leading, $0) } ?? (margins, .leading, 0)
        if let image = cell.imageView {
            leading = placeBuiltInImage(image, beside: text) ?? leading
        }
        if cell.style == .value2 {
            layout.relate("UITableViewCell-textLabel-leading", text, .leading, to: margins)
        } else {
            layout.relate("UITableViewCell-textLabel-leading", text, .leading, to: leading.item, leading.attribute,
                          constant: leading.constant)
        }
        if let detail = cell.detailTextLabel {
            placeBuiltInDetail(detail, with: text)
        } else {
            generateDefaultStyleText(text)
        }
    }

    /// Places a built-in style's image at the leading margin (hidden, taking no room, without
    /// an image, as UIKit's), and returns where the text then starts: after the image, or
    /// after a symbol's column; nil where the text keeps its own start.
    private func placeBuiltInImage(_ image: ImageView, beside text: Label) -> TextLeading? {
        let content = cell.contentView, margins = content.layoutMarginsGuide
        image.isHidden = image.image == nil
        let column = symbolColumnWidth(of: image)
        if let column {
            layout.relate("UITableViewCell-imageView-centerX", image, .centerX, to: margins, .leading, constant: column / 2)
        } else {
            layout.relate("UITableViewCell-imageView-leading", image, .leading, to: margins)
        }
        placeImageVertically(image)
        var leading: TextLeading?
        if image.isHidden {
            layout.fix("UITableViewCell-imageView-width", image, .width, constant: 0)
            layout.fix("UITableViewCell-imageView-height", image, .height, constant: 0)
        } else if measuresBuiltInStyle {
            // The image keeps its size, within the margins a self-sizing row grows to when
            // the image sizes the row; the text takes the rest of the row.
            layout.fix("UITableViewCell-imageView-width", image, .width, constant: image.intrinsicContentSize.width)
            if imageSizesRow(text) {
                layout.relate("UITableViewCell-imageView-top", image, .top, .greaterThanOrEqual, to: margins)
            }
            leading = (image, .trailing, TableMetrics.imageTextSpacing)
        } else {
            // In a row of a fixed height the image keeps its size unless it is taller than
            // the content view, which scales it to the content's height, its aspect kept
            // (UIKit's `standardLayoutImageViewFrameForCell:forSizing:`); the margins do not
            // squeeze it.
            let size = image.intrinsicContentSize
            layout.relate("UITableViewCell-imageView-height", image, .height, .lessThanOrEqual, to: content)
            layout.relate("UITableViewCell-imageView-aspect", image, .width, to: image, .height,
                          multiplier: size.height > 0 ? size.width / size.height : 1)
            leading = (image, .trailing, TableMetrics.imageTextSpacing)
        }
        if let column, image.intrinsicContentSize.width <= column {
            // The text follows the symbol's column, not a narrower symbol.
            leading = (margins, .leading, column + TableMetrics.imageTextSpacing)
        }
        return leading
    }

    /// Places a built-in style's detail label and its text as a pair: the detail below the
    /// text for `subtitle`, at the trailing margin for `value1`, after the fixed text column
    /// for `value2`.
    private func placeBuiltInDetail(_ detail: Label, with text: Label) {
        let margins = cell.contentView.layoutMarginsGuide
        if measuresBuiltInStyle, cell.rowSizing == .measuring {
            // A self-sizing row measures itself holding the pair within its margins; a row of
            // a fixed height, or one that has measured itself, centres the pair at the labels'
            // own heights whatever its margins, as UIKit's layout managers place them by
            // frames (the pair's top rounded up may leave it past the bottom margin). A label
            // without text, which UIKit takes out of the cell, sets nothing of the row's height.
            // A self-sizing `subtitle` row is sized from its labels' lines
            // (``TableView/rowHeight(measuring:of:)``), whatever its margins.
            if text.hasText, !cell.stacksLabelsInSelfSizingRow {
                layout.relate("UITableViewCell-textLabel-top", text, .top, .greaterThanOrEqual, to: margins)
                layout.relate("UITableViewCell-textLabel-bottom", text, .bottom, .lessThanOrEqual, to: margins)
            }
            if detail.hasText, !cell.stacksLabelsInSelfSizingRow {
                layout.relate("UITableViewCell-detailTextLabel-bottom", detail, .bottom, .lessThanOrEqual, to: margins)
            }
        }
        layout.relate("UITableViewCell-detailTextLabel-trailing", detail, .trailing, .lessThanOrEqual, to: margins)
        placePair(text, detail)
        switch cell.style {
        case .subtitle:
            layout.relate("UITableViewCell-detailTextLabel-leading", detail, .leading, to: text)
            layout.relate("UITableViewCell-textLabel-trailing", text, .trailing, .lessThanOrEqual, to: margins)
        case .value1:
            layout.relate("UITableViewCell-detailTextLabel-trailing", at: 1, detail, .trailing, to: margins)
            layout.relate("UITableViewCell-detailTextLabel-leading", detail, .leading, .greaterThanOrEqual, to: text, .trailing,
                          constant: TableMetrics.detailSpacing)
        default:
            layout.fix("UITableViewCell-textLabel-width", text, .width, constant: TableMetrics.value2TextWidth)
            layout.relate("UITableViewCell-detailTextLabel-leading", detail, .leading, to: text, .trailing, constant: TableMetrics.detailSpacing)
        }
    }

    /// Whether a self-sizing row's image sets its height. UIKit's layout manager sizes a
    /// `default`, `value1` or `value2` row whose text is one line from the text's font alone,
    /// twice its body leading, whatever the image, and a row of more lines from the taller of
    /// its text and its image, plus a leading (`intrinsicContentSizeForCell:rowWidth:`): so
    /// the image is held within the margins unless the text is one line. A `subtitle` row,
    /// which stacks its labels, keeps its image within them (docs/table-views.md).
    private func imageSizesRow(_ text: Label) -> Bool {
        cell.style == .subtitle || text.numberOfLines != 1
    }

    /// The width of the column a built-in style's SF Symbol image is centred in, from the
    /// leading margin (``TableMetrics/symbolImageColumnWidth(_:)``), as UIKit's layout manager
    /// centres a symbol (`_UITableCellShouldCenterImageHorizontallyForTraitCollection`); nil
    /// for any other image, which starts at the margin.
    private func symbolColumnWidth(of image: ImageView) -> CGFloat? {
        guard image.image?.isSymbol == true else { return nil }
        let traits = cell.traitCollection
        return TableMetrics.symbolImageColumnWidth(traits.preferredContentSizeCategory)
    }

    /// Centres a built-in style's image in the content view. In a row of a fixed height the
    /// image's top is rounded down to the point, not to the pixel, as Xcode stores it
    /// (docs/table-views.md). An SF Symbol, whose size and insets Plumb does not know exactly,
    /// stays centred.
    private func placeImageVertically(_ image: ImageView) {
        let content = cell.contentView
        guard let contentHeight = fixedContentHeight, let shown = image.image, !shown.isSymbol, shown.size.height > 0 else {
            layout.relate("UITableViewCell-imageView-centerY", image, .centerY, to: content)
            return
        }
        let height = min(shown.size.height, contentHeight)
        layout.relate("UITableViewCell-imageView-top", image, .top, to: content,
                      constant: ((contentHeight - height) / 2).rounded(.down))
    }

    /// Places a built-in style's text and detail one above the other, as UIKit's layout
    /// managers do: in a `subtitle` cell the detail right under the text; in a `value1` or
    /// `value2` cell side by side, their tops apart by the whole points between their
    /// fonts' ascenders (their first lines' baselines level). The pair is centred in the row,
    /// at `ceil((height − pair) / 2)` of the content view's height in a row of a fixed height
    /// or a self-sizing row once it has measured itself, and on the row's centre while the row
    /// measures (docs/table-views.md gives the documents).
    /// Then a `subtitle` text moves up by
    /// ``TableMetrics/subtitleTextRaise(textPointSize:rowHeight:displayScale:)`` alone, in a
    /// row whose height is known (a row that has not measured itself yet raises nothing).
    private func placePair(_ text: Label, _ detail: Label) {
        let content = cell.contentView
        let textHeight = laidOutHeight(of: text)
        let detailHeight = detail.isHidden ? 0 : laidOutHeight(of: detail)
        var offsets: (text: CGFloat, detail: CGFloat) = (0, textHeight)
        if cell.style != .subtitle {
            let difference = (ascender(of: text) - ascender(of: detail)).rounded()
            offsets = difference >= 0 ? (0, difference) : (-difference, 0)
        }
        let pairHeight = max(offsets.text + textHeight, offsets.detail + detailHeight)
        var raise: CGFloat = 0
        if let contentHeight = placedContentHeight {
            if cell.style == .subtitle, detailHeight > 0 {
                raise = TableMetrics.subtitleTextRaise(textPointSize: text.effectiveFont.pointSize, rowHeight: contentHeight,
                                                       displayScale: cell.displayScale)
            }
            let top = ((contentHeight - pairHeight) / 2).rounded(.up)
            layout.relate("UITableViewCell-textLabel-top", at: 1, text, .top, to: content, constant: top + offsets.text - raise)
        } else {
            layout.relate("UITableViewCell-textLabel-centerY", text, .centerY, to: content,
                          constant: offsets.text + textHeight / 2 - pairHeight / 2)
        }
        layout.relate("UITableViewCell-detailTextLabel-top", detail, .top, to: text, constant: offsets.detail - offsets.text + raise)
    }

    /// The height of the content view the pair is centred in: a fixed row's, or the height a
    /// self-sizing row measured (a `subtitle` row from its labels); nil while the row
    /// measures.
    private var placedContentHeight: CGFloat? {
        if let height = fixedContentHeight { return height }
        guard case .measured(let height) = cell.rowSizing else { return nil }
        return height
    }

    /// The distance from a label's top to its first baseline: its font's ascender, which
    /// UIKit's layout managers read.
    private func ascender(of label: Label) -> CGFloat {
        let model = label.baseline(first: true).model
        return model.offset + model.heightFraction * laidOutHeight(of: label)
    }

    /// A label's height at the width layout last gave it, as the engine sizes it: a text of
    /// several lines or paragraphs wraps at that width, as UIKit's layout managers measure a
    /// label in the row's text rectangle.
    private func laidOutHeight(of label: Label) -> CGFloat {
        label.intrinsicContentSize(forWidth: label.wrappingWidth).height
    }

    /// The `default` style's text fills the content view's height and runs to its trailing
    /// margin, 8 pt before the edge beside an accessory (``TableViewCell/accessoryMargin``), as
    /// Xcode stores it; a `value1` detail ends there alike (docs/table-views.md).
    private func generateDefaultStyleText(_ text: Label) {
        let content = cell.contentView
        layout.relate("UITableViewCell-textLabel-top", text, .top, to: content)
        layout.relate("UITableViewCell-textLabel-bottom", text, .bottom, to: content)
        layout.relate("UITableViewCell-textLabel-trailing", text, .trailing, to: content.layoutMarginsGuide)
    }
}
