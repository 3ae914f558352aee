import AutoLayout
import Foundation

extension ViewProperty {
    /// Sets the property on `view`, which is of a kind that has it (the builder checks);
    /// `views` finds the arranged views a custom spacing names.
    func apply(to view: View, views: [String: View]) {
        switch self {
        case .translatesAutoresizingMaskIntoConstraints(let value): view.translatesAutoresizingMaskIntoConstraints = value
        case .autoresizingMask(let value): view.autoresizingMask = value
        case .intrinsicContentSize(let value): view.fixedIntrinsicContentSize = value
        case .contentHuggingPriority(let priorities):
            for (axis, priority) in priorities.byAxis { view.setContentHuggingPriority(priority, for: axis) }
        case .contentCompressionResistancePriority(let priorities):
            for (axis, priority) in priorities.byAxis { view.setContentCompressionResistancePriority(priority, for: axis) }
        case .layoutMargins(let value): view.layoutMargins = value
        case .directionalLayoutMargins(let value): view.directionalLayoutMargins = value
        case .layoutMarginsSetting(let value): view.layoutMarginsSetting = value
        case .preservesSuperviewLayoutMargins(let value): view.preservesSuperviewLayoutMargins = value
        case .insetsLayoutMarginsFromSafeArea(let value): view.insetsLayoutMarginsFromSafeArea = value
        case .hidden(let value): view.isHidden = value
        case .alpha(let value): view.alpha = value
        case .backgroundColor(let value): view.backgroundColor = value
        case .tintColor(let value): view.tintColor = value
        case .cornerRadius(let value): view.cornerRadius = value
        case .borderWidth(let value): view.borderWidth = value
        case .borderColor(let value): view.borderColor = value
        case .additionalSafeAreaInsets(let value): view.additionalSafeAreaInsets = value
        case .layoutMarginsFollowReadableWidth(let value): view.layoutMarginsFollowReadableWidth = value
        case .textColor(let value):
            switch view {
            case let label as Label: label.textColor = value
            case let button as Button: button.titleColor = value
            case let field as TextField: field.textColor = value
            case let textView as TextView: textView.textColor = value
            case let cell as TableViewCell: cell.textLabel?.textColor = value
            default: break
            }
        case .image(let value):
            if let imageView = view as? ImageView { imageView.image = value?.image }
            if let cell = view as? TableViewCell { cell.imageView?.image = value?.image }
            if let button = view as? Button { button.image = value?.image }
        case .boundsOrigin(let value): view.bounds.origin = value
        case .transform(let value): view.transform = value
        case .text(let value):
            switch view {
            case let label as Label: label.text = value
            case let button as Button: button.title = value
            case let field as TextField: field.text = value
            case let textView as TextView: textView.text = value
            case let searchBar as SearchBar: searchBar.text = value
            case let cell as TableViewCell: cell.textLabel?.text = value
            default: break
            }
        case .placeholder(let value):
            if let field = view as? TextField { field.placeholder = value }
            if let searchBar = view as? SearchBar { searchBar.placeholder = value }
        case .font(let value):
            switch view {
            case let label as Label: label.font = value
            case let button as Button: button.font = value
            case let field as TextField: field.font = value
            case let textView as TextView: textView.font = value
            case let cell as TableViewCell: cell.textLabel?.font = value
            default: break
            }
        case .numberOfLines(let value): (view as? Label)?.numberOfLines = value
        case .textAlignment(let value):
            if let label = view as? Label { label.textAlignment = value }
            if let textView = view as? TextView { textView.textAlignment = value }
        case .preferredMaxLayoutWidth(let value): (view as? Label)?.preferredMaxLayoutWidth = value
        case .lineBreakMode(let value): (view as? Label)?.lineBreakMode = value
        case .adjustsFontSizeToFitWidth(let value): (view as? Label)?.adjustsFontSizeToFitWidth = value
        case .minimumScaleFactor(let value): (view as? Label)?.minimumScaleFactor = value
        case .items(let value):
            switch view {
            case let segmented as SegmentedControl: segmented.items = value
            case let toolbar as Toolbar: toolbar.items = value
            case let tabBar as TabBar: tabBar.items = value
            default: break
            }
        case .selectedSegmentIndex(let value): (view as? SegmentedControl)?.selectedSegmentIndex = value
        case .isOn(let value): (view as? Switch)?.isOn = value
        case .isScrollEnabled(let value):
            if let textView = view as? TextView { textView.isScrollEnabled = value }
            if let scrollView = view as? ScrollView { scrollView.isScrollEnabled = value }
        case .contentInset(let value): (view as? ScrollView)?.contentInset = value
        case .contentInsetAdjustmentBehavior(let value): (view as? ScrollView)?.contentInsetAdjustmentBehavior = value
        case .contentSize(let value): (view as? ScrollView)?.explicitContentSize = value
        case .contentOffset(let value): (view as? ScrollView)?.explicitContentOffset = value
        case .alwaysBounceVertical(let value): (view as? ScrollView)?.alwaysBounceVertical = value
        case .alwaysBounceHorizontal(let value): (view as? ScrollView)?.alwaysBounceHorizontal = value
        case .detailText(let value): (view as? TableViewCell)?.detailTextLabel?.text = value
        case .accessoryType(let value): (view as? TableViewCell)?.accessoryType = value
        case .rowHeight(let value):
            (view as? TableView)?.rowHeight = value ?? TableView.automaticDimension
            (view as? TableViewCell)?.rowHeight = value
        case .sectionHeaderHeight(let value): (view as? TableView)?.sectionHeaderHeight = value
        case .sectionFooterHeight(let value): (view as? TableView)?.sectionFooterHeight = value
        case .separatorStyle(let value): (view as? TableView)?.showsSeparators = value == .singleLine
        case .buttonType(let value): (view as? Button)?.buttonType = value
        case .contentEdgeInsets(let value): (view as? Button)?.contentEdgeInsets = value
        case .titleEdgeInsets(let value): (view as? Button)?.titleEdgeInsets = value
        case .imageEdgeInsets(let value): (view as? Button)?.imageEdgeInsets = value
        case .configuration(let value): (view as? Button)?.configuration = value
        case .scrollDirection(let value): (view as? CollectionView)?.scrollDirection = value
        case .itemSize(let value): (view as? CollectionView)?.itemSize = value
        case .minimumInteritemSpacing(let value): (view as? CollectionView)?.minimumInteritemSpacing = value
        case .minimumLineSpacing(let value): (view as? CollectionView)?.minimumLineSpacing = value
        case .sectionInset(let value): (view as? CollectionView)?.sectionInset = value
        case .isEditable(let value): (view as? TextView)?.isEditable = value
        case .value(let value): (view as? Slider)?.value = value
        case .minimumValue(let value): (view as? Slider)?.minimumValue = value
        case .maximumValue(let value): (view as? Slider)?.maximumValue = value
        case .progress(let value): (view as? ProgressView)?.progress = value
        case .style(let value): (view as? ActivityIndicatorView)?.style = value
        case .isAnimating(let value): (view as? ActivityIndicatorView)?.isAnimating = value
        case .numberOfPages(let value): (view as? PageControl)?.numberOfPages = value
        case .currentPage(let value): (view as? PageControl)?.currentPage = value
        case .searchBarStyle(let value): (view as? SearchBar)?.searchBarStyle = value
        case .showsCancelButton(let value): (view as? SearchBar)?.showsCancelButton = value
        case .datePickerMode(let value): (view as? DatePicker)?.datePickerMode = value
        case .preferredDatePickerStyle(let value): (view as? DatePicker)?.preferredDatePickerStyle = value
        case .components(let value): (view as? PickerView)?.components = value
        case .effect(let value): (view as? VisualEffectView)?.effect = value
        case .embeddedControllerName(let value): (view as? ContainerView)?.embeddedControllerName = value
        case .title(let value): (view as? NavigationBar)?.title = value
        case .prefersLargeTitles(let value): (view as? NavigationBar)?.prefersLargeTitles = value
        case .selectedIndex(let value): (view as? TabBar)?.selectedIndex = value
        case .axis(let value): (view as? StackView)?.axis = value
        case .distribution(let value): (view as? StackView)?.distribution = value
        case .alignment(let value): (view as? StackView)?.alignment = value
        case .spacing(let value): (view as? StackView)?.spacing = value
        case .customSpacing(let spacings):
            guard let stack = view as? StackView else { return }
            for spacing in spacings {
                if let arranged = views[spacing.viewID] { stack.setCustomSpacing(spacing.spacing, after: arranged) }
            }
        case .isLayoutMarginsRelativeArrangement(let value): (view as? StackView)?.isLayoutMarginsRelativeArrangement = value
        case .isBaselineRelativeArrangement(let value): (view as? StackView)?.isBaselineRelativeArrangement = value
        }
    }

