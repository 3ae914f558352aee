import AutoLayout
import Foundation

/// The bars Interface Builder draws over a view controller's view, which its safe area
/// leaves out: the status bar, a navigation bar, a tab bar or a toolbar. Each is what the
/// scene says (`simulatedTopBarMetrics`, `simulatedBottomBarMetrics`,
/// `simulatedStatusBarMetrics`, on a storyboard's view controller or a xib's top-level view
/// that its File's Owner takes as its view), else what its place in the storyboard implies (the root of a
/// navigation controller has a navigation bar unless the controller hides it, and a toolbar
/// when it shows one; a tab has a tab bar). An opaque bar (`translucent="NO"`) is not over the
/// view: UIKit lays the view out beside it, and Xcode stores it so.
///
/// Heights are UIKit's (``BarMetrics``), with what each Xcode drew differently
/// (docs/interface-builder.md): a phone's navigation bar 54 pt tall in documents of Xcode 26, in
/// landscape too, 56 in a page sheet.
struct IBSimulatedMetrics: Sendable {
    enum TopBar: Equatable, Sendable {
        case none
        case navigation(largeTitles: Bool, prompted: Bool)
    }

    enum BottomBar: Equatable, Sendable {
        case none, tabBar
        /// A toolbar: one the scene asks for (`simulatedToolbarMetrics`), or one `inferred`
        /// from the navigation controller that shows its own.
        case toolbar(inferred: Bool)
    }

    let topBar: TopBar
    let bottomBar: BottomBar
    /// Whether an opaque navigation bar (`translucent="NO"`) is above the view, and an opaque
    /// tab bar or toolbar below it, or a bar at an edge the controller does not extend its
    /// view under (``extendedEdges(of:)``): the view is beside them, shorter than the screen
    /// by them.
    let opaqueBars: (top: Bool, bottom: Bool)
    /// The bars the view is beside (``opaqueBars``), whose heights it is shorter by.
    let barsBeside: (top: TopBar, bottom: BottomBar)
    /// Whether the scene hides the status bar (`<nil key="simulatedStatusBarMetrics"/>`).
    let hidesStatusBar: Bool
    /// Whether the controller is simulated at a size of its own (`<size key="freeformSize">`):
    /// it keeps hiding a status bar it hides in every Xcode (``showsStatusBar(toolsVersion:)``).
    let simulatesFreeformSize: Bool
    /// What the bars show: the navigation item's title, the toolbar's items (not its spaces),
    /// the controller's own tab (Interface Builder's canvas shows a tab's controller with its
    /// own item alone).
    private let navigationTitle: String?
    private let toolbarItems: [String]
    private let tabBarItem: String

