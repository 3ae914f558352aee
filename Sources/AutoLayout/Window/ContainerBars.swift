import Foundation

/// The bars of the containers that show a view controller: a navigation controller's
/// navigation bar and toolbar, a tab bar controller's tab bar. They cover the top and bottom
/// of the controller's view, so its safe area excludes them, as UIKit's containers arrange.
public struct ContainerBars: Hashable, Sendable {
    /// The navigation bar's title, when a navigation controller shows the view.
    public var navigationBar: NavigationBarContent?
    /// The navigation bar above the view rather than over it (an opaque bar, or one at an edge
    /// the controller does not extend its view under): it takes nothing from the view's safe
    /// area, but a table that is the view still sits right under its large title.
    public var navigationBarAbove: NavigationBarContent?
    /// The titles of the toolbar's items, when the navigation controller shows a toolbar.
    public var toolbarItems: [String]?
    /// The titles of the tab bar's items, when a tab bar controller shows the view.
    public var tabBarItems: [String]?
    /// The bars' heights as a document's simulated metrics give them, instead of UIKit's for
    /// the traits (``BarMetrics``): the navigation bar's at the top, the tab bar's (else the
    /// toolbar's) at the bottom. The Xcode that saved a storyboard drew some of its own: a
    /// 54 pt navigation bar on a phone in Xcode 26, 56 in a page sheet, 30 pt more for a prompt.
    public var simulatedInsets: EdgeInsets?

    /// A navigation bar's title and whether it is a large title.
    public struct NavigationBarContent: Hashable, Sendable {
        public var title: String?
        public var prefersLargeTitles: Bool

        public init(title: String? = nil, prefersLargeTitles: Bool = false) {
            self.title = title
            self.prefersLargeTitles = prefersLargeTitles
        }
    }

    public init(navigationBar: NavigationBarContent? = nil, navigationBarAbove: NavigationBarContent? = nil,
                toolbarItems: [String]? = nil, tabBarItems: [String]? = nil, simulatedInsets: EdgeInsets? = nil) {
        self.navigationBar = navigationBar
        self.navigationBarAbove = navigationBarAbove
        self.toolbarItems = toolbarItems
        self.tabBarItems = tabBarItems
        self.simulatedInsets = simulatedInsets
    }

    /// Whether a navigation or tab bar controller shows the view (where a scroll view's
    /// `automatic` content inset adjustment always adjusts vertically).
    public var isInNavigationOrTabBarController: Bool { navigationBar != nil || tabBarItems != nil }

    /// The navigation bar's height in these traits, 0 without one.
    public func navigationBarHeight(_ traits: TraitCollection) -> CGFloat {
        navigationBar.map { simulatedInsets?.top ?? BarMetrics.navigationBarHeight(largeTitle: $0.prefersLargeTitles, traits: traits) } ?? 0
    }

    /// The toolbar's height in these traits, 0 without one.
    public func toolbarHeight(_ traits: TraitCollection) -> CGFloat {
        guard toolbarItems != nil else { return 0 }
        return simulatedInsets.map { tabBarItems == nil ? $0.bottom : 0 } ?? BarMetrics.toolbarHeight(traits: traits)
    }

    /// The tab bar's height above the home indicator in these traits, 0 without one.
    public func tabBarHeight(_ traits: TraitCollection) -> CGFloat {
        tabBarItems == nil ? 0 : simulatedInsets?.bottom ?? BarMetrics.tabBarHeight(traits: traits)
    }

    /// What the bars take from the view's safe area: the navigation bar at the top, the
    /// toolbar and the tab bar (the toolbar above it) at the bottom.
    public func insets(_ traits: TraitCollection) -> EdgeInsets {
        EdgeInsets(top: navigationBarHeight(traits), left: 0, bottom: toolbarHeight(traits) + tabBarHeight(traits), right: 0)
    }
}
