import AutoLayout
import Foundation

/// The kinds of the kinds issue a document's tags become: scroll and table views, cells, text
/// views and the other controls and bars, each the layout model's own class, with the
/// `style` the document gives at creation (a table's, a cell's).
struct IBModelledKind: Sendable, Equatable {
    let tag: String
    let style: String?

    /// The kind of an element whose tag the model has beyond the lead's kinds; nil otherwise.
    init?(_ element: IBElement) {
        guard IBModelledKind.classes[element.tag] != nil else { return nil }
        tag = element.tag
        style = element["style"]
    }

    /// The UIKit class of each tag.
    static let classes: [String: String] = [
        "scrollView": "UIScrollView", "tableView": "UITableView", "tableViewCell": "UITableViewCell",
        "textView": "UITextView", "slider": "UISlider", "stepper": "UIStepper", "colorWell": "UIColorWell",
        "progressView": "UIProgressView",
        "activityIndicatorView": "UIActivityIndicatorView", "pageControl": "UIPageControl", "searchBar": "UISearchBar",
        "datePicker": "UIDatePicker", "pickerView": "UIPickerView", "visualEffectView": "UIVisualEffectView",
        "navigationBar": "UINavigationBar", "toolbar": "UIToolbar", "tabBar": "UITabBar", "containerView": "UIView",
        "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
    ]

    var className: String { IBModelledKind.classes[tag] ?? "UIView" }

    /// A new view of the kind at `frame`.
    func makeView(frame: CGRect) -> View {
        switch tag {
        case "scrollView": ScrollView(frame: frame)
        case "tableView": TableView(style: TableView.Style(rawValue: style ?? "plain") ?? .plain, frame: frame)
        case "tableViewCell": TableViewCell(style: IBModelledKind.cellStyles[style ?? ""] ?? .custom, frame: frame)
        case "textView": TextView(frame: frame)
        case "slider": Slider(frame: frame)
        case "stepper": Stepper(frame: frame)
        case "colorWell": ColorWell(frame: frame)
        case "progressView": ProgressView(frame: frame)
        case "activityIndicatorView":
            ActivityIndicatorView(style: style == "large" || style == "whiteLarge" ? .large : .medium, frame: frame)
        case "pageControl": PageControl(frame: frame)
        case "searchBar": SearchBar(frame: frame)
        case "datePicker": DatePicker(frame: frame)
        case "pickerView": PickerView(frame: frame)
        case "visualEffectView": VisualEffectView(frame: frame)
        case "navigationBar": NavigationBar(frame: frame)
        case "toolbar": Toolbar(frame: frame)
        case "tabBar": TabBar(frame: frame)
        case "collectionView": CollectionView(frame: frame)
        case "collectionViewCell": CollectionViewCell(frame: frame)
        default: ContainerView(frame: frame)
        }
    }

    /// Interface Builder's names of the cell styles.
    private static let cellStyles: [String: TableViewCell.Style] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleSubtitle": .subtitle,
        "IBUITableViewCellStyleValue1": .value1, "IBUITableViewCellStyleValue2": .value2,
    ]

    /// The content view the model makes with a cell or an effect view, which the document's
    /// `contentView` element describes.
    static func contentView(of view: View) -> View? {
        (view as? TableViewCell)?.contentView ?? (view as? VisualEffectView)?.contentView ?? (view as? CollectionViewCell)?.contentView
    }

    /// The guide a `<viewLayoutGuide key=…>` (or `<keyboardLayoutGuide key="keyboard">`) of a
    /// view names: its safe area, a scroll view's content and frame guides, the keyboard guide.
    static func guide(_ key: String?, of view: View) -> LayoutGuide? {
        switch key {
        case "safeArea": return view.safeAreaLayoutGuide
        case "keyboard": return view.keyboardLayoutGuide
        case "contentLayoutGuide": return (view as? ScrollView)?.contentLayoutGuide
        case "frameLayoutGuide": return (view as? ScrollView)?.frameLayoutGuide
        default: return nil
        }
    }
}

