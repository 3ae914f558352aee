/// How a storyboard's view controllers contain and present one another, read from its segues:
/// which controllers show a navigation bar (the root of a navigation controller, one that
/// simulates a navigation bar itself, as the root of a stack in another storyboard does, every
/// controller shown from one, and the tabs of a tab bar controller in a stack), which a tab bar
/// (the tabs of a tab bar controller, with the navigation stacks and split views they hold),
/// whether the navigation bar shows large titles, which bars are opaque (`translucent="NO"`:
/// above the views, not over them), which controllers fill a container view of another's, and
/// the freeform size a container passes on to the controllers it holds. Interface Builder
/// infers the bars it draws over a scene, and the size it simulates it at, from exactly this.
struct IBStoryboardGraph: Sendable {
    /// The navigation bar over each controller in a navigation stack, by controller id.
    private(set) var navigationBars: [String: NavigationBar] = [:]
    /// The controllers under a tab bar, each with whether the bar is translucent.
    private(set) var tabBars: [String: Bool] = [:]
    /// The controllers an embed segue puts in a container view.
    private(set) var embeddedControllers: Set<String> = []
    /// The size a controller without one of its own is simulated at because a container that
    /// holds it is (the container's `<size key="freeformSize">`), by controller id.
    private(set) var inheritedFreeformSizes: [String: IBElement] = [:]

    /// A navigation controller's bars, as the controllers it shows see them.
    struct NavigationBar: Sendable, Equatable {
        /// Whether the bar shows large titles (`prefersLargeTitles`).
        let prefersLargeTitles: Bool
        /// Whether the navigation controller hides its bar (`navigationBarHidden`).
        let isHidden: Bool
        /// Whether the navigation controller shows its toolbar (`toolbarHidden="NO"`).
        let showsToolbar: Bool
        /// Whether the bar is translucent (UIKit's default); an opaque one (`translucent="NO"`)
        /// is above its controllers' views, which start below it.
        var isTranslucent = true
        /// Whether the toolbar is translucent; an opaque one is below the views.
        var isToolbarTranslucent = true
    }

    /// A segue from one controller to another: its `kind` (`show`, `relationship`, `embed`,
    /// ...) and, for a relationship, which (`rootViewController`, `viewControllers`).
    private typealias Segue = (source: String, destination: String, kind: String, relationship: String?)

    init(document: IBElement) {
        var controllers: [String: IBElement] = [:]
        var edges: [Segue] = []
        for scene in document.grandchildren(of: "scenes") {
            for object in scene.grandchildren(of: "objects") where object["sceneMemberID"] == "viewController" {
                guard let id = object.id else { continue }
                controllers[id] = object
                IBStoryboardGraph.collectSegues(in: object) { segue in
                    guard let destination = segue["destination"], let kind = segue["kind"] else { return }
                    edges.append((id, destination, kind, segue["relationship"]))
                }
            }
        }
        for (id, controller) in controllers {
            guard let metrics = controller.child(key: "simulatedTopBarMetrics"), metrics.tag == "simulatedNavigationBarMetrics" else { continue }
            navigationBars[id] = NavigationBar(prefersLargeTitles: false, isHidden: false, showsToolbar: false,
                                               isTranslucent: metrics["translucent"] != "NO")
        }
        for edge in edges where edge.kind == "relationship" && edge.relationship == "rootViewController" {
            guard let navigation = controllers[edge.source], navigation.tag == "navigationController" else { continue }
            let bar = navigation.child("navigationBar", key: "navigationBar")
            navigationBars[edge.destination] = NavigationBar(
                prefersLargeTitles: bar?.flag("largeTitles") ?? false, isHidden: navigation.flag("navigationBarHidden"),
                showsToolbar: navigation["toolbarHidden"] == "NO", isTranslucent: bar?["translucent"] != "NO",
                isToolbarTranslucent: navigation.child("toolbar", key: "toolbar")?["translucent"] != "NO")
        }
        for edge in edges where edge.kind == "relationship" && edge.relationship == "viewControllers" {
            guard let tabs = controllers[edge.source], tabs.tag == "tabBarController" else { continue }
            tabBars[edge.destination] = tabs.child("tabBar", key: "tabBar")?["translucent"] != "NO"
        }
        embeddedControllers = Set(edges.filter { $0.kind == "embed" }.map(\.destination))
        spreadIntoContainedControllers(edges)
        spreadFreeformSizes(edges, controllers: controllers)
        let navigationControllers = Set(controllers.filter { $0.value.tag == "navigationController" }.keys)
        let withoutTopBar = Set(controllers.filter { $0.value.child(key: "simulatedTopBarMetrics")?.tag == "nil" }.keys)
        spreadAlongPushes(edges, navigationControllers: navigationControllers, withoutTopBar: withoutTopBar)
    }

