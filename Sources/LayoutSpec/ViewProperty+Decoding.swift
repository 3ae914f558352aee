import AutoLayout
import Foundation

extension ViewProperty {
    /// The property `key` with the value `node` holds.
    init(_ key: PropertyKey, from node: SpecNode) throws(SpecError) {
        switch key {
        case .translatesAutoresizingMaskIntoConstraints: self = .translatesAutoresizingMaskIntoConstraints(try node.bool())
        case .autoresizingMask:
            var mask: AutoresizingMask = []
            for flag in try node.sequence("a list of autoresizing flags") {
                mask.formUnion(try flag.choice(AutoresizingMask.names, "an autoresizing flag"))
            }
            self = .autoresizingMask(mask)
        case .intrinsicContentSize: self = .intrinsicContentSize(try node.size(allowsNone: true))
        case .contentHuggingPriority: self = .contentHuggingPriority(try node.axisPriorities())
        case .contentCompressionResistancePriority: self = .contentCompressionResistancePriority(try node.axisPriorities())
        case .layoutMargins: self = .layoutMargins(try node.edgeInsets())
        case .directionalLayoutMargins: self = .directionalLayoutMargins(try node.directionalEdgeInsets())
        case .preservesSuperviewLayoutMargins: self = .preservesSuperviewLayoutMargins(try node.bool())
        case .insetsLayoutMarginsFromSafeArea: self = .insetsLayoutMarginsFromSafeArea(try node.bool())
        case .hidden: self = .hidden(try node.bool())
        case .alpha: self = .alpha(CGFloat(try node.number(in: 0...1, "an alpha")))
        case .backgroundColor: self = .backgroundColor(try node.color())
        case .tintColor: self = .tintColor(try node.color())
        case .cornerRadius: self = .cornerRadius(try node.size("a corner radius in points"))
        case .borderWidth: self = .borderWidth(try node.size("a border width in points"))
        case .borderColor: self = .borderColor(try node.color())
        case .additionalSafeAreaInsets: self = .additionalSafeAreaInsets(try node.edgeInsets())
        case .layoutMarginsFollowReadableWidth: self = .layoutMarginsFollowReadableWidth(try node.bool())
        case .textColor: self = .textColor(try node.color())
        case .image: self = .image(try node.image())
        case .boundsOrigin: self = .boundsOrigin(try node.point())
        case .transform: self = .transform(try node.transform())
        case .text: self = .text(try node.text())
        case .placeholder: self = .placeholder(try node.text())
        case .font: self = .font(try node.font())
        case .numberOfLines: self = .numberOfLines(try node.integer(in: 0...100_000, "a number of lines (0 for as many as needed)"))
        case .textAlignment: self = .textAlignment(try node.choice(TextAlignment.self, "a text alignment"))
        case .preferredMaxLayoutWidth: self = .preferredMaxLayoutWidth(try node.size("a width in points"))
        case .lineBreakMode: self = .lineBreakMode(try node.choice(LineBreakMode.self, "a line break mode"))
        case .adjustsFontSizeToFitWidth: self = .adjustsFontSizeToFitWidth(try node.bool())
        case .minimumScaleFactor: self = .minimumScaleFactor(CGFloat(try node.number(in: 0...1, "a scale factor from 0 to 1")))
        case .items: self = .items(try node.sequence("a list of titles").map { element throws(SpecError) in try element.string("a title") })
        case .selectedSegmentIndex: self = .selectedSegmentIndex(try node.integer(in: -1...100_000, "a segment index (-1 for none)"))
        case .isOn: self = .isOn(try node.bool())
        case .isScrollEnabled: self = .isScrollEnabled(try node.bool())
        case .isEditable: self = .isEditable(try node.bool())
        case .value: self = .value(Float(try node.number(in: -1e9...1e9, "a value")))
        case .minimumValue: self = .minimumValue(Float(try node.number(in: -1e9...1e9, "a minimum value")))
        case .maximumValue: self = .maximumValue(Float(try node.number(in: -1e9...1e9, "a maximum value")))
        case .progress: self = .progress(Float(try node.number(in: 0...1, "a progress")))
        case .style: self = .style(try node.choice(ActivityIndicatorView.Style.self, "an activity indicator style"))
        case .isAnimating: self = .isAnimating(try node.bool())
        case .numberOfPages: self = .numberOfPages(try node.integer(in: 0...1000, "a number of pages"))
        case .currentPage: self = .currentPage(try node.integer(in: 0...1000, "a page index"))
        case .searchBarStyle: self = .searchBarStyle(try node.choice(SearchBar.Style.self, "a search bar style"))
        case .showsCancelButton: self = .showsCancelButton(try node.bool())
        case .datePickerMode: self = .datePickerMode(try node.choice(DatePicker.Mode.self, "a date picker mode"))
        case .preferredDatePickerStyle: self = .preferredDatePickerStyle(try node.choice(DatePicker.Style.self, "a date picker style"))
        case .components:
            self = .components(try node.sequence("a list of components, each a list of rows").map { component throws(SpecError) in
                try component.sequence("a component: a list of rows").map { row throws(SpecError) in try row.string("a row") }
            })
        case .effect: self = .effect(try node.choice(VisualEffectView.Effect.self, "a blur effect"))
        case .embeddedControllerName: self = .embeddedControllerName(try node.string("a view controller's name"))
        case .title: self = .title(try node.string("a title"))
        case .prefersLargeTitles: self = .prefersLargeTitles(try node.bool())
        case .selectedIndex: self = .selectedIndex(try node.integer(in: 0...1000, "an item index"))
        case .contentInset: self = .contentInset(try node.edgeInsets())
        case .contentInsetAdjustmentBehavior:
            self = .contentInsetAdjustmentBehavior(try node.choice(ScrollView.ContentInsetAdjustmentBehavior.self, "a content inset adjustment behavior"))
        case .contentSize: self = .contentSize(try node.size(allowsNone: false))
        case .contentOffset: self = .contentOffset(try node.point())
        case .alwaysBounceVertical: self = .alwaysBounceVertical(try node.bool())
        case .alwaysBounceHorizontal: self = .alwaysBounceHorizontal(try node.bool())
        case .detailText: self = .detailText(try node.string())
        case .accessoryType: self = .accessoryType(try node.choice(TableViewCell.AccessoryType.self, "an accessory type"))
        case .rowHeight:
            if case .scalar(let scalar) = node.node, scalar.string == "automatic" { self = .rowHeight(TableView.automaticDimension) } else {
                self = .rowHeight(try node.size("a row height in points, or automatic"))
            }
        case .sectionHeaderHeight: self = .sectionHeaderHeight(try node.size("a section header height in points"))
        case .sectionFooterHeight: self = .sectionFooterHeight(try node.size("a section footer height in points"))
        case .separatorStyle: self = .separatorStyle(try node.choice(SeparatorStyle.self, "a separator style"))
        case .buttonType: self = .buttonType(try node.choice(Button.ButtonType.self, "a button type"))
        case .contentEdgeInsets: self = .contentEdgeInsets(try node.edgeInsets())
        case .titleEdgeInsets: self = .titleEdgeInsets(try node.edgeInsets())
        case .imageEdgeInsets: self = .imageEdgeInsets(try node.edgeInsets())
        case .configuration: self = .configuration(try node.buttonConfiguration())
        case .scrollDirection: self = .scrollDirection(try node.choice(CollectionView.ScrollDirection.self, "a scroll direction"))
        case .itemSize:
            if case .scalar(let scalar) = node.node, scalar.string == "automatic" { self = .itemSize(CollectionView.automaticSize) } else {
                self = .itemSize(try node.size(allowsNone: false))
            }
        case .minimumInteritemSpacing: self = .minimumInteritemSpacing(try node.size("a spacing in points"))
        case .minimumLineSpacing: self = .minimumLineSpacing(try node.size("a spacing in points"))
        case .sectionInset: self = .sectionInset(try node.edgeInsets())
        case .axis: self = .axis(try node.choice(LayoutAxis.self, "an axis"))
        case .distribution: self = .distribution(try node.choice(StackView.Distribution.names, "a distribution"))
        case .alignment: self = .alignment(try node.choice(StackView.Alignment.names, "an alignment"))
        case .spacing: self = .spacing(try node.spacing())
        case .customSpacing:
            let entries = try node.mapping("a mapping from arranged view ids to spacings")
            var spacings: [CustomSpacing] = []
            for entry in entries.entries {
                spacings.append(CustomSpacing(viewID: entry.key, location: entry.keyNode.location, spacing: try entry.value.spacing()))
            }
            self = .customSpacing(spacings)
        case .isLayoutMarginsRelativeArrangement: self = .isLayoutMarginsRelativeArrangement(try node.bool())
        case .isBaselineRelativeArrangement: self = .isBaselineRelativeArrangement(try node.bool())
        }
    }
}

