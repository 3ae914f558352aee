import AutoLayout
import Foundation

extension SceneBuilder {
    /// Sets up `view` from `element` (already resolved for the traits): registers it and its
    /// guides, sets its properties, builds its subviews and keeps its constraints for later.
    func configure(_ view: View, as element: IBElement, isRoot: Bool) throws(IBError) {
        let kind = IBViewKind(element)
        view.identifier = IBOutlineName.name(of: element, kind: kind)
        view.customClassName = element["customClass"] ?? (kind.isModelled ? nil : kind.className)
        if let id = element.id {
            items.append((id, view))
            views[id] = view
        }
        if case .unsupported(let className) = kind, let id = element.id {
            unsupported[id] = "\(className) is not in Plumb's layout model; it is drawn at its stored frame"
            warnings.append(source.warning(at: element, "unsupported <\(element.tag)> (\(className)): drawn at its stored frame"))
        }
        registerGuides(of: view, element)
        try applyProperties(to: view, from: element, kind: kind)
        if !isRoot { try placeFrame(of: view, element, kind: kind) }
        let variations = IBVariation.matching(element, traits: traits)
        if let cell = view as? TableViewCell { registerBuiltInViews(of: cell, element) }
        if let contentView = element.child(key: "contentView"), IBViewKind.isView(contentView) {
            // A cell's or an effect view's content view is the model's own, made with it. It
            // starts at its stored frame, against which its subviews' autoresizing holds.
            if let existing = IBModelledKind.contentView(of: view) {
                let resolved = IBVariation.resolved(contentView, traits: traits)
                existing.frame = try storedFrame(of: resolved)
                try configure(existing, as: resolved, isRoot: true)
            } else {
                try add(contentView, to: view)
            }
        }
        for subview in element.grandchildren(of: "subviews") where IBViewKind.isView(subview) {
            if let id = subview.id, IBVariation.installs(id, maskKey: "subviews", in: variations) == false {
                recordUninstalled(subview)
                continue
            }
            try add(subview, to: view)
        }
        if let stack = view as? StackView { try applyStackSpacing(to: stack, from: element) }
        if let table = view as? TableView {
            try addHeaderAndFooterViews(to: table, from: element)
            try addSections(to: table, from: element)
        }
        if let collection = view as? CollectionView { try addItems(to: collection, from: element) }
        if let toolbar = view as? Toolbar { try addItems(to: toolbar, from: element) }
        if let cell = view as? TableViewCell, let accessory = element.child(key: "accessoryView"), IBViewKind.isView(accessory) {
            try addAccessoryView(accessory, to: cell)
        }
        collectConstraints(of: element, heldBy: view, variations: variations)
    }

    /// Records the view `element` describes and every view inside it as views the traits
    /// leave out.
    ///
    /// - Complexity: O(*n*) in the elements inside `element`.
    private func recordUninstalled(_ element: IBElement) {
        if let id = element.id, IBViewKind.isView(element) { uninstalled.insert(id) }
        for child in element.children { recordUninstalled(child) }
    }

    /// Makes the view `element` describes inside `superview` (arranged, in a stack view); a
    /// built-in cell view is the cell's own, which the cell places.
    private func add(_ element: IBElement, to superview: View) throws(IBError) {
        let resolved = IBVariation.resolved(element, traits: traits)
        if let id = resolved.id, let builtIn = builtInViews[id] {
            storedFrames[id] = try storedFrame(of: resolved)
            try configure(builtIn, as: resolved, isRoot: true)
            return
        }
        let kind = IBViewKind(resolved)
        let view = kind.makeView(frame: try storedFrame(of: resolved))
        if let stack = superview as? StackView, kind.isModelled {
            stack.addArrangedSubview(view)
        } else {
            superview.addSubview(view)
        }
        try configure(view, as: resolved, isRoot: false)
    }

    /// Notes which elements describe the built-in views of a cell of a built-in style: the
    /// cell's `textLabel`, `detailTextLabel` and `imageView` attributes name them. Its labels
    /// are sized, while the document leaves them empty, by the text Interface Builder gives
    /// them with the style, as its canvas stores them.
    private func registerBuiltInViews(of cell: TableViewCell, _ element: IBElement) {
        let parts: [(String, View?)] = [("textLabel", cell.textLabel), ("detailTextLabel", cell.detailTextLabel), ("imageView", cell.imageView)]
        for case let (attribute, view?) in parts {
            if let id = element[attribute] { builtInViews[id] = view }
        }
        cell.textLabel?.sizingText = "Title"
        cell.detailTextLabel?.sizingText = cell.style == .subtitle ? "Subtitle" : "Detail"
    }

    /// The frame the document stores for a view, in its superview's coordinates.
    func storedFrame(of element: IBElement) throws(IBError) -> CGRect {
        guard let rect = element.child("rect", key: "frame") else { return .zero }
        return try IBNumber.rect(rect, source: source)
    }

    /// Decides how a subview is placed: by its autoresizing mask at its stored frame (a view
    /// the document leaves to autoresizing, a fixed-frame view, a placeholder), or by
    /// constraints, in which case the stored frame is what layout is checked against.
    private func placeFrame(of view: View, _ element: IBElement, kind: IBViewKind) throws(IBError) {
        let isArranged = (view.superview as? StackView)?.arrangedSubviews.contains { $0 === view } ?? false
        let translates = !kind.isModelled || element.flag("fixedFrame")
            || (!isArranged && element.flag("translatesAutoresizingMaskIntoConstraints", default: true))
        view.translatesAutoresizingMaskIntoConstraints = translates
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            view.autoresizingMask = IBAutoresizing.mask(mask)
        }
        if !translates, let id = element.id { storedFrames[id] = try storedFrame(of: element) }
    }

    /// The safe-area guide and the scroll and keyboard guides a view element declares.
    private func registerGuides(of view: View, _ element: IBElement) {
        for guide in element.children where guide.tag == "viewLayoutGuide" || guide.tag == "keyboardLayoutGuide" {
            guard let id = guide.id else { continue }
            if let item = IBModelledKind.guide(guide.key, of: view) {
                guides[id] = item
                items.append((id, item))
            } else {
                unsupportedGuides.insert(id)
                warnings.append(source.warning(at: guide, "unsupported <\(guide.tag) key=\"\(guide.key ?? "")\">: "
                    + "constraints to it are left out"))
            }
        }
    }
}

extension IBViewKind {
    /// Whether the layout model has the kind (placeholders are not modelled).
    var isModelled: Bool {
        if case .unsupported = self { return false }
        return true
    }
}