    /// A tab's container shares its tab bar with what it contains: a navigation controller's
    /// root, a split view controller's columns, and so on down.
    ///
    /// - Complexity: O(*s* × *d*) for *s* segues and containers *d* deep.
    private mutating func spreadIntoContainedControllers(_ edges: [Segue]) {
        var changed = true
        while changed {
            changed = false
            for edge in edges where edge.kind == "relationship" {
                guard let isTranslucent = tabBars[edge.source], tabBars[edge.destination] == nil else { continue }
                tabBars[edge.destination] = isTranslucent
                changed = true
            }
        }
    }

    /// A container simulated at a freeform size shows the controllers it holds (a tab bar
    /// controller's tabs, a navigation controller's root, and so on down) at that size, as
    /// Interface Builder infers a contained controller's simulated size from its container's
    /// (`[U]`: docs/interface-builder.md); a controller with a size of its own keeps it.
    ///
    /// - Complexity: O(*s* × *d*) for *s* segues and containers *d* deep.
    private mutating func spreadFreeformSizes(_ edges: [Segue], controllers: [String: IBElement]) {
        func ownSize(_ id: String) -> IBElement? { controllers[id]?.child("size", key: "freeformSize") }
        var changed = true
        while changed {
            changed = false
            for edge in edges where edge.kind == "relationship" {
                guard let size = ownSize(edge.source) ?? inheritedFreeformSizes[edge.source],
                      ownSize(edge.destination) == nil, inheritedFreeformSizes[edge.destination] == nil else { continue }
                inheritedFreeformSizes[edge.destination] = size
                changed = true
            }
        }
    }

    /// Controllers shown (pushed) from one in a navigation stack join the stack, and stay
    /// under the stack's tab bar; the tabs of a tab bar controller in a stack (pushed, or its
    /// root) are under the stack's navigation bar too, as the tab bar controller's view holds
    /// theirs, but for a tab that is a navigation controller of its own; a controller that says
    /// it simulates no top bar (`withoutTopBar`) passes none on, as Interface Builder infers a
    /// shown controller's bars from its source's; repeated until nothing changes.
    ///
    /// - Complexity: O(*s* × *d*) for *s* segues and a stack *d* deep.
    private mutating func spreadAlongPushes(_ edges: [Segue],
                                            navigationControllers: Set<String>, withoutTopBar: Set<String>) {
        func joinsStack(_ edge: Segue) -> Bool {
            ["show", "push"].contains(edge.kind)
                || edge.relationship == "viewControllers" && !navigationControllers.contains(edge.destination)
        }
        var changed = true
        while changed {
            changed = false
            for edge in edges where joinsStack(edge) {
                guard let bar = navigationBars[edge.source], navigationBars[edge.destination] == nil,
                      !withoutTopBar.contains(edge.source) else { continue }
                navigationBars[edge.destination] = bar
                if tabBars[edge.destination] == nil { tabBars[edge.destination] = tabBars[edge.source] }
                changed = true
            }
        }
    }

    /// Calls `body` with every `<segue>` under `element`.
    private static func collectSegues(in element: IBElement, _ body: (IBElement) -> Void) {
        for child in element.children {
            if child.tag == "segue" { body(child) } else { collectSegues(in: child, body) }
        }
    }
}