extension SpecNode {
    /// A colour: `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    func color() throws(SpecError) -> ViewColor {
        let hex = try string("a colour such as \"#FF66FF\"")
        guard let color = ViewColor(hex: hex) else {
            throw error("expected a colour as #RGB, #RRGGBB or #RRGGBBAA in hexadecimal, found \(found)")
        }
        return color
    }

    /// An image: `{name, size: [width, height]}`, or an SF Symbol `{systemName, pointSize,
    /// scale}`.
    fileprivate func image() throws(SpecError) -> SpecImage {
        let entries = try mapping("an image {name, size: [width, height]} or {systemName, pointSize, scale}")
        if let systemName = entries["systemName"] {
            try entries.checkKeys(["systemName", "pointSize", "scale"], in: "a symbol image")
            return .symbol(try systemName.string("a symbol name"),
                           pointSize: try entries["pointSize"].map { node throws(SpecError) in CGFloat(try node.number(in: 1...1000, "a point size")) },
                           scale: try entries["scale"]?.choice(Image.SymbolScale.self, "a symbol scale") ?? .medium)
        }
        try entries.checkKeys(["name", "size"], in: "an image")
        let name = try entries.required("name", in: "an image").string("an image name")
        let size = try entries.required("size", in: "an image").size(allowsNone: false)
        return .named(Image(name: name, size: size))
    }

    /// A button configuration: `{style, contentInsets, imagePlacement, imagePadding}`.
    fileprivate func buttonConfiguration() throws(SpecError) -> ButtonConfiguration {
        let entries = try mapping("a configuration {style, contentInsets, imagePlacement, imagePadding}")
        try entries.checkKeys(["style", "contentInsets", "imagePlacement", "imagePadding"], in: "a configuration")
        return ButtonConfiguration(
            style: try entries["style"]?.choice(ButtonConfiguration.Style.self, "a configuration style") ?? .plain,
            contentInsets: try entries["contentInsets"]?.directionalEdgeInsets() ?? ButtonConfiguration.defaultContentInsets,
            imagePlacement: try entries["imagePlacement"]?.choice(ButtonConfiguration.ImagePlacement.self, "an image placement") ?? .leading,
            imagePadding: try entries["imagePadding"]?.size("an image padding in points") ?? 0)
    }

    /// `{horizontal: p, vertical: p}`, either optional.
    fileprivate func axisPriorities() throws(SpecError) -> ViewProperty.AxisPriorities {
        let entries = try mapping("a mapping {horizontal: priority, vertical: priority}")
        try entries.checkKeys(LayoutAxis.allCases.map(\.rawValue), in: "priorities")
        return ViewProperty.AxisPriorities(horizontal: try entries["horizontal"]?.priority(),
                                           vertical: try entries["vertical"]?.priority())
    }

    /// A stack view's spacing: points, or `system`.
    fileprivate func spacing() throws(SpecError) -> CGFloat {
        if case .scalar(let scalar) = node, scalar.string == "system" { return StackView.spacingUseSystem }
        return try points("a spacing in points, or system")
    }

    /// A font: a text style's name (`body`, `headline`, …), or `{size, weight}` for the system
    /// font, or `{name, size, weight}` for a font by its PostScript or family name.
    fileprivate func font() throws(SpecError) -> Font {
        if case .scalar = node {
            return Font.preferredFont(forTextStyle: try choice(Font.TextStyle.self, "a text style, or {name, size, weight}"))
        }
        let entries = try mapping("a text style, or {name, size, weight}")
        try entries.checkKeys(["name", "size", "weight"], in: "a font")
        let size = CGFloat(try entries.required("size", in: "a font").number(in: 1...1000, "a point size"))
        let weight = try entries["weight"]?.choice(Font.Weight.self, "a weight") ?? .regular
        guard let nameNode = entries["name"] else { return Font(size: size, weight: weight) }
        let name = try nameNode.string("a font's PostScript or family name")
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw nameNode.error("expected a font's PostScript or family name, such as Avenir-Heavy or DejaVu Serif, found an empty string")
        }
        return Font(name: name, size: size, weight: weight)
    }
}
