import AutoLayout
import Foundation

extension SceneBuilder {
    /// Sets the properties every view has, then those of its kind.
    ///
    /// An activity indicator is shown whatever its archived `hidden`: UIKit's
    /// `initWithCoder:` refreshes its style, which un-hides the view, and its style view hides
    /// only the spinner when it stops (docs/interface-builder.md).
    func applyProperties(to view: View, from element: IBElement, kind: IBViewKind) throws(IBError) {
        view.isHidden = element.flag("hidden") && !(view is ActivityIndicatorView)
        if let alpha = try IBNumber.value(element, "alpha", source: source, in: 0 ... 1) { view.alpha = CGFloat(alpha) }
        if let color = element.child("color", key: "backgroundColor") {
            view.backgroundColor = IBColor.color(color, named: context.namedColors)
        }
        try applyPriorities(to: view, from: element)
        try applyMargins(to: view, from: element)
        try applyIntrinsicSize(to: view, from: element)
        switch view {
        case let label as Label: try applyLabel(label, element)
        case let button as Button: try applyButton(button, element)
        case let field as TextField: try applyTextField(field, element)
        case let image as ImageView: try applyImage(image, element)
        case let control as SegmentedControl: try applySegments(control, element)
        case let toggle as Switch: applySwitch(toggle, element)
        case let stack as StackView: try applyStack(stack, element)
        default: try applyModelledKind(view, element)
        }
    }

    /// Content hugging and compression resistance, per axis. Interface Builder writes a
    /// priority only when it differs from UIKit's default for the class, and gives the labels
    /// and image views of its library 251 explicitly; so a label or an image view without a
    /// hugging priority hugs at UIKit's 250.
    private func applyPriorities(to view: View, from element: IBElement) throws(IBError) {
        if view is Label || view is ImageView {
            for (name, axis) in [("horizontalHuggingPriority", LayoutAxis.horizontal), ("verticalHuggingPriority", .vertical)]
            where element[name] == nil {
                view.setContentHuggingPriority(.defaultLow, for: axis)
            }
        }
        let settings: [(String, LayoutAxis, (View, LayoutPriority, LayoutAxis) -> Void)] = [
            ("horizontalHuggingPriority", .horizontal, { $0.setContentHuggingPriority($1, for: $2) }),
            ("verticalHuggingPriority", .vertical, { $0.setContentHuggingPriority($1, for: $2) }),
            ("horizontalCompressionResistancePriority", .horizontal, { $0.setContentCompressionResistancePriority($1, for: $2) }),
            ("verticalCompressionResistancePriority", .vertical, { $0.setContentCompressionResistancePriority($1, for: $2) }),
        ]
        for (name, axis, set) in settings {
            if let value = try IBNumber.priority(element, name, source: source) { set(view, LayoutPriority(value), axis) }
        }
    }

