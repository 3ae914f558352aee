import Foundation

/// Scene items with the bounds of what each paints, and for each group its items likewise:
/// what painting a band of a tall image culls with, computed once for all the bands.
///
/// The bounds are a flat array beside the items, so that a band scans rectangles, four
/// comparisons each, and touches an item only when it paints it.
struct BoundedItems {
    let items: [Scene.Item]
    /// In the coordinates the items are drawn in; see `Scene.Item.paintedBounds`.
    let bounds: [CGRect]
    /// For each group among the items, its items bounded; nil for any other item.
    let nested: [BoundedItems?]

    /// `items` with their bounds, and the groups' items with theirs.
    ///
    /// - Complexity: O(n) in the items and everything in them; text is measured.
    init(_ items: [Scene.Item], measuredBy measurer: PangoTextMeasurer) {
        var bounds: [CGRect] = [], nested: [BoundedItems?] = []
        bounds.reserveCapacity(items.count)
        nested.reserveCapacity(items.count)
        for item in items {
            guard case .group(let group) = item else {
                bounds.append(item.paintedBounds(measuredBy: measurer))
                nested.append(nil)
                continue
            }
            let inner = BoundedItems(group.items, measuredBy: measurer)
            bounds.append(group.paintedBounds(ofItemsWithin: inner.bounds.reduce(CGRect.null) { $0.union($1) }))
            nested.append(inner)
        }
        (self.items, self.bounds, self.nested) = (items, bounds, nested)
    }

    /// Whether item `index`'s bounds meet `rect` (both standardised, as bounds always are).
    func item(_ index: Int, meets rect: CGRect) -> Bool {
        let box = bounds[index]
        return box.origin.x <= rect.origin.x + rect.size.width && rect.origin.x <= box.origin.x + box.size.width
            && box.origin.y <= rect.origin.y + rect.size.height && rect.origin.y <= box.origin.y + box.size.height
    }
}
