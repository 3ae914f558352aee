import Foundation

/// Items in a grid: UIKit's `UICollectionView` with a `UICollectionViewFlowLayout`, a scroll
/// view, for layout.
///
/// The flow layout lines items up along the scroll direction's cross axis: left to right, then
/// the next line below (vertical scrolling), each line as tall as its tallest item, lines
/// ``minimumLineSpacing`` apart, items at least ``minimumInteritemSpacing`` apart, within the
/// ``sectionInset``. Items are their own ``CollectionViewCell/sizeForItem``, else ``itemSize``, or
/// with ``automaticSize`` as large as their content's constraints make them (self-sizing cells).
/// A section header and footer view (``sectionHeaderView``, ``sectionFooterView``) go before and
/// after the section, across the whole collection, as thick as their reference sizes say. The
/// content is as large as the header, the lines and the footer.
public final class CollectionView: ScrollView {
    override public class var kindName: String { "UICollectionView" }

    /// UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
        case vertical, horizontal
    }

    /// UIKit's `UICollectionViewFlowLayout.automaticSize`: items as large as their content.
    public static let automaticSize = CGSize(width: -1, height: -1)

    public var scrollDirection: ScrollDirection = .vertical {
        didSet { setNeedsLayout() }
    }
    /// Every item's size, or ``automaticSize``; UIKit's default is 50 × 50.
    public var itemSize = CGSize(width: 50, height: 50) {
        didSet { setNeedsLayout() }
    }
    /// The size a self-sizing item (``itemSize`` ``automaticSize``) is fitted from: UIKit's flow
    /// layout estimates an automatic item at its item size, and a cell fits its content to its
    /// layout attributes' size at the fitting priority
    /// (`preferredLayoutAttributesFittingAttributes:`), so a dimension the content's
    /// constraints leave free keeps this size. UIKit's default item size, 50 × 50.
    public var estimatedItemSize = CGSize(width: 50, height: 50) {
        didSet { setNeedsLayout() }
    }
    public var minimumInteritemSpacing: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }
    public var minimumLineSpacing: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }
    public var sectionInset: EdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    /// How thick the section header is along the scroll direction (its height when scrolling
    /// vertically, its width when scrolling horizontally); across, it spans the collection.
    public var headerReferenceSize = CGSize.zero {
        didSet { setNeedsLayout() }
    }
    /// How thick the section footer is, likewise.
    public var footerReferenceSize = CGSize.zero {
        didSet { setNeedsLayout() }
    }
    /// The section's header view (UIKit's supplementary view of kind
    /// `UICollectionView.elementKindSectionHeader`), shown once before the items.
    public var sectionHeaderView: View? {
        didSet { replaceArrangedView(oldValue, with: sectionHeaderView, arranged: usesFlowLayout) }
    }
    /// The section's footer view (`elementKindSectionFooter`), shown once after the items.
    public var sectionFooterView: View? {
        didSet { replaceArrangedView(oldValue, with: sectionFooterView, arranged: usesFlowLayout) }
    }
    /// Whether a flow layout places the items; a custom layout's items keep the frames they
    /// are given (a document's stored frames).
    public var usesFlowLayout = true {
        didSet { setNeedsLayout() }
    }
    /// The items, in order.
    public private(set) var cells: [CollectionViewCell] = []

    /// Adds items (made subviews of the collection view; placed by the flow layout, or by
    /// their frames under a custom layout).
    public func appendCells(_ newCells: [CollectionViewCell]) {
        for cell in newCells {
            cell.translatesAutoresizingMaskIntoConstraints = !usesFlowLayout
            addSubview(cell)
        }
        cells += newCells
        setNeedsLayout()
    }

    override func generateArrangement() {
        FlowArrangement(self).generate()
    }
}

/// An item of a collection view: UIKit's `UICollectionViewCell`, whose views go in its content
/// view, which fills it.
public final class CollectionViewCell: View {
    override public class var kindName: String { "UICollectionViewCell" }

    /// The view that holds the cell's content.
    public let contentView: View
    /// The size the flow layout gives this item instead of the collection's ``CollectionView/itemSize``,
    /// as a flow layout delegate's `collectionView(_:layout:sizeForItemAt:)` does; Interface
    /// Builder's custom size of a prototype cell, which its canvas shows.
    public var sizeForItem: CGSize? {
        didSet { superview?.setNeedsLayout() }
    }

    override public init(frame: CGRect = .zero) {
        contentView = View()
        contentView.translatesAutoresizingMaskIntoConstraints = false
        super.init(frame: frame)
        addSubview(contentView)
    }

    override func generateArrangement() {
        let layout = GeneratedLayout(owner: self)
        for attribute in [LayoutAttribute.left, .top, .width, .height] {
            layout.relate("UICollectionViewCell-contentView", at: Int(attribute.rawValue), contentView, attribute, to: self)
        }
    }
}
