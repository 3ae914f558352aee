import AutoLayout
import Foundation

/// A view (or a `kind: guide` layout guide) as a spec describes it, decoded but not built.
struct ViewSpec {
    var id: String
    let kind: ViewKind
    /// The view's mapping.
    let location: SpecLocation
    /// The frame written in the spec, in the superview's coordinates.
    let frame: CGRect?
    /// The properties set, in the order written.
    let properties: [Setting]
    let constraints: [ConstraintSpec]
    /// Subviews back to front (a stack view's arranged subviews), then the custom guides the
    /// view owns (`kind: guide` among its `views`, or its `layoutGuides`).
    var subviews: [ViewSpec]
    /// A table's sections, a cell's style and accessory view.
    var kindSpec: KindSpec = .none
    /// For the views of a row made from a prototype cell: the prototype's ids to the row's, by
    /// which the row's constraints name its views; nil for every other view.
    var rowScope: [String: String]?
    /// Whether the view is a row made from a prototype cell (the copy of the prototype itself).
    var isRow = false
    /// A prototype row's `id.key: value` settings, naming the prototype's ids.
    var rowData: [VariantSpec.Setting] = []

    /// A property and where it was written.
    struct Setting {
        let property: ViewProperty
        let key: PropertyKey
        let location: SpecLocation
    }

    /// The most views (and guides) a spec may hold.
    static let viewLimit = DocumentLimits.views
    /// Names the format gives to guides of its own, which no id may take.
    static let reservedIDs = ["topLayoutGuide", "bottomLayoutGuide"]
    /// The keys of a view that are not properties.
    static let structuralKeys = ["id", "kind", "views", "layoutGuides", "constraints", "frame"]
    /// The keys a guide takes.
    static let guideKeys = ["id", "kind", "constraints"]
    /// The keys that make no sense on the root view, which fills the window.
    static let rootExcludedKeys = ["frame", PropertyKey.translatesAutoresizingMaskIntoConstraints.rawValue,
                                   PropertyKey.autoresizingMask.rawValue]

    /// Every view and guide of the subtree, parents before children, in document order (a
    /// table's rows and a cell's accessory view after the subviews).
    var subtree: [ViewSpec] {
        var result: [ViewSpec] = []
        var stack = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: (view.subviews + view.kindSpec.children).reversed())
        }
        return result
    }

    /// The ids of the ``subtree``, in its order; throws at the second view of an id, as a
    /// table's rows copy a prototype by renaming its ids.
    ///
    /// - Complexity: O(*n*) in the subtree's views.
    func uniqueSubtreeIDs() throws(SpecError) -> [String] {
        var seen: [String: SpecLocation] = [:]
        var ids: [String] = []
        for view in subtree {
            if let first = seen[view.id] {
                throw view.location.error("duplicate id '\(view.id)': line \(first.line) already has a view with it")
            }
            seen[view.id] = view.location
            ids.append(view.id)
        }
        return ids
    }
}