    init(scene: IBScene) {
        guard let controller = scene.found.controller else {
            topBar = .none
            bottomBar = .none
            opaqueBars = (false, false)
            barsBeside = (.none, .none)
            hidesStatusBar = scene.found.root.child(key: "simulatedStatusBarMetrics")?.tag == "nil"
            simulatesFreeformSize = false
            navigationTitle = nil
            toolbarItems = []
            tabBarItem = ""
            return
        }
        let graph = scene.context.graph
        let navigation = graph.navigationBars[scene.id]
        let navigationItem = controller.child("navigationItem", key: "navigationItem")
        let largeTitles = (navigation?.prefersLargeTitles ?? false) && navigationItem?["largeTitleDisplayMode"] != "never"
        // A storyboard keeps them on the view controller, a xib on its top-level view.
        func simulated(_ key: String) -> IBElement? { controller.child(key: key) ?? scene.found.root.child(key: key) }
        let explicitTop = simulated("simulatedTopBarMetrics"), explicitBottom = simulated("simulatedBottomBarMetrics")
        // The bars the scene shows, translucent or opaque.
        let shownTop: TopBar = switch explicitTop?.tag {
        case "simulatedNavigationBarMetrics"?: .navigation(largeTitles: largeTitles, prompted: explicitTop?.flag("prompted") ?? false)
        case nil: navigation.map { $0.isHidden ? .none : .navigation(largeTitles: largeTitles, prompted: false) } ?? .none
        default: .none
        }
        // UIKit hides the tab bar and the toolbar over a controller of a navigation stack that
        // sets `hidesBottomBarWhenPushed`; Interface Builder infers neither for one.
        let hidesBottomBar = navigation != nil && controller.flag("hidesBottomBarWhenPushed")
        let inferredTabBar = hidesBottomBar ? nil : graph.tabBars[scene.id]
        let showsInferredToolbar = !hidesBottomBar && navigation?.showsToolbar == true
        let shownBottom: BottomBar = switch explicitBottom?.tag {
        case "simulatedTabBarMetrics"?: .tabBar
        case "simulatedToolbarMetrics"?: .toolbar(inferred: false)
        case nil where inferredTabBar != nil: .tabBar
        case nil where showsInferredToolbar: .toolbar(inferred: true)
        default: .none
        }
        hidesStatusBar = simulated("simulatedStatusBarMetrics")?.tag == "nil"
        simulatesFreeformSize = controller.child("size", key: "freeformSize") != nil
        let top = explicitTop.map(Self.isOpaque)
            ?? navigation.map { !$0.isHidden && !$0.isTranslucent } ?? false
        let bottom = explicitBottom.map(Self.isOpaque)
            ?? inferredTabBar.map { !$0 } ?? navigation.map { showsInferredToolbar && !$0.isToolbarTranslucent } ?? false
        let simulatedTop = top ? .none : shownTop, simulatedBottom = bottom ? .none : shownBottom
        let extended = Self.extendedEdges(of: controller)
        topBar = extended.top ? simulatedTop : .none
        bottomBar = extended.bottom ? simulatedBottom : .none
        opaqueBars = (top || topBar != simulatedTop, bottom || bottomBar != simulatedBottom)
        barsBeside = (opaqueBars.top ? shownTop : .none, opaqueBars.bottom ? shownBottom : .none)
        navigationTitle = navigationItem?["title"]
        toolbarItems = controller.grandchildren(of: "toolbarItems")
            .filter { $0.tag == "barButtonItem" && !["flexibleSpace", "fixedSpace"].contains($0["systemItem"] ?? "") }
            .map(Self.itemName)
        tabBarItem = controller.child("tabBarItem", key: "tabBarItem").map(Self.itemName) ?? ""
    }

    /// Whether a simulated bar is opaque, so above or below the view rather than over it.
    private static func isOpaque(_ bar: IBElement) -> Bool { bar["translucent"] == "NO" }

    /// The edges a controller lays its view out under the bars at (UIKit's
    /// `edgesForExtendedLayout`): all of them unless the controller has an
    /// `<extendedEdge key="edgesForExtendedLayout">`, whose `top` and `bottom` say which. UIKit
    /// lays the view out beside a bar at an edge left out, translucent or not, as beside an
    /// opaque bar, as Xcode stores such views (docs/interface-builder.md).
    private static func extendedEdges(of controller: IBElement) -> (top: Bool, bottom: Bool) {
        guard let edges = controller.child("extendedEdge", key: "edgesForExtendedLayout") else { return (true, true) }
        return (edges.flag("top"), edges.flag("bottom"))
    }

    /// A bar item's name: its title, else its system item or image.
    private static func itemName(_ item: IBElement) -> String {
        [item["title"], item["systemItem"], item["image"]].compactMap { $0 }.first { !$0.isEmpty } ?? ""
    }

    /// The bars, drawn over the controller's view as its containers' bars at the heights
    /// Xcode simulated (`insets`, from
    /// ``barInsets(traits:isSheet:toolsVersion:linkedSDK:overBottomInset:)``), and the
    /// navigation bar above the view when it is beside it (``barsBeside``).
    func containerBars(insets: EdgeInsets) -> ContainerBars {
        var bars = ContainerBars(simulatedInsets: insets)
        if case .navigation(let largeTitles, _) = topBar {
            bars.navigationBar = ContainerBars.NavigationBarContent(title: navigationTitle, prefersLargeTitles: largeTitles)
        }
        if case .navigation(let largeTitles, _) = barsBeside.top {
            bars.navigationBarAbove = ContainerBars.NavigationBarContent(title: navigationTitle, prefersLargeTitles: largeTitles)
        }
        switch bottomBar {
        case .tabBar: bars.tabBarItems = [tabBarItem]
        case .toolbar: bars.toolbarItems = toolbarItems
        case .none: break
        }
        return bars
    }

