import AutoLayout
import Foundation

/// What the kinds beyond labels, buttons, fields, segmented controls and switches show inside
/// their frames, as Interface Builder's canvas draws them: an image's placeholder, a slider's
/// track, a bar's items, the keyboard.
public enum ControlContent: Hashable, Sendable {
    /// An image: a crossed placeholder with its name (a symbol's name in the tint colour).
    case image(name: String, isSymbol: Bool)
    /// The on-screen keyboard: rows of keys on a grey plate.
    case keyboard
    /// A text view's text, from its top left, inset by its text container (or its placeholder
    /// text, "Text View" when empty, faint).
    case textView(String, alignment: TextAlignment, isPlaceholder: Bool, font: Font)
    /// A slider's track across its alignment rectangle (its frame less `insets`), filled in
    /// the tint up to the thumb at `fraction` of its length.
    case slider(fraction: Double, insets: EdgeInsets)
    /// A stepper's − and + buttons.
    case stepper
    /// A colour well: a ring of hues around an empty swatch.
    case colorWell
    /// A progress bar filled to `fraction`.
    case progress(fraction: Double)
    /// A spinner's spokes.
    case activityIndicator(isLarge: Bool)
    /// A row of page dots, the current one solid.
    case pageControl(pages: Int, current: Int)
    /// A search field: a rounded field with a magnifier and the text or placeholder, and a
    /// Cancel button when it shows one.
    case searchBar(String, isPlaceholder: Bool, showsCancel: Bool)
    /// A date picker in its style: wheels of rows, compact buttons, or a calendar.
    case datePicker(DatePicker.Style, DatePicker.Mode)
    /// A picker view's wheels with their rows, the middle row selected.
    case picker([[String]])
    /// A visual effect view's blur: a translucent frosted plate.
    case blur
    /// A container view: the embedded controller's name.
    case container(String)
    /// A navigation bar: its title, centred, or large at the leading side.
    case navigationBar(title: String, isLarge: Bool)
    /// A toolbar's or tab bar's items, spread evenly below `topInset`; the selected tab in the
    /// tint.
    case barItems([String], selected: Int?, topInset: CGFloat = 0)
    /// A table row's accessory (a chevron, a checkmark, an info button) at its trailing
    /// margin, and its separator along the bottom from `separatorInset` (none when nil).
    case tableCell(accessory: TableViewCell.AccessoryType, trailingMargin: CGFloat, separatorInset: CGFloat?)
    /// A section header's or footer's title, in the table's margins.
    case sectionTitle(String, isHeader: Bool, margin: CGFloat)
    /// A button with an image, a configuration or a system type: its parts as UIKit lays
    /// them out.
    case button(ButtonContent)

    /// The font of the content's text.
    var font: Font {
        switch self {
        case .textView(_, _, _, let font): font
        case .navigationBar(_, let isLarge): isLarge ? Font(size: 34, weight: .bold) : Font(size: 17, weight: .semibold)
        case .barItems(_, let selected, _): selected == nil ? Font(size: 17) : Font(size: 10, weight: .medium)
        case .searchBar, .picker, .tableCell: Font(size: 17)
        case .sectionTitle: TableMetrics.titleFont
        case .button(let button): button.font
        case .datePicker(let style, _): style == .compact ? Font(size: 17) : Font(size: 15)
        default: Font(size: 11)
        }
    }
}

extension ControlContent {
    /// The content of a view of the layout model that is not a label, button, text field,
    /// segmented control or switch; nil for a view that shows nothing of its own.
    public init?(of view: View) {
        switch view {
        case let imageView as ImageView:
            guard let image = imageView.image else { return nil }
            self = .image(name: image.name, isSymbol: image.isSymbol)
        case let textView as TextView:
            let text = textView.text ?? ""
            self = .textView(text.isEmpty ? "Text View" : text, alignment: textView.textAlignment.resolved(for: view.effectiveLayoutDirection),
                             isPlaceholder: text.isEmpty, font: textView.effectiveFont)
        case let slider as Slider: self = .slider(fraction: slider.fraction, insets: slider.alignmentRectInsets)
        case is Stepper: self = .stepper
        case is ColorWell: self = .colorWell
        case let progress as ProgressView: self = .progress(fraction: Double(min(max(progress.progress, 0), 1)))
        case let indicator as ActivityIndicatorView: self = .activityIndicator(isLarge: indicator.style == .large)
        case let pages as PageControl: self = .pageControl(pages: pages.numberOfPages, current: pages.currentPage)
        case let search as SearchBar:
            let text = search.text ?? ""
            self = .searchBar(text.isEmpty ? search.placeholder ?? "Search" : text, isPlaceholder: text.isEmpty,
                              showsCancel: search.showsCancelButton)
        case let picker as DatePicker: self = .datePicker(picker.datePickerStyle, picker.datePickerMode)
        case let picker as PickerView: self = .picker(picker.components)
        case is VisualEffectView: self = .blur
        case let container as ContainerView: self = .container(container.embeddedControllerName ?? "Container")
        case let bar as NavigationBar:
            self = .navigationBar(title: bar.title ?? "", isLarge: bar.showsLargeTitle)
        case let toolbar as Toolbar: self = .barItems(toolbar.items, selected: nil, topInset: toolbar.itemsTopInset)
        case let tabBar as TabBar: self = .barItems(tabBar.items, selected: tabBar.selectedIndex)
        case let cell as TableViewCell:
            let margin = cell.contentView.rowSideMargin
            self = .tableCell(accessory: cell.accessoryView == nil ? cell.accessoryType : .none, trailingMargin: margin,
                              separatorInset: cell.separatorInset)
        case let title as TableViewHeaderFooterView:
            self = .sectionTitle(title.title, isHeader: title.isHeader, margin: (title.superview as? TableView)?.cellSideMargin ?? TableMetrics.sideMargin(in: title.window))
        default: return nil
        }
    }
}
