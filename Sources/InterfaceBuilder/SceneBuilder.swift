import AutoLayout
import Foundation

/// Turns one scene's elements into a window ready to lay out: the window from the device and
/// the simulated bars, the views top down (each kind with its properties, the variations for
/// the window's traits resolved), then the constraints, resolved against the views and guides
/// by Interface Builder id.
final class SceneBuilder {
    let scene: IBScene
    let options: BuildOptions
    var source: IBSource { scene.context.source }
    var context: IBDocumentContext { scene.context }

    /// The traits the scene is built for: the window's, with the options' overrides.
    var traits = TraitCollection()
    /// Views by id.
    var views: [String: View] = [:]
    /// Guides by id: safe-area guides and the view controller's legacy guides.
    var guides: [String: LayoutGuide] = [:]
    /// Every view and guide by id, in document order, the root first.
    var items: [(id: String, item: LayoutItem)] = []
    /// Xcode's stored frames of the views layout places, by id.
    var storedFrames: [String: CGRect] = [:]
    /// The placeholders' reasons, by id.
    var unsupported: [String: String] = [:]
    /// The ids of the views a size-class variation does not install for the traits, and of
    /// the views inside them.
    var uninstalled: Set<String> = []
    var warnings: [IBWarning] = []
    /// Each `<constraint>` installed for the traits, with the view whose `<constraints>`
    /// holds it (the first item when the constraint omits it).
    var constraintElements: [(element: IBElement, holder: View)] = []
    /// The ids of guides the model lacks (scroll views' content and frame guides, the
    /// keyboard guide): constraints to them are left out.
    var unsupportedGuides: Set<String> = []
    /// The view controller of the scene, when a controller owns the root view.
    var controller: ViewController?
    /// The built-in views of the cells of a built-in style (their `textLabel`,
    /// `detailTextLabel` and `imageView`), by the id of the element that describes each.
    var builtInViews: [String: View] = [:]

    init(scene: IBScene, options: BuildOptions) {
        self.scene = scene
        self.options = options
    }

    func build() throws(IBError) -> IBSceneLayout {
        let root = scene.found.root
        let freeformSizeElement = scene.found.controller?.child("size", key: "freeformSize")
            ?? scene.context.graph.inheritedFreeformSizes[scene.id]
        let freeformSize = try freeformSizeElement.flatMap { size throws(IBError) in try IBNumber.size(size, source: source) }
        let environment = IBEnvironment(scene: scene, options: options, storedRootSize: try storedFrame(of: root).size,
                                        freeformSize: freeformSize)
        let window = environment.makeWindow()
        window.textMeasurer = options.textMeasurer ?? FixedAdvanceTextMeasurer()
        traits = window.traitCollection
        let rootElement = IBVariation.resolved(root, traits: traits)
        // Made at its written size, so that its subviews' stored frames keep their
        // autoresizing against it; the window then sizes it.
        let rootView = IBViewKind(rootElement).makeView(frame: CGRect(origin: .zero, size: environment.writtenRootSize))
        if scene.found.controller != nil || (IBViewKind(rootElement).isModelled && laysOutTopLevelViewAsRoot(rootView)) {
            // Interface Builder lays out a xib's top-level view as a screen's root view too: it
            // gets the system minimum margins of a controller's view (see
            // laysOutTopLevelViewAsRoot(_:) for the views it does not).
            let controller = ViewController(view: rootView)
            controller.containerBars = environment.containerBars(screenInsets: window.screenSafeAreaInsets)
            self.controller = controller
            if let controllerElement = scene.found.controller { registerControllerGuides(controllerElement) }
            window.rootViewController = controller
        } else {
            window.addSubview(rootView)
        }
        try configure(rootView, as: rootElement, isRoot: true)
        let constraints = try makeConstraints()
        LayoutConstraint.activate(constraints)
        let layout = BuiltLayout(window: window, rootView: rootView, title: scene.name, items: items,
                                 specifiedFrames: storedFrames, unsupportedItems: unsupported)
        return IBSceneLayout(layout: layout, warnings: context.warnings + warnings, uninstalledViewIDs: uninstalled)
    }

    /// Whether Interface Builder lays out the xib's top-level view as a controller's root
    /// view, with the system minimum margins: from the iOS 11 SDK, and before it a launch
    /// screen's, which iOS shows as a controller's view; but from the iOS 13 SDK not a table
    /// cell, which keeps a row's margins (a table's of its width) however wide it is
    /// (`[U]`: docs/margins.md gives the documents).
    private func laysOutTopLevelViewAsRoot(_ view: View) -> Bool {
        let sdk = scene.context.linkedSDK
        if view is TableViewCell, sdk >= .iOS13 { return false }
        return sdk >= .iOS11 || scene.context.isLaunchScreen
    }

    /// The view controller's `topLayoutGuide` and `bottomLayoutGuide`, by the ids the
    /// document gives them.
    private func registerControllerGuides(_ controllerElement: IBElement) {
        guard let controller else { return }
        for guide in controllerElement.grandchildren(of: "layoutGuides") where guide.tag == "viewControllerLayoutGuide" {
            guard let id = guide.id else { continue }
            let item = guide["type"] == "bottom" ? controller.bottomLayoutGuide : controller.topLayoutGuide
            guides[id] = item
            items.append((id, item))
        }
    }
}
