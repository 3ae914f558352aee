import AutoLayout
import Foundation

/// The screen a scene is laid out on, as Interface Builder simulates it: the window (the
/// document's device in its orientation, or the one the options name), the root view's size,
/// and the bars above and below the view controller's view that its safe area leaves out.
///
/// A view controller's view fills the screen unless its stored size says otherwise (a
/// freeform size, a page sheet): the root size comes from the root's stored rectangle then.
/// A xib's view that no controller owns keeps its stored size, in a window of that size.
struct IBEnvironment {
    let scene: IBScene
    let options: BuildOptions
    /// The device the scene is drawn on: the options', else the document's.
    let device: IBDevice?
    let orientation: Orientation
    /// The root view's stored size.
    let storedRootSize: CGSize
    /// The size the controller is simulated at (`<size key="freeformSize">`), which stands
    /// for the screen: a root of that size is full-screen, a shorter one a sheet.
    let freeformSize: CGSize?
    /// The simulated bars.
    let metrics: IBSimulatedMetrics

    /// - Parameters:
    ///   - storedRootSize: the size the document stores for the root view (checked as every
    ///     number is).
    ///   - freeformSize: the controller's simulated freeform size, when it has one.
    init(scene: IBScene, options: BuildOptions, storedRootSize: CGSize, freeformSize: CGSize? = nil) {
        self.scene = scene
        self.options = options
        let context = scene.context
        device = context.device
        orientation = options.orientation ?? context.orientation
        self.storedRootSize = storedRootSize
        self.freeformSize = freeformSize
        metrics = IBSimulatedMetrics(scene: scene)
    }

    /// Whether a view controller owns the root view, so that it fills the screen.
    private var isControllerScene: Bool { scene.found.controller != nil }

    /// Whether the root is the view of a xib's File's Owner (a view controller's view)
    /// simulated at a freeform size in a document that uses safe areas: Xcode draws it at the
    /// top of the screen as a xib's top-level view (``reachedByTopLevelView(_:window:)``), not
    /// as a sheet (docs/interface-builder.md gives the documents).
    private var isFreeformOwnersView: Bool {
        scene.found.controller?.tag == "placeholder" && isFreeformWithSafeAreas
    }

    /// Whether the root is a xib's view simulated at a freeform size in a document that uses
    /// safe areas.
    private var isFreeformWithSafeAreas: Bool {
        scene.context.usesSafeAreas && scene.found.root.child(key: "simulatedDestinationMetrics")?.tag == "freeformSimulatedSizeMetrics"
    }

    /// The part of the screen's insets a xib's top-level view reaches. Interface Builder draws
    /// the view at the top of the screen at its own height, and UIKit gives a view only the
    /// part of the screen's unsafe area its frame overlaps (`safeAreaInsets`): a view that ends
    /// above the home indicator has no bottom inset. From Xcode 14.2
    /// (``firstToolsVersionInsettingTheWholeView``) the canvas gives the view the whole
    /// screen's insets, and the Xcodes before did so for a view wider than the screen (`[U]`:
    /// docs/interface-builder.md gives the documents).
    private func reachedByTopLevelView(_ screenInsets: EdgeInsets, window size: CGSize) -> EdgeInsets {
        guard let screen = screenSize, scene.context.toolsVersion < Self.firstToolsVersionInsettingTheWholeView,
              size.width <= screen.width else { return screenInsets }
        let aboveBottomInset = max(0, screen.height - size.height)
        var reached = screenInsets
        reached.bottom = max(0, screenInsets.bottom - aboveBottomInset)
        return reached
    }

    /// Xcode 14.2's toolsVersion, from which the canvas gives a xib's top-level view the whole
    /// screen's insets, as it draws the status bar over it again.
    private static let firstToolsVersionInsettingTheWholeView = IBSimulatedMetrics.statuslessToolsVersions.upperBound

    /// The tags of the cells a xib may hold at its top level.
    private static let cellTags: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    /// The screen size of the device drawn on, in the orientation.
    private var screenSize: CGSize? {
        if let device = options.device { return device.size(orientation) }
        return device?.size(orientation)
    }

    /// The size the root view is written at, against which its subviews' stored frames keep
    /// their autoresizing: the stored size, or the root's size when none is stored.
    var writtenRootSize: CGSize {
        storedRootSize.width > 0 && storedRootSize.height > 0 ? storedRootSize : rootSize
    }

    /// The root view's size: the screen's for a full-screen controller's view, the stored
    /// size for a freeform or sheet-sized one and for a view no controller owns.
    var rootSize: CGSize {
        if isControllerScene, let screenSize, isMisplacedFullScreenRoot { return size(besideBarsOn: screenSize) }
        guard isControllerScene, let screenSize, !isResized(screenSize) else { return sanitized(storedRootSize, or: screenSize) }
        return screenSize
    }

