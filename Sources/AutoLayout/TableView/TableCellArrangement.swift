import Foundation

/// The constraints a table cell makes for its parts, as UIKit's cell places them by frames:
/// the content view at the cell's full height, narrowed by the accessory; the accessory view at
/// the trailing margin; a built-in style's labels and image in the content view's margins, with
/// the row at least 44 pt high.
struct TableCellArrangement {
    let cell: TableViewCell
    private let layout: GeneratedLayout

    init(_ cell: TableViewCell) {
        self.cell = cell
        layout = GeneratedLayout(owner: cell)
    }

    /// The cell's side margin: the root view's system minimum (16 or 20 pt).
    private var sideMargin: CGFloat { cell.contentView.systemLayoutMargins.leading }

    func generate() {
        let content = cell.contentView
        layout.relate("UITableViewCell-contentView-left", cell.contentView, .left, to: cell)
        layout.relate("UITableViewCell-contentView-top", content, .top, to: cell)
        layout.relate("UITableViewCell-contentView-height", content, .height, to: cell)
        layout.relate("UITableViewCell-contentView-width", content, .width, to: cell, constant: -accessoryReduction)
        if let accessory = cell.accessoryView {
            // The cell places its accessory view by its frame, not its alignment rectangle.
            layout.relate("UITableViewCell-accessoryView-trailing", accessory, .right, to: cell,
                          constant: -sideMargin - accessory.alignmentRectInsets.right)
            layout.relate("UITableViewCell-accessoryView-centerY", accessory, .centerY, to: cell)
        }
        generateBuiltInStyle()
    }

    /// How much narrower than the cell the content view is.
    private var accessoryReduction: CGFloat {
        if let accessory = cell.accessoryView {
            return sideMargin + accessory.bounds.width + TableMetrics.accessoryViewGap
        }
        guard cell.accessoryType != .none else { return 0 }
        return sideMargin + TableMetrics.accessoryWidth(cell.accessoryType)
    }

    /// A built-in style's layout: the image at the leading margin, centred; the text after it
    /// (the detail below it for `subtitle`, at the trailing margin for `value1`, after a fixed
    /// text column for `value2`), everything within the vertical margins.
    private func generateBuiltInStyle() {
        guard let text = cell.textLabel else { return }
        let content = cell.contentView, margins = content.layoutMarginsGuide
        let minimum = (cell.superview as? TableView)?.standardRowHeight ?? TableMetrics.standardRowHeight
        layout.fix("UITableViewCell-minimumHeight", content, .height, .greaterThanOrEqual, constant: minimum)
        var leading: (LayoutItem, LayoutAttribute, CGFloat) = (margins, .leading, 0)
        if let image = cell.imageView {
            // Without an image the image view is hidden and takes no room, as UIKit's.
            image.isHidden = image.image == nil
            layout.relate("UITableViewCell-imageView-leading", image, .leading, to: margins)
            layout.relate("UITableViewCell-imageView-centerY", image, .centerY, to: content)
            if image.isHidden {
                layout.fix("UITableViewCell-imageView-width", image, .width, constant: 0)
                layout.fix("UITableViewCell-imageView-height", image, .height, constant: 0)
            } else {
                // The image keeps its size; the text takes the rest of the row.
                layout.fix("UITableViewCell-imageView-width", image, .width, constant: image.intrinsicContentSize.width)
                layout.relate("UITableViewCell-imageView-top", image, .top, .greaterThanOrEqual, to: margins)
                leading = (image, .trailing, TableMetrics.imageTextSpacing)
            }
        }
        let textLeading = cell.style == .value2 ? margins : leading.0
        layout.relate("UITableViewCell-textLabel-leading", text, .leading, to: textLeading,
                      cell.style == .value2 ? .leading : leading.1, constant: cell.style == .value2 ? 0 : leading.2)
        guard let detail = cell.detailTextLabel else {
            generateDefaultStyleText(text)
            return
        }
        layout.relate("UITableViewCell-textLabel-top", text, .top, .greaterThanOrEqual, to: margins)
        layout.relate("UITableViewCell-textLabel-bottom", text, .bottom, .lessThanOrEqual, to: margins)
        layout.relate("UITableViewCell-detailTextLabel-bottom", detail, .bottom, .lessThanOrEqual, to: margins)
        layout.relate("UITableViewCell-detailTextLabel-trailing", detail, .trailing, .lessThanOrEqual, to: margins)
        switch cell.style {
        case .subtitle:
            generateSubtitlePair(text, detail)
        case .value1:
            // The detail sits on the text's baseline, as Xcode stores a smaller detail: a 13 pt
            // detail at y 16 beside a 17 pt text at 12 (raywenderlich's `13-debugging`), a
            // 15 pt one at 21 beside a 16 pt text at 20 (Firebase's database sample).
            layout.relate("UITableViewCell-textLabel-centerY", text, .centerY, to: content)
            layout.relate("UITableViewCell-detailTextLabel-baseline", detail, .firstBaseline, to: text)
            layout.relate("UITableViewCell-detailTextLabel-trailing", at: 1, detail, .trailing, to: margins)
            layout.relate("UITableViewCell-detailTextLabel-leading", detail, .leading, .greaterThanOrEqual, to: text, .trailing, constant: 8)
        default:
            layout.relate("UITableViewCell-textLabel-centerY", text, .centerY, to: content)
            layout.relate("UITableViewCell-detailTextLabel-centerY", detail, .centerY, to: content)
            layout.fix("UITableViewCell-textLabel-width", text, .width, constant: TableMetrics.value2TextWidth)
            layout.relate("UITableViewCell-detailTextLabel-leading", detail, .leading, to: text, .trailing, constant: TableMetrics.value2Spacing)
        }
    }

