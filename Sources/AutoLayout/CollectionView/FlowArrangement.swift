import Foundation

/// The constraints a collection view's flow layout makes, as `UICollectionViewFlowLayout`
/// places its items by frames: each item's origin from the lines the items' sizes at the last
/// pass make, and its size (fixed, or fitted to its content at priority 50); the section's
/// header and footer views before and after the lines; the content as large as all of them.
/// Self-sizing items settle over the engine's passes, as UIKit's settle
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
        let headerThickness = thickness(collection.headerReferenceSize)
        let origins = lineOrigins(from: headerThickness)
        for (index, cell) in collection.cells.enumerated() {
            layout.relate("UICollectionViewFlowLayout-left", at: index, cell, .left, to: content, constant: origins.points[index].x)
            layout.relate("UICollectionViewFlowLayout-top", at: index, cell, .top, to: content, constant: origins.points[index].y)
            sizeItem(cell, at: index)
        }
        if let header = collection.sectionHeaderView {
            placeSupplementaryView(header, named: "header", at: 0, thickness: headerThickness)
        }
        let footerThickness = thickness(collection.footerReferenceSize)
        if let footer = collection.sectionFooterView {
            placeSupplementaryView(footer, named: "footer", at: origins.length, thickness: footerThickness)
        }
        let (lineAttribute, scrollAttribute): (LayoutAttribute, LayoutAttribute) = isVertical ? (.width, .height) : (.height, .width)
        layout.relate("UICollectionViewFlowLayout-contentBreadth", content, lineAttribute, to: collection)
        layout.fix("UICollectionViewFlowLayout-contentLength", content, scrollAttribute, constant: origins.length + footerThickness)
    }

    /// An item's size constraints: its own size or the collection's item size, or, for a
    /// self-sizing item, its content's fitting size from the estimated item size (at priority
    /// 50, as `preferredLayoutAttributesFittingAttributes:` fits a cell from its attributes).
    private func sizeItem(_ cell: CollectionViewCell, at index: Int) {
        let fixedSize = fixedSize(of: cell)
        for (offset, attribute) in [LayoutAttribute.width, .height].enumerated() {
            if let fixedSize {
                layout.fix("UICollectionViewFlowLayout-size", at: index * 2 + offset, cell, attribute,
                           constant: attribute == .width ? fixedSize.width : fixedSize.height)
            } else {
                let estimate = collection.estimatedItemSize
                layout.fix("UICollectionViewFlowLayout-fitting", at: index * 2 + offset, cell, attribute,
                           constant: attribute == .width ? estimate.width : estimate.height, priority: .fittingSizeLevel)
            }
        }
    }

    /// A section header or footer view: `position` along the scroll direction, `thickness`
    /// thick, across the whole collection.
    private func placeSupplementaryView(_ view: View, named name: String, at position: CGFloat, thickness: CGFloat) {
        let content = collection.contentLayoutGuide
        let (start, across, along): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            isVertical ? (.top, .width, .height) : (.left, .height, .width)
        let side: LayoutAttribute = isVertical ? .left : .top
        layout.relate("UICollectionViewFlowLayout-\(name)-start", view, start, to: content, constant: position)
        layout.relate("UICollectionViewFlowLayout-\(name)-side", view, side, to: content)
        layout.relate("UICollectionViewFlowLayout-\(name)-breadth", view, across, to: collection)
        layout.fix("UICollectionViewFlowLayout-\(name)-thickness", view, along, constant: thickness)
    }

    /// A reference size's extent along the scroll direction.
    private func thickness(_ referenceSize: CGSize) -> CGFloat {
        isVertical ? referenceSize.height : referenceSize.width
    }

    /// Each item's origin in the content, and where the section's items end along the scroll
    /// direction (its inset included), the section starting at `start` (after its header):
    /// items fill lines within the section inset; a line holds as many as fit at the minimum
    /// spacing; the items of a full line are spread to its ends, and those of a last line of
    /// one item length as a full line of that length spreads them, from the start
    /// (``lastLineGap(itemLength:count:breadth:)``; `[U]`: a last line of several lengths keeps
    /// the minimum spacing, from the start); a line of one item is centred, as UIKit justifies
    /// a full line of one (`_UIFlowLayoutRow`), unless it is the last line and a second item of
    /// its size fits beside it, when it starts at the inset as a last line does (see
    /// ``centresLoneItem(_:isLastLine:breadth:)``); each item is centred across its line.
    private func lineOrigins(from start: CGFloat) -> (points: [CGPoint], length: CGFloat) {
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
        var position = start + (isVertical ? inset.top : inset.left)
        let lengths = sizes.map { isVertical ? $0.width : $0.height }
        let hasOneItemLength = Set(lengths).count == 1
        for (number, line) in lines.enumerated() {
            let thickness = line.map { isVertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
            let total = line.reduce(0) { $0 + lengths[$1] }
            let isLastLine = number == lines.count - 1
            let gap: CGFloat
            if line.count < 2 {
                gap = collection.minimumInteritemSpacing
            } else if !isLastLine {
                gap = (breadth - total) / CGFloat(line.count - 1)
            } else if hasOneItemLength {
                gap = lastLineGap(itemLength: lengths[line[0]], count: line.count, breadth: breadth)
            } else {
                gap = collection.minimumInteritemSpacing
            }
            var offset = isVertical ? inset.left : inset.top
            if line.count == 1 && centresLoneItem(total, isLastLine: isLastLine, breadth: breadth) {
                offset += (breadth - total) / 2
            }
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

    /// Whether a line holding one item `length` long (along the line) centres it in `breadth`:
    /// a line that ended because the next item did not fit is full, and UIKit justifies a full
    /// line of one item by centring it, even one longer than the line; the last line is full
    /// only when no second item of its item's size fits beside it at the minimum spacing.
    /// Xcode stores lone items so from Xcode 9 to 26 (docs/collection-views.md).
    private func centresLoneItem(_ length: CGFloat, isLastLine: Bool, breadth: CGFloat) -> Bool {
        !isLastLine || 2 * length + collection.minimumInteritemSpacing > breadth + 0.001
    }

    /// The gap between the items of a last line of `count` items, all `itemLength` long, in
    /// `breadth`: those of a full line of that length, as UIKit lays a last row out when every
    /// item has one size (`_UIFlowLayoutRow`'s `layoutRow` counts how many items of the last
    /// one's length fit at the minimum spacing and spreads that many to the line's ends), so
    /// the items line up with the columns of the lines above; a line that holds no further item
    /// is such a full line.
    private func lastLineGap(itemLength: CGFloat, count: Int, breadth: CGFloat) -> CGFloat {
        let spacing = collection.minimumInteritemSpacing
        let fitting = max(Int(((breadth + spacing) / (itemLength + spacing) + 0.000_1).rounded(.down)), count)
        return (breadth - CGFloat(fitting) * itemLength) / CGFloat(fitting - 1)
    }

    /// An item's size: its fixed one, or its size at the last pass when it sizes itself.
    private func itemSize(_ cell: CollectionViewCell) -> CGSize {
        fixedSize(of: cell) ?? cell.alignmentFrame.size
    }

    /// An item's own size or the collection's item size; nil for a self-sizing item.
    private func fixedSize(of cell: CollectionViewCell) -> CGSize? {
        cell.sizeForItem ?? (collection.itemSize == CollectionView.automaticSize ? nil : collection.itemSize)
    }
}