    /// Whether the document marks the root view of a controller not simulated at a freeform
    /// size misplaced (`misplaced="YES"`): its stored frame is not the one the screen and bars
    /// give, which UIKit gives it.
    private var isMisplacedFullScreenRoot: Bool {
        freeformSize == nil && scene.found.root.flag("misplaced")
    }

    /// The size of a full-screen controller's view on `screen`: shorter by the bars it is
    /// beside (``IBSimulatedMetrics/barsBeside``) and by the screen's insets they cover, as
    /// Xcode lays out the views pinned to such a root's edges (docs/interface-builder.md).
    private func size(besideBarsOn screen: CGSize) -> CGSize {
        guard let device else { return screen }
        let toolsVersion = scene.context.toolsVersion
        let full = device.screenInsets(orientation, toolsVersion: toolsVersion, showsStatusBar: metrics.showsStatusBar(toolsVersion: toolsVersion))
        let bars = metrics.heightsBeside(traits: traits, toolsVersion: options.device == nil ? toolsVersion : nil,
                                         linkedSDK: scene.context.linkedSDK, overBottomInset: full.bottom > 0)
        let top = metrics.opaqueBars.top ? full.top + bars.top : 0
        let bottom = metrics.opaqueBars.bottom ? full.bottom + bars.bottom : 0
        return CGSize(width: screen.width, height: screen.height - top - bottom)
    }

    /// Whether the stored root differs from the document's screen (a freeform or sheet size),
    /// in which case that size is kept on any device.
    private func isResized(_ screen: CGSize) -> Bool {
        guard let documentScreen = device?.size(scene.context.orientation) else { return false }
        return storedRootSize != documentScreen && storedRootSize.width > 0 && storedRootSize.height > 0
    }

    private func sanitized(_ size: CGSize, or fallback: CGSize?) -> CGSize {
        size.width > 0 && size.height > 0 ? size : fallback ?? CGSize(width: 375, height: 667)
    }

    /// The simulated bars over the controller's view, at the heights its Xcode drew them,
    /// which the view's safe area leaves out; a toolbar over the home indicator of the screen
    /// whose insets are `screenInsets` is a tab bar's height, as UIKit's bottom bars are.
    func containerBars(screenInsets: EdgeInsets) -> ContainerBars {
        guard isControllerScene else { return ContainerBars() }
        let insets = metrics.barInsets(traits: traits, isSheet: isSheet,
                                       toolsVersion: options.device == nil ? scene.context.toolsVersion : nil,
                                       linkedSDK: scene.context.linkedSDK, overBottomInset: screenInsets.bottom > 0)
        return metrics.containerBars(insets: insets)
    }

    /// Whether the root is a page sheet: a controller's view shorter than the screen, or than
    /// the freeform size it is simulated at, and not beside an opaque bar
    /// (``isBesideOpaqueBars``). A root as tall as its freeform size keeps the whole screen's
    /// safe area.
    private var isSheet: Bool {
        isShorterThanScreen && !isBesideOpaqueBars
    }

    /// Whether the root is shorter than the screen because an opaque bar is beside it: a
    /// full-screen controller's view, laid out beside the bar as UIKit lays it out, its top
    /// under the bars as on the full screen.
    private var isBesideOpaqueBars: Bool {
        isShorterThanScreen && (metrics.opaqueBars.top || metrics.opaqueBars.bottom)
    }

    private var isShorterThanScreen: Bool {
        guard isControllerScene, let screen = freeformSize ?? screenSize else { return false }
        return rootSize.height < screen.height
    }

    /// The traits of the window before the options' overrides: the device's, else a phone's
    /// or, for an iPad document, an iPad's.
    private var traits: TraitCollection {
        if let device = options.device { return device.traitCollection(orientation) }
        if let device { return device.traitCollection(orientation) }
        return scene.context.idiom == .pad ? IBDevice.padTraits(scale: 2) : TraitCollection()
    }

    /// The traits asked for, and on the document's own device the text size its Xcode's
    /// canvas set text styles at (``IBDocumentContext/extraSmallTextToolsVersions``), unless
    /// one is asked for.
    private var traitOverrides: TraitPredicate {
        var overrides = options.traitOverrides
        if options.device == nil, overrides.preferredContentSizeCategory == nil,
           IBDocumentContext.extraSmallTextToolsVersions.contains(scene.context.toolsVersion) {
            overrides.preferredContentSizeCategory = .extraSmall
        }
        return overrides
    }

