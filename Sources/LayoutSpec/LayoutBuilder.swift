import AutoLayout
import Foundation

/// Turns a decoded spec into a window ready to lay out: the window from the screen settings,
/// the views top down, then the constraints and the variants, each resolved against the views
/// by id.
final class LayoutBuilder {
    let spec: LayoutSpec
    let options: BuildOptions
    /// Views by id.
    var views: [String: View] = [:]
    /// `kind: guide` guides by id.
    var guides: [String: LayoutGuide] = [:]
    /// Every view and guide, in document order.
    var items: [(id: String, item: LayoutItem)] = []
    /// The frames written for views laid out by constraints, by id: claims about the result
    /// that a drawing checks (misplaced when layout moved the view).
    var specifiedFrames: [String: CGRect] = [:]
    /// The kind of each id.
    var kinds: [String: ViewKind] = [:]
    /// Named constraints by name, with where each name was written.
    var namedConstraints: [String: (constraints: [LayoutConstraint], location: SpecLocation)] = [:]
    /// The root view's controller, which vends `topLayoutGuide` and `bottomLayoutGuide`.
    private(set) var controller: ViewController?
    /// While a prototype row's constraints are resolved: the prototype's ids to the row's.
    var scope: [String: String] = [:]

    init(spec: LayoutSpec, options: BuildOptions) {
        self.spec = spec
        self.options = options
    }

    func build() throws(SpecError) -> BuiltLayout {
        let (window, writtenSize) = try makeWindow()
        let rootView = try makeViewTree(writtenSize: writtenSize)
        let controller = ViewController(view: rootView)
        controller.additionalSafeAreaInsets = spec.additionalSafeAreaInsets
        controller.containerBars = spec.containerBars
        controller.viewRespectsSystemMinimumLayoutMargins = spec.viewRespectsSystemMinimumLayoutMargins
        self.controller = controller
        let subtree = spec.root.subtree
        var constraints = try resolveConstraints(of: subtree.filter { $0.rowScope == nil }.map(\.constraints).joined())
        constraints += try resolveRows(subtree)
        let variants = try spec.variants.map { variant throws(SpecError) in try resolveConstraints(of: variant.constraints) }
        window.rootViewController = controller
        LayoutConstraint.activate(constraints)
        for (variant, constraints) in zip(spec.variants, variants) {
            window.addTraitVariant(try makeTraitVariant(variant, constraints: constraints))
        }
        return BuiltLayout(window: window, rootView: rootView, title: spec.title, items: items, specifiedFrames: specifiedFrames)
    }

    // MARK: The window

    /// The window, and the size the root view has as the spec is written (its device's, or
    /// its window's, in portrait), against which frames given in the spec keep their
    /// autoresizing.
    private func makeWindow() throws(SpecError) -> (Window, CGSize) {
        let writtenDevice = try spec.windowSize == nil ? specDevice() : nil
        let writtenSize = spec.windowSize ?? writtenDevice?.portraitSize ?? .zero
        let orientation = options.orientation ?? spec.orientation
        let overrides = spec.traits.overridden(by: options.traitOverrides)
        let window: Window
        if let device = options.device ?? writtenDevice {
            window = Window(device: device, orientation: orientation, layoutDirection: spec.layoutDirection, traitOverrides: overrides)
        } else {
            let size = orientation == .portrait ? writtenSize : CGSize(width: writtenSize.height, height: writtenSize.width)
            window = Window(frame: CGRect(origin: .zero, size: size),
                            traitCollection: TraitCollection(layoutDirection: spec.layoutDirection), traitOverrides: overrides)
        }
        switch spec.safeAreaInsets {
        case .device: break
        case .none:
            window.screenSafeAreaInsets = .zero
            window.showsDeviceChrome = false
        case .custom(let insets):
            window.screenSafeAreaInsets = insets
            window.showsDeviceChrome = false
        }
        window.keyboardHeight = spec.keyboardHeight
        window.design = options.design ?? spec.design
        window.textMeasurer = options.textMeasurer ?? FixedAdvanceTextMeasurer()
        return (window, writtenSize)
    }

    /// The device the spec names (or the default one).
    private func specDevice() throws(SpecError) -> Device {
        try LayoutSpec.device(named: spec.deviceName ?? LayoutSpec.defaultDeviceName, at: spec.deviceLocation)
    }

