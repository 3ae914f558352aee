import Foundation

/// What a document stores about one of its views: the frame Xcode's engine computed for it,
/// and what Xcode flagged about it when the document was saved.
public struct IBStoredView: Sendable, Equatable {
    /// The element's tag: the kind of view (`label`, `stackView`, `tableViewCell`...).
    public let tag: String
    /// The stored frame, in the superview's coordinates.
    public let frame: CGRect
    /// Whether Xcode marked the view's layout ambiguous (`ambiguous="YES"`).
    public let isAmbiguous: Bool
    /// Whether Xcode marked the view misplaced (`misplaced="YES"`: its stored frame is not
    /// where its constraints put it).
    public let isMisplaced: Bool
    /// The tags of the view's ancestors in the document, innermost first (`stackView`,
    /// `collectionViewCell`, `scene`...).
    public let ancestorTags: [String]
    /// Whether the view is a scene's root or inside one: not a navigation controller's bar or
    /// a view a scene holds outside its root view, which no scene lays out.
    public let isInScene: Bool
}

extension IBDocument {
    /// Every view of the document with a frame, by Interface Builder id.
    ///
    /// - Complexity: O(*n*) in the elements of the document.
    public func storedViews() -> [String: IBStoredView] {
        var result: [String: IBStoredView] = [:]
        let roots = Set(scenes.map(\.rootID))
        func visit(_ element: IBElement, ancestors: [String], inScene: Bool) {
            let inScene = inScene || element.id.map(roots.contains) == true
            if let id = element.id, let rect = element.child("rect", key: "frame"),
               let frame = try? IBNumber.rect(rect, source: context.source) {
                result[id] = IBStoredView(tag: element.tag, frame: frame, isAmbiguous: element.flag("ambiguous"), isMisplaced: element.flag("misplaced"),
                                          ancestorTags: ancestors, isInScene: inScene)
            }
            let inner = [element.tag] + ancestors
            for child in element.children { visit(child, ancestors: inner, inScene: inScene) }
        }
        visit(root, ancestors: [], inScene: false)
        return result
    }

    /// Whether the document names the device it was designed on (`<device>`); the frames of
    /// one that does not were stored for a screen it does not say.
    public var namesDevice: Bool { context.namesDevice }
}
