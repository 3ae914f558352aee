import Foundation

/// A scene item with the bounds of what it paints, and for a group its items likewise: what
/// painting a band of a tall image culls with, computed once for all the bands.
struct BoundedItem {
    let item: Scene.Item
    /// In the coordinates the item is drawn in; see `Scene.Item.paintedBounds`.
    let bounds: CGRect
    /// A group's items, bounded; empty for any other item.
    let children: [BoundedItem]

    /// `item` with its bounds, and a group's items with theirs.
    ///
    /// - Complexity: O(n) in the item and everything in it; text is measured.
    init(_ item: Scene.Item, measuredBy measurer: PangoTextMeasurer) {
        self.item = item
        guard case .group(let group) = item else {
            (bounds, children) = (item.paintedBounds(measuredBy: measurer), [])
            return
        }
        children = group.items.map { BoundedItem($0, measuredBy: measurer) }
        bounds = group.paintedBounds(ofItemsWithin: children.reduce(CGRect.null) { $0.union($1.bounds) })
    }
}