    /// The window: the screen of the device drawn on (its size classes, scale and safe area),
    /// sized as the root when the root keeps its own size. Its margins are the default 8 pt,
    /// not moved in by the safe area: a root that preserves its superview's margins keeps 8 pt
    /// under a sensor housing in Interface Builder's canvas (`[U]`, docs/interface-builder.md).
    func makeWindow() -> Window {
        let window: Window
        let size = rootSize
        if let chosen = options.device ?? device?.catalogDevice {
            window = Window(device: chosen, orientation: orientation, traitOverrides: traitOverrides)
        } else {
            window = Window(frame: CGRect(origin: .zero, size: size), traitCollection: traits, traitOverrides: traitOverrides)
        }
        if options.device == nil {
            window.screenSafeAreaInsets = screenInsets(window: size)
        }
        if window.bounds.size != size {
            let screenSize = window.screenSize
            window.resize(to: size)
            window.screenSize = screenSize
        }
        window.showsDeviceChrome = showsDeviceChrome
        window.insetsLayoutMarginsFromSafeArea = false
        window.design = options.design ?? (IBDocumentContext.xcode26ToolsVersions.contains(scene.context.toolsVersion) ? .liquidGlass : .classic)
        window.linkedSDK = scene.context.linkedSDK
        return window
    }

    /// Whether Xcode's canvas shows the device's status bar, sensor housing and home indicator
    /// over the scene: over a full-screen controller's view with a status bar (not over a
    /// xib's view, a sheet or a freeform size).
    private var showsDeviceChrome: Bool {
        guard isControllerScene, !isSheet, rootSize == screenSize else { return false }
        return options.device == nil ? metrics.showsStatusBar(toolsVersion: scene.context.toolsVersion) : !metrics.hidesStatusBar
    }

    /// The safe area the screen gives the window: for a full-screen controller's view, the
    /// document's device's as its Xcode simulated it, bars and all; for a sheet, the home
    /// indicator alone, and nothing for a sheet shorter than its freeform size. Interface
    /// Builder shows a xib's top-level view as the root of a screen, with a status bar only
    /// from Xcode 14.2 (``IBSimulatedMetrics/showsStatusBarOverTopLevelView(toolsVersion:)``):
    /// the sensor housing and the part of the home indicator it reaches inset it
    /// (``reachedByTopLevelView(_:window:)``). They inset a view simulated at a freeform size
    /// (`<freeformSimulatedSizeMetrics>`) in a document that uses safe areas too, whether it
    /// follows the screen's width or keeps its size, and a freeform File's Owner view. A
    /// controller embedded in a container view smaller than the screen is drawn at the
    /// container's size at the top of the screen: under the screen's top inset and over no
    /// bottom one. A top-level cell is shown as a cell, on no screen: nothing insets it.
    /// docs/interface-builder.md gives the documents of each case.
    private func screenInsets(window size: CGSize) -> EdgeInsets {
        guard let device, !Self.cellTags.contains(scene.found.root.tag) else { return .zero }
        let toolsVersion = scene.context.toolsVersion
        guard isControllerScene else {
            let showsStatusBar = metrics.showsStatusBarOverTopLevelView(toolsVersion: toolsVersion)
            return reachedByTopLevelView(device.screenInsets(orientation, toolsVersion: toolsVersion, showsStatusBar: showsStatusBar),
                                         window: size)
        }
        let full = device.screenInsets(orientation, toolsVersion: toolsVersion, showsStatusBar: metrics.showsStatusBar(toolsVersion: toolsVersion))
        if isBesideOpaqueBars {
            // The status bar is over an opaque navigation bar, the home indicator under an
            // opaque tab bar or toolbar, not over the view.
            return EdgeInsets(top: metrics.opaqueBars.top ? 0 : full.top, left: full.left,
                              bottom: metrics.opaqueBars.bottom ? 0 : full.bottom, right: full.right)
        }
        guard isSheet else { return full }
        if isFreeformOwnersView { return reachedByTopLevelView(full, window: size) }
        if scene.context.graph.embeddedControllers.contains(scene.id) {
            return EdgeInsets(top: full.top, left: 0, bottom: 0, right: 0)
        }
        if options.device == nil, freeformSize == nil, orientation == .portrait, device.idiom == .phone,
           IBDocumentContext.xcode26ToolsVersions.contains(toolsVersion) {
            return xcode26SheetInsets(of: device)
        }
        return EdgeInsets(top: 0, left: 0, bottom: freeformSize == nil ? full.bottom : 0, right: 0)
    }

    /// The safe area Xcode 26's canvas gives a phone's page sheet: as if the sheet were at the
    /// top of the screen, under the status bar (once: the doubling of
    /// ``IBDevice/doublingSafeAreas`` leaves it) and over no home indicator; in a navigation
    /// stack the navigation bar takes the status bar's place, at the height Xcode 26 draws it
    /// there (``IBSimulatedMetrics``), and a hidden one leaves the sheet's top uncovered.
    /// docs/interface-builder.md gives the documents.
    private func xcode26SheetInsets(of device: IBDevice) -> EdgeInsets {
        let isInNavigationStack = metrics.topBar != .none || scene.context.graph.navigationBars[scene.id] != nil
        let top = isInNavigationStack ? 0 : device.statusBarHeight(toolsVersion: scene.context.toolsVersion)
        return EdgeInsets(top: top, left: 0, bottom: 0, right: 0)
    }
}
