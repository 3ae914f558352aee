import AutoLayout
import Foundation

/// A view (or a `kind: guide` layout guide) as a spec describes it, decoded but not built.
struct ViewSpec {
    let id: String
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
    let subviews: [ViewSpec]

    /// A property and where it was written.
    struct Setting {
        let property: ViewProperty
        let key: PropertyKey
        let location: SpecLocation
    }

    /// The most views (and guides) a spec may hold.
    static let viewLimit = 100_000
    /// Names the format gives to guides of its own, which no id may take.
    static let reservedIDs = ["topLayoutGuide", "bottomLayoutGuide"]
    /// The keys of a view that are not properties.
    static let structuralKeys = ["id", "kind", "views", "layoutGuides", "constraints", "frame"]
    /// The keys a guide takes.
    static let guideKeys = ["id", "kind", "constraints"]
    /// The keys that make no sense on the root view, which fills the window.
    static let rootExcludedKeys = ["frame", PropertyKey.translatesAutoresizingMaskIntoConstraints.rawValue,
                                   PropertyKey.autoresizingMask.rawValue]

    /// Every view and guide of the subtree, parents before children, in document order.
    var subtree: [ViewSpec] {
        var result: [ViewSpec] = []
        var stack = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }
}
