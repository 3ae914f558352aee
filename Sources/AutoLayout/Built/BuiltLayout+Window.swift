import Foundation

extension BuiltLayout {
    /// A window whose views were made in code, seen as if a spec had built it, so that code
    /// and specs share the report, the figures and the golden checks.
    ///
    /// The items are the views with an ``View/identifier`` and the custom guides with a
    /// non-empty one, the root view controller's view first, parents before children; of two
    /// items with the same identifier the first is kept. The window is laid out when the
    /// report or a figure needs it.
    ///
    /// - Parameter title: the caption's title.
    /// - Complexity: O(*n*) for *n* views and guides.
    public convenience init(window: Window, title: String? = nil) {
        let root = window.rootViewController?.view ?? window
        var items: [(id: String, item: LayoutItem)] = []
        var seen: Set<String> = []
        func add(_ id: String?, _ item: LayoutItem) {
            guard let id, !id.isEmpty, seen.insert(id).inserted else { return }
            items.append((id, item))
        }
        var pending: [View] = [root]
        while let view = pending.popLast() {
            add(view.identifier, view)
            for guide in view.layoutGuides where guide.role == .custom { add(guide.identifier, guide) }
            pending.append(contentsOf: view.subviews.reversed())
        }
        self.init(window: window, rootView: root, title: title, items: items, specifiedFrames: [:])
    }
}