    /// The `subtitle` style's pair, as UIKit's `UITableViewCellLayoutManagerSubtitle` places
    /// it: the detail right under the text, the two centred together in the content view's
    /// height; then the text alone moves up by ``TableMetrics/subtitleTextRaise(textPointSize:displayScale:)``
    /// when its font is not the style's 17 pt. Centring the union of text and detail is
    /// `text.centerY == content.centerY − detail.height / 2` before the raise.
    private func generateSubtitlePair(_ text: Label, _ detail: Label) {
        let content = cell.contentView
        let detailHeight = detail.isHidden ? 0 : detail.intrinsicContentSize.height
        let raise = detailHeight > 0 ? TableMetrics.subtitleTextRaise(textPointSize: text.font.pointSize, displayScale: cell.displayScale) : 0
        layout.relate("UITableViewCell-detailTextLabel-leading", detail, .leading, to: text)
        layout.relate("UITableViewCell-detailTextLabel-top", detail, .top, to: text, .bottom, constant: raise)
        layout.relate("UITableViewCell-textLabel-trailing", text, .trailing, .lessThanOrEqual, to: content.layoutMarginsGuide)
        layout.relate("UITableViewCell-textLabel-centerY", text, .centerY, to: content, constant: -detailHeight / 2 - raise)
    }

    /// The `default` style's text fills the content view's height and runs to its trailing
    /// margin, or, beside an accessory, to 8 pt before the content view's edge, as Xcode stores
    /// it (NetNewsWire's rows, 374 wide: 20, 0, 334, 51; with a disclosure indicator 315.5 of
    /// a 343.5 content view; DKImagePickerController's, 375 wide: 323.5 of 347.5).
    private func generateDefaultStyleText(_ text: Label) {
        let content = cell.contentView
        layout.relate("UITableViewCell-textLabel-top", text, .top, to: content)
        layout.relate("UITableViewCell-textLabel-bottom", text, .bottom, to: content)
        if cell.accessoryType == .none, cell.accessoryView == nil {
            layout.relate("UITableViewCell-textLabel-trailing", text, .trailing, to: content.layoutMarginsGuide)
        } else {
            layout.relate("UITableViewCell-textLabel-trailing", text, .trailing, to: content, constant: -TableMetrics.accessoryTextGap)
        }
    }
}