extension SceneBuilder {
    /// The properties of the modelled kinds the document sets.
    func applyModelledKind(_ view: View, _ element: IBElement) throws(IBError) {
        func number(_ name: String) throws(IBError) -> Double? {
            try IBNumber.value(element, name, source: source, in: -1e9 ... 1e9)
        }
        switch view {
        case let textView as TextView:
            textView.text = element["text"] ?? element.child("string", key: "text")?.text
            textView.isScrollEnabled = element.flag("scrollEnabled", default: true)
            textView.isEditable = element.flag("editable", default: true)
            if let font = element.child("fontDescription", key: "fontDescription") { textView.font = try IBFont.font(font, source: source) }
        case let slider as Slider:
            if let value = try number("value") { slider.value = Float(value) }
            if let value = try number("minValue") { slider.minimumValue = Float(value) }
            if let value = try number("maxValue") { slider.maximumValue = Float(value) }
        case let progress as ProgressView:
            if let value = try number("progress") { progress.progress = Float(value) }
        case let indicator as ActivityIndicatorView:
            indicator.isAnimating = element.flag("animating")
        case let pages as PageControl:
            if let value = try number("numberOfPages") { pages.numberOfPages = Int(value) }
            if let value = try number("currentPage") { pages.currentPage = Int(value) }
        case let search as SearchBar:
            search.placeholder = element["placeholder"]
            search.text = element["text"]
            search.searchBarStyle = SearchBar.Style(rawValue: element["searchBarStyle"] ?? "default") ?? .default
        case let picker as DatePicker:
            picker.datePickerMode = DatePicker.Mode(rawValue: element["datePickerMode"] ?? "dateAndTime") ?? .dateAndTime
            picker.preferredDatePickerStyle = DatePicker.Style(rawValue: element["style"] ?? "automatic") ?? .automatic
        case let collection as CollectionView:
            try applyFlowLayout(collection, element)
            try applyScrollView(collection, element)
        case let table as TableView:
            if let height = try number("rowHeight") { table.rowHeight = height < 0 ? TableView.automaticDimension : CGFloat(height) }
            table.showsSeparators = element["separatorStyle"] != "none"
            table.contentViewFillsRow = scene.context.linkedSDK >= .iOS13
            // An automatic height (-1) is UIKit's default for an untitled grouped header or footer.
            if let height = try number("sectionHeaderHeight") {
                table.untitledSectionHeaderHeight = height >= 0 ? CGFloat(height) : TableMetrics.groupedAutomaticUntitledHeight
            }
            if let height = try number("sectionFooterHeight") {
                table.untitledSectionFooterHeight = height >= 0 ? CGFloat(height) : TableMetrics.groupedAutomaticUntitledHeight
            }
            try applyScrollView(table, element)
        case let scroll as ScrollView:
            try applyScrollView(scroll, element)
        case let cell as TableViewCell:
            if let type = element["accessoryType"] { cell.accessoryType = TableViewCell.AccessoryType(rawValue: type) ?? .none }
            if let height = try number("rowHeight") { cell.rowHeight = height < 0 ? TableView.automaticDimension : CGFloat(height) }
            cell.accessoryWidths = Self.accessoryWidths(toolsVersion: scene.context.toolsVersion)
            cell.contentViewYieldsToContent = true
            if scene.context.toolsVersion < Self.firstToolsVersionOfNarrowDisclosure {
                cell.accessoryMargin = cell.accessoryType == .disclosureIndicator
                    ? TableMetrics.accessoryMarginBesideWideDisclosure : TableMetrics.accessoryMarginBeforeIOS13
            }
            if let configuration = element.child(key: "contentConfiguration"), configuration.tag == "listContentConfiguration" {
                cell.contentConfiguration = ListContentConfiguration(text: configuration["text"] ?? "")
            }
        case let bar as NavigationBar:
            bar.prefersLargeTitles = element.flag("largeTitles")
        default:
            break
        }
    }

    /// A scroll view's content inset adjustment and bounce.
    private func applyScrollView(_ scroll: ScrollView, _ element: IBElement) throws(IBError) {
        if let behavior = element["contentInsetAdjustmentBehavior"] {
            scroll.contentInsetAdjustmentBehavior = ScrollView.ContentInsetAdjustmentBehavior(rawValue: behavior) ?? .automatic
        }
        if element["alwaysBounceVertical"] != nil { scroll.alwaysBounceVertical = element.flag("alwaysBounceVertical") }
        scroll.alwaysBounceHorizontal = element.flag("alwaysBounceHorizontal")
    }

