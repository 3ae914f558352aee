import AutoLayout
import Foundation

/// One property a spec sets on a view, with its value: a key of a view mapping other than
/// `id`, `kind`, `views`, `constraints` and `frame`, or the value of a variant's
/// `set: {id.key: value}`. Both are decoded by the same code, so a property may vary with
/// the traits exactly as it can be written.
enum ViewProperty {
    case translatesAutoresizingMaskIntoConstraints(Bool)
    case autoresizingMask(AutoresizingMask)
    /// `noIntrinsicMetric` on an axis for none; nil for the kind's own.
    case intrinsicContentSize(CGSize?)
    case contentHuggingPriority(AxisPriorities)
    case contentCompressionResistancePriority(AxisPriorities)
    case layoutMargins(EdgeInsets)
    case directionalLayoutMargins(DirectionalEdgeInsets)
    /// Either kind of margins, or none set: what a variant restores, never written in a spec.
    case layoutMarginsSetting(LayoutMarginsSetting)
    case preservesSuperviewLayoutMargins(Bool)
    case insetsLayoutMarginsFromSafeArea(Bool)
    case hidden(Bool)
    case alpha(CGFloat)
    case backgroundColor(ViewColor?)
    case tintColor(ViewColor?)
    case cornerRadius(CGFloat)
    case borderWidth(CGFloat)
    case borderColor(ViewColor?)
    case additionalSafeAreaInsets(EdgeInsets)
    case layoutMarginsFollowReadableWidth(Bool)
    case boundsOrigin(CGPoint)
    case transform(CGAffineTransform)
    case text(String?)
    case placeholder(String?)
    case font(Font)
    case textColor(ViewColor?)
    case image(SpecImage?)
    case numberOfLines(Int)
    case textAlignment(TextAlignment)
    case preferredMaxLayoutWidth(CGFloat)
    case lineBreakMode(LineBreakMode)
    case adjustsFontSizeToFitWidth(Bool)
    case minimumScaleFactor(CGFloat)
    case items([String])
    case selectedSegmentIndex(Int)
    case isOn(Bool)
    case isScrollEnabled(Bool)
    case isEditable(Bool)
    case value(Float)
    case minimumValue(Float)
    case maximumValue(Float)
    case progress(Float)
    case style(ActivityIndicatorView.Style)
    case isAnimating(Bool)
    case numberOfPages(Int)
    case currentPage(Int)
    case searchBarStyle(SearchBar.Style)
    case showsCancelButton(Bool)
    case datePickerMode(DatePicker.Mode)
    case preferredDatePickerStyle(DatePicker.Style)
    case components([[String]])
    case effect(VisualEffectView.Effect)
    case embeddedControllerName(String?)
    case title(String?)
    case prefersLargeTitles(Bool)
    case selectedIndex(Int)
    case contentInset(EdgeInsets)
    case contentInsetAdjustmentBehavior(ScrollView.ContentInsetAdjustmentBehavior)
    case contentSize(CGSize?)
    case contentOffset(CGPoint?)
    case alwaysBounceVertical(Bool)
    case alwaysBounceHorizontal(Bool)
    case detailText(String?)
    case accessoryType(TableViewCell.AccessoryType)
    /// A number, or `TableView.automaticDimension`; nil (a cell's only) for the table's.
    case rowHeight(CGFloat?)
    case sectionHeaderHeight(CGFloat?)
    case sectionFooterHeight(CGFloat?)
    case separatorStyle(SeparatorStyle)
    case buttonType(Button.ButtonType)
    case contentEdgeInsets(EdgeInsets)
    case titleEdgeInsets(EdgeInsets)
    case imageEdgeInsets(EdgeInsets)
    case configuration(ButtonConfiguration?)
    case scrollDirection(CollectionView.ScrollDirection)
    /// A size, or `CollectionView.automaticSize`.
    case itemSize(CGSize)
    case minimumInteritemSpacing(CGFloat)
    case minimumLineSpacing(CGFloat)
    case sectionInset(EdgeInsets)

    /// A table's `separatorStyle`.
    enum SeparatorStyle: String, CaseIterable {
        case none, singleLine
    }
    case axis(LayoutAxis)
    case distribution(StackView.Distribution)
    case alignment(StackView.Alignment)
    /// A number, or `StackView.spacingUseSystem`.
    case spacing(CGFloat)
    case customSpacing([CustomSpacing])
    case isLayoutMarginsRelativeArrangement(Bool)
    case isBaselineRelativeArrangement(Bool)

    /// The space a stack view puts after one of its arranged views.
    struct CustomSpacing {
        let viewID: String
        let location: SpecLocation
        /// A number, or `StackView.spacingUseSystem` (or, to restore, `spacingUseDefault`).
        let spacing: CGFloat
    }

    /// Hugging or compression resistance per axis; an axis not given keeps its priority.
    struct AxisPriorities {
        var horizontal: LayoutPriority?
        var vertical: LayoutPriority?
    }
}