    /// Whether the status bar takes room on a phone without a notch. Xcodes 11 to 14.1
    /// (``statuslessToolsVersions``) draw none there, so their frames leave no room for it;
    /// the Xcodes before and after draw a 20 pt bar in portrait (docs/interface-builder.md
    /// gives the documents). A scene that hides the simulated status bar (``hidesStatusBar``)
    /// has none before Xcode 9.4 (``firstToolsVersionDrawingAHiddenStatusBar``); from then a
    /// full-screen scene, a storyboard's or a xib's, is drawn under the bar all the same, and
    /// only a controller simulated at a size of its own (``simulatesFreeformSize``) keeps it
    /// hidden.
    func showsStatusBar(toolsVersion: Int) -> Bool {
        guard !Self.statuslessToolsVersions.contains(toolsVersion) else { return false }
        return !hidesStatusBar || (!simulatesFreeformSize && toolsVersion >= Self.firstToolsVersionDrawingAHiddenStatusBar)
    }

    /// Xcode 9.4's toolsVersion, the earliest of the documents that store a full-screen scene
    /// under the status bar it hides (`[U]`: the Xcode 9.0 documents honour it; none between
    /// shows either, docs/interface-builder.md).
    static let firstToolsVersionDrawingAHiddenStatusBar = 14109

    /// The toolsVersions whose canvas shows no status bar on a phone without a notch: from
    /// Xcode 11's first builds (its betas) to 21701, Xcode 14.2's, the first that stores the
    /// bar again.
    static let statuslessToolsVersions = 14800 ..< 21701

    /// Whether the status bar takes room over a xib's top-level view that no controller owns,
    /// on a phone without a notch: from Xcode 14.2, whose canvas draws the bar again, as over
    /// a controller's view; the Xcodes before 11 drew none there (docs/interface-builder.md).
    func showsStatusBarOverTopLevelView(toolsVersion: Int) -> Bool {
        toolsVersion >= Self.statuslessToolsVersions.upperBound && showsStatusBar(toolsVersion: toolsVersion)
    }

    /// The toolsVersions whose canvas draws a phone's navigation bar 54 pt tall, in landscape
    /// as in portrait (`[U]` in landscape, where UIKit's compact bar is 32: one document shows
    /// it): Xcode 26's.
    static let tallNavigationBars = IBDocumentContext.xcode26ToolsVersions

    /// The insets the bars add to the safe area of the controller's view: UIKit's bar heights
    /// for the traits (``BarMetrics``), with what the saving Xcode drew differently on a phone:
    /// a page sheet's navigation bar 56 pt tall in portrait, and Xcode 26's 54 pt bar showing no
    /// large title in either orientation; a prompt adds 30 pt.
    ///
    /// - Parameters:
    ///   - toolsVersion: the document's, when the scene is laid out on its own device, which
    ///     then gets the bars that Xcode drew; `nil` on a device of the catalog.
    ///   - linkedSDK: the SDK the document's Xcode draws with (an iPad's bars before iOS 12
    ///     are a phone's).
    ///   - overBottomInset: whether the screen has a bottom inset (a home indicator) the bottom
    ///     bar reaches into, which makes a toolbar a tab bar's height (``BarMetrics``).
    func barInsets(traits: TraitCollection, isSheet: Bool, toolsVersion: Int?, linkedSDK: SDKVersion, overBottomInset: Bool) -> EdgeInsets {
        Self.heights(of: (topBar, bottomBar), traits: traits, isSheet: isSheet, toolsVersion: toolsVersion, linkedSDK: linkedSDK,
                     overBottomInset: overBottomInset)
    }