    /// A collection view's flow layout (`<collectionViewFlowLayout>`: spacings, item size,
    /// section inset, direction, the header's and footer's reference sizes; automatic estimated
    /// sizes make the items size themselves, fitted from the item size); a custom layout leaves
    /// the items at their stored frames. Then its items.
    private func applyFlowLayout(_ collection: CollectionView, _ element: IBElement) throws(IBError) {
        if let flow = element.child("collectionViewFlowLayout", key: "collectionViewLayout") {
            if let value = try IBNumber.value(flow, "minimumLineSpacing", source: source, in: 0 ... IBNumber.lengthLimit) {
                collection.minimumLineSpacing = CGFloat(value)
            }
            if let value = try IBNumber.value(flow, "minimumInteritemSpacing", source: source, in: 0 ... IBNumber.lengthLimit) {
                collection.minimumInteritemSpacing = CGFloat(value)
            }
            collection.scrollDirection = flow["scrollDirection"] == "horizontal" ? .horizontal : .vertical
            if let size = flow.child("size", key: "itemSize"), let itemSize = try IBNumber.size(size, source: source) {
                collection.itemSize = itemSize
                collection.estimatedItemSize = itemSize
            }
            if flow.flag("automaticEstimatedItemSize") {
                collection.itemSize = CollectionView.automaticSize
            }
            if let size = flow.child("size", key: "headerReferenceSize"), let reference = try IBNumber.size(size, source: source) {
                collection.headerReferenceSize = reference
            }
            if let size = flow.child("size", key: "footerReferenceSize"), let reference = try IBNumber.size(size, source: source) {
                collection.footerReferenceSize = reference
            }
            if let inset = flow.child("inset", key: "sectionInset") {
                collection.sectionInset = EdgeInsets(
                    top: try IBNumber.length(inset, "minY", source: source), left: try IBNumber.length(inset, "minX", source: source),
                    bottom: try IBNumber.length(inset, "maxY", source: source), right: try IBNumber.length(inset, "maxX", source: source))
            }
        } else {
            collection.usesFlowLayout = false
        }
    }

    /// A collection view's prototype items, each shown once, at its custom size where it has
    /// one (`<size key="customSize">`, the size Xcode's canvas shows it at); then the section's
    /// header and footer views.
    func addItems(to collection: CollectionView, from element: IBElement) throws(IBError) {
        var cells: [CollectionViewCell] = []
        for cellElement in element.grandchildren(of: "cells") where cellElement.tag == "collectionViewCell" {
            let resolved = IBVariation.resolved(cellElement, traits: traits)
            let frame = try storedFrame(of: resolved)
            guard let cell = IBViewKind(resolved).makeView(frame: frame) as? CollectionViewCell else { continue }
            if let size = resolved.child("size", key: "customSize") { cell.sizeForItem = try IBNumber.size(size, source: source) }
            try configure(cell, as: resolved, isRoot: true)
            if collection.usesFlowLayout, let id = resolved.id { storedFrames[id] = frame }
            cells.append(cell)
        }
        collection.appendCells(cells)
        try addViews(["sectionHeaderView", "sectionFooterView"], of: element, placedByLayout: collection.usesFlowLayout) { key, view in
            if key == "sectionHeaderView" { collection.sectionHeaderView = view } else { collection.sectionFooterView = view }
        }
    }

    /// The views `element` holds under `keys` (a table's header and footer views, a
    /// collection's section header and footer views): each made at its stored frame, given to
    /// its container by `place`, then configured; its stored frame kept to check the layout
    /// against when the container's layout places it.
    func addViews(_ keys: [String], of element: IBElement, placedByLayout: Bool,
                          place: (String, View) -> Void) throws(IBError) {
        for key in keys {
            guard let child = element.child(key: key), IBViewKind.isView(child) else { continue }
            let resolved = IBVariation.resolved(child, traits: traits)
            let frame = try storedFrame(of: resolved)
            let view = IBViewKind(resolved).makeView(frame: frame)
            place(key, view)
            try configure(view, as: resolved, isRoot: true)
            if placedByLayout, let id = resolved.id { storedFrames[id] = frame }
        }
    }

    /// A toolbar's row of items: its bar button items' custom views, made the bar's subviews
    /// and placed by the bar (sized by their frames unless they say otherwise), and the spaces
    /// and other items between them, in order.
    func addItems(to toolbar: Toolbar, from element: IBElement) throws(IBError) {
        var slots: [Toolbar.ItemSlot] = []
        for item in element.grandchildren(of: "items") where item.tag == "barButtonItem" {
            if let custom = item.child(key: "customView"), IBViewKind.isView(custom) {
                let resolved = IBVariation.resolved(custom, traits: traits)
                let frame = try storedFrame(of: resolved)
                let view = IBViewKind(resolved).makeView(frame: frame)
                try configure(view, as: resolved, isRoot: true)
                if let id = resolved.id { storedFrames[id] = frame }
                let sizedByFrame = resolved.flag("translatesAutoresizingMaskIntoConstraints", default: true)
                slots.append(.customView(view, size: sizedByFrame ? frame.size : nil))
            } else {
                switch item["systemItem"] {
                case "flexibleSpace": slots.append(.flexibleSpace)
                case "fixedSpace": slots.append(.fixedSpace(CGFloat(try IBNumber.value(item, "width", source: source) ?? 0)))
                default: slots.append(.item)
                }
            }
        }
        toolbar.setItemSlots(slots)
    }
}