/// The keys of ``ViewProperty``, by the names the spec format gives them (UIKit's).
enum PropertyKey: String, CaseIterable {
    case translatesAutoresizingMaskIntoConstraints, autoresizingMask, intrinsicContentSize
    case contentHuggingPriority, contentCompressionResistancePriority
    case layoutMargins, directionalLayoutMargins, preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea
    case hidden, alpha, backgroundColor, boundsOrigin, transform
    case tintColor, cornerRadius, borderWidth, borderColor, additionalSafeAreaInsets, layoutMarginsFollowReadableWidth
    case text, placeholder, font, textColor, numberOfLines, textAlignment, preferredMaxLayoutWidth, image
    case lineBreakMode, adjustsFontSizeToFitWidth, minimumScaleFactor
    case items, selectedSegmentIndex, isOn
    case isScrollEnabled, isEditable, value, minimumValue, maximumValue, progress, style, isAnimating
    case numberOfPages, currentPage, searchBarStyle, showsCancelButton, datePickerMode, preferredDatePickerStyle
    case components, effect, embeddedControllerName, title, prefersLargeTitles, selectedIndex
    case contentInset, contentInsetAdjustmentBehavior, contentSize, contentOffset, alwaysBounceVertical, alwaysBounceHorizontal
    case detailText, accessoryType, rowHeight, sectionHeaderHeight, sectionFooterHeight, separatorStyle
    case scrollDirection, itemSize, minimumInteritemSpacing, minimumLineSpacing, sectionInset
    case buttonType, contentEdgeInsets, titleEdgeInsets, imageEdgeInsets, configuration
    case axis, distribution, alignment, spacing, customSpacing
    case isLayoutMarginsRelativeArrangement, isBaselineRelativeArrangement

    /// The kinds of view that have the property.
    var kinds: [ViewKind] {
        switch self {
        case .text: [.label, .button, .textField, .textView, .searchBar, .tableViewCell]
        case .font, .textColor: [.label, .button, .textField, .textView, .tableViewCell]
        case .image: [.imageView, .tableViewCell, .button]
        case .buttonType, .contentEdgeInsets, .titleEdgeInsets, .imageEdgeInsets, .configuration: [.button]
        case .detailText, .accessoryType: [.tableViewCell]
        case .rowHeight: [.tableView, .tableViewCell]
        case .sectionHeaderHeight, .sectionFooterHeight, .separatorStyle: [.tableView]
        case .scrollDirection, .itemSize, .minimumInteritemSpacing, .minimumLineSpacing, .sectionInset: [.collectionView]
        case .placeholder: [.textField, .searchBar]
        case .numberOfLines, .preferredMaxLayoutWidth, .lineBreakMode, .adjustsFontSizeToFitWidth, .minimumScaleFactor: [.label]
        case .textAlignment: [.label, .textView]
        case .items: [.segmentedControl, .toolbar, .tabBar]
        case .selectedSegmentIndex: [.segmentedControl]
        case .isOn: [.switch]
        case .isScrollEnabled: [.textView, .scrollView, .tableView, .collectionView]
        case .isEditable: [.textView]
        case .contentInset, .contentInsetAdjustmentBehavior, .contentSize, .contentOffset, .alwaysBounceVertical, .alwaysBounceHorizontal:
            [.scrollView, .tableView, .collectionView]
        case .value, .minimumValue, .maximumValue: [.slider]
        case .progress: [.progressView]
        case .style, .isAnimating: [.activityIndicatorView]
        case .numberOfPages, .currentPage: [.pageControl]
        case .searchBarStyle, .showsCancelButton: [.searchBar]
        case .datePickerMode, .preferredDatePickerStyle: [.datePicker]
        case .components: [.pickerView]
        case .effect: [.visualEffectView]
        case .embeddedControllerName: [.containerView]
        case .title, .prefersLargeTitles: [.navigationBar]
        case .selectedIndex: [.tabBar]
        case .axis, .distribution, .alignment, .spacing, .customSpacing, .isLayoutMarginsRelativeArrangement,
            .isBaselineRelativeArrangement:
            [.stack]
        default: ViewKind.allCases.filter { $0 != .guide }
        }
    }

    /// Why the key does not apply to a view of `kind`, or nil when it does.
    func mismatch(with kind: ViewKind) -> String? {
        guard !kinds.contains(kind) else { return nil }
        return "'\(rawValue)' does not apply to \(kind.withArticle); it applies to "
            + NameSuggestion.list(kinds.map(\.rawValue))
    }
}

/// An image as a spec gives it: a named image with its size, or an SF Symbol by its name,
/// point size and scale, whose size ``SymbolSizes`` gives (the point size, when not given, is
/// a configured button's title font's, or 17).
enum SpecImage {
    case named(Image)
    case symbol(String, pointSize: CGFloat?, scale: Image.SymbolScale)

    /// The image the model shows.
    var image: Image {
        switch self {
        case .named(let image): image
        case .symbol(let name, let pointSize, let scale): .symbol(name, pointSize: pointSize, scale: scale)
        }
    }
}