    /// `layoutMargins`, `directionalLayoutMargins` and the margin flags.
    private func applyMargins(to view: View, from element: IBElement) throws(IBError) {
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            view.layoutMargins = EdgeInsets(
                top: try IBNumber.length(insets, "top", source: source), left: try IBNumber.length(insets, "left", source: source),
                bottom: try IBNumber.length(insets, "bottom", source: source), right: try IBNumber.length(insets, "right", source: source))
        }
        if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.directionalLayoutMargins = DirectionalEdgeInsets(
                top: try IBNumber.length(insets, "top", source: source), leading: try IBNumber.length(insets, "leading", source: source),
                bottom: try IBNumber.length(insets, "bottom", source: source),
                trailing: try IBNumber.length(insets, "trailing", source: source))
        }
        view.preservesSuperviewLayoutMargins = element.flag("preservesSuperviewLayoutMargins")
        view.insetsLayoutMarginsFromSafeArea = element.flag("insetsLayoutMarginsFromSafeArea", default: true)
        view.layoutMarginsFollowReadableWidth = element.flag("layoutMarginsFollowReadableWidth")
    }

    /// An intrinsic size given from outside: the size Interface Builder measured for an
    /// IB_DESIGNABLE view, or the placeholder intrinsic size set in the size inspector
    /// (`infinite` is no intrinsic size on that axis).
    ///
    /// A designable label that wraps is not held to the size: Interface Builder records the
    /// size of its text on one line (``Label/oneLineSize``), but lays the label out, as UIKit
    /// does, at the height its text wraps to at the width it gets.
    private func applyIntrinsicSize(to view: View, from element: IBElement) throws(IBError) {
        let wraps = view is Label && (element["numberOfLines"] ?? "1") != "1"
        if let id = element.id, let size = context.designableSizes[id], !wraps {
            view.fixedIntrinsicContentSize = size
        }
        let width = try placeholderIntrinsic(element, "placeholderIntrinsicWidth")
        let height = try placeholderIntrinsic(element, "placeholderIntrinsicHeight")
        if width != nil || height != nil {
            let current = view.fixedIntrinsicContentSize ?? view.intrinsicContentSize
            view.fixedIntrinsicContentSize = CGSize(width: width ?? current.width, height: height ?? current.height)
        }
    }

    private func placeholderIntrinsic(_ element: IBElement, _ name: String) throws(IBError) -> CGFloat? {
        guard let text = element[name] else { return nil }
        if text == "infinite" { return View.noIntrinsicMetric }
        return try IBNumber.value(element, name, source: source, in: 0 ... IBNumber.lengthLimit).map { CGFloat($0) }
    }

    private func applyLabel(_ label: Label, _ element: IBElement) throws(IBError) {
        label.text = IBText.labelText(element)
        if let font = element.child("fontDescription", key: "fontDescription") {
            label.font = try IBFont.font(font, source: source)
        } else if let font = try IBFont.attributedTextFont(element, source: source) {
            label.font = font
        }
        if let style = IBText.paragraphStyle(element) {
            label.lineSpacing = CGFloat(try IBNumber.value(style, "lineSpacing", source: source, in: 0 ... 1000) ?? 0)
            label.lineHeightMultiple = CGFloat(try IBNumber.value(style, "lineHeightMultiple", source: source, in: 0 ... 100) ?? 0)
            label.minimumLineHeight = CGFloat(try IBNumber.value(style, "minimumLineHeight", source: source, in: 0 ... IBNumber.lengthLimit) ?? 0)
            label.maximumLineHeight = CGFloat(try IBNumber.value(style, "maximumLineHeight", source: source, in: 0 ... IBNumber.lengthLimit) ?? 0)
        }
        if let id = element.id, let size = context.designableSizes[id], size.width >= 0, size.height >= 0 {
            label.font = Self.runningFont(label.font, of: label.text, measured: size)
            label.oneLineSize = size
        }
        if let lines = try IBNumber.value(element, "numberOfLines", source: source, in: 0 ... 100_000) { label.numberOfLines = Int(lines) }
        if let width = try IBNumber.value(element, "preferredMaxLayoutWidth", source: source, in: 0 ... IBNumber.lengthLimit) {
            label.preferredMaxLayoutWidth = CGFloat(width)
        }
        label.textAlignment = TextAlignment(rawValue: element["textAlignment"] ?? "natural") ?? .natural
        if let mode = element["lineBreakMode"].flatMap({ Self.lineBreakModes[$0] }) { label.lineBreakMode = mode }
        // Interface Builder leaves the attribute out when the label shrinks to a minimum
        // scale or font size (YES is its default there), and writes NO otherwise.
        label.adjustsFontSizeToFitWidth = element["adjustsFontSizeToFit"].map { $0 == "YES" }
            ?? (element["minimumScaleFactor"] != nil || element["minimumFontSize"] != nil)
        if let factor = try IBNumber.value(element, "minimumScaleFactor", source: source, in: 0 ... 1) {
            label.minimumScaleFactor = CGFloat(factor)
        }
        if !label.hasText, label.numberOfLines == 1, label.oneLineSize == nil {
            sizeAsTheCanvasDoesIfArranged(label)
        }
    }

    /// The size Interface Builder's canvas gives a view arranged in a stack view that has
    /// nothing to show, an empty one-line label or an image view without an image (`[U]`,
    /// docs/interface-builder.md): its documents store such a view 50 pt in each dimension the
    /// stack leaves to it, where UIKit sizes both 0 × 0 (`UILabel`'s empty text rectangle,
    /// `UIImageView _intrinsicSizeWithinSize:` without an image), as the canvas does an empty
    /// label outside stacks or of more lines.
    static let emptyArrangedViewSize = CGSize(width: 50, height: 50)

    /// Sizes a view with nothing to show arranged in a stack view as the canvas does
    /// (``emptyArrangedViewSize``), unless a size was given from outside (a designable's
    /// measurement, a placeholder intrinsic size).
    ///
    /// - Complexity: O(*n*) in the stack's arranged subviews.
    private func sizeAsTheCanvasDoesIfArranged(_ view: View) {
        guard view.fixedIntrinsicContentSize == nil, let stack = view.superview as? StackView,
              stack.arrangedSubviews.contains(where: { $0 === view }) else { return }
        view.fixedIntrinsicContentSize = Self.emptyArrangedViewSize
    }

    /// The system font a designable label runs with. A designable may set its own font when
    /// it loads (a text style set from a runtime attribute, over the size the document
    /// writes); Interface Builder measured its text with that font, one line per paragraph, so
    /// the height of a line it stored is the running font's line height, from which its point
    /// size follows. A size within a point
    /// of the document's, and any font but the system's, stays as written.
    static func runningFont(_ font: Font, of text: String?, measured size: CGSize) -> Font {
        guard font.isSystemFont, font.textStyle == nil, let text, !text.isEmpty, size.height > 0 else { return font }
        let lineHeight = size.height / CGFloat(text.split(separator: "\n", omittingEmptySubsequences: false).count)
        let pointSize = (lineHeight / SystemFontMetrics.lineHeight).rounded()
        guard pointSize > 0, abs(pointSize * SystemFontMetrics.lineHeight - lineHeight) < 1,
              abs(pointSize - font.pointSize) >= 1 else { return font }
        return font.withSize(pointSize)
    }

    /// NSLineBreakMode as documents write it.
    static let lineBreakModes: [String: LineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
    ]

    private func applyButton(_ button: Button, _ element: IBElement) throws(IBError) {
        button.title = IBText.buttonTitle(element)
        // A document's button without a type is a custom one; every other type is drawn by
        // the system (`roundedRect` is Xcode's older name for `system`).
        button.buttonType = element["buttonType"] == nil ? .custom
            : Button.ButtonType(rawValue: element["buttonType"] ?? "") ?? .system
        button.role = element["role"].flatMap(Button.Role.init(rawValue:)) ?? .normal
        try applyButtonContent(button, element)
        let configuration = element.child("buttonConfiguration", key: "configuration")
        if let font = configuration?.child("fontDescription", key: "titleFontDescription") ?? element.child("fontDescription", key: "fontDescription") {
            button.font = try IBFont.font(font, source: source)
        }
    }

    /// A segmented control's segments: their titles, the widths set for some of them, and
    /// whether the others are apportioned by their titles.
    private func applySegments(_ control: SegmentedControl, _ element: IBElement) throws(IBError) {
        let segments = element.grandchildren(of: "segments")
        control.items = segments.map { $0["title"] ?? "" }
        control.apportionsSegmentWidthsByContent = element.flag("apportionsSegmentWidthsByContent")
        control.segmentWidths = try segments.map { segment throws(IBError) in
            CGFloat(try IBNumber.value(segment, "width", source: source, in: 0 ... 100_000) ?? 0)
        }
    }

    /// A switch is on or off (its size is its window's design's).
    private func applySwitch(_ toggle: Switch, _ element: IBElement) {
        toggle.isOn = element.flag("on")
    }

    private func applyTextField(_ field: TextField, _ element: IBElement) throws(IBError) {
        field.text = element["text"]
        field.placeholder = element["placeholder"]
        field.borderStyle = element["borderStyle"].flatMap(TextField.BorderStyle.init(rawValue:)) ?? .none
        field.isSecureTextEntry = element.child("textInputTraits", key: "textInputTraits")?.flag("secureTextEntry") ?? false
        if let font = element.child("fontDescription", key: "fontDescription") { field.font = try IBFont.font(font, source: source) }
    }

    /// An image view shows the image the document names, at the size `<resources>` gives it,
    /// or a system symbol at the size ``SymbolSizes`` gives it; without one, arranged in a
    /// stack view, it has the canvas's size (``emptyArrangedViewSize``).
    private func applyImage(_ imageView: ImageView, _ element: IBElement) throws(IBError) {
        guard let name = element["image"] ?? element.child("imageReference", key: "image")?["image"] else {
            sizeAsTheCanvasDoesIfArranged(imageView)
            return
        }
        if let size = context.imageSizes[name] {
            imageView.image = Image(name: name, size: size)
        } else if let symbol = try symbolImage(element, named: name) {
            imageView.image = symbol
        } else {
            warnings.append(source.warning(at: element, "the size of image '\(name)' is unknown (missing from <resources>): "
                + "the image view has no intrinsic size"))
        }
    }

    private func applyStack(_ stack: StackView, _ element: IBElement) throws(IBError) {
        stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
        if let name = element["distribution"] {
            guard let distribution = StackView.Distribution.names.first(where: { $0.0 == name })?.1 else {
                throw source.error(at: element, "unknown stack distribution '\(name)'; expected one of "
                    + StackView.Distribution.names.map(\.0).joined(separator: ", "))
            }
            stack.distribution = distribution
        }
        if let name = element["alignment"] {
            guard let alignment = StackView.Alignment.names.first(where: { $0.0 == name })?.1 else {
                throw source.error(at: element, "unknown stack alignment '\(name)'; expected one of "
                    + StackView.Alignment.names.map(\.0).joined(separator: ", "))
            }
            stack.alignment = alignment
        }
        stack.isBaselineRelativeArrangement = element.flag("baselineRelativeArrangement")
        // Interface Builder has no separate switch: a stack whose margins the document sets
        // arranges its views within them, as every such stack's stored frames show.
        let setsMargins = element.child("edgeInsets", key: "layoutMargins") != nil
            || element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
        stack.isLayoutMarginsRelativeArrangement = element.flag("layoutMarginsRelativeArrangement", default: setsMargins)
    }

    /// The spacing, set once the arranged subviews exist: a number, or the system spacing
    /// for `spacingType="standard"`.
    func applyStackSpacing(to stack: StackView, from element: IBElement) throws(IBError) {
        if element["spacingType"] == "standard" {
            stack.spacing = StackView.spacingUseSystem
        } else if let spacing = try IBNumber.value(element, "spacing", source: source) {
            stack.spacing = CGFloat(spacing)
        }
    }
}