extension SceneBuilder {
    /// A button's image (an asset's, sized by `<resources>`; a system symbol's, sized by its
    /// point size and scale from ``SymbolSizes``), content edge insets and iOS 15
    /// configuration. A configuration names its image by an `<imageReference>` or by its own
    /// `image` and `catalog` attributes, as a state does.
    func applyButtonContent(_ button: Button, _ element: IBElement) throws(IBError) {
        let configuration = element.child("buttonConfiguration", key: "configuration")
        let normal = element.child("state", key: "normal")
        func namesImage(_ holder: IBElement?) -> Bool { holder?.child("imageReference", key: "image") != nil || holder?["image"] != nil }
        let holder = namesImage(configuration) ? configuration : normal
        if let name = holder?.child("imageReference", key: "image")?["image"] ?? holder?["image"] ?? normal?["image"] ?? element["image"] {
            if let size = context.imageSizes[name] {
                button.image = Image(name: name, size: size)
            } else if let holder, let symbol = try symbolImage(holder, named: name) {
                button.image = symbol
            }
        }
        if let insets = element.child("inset", key: "contentEdgeInsets") {
            button.contentEdgeInsets = EdgeInsets(
                top: try IBNumber.length(insets, "minY", source: source), left: try IBNumber.length(insets, "minX", source: source),
                bottom: try IBNumber.length(insets, "maxY", source: source), right: try IBNumber.length(insets, "maxX", source: source))
        }
        guard let configuration else { return }
        var made = ButtonConfiguration(
            style: ButtonConfiguration.Style(rawValue: configuration["style"] ?? "plain") ?? .plain,
            imagePlacement: ButtonConfiguration.ImagePlacement(rawValue: configuration["imagePlacement"] ?? "leading") ?? .leading,
            imagePadding: try IBNumber.length(configuration, "imagePadding", source: source))
        if let insets = configuration.child("directionalEdgeInsets", key: "contentInsets") {
            made.contentInsets = DirectionalEdgeInsets(
                top: try IBNumber.length(insets, "top", source: source), leading: try IBNumber.length(insets, "leading", source: source),
                bottom: try IBNumber.length(insets, "bottom", source: source), trailing: try IBNumber.length(insets, "trailing", source: source))
        }
        button.configuration = made
    }
}

extension SceneBuilder {
    /// The system symbol `name` an element names (`<imageReference catalog="system">`, or a
    /// `<state>`'s `image` with `catalog="system"`), at the point size of its
    /// `<preferredSymbolConfiguration>` (without one, no point size of its own: 17 pt, or a
    /// configured button's title's) and at the image's own scale, the reference's
    /// `symbolScale`, where it gives one, else the preferred configuration's: UIKit's
    /// `UIImageView` applies the image's own symbol configuration over the preferred one
    /// (`_symbolConfigurationForImage:`), so what the image specifies wins. Shaped by the
    /// template `<resources>` gives when ``SymbolSizes`` lacks it. Nil when the image is not a
    /// system symbol.
    func symbolImage(_ element: IBElement, named name: String) throws(IBError) -> Image? {
        let reference = element.child("imageReference", key: "image")
        guard reference?["catalog"] == "system" || (element["image"] == name && element["catalog"] == "system") else { return nil }
        let configuration = element.children.first { $0.tag == "preferredSymbolConfiguration" }
        let pointSize = try configuration.flatMap { node throws(IBError) in try IBNumber.value(node, "pointSize", source: source, in: 1 ... 1000) }
        let imageScale = reference?["symbolScale"].flatMap(Image.SymbolScale.init(rawValue:))
        let preferredScale = configuration?["scale"].flatMap(Image.SymbolScale.init(rawValue:))
        return .symbol(name, pointSize: pointSize.map { CGFloat($0) }, scale: imageScale ?? preferredScale ?? .medium,
                       template: context.symbolTemplates[name])
    }
}
