import Foundation

/// A layout built into views: the window, its root view controller's view, and every view
/// and guide by id. A spec, an Interface Builder scene and views made in code each build one,
/// so that they share the report, the figures and the golden checks.
public final class BuiltLayout {
    public let window: Window
    /// The root view controller's view (the spec's `root`).
    public let rootView: View
    /// The spec's title.
    public let title: String?
    /// The frames the spec writes (`frame:`) for views laid out by constraints, in the
    /// superview's coordinates, by id: where a drawing marks a view that layout moved. A view
    /// that translates its mask is left out, as its frame is where layout starts from.
    public let specifiedFrames: [String: CGRect]
    /// The items the source described but the layout model lacks, by id, each with why: they
    /// are placed at the frame the source gave (an Interface Builder document's `UITableView`
    /// before the model has table views).
    public let unsupportedItems: [String: String]

    /// Every view and `kind: guide` guide with its id, in document order, the root first.
    public var items: [(id: String, item: LayoutItem)] { orderedItems }

    private let orderedItems: [(id: String, item: LayoutItem)]
    private let viewsByID: [String: View]

    public init(window: Window, rootView: View, title: String?, items: [(id: String, item: LayoutItem)],
                specifiedFrames: [String: CGRect], unsupportedItems: [String: String] = [:]) {
        self.window = window
        self.rootView = rootView
        self.title = title
        self.orderedItems = items
        self.specifiedFrames = specifiedFrames
        self.unsupportedItems = unsupportedItems
        var views: [String: View] = [:]
        for (id, item) in items {
            if let view = item as? View { views[id] = view }
        }
        self.viewsByID = views
    }

    /// The view with `id`; nil for an unknown id or a guide's.
    public func view(withID id: String) -> View? {
        viewsByID[id]
    }
}
