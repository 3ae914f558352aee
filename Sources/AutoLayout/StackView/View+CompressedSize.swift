import Foundation

extension View {
    /// The size the view takes when pulled tight around its content, which a stack view
    /// uses for a proportional fill and to find its tallest subview (UIKit asks
    /// `systemLayoutSizeFitting(.zero)`): its intrinsic size; on an axis without one, the
    /// length its own constant constraints give it (`width == 32`, `height >= 20`), else 0;
    /// for a stack view, its visible arranged subviews' laid side by side
    /// (docs/stack-views.md).
    ///
    /// - Complexity: O(*n*) for the *n* views of a nested stack, plus the view's own
    ///   constraints.
    var compressedSize: CGSize {
        if let stack = self as? StackView { return stack.arrangedCompressedSize }
        let intrinsic = fixedIntrinsicContentSize ?? intrinsicContentSize(forWidth: wrappingWidth)
        return CGSize(width: intrinsic.width >= 0 ? intrinsic.width : constantLength(.width),
                      height: intrinsic.height >= 0 ? intrinsic.height : constantLength(.height))
    }

    /// The least length the view's own constant constraints on `attribute` (width or height)
    /// allow: the largest constant of `==` and `>=` constraints with no second item, 0 when
    /// there are none.
    private func constantLength(_ attribute: LayoutAttribute) -> CGFloat {
        constraints.lazy
            .filter { $0.firstItem === self && $0.firstAttribute == attribute && $0.secondItem == nil && $0.relation != .lessThanOrEqual }
            .map { max($0.constant, 0) }
            .max() ?? 0
    }
}

extension StackView {
    /// The visible arranged subviews' compressed sizes, end to end along the axis with the
    /// spacing between them (all as long as the longest, for an equal fill) and as long as
    /// the longest across it, inside the layout margins when the arrangement uses them.
    var arrangedCompressedSize: CGSize {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let sizes = visible.map(\.compressedSize)
        let lengths = sizes.map { axis.length(of: $0) }
        let breadth = sizes.map { axis.crossing.length(of: $0) }.max() ?? 0
        let gaps = visible.dropLast().map { view -> CGFloat in
            switch gap(after: view) {
            case .points(let points): points
            case .system: LayoutMetrics.systemSpacing
            }
        }
        let content = distribution == .fillEqually ? (lengths.max() ?? 0) * CGFloat(lengths.count) : lengths.reduce(0, +)
        let length = content + gaps.reduce(0, +)
        let margins = isLayoutMarginsRelativeArrangement ? effectiveLayoutMargins : .zero
        let size = axis == .horizontal ? CGSize(width: length, height: breadth) : CGSize(width: breadth, height: length)
        return CGSize(width: size.width + margins.left + margins.right, height: size.height + margins.top + margins.bottom)
    }
}