    /// The same property with the value `view` has now: what a variant restores when the
    /// traits stop matching.
    func currentValue(on view: View, views: [String: View]) -> ViewProperty {
        let label = view as? Label, button = view as? Button, field = view as? TextField
        let segments = view as? SegmentedControl, stack = view as? StackView
        let textView = view as? TextView, searchBar = view as? SearchBar, slider = view as? Slider
        let indicator = view as? ActivityIndicatorView, pages = view as? PageControl, datePicker = view as? DatePicker
        let navigationBar = view as? NavigationBar, scrollView = view as? ScrollView
        let table = view as? TableView, cell = view as? TableViewCell, collection = view as? CollectionView
        switch self {
        case .translatesAutoresizingMaskIntoConstraints: return .translatesAutoresizingMaskIntoConstraints(view.translatesAutoresizingMaskIntoConstraints)
        case .autoresizingMask: return .autoresizingMask(view.autoresizingMask)
        case .intrinsicContentSize: return .intrinsicContentSize(view.fixedIntrinsicContentSize)
        case .contentHuggingPriority:
            return .contentHuggingPriority(AxisPriorities(horizontal: view.contentHuggingPriority(for: .horizontal),
                                                          vertical: view.contentHuggingPriority(for: .vertical)))
        case .contentCompressionResistancePriority:
            return .contentCompressionResistancePriority(AxisPriorities(
                horizontal: view.contentCompressionResistancePriority(for: .horizontal),
                vertical: view.contentCompressionResistancePriority(for: .vertical)))
        case .layoutMargins, .directionalLayoutMargins, .layoutMarginsSetting:
            return .layoutMarginsSetting(view.layoutMarginsSetting)
        case .preservesSuperviewLayoutMargins: return .preservesSuperviewLayoutMargins(view.preservesSuperviewLayoutMargins)
        case .insetsLayoutMarginsFromSafeArea: return .insetsLayoutMarginsFromSafeArea(view.insetsLayoutMarginsFromSafeArea)
        case .hidden: return .hidden(view.isHidden)
        case .alpha: return .alpha(view.alpha)
        case .backgroundColor: return .backgroundColor(view.backgroundColor)
        case .tintColor: return .tintColor(view.tintColor)
        case .cornerRadius: return .cornerRadius(view.cornerRadius)
        case .borderWidth: return .borderWidth(view.borderWidth)
        case .borderColor: return .borderColor(view.borderColor)
        case .additionalSafeAreaInsets: return .additionalSafeAreaInsets(view.additionalSafeAreaInsets)
        case .layoutMarginsFollowReadableWidth: return .layoutMarginsFollowReadableWidth(view.layoutMarginsFollowReadableWidth)
        case .textColor: return .textColor(label?.textColor ?? button?.titleColor ?? field?.textColor ?? textView?.textColor ?? cell?.textLabel?.textColor)
        case .image: return .image(((view as? ImageView)?.image ?? cell?.imageView?.image ?? button?.image).map(SpecImage.named))
        case .boundsOrigin: return .boundsOrigin(view.bounds.origin)
        case .transform: return .transform(view.transform)
        case .text: return .text(label?.text ?? button?.title ?? field?.text ?? textView?.text ?? searchBar?.text ?? cell?.textLabel?.text)
        case .placeholder: return .placeholder(field?.placeholder ?? searchBar?.placeholder)
        case .font: return .font(label?.font ?? button?.font ?? field?.font ?? textView?.font ?? cell?.textLabel?.font ?? ControlMetrics.labelFont)
        case .numberOfLines: return .numberOfLines(label?.numberOfLines ?? 1)
        case .textAlignment: return .textAlignment(label?.textAlignment ?? textView?.textAlignment ?? .natural)
        case .preferredMaxLayoutWidth: return .preferredMaxLayoutWidth(label?.preferredMaxLayoutWidth ?? 0)
        case .lineBreakMode: return .lineBreakMode(label?.lineBreakMode ?? .byTruncatingTail)
        case .adjustsFontSizeToFitWidth: return .adjustsFontSizeToFitWidth(label?.adjustsFontSizeToFitWidth ?? false)
        case .minimumScaleFactor: return .minimumScaleFactor(label?.minimumScaleFactor ?? 0)
        case .items: return .items(segments?.items ?? (view as? Toolbar)?.items ?? (view as? TabBar)?.items ?? [])
        case .selectedSegmentIndex: return .selectedSegmentIndex(segments?.selectedSegmentIndex ?? 0)
        case .isOn: return .isOn((view as? Switch)?.isOn ?? false)
        case .isScrollEnabled: return .isScrollEnabled(textView?.isScrollEnabled ?? scrollView?.isScrollEnabled ?? true)
        case .contentInset: return .contentInset(scrollView?.contentInset ?? .zero)
        case .contentInsetAdjustmentBehavior: return .contentInsetAdjustmentBehavior(scrollView?.contentInsetAdjustmentBehavior ?? .automatic)
        case .contentSize: return .contentSize(scrollView?.explicitContentSize)
        case .contentOffset: return .contentOffset(scrollView?.explicitContentOffset)
        case .alwaysBounceVertical: return .alwaysBounceVertical(scrollView?.alwaysBounceVertical ?? false)
        case .alwaysBounceHorizontal: return .alwaysBounceHorizontal(scrollView?.alwaysBounceHorizontal ?? false)
        case .detailText: return .detailText(cell?.detailTextLabel?.text)
        case .accessoryType: return .accessoryType(cell?.accessoryType ?? .none)
        case .rowHeight: return .rowHeight(table?.rowHeight ?? cell?.rowHeight)
        case .sectionHeaderHeight: return .sectionHeaderHeight(table?.sectionHeaderHeight)
        case .sectionFooterHeight: return .sectionFooterHeight(table?.sectionFooterHeight)
        case .separatorStyle: return .separatorStyle(table?.showsSeparators == false ? .none : .singleLine)
        case .buttonType: return .buttonType(button?.buttonType ?? .system)
        case .contentEdgeInsets: return .contentEdgeInsets(button?.contentEdgeInsets ?? .zero)
        case .titleEdgeInsets: return .titleEdgeInsets(button?.titleEdgeInsets ?? .zero)
        case .imageEdgeInsets: return .imageEdgeInsets(button?.imageEdgeInsets ?? .zero)
        case .configuration: return .configuration(button?.configuration)
        case .scrollDirection: return .scrollDirection(collection?.scrollDirection ?? .vertical)
        case .itemSize: return .itemSize(collection?.itemSize ?? CGSize(width: 50, height: 50))
        case .minimumInteritemSpacing: return .minimumInteritemSpacing(collection?.minimumInteritemSpacing ?? 10)
        case .minimumLineSpacing: return .minimumLineSpacing(collection?.minimumLineSpacing ?? 10)
        case .sectionInset: return .sectionInset(collection?.sectionInset ?? .zero)
        case .isEditable: return .isEditable(textView?.isEditable ?? true)
        case .value: return .value(slider?.value ?? 0.5)
        case .minimumValue: return .minimumValue(slider?.minimumValue ?? 0)
        case .maximumValue: return .maximumValue(slider?.maximumValue ?? 1)
        case .progress: return .progress((view as? ProgressView)?.progress ?? 0)
        case .style: return .style(indicator?.style ?? .medium)
        case .isAnimating: return .isAnimating(indicator?.isAnimating ?? false)
        case .numberOfPages: return .numberOfPages(pages?.numberOfPages ?? 3)
        case .currentPage: return .currentPage(pages?.currentPage ?? 0)
        case .searchBarStyle: return .searchBarStyle(searchBar?.searchBarStyle ?? .default)
        case .showsCancelButton: return .showsCancelButton(searchBar?.showsCancelButton ?? false)
        case .datePickerMode: return .datePickerMode(datePicker?.datePickerMode ?? .dateAndTime)
        case .preferredDatePickerStyle: return .preferredDatePickerStyle(datePicker?.preferredDatePickerStyle ?? .automatic)
        case .components: return .components((view as? PickerView)?.components ?? [])
        case .effect: return .effect((view as? VisualEffectView)?.effect ?? .systemMaterial)
        case .embeddedControllerName: return .embeddedControllerName((view as? ContainerView)?.embeddedControllerName)
        case .title: return .title(navigationBar?.title)
        case .prefersLargeTitles: return .prefersLargeTitles(navigationBar?.prefersLargeTitles ?? false)
        case .selectedIndex: return .selectedIndex((view as? TabBar)?.selectedIndex ?? 0)
        case .axis: return .axis(stack?.axis ?? .horizontal)
        case .distribution: return .distribution(stack?.distribution ?? .fill)
        case .alignment: return .alignment(stack?.alignment ?? .fill)
        case .spacing: return .spacing(stack?.spacing ?? 0)
        case .customSpacing(let spacings):
            return .customSpacing(spacings.map { spacing in
                let current = views[spacing.viewID].flatMap { stack?.customSpacing(after: $0) } ?? StackView.spacingUseDefault
                return CustomSpacing(viewID: spacing.viewID, location: spacing.location, spacing: current)
            })
        case .isLayoutMarginsRelativeArrangement: return .isLayoutMarginsRelativeArrangement(stack?.isLayoutMarginsRelativeArrangement ?? false)
        case .isBaselineRelativeArrangement: return .isBaselineRelativeArrangement(stack?.isBaselineRelativeArrangement ?? false)
        }
    }
}

extension ViewProperty.AxisPriorities {
    /// The priorities given, by axis.
    fileprivate var byAxis: [(LayoutAxis, LayoutPriority)] {
        [(LayoutAxis.horizontal, horizontal), (.vertical, vertical)].compactMap { axis, priority in priority.map { (axis, $0) } }
    }
}