    // MARK: Views

    /// The root view with its subtree, sized as written so that the subviews' frames keep
    /// their autoresizing against it.
    private func makeViewTree(writtenSize: CGSize) throws(SpecError) -> View {
        let root = spec.root
        let rootView = ViewKind.makeView(for: root, frame: CGRect(origin: .zero, size: writtenSize)) ?? View()
        register(root, item: rootView)
        try configure(rootView, as: root)
        return rootView
    }

    /// Sets the view's properties and builds its subviews; properties that name arranged
    /// views (custom spacings) come after the subviews.
    func configure(_ view: View, as spec: ViewSpec) throws(SpecError) {
        view.identifier = spec.id
        LayoutBuilder.contentView(of: view)?.identifier = spec.id + ".contentView"
        let (later, now) = spec.properties.partitioned { $0.key == .customSpacing }
        for setting in now { setting.property.apply(to: view, views: views) }
        for subview in spec.subviews { try add(subview, to: view) }
        for setting in later {
            try checkArranged(setting, in: view)
            setting.property.apply(to: view, views: views)
        }
        switch spec.kindSpec {
        case .none: break
        case .table(let table): try addSections(table, to: view)
        case .cell(let cell): try configureCell(view, cell)
        case .collection(let cells): try addItems(cells, to: view)
        }
        try applyRowData(of: spec)
    }

    /// Makes the view or guide `spec` describes inside `superview` (arranged, in a stack).
    private func add(_ spec: ViewSpec, to superview: View) throws(SpecError) {
        guard let view = ViewKind.makeView(for: spec, frame: spec.frame ?? .zero) else {
            let guide = LayoutGuide(identifier: spec.id)
            superview.addLayoutGuide(guide)
            register(spec, item: guide)
            return
        }
        view.translatesAutoresizingMaskIntoConstraints = spec.frame != nil
        if let stack = superview as? StackView {
            stack.addArrangedSubview(view)
        } else {
            (LayoutBuilder.contentView(of: superview) ?? superview).addSubview(view)
        }
        register(spec, item: view)
        try configure(view, as: spec)
        // A view that translates its mask is placed from its frame: the frame is its input,
        // not a claim about where layout puts it, so only constrained views' frames are kept.
        if let frame = spec.frame, !view.translatesAutoresizingMaskIntoConstraints { specifiedFrames[spec.id] = frame }
    }

    /// The view that holds a view's subviews when it is not the view itself (UIKit's
    /// `contentView`): a visual effect view's or a table cell's; nil for other views.
    static func contentView(of view: View) -> View? {
        (view as? VisualEffectView)?.contentView ?? (view as? TableViewCell)?.contentView ?? (view as? CollectionViewCell)?.contentView
    }

    func register(_ spec: ViewSpec, item: LayoutItem) {
        items.append((spec.id, item))
        kinds[spec.id] = spec.kind
        switch item {
        case let view as View: views[spec.id] = view
        case let guide as LayoutGuide: guides[spec.id] = guide
        default: break
        }
    }

    /// Throws unless every view a custom spacing names is arranged by `view`.
    func checkArranged(_ setting: ViewSpec.Setting, in view: View) throws(SpecError) {
        guard case .customSpacing(let spacings) = setting.property, let stack = view as? StackView else { return }
        for spacing in spacings {
            guard let arranged = views[spacing.viewID], stack.arrangedSubviews.contains(where: { $0 === arranged }) else {
                let names = stack.arrangedSubviews.compactMap(\.identifier)
                let suggestion = NameSuggestion.didYouMean(spacing.viewID, among: names)
                throw spacing.location.error("'\(spacing.viewID)' is not an arranged view of stack '\(view.identifier ?? "")'"
                    + (suggestion.isEmpty ? "; it arranges " + (names.isEmpty ? "no views" : NameSuggestion.list(names)) : suggestion))
            }
        }
    }
}

extension Sequence {
    /// The elements that satisfy `belongsInFirst`, and the others, each in order.
    func partitioned(_ belongsInFirst: (Element) -> Bool) -> (matching: [Element], others: [Element]) {
        var matching: [Element] = [], others: [Element] = []
        for element in self {
            if belongsInFirst(element) { matching.append(element) } else { others.append(element) }
        }
        return (matching, others)
    }
}
