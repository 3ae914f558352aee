import AutoLayout
import Foundation
import Testing

/// UICollectionView with a flow layout: items in lines, spacings, insets, self-sizing items.
@Suite struct CollectionViewTests {
    /// A collection view filling the root view of an iPhone 8 (375 × 667).
    private func makeCollection() -> (Window, CollectionView) {
        let (window, root) = makeWindow()
        let collection = addConstrainedView(CollectionView(), to: root, "collection")
        LayoutConstraint.activate([
            collection.leadingAnchor.constraint(equalTo: root.leadingAnchor), collection.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            collection.topAnchor.constraint(equalTo: root.topAnchor), collection.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        return (window, collection)
    }

    /// Five 100 × 100 items in 343 points (16 of inset each side): three to a line, spread
    /// to the line's ends (gaps of (343 − 300) / 2 = 21.5), the last line's two in the columns
    /// of a full line, from the start (16 and 137.5); lines 10 apart below a 10 inset; the
    /// content 10 + 100 + 10 + 100 + 10 high.
    @Test func fixedItemsInLines() {
        let (window, collection) = makeCollection()
        collection.itemSize = CGSize(width: 100, height: 100)
        collection.sectionInset = EdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        let cells = (0..<5).map { _ in CollectionViewCell() }
        collection.appendCells(cells)
        window.layoutIfNeeded()
        let origins = cells.map(\.frame.origin)
        #expect(origins == [CGPoint(x: 16, y: 10), CGPoint(x: 137.5, y: 10), CGPoint(x: 259, y: 10),
                            CGPoint(x: 16, y: 120), CGPoint(x: 137.5, y: 120)])
        #expect(collection.contentSize == CGSize(width: 375, height: 230))
        expectFrame(cells[0].contentView.frame, 0, 0, 100, 100)
    }

    /// IBAnimatable `UserInterfaceGradients.storyboard`: a 314 × 90 item alone on its line in a
    /// 375-wide collection view is centred; Xcode stores it at x 30.5.
    @Test func singleItemLineIsCentred() {
        let (window, collection) = makeCollection()
        collection.itemSize = CGSize(width: 314, height: 90)
        let cell = CollectionViewCell()
        collection.appendCells([cell])
        window.layoutIfNeeded()
        expectFrame(cell.frame, 30.5, 0, 314, 90)
    }

    /// A section header (40 high) and footer (30 high) span the collection above and below the
    /// items and their inset; an item's own size (`sizeForItem`) overrides the item size, and
    /// the smaller item is centred across their line (60 = 40 + 10 + (120 − 100) / 2); the
    /// content is 40 + 10 + 120 + 10 + 30 high.
    @Test func sectionHeaderAndFooterViews() {
        let (window, collection) = makeCollection()
        collection.itemSize = CGSize(width: 100, height: 100)
        collection.sectionInset = EdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        collection.headerReferenceSize = CGSize(width: 0, height: 40)
        collection.footerReferenceSize = CGSize(width: 0, height: 30)
        let (header, footer) = (View(), View())
        collection.sectionHeaderView = header
        collection.sectionFooterView = footer
        let cells = [CollectionViewCell(), CollectionViewCell()]
        cells[1].sizeForItem = CGSize(width: 120, height: 120)
        collection.appendCells(cells)
        window.layoutIfNeeded()
        expectFrame(header.frame, 0, 0, 375, 40)
        expectFrame(cells[0].frame, 16, 60, 100, 100)
        expectFrame(cells[1].frame, 126, 50, 120, 120)
        expectFrame(footer.frame, 0, 180, 375, 30)
        #expect(collection.contentSize == CGSize(width: 375, height: 210))
    }

    /// Self-sizing items (`automaticSize`): each as large as its content, a 60 × 30 box in
    /// its 8 pt margins making 76 × 46 items; five fill 343 points four to a line (4 × 76 + 3 ×
    /// 10 = 334, spread to the line's ends), the fifth alone on the last line, 10 below, at
    /// the inset, as a last line with room for more starts (not centred). (The content is adjusted below the status bar, so no item's margins grow by
    /// the safe area.)
    @Test func selfSizingItems() {
        let (window, collection) = makeCollection()
        collection.contentInsetAdjustmentBehavior = .always
        collection.itemSize = CollectionView.automaticSize
        collection.sectionInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let cells = (0..<5).map { _ -> CollectionViewCell in
            let cell = CollectionViewCell()
            let box = addConstrainedView(View(), to: cell.contentView, "box")
            let margins = cell.contentView.layoutMarginsGuide
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: margins.leadingAnchor), box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                box.topAnchor.constraint(equalTo: margins.topAnchor), box.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                box.widthAnchor.constraint(equalToConstant: 60), box.heightAnchor.constraint(equalToConstant: 30),
            ])
            return cell
        }
        collection.appendCells(cells)
        window.layoutIfNeeded()
        #expect(cells.allSatisfy { $0.frame.size == CGSize(width: 76, height: 46) })
        #expect(cells[0].frame.origin == CGPoint(x: 16, y: 0))
        #expect(abs(cells[3].frame.maxX - (375 - 16)) < 0.001)
        #expect(cells[4].frame.origin == CGPoint(x: 16, y: 56))
    }
}