    /// The heights of the bars the view is beside (``barsBeside``), as
    /// ``barInsets(traits:isSheet:toolsVersion:linkedSDK:overBottomInset:)`` gives those over it.
    func heightsBeside(traits: TraitCollection, toolsVersion: Int?, linkedSDK: SDKVersion, overBottomInset: Bool) -> EdgeInsets {
        Self.heights(of: barsBeside, traits: traits, isSheet: false, toolsVersion: toolsVersion, linkedSDK: linkedSDK,
                     overBottomInset: overBottomInset)
    }

    /// The heights of a top and a bottom bar, as the saving Xcode drew them.
    private static func heights(of bars: (top: TopBar, bottom: BottomBar), traits: TraitCollection, isSheet: Bool,
                                toolsVersion: Int?, linkedSDK: SDKVersion, overBottomInset: Bool) -> EdgeInsets {
        var top: CGFloat = 0
        if case .navigation(let largeTitles, let prompted) = bars.top {
            top = BarMetrics.navigationBarHeight(largeTitle: largeTitles, traits: traits, linkedSDK: linkedSDK)
            if traits.userInterfaceIdiom == .phone {
                let tall = toolsVersion.map(Self.tallNavigationBars.contains) ?? false
                if traits.verticalSizeClass != .compact {
                    top = portraitNavigationBarHeight(largeTitles: largeTitles, isSheet: isSheet, tall: tall)
                } else if tall {
                    top = Self.tallNavigationBarHeight
                }
            }
            if prompted { top += Self.promptHeight }
        }
        let bottom: CGFloat
        switch bars.bottom {
        case .none: bottom = 0
        case .tabBar: bottom = BarMetrics.tabBarHeight(traits: traits, linkedSDK: linkedSDK)
        case .toolbar(let inferred):
            let drawnTall = !inferred && (toolsVersion ?? 0) >= Self.firstToolsVersionWithTallSimulatedToolbars
            bottom = BarMetrics.toolbarHeight(traits: traits, reachesBottomInset: overBottomInset || drawnTall, linkedSDK: linkedSDK)
        }
        return EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }

    /// Xcode 11's first toolsVersion, from which the canvas draws the toolbar a scene asks for
    /// (`simulatedToolbarMetrics`) on a phone in portrait as tall as over a home indicator, 49 pt,
    /// on a phone without one too (`[U]`: docs/interface-builder.md gives the documents); a
    /// toolbar inferred from a navigation controller keeps UIKit's height.
    static let firstToolsVersionWithTallSimulatedToolbars = 14800

    /// A phone's navigation bar in portrait as the saving Xcode drew it: UIKit's 44 pt, 56 in a
    /// page sheet, 54 in Xcode 26's canvas (`tall`), each with UIKit's 52 pt large title under
    /// it; Xcode 26 draws a sheet's bar 70 pt, 126 with a large title, from the sheet's top, in
    /// the place of the status bar its sheets are under (docs/interface-builder.md).
    private static func portraitNavigationBarHeight(largeTitles: Bool, isSheet: Bool, tall: Bool) -> CGFloat {
        if isSheet && tall { return largeTitles ? tallSheetLargeTitleNavigationBarHeight : tallSheetNavigationBarHeight }
        let height = isSheet ? sheetNavigationBarHeight : tall ? tallNavigationBarHeight : ControlMetrics.navigationBarHeight
        return largeTitles ? height + ControlMetrics.largeTitleHeight : height
    }

    /// A phone's navigation bar: in a page sheet, in Xcode 26's canvas, and in a page sheet of
    /// Xcode 26's canvas without and with a large title; and a prompt's height.
    private static let sheetNavigationBarHeight: CGFloat = 56
    private static let tallNavigationBarHeight: CGFloat = 54
    private static let tallSheetNavigationBarHeight: CGFloat = 70
    private static let tallSheetLargeTitleNavigationBarHeight: CGFloat = 126
    private static let promptHeight: CGFloat = 30
}
