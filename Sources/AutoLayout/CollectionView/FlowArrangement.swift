import Foundation

/// The constraints a collection view's flow layout makes, as `UICollectionViewFlowLayout`
/// places its items by frames: each item's origin from the lines the items' sizes at the last
/// pass make, and its size (fixed, or fitted to its content at priority 50); the content as
/// large as the lines. Self-sizing items settle over the engine's passes, as UIKit's settle
/// over its invalidations.
struct FlowArrangement {
    let collection: CollectionView
    private let layout: GeneratedLayout

    init(_ collection: CollectionView) {
        self.collection = collection
        layout = GeneratedLayout(owner: collection)
    }

    /// The engine's axes in the flow's terms: `along` is the line's axis (across the scroll
    /// direction), `across` the scroll direction.
    private var isVertical: Bool { collection.scrollDirection == .vertical }

    func generate() {
        guard collection.usesFlowLayout else { return }
        let content = collection.contentLayoutGuide
        let isAutomatic = collection.itemSize == CollectionView.automaticSize
        let origins = lineOrigins()
        for (index, cell) in collection.cells.enumerated() {
            layout.relate("UICollectionViewFlowLayout-left", at: index, cell, .left, to: content, constant: origins.points[index].x)
            layout.relate("UICollectionViewFlowLayout-top", at: index, cell, .top, to: content, constant: origins.points[index].y)
            for (attribute, value) in [(LayoutAttribute.width, collection.itemSize.width), (.height, collection.itemSize.height)] {
                if isAutomatic {
                    layout.fix("UICollectionViewFlowLayout-fitting", at: index * 2 + (attribute == .width ? 0 : 1), cell, attribute,
                               constant: 0, priority: .fittingSizeLevel)
                } else {
                    layout.fix("UICollectionViewFlowLayout-size", at: index * 2 + (attribute == .width ? 0 : 1), cell, attribute,
                               constant: value)
                }
            }
        }
        let (lineAttribute, scrollAttribute): (LayoutAttribute, LayoutAttribute) = isVertical ? (.width, .height) : (.height, .width)
        layout.relate("UICollectionViewFlowLayout-contentBreadth", content, lineAttribute, to: collection)
        layout.fix("UICollectionViewFlowLayout-contentLength", content, scrollAttribute, constant: origins.length)
    }

    /// Each item's origin in the content, and the content's length along the scroll direction:
    /// items fill lines within the section inset; a line holds as many as fit at the minimum
    /// spacing; the items of a full line are spread to its ends (`[U]`: the last line keeps
    /// the minimum spacing, from the start); a line of one item is centred (IBAnimatable's
    /// `UserInterfaceGradients.storyboard` stores a 314-wide item at 30.5 in 375); each item is
    /// centred across its line.
    private func lineOrigins() -> (points: [CGPoint], length: CGFloat) {
        let inset = collection.sectionInset
        let sizes = collection.cells.map(itemSize)
        let breadth = isVertical ? collection.alignmentFrame.width - inset.left - inset.right
            : collection.alignmentFrame.height - inset.top - inset.bottom
        var lines: [[Int]] = []
        var used: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            let length = isVertical ? size.width : size.height
            if let last = lines.last, !last.isEmpty, used + collection.minimumInteritemSpacing + length > breadth + 0.001 {
                lines.append([index])
                used = length
            } else if lines.isEmpty {
                lines.append([index])
                used = length
            } else {
                lines[lines.count - 1].append(index)
                used += collection.minimumInteritemSpacing + length
            }
        }
        var points = [CGPoint](repeating: .zero, count: sizes.count)
        var position = isVertical ? inset.top : inset.left
        for (number, line) in lines.enumerated() {
            let thickness = line.map { isVertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
            let total = line.reduce(0) { $0 + (isVertical ? sizes[$1].width : sizes[$1].height) }
            let isJustified = line.count > 1 && number < lines.count - 1
            let gap = isJustified ? (breadth - total) / CGFloat(line.count - 1) : collection.minimumInteritemSpacing
            var offset = isVertical ? inset.left : inset.top
            if line.count == 1 { offset += (breadth - total) / 2 }
            for index in line {
                let size = sizes[index]
                let across = position + (thickness - (isVertical ? size.height : size.width)) / 2
                points[index] = isVertical ? CGPoint(x: offset, y: across) : CGPoint(x: across, y: offset)
                offset += (isVertical ? size.width : size.height) + gap
            }
            position += thickness + (number < lines.count - 1 ? collection.minimumLineSpacing : 0)
        }
        return (points, position + (isVertical ? inset.bottom : inset.right))
    }

    /// An item's size: the fixed one, or its size at the last pass when it sizes itself.
    private func itemSize(_ cell: CollectionViewCell) -> CGSize {
        collection.itemSize == CollectionView.automaticSize ? cell.alignmentFrame.size : collection.itemSize
    }
}
